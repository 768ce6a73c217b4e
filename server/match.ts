/**
 * One running game on the server: the game's rules stepped event by event, its GameRecord, which
 * events may be taken back, and what each viewer may see. The seed is drawn here and never leaves
 * except inside the record at the end. Nothing here throws at a caller.
 *
 * The rules are stepped by the game's flow when it has one (`FlowRunner`, as a replay's timeline
 * does: the same checks, contexts, emitted events and chart states as its machine, a few times
 * cheaper per event and with a fraction of the garbage), else by its XState actor (`GameRunner`).
 */
import { randomBytes } from 'node:crypto';
import type { AnyMachineSnapshot } from 'xstate';
import { type Emitted, FlowRunner, GameRunner } from '../machines/core/engine';
import {
  type AnyGameModule,
  type GameResult,
  type Illegal,
  type Seat,
  seatOf,
  type Viewer,
} from '../machines/core/game';
import { type GameRecord, newRecord, type PlayerMeta } from '../machines/core/record';
import { illegal, type Plain } from './guard';
import type { ChartState } from './protocol';

export type Author = 'human' | 'bot' | 'timer';

export interface Accepted {
  index: number;
  event: Plain;
  seat: Seat;
  by: Author;
  emitted: Emitted[];
}

export class Match {
  readonly record: GameRecord;
  private runner: GameRunner | FlowRunner;
  private undoable: boolean[] = [];
  readonly authors: Author[] = [];
  /** Bumps when history is rewritten (undo), so stale bot answers are dropped. */
  generation = 0;

  constructor(
    readonly module: AnyGameModule,
    seats: number,
    options: unknown,
    players: PlayerMeta[],
    seed = randomBytes(18).toString('base64url'),
  ) {
    this.record = newRecord(module, seed, seats, options, { players, created: new Date().toISOString() });
    this.runner = this.newRunner();
  }

  private newRunner(): GameRunner | FlowRunner {
    const { seed, seats, options } = this.record;
    const flow = this.module.conformance?.flow;
    return flow
      ? new FlowRunner(this.module, flow, { seed, seats, options })
      : new GameRunner(this.module, { seed, seats, options });
  }

  get setupEmitted(): Emitted[] {
    return this.runner.setupEmitted;
  }

  get snapshot(): AnyMachineSnapshot {
    return this.runner.snapshot;
  }

  get eventCount(): number {
    return this.record.events.length;
  }

  result(): GameResult {
    try {
      return this.module.result(this.snapshot);
    } catch {
      return { over: false, winners: [], scores: [] };
    }
  }

  activeSeats(): Seat[] {
    try {
      return this.module.activeSeats(this.snapshot);
    } catch {
      return [];
    }
  }

  legalMoves(seat: Seat): Plain[] {
    try {
      return this.module.legalMoves(this.snapshot, seat) as Plain[];
    } catch {
      return [];
    }
  }

  /** The chart's present state (public: the rules' phase names, no context). */
  chart(): ChartState {
    const value = this.snapshot.value as unknown;
    const paths: string[] = [];
    const walk = (v: unknown, at: string) => {
      if (typeof v === 'string') paths.push(at ? `${at}.${v}` : v);
      else if (v && typeof v === 'object') for (const [k, sub] of Object.entries(v)) walk(sub, at ? `${at}.${k}` : k);
      else if (at) paths.push(at);
    };
    walk(value, '');
    return { value, paths };
  }

  view(viewer: Viewer): unknown {
    return this.module.view(this.snapshot, viewer);
  }

  redact(emitted: Emitted[], viewer: Viewer): Emitted[] {
    const r = this.module.redact;
    if (!r) return emitted;
    return emitted.map((e) => r(e, viewer) as Emitted | null).filter((e): e is Emitted => e !== null);
  }

  /**
   * Checks and applies one event by `seat` (people may move only for their own seat). A refusal,
   * or a rules check that threw on odd input, changes nothing and says why.
   */
  apply(event: Plain, seat: Seat, by: Author): { ok: true; step: Accepted } | { ok: false; reason: Illegal } {
    if (seatOf(event) !== seat)
      return { ok: false, reason: illegal('notYourSeat', 'That move belongs to another seat.') };
    const before = this.runner.snapshot;
    let res: ReturnType<GameRunner['send']>; // a flow's step throws nothing (engine.ts); an actor's might
    try {
      res = this.runner.send(event);
    } catch (e) {
      // A check or guard that threw on odd input: the actor may be broken, so rebuild it.
      this.rebuild();
      return { ok: false, reason: illegal('malformed', `The event could not be read (${(e as Error).message}).`) };
    }
    if (!res.ok) return { ok: false, reason: res.reason };
    // The record keeps the event's canonical form (engine.ts), as the app's Session does.
    const kept = res.event as Plain;
    const index = this.record.events.length;
    this.record.events.push(kept);
    this.authors.push(by);
    let undoable = false;
    try {
      undoable = by === 'human' && this.module.undoable(before, kept, res.snapshot);
    } catch {
      undoable = false;
    }
    this.undoable.push(undoable);
    return { ok: true, step: { index, event: kept, seat, by, emitted: res.emitted } };
  }

  /** The last event may be taken back: a person's, revealing nothing (the rules' `undoable`). */
  canUndo(): boolean {
    return this.undoable.length > 0 && this.undoable[this.undoable.length - 1] === true;
  }

  /** Who made the last event, when it may be taken back. */
  undoSeat(): Seat | null {
    const last = this.record.events[this.record.events.length - 1];
    return this.canUndo() && last ? seatOf(last) : null;
  }

  undo(): boolean {
    if (!this.canUndo()) return false;
    this.record.events.pop();
    this.undoable.pop();
    this.authors.pop();
    this.rebuild();
    return true;
  }

  private rebuild(): void {
    this.runner.stop();
    this.runner = this.newRunner();
    for (const ev of this.record.events) this.runner.send(ev, true); // each was checked when it was taken
    this.generation++;
  }

  stop(): void {
    this.runner.stop();
  }
}
