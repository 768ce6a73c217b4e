/** The balance report's §2.2 mirror check: per pairing, rates with draws as half, intervals, draws, rounds. */
import { describe, expect, it } from 'vitest';
import { report } from '../../../machines/clouds/report';
import type { Ctx } from '../../../machines/clouds/types';
import { playGame } from '../../../machines/core/sim';
import { clouds } from './helpers';

interface Pairing {
  games: number;
  ci95: Record<string, [number, number]>;
  draws: number;
  roundLimit: number;
  averageRounds: number;
  [cls: string]: unknown;
}

describe('balance report, mirror drafts', () => {
  it('each pairing: class rates sum to 1 (a draw half each), each inside its interval, draws and rounds counted', () => {
    const games = Array.from({ length: 8 }, (_, i) => {
      // a short round limit so some games end at the limit, drawn or on count
      const o = playGame(clouds, `rep${i}`, ['heuristic'], 2, { mirror: true, roundLimit: 6 });
      return { snapshot: o.snapshot as unknown as { context: Ctx }, result: o.result, bots: o.bots };
    });
    const rep = report(games) as { mirror: Record<string, Pairing>; checks: Record<string, unknown> };
    let total = 0;
    for (const [key, e] of Object.entries(rep.mirror)) {
      const [a, b] = key.split('-') as [string, string];
      total += e.games;
      expect((e[a] as number) + (e[b] as number)).toBeCloseTo(1, 2);
      for (const cls of [a, b]) {
        const [lo, hi] = e.ci95[cls] as [number, number];
        expect(lo).toBeLessThanOrEqual(e[cls] as number);
        expect(hi).toBeGreaterThanOrEqual(e[cls] as number);
      }
      expect(e.draws).toBeLessThanOrEqual(e.roundLimit);
      expect(e.averageRounds).toBeGreaterThan(0);
      expect(e.averageRounds).toBeLessThanOrEqual(6);
    }
    expect(total).toBe(8);
    expect(typeof rep.checks.mirrorClearlyOver60).toBe('boolean');
  });
});
