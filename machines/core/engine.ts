/**
 * Drives a GameModule's machine. `startGame`/`stepGame` are pure (XState's `initialTransition`/
 * `transition`: a snapshot in, a snapshot and the emitted events out) for one-off steps and
 * look-ahead; `GameRunner` wraps a live actor, about four times faster per event, for long runs
 * (replays, the Session, the simulator); `FlowRunner` steps the game's flow (`core/flow.ts`),
 * faster again, for reading whole records. All reject an event the same way: the unchanged
 * snapshot and the rules' reason.
 */
import {
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  initialTransition,
  type StateValue,
  transition,
} from 'xstate';
import { internalError, malformed, withVouched } from './events';
import type { AnyGameModule, GameInput, Illegal } from './game';

/** A module's flow: the same chart as its machine, stepped over bare contexts. */
export type ModuleFlow = NonNullable<NonNullable<AnyGameModule['conformance']>['flow']>;

/** An event a machine emitted for scenes and sounds (`emit()` in XState v5). */
export interface Emitted {
  type: string;
  [key: string]: unknown;
}

export interface Started {
  snapshot: AnyMachineSnapshot;
  emitted: Emitted[];
}

export type Stepped =
  /** `event`: what the record keeps (the canonical form of the event sent, see game.ts). */
  | { ok: true; snapshot: AnyMachineSnapshot; emitted: Emitted[]; event: { type: string } }
  | { ok: false; snapshot: AnyMachineSnapshot; reason: Illegal };

type Action = { type: string; params?: unknown };

function emittedOf(actions: readonly unknown[]): Emitted[] {
  const out: Emitted[] = [];
  for (const a of actions as Action[]) {
    if (a.type === 'xstate.emit') {
      const ev = (a.params as { event?: Emitted } | undefined)?.event;
      if (ev) out.push(ev);
    }
  }
  return out;
}

/** The first snapshot of a new game (setup runs here, so its emitted events are returned too). */
export function startGame(module: AnyGameModule, input: GameInput): Started {
  const [snapshot, actions] = initialTransition(module.machine, input);
  return { snapshot: snapshot as AnyMachineSnapshot, emitted: emittedOf(actions) };
}

export const UNKNOWN_EVENT = 'unknownEvent';
export const GAME_OVER = 'gameOver';
export const REJECTED = 'rejected';

function precheck(module: AnyGameModule, snapshot: AnyMachineSnapshot, event: { type: string }): Illegal | null {
  if (!event || typeof event.type !== 'string' || !module.eventTypes.includes(event.type)) {
    const type = event && typeof event.type === 'string' ? event.type : String(event);
    return { code: UNKNOWN_EVENT, message: `"${type}" is not an event of ${module.id}`, params: { type } };
  }
  const bad = malformed(module.eventSchemas, event);
  if (bad) return bad;
  if (snapshot.status === 'done') return { code: GAME_OVER, message: 'The game is over.' };
  try {
    return withVouched([event], () => module.check(snapshot, event));
  } catch (e) {
    return internalError(module.id, 'check', e);
  }
}

/** The event as the record keeps it: its canonical form when the game has one (see game.ts). */
function canonicalOf(module: AnyGameModule, snapshot: AnyMachineSnapshot, event: { type: string }): { type: string } {
  return module.canonical ? module.canonical(snapshot, event) : event;
}

function rejected(event: { type: string }): Illegal {
  return { code: REJECTED, message: `The rules did not accept ${event.type} here.`, params: { type: event.type } };
}

/**
 * Applies one event. Illegal events return the unchanged snapshot and the rules' reason.
 * `trusted` skips `check` (bots and the simulator pick from `legalMoves`). The event's schema is
 * checked once, in `precheck`; the guards of the transition take it as checked (`withVouched`).
 */
export function stepGame(
  module: AnyGameModule,
  snapshot: AnyMachineSnapshot,
  event: { type: string },
  trusted = false,
): Stepped {
  return checkedStep(module, snapshot, event, trusted, (accepted) => {
    const [next, actions] = transition(module.machine, snapshot, accepted as never);
    if (next === snapshot) return { ok: false, snapshot, reason: rejected(event) };
    if (next.status === 'error') throw (next as AnyMachineSnapshot).error;
    return { ok: true, snapshot: next as AnyMachineSnapshot, emitted: emittedOf(actions), event: accepted };
  });
}

/**
 * The checks every step shares (the precheck unless `trusted`, the canonical form, the event
 * vouched for the guards), around `apply`; anything `apply` throws is a refusal `internal`.
 */
function checkedStep(
  module: AnyGameModule,
  snapshot: AnyMachineSnapshot,
  event: { type: string },
  trusted: boolean,
  apply: (accepted: { type: string }) => Stepped,
): Stepped {
  if (!trusted) {
    const reason = precheck(module, snapshot, event);
    if (reason) return { ok: false, snapshot, reason };
  }
  try {
    const accepted = canonicalOf(module, snapshot, event);
    return withVouched([event, accepted], () => apply(accepted));
  } catch (e) {
    return { ok: false, snapshot, reason: internalError(module.id, 'transition', e) };
  }
}

/** A live game: an XState actor plus the emitted events of each step. */
export class GameRunner {
  private actor: Actor<AnyStateMachine>;
  private buffer: Emitted[] = [];
  /** What setup emitted (deal, shuffle…), for the first animation. */
  readonly setupEmitted: Emitted[];

