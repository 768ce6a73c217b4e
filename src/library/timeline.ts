/**
 * A finished game's timeline for its replay: one pass over the record keeps a checkpoint every
 * few moves and notes where each round begins (a `roundStarted`, or in For Northwood! each fief
 * chosen), so any moment is at most a few pure steps away. DOM-free (unit-tested and measured).
 */
import type { AnyMachineSnapshot } from 'xstate';
import { GameRunner, stepGame } from '../../machines/core/engine';
import type { AnyGameModule } from '../../machines/core/game';
import type { GameRecord } from '../../machines/core/record';

const EVERY = 8;
/** Emitted events that open a round (or a visit, For Northwood!'s round). */
const ROUND_STARTS = new Set(['roundStarted', 'fiefChosen']);

export class Timeline {
  private points: AnyMachineSnapshot[] = [];
  /** Move counts at which a round begins (0 = before the first move), ascending. */
  readonly rounds: number[] = [];
  readonly length: number;

  constructor(
    private readonly module: AnyGameModule,
    private readonly record: GameRecord,
  ) {
    const runner = new GameRunner(module, { seed: record.seed, seats: record.seats, options: record.options });
    try {
      this.points.push(runner.snapshot);
      if (runner.setupEmitted.some((e) => ROUND_STARTS.has(e.type))) this.rounds.push(0);
      record.events.forEach((ev, i) => {
        const res = runner.send(ev as { type: string }, true);
        if (!res.ok) throw new Error(`move ${i + 1} does not replay: ${res.reason.message}`);
        // The round has begun once this move is made.
        if (res.emitted.some((e) => ROUND_STARTS.has(e.type))) this.rounds.push(i + 1);
        if ((i + 1) % EVERY === 0) this.points.push(res.snapshot);
      });
    } finally {
      runner.stop();
    }
    this.length = record.events.length;
  }

  /** The game after `count` moves (0 = just after setup). */
  at(count: number): AnyMachineSnapshot {
    const pos = Math.max(0, Math.min(this.length, Math.round(count)));
    const base = Math.floor(pos / EVERY);
    let snap = this.points[base] as AnyMachineSnapshot;
    for (let i = base * EVERY; i < pos; i++) {
      const res = stepGame(this.module, snap, this.record.events[i] as { type: string }, true);
      if (!res.ok) throw new Error(`move ${i + 1} does not replay`);
      snap = res.snapshot;
    }
    return snap;
  }

  /** The start of the round before/after `pos` (for stepping by round). */
  roundFrom(pos: number, dir: 1 | -1): number {
    if (dir > 0) return this.rounds.find((r) => r > pos) ?? this.length;
    return [...this.rounds].reverse().find((r) => r < pos) ?? 0;
  }
}
