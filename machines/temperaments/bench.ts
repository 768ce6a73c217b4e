/**
 * `npm run bench` figures for Four Temperaments: random self-play through the machine (games/s,
 * one core), decision times of the normal (heuristic) and hard (ismcts, 1 s budget) levels, and
 * the search's iterations per second.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { cpuMs, now } from '../core/clock';
import { GameRunner } from '../core/engine';
import { simulate, statsOf } from '../core/sim';
import temperaments from './index';
import type { Ctx } from './types';

const round = (x: number, d = 1) => Number(x.toFixed(d));

/** Placement positions from games between heuristic bots (where the search bot thinks hardest). */
function positions(n: number): AnyMachineSnapshot[] {
  const out: AnyMachineSnapshot[] = [];
  for (let g = 0; out.length < n; g++) {
    const r = new GameRunner(temperaments, { seed: `bench-${g}`, seats: 3, options: {} });
    const bots = [0, 1, 2].map((s) => temperaments.bots.heuristic?.({ seed: `b${s}` }));
    let i = 0;
    while (r.snapshot.status !== 'done' && out.length < n) {
      if ((r.snapshot.context as Ctx).phase === 'placement' && i++ % 4 === 0) out.push(r.snapshot);
      const seat = temperaments.activeSeats(r.snapshot)[0] as number;
      r.send(bots[seat]?.choose(r.snapshot, seat) as never);
    }
  }
  return out;
}

export default async () => {
  const selfPlay: Record<string, unknown> = {};
  for (const seats of [4, 3, 2]) {
    simulate({ module: temperaments, games: 20, seed: 'warm', bots: ['random'], seats });
    const c0 = cpuMs();
    const res = simulate({
      module: temperaments,
      games: seats === 4 ? 300 : 150,
      seed: 'bench',
      bots: ['random'],
      seats,
    });
    const cpu = cpuMs() - c0;
    selfPlay[`seats${seats}`] = {
      gamesPerSecond: round(res.gamesPerSecond),
      gamesPerCpuSecond: round((res.games / cpu) * 1000),
      eventsPerSecond: Math.round(res.eventsPerSecond),
      eventsPerGame: round(res.avgEvents),
    };
  }
  const heuristic = simulate({ module: temperaments, games: 12, seed: 'bench-h', bots: ['heuristic'], seats: 3 });
  const spots = positions(12);
  const hard = temperaments.bots.ismcts?.({ seed: 'bench', budgetMs: 1000 });
  const times: number[] = [];
  for (const s of spots.slice(0, 6)) {
    const t0 = now();
    hard?.choose(s, temperaments.activeSeats(s)[0] as number);
    times.push(now() - t0);
  }
  const fixed = temperaments.bots.ismcts?.({ seed: 'bench', iterations: 1000 });
  let iterMs = 0;
  for (const s of spots) {
    const t0 = now();
    fixed?.choose(s, temperaments.activeSeats(s)[0] as number);
    iterMs += now() - t0;
  }
  const h = heuristic.decisions.heuristic;
  const hs = statsOf(times);
  return {
    randomSelfPlay: selfPlay,
    normalDecisionMs: {
      median: round(h?.medianMs ?? 0, 2),
      p95: round(h?.p95Ms ?? 0, 2),
      max: round(h?.maxMs ?? 0, 2),
    },
    hardDecisionMs: { budget: 1000, median: round(hs.medianMs), max: round(hs.maxMs) },
    ismctsIterationsPerSecond: Math.round((spots.length * 1000) / (iterMs / 1000)),
  };
};
