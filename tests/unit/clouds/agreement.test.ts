/**
 * One source of legality: every listed event is accepted by `check` and the machine; perturbed events
 * are accepted exactly when `check` says so (and then match a listed event: a MOVE by its end cell and
 * target), otherwise the machine leaves the very same snapshot. The machine and `rules.step` stay in
 * step, context for context.
 */
import { describe, expect, it } from 'vitest';
import { check, legalMoves, step } from '../../../machines/clouds/rules';
import { awaitedSeat } from '../../../machines/clouds/state';
import type { CloudsEvent, Ctx } from '../../../machines/clouds/types';
import { GameRunner, stepGame } from '../../../machines/core/engine';
import { Rng } from '../../../machines/core/rng';
import { clouds } from './helpers';
import { moveKey, newGame, perturb } from './random';

function probe(runner: GameRunner, ctx: Ctx, rng: Rng): void {
  const snap = runner.snapshot;
  const seat = awaitedSeat(ctx) as number;
  const listed = legalMoves(ctx, seat);
  const everyone = Array.from({ length: ctx.seats }, (_, s) => legalMoves(ctx, s)).flat();
  const keys = new Set(everyone.map((e) => moveKey(ctx, e)));
  expect(listed.length).toBeGreaterThan(1); // CONCEDE and at least one move
  // check accepts every listed event; the machine (whose guards are check) accepts a few of them
  for (const ev of listed) {
    const reason = clouds.check(snap, ev);
    if (reason !== null) expect([ev, reason]).toEqual([ev, null]);
  }
  for (let k = 0; k < 3; k++) {
    const ev = rng.pick(listed);
    if (!stepGame(clouds, snap, ev).ok) expect([ev, 'refused by the machine']).toEqual([ev, 'accepted']);
  }
  // perturbed events: legal exactly when listed (up to an equivalent path); the machine agrees with check
  const variants = Array.from({ length: 6 }, () => rng.pick(listed)).flatMap((e) => perturb(e, rng, ctx.seats));
  variants.forEach((ev, i) => {
    const reason = check(ctx, ev);
    if (reason === null && !keys.has(moveKey(ctx, ev))) expect([moveKey(ctx, ev), 'listed']).toEqual([]);
    if (reason !== null && !clouds.reasonCodes.includes(reason.code)) expect(reason.code).toBe('a listed code');
    if (i % 8 !== 0) return;
    const res = stepGame(clouds, snap, ev);
    if (res.ok !== (reason === null) || (!res.ok && res.snapshot !== snap)) {
      expect([ev, reason, res.ok]).toEqual(['machine and check disagree']);
    }
  });
  // nobody else may act, except by conceding
  for (let s = 0; s < ctx.seats; s++) {
    if (s === seat) continue;
    expect(legalMoves(ctx, s)).toEqual(ctx.out.includes(s) ? [] : [{ type: 'CONCEDE', seat: s }]);
  }
}

describe('legalMoves ⇔ check ⇔ machine', () => {
  for (const seats of [2, 3, 4]) {
    it(`agree on sampled states of random ${seats}-seat games, and the machine equals rules.step`, () => {
      for (let g = 0; g < 3; g++) {
        const seed = `agree-${seats}-${g}`;
        const options = { roundLimit: 5 };
        const rng = Rng.from(seed);
        const runner = new GameRunner(clouds, { seed, seats, options });
        let ctx = newGame(seed, seats, options);
        expect(runner.snapshot.context).toEqual(ctx);
        let n = 0;
        while (ctx.phase !== 'gameOver') {
          const seat = awaitedSeat(ctx) as number;
          if (n++ % 5 === 0 || ctx.phase === 'awaitDrain' || ctx.cur?.committed) probe(runner, ctx, rng);
          const moves = legalMoves(ctx, seat).filter((e) => e.type !== 'CONCEDE');
          const ev = rng.pick(moves) as CloudsEvent;
          ctx = step(ctx, ev);
          const res = runner.send(ev);
          if (!res.ok) throw new Error(`machine refused ${JSON.stringify(ev)}`);
          // fast path: compare as JSON, and let toEqual describe a difference
          if (JSON.stringify(runner.snapshot.context) !== JSON.stringify(ctx))
            expect(runner.snapshot.context).toEqual(ctx);
        }
        expect(runner.snapshot.status).toBe('done');
      }
    });
  }
});
