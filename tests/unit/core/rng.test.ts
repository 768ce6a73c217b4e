import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../machines/core/rng';

describe('seeded rng', () => {
  it('gives the same sequence for the same seed, and a different one for another', () => {
    const a = Rng.from('northwood-42');
    const b = Rng.from('northwood-42');
    const c = Rng.from('northwood-43');
    const sa = Array.from({ length: 50 }, () => a.next());
    const sb = Array.from({ length: 50 }, () => b.next());
    const sc = Array.from({ length: 50 }, () => c.next());
    expect(sa).toEqual(sb);
    expect(sa).not.toEqual(sc);
    for (const x of sa) expect(x >= 0 && x < 1).toBe(true);
  });

  it('hashes numbers and their decimal text alike', () => {
    expect(seedRng(7)).toEqual(seedRng('7'));
  });

  it('keeps its whole state as plain JSON and resumes from it exactly', () => {
    const r = Rng.from('resume');
    r.next();
    const saved = JSON.parse(JSON.stringify(r.state));
    const ahead = [r.int(100), r.int(100), r.int(100)];
    const resumed = new Rng(saved);
    expect([resumed.int(100), resumed.int(100), resumed.int(100)]).toEqual(ahead);
  });

  it('never mutates the state it was built from', () => {
    const state = seedRng('frozen');
    const copy = [...state];
    const r = new Rng(state);
    r.shuffle([1, 2, 3, 4]);
    expect([...state]).toEqual(copy);
  });

  it('int stays in range and pick/shuffle keep the items', () => {
    const r = Rng.from('range');
    for (let i = 0; i < 1000; i++) {
      const v = r.int(6);
      expect(Number.isInteger(v) && v >= 0 && v < 6).toBe(true);
    }
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(items).toContain(r.pick(items));
    expect(r.shuffle(items).slice().sort()).toEqual(items);
    expect(() => r.int(0)).toThrow();
    expect(() => r.pick([])).toThrow();
  });

  it('shuffles 8 items uniformly over all 40,320 orders (chi-square)', () => {
    const r = Rng.from('chi-square');
    const perms = 40320;
    const perPerm = 10;
    const runs = perms * perPerm;
    const counts = new Map<string, number>();
    const base = [0, 1, 2, 3, 4, 5, 6, 7];
    for (let i = 0; i < runs; i++) {
      const key = r.shuffle(base).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    let chi = (perms - counts.size) * perPerm; // orders never seen contribute (0 − E)²/E = E
    for (const c of counts.values()) chi += (c - perPerm) ** 2 / perPerm;
    const df = perms - 1;
    // Wilson–Hilferty is overkill at this df: chi² ≈ N(df, 2·df). Allow ±4.5σ.
    const sigma = Math.sqrt(2 * df);
    expect(Math.abs(chi - df)).toBeLessThan(4.5 * sigma);
  });

  it('puts every item at every position equally often (chi-square, 49 df)', () => {
    const r = Rng.from('positions');
    const runs = 64_000;
    const m = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
    for (let i = 0; i < runs; i++) {
      r.shuffle([0, 1, 2, 3, 4, 5, 6, 7]).forEach((item, pos) => {
        const row = m[item] as number[];
        row[pos] = (row[pos] as number) + 1;
      });
    }
    const e = runs / 8;
    let chi = 0;
    for (const row of m) for (const c of row) chi += (c - e) ** 2 / e;
    // 49 degrees of freedom: the 99.9th percentile is 85.4.
    expect(chi).toBeLessThan(85.4);
  });
});
