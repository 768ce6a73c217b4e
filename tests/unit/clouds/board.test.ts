/** The board of §2.1: generated cell for cell as the rules' ASCII map, its totals and its octants. */
import { describe, expect, it } from 'vitest';
import {
  BOARD,
  CARDS,
  CELLS,
  CLOUD_CELLS,
  cellIndex,
  dist,
  HARBOUR_CELLS,
  octantOf,
  SIZE,
} from '../../../machines/clouds/content';

// The rules' map (§2.1), rows y = 0..30, columns x = 0..30.
const MAP = `
##..........#11111#..........##
#MMMMM........111........GGGGG#
.MMMM..........1..........GGGG.
.MMM.......................GGG.
.MM.........................GG.
.M.............B.............G.
..............BBB..............
.......#.....BBBBB.....#.......
........#.....BBB.....#........
.........#.....B.....#.........
...............................
...............................
#.............#.#.............#
4......Z.....#.C.#.....E......2
44....ZZZ...#.CCC.#...EEE....22
444..ZZZZZ...CC#CC...EEEEE..222
44....ZZZ...#.CCC.#...EEE....22
4......Z.....#.C.#.....E......2
#.............#.#.............#
...............................
...............................
.........#.....N.....#.........
........#.....NNN.....#........
.......#.....NNNNN.....#.......
..............NNN..............
.L.............N.............S.
.LL.........................SS.
.LLL.......................SSS.
.LLLL..........3..........SSSS.
#LLLLL........333........SSSSS#
##..........#33333#..........##`
  .trim()
  .split('\n');

function symbol(i: number): string {
  if (BOARD.kind[i] === 'storm') return '#';
  if (BOARD.harbour[i]) return String(BOARD.harbour[i]);
  return BOARD.cloud[i] ?? '.';
}

describe('board (§2.1)', () => {
  it('matches the ASCII map cell for cell', () => {
    expect(MAP.length).toBe(SIZE);
    const drawn = Array.from({ length: SIZE }, (_, y) =>
      Array.from({ length: SIZE }, (_, x) => symbol(cellIndex(x, y))).join(''),
    );
    expect(drawn).toEqual(MAP);
  });

  it('has 792 sky (36 harbour), 124 cloud and 45 storm cells', () => {
    const count = (k: string) => BOARD.kind.filter((v) => v === k).length;
    expect(count('sky')).toBe(792);
    expect(count('cloud')).toBe(124);
    expect(count('storm')).toBe(45);
    expect(BOARD.harbour.filter((h) => h > 0).length).toBe(36);
    expect(count('sky') + count('cloud') + count('storm')).toBe(CELLS);
  });

  it('has the clouds of the table: Crown 12, fronts 13, corners 15', () => {
    expect(CLOUD_CELLS.C.length).toBe(12);
    for (const id of ['B', 'E', 'N', 'Z'] as const) expect(CLOUD_CELLS[id].length).toBe(13);
    for (const id of ['M', 'G', 'S', 'L'] as const) expect(CLOUD_CELLS[id].length).toBe(15);
  });

  it('has full square symmetry', () => {
    const broken: string[] = [];
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const k = BOARD.kind[cellIndex(x, y)];
        const images = [cellIndex(30 - x, y), cellIndex(x, 30 - y), cellIndex(y, x)];
        if (images.some((i) => BOARD.kind[i] !== k)) broken.push(`${x},${y}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('puts different harbours at least 26 apart, 9 cells each', () => {
    for (let a = 1; a <= 4; a++) {
      expect(HARBOUR_CELLS[a]?.length).toBe(9);
      for (let b = a + 1; b <= 4; b++) {
        let min = 99;
        for (const i of HARBOUR_CELLS[a] ?? []) for (const j of HARBOUR_CELLS[b] ?? []) min = Math.min(min, dist(i, j));
        expect(min).toBeGreaterThanOrEqual(26);
      }
    }
  });

  it('splits the board into 8 octants of 120 cells, clockwise from north; the Eye is in none', () => {
    const counts = new Array(9).fill(0);
    for (let i = 0; i < CELLS; i++) counts[BOARD.octant[i] as number]++;
    expect(counts).toEqual([1, 120, 120, 120, 120, 120, 120, 120, 120]);
    expect(octantOf(15, 15)).toBe(0);
    expect(octantOf(15, 0)).toBe(1); // due north
    expect(octantOf(30, 0)).toBe(2); // north-east corner
    expect(octantOf(30, 15)).toBe(3); // due east
    expect(octantOf(30, 30)).toBe(4);
    expect(octantOf(15, 30)).toBe(5);
    expect(octantOf(0, 30)).toBe(6);
    expect(octantOf(0, 15)).toBe(7);
    expect(octantOf(0, 0)).toBe(8);
  });

  it('has the 18 cards with the class sums of §2.2', () => {
    expect(CARDS.length).toBe(18);
    const sum = (cls: string, f: 'V' | 'M') => CARDS.filter((c) => c.cls === cls).reduce((a, c) => a + c[f], 0);
    expect([sum('pegasus', 'V'), sum('pegasus', 'M')]).toEqual([30, 28]);
    expect([sum('unicorn', 'V'), sum('unicorn', 'M')]).toEqual([27, 32]);
    expect([sum('earth', 'V'), sum('earth', 'M')]).toEqual([37, 21]);
  });
});
