/** Bots of For Northwood!: random, heuristic (rules §10) and the Monte-Carlo advisor. */
import type { SnapshotFrom } from 'xstate';
import { randomBot } from '../core/bots/random';
import type { BotFactory } from '../core/game';
import { advise } from './advisor';
import { heuristicMove } from './heuristic';
import type { northwoodMachine } from './machine';
import { legalMoves } from './rules';
import type { NorthwoodEvent } from './types';

type Snap = SnapshotFrom<typeof northwoodMachine>;

const moves = (s: Snap, seat: number): NorthwoodEvent[] =>
  seat === 0 && s.status === 'active' ? legalMoves(s.context) : [];

export const heuristicBot: BotFactory<Snap, NorthwoodEvent> = () => ({
  name: 'heuristic',
  choose: (s) => heuristicMove(s.context),
});

/**
 * Plays the advisor's first choice. `iterations` sets the samples per option (default 200;
 * reproducible); `budgetMs` alone (the app) bounds each decision by time instead.
 * Decisions with one legal move skip the search.
 */
export const advisorBot: BotFactory<Snap, NorthwoodEvent> = (opts) => {
  let decision = 0;
  const samples = opts.iterations ?? (opts.budgetMs !== undefined ? 300 : 200);
  const budgetMs = opts.iterations === undefined ? opts.budgetMs : undefined;
  return {
    name: 'advisor',
    choose: (s) => {
      const legal = legalMoves(s.context);
      if (legal.length === 1) return legal[0] as NorthwoodEvent;
      const best = advise(s, { seed: `${opts.seed}:${decision++}`, samples, budgetMs })[0];
      return (best?.event ?? legal[0]) as NorthwoodEvent;
    },
  };
};

export const bots: Record<string, BotFactory<Snap, NorthwoodEvent>> = {
  random: randomBot(moves),
  heuristic: heuristicBot,
  advisor: advisorBot,
};

export { type AdviceOption, type AdviseOptions, advise } from './advisor';
