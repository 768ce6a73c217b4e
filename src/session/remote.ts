/**
 * The remote Session backend: a game held by the server (server/room.ts), seen through one seat's
 * eyes (or a spectator's). It is a `PlaySession`, the interface every table uses, so scenes,
 * animations, hints and the end sheet do not know the game runs elsewhere; but it never holds the
 * machine: what it knows is what the server sent this seat, nothing more (no seed, no snapshot, no
 * other seat's view; another seat's moves arrive as their type and seat only).
 *
 * `send` answers at once that the move went out; the server's answer comes as a `step` (accepted,
 * with the new view) or a `rejected` (with the rules' reason), exactly as the local Session notifies.
 * `check` says in advance whether a move is one of this seat's legal moves now.
 */
import { Client, type Room } from 'colyseus.js';
import type { Emitted } from '../../machines/core/engine';
import { REJECTED } from '../../machines/core/engine';
import type { AnyGameModule, GameResult, Illegal, Seat, Viewer } from '../../machines/core/game';
import type { GameRecord } from '../../machines/core/record';
import {
  C,
  type ChartState,
  type ChatMsg,
  type CreateOptions,
  type JoinOptions,
  type LobbyInfo,
  type NoticeMsg,
  type Phrase,
  type RecordMsg,
  type RefusedMsg,
  ROOM_NAME,
  readMsg,
  S,
  type StepMsg,
  type SyncMsg,
  stepView,
  type TurnClock,
  type Welcome,
} from '../../server/protocol';
import { rejoinRoom } from './rejoin';
import type {
  Author,
  GameEvent,
  Guard,
  PlayReset,
  PlaySession,
  PlayStep,
  RejectInfo,
  SeatMeta,
  SendResult,
} from './session';

/** Loads a game's module by id (the registry's `loadGame` in the app). */
export type Load = (game: string) => Promise<AnyGameModule>;

/** Why the whole present arrived: the game started, this client (re)joined, or a move was taken back. */
export interface RemoteReset extends PlayReset {
  cause: SyncMsg['why'];
}

interface Listeners {
  step(info: PlayStep): void;
  rejected(info: RejectInfo): void;
  reset(info: RemoteReset): void;
  lobby(info: LobbyInfo): void;
  chat(msg: ChatMsg): void;
  notice(msg: NoticeMsg): void;
  /** The connection closed (`code` 4000 when this side left on purpose). */
  closed(code: number): void;
  /** The server stopped answering (`false`: a move or a ping unanswered, or the socket closed), or answers again. */
  connection(up: boolean): void;
}

/** How long a message to the server may go unanswered before the connection counts as lost. */
export const ANSWER_MS = 3000;
/** How often an idle client asks the server whether it is still there (C.ping). */
export const PING_MS = 2000;
/** How often the client looks at what is unanswered. */
const BEAT_MS = 500;

const isEvent = (x: unknown): x is GameEvent =>
  typeof x === 'object' && x !== null && typeof (x as { type?: unknown }).type === 'string';
/** Same data, whatever the order of keys (a scene builds its move in its own order). */
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(rb, k) && deepEqual(ra[k], rb[k]));
}

export class RemoteSession implements PlaySession {
  readonly backend = 'remote';
  private listeners: { [K in keyof Listeners]: Set<Listeners[K]> } = {
    step: new Set(),
    rejected: new Set(),
    reset: new Set(),
    lobby: new Set(),
    chat: new Set(),
    notice: new Set(),
    closed: new Set(),
    connection: new Set(),
  };
  /** The server answers (see `connected`). */
  private up = true;
  /** When the oldest message not yet followed by anything from the server went out, else null. */
  private unansweredSince: number | null = null;
  private lastSent = 0;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  /** When the heartbeat last ran (a late one says the page itself was stalled). */
  private lastBeat = 0;
  private current: SyncMsg | null = null;
  /** When the turn timer runs out, on this machine's clock (the server says how long is left). */
  private deadline: number | null = null;
  private lastLobby: LobbyInfo;
  private you: Welcome['you'];
  private guards: Guard[] = [];
  /** Who made each event this client saw (earlier ones, before a rejoin, are not known). */
  private authors: Author[] = [];
  /** Bumps whenever the present is replaced (start, rejoin, undo), like the local Session's. */
  generation = 0;
  setupEmitted: Emitted[] = [];
  /** The record as this seat knows it: no seed, only the events it saw (others' as type and seat). */
  readonly record: GameRecord;
  private pendingRecord: ((r: GameRecord) => void)[] = [];

