/**
 * What the conformance suite (tests/unit/core/conformance.test.ts) samples too thinly for Cloud
 * Marches' MOVE, whose spellings are many: random walks within the allowance that `check` accepts
 * canonicalise to a listed MOVE that leaves the same game; the listed MOVEs leave pairwise
 * different games (one per outcome); the paths the table previews and sends (`reach`) are already
 * canonical, so what the player chose is what is recorded and animated. Also: the awaited seat has
 * a move besides CONCEDE, and every other seat may only concede.
 */
import { describe, expect, it } from 'vitest';
import { step } from '../../../machines/clouds/machine';
import { canonical } from '../../../machines/clouds/moves';
import { check, legalMoves } from '../../../machines/clouds/rules';
import { awaitedSeat } from '../../../machines/clouds/state';
import type { CloudsEvent, Ctx, Move } from '../../../machines/clouds/types';
import { reach } from '../../../machines/clouds/view';
import type { Rng } from '../../../machines/core/rng';
import { at, type Table, table } from './helpers';
import { listedGame, randomWalk } from './random';

const after = (ctx: Ctx, ev: CloudsEvent) => JSON.stringify(step(ctx, ev));
const key = (e: unknown) => JSON.stringify(e);

function probe(ctx: Ctx, rng: Rng): void {
  const seat = awaitedSeat(ctx) as number;
  const listed = legalMoves(ctx, seat);
  expect(listed.some((e) => e.type === 'CONCEDE')).toBe(true);
  expect(listed.length).toBeGreaterThan(1);
  for (let s = 0; s < ctx.seats; s++) {
    if (s === seat) continue;
    expect(legalMoves(ctx, s)).toEqual(ctx.out.includes(s) ? [] : [{ type: 'CONCEDE', seat: s }]);
  }
  if (ctx.phase !== 'abilityWindow') return;
  const moves = listed.filter((e) => e.type === 'MOVE');
  const keys = new Set(moves.map(key));
  // one MOVE per outcome
  const outcomes = new Set(moves.map((e) => after(ctx, e)));
  expect(outcomes.size).toBe(moves.length);
  for (const e of moves) expect(key(canonical(ctx, e))).toBe(key(e));
  // every accepted path is a spelling of a listed one
  for (let i = 0; i < 12; i++) {
    const ev = randomWalk(ctx, rng);
    if (check(ctx, ev) !== null) continue;
    const canon = canonical(ctx, ev);
    expect(keys.has(key(canon)), key(ev)).toBe(true);
    expect(after(ctx, canon)).toBe(after(ctx, ev));
  }
  // the table's paths are canonical
  const r = reach(ctx, (ctx.cur as NonNullable<Ctx['cur']>).cardId);
  for (const rc of r?.cells ?? []) {
    for (const t of rc.targets.length ? rc.targets.map((x) => x.id) : [undefined]) {
      const ev = { type: 'MOVE', seat, cardId: r?.cardId, path: rc.path, ...(t ? { targetId: t } : {}) } as Move;
      if (check(ctx, ev) === null) expect(key(canonical(ctx, ev))).toBe(key(ev));
    }
  }
}

describe('Cloud Marches: every MOVE once, in its canonical form', () => {
  for (const [seats, vigorChips] of [
    [2, false],
    [3, false],
    [4, false],
    [2, true],
    [3, true],
  ] as const) {
    it(`${seats} seats${vigorChips ? ', vigorChips' : ''}: accepted paths are spellings of listed moves`, () => {
      for (let g = 0; g < 2; g++) {
        listedGame(`agree-${seats}-${g}-${vigorChips}`, seats, { roundLimit: 5, vigorChips }, (ctx, rng, n) => {
          if (n % 5 === 0 || ctx.phase === 'awaitDrain' || ctx.cur?.committed) probe(ctx, rng);
        });
      }
    });
  }

  const A = 0;
  const B = 1;
  const movesTo = (ctx: Ctx, x: number, y: number) =>
    legalMoves(ctx, A).filter(
      (e): e is Move => e.type === 'MOVE' && key(e.path.length ? e.path[e.path.length - 1] : null) === key([x, y]),
    );

  /** e1 at (5, 10) holding `mood` tokens, selected to move, a mood token lying on `token`; the opponent far off. */
  const e1SelectedWithToken = (mood: number, token: [number, number]): Table => {
    const t = table(
      [
        { id: 'e1', owner: A, pos: [5, 10], mood },
        { id: 'u5', owner: B, pos: [25, 20] },
      ],
      { tokens: [token] },
    );
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'e1' });
    return t;
  };

  it('a detour over a mood token is another move, listed by its shortest path', () => {
    const t = e1SelectedWithToken(0, [5, 9]);
    expect(movesTo(t.ctx, 6, 10).map((e) => e.path)).toEqual([
      [[6, 10]],
      [
        [5, 9],
        [6, 9],
        [6, 10],
      ],
    ]);
    // a longer walk that takes the token is recorded as the listed detour, and takes it
    const res = t.runner.send({
      type: 'MOVE',
      seat: A,
      cardId: 'e1',
      path: [
        [4, 10],
        [4, 9],
        [5, 9],
        [6, 9],
        [6, 10],
      ],
    } as Move);
    expect(res.ok && res.event).toEqual({
      type: 'MOVE',
      seat: A,
      cardId: 'e1',
      path: [
        [5, 9],
        [6, 9],
        [6, 10],
      ],
    });
    expect(t.card('e1').mood).toBe(1);
    expect(t.ctx.tokens).toEqual([]);
  });

  it('a longer approach to a target it cannot capture at once is another move (the drain’s reach R = A − s)', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'e6', owner: B, pos: [7, 10] },
    ]);
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'e1' });
    // A = 5: lengths 2 and 4 reach (7, 10), leaving R = 3 and R = 1
    const lengths = movesTo(t.ctx, 7, 10).map((e) => e.path.length);
    expect(lengths).toEqual([2, 4]);
    const res = t.runner.send({
      type: 'MOVE',
      seat: A,
      cardId: 'e1',
      path: [
        [5, 11],
        [6, 11],
        [7, 11],
        [7, 10],
      ],
      targetId: 'e6',
    } as Move);
    // recorded as the listed 4-step spelling (the first shortest way back from the end, N E S W)
    expect(res.ok && (res.event as Move).path).toEqual([
      [6, 10],
      [7, 10],
      [7, 9],
      [7, 10],
    ]);
    expect(t.ctx.drain?.R).toBe(1);
  });

  it('a card standing on a token takes it by stepping out and back', () => {
    const t = e1SelectedWithToken(1, [5, 10]);
    const home = movesTo(t.ctx, 5, 10);
    expect(home.map((e) => e.path)).toEqual([
      [
        [5, 9],
        [5, 10],
      ],
    ]);
    t.send(home[0] as Move);
    expect([t.card('e1').pos, t.card('e1').mood, t.ctx.tokens.length]).toEqual([at(5, 10), 2, 0]);
  });
});
