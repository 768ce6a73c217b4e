/**
 * `npm run load -- --rooms N --procs K [--pace human|fast] [--seconds S] [--steps M] [--crash] [--json]`
 *
 * Starts K game-server processes on 127.0.0.1 (on a Redis of its own when K > 1) and fills N rooms
 * of 4-seat Four Temperaments, every seat a headless colyseus.js client playing random legal moves:
 * at human pace a seat thinks 2–4 s before each move, at fast pace not at all. Rooms are added in M
 * steps (N/M, 2N/M, … N), each measured for S seconds: the move round trip (sent → its own step
 * back), server CPU per accepted event, server memory per room, and the knee (the first step whose
 * p95 passes 100 ms). A finished game is replaced by a new one, so N rooms stay in play.
 * --crash (K > 1): at the end, kill -9 the first process and count the rooms that come back on the
 * others (each person rejoins by identity), how fast, and whether each matches a replay of its record.
 * --redis: one process on Redis too (to see what saving every event costs).
 * Ports 4700–4759. Prints a table, or with --json one object.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client, type Room } from 'colyseus.js';
import { Redis } from 'ioredis';
import '../machines/registry';
import { loadGame } from '../machines/core/game';
import { replay } from '../machines/core/record';
import { RoomStore } from '../server/persist';
import { ROOM_NAME, readMsg, S, type StepMsg, type SyncMsg, stepView, type Welcome } from '../server/protocol';
import { rejoinRoom } from '../src/session/rejoin';
import { kill, type LocalCluster, startCluster } from './cluster-procs';

type Event = { type: string; [key: string]: unknown };

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
const json = flag('json');
const crash = flag('crash');
const log = (s: string) => {
  if (!json) console.log(s);
};

let seed = 12345;
const rand = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

const rtts: number[] = [];
let measuring = false;
let events = 0;
let errors = 0;

/** One seat's headless client. */
class Seat {
  room!: Room;
  seat: number | null = null;
  code = '';
  legal: Event[] = [];
  active: number[] = [];
  over = false;
  eventCount = 0;
  view: unknown = null;
  sentAt = 0;
  timer: NodeJS.Timeout | null = null;
  stopped = false;
  left: number | null = null;
  backMs: number | null = null;

  constructor(
    readonly identity: string,
    readonly counts: boolean,
  ) {}

  attach(room: Room): void {
    this.room = room;
    room.onMessage('*', (type, msg) => this.receive(String(type), msg));
    room.onLeave((code) => {
      if (this.stopped || code === 1000 || code >= 4000) return;
      this.left = Date.now();
    });
  }

  private receive(type: string, msg: unknown): void {
    if (type === S.welcome) {
      const w = msg as Welcome;
      this.seat = w.you.seat;
      this.code = w.code;
    } else if (type === S.sync || type === S.step) {
      const m = readMsg<SyncMsg | StepMsg>(msg);
      if (type === S.step) {
        const s = m as StepMsg;
        this.eventCount = s.index + 1;
        if (this.counts && measuring) events++;
        if (s.seat === this.seat && s.by === 'human' && this.sentAt) {
          if (measuring) rtts.push(performance.now() - this.sentAt);
          this.sentAt = 0;
        }
      } else {
        this.eventCount = (m as SyncMsg).eventCount;
        this.sentAt = 0;
      }
      const view = type === S.step ? stepView(this.view, m as StepMsg) : m.view;
      Object.assign(this, { legal: m.legal, active: m.active, over: m.result.over, view });
      this.plan();
    } else if (type === S.refused) {
      errors++;
      this.sentAt = 0;
      this.plan(200);
    }
  }

  /** Thinks, then plays a random legal move (never conceding or stepping back while another exists). */
  plan(delay = pace === 'human' ? 2000 + rand() * 2000 : 0): void {
    if (this.stopped || this.timer || this.sentAt || this.over || this.seat === null) return;
    if (!this.active.includes(this.seat) || !this.legal.length) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.stopped || this.sentAt || this.over || this.seat === null || !this.active.includes(this.seat)) return;
      const keep = this.legal.filter((e) => e.type !== 'CONCEDE' && e.type !== 'BACK');
      const from = keep.length ? keep : this.legal;
      const move = from[Math.floor(rand() * from.length)];
      if (!move) return;
      this.sentAt = performance.now();
      this.room.send('move', move);
    }, delay);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }
}

let tableNo = 0;

/** Four seats in one room; a finished game is followed by a new one. */
class Table {
  seats: Seat[] = [];
  games = 0;
  constructor(readonly clients: Client[]) {}

  async open(): Promise<void> {
    const n = tableNo++;
    const via = (i: number) => this.clients[(n + i) % this.clients.length] as Client;
    const plan = [0, 1, 2, 3].map(() => ({ kind: 'human' as const }));
    this.seats = [0, 1, 2, 3].map((i) => new Seat(`load-${n}-${i}-${process.pid}`, i === 0));
    const [host, ...guests] = this.seats as [Seat, ...Seat[]];
    host.attach(
      await via(0).create(ROOM_NAME, { game: 'temperaments', seats: plan, identity: host.identity, diffs: true }),
    );
    while (!host.code) await new Promise((r) => setTimeout(r, 10));
    for (const [i, g] of guests.entries())
      g.attach(await via(i + 1).joinById(host.code, { identity: g.identity, diffs: true }));
    const watch = setInterval(() => {
      if (this.seats.every((s) => s.over)) {
        clearInterval(watch);
        this.games++;
        void this.close().then(() => this.open().catch(() => errors++));
      }
    }, 500);
    host.room.send('start');
  }

