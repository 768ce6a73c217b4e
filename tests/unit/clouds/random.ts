/** Random play for the agreement and property tests: pure rules stepping. */
import { cloudsFlow, step } from '../../../machines/clouds/machine';
import { actionMoves } from '../../../machines/clouds/rules';
import { awaitedSeat } from '../../../machines/clouds/state';
import type { CloudsEvent, CloudsOptions, Ctx } from '../../../machines/clouds/types';
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
