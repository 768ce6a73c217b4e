/**
 * Bots (§10): `random`, `heuristic`, `noisy` (the easy level: heuristic with noise) and `ismcts`.
 * Every bot reads only `view(snapshot, seat)` and draws from its own seeded stream.
 */
import type { SnapshotFrom } from 'xstate';
import { randomBot } from '../core/bots/random';
import type { BotFactory } from '../core/game';
import { Rng } from '../core/rng';
import { heuristicChoice } from './heuristic';
import { ismctsChoice } from './ismcts';
import type { TemperamentsMachine } from './machine';
import { legalEvents } from './rules';
import type { PlayerEvent } from './types';
import { viewFor } from './view';

type Snap = SnapshotFrom<TemperamentsMachine>;
type Factory = BotFactory<Snap, PlayerEvent>;

const heuristic =
  (name: string, noise: number, epsilon: number): Factory =>
  (opts) => {
    const rng = Rng.from(`${name}:${opts.seed}`);
    return { name, choose: (s, seat) => heuristicChoice(viewFor(s.context, seat), seat, rng, noise, epsilon) };
  };

export const bots: Record<string, Factory> = {
  random: randomBot<Snap, PlayerEvent>((s, seat) => legalEvents(s.context, seat)),
  noisy: heuristic('noisy', 0.6, 0.15),
  heuristic: heuristic('heuristic', 0, 0),
  ismcts: (opts) => {
    const rng = Rng.from(`ismcts:${opts.seed}`);
    const search = { iterations: opts.iterations, budgetMs: opts.budgetMs };
    return { name: 'ismcts', choose: (s, seat) => ismctsChoice(viewFor(s.context, seat), seat, rng, search) };
  },
};

/** The app's difficulty levels and the bot each one plays. */
export const LEVELS = { easy: 'noisy', normal: 'heuristic', hard: 'ismcts' } as const;
export const botForLevel = (level: string): string => LEVELS[level as keyof typeof LEVELS] ?? 'heuristic';