  constructor(
    readonly module: AnyGameModule,
    input: GameInput,
  ) {
    this.actor = this.listen(createActor(module.machine, { input }));
    this.actor.start();
    this.setupEmitted = this.take();
    this.assertHealthy();
  }

  private listen(actor: Actor<AnyStateMachine>): Actor<AnyStateMachine> {
    actor.on('*', (ev: Emitted) => {
      this.buffer.push(ev);
    });
    // a failure is read from the snapshot (`send`); without an observer XState would rethrow it later
    actor.subscribe({ error: () => {} });
    return actor;
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }

  private take(): Emitted[] {
    const out = this.buffer;
    this.buffer = [];
    return out;
  }

  private assertHealthy(): void {
    const s = this.snapshot;
    if (s.status === 'error') throw new Error(`${this.module.id}: the machine failed: ${String(s.error)}`);
  }

  /** Applies one event; see `stepGame`. */
  send(event: { type: string }, trusted = false): Stepped {
    const before = this.snapshot;
    if (!trusted) {
      const reason = precheck(this.module, before, event);
      if (reason) return { ok: false, snapshot: before, reason };
    }
    let failed = false;
    let failure: unknown;
    let accepted = event;
    try {
      accepted = canonicalOf(this.module, before, event);
      withVouched([event, accepted], () => this.actor.send(accepted as never));
      if (this.snapshot.status === 'error') [failed, failure] = [true, this.snapshot.error];
    } catch (e) {
      [failed, failure] = [true, e];
    }
    if (failed) {
      // A failed actor is stopped for good: carry on from the snapshot before the event.
      this.actor.stop();
      this.actor = this.listen(createActor(this.module.machine, { snapshot: before }));
      this.actor.start();
      this.take();
      return { ok: false, snapshot: before, reason: internalError(this.module.id, 'transition', failure) };
    }
    const after = this.snapshot;
    const emitted = this.take();
    if (after === before) return { ok: false, snapshot: before, reason: rejected(event) };
    return { ok: true, snapshot: after, emitted, event: accepted };
  }

  stop(): void {
    this.actor.stop();
  }
}

// ---- the flow's interpreter, with the machine's checks and snapshots ------------------------------

/** The machine's snapshot for each leaf the game rests in, by path (resolved once, then reused). */
const restingSnapshots = new WeakMap<AnyStateMachine, Map<string, AnyMachineSnapshot>>();

/**
 * The machine's snapshot of a flow's context: what `machine.resolveState` makes for the leaf it
 * rests in (status 'done' in a final state), its context set in. Resolving costs tens of µs, so
 * each leaf is resolved once and its snapshot copied (an XState snapshot is a plain object).
 */
export function flowSnapshot(module: AnyGameModule, flow: ModuleFlow, context: unknown): AnyMachineSnapshot {
  const machine = module.machine as AnyStateMachine;
  let byLeaf = restingSnapshots.get(machine);
  if (!byLeaf) {
    byLeaf = new Map();
    restingSnapshots.set(machine, byLeaf);
  }
  const path = flow.leafPath(context);
  const key = path.join('.');
  let resting = byLeaf.get(key);
  if (!resting) {
    const value = path.reduceRight<StateValue | null>((inner, k) => (inner === null ? k : { [k]: inner }), null);
    resting = machine.resolveState({ value: value ?? {}, context: {} }) as AnyMachineSnapshot; // keeps no game
    byLeaf.set(key, resting);
  }
  return { ...resting, context } as AnyMachineSnapshot;
}

/** `startGame` by the flow: the same first context and setup events (the conformance suite checks). */
export function startFlow(module: AnyGameModule, flow: ModuleFlow, input: GameInput): Started {
  const emitted: Emitted[] = [];
  const context = flow.start(input, emitted);
  return { snapshot: flowSnapshot(module, flow, context), emitted };
}

/**
 * `stepGame` by the flow: the same checks, then the flow's step over the context. The flow takes
 * a checked event as legal, so `trusted` is only for an event checked at this very moment before
 * (a record's move replayed again), never for a bot's pick.
 */
export function stepFlow(
  module: AnyGameModule,
  flow: ModuleFlow,
  snapshot: AnyMachineSnapshot,
  event: { type: string },
  trusted = false,
): Stepped {
  return checkedStep(module, snapshot, event, trusted, (accepted) => {
    const emitted: Emitted[] = [];
    const next = flow.step(snapshot.context, accepted, { out: emitted });
    if (next === null) return { ok: false, snapshot, reason: rejected(event) };
    return { ok: true, snapshot: flowSnapshot(module, flow, next), emitted, event: accepted };
  });
}

/** `GameRunner`'s surface over the flow: a whole record read about ten times faster. */
export class FlowRunner {
  snapshot: AnyMachineSnapshot;
  readonly setupEmitted: Emitted[];

  constructor(
    readonly module: AnyGameModule,
    readonly flow: ModuleFlow,
    input: GameInput,
  ) {
    const start = startFlow(module, flow, input);
    this.snapshot = start.snapshot;
    this.setupEmitted = start.emitted;
  }

  /** Applies one event; see `stepFlow`. */
  send(event: { type: string }, trusted = false): Stepped {
    const res = stepFlow(this.module, this.flow, this.snapshot, event, trusted);
    this.snapshot = res.snapshot;
    return res;
  }

  stop(): void {}
}
