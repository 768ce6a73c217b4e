/**
 * One thread of `npm run load`'s headless clients (a `worker_threads` worker of scripts/load.ts). Its
 * tables are 4-seat Four Temperaments rooms whose seats are colyseus.js clients playing random legal
 * moves; the load script splits the rooms over several such threads, so the clients' own event loop
 * (thousands of sockets) does not set the round trips it measures. Commands come as messages
 * (`LoadCommand`); each is answered once it is done.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { Client, type Room } from 'colyseus.js';
import { Redis } from 'ioredis';
import '../machines/registry';
import { loadGame } from '../machines/core/game';
import { replay } from '../machines/core/record';
import { RoomStore } from '../server/persist';
import { ROOM_NAME, readMsg, S, type StepMsg, type SyncMsg, stepView, type Welcome } from '../server/protocol';
import { rejoinRoom } from '../src/session/rejoin';

export interface ClientsSetup {
  thread: number;
  urls: string[];
  pace: 'human' | 'fast';
}

export type LoadCommand =
  | { cmd: 'grow'; rooms: number }
  | { cmd: 'measure'; on: boolean }
  | { cmd: 'crash'; victimPort: number; redisUrl: string; at: number }
  | { cmd: 'close' };

/** What a thread measured over one step. */
export interface Measured {
  rtts: number[];
  events: number;
  lagP95: number;
  errors: number;
}

/** Its share of the crash test: the seats of its rooms on the killed process, and how they came back. */
export interface CrashPart {
  roomsOnKilled: number;
  lost: number;
  continued: number;
  identical: number;
  backMs: number[];
}

type Event = { type: string; [key: string]: unknown };

const { thread, urls, pace } = workerData as ClientsSetup;
let seed = 12345 + thread * 7919;
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

const clients = urls.map((u) => new Client(u));
let tableNo = 0;

/** Four seats in one room; a finished game is followed by a new one. */
class Table {
  seats: Seat[] = [];

  async open(): Promise<void> {
    const n = tableNo++;
    const via = (i: number) => (n + i) % clients.length;
    const plan = [0, 1, 2, 3].map(() => ({ kind: 'human' as const }));
    this.seats = [0, 1, 2, 3].map((i) => new Seat(`load-${thread}-${n}-${i}-${process.pid}`, i === 0));
    const [host, ...guests] = this.seats as [Seat, ...Seat[]];
    host.attach(
      await (clients[via(0)] as Client).create(ROOM_NAME, {
        game: 'temperaments',
        seats: plan,
        identity: host.identity,
        diffs: true,
      }),
    );
    while (!host.code) await new Promise((r) => setTimeout(r, 10));
    for (const [i, g] of guests.entries())
      g.attach(await (clients[via(i + 1)] as Client).joinById(host.code, { identity: g.identity, diffs: true }));
    const watch = setInterval(() => {
      if (this.seats.every((s) => s.over)) {
        clearInterval(watch);
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

const tables: Table[] = [];
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();

async function grow(to: number): Promise<void> {
  const more = Array.from({ length: Math.max(0, to - tables.length) }, () => new Table());
  for (let i = 0; i < more.length; i += 8)
    await Promise.all(
      more.slice(i, i + 8).map(async (t) => {
        tables.push(t);
        await t.open().catch(() => errors++);
      }),
    );
}

/** The seats of the rooms the killed process hosted rejoin through the others (by identity). */
async function crash(victimPort: number, redisUrl: string, at: number): Promise<CrashPart> {
  // Where a room lives is where its host's connection went (with Redis, not always the process asked).
  const portOf = (room: Room | undefined) => {
    const conn = room?.connection as unknown as { transport: { ws: { url: string } } } | undefined;
    return conn ? Number(new URL(conn.transport.ws.url).port) : -1;
  };
  const onVictim = tables.filter((t) => portOf(t.seats[0]?.room) === victimPort);
  const survivors = clients.filter((_, i) => Number(new URL(urls[i] as string).port) !== victimPort);
  const seats = onVictim.flatMap((t) => t.seats);
  let lost = 0;
  await Promise.all(
    seats.map(async (s, i) => {
      try {
        s.stopped = true;
        const room = await rejoinRoom(survivors[i % survivors.length] as Client, s.code, {
          identity: s.identity,
          diffs: true,
        });
        s.stopped = false;
        s.attach(room);
        s.backMs = Date.now() - (s.left ?? at);
      } catch {
        lost++;
      }
    }),
  );
  // Every restored room plays on, and what its people see is what a replay of its record gives.
  await new Promise((r) => setTimeout(r, pace === 'human' ? 8000 : 3000));
  const redis = new Redis(redisUrl);
  const store = new RoomStore(redis, () => 'load', {
    prefix: 'scriptorium:',
    liveTtl: 60,
    finishedTtl: 60,
    freshMs: 1,
  });
  let identical = 0;
  let continued = 0;
  for (const t of onVictim) {
    const saved = await store.load(t.seats[0]?.code ?? '');
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
  redis.disconnect();
  const backMs = seats.map((s) => s.backMs ?? Number.POSITIVE_INFINITY);
  return { roomsOnKilled: onVictim.length, lost, continued, identical, backMs };
}

parentPort?.on('message', async (c: LoadCommand) => {
  if (c.cmd === 'grow') {
    await grow(c.rooms);
    parentPort?.postMessage({ done: 'grow' });
  } else if (c.cmd === 'measure' && c.on) {
    rtts.length = 0;
    events = 0;
    lag.reset();
    measuring = true;
    parentPort?.postMessage({ done: 'measure' });
  } else if (c.cmd === 'measure') {
    measuring = false;
    const m: Measured = { rtts: [...rtts], events, lagP95: lag.percentile(95) / 1e6, errors };
    parentPort?.postMessage({ done: 'measure', measured: m });
  } else if (c.cmd === 'crash') {
    parentPort?.postMessage({ done: 'crash', crash: await crash(c.victimPort, c.redisUrl, c.at) });
  } else if (c.cmd === 'close') {
    await Promise.all(tables.map((t) => t.close().catch(() => {})));
    parentPort?.postMessage({ done: 'close', errors });
  }
});
