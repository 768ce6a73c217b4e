/**
 * A game's timeline for its replay: ONE checked pass over the record (every move through the rules'
 * own checks, as a resumed save is) keeps a checkpoint every few moves and notes where each round
 * begins (a `roundStarted`, or in For Northwood! each fief chosen), so any moment is at most
 * EVERY − 1 pure steps away. A game with a flow (`core/flow.ts`) is stepped by it, checked as the
 * actor checks and with the machine's own snapshots, many times faster than through XState; a
 * game without one, by its actor. DOM-free (unit-tested and measured by `npm run bench -- replay`).
 */
import type { AnyMachineSnapshot } from 'xstate';
import { type Emitted, FlowRunner, GameRunner, stepFlow, stepGame } from '../../machines/core/engine';
import type { AnyGameModule } from '../../machines/core/game';
import { type GameRecord, parseRecord, type RecordError } from '../../machines/core/record';

/** Moves between checkpoints: a jump replays at most EVERY − 1 moves. */
export const EVERY = 4;
/** Emitted events that open a round (or a visit, For Northwood!'s round). */
const ROUND_STARTS = new Set(['roundStarted', 'fiefChosen']);

export class Timeline {
  private points: AnyMachineSnapshot[] = [];
  /** Move counts at which a round begins (0 = before the first move), ascending. */
  readonly rounds: number[] = [];
  readonly length: number;
  /** The game after its last move. */
  readonly last: AnyMachineSnapshot;
  readonly setupEmitted: Emitted[];

  /**
   * `checked`: each move goes through the rules' checks (a record from storage or a file);
   * otherwise the record's moves were checked when they were made (a live session's).
   */
  constructor(
    readonly module: AnyGameModule,
    readonly record: GameRecord,
    checked = false,
  ) {
    const input = { seed: record.seed, seats: record.seats, options: record.options };
    const flow = module.conformance?.flow;
    const runner = flow ? new FlowRunner(module, flow, input) : new GameRunner(module, input);
    let last = runner.snapshot;
    try {
      this.points.push(last);
      this.setupEmitted = runner.setupEmitted;
      if (runner.setupEmitted.some((e) => ROUND_STARTS.has(e.type))) this.rounds.push(0);
      record.events.forEach((ev, i) => {
        const res = runner.send(ev as { type: string }, !checked);
        if (!res.ok) throw new ReplayError(i, ev as { type?: unknown }, res.reason.message);
        last = res.snapshot;
        // The round has begun once this move is made.
        if (res.emitted.some((e) => ROUND_STARTS.has(e.type))) this.rounds.push(i + 1);
        if ((i + 1) % EVERY === 0) this.points.push(res.snapshot);
      });
    } finally {
      runner.stop();
    }
    this.last = last;
    this.length = record.events.length;
  }

  /** The moment asked for last (playing forward steps once from it). */
  private recent = { pos: 0, snap: null as AnyMachineSnapshot | null };
  /** How many moves the last `at` replayed (at most EVERY − 1; tests and the bench read it). */
  steps = 0;

  /** The game after `count` moves (0 = just after setup). */
  at(count: number): AnyMachineSnapshot {
    const pos = Math.max(0, Math.min(this.length, Math.round(count)));
    this.steps = 0;
    if (pos === this.length) return this.last;
    let from = Math.floor(pos / EVERY) * EVERY;
    let snap = this.points[from / EVERY] as AnyMachineSnapshot;
    if (this.recent.snap && this.recent.pos <= pos && this.recent.pos > from) {
      from = this.recent.pos;
      snap = this.recent.snap;
    }
    for (let i = from; i < pos; i++) {
      const ev = this.record.events[i] as { type: string };
      const flow = this.module.conformance?.flow; // each move was checked at this moment by the pass
      const res = flow ? stepFlow(this.module, flow, snap, ev, true) : stepGame(this.module, snap, ev, true);
      if (!res.ok) throw new Error(`move ${i + 1} does not replay`);
      snap = res.snapshot;
      this.steps++;
    }
    this.recent = { pos, snap };
    return snap;
  }

  /** The start of the round before/after `pos` (for stepping by round). */
  roundFrom(pos: number, dir: 1 | -1): number {
    if (dir > 0) return this.rounds.find((r) => r > pos) ?? this.length;
    return [...this.rounds].reverse().find((r) => r < pos) ?? 0;
  }
}

class ReplayError extends Error {
  constructor(
    readonly index: number,
    event: { type?: unknown },
    why: string,
  ) {
    super(`Event ${index} (${String(event?.type)}) is illegal at its step: ${why}`);
  }
}

/**
 * Reads a record text into its timeline with one replay: the record's own fields are checked as
 * `parseRecord` checks them (without its replay), then every move by the timeline's checked pass.
 */
export function readTimeline(
  text: string,
  module: AnyGameModule,
): { ok: true; timeline: Timeline } | { ok: false; error: RecordError } {
  let raw: { events?: unknown };
  try {
    raw = JSON.parse(text) as { events?: unknown };
  } catch (e) {
    return { ok: false, error: { code: 'notJson', message: (e as Error).message } };
  }
  if (typeof raw !== 'object' || raw === null || !Array.isArray(raw.events))
    return { ok: false, error: { code: 'badShape', message: 'Not a saved game: events: not a list.' } };
  const events = raw.events as GameRecord['events'];
  const head = parseRecord(JSON.stringify({ ...raw, events: [] }), (g) => (g === module.id ? module : undefined));
  if (!head.ok) return head;
  try {
    return { ok: true, timeline: new Timeline(module, { ...head.record, events }, true) };
  } catch (e) {
    const index = e instanceof ReplayError ? e.index : undefined;
    return { ok: false, error: { code: 'illegalEvent', message: (e as Error).message, index } };
  }
}
