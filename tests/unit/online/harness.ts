/**
 * A real game server on a free loopback port (4600–4699) and real colyseus.js clients, for the
 * room tests and the bench. Every wait is bounded.
 */
import http from 'node:http';
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll } from 'vitest';
import { attachGameServer, type GameServer } from '../../../server';
import {
  type CreateOptions,
  type JoinOptions,
  type LobbyInfo,
  ONLINE_PATH,
  ROOM_NAME,
  readMsg,
  S,
  type StepMsg,
  type SyncMsg,
  stepView,
  type Welcome,
} from '../../../server/protocol';

export interface Running {
  url: string;
  game: GameServer;
  close(): Promise<void>;
}

async function listenFree(server: http.Server, from = 4600, to = 4699): Promise<number> {
  for (let port = from; port <= to; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const fail = () => resolve(false);
      server.once('error', fail);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', fail);
        resolve(true);
      });
    });
    if (ok) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}

export async function startServer(opts: Parameters<typeof attachGameServer>[1] = {}): Promise<Running> {
  let game: GameServer | null = null;
  const outer = http.createServer((req, res) => {
    if (!game?.handle(req, res)) {
      res.statusCode = 404;
      res.end();
    }
  });
  const port = await listenFree(outer);
  game = await attachGameServer(outer, opts);
  const g = game;
  return {
    url: `http://127.0.0.1:${port}${ONLINE_PATH}`,
    game: g,
    async close() {
      await g.close();
      outer.closeAllConnections();
      await new Promise<void>((r) => outer.close(() => r()));
    },
  };
}

/** A server that runs for one test file: started before its tests, closed after all of them. */
export function serverForFile(opts: Parameters<typeof attachGameServer>[1] = {}): { readonly url: string } {
  let running: Running | null = null;
  beforeAll(async () => {
    running = await startServer(opts);
  }, 60_000);
  afterAll(async () => {
    await running?.close();
  });
  return {
    get url() {
      if (!running) throw new Error('the test server has not started');
      return running.url;
    },
  };
}

type Event = { type: string; [key: string]: unknown };

/** One person's browser, as the room tests see it: every message it received, in order. */
export class Seated {
  readonly frames: { type: string; msg: unknown }[] = [];
  welcome: Welcome | null = null;
  lobby: LobbyInfo | null = null;
  view: unknown = null;
  legal: Event[] = [];
  active: number[] = [];
  eventCount = 0;
  over = false;
  refusals: { event?: unknown; reason: { code: string } }[] = [];
  /** Set to an array to keep every step's view (as JSON), by event index. */
  history: string[] | null = null;
  private waiters: (() => void)[] = [];
  /** Called after every message (colyseus.js calls `*` only for types without their own handler). */
  readonly listeners: ((type: string, msg: unknown) => void)[] = [];

  constructor(readonly room: Room) {
    room.onMessage('*', (type, payload) => {
      const msg = type === S.sync || type === S.step ? readMsg(payload) : payload;
      this.frames.push({ type: String(type), msg });
      if (type === S.welcome) this.welcome = msg as Welcome;
      if (type === S.lobby) this.lobby = msg as LobbyInfo;
      if (type === S.refused) this.refusals.push(msg as Seated['refusals'][number]);
      if (type === S.sync) {
        const m = msg as SyncMsg;
        Object.assign(this, {
          view: m.view,
          legal: m.legal,
          active: m.active,
          eventCount: m.eventCount,
          over: m.result.over,
        });
      }
      if (type === S.step) {
        const m = msg as StepMsg;
        const view = stepView(this.view, m);
        if (this.history) this.history[m.index] = JSON.stringify(view);
        Object.assign(this, {
          view,
          legal: m.legal,
          active: m.active,
          eventCount: m.index + 1,
          over: m.result.over,
        });
      }
      for (const f of this.listeners) f(String(type), msg);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  get seat(): number | null {
    return this.welcome?.you.seat ?? null;
  }

  /** Resolves once `cond` holds (checked after every message), or fails after `ms`. */
  until(cond: () => boolean, ms = 10_000, what = 'a condition'): Promise<void> {
    if (cond()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for ${what} (${this.eventCount} events seen)`)),
        ms,
      );
      const check = () => {
        if (cond()) {
          clearTimeout(timer);
          resolve();
        } else this.waiters.push(check);
      };
      this.waiters.push(check);
    });
  }

  /** The next notice with `code`. */
  notice(code: string, ms = 10_000): Promise<unknown> {
    const from = this.frames.length;
    const hit = () =>
      this.frames.slice(from).find((f) => f.type === S.notice && (f.msg as { code: string }).code === code);
    return this.until(() => !!hit(), ms, `the notice ${code}`).then(() => hit()?.msg);
  }

  next(type: string, ms = 10_000): Promise<unknown> {
    const from = this.frames.length;
    return this.until(() => this.frames.slice(from).some((f) => f.type === type), ms, type).then(
      () => this.frames.slice(from).find((f) => f.type === type)?.msg,
    );
  }
}

/** Resolves once `cond` holds (polled every 20 ms), or fails after `ms` naming `what`. */
export function until(cond: () => boolean, ms: number, what: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const t0 = Date.now();
    const tick = () => {
      if (cond()) resolve();
      else if (Date.now() - t0 > ms) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(tick, 20);
    };
    tick();
  });
}

export function client(url: string): Client {
  return new Client(url);
}

/** Clients take steps as view diffs, as the app does, unless `diffs: false` is given. */
export async function create(url: string, options: CreateOptions): Promise<Seated> {
  return new Seated(await client(url).create(ROOM_NAME, { diffs: true, ...options }));
}

export async function join(url: string, code: string, options: JoinOptions): Promise<Seated> {
  return new Seated(await client(url).joinById(code, { diffs: true, ...options }));
}

/** A scripted person: plays a random legal move (never conceding or stepping back while it has another) whenever the seat must act, one move in flight at a time. */
export function autoplay(p: Seated, seed: number): () => void {
  let state = seed >>> 0 || 1;
  const rand = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  let inFlight = false;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  const act = () => {
    if (stopped || inFlight || retry || p.over || p.seat === null || !p.active.includes(p.seat) || !p.legal.length)
      return;
    const keep = p.legal.filter((e) => e.type !== 'CONCEDE' && e.type !== 'BACK');
    const from = keep.length ? keep : p.legal;
    const choice = from[Math.floor(rand() * from.length)];
    if (!choice) return;
    inFlight = true;
    p.room.send('move', choice);
  };
  p.listeners.push((type, msg) => {
    // Only the answer to this seat's own move (or a fresh sync) lets the next one go: others' steps do not.
    if ((type === S.step && (msg as StepMsg).seat === p.seat) || type === S.sync) inFlight = false;
    if (type !== S.refused) return act();
    // Refused (the rate limit, most likely): a person would pause before trying again.
    inFlight = false;
    retry ??= setTimeout(() => {
      retry = null;
      act();
    }, 200);
  });
  act();
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
  };
}
