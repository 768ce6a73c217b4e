/**
 * The Session: the one hub between the rules and the pictures. It owns the running game (an actor
 * via GameRunner) and its GameRecord, accepts or refuses events (with the rules' reason), autosaves
 * after every accepted event, takes back what the rules allow (never across a reveal, a draw, a
 * shuffle or another seat's move), and rebuilds any earlier moment by replay. Scenes, bots, the
 * tutorial overlay and the inspector all attach here; none talks to another.
 *
 * DOM-free, so it runs in unit tests; storage is injected.
 *
 * `PlaySession<M>` is what every table uses (scenes, animations, hints, the end sheet), whichever
 * backend runs the game: `LocalSession` runs it in this page; `RemoteSession` (src/session/remote.ts,
 * online play) forwards `send`/`undo` to a server and turns what the server sent this seat into the
 * same `step`/`rejected`/`reset` notifications. `Session<M>` adds what only a game held here has:
 * the machine's snapshot, any earlier moment, rewinding (the inspector's time travel, the tutorial,
 * bots, replays); `isLocal` tells them apart. `Session.newGame` / `Session.resume` build a local one.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { type Emitted, GameRunner } from '../../machines/core/engine';
import {
  type AnyGameModule,
  type GameResult,
  type Illegal,
  type Seat,
  seatOf,
  type Viewer,
} from '../../machines/core/game';
import {
  type GameRecord,
  newRecord,
  type ParseResult,
  type PlayerMeta,
  parseRecord,
  type RecordError,
  replay,
} from '../../machines/core/record';

export type GameEvent = { type: string; [key: string]: unknown };
/** A game's snapshot, move and view types, read off its module (any game's: the loose ones). */
type IsAny<T> = 0 extends 1 & T ? true : false;
export type SnapshotOf<M extends AnyGameModule> =
  IsAny<M['machine']> extends true ? AnyMachineSnapshot : Parameters<M['view']>[0];
export type EventOf<M extends AnyGameModule> = IsAny<M['machine']> extends true ? GameEvent : Parameters<M['check']>[1];
export type ViewOf<M extends AnyGameModule> = ReturnType<M['view']>;
export type Author = 'human' | 'bot' | 'script';

/**
 * Who sits at a seat, as a table sees it: `human` is a person at this device, `bot` a bot,
 * `remote` a person on another device (online play).
 */
export interface SeatMeta {
  name: string;
  kind: PlayerMeta['kind'] | 'remote';
  level?: string;
  /** Online: a bot plays for this person while they are away (they may come back and take the seat). */
  standIn?: boolean;
}

/** One accepted event, as every table sees it. */
export interface PlayStep<M extends AnyGameModule = AnyGameModule> {
  index: number; // the event's index in the record
  event: GameEvent;
  seat: Seat;
  by: Author;
  /** What happened, as this device may see it (a local table redacts per viewer itself). */
  emitted: Emitted[];
  /** What `viewer` saw right after this event (online: this seat's view, the only one there is). */
  view(viewer: Viewer): ViewOf<M>;
}

export interface StepInfo<M extends AnyGameModule = AnyGameModule> extends PlayStep<M> {
  before: SnapshotOf<M>;
  snapshot: SnapshotOf<M>;
}

export interface RejectInfo {
  event: GameEvent;
  seat: Seat;
  reason: Illegal;
  by: Author;
}

export interface PlayReset {
  why: 'undo' | 'load';
}

export interface ResetInfo extends PlayReset {
  snapshot: AnyMachineSnapshot;
}

/** Method-style, so a listener of one game's steps may stand where any game's is expected. */
interface PlayListeners<M extends AnyGameModule = AnyGameModule> {
  step(info: PlayStep<M>): void;
  rejected(info: RejectInfo): void;
  reset(info: PlayReset): void;
}

interface Listeners<M extends AnyGameModule = AnyGameModule> extends PlayListeners<M> {
  step(info: StepInfo<M>): void;
  reset(info: ResetInfo): void;
}

/** Where saves go (the browser's is src/app/saves.ts). */
export interface SaveStore {
  write(game: string, json: string): boolean;
}

export interface SessionOptions {
  store?: SaveStore;
  /** Tutorials and time-travel copies do not overwrite the player's save. */
  autosave?: boolean;
}

/** Extra checks before the rules see an event (the tutorial allows only its step's move). */
export type Guard = (event: GameEvent) => Illegal | null;

export type SendResult = { ok: true } | { ok: false; reason: Illegal };

