/**
 * `npm run load -- --rooms N --procs K [--pace human|fast] [--seconds S] [--steps M] [--clients W] [--crash] [--json]`
 *
 * Starts K game-server processes on 127.0.0.1 (on a Redis of its own when K > 1) and fills N rooms
 * of 4-seat Four Temperaments, every seat a headless colyseus.js client playing random legal moves:
 * at human pace a seat thinks 2–4 s before each move, at fast pace not at all. The clients run in W
 * threads (default 2, `scripts/load-clients.ts`), the rooms split among them, so one event loop
 * holding thousands of sockets does not set the round trips measured. Rooms are added in M
 * steps (N/M, 2N/M, … N), each measured for S seconds: the move round trip (sent → its own step
 * back), server CPU per accepted event, server memory per room, and the knee (the first step whose
 * p95 passes 100 ms). A finished game is replaced by a new one, so N rooms stay in play.
 * --crash (K > 1): at the end, kill -9 the first process and count the rooms that come back on the
 * others (each person rejoins by identity), how fast, and whether each matches a replay of its record.
 * --redis: one process on Redis too (to see what saving every event costs).
 * Ports 4700–4759. Prints a table, or with --json one object.
 */

import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { kill, startCluster } from './cluster-procs';
import type { ClientsSetup, CrashPart, LoadCommand, Measured } from './load-clients';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] && !process.argv[i + 1]?.startsWith('--')
    ? String(process.argv[i + 1])
    : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const rooms = Math.max(1, Number(arg('rooms', '50')));
const procs = Math.max(1, Number(arg('procs', '1')));
const pace = arg('pace', 'human') === 'fast' ? 'fast' : 'human';
const seconds = Number(arg('seconds', pace === 'human' ? '20' : '10'));
const steps = Math.max(1, Math.min(rooms, Number(arg('steps', '4'))));
const threads = Math.max(1, Math.min(rooms, Number(arg('clients', String(Math.min(2, cpus().length))))));
const json = flag('json');
const crash = flag('crash');
const log = (s: string) => {
  if (!json) console.log(s);
};

