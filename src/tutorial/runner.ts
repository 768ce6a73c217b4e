/**
 * The tutorial's logic, DOM-free (the overlay draws it; the headless tests drive it): walks a
 * game's TutorialScript over a Session. Entering a step sends its `before` events for the scripted
 * seats; the step then waits for Next (a reading step), for a table gesture (`{ui, target}`), or for
 * the learner's one move; anything else the learner tries is refused with the step's hint (a Session
 * guard). Back returns to the previous step by cutting history back and replaying; at the end the
 * guard is lifted and the learner may play on from that position.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { AnyGameModule, Illegal, TutorialScript, TutorialStep } from '../../machines/core/game';
import { type GameEvent, type SaveStore, Session } from '../session/session';

// biome-ignore lint/suspicious/noExplicitAny: a script of any game
export type AnyScript = TutorialScript<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: a step of any game
export type AnyStep = TutorialStep<any, any>;

export type Waiting = 'next' | 'event' | 'ui' | 'done';

/** The code of a tutorial refusal; its `message` is the step's hint, already translated. */
export const TUTORIAL_REFUSAL = 'tutorial';

/** Structural equality for plain event data (key order does not matter). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => sameData(x, bb[i]));
  }
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * A Session for a game's tutorial: its fixed seed, seats and options, marked `meta.tutorial`, and
 * never autosaved (the player's own save stays as it was). The learner's seat is a person's; the
 * others are the tutor's (scripted while the tutorial runs; a table may hand them to bots after).
 */
export function createTutorialSession(
  module: AnyGameModule,
  names: { learner: string; tutor: string } = { learner: 'Apprentice', tutor: 'Tutor' },
  store?: SaveStore,
): Session {
  const script = module.tutorial as AnyScript;
  return Session.newGame(
    module,
    {
      seed: script.seed,
      seats: script.seats,
      options: script.options,
      tutorial: true,
      players: Array.from({ length: script.seats }, (_, i) =>
        i === script.learnerSeat
          ? { name: names.learner, kind: 'human' as const }
          : { name: names.tutor, kind: 'bot' as const, level: 'easy' },
      ),
    },
    { autosave: false, store },
  );
}

export interface RunnerOptions {
  /** The translated hint for a refused move (the overlay passes `t`). */
  hint?: (key: string) => string;
  /** Called after every change of step (and when a move is refused, with its reason). */
  onChange?: (runner: TutorialRunner, refused?: Illegal) => void;
}

export class TutorialRunner {
  /** The current step's index; `steps.length` once finished. */
  index = -1;
  /** History length when each step began (before its `before` events): Back rewinds to it. */
  private starts: number[] = [];
  private scripting = false;
  /** The learner's move was accepted; the next step begins in a moment. */
  private advancing = false;
  private offs: (() => void)[] = [];
  private disposed = false;
  private released = false;

  constructor(
    readonly session: Session,
    readonly script: AnyScript,
    private opts: RunnerOptions = {},
  ) {
    this.offs.push(
      session.addGuard((event) => this.guard(event)),
      session.on('step', (info) => {
        if (this.scripting || info.by === 'script' || info.by === 'bot') return;
        const step = this.step;
        if (
          step &&
          typeof step.expect === 'object' &&
          'event' in step.expect &&
          this.matches(info.event, info.before)
        ) {
          // After every listener has heard of this move: the next step's scripted moves follow it.
          const k = this.index;
          this.advancing = true;
          queueMicrotask(() => {
            this.advancing = false;
            if (!this.disposed && this.index === k) this.enter(k + 1);
          });
        }
      }),
      session.on('rejected', (info) => {
        if (info.reason.code === TUTORIAL_REFUSAL) this.opts.onChange?.(this, info.reason);
      }),
    );
  }

  get steps(): AnyStep[] {
    return this.script.steps;
  }

  get step(): AnyStep | null {
    return this.steps[this.index] ?? null;
  }

  get finished(): boolean {
    return this.index >= this.steps.length;
  }

  get waiting(): Waiting {
    const step = this.step;
    if (!step) return 'done';
    if (step.expect === 'next') return 'next';
    if ('ui' in step.expect) return 'ui';
    return 'event';
  }

  get canBack(): boolean {
    return !this.released && this.index > 0;
  }

  get canNext(): boolean {
    return this.waiting === 'next';
  }

  /** Reports to a new listener (an overlay drawn afresh when the phone turned) from now on. */
  listen(opts: RunnerOptions): void {
    this.opts = opts;
  }

  /** Begins at the first step (sends its `before` events). */
  start(): void {
    if (this.index < 0) this.enter(0);
  }

  private matches(event: GameEvent, snapshot: AnyMachineSnapshot): boolean {
    const step = this.step;
    if (!step || typeof step.expect !== 'object' || !('event' in step.expect)) return false;
    const x = step.expect;
    if (sameData(event, x.event)) return true;
    try {
      return x.accepts?.(event, snapshot) === true;
    } catch {
      return false;
    }
  }

  private guard(event: GameEvent): Illegal | null {
    if (this.scripting || this.released || this.disposed) return null;
    if (this.finished) return null;
    if (this.advancing) return { code: TUTORIAL_REFUSAL, message: this.opts.hint?.('tutorial.wait') ?? 'A moment…' };
    if (this.waiting === 'event' && this.matches(event, this.session.snapshot)) return null;
    const step = this.step;
    // A gesture step (hold a card open) has no Next to press: say so, not "press Next".
    const key =
      this.waiting === 'event'
        ? (step?.hint ?? 'tutorial.notThis')
        : this.waiting === 'ui'
          ? (step?.hint ?? 'tutorial.doFirst')
          : 'tutorial.readFirst';
    const message = this.opts.hint?.(key) ?? 'The tutorial waits for another move here.';
    return { code: TUTORIAL_REFUSAL, message, params: { step: this.index + 1 } };
  }

  private enter(k: number): void {
    this.index = Math.min(k, this.steps.length);
    this.starts[this.index] = this.session.eventCount;
    this.starts.length = this.index + 1;
    const step = this.step;
    for (const ev of step?.before ?? []) {
      this.scripting = true;
      let res: ReturnType<Session['send']>;
      try {
        res = this.session.send(ev as GameEvent, 'script');
      } finally {
        this.scripting = false;
      }
      if (!res.ok) {
        throw new Error(`tutorial ${this.script.seed}: step ${step?.id} cannot send ${ev.type}: ${res.reason.message}`);
      }
    }
    this.opts.onChange?.(this);
  }

  /** Leaves a reading step. */
  next(): boolean {
    if (!this.canNext) return false;
    this.enter(this.index + 1);
    return true;
  }

  /** The scene reports a table gesture; a `{ui, target}` step waiting for it moves on. */
  gesture(kind: string, target: string): boolean {
    const step = this.step;
    if (!step || typeof step.expect !== 'object' || !('ui' in step.expect)) return false;
    if (step.expect.ui !== kind || step.expect.target !== target) return false;
    this.enter(this.index + 1);
    return true;
  }

  /** Returns to the previous step as it began (history cut back and replayed). */
  back(): boolean {
    if (!this.canBack) return false;
    const target = this.index - 1;
    this.session.rewind(this.starts[target] ?? 0);
    this.enter(target);
    return true;
  }

  /** The tutorial is over: the guard is lifted and the learner plays on from here. */
  release(): void {
    this.released = true;
    this.dispose();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const off of this.offs) off();
    this.offs = [];
  }
}
