/** Checks the Cloud Marches layouts share (tall-layout and portrait-layout tests). */
import { expect } from 'vitest';
import { SIZE } from '../../../machines/clouds/content';
import type { layoutFor } from '../../../src/games/clouds/layout';

export /** Every cell maps back to itself; the pool's 18 cards lie over the map, apart. */
function mapAndPool(L: ReturnType<typeof layoutFor>, css: number): void {
  for (const [x, y] of [
    [0, 0],
    [SIZE - 1, SIZE - 1],
    [12, 20],
  ] as const)
    expect(L.cellUnder(...L.cellXY(x, y))).toEqual([x, y]);
  const cw = 100 * L.poolScale;
  const ch = 140 * L.poolScale;
  for (let i = 0; i < 18; i++) {
    const [x, y] = L.poolXY(i);
    expect(x - cw / 2).toBeGreaterThanOrEqual(L.map.x);
    expect(x + cw / 2).toBeLessThanOrEqual(L.map.x + L.map.size);
    expect(y - ch / 2).toBeGreaterThanOrEqual(L.map.y);
    expect(y + ch / 2).toBeLessThanOrEqual(L.map.y + L.map.size);
  }
  expect(L.poolXY(1)[0] - L.poolXY(0)[0]).toBeGreaterThanOrEqual(cw);
  expect(L.poolXY(6)[1] - L.poolXY(0)[1]).toBeGreaterThanOrEqual(ch);
  expect(cw * css).toBeGreaterThanOrEqual(44);
}
