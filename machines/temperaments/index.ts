/** Four Temperaments as a GameModule (rules: shared/rules/temperaments.md). */
import type { SnapshotFrom } from 'xstate';
import { withEngineCodes } from '../core/events';
import type { GameModule, GameResult } from '../core/game';
import { bots } from './bots';
import { conformance } from './conformance';
import { EVENT_SCHEMAS } from './events';
import { machine, type TemperamentsMachine } from './machine';
import { parseOptions } from './options';
import { report } from './report';
import { actor, check, legalEvents, markerCount, REASON_CODES } from './rules';
import { tutorial } from './tutorial';
import type { Ctx, Emitted, PlayerEvent, TemperamentsOptions } from './types';
import { redact, revealedView, type TemperamentsView, viewFor } from './view';

type Snap = SnapshotFrom<TemperamentsMachine>;

function result(s: Snap): GameResult {
  const c = s.context as Ctx;
  const markers: number[] = [];
  for (let seat = 0; seat < c.seats; seat++) markers.push(markerCount(c, seat));
  if (!c.final) return { over: false, winners: [], scores: markers };
  const shared = c.final.winners.length > 1;
  return {
    over: true,
    winners: c.final.winners.slice(),
    scores: c.final.scores.slice(),
    ...(shared ? { draw: true } : {}),
    reason: c.endReason ?? undefined,
  };
}

/**
 * §9.15: never across a draw, a reveal or another round. A PLACE (unless `steadySupply` drew after
 * it), a PASS or a CHOOSE_LOCATION may be taken back while the round is still the same and no reveal
 * followed (one that ended the round, or a last choice that rolled into cleanup and a new round, may
 * not); the session offers it only until another seat acts. CHOOSE_PARTY reveals.
 */
export function undoable(before: Snap, event: PlayerEvent, after: Snap): boolean {
  const b = before.context as Ctx;
  const a = after.context as Ctx;
  if (a.phase === 'over' || a.round !== b.round) return false;
  if (event.type === 'PLACE') return !a.steady && a.phase === 'placement';
  if (event.type === 'PASS') return a.phase === 'placement';
  return event.type === 'CHOOSE_LOCATION';
}

const temperaments: GameModule<TemperamentsMachine, TemperamentsOptions, TemperamentsView> = {
  id: 'temperaments',
  // 2: spec v2, four potions a round (no draw after a placement; v1's rule is the option steadySupply).
  rulesVersion: 2,
  seats: { min: 2, max: 4 },
  machine,
  eventTypes: ['PLACE', 'PASS', 'CHOOSE_LOCATION', 'CHOOSE_PARTY'],
  eventSchemas: EVENT_SCHEMAS,
  reasonCodes: withEngineCodes(REASON_CODES),
  defaultOptions: () => ({}),
  parseOptions,
  legalMoves: (s, seat) => (s.status === 'done' ? [] : legalEvents(s.context, seat)),
  check: (s, ev) => check(s.context, ev),
  view: (s, viewer) => viewFor(s.context, viewer),
  revealed: (s) => revealedView(s.context),
  redact: (ev, viewer) => redact(ev as Emitted, viewer),
  result,
  activeSeats: (s) => {
    const a = s.status === 'done' ? null : actor(s.context);
    return a === null ? [] : [a];
  },
  undoable: (before, event, after) => undoable(before, event as PlayerEvent, after),
  conformance,
  bots,
  // The app's levels: noisy heuristic, heuristic, information-set MCTS within a time budget (0.9 s, so a turn stays within the 1 s target).
  botLevels: {
    easy: { bot: 'noisy' },
    normal: { bot: 'heuristic' },
    hard: { bot: 'ismcts', options: { budgetMs: 900 } },
  },
  tutorial,
  report,
};

export default temperaments;
export { botForLevel, LEVELS } from './bots';
export { BOARD, CARD_BY_ID, GOAL_IDS, LOCATIONS, PARTIES, SCENES } from './content';
export type { TemperamentsView } from './view';
