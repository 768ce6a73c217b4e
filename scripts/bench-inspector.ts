/**
 * `npx tsx scripts/bench-inspector.ts [game…]`: the inspector's figures, as JSON, per registered game:
 * - layout: the app's first open reads the layout shipped in src/debug/layouts (the model, its
 *   signature and the unpacking: "shipped"); for a chart changed since the build, ELK's first
 *   layout in a fresh process (ELK loaded and warmed by it) and a repeat on a warm ELK; the
 *   target is ≤ 300 ms for the largest machine;
 * - highlight: the work of one highlight update after a move (active configuration, the arrows
 *   possible now, the transitions taken), mean and worst over a whole game; target ≤ 16 ms (the
 *   DOM part, a few class flips, is timed in the browser by the panel: `timings.highlight`);
 * - travel: `session.snapshotAt(i)` on a finished game (a replay from the record), worst over
 *   several i including the last, plain and through the inspector's checkpoints; target ≤ 100 ms.
 * Node's V8 is Chromium's; wall times, on whatever else this machine is doing (load is printed).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import '../machines/registry';
import { stepGame } from '../machines/core/engine';
import { loadGame, registeredGames } from '../machines/core/game';
import { playGame } from '../machines/core/sim';
import { fontMeasure, layoutModel, layoutSignature, loadElk, unpackLayout } from '../src/debug/layout';
import { activeIds, activeLeaves, diagramModel, modelStats, takenEdges } from '../src/debug/model';
import { Moments } from '../src/debug/moments';
import { Session } from '../src/session/session';

const TARGET = { layoutFirst: 300, highlight: 16, travel: 100 };
const ms = (f: () => unknown) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};
/** CPU milliseconds of this process: on a busy machine, closer to what the work costs. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const r1 = (x: number) => Math.round(x * 10) / 10;

const only = process.argv.slice(2);
const games = registeredGames()
  .map((g) => g.id)
  .filter((id) => !only.length || only.includes(id));
const out: Record<string, unknown> = { date: new Date().toISOString(), load: loadavg().map(r1), target: TARGET };

const tElk = performance.now();
const cElk = cpu();
await loadElk();
out.elkLoadMs = r1(performance.now() - tElk);
out.elkLoadCpuMs = r1(cpu() - cElk);

const figures: Record<string, unknown> = {};
let first = true;
for (const id of games) {
  const module = await loadGame(id);
  const tModel = performance.now();
  const model = diagramModel(module.machine);
  const modelMs = performance.now() - tModel;
  const json = readFileSync(join(import.meta.dirname, '../src/debug/layouts', `${module.machine.id}.json`), 'utf8');
  const ts = performance.now();
  const cs = cpu();
  const fresh = diagramModel(module.machine);
  const shipped = unpackLayout(fresh, json, layoutSignature(fresh, fontMeasure));
  const shippedMs = performance.now() - ts;
  const shippedCpu = cpu() - cs;
  const t0 = performance.now();
  const lc0 = cpu();
  await layoutModel(model);
  const firstLayout = performance.now() - t0;
  const firstLayoutCpu = cpu() - lc0;
  const repeats: number[] = [];
  let repeatCpu = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const c = cpu();
    await layoutModel(model);
    repeats.push(performance.now() - t);
    repeatCpu = Math.min(repeatCpu, cpu() - c);
  }
  repeats.sort((a, b) => a - b);

  // A whole game by random bots, at the most seats: its record is the time-travel test.
  const seats = module.seats.max;
  const options = module.defaultOptions(seats);
  const game = playGame(module, 'inspector-bench', ['random'], seats, options, {}, 20_000, undefined, true);
  const record = game.record;
  if (!record) throw new Error('no record');

  // Highlight work per move, replaying the game.
  const session = Session.newGame(module, { seed: record.seed, seats, options }, { autosave: false });
  const hl: number[] = [];
  const hlCpu: number[] = [];
  for (const ev of record.events) {
    const before = session.snapshot;
    session.send(ev as never, 'bot');
    const snap = session.snapshot;
    const hc = cpu();
    hl.push(
      ms(() => {
        const active = activeIds(snap);
        activeLeaves(model, active);
        const types = new Set<string>();
        for (const seat of module.activeSeats(snap)) for (const m of module.legalMoves(snap, seat)) types.add(m.type);
        model.edges.filter((e) => active.has(e.source) && types.has(e.event));
        takenEdges(module.machine, before, ev, snap);
      }),
    );
    hlCpu.push(cpu() - hc);
  }
  const n = session.eventCount;
  // Plain replay from the record (`session.snapshotAt`), and the inspector's checkpointed travel:
  // its first use on a game it did not watch makes the checkpoints (one replay); then any moment.
  const plain: { at: number; ms: number; cpuMs: number }[] = [];
  const points = [n - 1, Math.floor(n / 2), Math.floor(n / 4) + 7, 1];
  for (const at of points) {
    const c0 = cpu();
    const t = ms(() => session.snapshotAt(at));
    plain.push({ at, ms: r1(t), cpuMs: r1(cpu() - c0) });
  }
  const moments = new Moments(session);
  const c0 = cpu();
  const coldMs = ms(() => moments.at(n - 1));
  const coldCpu = cpu() - c0;
  const travel: { at: number; ms: number; cpuMs: number }[] = [];
  for (const at of [...points, n - 31, 31, 33]) {
    const c1 = cpu();
    const t = ms(() => moments.at(at));
    travel.push({ at, ms: r1(t), cpuMs: r1(cpu() - c1) });
  }
  const agree = [0, 1, 31, 32, 33, Math.floor(n / 2), n - 1].every(
    (at) =>
      JSON.stringify(moments.at(at).context) === JSON.stringify(session.snapshotAt(at).context) &&
      JSON.stringify(moments.at(at).value) === JSON.stringify(session.snapshotAt(at).value),
  );
  moments.dispose();
  // The replay agrees with the game as played.
  const sameEnd = JSON.stringify(session.snapshotAt(n).value) === JSON.stringify(game.snapshot.value);
  const worstTravel = Math.max(...travel.map((t) => t.ms));
  const worstTravelCpu = Math.max(...travel.map((t) => t.cpuMs));
  const check = stepGame(module, session.snapshot, { type: '__none__' });
  figures[id] = {
    model: { ...modelStats(model), buildMs: r1(modelMs) },
    layout: {
      shippedMs: r1(shippedMs),
      shippedCpuMs: r1(shippedCpu),
      shippedFits: shipped !== null,
      firstMs: r1(firstLayout),
      firstCpuMs: r1(firstLayoutCpu),
      firstIncludesElkWarmup: first,
      repeatMedianMs: r1(repeats[2] ?? 0),
      repeatBestMs: r1(repeats[0] ?? 0),
      repeatBestCpuMs: r1(repeatCpu),
    },
    highlight: {
      moves: hl.length,
      meanMs: r1(hl.reduce((a, b) => a + b, 0) / Math.max(1, hl.length)),
      worstMs: r1(Math.max(0, ...hl)),
      worstCpuMs: r1(Math.max(0, ...hlCpu)),
      ok: Math.max(0, ...hlCpu) <= TARGET.highlight,
    },
    travel: {
      events: n,
      finished: game.finished,
      plainReplay: plain,
      checkpointsMadeMs: r1(coldMs),
      checkpointsMadeCpuMs: r1(coldCpu),
      worstMs: worstTravel,
      worstCpuMs: worstTravelCpu,
      samples: travel,
      sameAsSnapshotAt: agree,
      replayMatches: sameEnd,
      ok: worstTravelCpu <= TARGET.travel,
    },
    refusesUnknown: !check.ok,
  };
  first = false;
  session.dispose();
}
type L = { layout: { shippedMs: number; firstMs: number; firstCpuMs: number; repeatBestCpuMs: number } };
const firsts = Object.values(figures).map((f) => (f as L).layout);
out.summary = {
  firstOpenShippedWorstMs: r1(Math.max(0, ...firsts.map((l) => l.shippedMs))),
  changedChartFirstOpenCpuMs: r1((out.elkLoadCpuMs as number) + (firsts[0]?.firstCpuMs ?? 0)),
  changedChartFirstOpenWallMs: r1((out.elkLoadMs as number) + (firsts[0]?.firstMs ?? 0)),
  layoutWarmElkWorstCpuMs: r1(Math.max(0, ...firsts.map((l) => l.repeatBestCpuMs))),
};
out.games = figures;
console.log(JSON.stringify(out, null, 2));