  async close(): Promise<void> {
    for (const s of this.seats) s.stop();
    // A room whose process died never answers a leave: bounded.
    const leave = (s: Seat) => s.room?.leave().catch(() => {});
    await Promise.race([Promise.all(this.seats.map(leave)), new Promise((r) => setTimeout(r, 2000))]);
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

async function inBatches<T>(xs: T[], size: number, f: (x: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < xs.length; i += size) await Promise.all(xs.slice(i, i + size).map(f));
}

async function crashTest(cluster: LocalCluster, tables: Table[], store: RoomStore, viaSurvivors: Client[]) {
  const victim = cluster.servers[0];
  if (!victim) return null;
  const victimPort = String(victim.port);
  const onVictim = tables.filter((t) => {
    const conn = t.seats[0]?.room.connection as unknown as { transport: { ws: { url: string } } } | undefined;
    return !!conn && new URL(conn.transport.ws.url).port === victimPort;
  });
  const t0 = Date.now();
  await kill(victim, 'SIGKILL');
  const seats = onVictim.flatMap((t) => t.seats);
  let lost = 0;
  await Promise.all(
    seats.map(async (s, i) => {
      try {
        s.stopped = true;
        const room = await rejoinRoom(viaSurvivors[i % viaSurvivors.length] as Client, s.code, {
          identity: s.identity,
          diffs: true,
        });
        s.stopped = false;
        s.attach(room);
        s.backMs = Date.now() - (s.left ?? t0);
      } catch {
        lost++;
      }
    }),
  );
  // Every restored room plays on, and what its people see is what a replay of its record gives.
  await new Promise((r) => setTimeout(r, pace === 'human' ? 8000 : 3000));
  let identical = 0;
  let continued = 0;
  for (const t of onVictim) {
    const code = t.seats[0]?.code ?? '';
    const saved = await store.load(code);
    if (!saved?.record) continue;
    const module = await loadGame(saved.record.game);
    const r = replay(module, saved.record);
    const same = t.seats.every(
      (s) =>
        s.eventCount === saved.record?.events.length &&
        JSON.stringify(s.view) === JSON.stringify(module.view(r.snapshot, s.seat ?? 0)),
    );
    if (same) identical++;
    if ((t.seats[0]?.eventCount ?? 0) > 0) continued++;
  }
  const back = seats.map((s) => s.backMs ?? Number.POSITIVE_INFINITY);
  return {
    roomsOnKilled: onVictim.length,
    seatsBack: back.filter(Number.isFinite).length,
    lost,
    continued,
    identical,
    backP95Ms: pct(back, 95),
    backMaxMs: Math.max(...back),
  };
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
  const clients = cluster.servers.map((s) => new Client(s.url));
  await new Promise((r) => setTimeout(r, 1000));
  const base = rssMb(pids);
  log(`${procs} process(es), ${rooms} rooms, ${pace} pace, ${seconds} s per step (load average ${round(load0, 1)})`);
  const tables: Table[] = [];
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
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
  try {
    for (let step = 1; step <= steps; step++) {
      const want = Math.round((rooms * step) / steps);
      const more = Array.from({ length: want - tables.length }, () => new Table(clients));
      await inBatches(more, 8, async (t) => {
        tables.push(t);
        await t.open().catch(() => errors++);
      });
      await new Promise((r) => setTimeout(r, pace === 'human' ? 4000 : 1000)); // settle
      rtts.length = 0;
      events = 0;
      lag.reset();
      const cpu0 = cpuMs(pids);
      const own0 = process.cpuUsage();
      measuring = true;
      await new Promise((r) => setTimeout(r, seconds * 1000));
      measuring = false;
      const cpuMsPerEvent = (cpuMs(pids) - cpu0) / Math.max(1, events);
      // The clients' own CPU (this process), to see how much of the two cores the load itself takes.
      const own = process.cpuUsage(own0);
      const clientCpuMsPerEvent = (own.user + own.system) / 1000 / Math.max(1, events);
      // This script's own event-loop delay: on a busy machine part of a round trip is the clients' wait.
      const clientLagP95 = lag.percentile(95) / 1e6;
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
    const mbPerRoom = (rssMb(pids) - base) / Math.max(1, tables.length);
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
    if (crash && cluster.redis && procs > 1) {
      const redis = new Redis(cluster.redis.url);
      const store = new RoomStore(redis, () => 'load', {
        prefix: 'scriptorium:',
        liveTtl: 60,
        finishedTtl: 60,
        freshMs: 1,
      });
      result.crash = await crashTest(cluster, tables, store, clients.slice(1));
      redis.disconnect();
    }
    if (json) console.log(JSON.stringify(result));
    else {
      log(`p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms at ${rooms} rooms`);
      log(`${result.cpuMsPerEvent} CPU ms per event, ${result.mbPerRoom} MB per room, ${errors} errors`);
      log(`knee (p95 > 100 ms): ${knee === null ? `not reached up to ${rooms} rooms` : `${knee} rooms`}`);
      if (result.crash) log(`crash: ${JSON.stringify(result.crash)}`);
    }
  } finally {
    await Promise.all(tables.map((t) => t.close().catch(() => {})));
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
