/**
 * What the conformance suite (tests/unit/core/conformance.test.ts) does not know of Cloud Marches:
 * a MOVE is listed by one shortest path per end cell and target, so a perturbed MOVE that `check`
 * accepts must match a listed one by end cell and target (`moveKey`); the awaited seat has a move
 * besides CONCEDE, and every other seat may only concede. The generic agreement (listed ⇒ accepted
 * by check and the machine, check ⇔ machine, the machine ⇔ `rules.step`) lives in the suite.
 */
import { describe, expect, it } from 'vitest';
import { step } from '../../../machines/clouds/machine';
import { check, legalMoves } from '../../../machines/clouds/rules';
import { awaitedSeat } from '../../../machines/clouds/state';
import type { CloudsEvent, Ctx } from '../../../machines/clouds/types';
import { Rng } from '../../../machines/core/rng';
import { moveKey, newGame, perturb } from './random';

function probe(ctx: Ctx, rng: Rng): void {
  const seat = awaitedSeat(ctx) as number;
  const listed = legalMoves(ctx, seat);
  const everyone = Array.from({ length: ctx.seats }, (_, s) => legalMoves(ctx, s)).flat();
  const keys = new Set(everyone.map((e) => moveKey(ctx, e)));
  expect(listed.some((e) => e.type === 'CONCEDE')).toBe(true);
  expect(listed.length).toBeGreaterThan(1);
  // perturbed events accepted by check match a listed event (a MOVE: up to an equivalent path)
  const variants = Array.from({ length: 6 }, () => rng.pick(listed)).flatMap((e) => perturb(e, rng, ctx.seats));
  for (const ev of variants) {
    if (check(ctx, ev) === null && !keys.has(moveKey(ctx, ev))) expect([moveKey(ctx, ev), 'listed']).toEqual([]);
  }
  for (let s = 0; s < ctx.seats; s++) {
    if (s === seat) continue;
    expect(legalMoves(ctx, s)).toEqual(ctx.out.includes(s) ? [] : [{ type: 'CONCEDE', seat: s }]);
  }
}

describe('Cloud Marches legality beyond the contract', () => {
  for (const seats of [2, 3, 4]) {
    it(`${seats} seats: accepted paths match a listed move; only the awaited seat moves, others may concede`, () => {
      for (let g = 0; g < 3; g++) {
        const seed = `agree-${seats}-${g}`;
        const rng = Rng.from(seed);
        let ctx = newGame(seed, seats, { roundLimit: 5 });
        let n = 0;
        while (ctx.phase !== 'gameOver') {
          if (n++ % 5 === 0 || ctx.phase === 'awaitDrain' || ctx.cur?.committed) probe(ctx, rng);
          const moves = legalMoves(ctx, awaitedSeat(ctx) as number).filter((e) => e.type !== 'CONCEDE');
          ctx = step(ctx, rng.pick(moves) as CloudsEvent);
        }
      }
    });
  }
});
