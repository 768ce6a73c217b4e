/**
 * Time travel that stays fast on long games: the game after any number of events, rebuilt from
 * the record like `session.snapshotAt`, but starting from the nearest checkpoint instead of the
 * setup. Checkpoints are the snapshots of every 32nd event, kept as the game is played (from the
 * moment the inspector is attached) or made by one replay of the record the first time they are
 * missing (a resumed game); history rewritten (undo, Back) drops the ones after it. The snapshot
 * for a moment is the same data `snapshotAt` returns (a unit test checks it).
 */
import type { AnyMachineSnapshot } from 'xstate';
import { GameRunner, stepGame } from '../../machines/core/engine';
import type { Session } from '../session/session';

export const EVERY = 32;

export class Moments {
  private points = new Map<number, AnyMachineSnapshot>();
  private offs: (() => void)[];

  constructor(
    private readonly session: Session,
    private readonly every = EVERY,
    /** Every moment already at hand (a replay's timeline): no checkpoints of its own. */
    private readonly source?: (count: number) => AnyMachineSnapshot,
  ) {
    this.offs = source
      ? []
      : [
          session.on('step', (info) => {
            if ((info.index + 1) % this.every === 0) this.points.set(info.index + 1, info.snapshot);
          }),
          session.on('reset', () => this.trim()),
        ];
  }

  private trim(): void {
    const n = this.session.eventCount;
    for (const k of [...this.points.keys()]) if (k > n) this.points.delete(k);
  }

  /** Makes every missing checkpoint up to now with one replay of the record. */
  prepare(): void {
    if (this.source) return;
    const n = this.session.eventCount;
    let missing = !this.points.has(0);
    for (let k = this.every; k <= n && !missing; k += this.every) missing = !this.points.has(k);
    if (!missing) return;
    const rec = this.session.record;
    const runner = new GameRunner(this.session.module, { seed: rec.seed, seats: rec.seats, options: rec.options });
    try {
      this.points.set(0, runner.snapshot);
      for (let i = 0; i < n; i++) {
        const res = runner.send(rec.events[i] as { type: string }, true);
        if (!res.ok) throw new Error(`replay diverged at event ${i}: ${res.reason.message}`);
        if ((i + 1) % this.every === 0) this.points.set(i + 1, res.snapshot);
      }
    } finally {
      runner.stop();
    }
  }

  /** The game after `count` events (0 = just after setup; the present for the whole history). */
  at(count: number): AnyMachineSnapshot {
    const n = this.session.eventCount;
    if (count >= n) return this.session.snapshot;
    const pos = Math.max(0, count);
    if (this.source) return this.source(pos);
    let base = Math.floor(pos / this.every) * this.every;
    if (!this.points.has(base)) this.prepare();
    while (base > 0 && !this.points.has(base)) base -= this.every;
    let snap = this.points.get(base) ?? this.session.snapshotAt(0);
    const events = this.session.record.events;
    for (let i = base; i < pos; i++) {
      const res = stepGame(this.session.module, snap, events[i] as { type: string }, true);
      if (!res.ok) return this.session.snapshotAt(pos); // never expected: fall back to a plain replay
      snap = res.snapshot;
    }
    return snap;
  }

  dispose(): void {
    for (const off of this.offs) off();
    this.offs = [];
    this.points.clear();
  }
}

const bySession = new WeakMap<Session, Moments>();

/**
 * The session's checkpoints, kept from the first call on (the inspector attaches it early).
 * `source`: the moments come from elsewhere (a replay's timeline), given before the first call.
 */
export function momentsOf(session: Session, source?: (count: number) => AnyMachineSnapshot): Moments {
  let m = bySession.get(session);
  if (!m) {
    m = new Moments(session, EVERY, source);
    bySession.set(session, m);
  }
  return m;
}
