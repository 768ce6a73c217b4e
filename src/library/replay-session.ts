/**
 * The Session a replay's table is given: the game at its last move, read from a Timeline (so it
 * is never replayed again), and any earlier moment from the timeline's checkpoints. Read-only:
 * every move is refused, nothing is saved, nothing is ever notified.
 */
import type { Emitted } from '../../machines/core/engine';
import type { AnyGameModule, GameResult, Illegal, Seat, Viewer } from '../../machines/core/game';
import type { GameRecord, PlayerMeta } from '../../machines/core/record';
import type { EventOf, GameEvent, SendResult, Session, SnapshotOf, ViewOf } from '../session/session';
import type { Timeline } from './timeline';

const READ_ONLY: Illegal = { code: 'replay', message: 'A replay is watched, not played.' };

export class ReplaySession<M extends AnyGameModule = AnyGameModule> implements Session<M> {
  /** The game runs in this page (from the timeline), so the inspector and the seats' views work as locally. */
  readonly backend = 'local';
  readonly generation = 0;
  readonly module: M;
  readonly record: GameRecord;

  constructor(readonly timeline: Timeline) {
    this.module = timeline.module as M;
    this.record = timeline.record;
  }

  get setupEmitted(): Emitted[] {
    return this.timeline.setupEmitted;
  }
  get snapshot(): SnapshotOf<M> {
    return this.timeline.last as SnapshotOf<M>;
  }
  get players(): PlayerMeta[] {
    return this.record.meta?.players ?? [];
  }
  get eventCount(): number {
    return this.record.events.length;
  }
  get over(): boolean {
    return this.result().over;
  }
  result(): GameResult {
    return this.module.result(this.snapshot);
  }
  activeSeats(): Seat[] {
    return this.module.activeSeats(this.snapshot);
  }
  legalMoves(_seat: Seat): EventOf<M>[] {
    return [];
  }
  view(viewer: Viewer): ViewOf<M> {
    return this.module.view(this.snapshot, viewer) as ViewOf<M>;
  }
  redact(emitted: Emitted[], viewer: Viewer): Emitted[] {
    const r = this.module.redact;
    if (!r) return emitted;
    return emitted.map((e) => r(e, viewer) as Emitted | null).filter((e): e is Emitted => e !== null);
  }
  check(_event: GameEvent): Illegal | null {
    return READ_ONLY;
  }
  addGuard(): () => void {
    return () => {};
  }
  on(): () => void {
    return () => {};
  }
  send(): SendResult {
    return { ok: false, reason: READ_ONLY };
  }
  canUndo(): boolean {
    return false;
  }
  undo(): boolean {
    return false;
  }
  rewind(): void {}
  snapshotAt(count: number): SnapshotOf<M> {
    return this.timeline.at(count) as SnapshotOf<M>;
  }
  authorOf(): undefined {
    return undefined;
  }
  toJSON(): string {
    return JSON.stringify(this.record);
  }
  dispose(): void {}
}
