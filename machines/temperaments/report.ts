/**
 * The balance report of `npm run sim -- --report`: win rate per bot (a shared win counts as a
 * share), average rounds, how rounds and games end, per-goal completion, and how each humour fared
 * when scene tokens were revealed (won, escaped, lost).
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { GameResult } from '../core/game';
import { GOAL_IDS, HUMOURS } from './content';
import type { Ctx } from './types';

const round = (x: number, d = 3): number => Number(x.toFixed(d));

export function report(games: { snapshot: AnyMachineSnapshot; result: GameResult; bots: string[] }[]) {
  const n = games.length;
  const wins: Record<string, number> = {};
  const seatsOf: Record<string, number> = {};
  const ends: Record<string, number> = {};
  const decided: Record<string, number> = {};
  const goals: Record<string, { shown: number; seatsMarked: number; anyMarked: number }> = Object.fromEntries(
    GOAL_IDS.map((g) => [g, { shown: 0, seatsMarked: 0, anyMarked: 0 }]),
  );
  const humours = Object.fromEntries(HUMOURS.map((h) => [h, { revealed: 0, won: 0, escaped: 0 }]));
  const perBot: Record<string, { markers: number; boardTokens: number }> = {};
  const roundEnds: Record<string, number> = { twoFull: 0, allPassed: 0, outOfTokens: 0 };
  let rounds = 0;
  let markers = 0;
  let boardTokens = 0;
  let seatCount = 0;
  for (const g of games) {
    const c = g.snapshot.context as Ctx;
    rounds += c.round;
    for (const [k, v] of Object.entries(c.stats.roundEnds)) roundEnds[k] = (roundEnds[k] ?? 0) + v;
    ends[c.endReason ?? 'unfinished'] = (ends[c.endReason ?? 'unfinished'] ?? 0) + 1;
    if (c.final) decided[c.final.decidedBy] = (decided[c.final.decidedBy] ?? 0) + 1;
    for (let s = 0; s < c.seats; s++) {
      const bot = g.bots[s % g.bots.length] as string;
      seatsOf[bot] = (seatsOf[bot] ?? 0) + 1;
      if (g.result.winners.includes(s)) wins[bot] = (wins[bot] ?? 0) + 1 / g.result.winners.length;
      markers += g.result.scores[s] ?? 0;
      boardTokens += c.final?.boardTokens[s] ?? 0;
      const pb = perBot[bot] ?? { markers: 0, boardTokens: 0 };
      pb.markers += g.result.scores[s] ?? 0;
      pb.boardTokens += c.final?.boardTokens[s] ?? 0;
      perBot[bot] = pb;
      seatCount++;
    }
    for (const goal of c.goals) {
      const e = goals[goal.id] as { shown: number; seatsMarked: number; anyMarked: number };
      e.shown++;
      e.seatsMarked += goal.markers.length / c.seats;
      if (goal.markers.length) e.anyMarked++;
    }
    for (const h of HUMOURS) {
      const e = humours[h] as { revealed: number; won: number; escaped: number };
      e.revealed += c.stats.revealed[h];
      e.won += c.stats.won[h];
      e.escaped += c.stats.escaped[h];
    }
  }
  return {
    games: n,
    // Share of the games each bot won (all its seats together; a shared win counts as a share).
    winRate: Object.fromEntries(Object.keys(seatsOf).map((b) => [b, round((wins[b] ?? 0) / Math.max(1, n))])),
    // The same per seat it held (with no edge, every seat expects 1/seats).
    winRatePerSeat: Object.fromEntries(Object.entries(seatsOf).map(([b, k]) => [b, round((wins[b] ?? 0) / k)])),
    perBot: Object.fromEntries(
      Object.entries(perBot).map(([b, e]) => [
        b,
        { markers: round(e.markers / (seatsOf[b] ?? 1), 2), boardTokens: round(e.boardTokens / (seatsOf[b] ?? 1), 2) },
      ]),
    ),
    averageRounds: round(rounds / Math.max(1, n), 2),
    // Share of all rounds whose placement ended by two full scenes, N passes in a row, or every supply empty.
    roundEnds: (() => {
      const all = Object.values(roundEnds).reduce((a, b) => a + b, 0);
      return Object.fromEntries(Object.entries(roundEnds).map(([k, v]) => [k, round(v / Math.max(1, all))]));
    })(),
    averageMarkers: round(markers / Math.max(1, seatCount), 2),
    averageBoardTokens: round(boardTokens / Math.max(1, seatCount), 2),
    endConditions: Object.fromEntries(Object.entries(ends).map(([k, v]) => [k, round(v / n)])),
    decidedBy: Object.fromEntries(Object.entries(decided).map(([k, v]) => [k, round(v / n)])),
    goals: Object.fromEntries(
      Object.entries(goals)
        .filter(([, e]) => e.shown > 0)
        .map(([g, e]) => [
          g,
          { shown: e.shown, seatRate: round(e.seatsMarked / e.shown), anyRate: round(e.anyMarked / e.shown) },
        ]),
    ),
    humours: Object.fromEntries(
      Object.entries(humours).map(([h, e]) => [
        h,
        {
          revealed: e.revealed,
          winRate: round(e.won / Math.max(1, e.revealed)),
          escapeRate: round(e.escaped / Math.max(1, e.revealed)),
        },
      ]),
    ),
  };
}
