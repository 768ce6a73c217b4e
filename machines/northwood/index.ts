/** For Northwood! as a GameModule: the machine, legality, the player's view, bots and the tutorial. */
import type { SnapshotFrom } from 'xstate';
import { withEngineCodes } from '../core/events';
import type { GameModule, Illegal } from '../core/game';
import { advise } from './advisor';
import { bots } from './bots';
import { conformance } from './conformance';
import { FIEFS } from './content';
import { EVENT_SCHEMAS } from './events';
import { northwoodMachine } from './machine';
import { canonicalEvent, check, legalMoves, REASON_CODES } from './rules';
import { defaultOptions, parseOptions } from './setup';
import { tutorial } from './tutorial';
import { EVENT_TYPES, type NorthwoodEvent, type NorthwoodOptions } from './types';
import { type NorthwoodView, viewOf } from './view';

export type NorthwoodSnapshot = SnapshotFrom<typeof northwoodMachine>;

const moves = (s: NorthwoodSnapshot, seat: number): NorthwoodEvent[] =>
  seat === 0 && s.status === 'active' ? legalMoves(s.context) : [];

const northwood: GameModule<typeof northwoodMachine, NorthwoodOptions, NorthwoodView> = {
  id: 'northwood',
  rulesVersion: 1,
  seats: { min: 1, max: 1 },
  machine: northwoodMachine,
  eventTypes: EVENT_TYPES,
  eventSchemas: EVENT_SCHEMAS,
  reasonCodes: withEngineCodes(REASON_CODES),
  defaultOptions: () => defaultOptions(),
  parseOptions: (raw) => parseOptions(raw),
  legalMoves: moves,
  canonical: (s, event) => canonicalEvent(s.context, event),
  check: (s, event): Illegal | null => check(s.context, event),
  view: (s) => viewOf(s.context),
  result: (s) => {
    const over = s.context.over;
    return {
      over: over !== null,
      winners: over?.won ? [0] : [],
      scores: [over?.score ?? 0],
      ...(over ? { reason: over.conceded ? 'conceded' : 'allVisits' } : {}),
    };
  },
  activeSeats: (s) => (s.context.over ? [] : [0]),
  // §7: BACK from the substitutes is the only take-back, so only the steps before the dialogues
  // that revealed nothing can be undone (a blind fief choice draws the hand).
  undoable: (_before, event, after) => {
    if (event.type === 'SET_SUBSTITUTE' || event.type === 'BACK') return true;
    if (event.type === 'CHOOSE_FIEF') return !after.context.visit?.blindDrawn && !after.context.over;
    return false;
  },
  bots,
  conformance,
  tutorial,
  // The table's Hint: the advisor's ranked options, worked out in the bot worker. Its seed is the
  // game's seed and move number, so asking twice gives the same counsel.
  tools: {
    advise: (s, args) => {
      const a = (args ?? {}) as { samples?: number; budgetMs?: number; seed?: string };
      return advise(s, {
        seed: a.seed ?? `hint:${s.context.log.length}`,
        samples: a.samples ?? 300,
        budgetMs: a.budgetMs,
      });
    },
  },
  report: (games) => {
    const n = games.length || 1;
    const scores = games.map((g) => g.snapshot.context.over?.score ?? 0);
    const friendly = FIEFS.map(
      (_, i) => games.filter((g) => g.snapshot.context.fiefs[i]?.status === 'friendly').length,
    );
    return {
      games: games.length,
      averageStars: Number((scores.reduce((a, b) => a + b, 0) / n).toFixed(2)),
      winRate16: Number((scores.filter((x) => x >= 16).length / n).toFixed(4)),
      winRate18: Number((scores.filter((x) => x >= 18).length / n).toFixed(4)),
      winRate20: Number((scores.filter((x) => x >= 20).length / n).toFixed(4)),
      conceded: games.filter((g) => g.snapshot.context.over?.conceded).length,
      fiefSuccess: Object.fromEntries(FIEFS.map((f, i) => [f.id, Number(((friendly[i] ?? 0) / n).toFixed(3))])),
    };
  },
};
export default northwood;

export type { AdviceOption, AdviseOptions } from './advisor';
export type { Ctx as NorthwoodContext, NorthwoodEmitted, NorthwoodEvent, NorthwoodOptions, Phase } from './types';
export type { FiefView, NorthwoodView, PendingView, SlotView, VisitView } from './view';
