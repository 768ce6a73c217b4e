/** Random play for the agreement and property tests: pure rules stepping. */
import { type Cell, NEIGHBOURS } from '../../../machines/clouds/content';
import { cloudsFlow, step } from '../../../machines/clouds/machine';
import { actionMoves, legalMoves } from '../../../machines/clouds/rules';
import { allowance, awaitedSeat, cardOf, gridOf, xy } from '../../../machines/clouds/state';
import type { CloudsEvent, CloudsOptions, Ctx, Move } from '../../../machines/clouds/types';
import { Rng } from '../../../machines/core/rng';

export function newGame(seed: string, seats: number, options: CloudsOptions = {}): Ctx {
  return cloudsFlow.start({ seed, seats, options });
}

/** A random game as pure rules steps: calls `visit` before every event. */
export function randomGame(
  seed: string,
  seats: number,
  options: CloudsOptions,
  visit?: (ctx: Ctx, ev: CloudsEvent) => void,
): { ctx: Ctx; events: CloudsEvent[] } {
  const rng = Rng.from(`random:${seed}`);
  let ctx = newGame(seed, seats, options);
  const events: CloudsEvent[] = [];
  while (ctx.phase !== 'gameOver') {
    const seat = awaitedSeat(ctx) as number;
    const moves = actionMoves(ctx, seat);
    if (moves.length === 0) throw new Error(`seed ${seed}: seat ${seat} has no move in ${ctx.phase}`);
    const ev = rng.pick(moves);
    visit?.(ctx, ev);
    ctx = step(ctx, ev);
    events.push(ev);
  }
  return { ctx, events };
}

/**
 * A seeded random game of listed moves (CONCEDE aside): `visit` sees each state before its move, the
 * move's index and the rng that picks the moves (so a probe's own draws steer the game the same way each run).
 */
export function listedGame(
  seed: string,
  seats: number,
  options: CloudsOptions,
  visit: (ctx: Ctx, rng: Rng, n: number) => void,
): void {
  const rng = Rng.from(seed);
  let ctx = newGame(seed, seats, options);
  for (let n = 0; ctx.phase !== 'gameOver'; n++) {
    visit(ctx, rng, n);
    const moves = legalMoves(ctx, awaitedSeat(ctx) as number).filter((e) => e.type !== 'CONCEDE');
    ctx = step(ctx, rng.pick(moves) as CloudsEvent);
  }
}

/**
 * A random walk of the selected card within its allowance (detours included), with a target when its
 * end cell holds one: spellings of MOVE that `check` may accept but `legalMoves` does not list.
 */
export function randomWalk(ctx: Ctx, rng: Rng): Move {
  const card = cardOf(ctx, (ctx.cur as NonNullable<Ctx['cur']>).cardId);
  const grid = gridOf(ctx);
  const path: Cell[] = [];
  let c = card.pos as number;
  for (let n = rng.int(allowance(ctx, card) + 1); n > 0; n--) {
    const open = (NEIGHBOURS[c] as number[]).filter((x) => grid.blocked[x] === 0);
    if (open.length === 0) break;
    c = rng.pick(open);
    path.push(xy(c));
  }
  const there = ctx.cards.filter((t) => t.pos === c && t.owner !== null && t.owner !== card.owner);
  const ev: Move = { type: 'MOVE', seat: ctx.active, cardId: card.id, path };
  return there.length ? { ...ev, targetId: rng.pick(there).id } : ev;
}