/** The client threads, each answering a command once it is done. */
class Clients {
  private answers: ((m: unknown) => void)[] = [];
  readonly worker: Worker;
  constructor(setup: ClientsSetup) {
    // A worker does not inherit tsx's loader: it registers it, then imports the TypeScript.
    const code = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((t) => { t.register(); return import(${JSON.stringify(new URL('./load-clients.ts', import.meta.url).href)}); })`;
    this.worker = new Worker(code, { eval: true, workerData: setup });
    this.worker.on('message', (m) => this.answers.shift()?.(m));
    this.worker.on('error', (e) => {
      console.error(`client thread ${setup.thread}: ${e.message}`);
      process.exitCode = 1;
    });
  }
  ask<T>(c: LoadCommand): Promise<T> {
    return new Promise((ok) => {
      this.answers.push(ok as (m: unknown) => void);
      this.worker.postMessage(c);
    });
  }
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};
const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(f[11]) + Number(f[12]); // utime, stime (fields 14, 15)
    } catch {}
  }
  return ticks * 10; // 100 ticks per second
}

function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {}
  }
  return kb / 1024;
}

async function main(): Promise<void> {
  const load0 = loadavg()[0] ?? 0;
  const cluster = await startCluster(procs, {
    from: 4700,
    to: 4759,
    redis: flag('redis'),
    env: { CLUSTER_DEAD_MS: '2000' },
  });
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.once(sig, () => void cluster.stop().then(() => process.exit(130)));
  const pids = cluster.servers.map((s) => s.child.pid ?? 0);
  const urls = cluster.servers.map((s) => s.url);
  const pool = Array.from({ length: threads }, (_, thread) => new Clients({ thread, urls, pace }));
  const all = <T>(c: LoadCommand) => Promise.all(pool.map((p) => p.ask<T>(c)));
  await new Promise((r) => setTimeout(r, 1000));
  const base = rssMb(pids);
  log(
    `${procs} process(es), ${rooms} rooms, ${pace} pace, ${seconds} s per step, clients in ${threads} thread(s) (load average ${round(load0, 1)})`,
  );
  const levels: {
    rooms: number;
    clientLagP95: number;
    p50: number;
    p95: number;
    p99: number;
    events: number;
    cpuMsPerEvent: number;
    clientCpuMsPerEvent: number;
  }[] = [];
  let knee: number | null = null;
  let cpuPerEvent = Number.NaN;
  let errors = 0;
  try {
    for (let step = 1; step <= steps; step++) {
      const want = Math.round((rooms * step) / steps);
      // Thread t holds rooms t, t + W, t + 2W, …
      await Promise.all(pool.map((p, t) => p.ask({ cmd: 'grow', rooms: Math.ceil((want - t) / threads) })));
      await new Promise((r) => setTimeout(r, pace === 'human' ? 4000 : 1000)); // settle
      const cpu0 = cpuMs(pids);
      const own0 = process.cpuUsage();
      await all({ cmd: 'measure', on: true });
      await new Promise((r) => setTimeout(r, seconds * 1000));
      const parts = (await all<{ measured: Measured }>({ cmd: 'measure', on: false })).map((a) => a.measured);
      const rtts = parts.flatMap((m) => m.rtts);
      const events = parts.reduce((n, m) => n + m.events, 0);
      errors = parts.reduce((n, m) => n + m.errors, 0);
      const cpuMsPerEvent = (cpuMs(pids) - cpu0) / Math.max(1, events);
      // The clients' own CPU (this process, every thread), to see how much of the cores the load itself takes.
      const own = process.cpuUsage(own0);
      const clientCpuMsPerEvent = (own.user + own.system) / 1000 / Math.max(1, events);
      // The client threads' event-loop delay (the worst one): on a busy machine part of a round trip is theirs.
      const clientLagP95 = Math.max(...parts.map((m) => m.lagP95));
      const level = {
        clientLagP95,
        rooms: want,
        p50: pct(rtts, 50),
        p95: pct(rtts, 95),
        p99: pct(rtts, 99),
        events,
        cpuMsPerEvent,
        clientCpuMsPerEvent,
      };
      levels.push(level);
      cpuPerEvent = cpuMsPerEvent;
      if (knee === null && level.p95 > 100) knee = want;
      log(
        `  ${String(want).padStart(5)} rooms  p50 ${round(level.p50)} ms  p95 ${round(level.p95)} ms  p99 ${round(level.p99)} ms  ` +
          `${events} events  ${round(cpuMsPerEvent, 2)} CPU ms/event (clients ${round(clientCpuMsPerEvent, 2)})  client lag p95 ${round(clientLagP95)} ms  (load ${round(loadavg()[0] ?? 0)})`,
      );
    }
    const mbPerRoom = (rssMb(pids) - base) / rooms;
    const last = levels[levels.length - 1];
    const result: Record<string, unknown> = {
      rooms,
      procs,
      pace,
      p50Ms: round(last?.p50 ?? Number.NaN),
      p95Ms: round(last?.p95 ?? Number.NaN),
      p99Ms: round(last?.p99 ?? Number.NaN),
      cpuMsPerEvent: round(cpuPerEvent, 3),
      mbPerRoom: round(mbPerRoom, 3),
      errors,
      knee,
      clientThreads: threads,
      loadAverage: [round(load0, 1), round(loadavg()[0] ?? 0, 1)],
      levels: levels.map((l) => ({
        ...l,
        p50: round(l.p50),
        p95: round(l.p95),
        p99: round(l.p99),
        clientLagP95: round(l.clientLagP95),
        cpuMsPerEvent: round(l.cpuMsPerEvent, 2),
        clientCpuMsPerEvent: round(l.clientCpuMsPerEvent, 2),
      })),
    };
    const victim = cluster.servers[0];
    if (crash && cluster.redis && victim && procs > 1) {
      // kill -9 the first process; every client thread brings back the seats of its rooms there.
      const at = Date.now();
      await kill(victim, 'SIGKILL');
      const parts = (
        await all<{ crash: CrashPart }>({ cmd: 'crash', victimPort: victim.port, redisUrl: cluster.redis.url, at })
      ).map((a) => a.crash);
      const back = parts.flatMap((c) => c.backMs);
      const sum = (k: 'roomsOnKilled' | 'lost' | 'continued' | 'identical') => parts.reduce((n, c) => n + c[k], 0);
      result.crash = {
        roomsOnKilled: sum('roomsOnKilled'),
        seatsBack: back.filter(Number.isFinite).length,
        lost: sum('lost'),
        continued: sum('continued'),
        identical: sum('identical'),
        backP95Ms: pct(back, 95),
        backMaxMs: Math.max(...back),
      };
    }
    if (json) console.log(JSON.stringify(result));
    else {
      log(`p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms at ${rooms} rooms`);
      log(`${result.cpuMsPerEvent} CPU ms per event, ${result.mbPerRoom} MB per room, ${errors} errors`);
      log(`knee (p95 > 100 ms): ${knee === null ? `not reached up to ${rooms} rooms` : `${knee} rooms`}`);
      if (result.crash) log(`crash: ${JSON.stringify(result.crash)}`);
    }
  } finally {
    await all({ cmd: 'close' }).catch(() => {});
    await Promise.all(pool.map((p) => p.worker.terminate()));
    await cluster.stop();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