  private constructor(
    readonly module: AnyGameModule,
    private room: Room,
    welcome: Welcome,
  ) {
    this.lastLobby = welcome.lobby;
    this.you = welcome.you;
    this.record = {
      format: 1,
      game: module.id,
      rulesVersion: module.rulesVersion,
      seed: '',
      seats: welcome.lobby.seats.length,
      options: null,
      events: [],
      meta: { created: new Date().toISOString() },
    };
    this.listen(room);
  }

  /** Creates a room (the creator takes the first person's seat and is its host). */
  static async create(endpoint: string, load: Load, options: CreateOptions): Promise<RemoteSession> {
    return RemoteSession.enter(load, await new Client(endpoint).create(ROOM_NAME, { ...options, diffs: true }));
  }

  /** Joins a room by its code: a free seat in the lobby, one's own seat again, or a spectator's place. */
  static async join(endpoint: string, load: Load, code: string, options: JoinOptions): Promise<RemoteSession> {
    return RemoteSession.enter(load, await new Client(endpoint).joinById(code, { ...options, diffs: true }));
  }

  /** Back into the same seat after a dropped connection or a reload (within the grace period). */
  static async reconnect(endpoint: string, load: Load, token: string): Promise<RemoteSession> {
    // Right after a reload the server may not have seen the old socket close yet: try a few times.
    for (let attempt = 0; ; attempt++) {
      try {
        return await RemoteSession.enter(load, await new Client(endpoint).reconnect(token));
      } catch (e) {
        if (attempt >= 5) throw e;
        await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
      }
    }
  }

  /** Back into one's seat when the reconnection token no longer works — also after the room's process died (issue 17). */
  static async rejoin(endpoint: string, load: Load, code: string, options: JoinOptions): Promise<RemoteSession> {
    return RemoteSession.enter(load, await rejoinRoom(new Client(endpoint), code, { ...options, diffs: true }));
  }

