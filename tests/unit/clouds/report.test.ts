/**
 * The balance report: §2.2's mirror check (per pairing, rates with draws as half, intervals, draws,
 * rounds) and what decides the games (the first capture, the draft's class majorities).
 */
import { describe, expect, it } from 'vitest';
import type { CardId } from '../../../machines/clouds/content';
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

interface Fig {
  k: number;
  rate: number;
  ci95: [number, number];
}

/** A finished 2-seat game with only what these figures read: seat order, stats and result. */
function played(o: { first: number; capture: number | null; winner: number | 'draw'; drafted?: CardId[][] }) {
  const context = {
    seats: 2,
    round: 12,
    order: [o.first, 1 - o.first],
    cards: [],
    tokens: [],
    draftClasses: null,
    stats: {
      abilities: [],
      abilitiesBySeat: [0, 0],
      classActions: [0, 0, 0],
      moves: 0,
      skips: 0,
      forcedSkips: 0,
      captures: o.capture === null ? 0 : 1,
      drains: 0,
      firstCapture: o.capture,
      drafted: o.drafted ?? [[], []],
    },
  } as unknown as Ctx;
  const draw = o.winner === 'draw';
  const result = {
    over: true,
    draw,
    winners: draw ? [0, 1] : [o.winner as number],
    scores: [0, 0],
    reason: 'allCards',
  };
  return { snapshot: { context }, result, bots: ['a', 'b'] };
}

describe('balance report, what decides a game', () => {
  it('first capture: how often its seat wins and how often the first player makes it', () => {
    const games = [
      played({ first: 0, capture: 0, winner: 0 }), // first player captures first and wins
      played({ first: 0, capture: 0, winner: 0 }),
      played({ first: 1, capture: 1, winner: 1 }), // the same from the other seat
      played({ first: 0, capture: 1, winner: 0 }), // the second player captures first and loses
      played({ first: 0, capture: 0, winner: 'draw' }), // a draw decides nothing
      played({ first: 1, capture: null, winner: 0 }), // no capture at all
    ];
    const f = (
      report(games) as { firstCapture: { games: number; noCapture: number; decides: Fig; byFirstPlayer: Fig } }
    ).firstCapture;
    expect(f.games).toBe(5);
    expect(f.noCapture).toBe(1);
    expect(f.decides.k).toBe(3);
    expect(f.decides.rate).toBe(0.6);
    expect(f.byFirstPlayer.k).toBe(4);
    expect(f.byFirstPlayer.rate).toBe(0.8);
    expect(f.byFirstPlayer.ci95[0]).toBeLessThan(0.8);
    expect(f.byFirstPlayer.ci95[1]).toBeGreaterThan(0.8);
  });

  it('most of a class: the seat that drafted more of a class than the other, whether it won and moved first', () => {
    const games = [
      // seat 0 two earth, seat 1 one: earth's majority is seat 0's, who wins; pegasi 1–1 (no majority),
      // unicorns 0–1 (seat 1's, who loses)
      played({
        first: 0,
        capture: 0,
        winner: 0,
        drafted: [
          ['e1', 'e2', 'p1'],
          ['e3', 'u1', 'p2'],
        ],
      }),
      // seat 1 all three earth (moving second) and loses; seat 0 pegasi 2–0, unicorns 1–0
      played({
        first: 0,
        capture: 0,
        winner: 0,
        drafted: [
          ['p1', 'p2', 'u1'],
          ['e1', 'e2', 'e3'],
        ],
      }),
      // no draft (a fixed setup) counts nowhere
      played({ first: 0, capture: null, winner: 1 }),
    ];
    const m = (report(games) as { mostOfClassWins: Record<string, { games: number; wins: Fig; byFirstPlayer: Fig }> })
      .mostOfClassWins;
    expect(m.earth?.games).toBe(2);
    expect(m.earth?.wins.k).toBe(1);
    expect(m.earth?.byFirstPlayer.k).toBe(1);
    expect(m.pegasus?.games).toBe(1);
    expect(m.pegasus?.wins.k).toBe(1);
    expect(m.unicorn?.games).toBe(2);
    expect(m.unicorn?.wins.k).toBe(1);
    expect(m.unicorn?.byFirstPlayer.k).toBe(1);
  });

  it('a played game records who drafted what and who captured first', () => {
    const o = playGame(clouds, 'rep-first', ['heuristic'], 2, {});
    const ctx = (o.snapshot as unknown as { context: Ctx }).context;
    expect(ctx.stats.drafted.map((ids) => ids.length)).toEqual([3, 3]);
    expect(new Set(ctx.stats.drafted.flat()).size).toBe(6);
    if (ctx.stats.captures > 0) expect([0, 1]).toContain(ctx.stats.firstCapture);
    else expect(ctx.stats.firstCapture).toBeNull();
  });
});
