/** Cloud Marches (id `clouds`): the GameModule. */
import { withEngineCodes } from '../core/events';
import type { GameModule, GameResult } from '../core/game';
import { bots, LEVELS } from './bots';
import { conformance } from './conformance';
import { EVENT_SCHEMAS } from './events';
import { listedMove } from './listed';
import { type CloudsSnapshot, cloudsMachine } from './machine';
import { canonical } from './moves';
import { REASON_CODES } from './reasons';
import { report } from './report';
import * as rules from './rules';
import { parseOptions } from './start';
import { awaitedSeat } from './state';
import { tutorial } from './tutorial';
import { type CloudsEvent, type CloudsOptions, type Ctx, EVENT_TYPES } from './types';
import { type CloudsView, view } from './view';

export type { CloudsSnapshot } from './machine';

export function resultOf(ctx: Ctx): GameResult {
  const r = ctx.result;
  if (!r) {
    const scores = new Array<number>(ctx.seats).fill(0);
    for (const c of ctx.cards) if (c.owner !== null) scores[c.owner] = (scores[c.owner] as number) + 1;
    return { over: false, winners: [], scores };
  }
  return { over: true, winners: r.winners.slice(), scores: r.counts.slice(), draw: r.draw, reason: r.reason };
}

/** Only SELECT_CARD and DESELECT_CARD may be taken back: every other event commits or hands the move on (§4.4). */
function undoable(before: CloudsSnapshot, event: CloudsEvent, after: CloudsSnapshot): boolean {
  if (event.type !== 'SELECT_CARD' && event.type !== 'DESELECT_CARD') return false;
  return awaitedSeat(before.context) === awaitedSeat(after.context) && after.context.phase !== 'gameOver';
}

const clouds: GameModule<typeof cloudsMachine, CloudsOptions, CloudsView> = {
  id: 'clouds',
  // 3: abilities cost 1 but Veil, Thunderhead (2) and Illumination (3) (content.ts); 2: §2.2's costs of 3 or
  // more cost 1 less. An older save would replay other costs, so it is refused.
  rulesVersion: 3,
  seats: { min: 2, max: 4 },
  machine: cloudsMachine,
  eventTypes: EVENT_TYPES,
  eventSchemas: EVENT_SCHEMAS,
  reasonCodes: withEngineCodes(REASON_CODES),
  defaultOptions: () => ({}),
  parseOptions,
  legalMoves: (s, seat) => rules.legalMoves(s.context, seat),
  check: (s, ev) => rules.check(s.context, ev),
  canonical: (s, ev) => canonical(s.context, ev),
  canonicalFromView: listedMove,
  view: (s, viewer) => view(s.context, viewer),
  result: (s) => resultOf(s.context),
  activeSeats: (s) => {
    const seat = awaitedSeat(s.context);
    return seat === null ? [] : [seat];
  },
  undoable,
  conformance,
  bots,
  botLevels: LEVELS,
  tutorial,
  report,
};

export default clouds;
export { LEVELS } from './bots';
export { BOARD, boardForTable, CARDS, CLOUD_KEYS } from './content';
export { reachFromMoves } from './listed';
