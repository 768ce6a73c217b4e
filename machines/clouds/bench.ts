/**
 * `npm run bench` figures for Cloud Marches: random 2-seat self-play through the machine with
 * legalMoves (games/s), heuristic move latency, MCTS iterations per second, reach() latency.
 */
import { cpuMs, now } from '../core/clock';
import { GameRunner } from '../core/engine';
import { Rng } from '../core/rng';
import { simulate, statsOf } from '../core/sim';
import { bots, LEVEL_ITERATIONS } from './bots';
import clouds from './index';
import { MCTS_DEFAULTS, Mcts } from './mcts';
import type { Ctx } from './types';
import { reach } from './view';

const round = (x: number, d = 2) => Number(x.toFixed(d));

/** Mid-game decision states (selectCard) from heuristic self-play. */
function decisionStates(n: number): Ctx[] {
  const out: Ctx[] = [];
  for (let g = 0; out.length < n && g < 50; g++) {
    const runner = new GameRunner(clouds, { seed: `bench-states-${g}`, seats: 2, options: {} });
    const bot = bots.heuristic?.({ seed: `b${g}` });
    let snap = runner.snapshot;
    let k = 0;
    while (snap.status !== 'done' && out.length < n) {
      const ctx = snap.context as Ctx;
      if (ctx.phase === 'selectCard' && k++ % 3 === 0) out.push(ctx);
      snap = runner.send(bot?.choose(snap, clouds.activeSeats(snap)[0] as number) as never, true).snapshot;
    }
    runner.stop();
  }
  return out;
}

export default async function bench(): Promise<Record<string, unknown>> {
  simulate({ module: clouds, games: 3, seed: 'warm', bots: ['random'], seats: 2 });
  const c0 = cpuMs();
  const random = simulate({ module: clouds, games: 40, seed: 'bench', bots: ['random'], seats: 2 });
  const randomCpuMs = cpuMs() - c0;
  const roundsRandom = random.outcomes.reduce((a, o) => a + (o.snapshot.context as Ctx).round, 0) / random.games;

  const heur = simulate({ module: clouds, games: 6, seed: 'bench-h', bots: ['heuristic'], seats: 2 });
  const hStats = heur.decisions.heuristic;

  // the heuristic's planning decisions alone (the first event of each card action)
  const states = decisionStates(60);
  const h = bots.heuristic?.({ seed: 'plan' });
  const planTimes = states.map((ctx) => {
    const t0 = now();
    h?.choose({ context: ctx } as never, ctx.active);
    return now() - t0;
  });

  // MCTS: iterations per second with a 250 ms clock, and the cost of the normal level's 600 iterations
  let iterations = 0;
  let ms = 0;
  let cpu = 0;
  for (const ctx of states.slice(0, 12)) {
    const search = new Mcts({ ...MCTS_DEFAULTS, budgetMs: 250 }, Rng.from('bench-mcts'));
    const t0 = now();
    const k0 = cpuMs();
    search.search(ctx);
    ms += now() - t0;
    cpu += cpuMs() - k0;
    iterations += search.iterationsDone;
  }
  const normalTimes = states.slice(0, 12).map((ctx) => {
    const search = new Mcts({ ...MCTS_DEFAULTS, iterations: LEVEL_ITERATIONS.normal }, Rng.from('bench-normal'));
    const k0 = cpuMs();
    search.search(ctx);
    return cpuMs() - k0;
  });

  const reachTimes = states.map((ctx) => {
    const t0 = now();
    for (const id of ctx.pending) reach(ctx, id);
    return (now() - t0) / Math.max(1, ctx.pending.length);
  });

  return {
    randomSelfPlay2: {
      gamesPerSecond: round(random.gamesPerSecond),
      gamesPerCpuSecond: round((random.games / randomCpuMs) * 1000),
      eventsPerSecond: Math.round(random.eventsPerSecond),
      avgEvents: round(random.avgEvents, 1),
      avgRounds: round(roundsRandom, 1),
    },
    heuristicMoveMs: {
      median: round(hStats?.medianMs ?? 0, 3),
      p95: round(hStats?.p95Ms ?? 0, 3),
      planningMedian: round(statsOf(planTimes).medianMs, 3),
      planningP95: round(statsOf(planTimes).p95Ms, 3),
    },
    mctsIterationsPerSecond: Math.round((iterations / ms) * 1000),
    mctsIterationsPerCpuSecond: Math.round((iterations / cpu) * 1000),
    /** CPU ms of one decision at the normal level's iteration count (the first iterations of a tree cost the most). */
    mctsNormalDecisionCpuMs: round(statsOf(normalTimes).medianMs, 1),
    reachMs: { median: round(statsOf(reachTimes).medianMs, 3), max: round(statsOf(reachTimes).maxMs, 3) },
  };
}