/** One running game as a table sees it, local or remote (see the header). */
export interface PlaySession<M extends AnyGameModule = AnyGameModule> {
  readonly backend: 'local' | 'remote';
  readonly module: M;
  /** The game's record as this device may know it (online: no seed, others' hidden moves left out). */
  readonly record: GameRecord;
  /** Bumps whenever history is rewritten (undo, load), so stale bot answers are dropped. */
  readonly generation: number;
  readonly setupEmitted: Emitted[];
  readonly players: SeatMeta[];
  readonly eventCount: number;
  readonly over: boolean;
  result(): GameResult;
  activeSeats(): Seat[];
  /** The seat's legal moves now (online: only this seat's are known). */
  legalMoves(seat: Seat): EventOf<M>[];
  /** What `viewer` sees now (online: this seat's view, whatever is asked). */
  view(viewer: Viewer): ViewOf<M>;
  redact(emitted: Emitted[], viewer: Viewer): Emitted[];
  check(event: GameEvent): Illegal | null;
  addGuard(g: Guard): () => void;
  on<K extends keyof PlayListeners>(type: K, f: PlayListeners<M>[K]): () => void;
  /** Local: applied (or refused) at once. Remote: sent; the answer comes as a `step` or `rejected`. */
  send(event: EventOf<M>, by?: Author): SendResult;
  canUndo(): boolean;
  /** Local: taken back at once. Remote: the other people are asked; a `reset` follows if all agree. */
  undo(): boolean;
  authorOf(i: number): Author | undefined;
  dispose(): void;
}

/** A game run in this page: its machine's snapshot, any earlier moment, rewinding. */
export interface Session<M extends AnyGameModule = AnyGameModule> extends PlaySession<M> {
  readonly backend: 'local';
  readonly snapshot: SnapshotOf<M>;
  readonly players: PlayerMeta[];
  on<K extends keyof Listeners>(type: K, f: Listeners<M>[K]): () => void;
  rewind(count: number): void;
  snapshotAt(count: number): SnapshotOf<M>;
  toJSON(): string;
}

/** True when the game runs in this page (the inspector's time travel, the tutorial, bots). */
export function isLocal<M extends AnyGameModule>(s: PlaySession<M>): s is Session<M> {
  return s.backend === 'local';
}

export class LocalSession<M extends AnyGameModule = AnyGameModule> implements Session<M> {
  readonly backend = 'local';
  private runner: GameRunner;
  private undoable: boolean[] = [];
  private authors: Author[] = [];
  private guards: Guard[] = [];
  private listeners: { [K in keyof Listeners]: Set<Listeners<M>[K]> } = {
    step: new Set(),
    rejected: new Set(),
    reset: new Set(),
  };
  /** Bumps whenever history is rewritten (undo, load), so stale bot answers are dropped. */
  generation = 0;
  readonly setupEmitted: Emitted[];

  private constructor(
    readonly module: M,
    readonly record: GameRecord,
    private readonly opts: SessionOptions,
  ) {
    this.runner = new GameRunner(module, { seed: record.seed, seats: record.seats, options: record.options });
    this.setupEmitted = this.runner.setupEmitted;
  }

