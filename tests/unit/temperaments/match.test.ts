/** The board lights a seat's best partial match when a goal is hovered (src/games/temperaments/match.ts). */
import { describe, expect, it } from 'vitest';
import { LOCATIONS, TRIANGLES } from '../../../machines/temperaments/content';
import type { BoardTokenView } from '../../../machines/temperaments/view';
import { bestMatch } from '../../../src/games/temperaments/match';

const at = (owner: number, loc: string): BoardTokenView => ({
  tokenId: `${owner}-${loc}`,
  owner,
  h: 'C',
  loc,
  resType: null,
  via: null,
});
const inZone = (z: string) => LOCATIONS.filter((l) => l.zone === z).map((l) => l.id);

describe('best partial match of a goal', () => {
  it('Dominion lights the zone where the seat holds most; Triptych the kind it holds most', () => {
    const [a1, a2, a3] = inZone('zone-a');
    const [b1] = inZone('zone-b');
    const board = [a1, a2, a3, b1].map((l) => at(0, l as string));
    expect(bestMatch('goal-dominion', board, 0).sort()).toEqual([a1, a2, a3].sort());
    // another seat's tokens are not the seat's match
    expect(bestMatch('goal-dominion', board, 1)).toEqual([]);
    const keeps = LOCATIONS.filter((l) => l.kind === 'keep').slice(0, 2);
    const board2 = [...keeps.map((l) => at(1, l.id)), at(1, LOCATIONS.find((l) => l.kind === 'wild')?.id as string)];
    expect(bestMatch('goal-triptych', board2, 1).sort()).toEqual(keeps.map((l) => l.id).sort());
  });

  it('Trinity lights the held part of the fullest triangle', () => {
    const [x, y, z] = TRIANGLES[0] as [string, string, string];
    expect(bestMatch('goal-trinity', [at(0, x), at(0, y)], 0).sort()).toEqual([x, y].sort());
    expect(bestMatch('goal-trinity', [at(0, x), at(0, y), at(0, z)], 0).sort()).toEqual([x, y, z].sort());
  });
});