  /** Waits for the room's welcome; what came before it is replayed into the new session. */
  private static enter(load: Load, room: Room): Promise<RemoteSession> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The room did not answer.')), 15_000);
      const early: [string, unknown][] = [];
      let entered = false;
      // Messages may arrive before the welcome (a reconnect starts with the present state).
      room.onMessage('*', (type, msg) => {
        if (entered) return;
        if (type !== S.welcome) {
          early.push([String(type), msg]);
          return;
        }
        clearTimeout(timer);
        entered = true;
        const welcome = msg as Welcome;
        // The room names its game; what arrives while its rules load waits in the listener below.
        const waiting: [string, unknown][] = [];
        const off = room.onMessage('*', (t, m) => waiting.push([String(t), m]));
        load(welcome.game).then(
          (module) => {
            off();
            const s = new RemoteSession(module, room, welcome);
            for (const [t, m] of [...early, ...waiting]) s.handle(t, m);
            resolve(s);
          },
          (e: Error) => {
            off();
            void room.leave(true).catch(() => {});
            reject(e);
          },
        );
      });
      room.onLeave((code) => {
        clearTimeout(timer);
        reject(new Error(`The room closed (${code}).`));
      });
    });
  }

  private listen(room: Room): void {
    room.onMessage('*', (type, msg) => {
      this.heard();
      this.handle(String(type), msg);
    });
    room.onLeave((code) => {
      this.stopHeartbeat();
      if (code !== 4000) this.setUp(false); // dropped, not left: the route comes back (route.ts)
      this.notify('closed', code);
    });
    // A socket can stall without closing (a phone out of reach): the server is asked now and then,
    // and a move or a ping it leaves unanswered for ANSWER_MS says the connection is lost.
    this.lastBeat = Date.now();
    this.heartbeat = setInterval(() => this.beat(), BEAT_MS);
    (this.heartbeat as { unref?: () => void }).unref?.(); // Node (tests): never keeps the process alive
  }

  private beat(): void {
    const now = Date.now();
    // A page that was itself stalled (a slow phone drawing, a tab in the background) heard nothing because
    // it listened to nothing: that time is not the server's silence, and an answer may be waiting for it.
    const late = now - this.lastBeat - BEAT_MS;
    this.lastBeat = now;
    if (late > BEAT_MS && this.unansweredSince !== null) this.unansweredSince += late;
    if (this.unansweredSince !== null && now - this.unansweredSince > ANSWER_MS) this.setUp(false);
    if (now - this.lastSent >= PING_MS) this.post(C.ping);
  }

  /** Sends `type` to the room, counting it as waiting for an answer. */
  private post(type: string, payload?: unknown): void {
    if (!this.room.connection.isOpen) {
      this.setUp(false);
      return;
    }
    this.lastSent = Date.now();
    this.unansweredSince ??= this.lastSent;
    this.room.send(type, payload);
  }

  private heard(): void {
    this.unansweredSince = null;
    this.setUp(true);
  }

  private setUp(up: boolean): void {
    if (this.up === up) return;
    this.up = up;
    this.notify('connection', up);
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** The server answers; false while it does not (moves are refused then: `notConnected`). */
  get connected(): boolean {
    return this.up;
  }

  private handle(type: string, msg: unknown) {
    switch (type) {
      case S.welcome: {
        const w = msg as Welcome;
        this.you = w.you;
        this.lastLobby = w.lobby;
        return this.notify('lobby', w.lobby);
      }
      case S.lobby:
        this.lastLobby = msg as LobbyInfo;
        return this.notify('lobby', this.lastLobby);
      case S.sync: {
        const m = readMsg<SyncMsg>(msg);
        this.current = m;
        this.clock(m);
        if (m.why === 'start') this.setupEmitted = m.emitted as Emitted[];
        // What came before this moment is not known here (a rejoin, or history taken back).
        this.record.events.length = Math.min(this.record.events.length, m.eventCount);
        this.authors.length = this.record.events.length;
        this.generation++;
        return this.notify('reset', { why: m.why === 'undo' ? 'undo' : 'load', cause: m.why });
      }
      case S.step: {
        const m = readMsg<StepMsg>(msg);
        // Steps come as diffs against the last view sent (every session asks for them: far fewer bytes).
        const view = stepView(this.current?.view ?? null, m);
        this.current = {
          viewer: this.viewer,
          why: this.current?.why ?? 'join',
          view,
          emitted: [],
          eventCount: m.index + 1,
          active: m.active,
          result: m.result,
          legal: m.legal,
          canUndo: m.canUndo,
          turnEndsAt: m.turnEndsAt,
          turnSeat: m.turnSeat,
          chart: m.chart,
        };
        this.clock(m);
        const by: Author = m.by === 'human' ? 'human' : 'bot';
        this.record.events[m.index] = m.event;
        this.authors[m.index] = by;
        return this.notify('step', {
          index: m.index,
          event: m.event,
          seat: m.seat,
          by,
          emitted: m.emitted as Emitted[],
          view: () => view,
        });
      }
      case S.refused: {
        const m = msg as RefusedMsg;
        const event = isEvent(m.event) ? m.event : { type: 'unknown' };
        return this.notify('rejected', { event, seat: this.seat ?? 0, reason: m.reason, by: 'human' });
      }
      case S.chat:
        return this.notify('chat', msg as ChatMsg);
      case S.notice:
        return this.notify('notice', msg as NoticeMsg);
      case S.record: {
        const record = (msg as RecordMsg).record;
        for (const f of this.pendingRecord.splice(0)) f(record);
        return;
      }
      case S.pong:
        return; // heard: that is all it says
    }
  }

  private clock(m: TurnClock): void {
    this.deadline = typeof m.turnMs === 'number' ? Date.now() + m.turnMs : m.turnEndsAt;
  }

  on<K extends keyof Listeners>(type: K, f: Listeners[K]): () => void {
    this.listeners[type].add(f);
    return () => this.listeners[type].delete(f);
  }

  private notify<K extends keyof Listeners>(type: K, info: Parameters<Listeners[K]>[0]): void {
    for (const f of this.listeners[type]) (f as (i: typeof info) => void)(info);
  }

  // ---- what the scenes read -----------------------------------------------------------------------

  /** The room's code (the invite link is `/#/join/<code>`). */
  get code(): string {
    return this.lastLobby.code;
  }

  get lobby(): LobbyInfo {
    return this.lastLobby;
  }

  /** This client's seat, or null for a spectator. */
  get seat(): Seat | null {
    return this.you.seat;
  }

  get viewer(): Viewer {
    return this.you.seat ?? 'spectator';
  }

  /** Whether this client is the room's host now: the role passes on when the host leaves the waiting room. */
  get isHost(): boolean {
    const { host } = this.lobby;
    return this.you.seat !== null && host === this.you.seat;
  }

  /** The token that brings this client back into its seat (kept for a reload). */
  get reconnectionToken(): string {
    return this.room.reconnectionToken;
  }

  get started(): boolean {
    return this.current !== null;
  }

  get eventCount(): number {
    return this.current?.eventCount ?? 0;
  }

  /** This seat is the person here (`human`); other people are `remote`; a stand-in shows its person's name. */
  get players(): SeatMeta[] {
    return this.lastLobby.seats.map((s, i) =>
      s.kind === 'bot'
        ? { name: s.name, kind: 'bot', level: s.level }
        : { name: s.name, kind: i === this.seat ? 'human' : 'remote', ...(s.standIn ? { standIn: true } : {}) },
    );
  }

  result(): GameResult {
    return this.current?.result ?? { over: false, winners: [], scores: [] };
  }

  get over(): boolean {
    return this.result().over;
  }

  activeSeats(): Seat[] {
    return this.current?.active ?? [];
  }

  /** This seat's view (the only one this client has, whatever is asked). */
  view(_viewer: Viewer = this.viewer) {
    return this.current?.view ?? null;
  }

  /** Emitted events arrive already as this seat may see them. */
  redact(emitted: Emitted[], _viewer: Viewer): Emitted[] {
    return emitted;
  }

  /** This seat's legal moves now; another seat's are not known here. */
  legalMoves(seat: Seat): GameEvent[] {
    return seat === this.seat ? (this.current?.legal ?? []) : [];
  }

  /** When the turn timer runs out (ms since the epoch, this machine's clock), or null. */
  get turnEndsAt(): number | null {
    return this.deadline;
  }

  /** The seat the turn timer runs for, or null. */
  get turnSeat(): Seat | null {
    return this.current?.turnSeat ?? null;
  }

  /** Where the game's chart is, as the server says (the inspector shows it). */
  get chart(): ChartState | null {
    return this.current?.chart ?? null;
  }

  /** Null when `event` is one of this seat's legal moves now; else why not (the server has the last word). */
  check(event: GameEvent): Illegal | null {
    for (const g of this.guards) {
      const r = g(event);
      if (r) return r;
    }
    if (this.seat === null) return { code: REJECTED, message: 'Spectators do not move.' };
    const legal = this.legalMoves(this.seat);
    if (legal.some((m) => deepEqual(m, event))) return null;
    // another spelling of a listed move (the game's canonical form, read off this seat's view)
    const view = this.view();
    if (view !== null && this.module.canonicalFromView?.(view, legal, event)) return null;
    return { code: REJECTED, message: `The rules do not allow ${event.type} now.`, params: { type: event.type } };
  }

  addGuard(g: Guard): () => void {
    this.guards.push(g);
    return () => {
      this.guards = this.guards.filter((x) => x !== g);
    };
  }

  /**
   * Sends a move; the answer arrives as a `step` or a `rejected` (with the rules' own reason, so a
   * move this client thinks illegal goes out too). Only a guard or a spectator's seat refuse here.
   */
  send(event: GameEvent): SendResult {
    // A move made while the server does not answer would wait on the socket and land late: refused.
    const offline: Illegal | null =
      this.up && this.room.connection.isOpen
        ? null
        : { code: 'notConnected', message: 'Not connected to the room; reconnecting.' };
    for (const reason of [offline, ...this.guards.map((g) => g(event))]) {
      if (reason) {
        this.notify('rejected', { event, seat: this.seat ?? 0, reason, by: 'human' });
        return { ok: false, reason };
      }
    }
    this.post(C.move, event);
    return { ok: true };
  }

  authorOf(i: number): Author | undefined {
    return this.authors[i];
  }

  /** The host starts the game (bots take the seats nobody took). */
  start(): void {
    this.room.send(C.start);
  }

  chat(text: string): void {
    this.room.send(C.chat, { text });
  }

  phrase(id: Phrase): void {
    this.room.send(C.chat, { phrase: id });
  }

  /** This seat's last move may be taken back (the others will be asked). */
  canUndo(): boolean {
    return this.current?.canUndo === true;
  }

  /** Asks the other people to take this seat's last move back; a `reset` follows if all agree. */
  undo(): boolean {
    if (!this.canUndo()) return false;
    this.room.send(C.undo);
    return true;
  }

  answerUndo(yes: boolean): void {
    this.room.send(C.undoAnswer, { yes });
  }

  /** The finished game's record (seed included), to download and replay locally. */
  requestRecord(): Promise<GameRecord> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No record came.')), 10_000);
      this.pendingRecord.push((r) => {
        clearTimeout(timer);
        resolve(r);
      });
      this.room.send(C.record);
    });
  }

  dispose(): void {
    this.stopHeartbeat();
    // A connection already closed (dropped, or the seat taken in another tab) has nobody to tell.
    if (this.room.connection.isOpen) void this.room.leave(true).catch(() => {});
    for (const set of Object.values(this.listeners)) set.clear();
  }
}