  /** A new game. Without a seed one is drawn (the record keeps it, so the game can be replayed). */
  static newGame<M extends AnyGameModule>(
    module: M,
    init: {
      seed?: string;
      seats?: number;
      options?: unknown;
      players?: PlayerMeta[];
      tutorial?: boolean;
      debug?: boolean;
    },
    opts: SessionOptions = {},
  ): LocalSession<M> {
    const seats = init.seats ?? init.players?.length ?? module.seats.min;
    const seed = init.seed?.trim() || randomSeed();
    const options = init.options ?? module.defaultOptions(seats);
    const record = newRecord(module, seed, seats, options, {
      players:
        init.players ?? Array.from({ length: seats }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'human' as const })),
      created: new Date().toISOString(),
      tutorial: init.tutorial || undefined,
      debug: init.debug || undefined,
    });
    const s = new LocalSession(module, record, opts);
    s.save();
    return s;
  }

  /** Rebuilds a saved game; a corrupt or foreign record is refused with the reason (nothing is written). */
  static resume(
    json: string,
    lookup: (id: string) => AnyGameModule | undefined,
    expectGame?: string,
    opts: SessionOptions = {},
  ): { ok: true; session: LocalSession } | { ok: false; error: RecordError } {
    const parsed: ParseResult = parseRecord(json, lookup, expectGame);
    if (!parsed.ok) return parsed;
    const { module, record } = parsed;
    const events = record.events;
    const s = new LocalSession(module, { ...record, events: [] }, opts);
    for (const ev of events) {
      const res = s.apply(ev as GameEvent, 'human', false);
      if (!res.ok)
        return { ok: false, error: { code: 'illegalEvent', message: res.reason.message, reason: res.reason } };
    }
    // Nothing taken back across a reload: the history before it is settled.
    s.undoable = s.undoable.map(() => false);
    return { ok: true, session: s };
  }

  get snapshot(): SnapshotOf<M> {
    return this.runner.snapshot;
  }

  get players(): PlayerMeta[] {
    return this.record.meta?.players ?? [];
  }

  get eventCount(): number {
    return this.record.events.length;
  }

  result(): GameResult {
    return this.module.result(this.snapshot);
  }

  get over(): boolean {
    return this.result().over;
  }

  activeSeats(): Seat[] {
    return this.module.activeSeats(this.snapshot);
  }

  legalMoves(seat: Seat): EventOf<M>[] {
    return this.module.legalMoves(this.snapshot, seat);
  }

  view(viewer: Viewer): ViewOf<M> {
    return this.module.view(this.snapshot, viewer);
  }

  /** Emitted events as `viewer` may see them. */
  redact(emitted: Emitted[], viewer: Viewer): Emitted[] {
    const r = this.module.redact;
    if (!r) return emitted;
    return emitted.map((e) => r(e, viewer) as Emitted | null).filter((e): e is Emitted => e !== null);
  }

  /** Why `event` would be refused now (the session's guards, then the rules), or null. */
  check(event: GameEvent): Illegal | null {
    for (const g of this.guards) {
      const r = g(event);
      if (r) return r;
    }
    return this.module.check(this.snapshot, event);
  }

  addGuard(g: Guard): () => void {
    this.guards.push(g);
    return () => {
      this.guards = this.guards.filter((x) => x !== g);
    };
  }

  on<K extends keyof Listeners>(type: K, f: Listeners<M>[K]): () => void {
    this.listeners[type].add(f);
    return () => this.listeners[type].delete(f);
  }

  private notify<K extends keyof Listeners>(type: K, info: Parameters<Listeners<M>[K]>[0]): void {
    for (const f of this.listeners[type]) (f as (i: typeof info) => void)(info);
  }

  /** Sends a move. Refused moves change nothing and report the reason to listeners and the caller. */
  send(event: EventOf<M>, by: Author = 'human'): SendResult {
    for (const g of this.guards) {
      if (by === 'bot') break; // guards shape what people may do; bots already obey the rules
      const reason = g(event);
      if (reason) {
        this.notify('rejected', { event, seat: seatOf(event), reason, by });
        return { ok: false, reason };
      }
    }
    const res = this.apply(event, by, true);
    if (!res.ok) this.notify('rejected', { event, seat: seatOf(event), reason: res.reason, by });
    return res.ok ? { ok: true } : res;
  }

  private apply(event: GameEvent, by: Author, live: boolean): SendResult {
    const before = this.runner.snapshot;
    const res = this.runner.send(event);
    if (!res.ok) return res;
    const index = this.record.events.length;
    const accepted = res.event as GameEvent; // its canonical form (machines/core/game.ts)
    this.record.events.push(accepted);
    this.authors.push(by);
    this.undoable.push(by === 'human' && this.module.undoable(before, accepted, res.snapshot));
    if (live) {
      this.save();
      this.notify('step', {
        index,
        event,
        seat: seatOf(event),
        by,
        emitted: res.emitted,
        before,
        snapshot: res.snapshot,
        view: (viewer) => this.module.view(res.snapshot, viewer),
      });
    }
    return { ok: true };
  }

  /** The last move may be taken back: a person's, that revealed nothing, with nothing after it. */
  canUndo(): boolean {
    return this.undoable.length > 0 && this.undoable[this.undoable.length - 1] === true;
  }

  undo(): boolean {
    if (!this.canUndo()) return false;
    this.record.events.pop();
    this.undoable.pop();
    this.authors.pop();
    this.rebuild();
    this.save();
    this.notify('reset', { why: 'undo', snapshot: this.snapshot });
    return true;
  }

  private rebuild(): void {
    this.runner.stop();
    this.runner = new GameRunner(this.module, {
      seed: this.record.seed,
      seats: this.record.seats,
      options: this.record.options,
    });
    for (const ev of this.record.events) {
      const res = this.runner.send(ev, true);
      if (!res.ok) throw new Error(`replay diverged at ${ev.type}: ${res.reason.message}`);
    }
    this.generation++;
  }

  /**
   * Cuts history back to its first `count` events, whatever the undo rule says (the tutorial's
   * Back, the inspector's "continue from here" in debug games). Not offered to players mid-game.
   */
  rewind(count: number): void {
    if (count >= this.record.events.length) return;
    this.record.events.length = count;
    this.undoable.length = count;
    this.authors.length = count;
    this.rebuild();
    this.save();
    this.notify('reset', { why: 'load', snapshot: this.snapshot });
  }

  /** The game as it was after `count` events (time travel; 0 = just after setup). */
  snapshotAt(count: number): SnapshotOf<M> {
    const res = replay(this.module, this.record, count);
    return res.snapshot;
  }

  /** Who made event i. */
  authorOf(i: number): Author | undefined {
    return this.authors[i];
  }

  toJSON(): string {
    return JSON.stringify(this.record);
  }

  private save(): void {
    if (this.opts.autosave === false || !this.opts.store) return;
    this.opts.store.write(this.module.id, this.toJSON());
  }

  dispose(): void {
    this.runner.stop();
    for (const set of Object.values(this.listeners)) set.clear();
  }
}

/** Builds local sessions: `Session.newGame(...)`, `Session.resume(...)`. */
export const Session = LocalSession;

/** A short, readable seed (shown to the player, so a good game can be shared). */
export function randomSeed(): string {
  const words = ['oak', 'fern', 'moss', 'wren', 'vale', 'ford', 'mere', 'holly', 'frost', 'amber', 'reed', 'lark'];
  const pick = () => words[Math.floor(Math.random() * words.length)];
  return `${pick()}-${pick()}-${Math.floor(Math.random() * 1000)}`;
}
