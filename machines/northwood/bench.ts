/**
 * `npm run bench` figures for For Northwood! (issue targets): random self-play through the
 * XState machine, the advisor's fief recommendation latency and sample count, bot latencies.
 * Times are wall clock; CPU-time rates are added where Node offers them (the machine is shared).
 */
import { cpuMs, now } from '../core/clock';
import { simulate } from '../core/sim';
import { advise } from './advisor';
import { heuristicMove } from './heuristic';
import module from './index';
import { step } from './machine';
import { createGame, parseOptions } from './setup';
import type { Ctx } from './types';

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}
const round = (x: number, d = 1) => Number(x.toFixed(d));

/** Random self-play through the machine (GameRunner, as `npm run sim` does). */
function randomThroughput(games: number) {
  simulate({ module, games: 50, seed: 'bench-warm', bots: ['random'] });
  const c0 = cpuMs();
  const res = simulate({ module, games, seed: 'bench', bots: ['random'] });
  const cpu = cpuMs() - c0;
  return {
    games,
    gamesPerSecond: round(res.gamesPerSecond),
    gamesPerCpuSecond: round(games / (cpu / 1000)),
    eventsPerGame: round(res.avgEvents),
  };
}

/** Every fief choice of a few heuristic games: the advisor's latency and samples. */
function advisorFief(gamesN: number) {
  const wall: number[] = [];
  const cpu: number[] = [];
  const samples: number[] = [];
  for (let g = 0; g < gamesN; g++) {
    let c: Ctx = createGame(
      `bench-adv-${g}`,
      parseOptions({ mode: g % 2 ? 'full' : 'intro', difficulty: 'standard' }),
    ).ctx;
    while (!c.over) {
      if (!c.visit) {
        const t0 = now();
        const c0 = cpuMs();
        const a = advise(c, { seed: `bench-${g}-${c.visitsDone}` });
        cpu.push(cpuMs() - c0);
        wall.push(now() - t0);
        samples.push(a.reduce((n, o) => n + o.samples, 0));
      }
      c = step(c, heuristicMove(c)).ctx;
    }
  }
  return {
    decisions: wall.length,
    medianMs: round(median(wall)),
    medianCpuMs: round(median(cpu)),
    maxMs: round(Math.max(...wall)),
    medianSampledVisits: median(samples),
    minSampledVisits: Math.min(...samples),
  };
}

/** Heuristic decision latency and whole-visit rollouts per second (the advisor's unit of work). */
function heuristicSpeed(games: number) {
  let decisions = 0;
  const t0 = now();
  for (let g = 0; g < games; g++) {
    let c: Ctx = createGame(`bench-h-${g}`, parseOptions({ mode: 'full', difficulty: 'standard' })).ctx;
    while (!c.over) {
      c = step(c, heuristicMove(c)).ctx;
      decisions++;
    }
  }
  const ms = now() - t0;
  return {
    decisionsPerSecond: Math.round(decisions / (ms / 1000)),
    visitsPerSecond: Math.round((games * 8) / (ms / 1000)),
  };
}

export default async () => ({
  randomSelfPlay: randomThroughput(600),
  advisorFiefChoice: advisorFief(2),
  heuristic: heuristicSpeed(60),
});
