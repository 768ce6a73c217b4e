/** Pointers sharing a cell fan out: each face shows and takes the pointer on its own, near its cell. */
import { describe, expect, it } from 'vitest';
import { CELL, fanSpot, POINTER_SIZE, PTR_HIT } from '../../../src/games/clouds/layout';

describe('pointers on one cell', () => {
  it('one pointer fills its cell', () => {
    expect(fanSpot(0, 1)).toEqual({ dx: 0, dy: 0, size: POINTER_SIZE });
  });

  it('two to six fan out: no two faces overlap where they answer the pointer, and none strays a cell away', () => {
    for (let n = 2; n <= 6; n++) {
      const spots = Array.from({ length: n }, (_, i) => fanSpot(i, n));
      for (const [i, a] of spots.entries()) {
        expect(a.size, `${n} pointers`).toBeGreaterThanOrEqual(POINTER_SIZE * 0.6);
        // the face's centre stays within its own cell's neighbours
        expect(Math.hypot(a.dx, a.dy), `${n} pointers`).toBeLessThan(CELL * 0.75);
        for (const b of spots.slice(i + 1))
          expect(Math.hypot(a.dx - b.dx, a.dy - b.dy), `${n} pointers`).toBeGreaterThanOrEqual(
            PTR_HIT * (a.size + b.size) - 1e-9,
          );
      }
      // and they are told apart by place: no two at the same spot
      expect(new Set(spots.map((s) => `${s.dx.toFixed(1)},${s.dy.toFixed(1)}`)).size).toBe(n);
    }
  });
});
