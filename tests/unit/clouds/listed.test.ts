/**
 * A seat without the snapshot (online) reads its card's reach and the canonical spelling of a MOVE
 * off its view and legal moves (machines/clouds/listed.ts): over random games the reach is the
 * snapshot's `reach` (same cells, distances, costs and targets), each lit path is a listed move, and
 * every accepted spelling maps to the move `canonical` makes of it.
 */
import { describe, expect, it } from 'vitest';
import type { Cell } from '../../../machines/clouds/content';
import { listedMove, reachFromMoves } from '../../../machines/clouds/listed';
import { step } from '../../../machines/clouds/machine';
import { canonical } from '../../../machines/clouds/moves';
import { check, legalMoves } from '../../../machines/clouds/rules';
import { awaitedSeat } from '../../../machines/clouds/state';
import type { CloudsEvent, Ctx, Move } from '../../../machines/clouds/types';
import { reach, view } from '../../../machines/clouds/view';
import { GameRunner } from '../../../machines/core/engine';
import type { Rng } from '../../../machines/core/rng';
import { clouds } from './helpers';
import { listedGame, newGame, randomWalk } from './random';

const key = (e: unknown) => JSON.stringify(e);

const counts = { probes: 0, cells: 0, spellings: 0, detours: 0 };

function probe(ctx: Ctx, rng: Rng): void {
  const seat = awaitedSeat(ctx) as number;
  const legal = legalMoves(ctx, seat);
  const v = view(ctx, seat);
  const id = (ctx.cur as NonNullable<Ctx['cur']>).cardId;
  const mine = reachFromMoves(v, legal, id);
  const theirs = reach(ctx, id);
  counts.probes++;
  // what lights: the same cells, distances, costs and targets as the snapshot's reach
  const strip = (r: typeof mine) =>
    r && {
      ...r,
      cells: r.cells.map(({ path: _, ...rest }) => rest).sort((a, b) => key(a.cell).localeCompare(key(b.cell))),
    };
  expect(strip(mine)).toEqual(strip(theirs));
  const listed = new Set(legal.map(key));
  for (const rc of mine?.cells ?? []) {
    counts.cells++;
    expect(rc.path.length).toBe(rc.dist);
    // the lit path strikes every target there as a listed move
    for (const t of rc.targets.length ? rc.targets.map((x) => x.id) : [undefined]) {
      const ev: Move = { type: 'MOVE', seat, cardId: id, path: rc.path as Cell[], ...(t ? { targetId: t } : {}) };
      expect(listed.has(key(ev)), key(ev)).toBe(true);
    }
  }
  for (const e of legal) if (e.type === 'MOVE') expect(listedMove(v, legal, e)).toBe(e);
  // any accepted spelling maps to its canonical form
  for (let i = 0; i < 16; i++) {
    const ev = randomWalk(ctx, rng);
    if (check(ctx, ev) !== null) continue;
    const canon = canonical(ctx, ev);
    counts.spellings++;
    if (key(canon) !== key(ev)) counts.detours++;
    expect(key(listedMove(v, legal, ev)), key(ev)).toBe(key(canon));
  }
}

describe('Cloud Marches without the snapshot: reach and spellings from the legal moves', () => {
  for (const [seats, vigorChips] of [
    [2, false],
    [3, false],
    [4, false],
    [2, true],
    [4, true],
  ] as const) {
    it(`${seats} seats${vigorChips ? ', vigorChips' : ''}`, () => {
      for (let g = 0; g < 1; g++) {
        listedGame(`listed-${seats}-${g}-${vigorChips}`, seats, { roundLimit: 5, vigorChips }, (ctx, rng) => {
          if (ctx.phase === 'abilityWindow') probe(ctx, rng);
        });
      }
    });
  }

  it('sampled enough to mean something', () => {
    expect(counts.probes).toBeGreaterThan(100);
    expect(counts.cells).toBeGreaterThan(2000);
    expect(counts.detours).toBeGreaterThan(200);
  });

  it('the tutorial’s moves are what the table sends for their cells (a click on the lit cell)', () => {
    const script = clouds.tutorial;
    const r = new GameRunner(clouds, { seed: script.seed, seats: script.seats, options: script.options });
    let moves = 0;
    for (const st of script.steps) {
      for (const e of st.before ?? []) expect(r.send(e).ok).toBe(true);
      if (typeof st.expect !== 'object' || !('event' in st.expect)) continue;
      const want = st.expect.event;
      if (want.type === 'MOVE') {
        const ctx = r.snapshot.context as Ctx;
        const legal = legalMoves(ctx, want.seat);
        const v = view(ctx, want.seat);
        const end = want.path.length ? want.path[want.path.length - 1] : v.cards.find((c) => c.id === want.cardId)?.pos;
        const rc = reachFromMoves(v, legal, want.cardId)?.cells.find((c) => key(c.cell) === key(end));
        const sent: Move = { ...want, path: rc?.path as Cell[] };
        expect(listedMove(v, legal, sent), st.id).toEqual(want);
        moves++;
      }
      expect(r.send(want).ok, st.id).toBe(true);
    }
    r.stop();
    expect(moves).toBe(4);
  });

  it('a walk that is not a move of the card maps to nothing', () => {
    const ctx = newGame('listed-bad', 2, {});
    let c = ctx;
    while (c.phase !== 'abilityWindow') {
      const moves = legalMoves(c, awaitedSeat(c) as number).filter((e) => e.type !== 'CONCEDE' && e.type !== 'SKIP');
      c = step(c, moves[0] as CloudsEvent);
    }
    const seat = awaitedSeat(c) as number;
    const legal = legalMoves(c, seat);
    const v = view(c, seat);
    const ok = legal.find((e): e is Move => e.type === 'MOVE' && e.path.length > 1) as Move;
    const [first, ...rest] = ok.path as Cell[];
    const jump: Move = { ...ok, path: rest }; // the first step left out: not a walk
    expect(listedMove(v, legal, jump)).toBeNull();
    expect(listedMove(v, legal, { ...ok, path: [first as Cell, [-1, 3], ...rest] })).toBeNull();
    expect(listedMove(v, legal, { ...ok, seat: seat + 1 })).toBeNull();
    expect(listedMove(v, legal, { ...ok, path: 'north' as unknown as Cell[] })).toBeNull();
    expect(listedMove(v, legal, { type: 'SKIP', seat, cardId: ok.cardId })).toBeNull();
  });
});
