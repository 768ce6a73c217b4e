/**
 * A game's flow written once: a chart as plain data (states, `on`, `always`, `entry`, guards and
 * actions by name) with pure guard and action functions. `defineFlow` makes both the XState
 * machine the app, the inspector and the records run (`setup().createMachine`) and a small
 * interpreter that steps the same chart over a bare context, many times faster, for bots'
 * look-ahead and rollouts (`flow.step`). The conformance suite holds the two equal over whole games.
 *
 * The subset (anything else is refused when the flow is defined): nested states with `initial`,
 * `type: 'final'` at the top, `entry`, `on` and `always` transitions with one named guard and
 * named actions, targets `sibling`, `.child` or `#id.path`. No parallel states, exit actions,
 * history, delays, `raise` or invoked actors.
 *
 * The context rests in one leaf between events. Either the chart writes where it is: a state's
 * `phase` is stored in the context's `phaseKey` field on entering it (the rules only read it), and
 * the leaf is the one whose phase the context holds; or `rest(context)` derives the leaf's name
 * from other fields. Either way it is stored once. The interpreter starts from that leaf, so leaf
 * and context must agree: the suite checks it against the chart at every move.
 *
 * Actions: a function `(draft, event, out)` changes a private draft (or returns the next context)
 * and pushes what it did to `out` (null in rollouts); `{ update }` only changes the draft (an XState
 * `assign`, cheaper); `{ emit }` only reports, from the context as it is then (an XState `emit`).
 * The machine drafts once per action; the interpreter once per event.
 */
import {
  type AnyActorRef,
  assign,
  type EventObject,
  emit,
  enqueueActions,
  type MachineContext,
  type MetaObject,
  type NonReducibleUnknown,
  type StateMachine,
  type StateSchema,
  type StateValue,
  setup,
} from 'xstate';

// biome-ignore lint/suspicious/noConfusingVoidType: an action that only changes its draft returns nothing
type Next<C> = C | undefined | void;
export type FlowAction<C, E, Em = { type: string }> =
  | ((draft: C, event: E, out: Em[] | null) => Next<C>)
  | { update: (draft: C, event: E) => Next<C> }
  | { emit: (context: C, event: E) => Em };

/**
 * A guard: a test of the context (and event), or `{ legal }`: the event passes the game's `legal`
 * (its rules check), and then `and` if given. The interpreter steps only legal events, so there
 * it tests `and` alone.
 */
export type FlowGuard<C, E> =
  | ((context: C, event: E) => boolean)
  | { legal: true; and?: (context: C, event: E) => boolean };

export interface FlowTransition {
  target?: string;
  guard?: string;
  actions?: string | readonly string[];
  description?: string;
}
type Transitions = FlowTransition | readonly FlowTransition[];

export interface FlowState {
  description?: string;
  type?: 'final';
  initial?: string;
  entry?: string | readonly string[];
  /** What the context's `phaseKey` field says while the game is in this state. */
  phase?: string;
  always?: Transitions;
  on?: Readonly<Record<string, Transitions>>;
  states?: Readonly<Record<string, FlowState>>;
}

export type DraftUse = 'step' | 'event' | 'later';

export interface FlowSpec<C, E extends { type: string }, I, Em extends { type: string } = { type: string }> {
  id: string;
  context(input: I): C;
  initial: string;
  on?: Readonly<Record<string, Transitions>>;
  states: Readonly<Record<string, FlowState>>;
  guards: Readonly<Record<string, FlowGuard<C, E>>>;
  /** Whether a player event is legal now (the rules' check), for `{ legal }` guards. */
  legal?(context: C, event: E): boolean;
  actions: Readonly<Record<string, FlowAction<C, E, Em>>>;
  /**
   * A copy the actions may change without touching the context they were given. `use`: `'step'`,
   * the interpreter's one draft for a whole event; `'event'`, the machine's draft for the event's
   * own action; `'later'`, the machine's draft for an entry or `always` action after it in the
   * same step, which a game may let reuse what the event's draft copied (see clouds).
   */
  draft(context: C, event: E, use: DraftUse): C;
  /** The context field the states' `phase` is written to. */
  phaseKey?: keyof C & string;
  /** The leaf the context rests in (its name; leaf names are unique); by default, the phase's. */
  rest?(context: C): string;
}

const STATE_KEYS = new Set(['description', 'type', 'initial', 'entry', 'phase', 'always', 'on', 'states']);
/** The XState action that writes a state's `phase` (its params name it). */
const ENTER_PHASE = 'enterPhase';
const TRANSITION_KEYS = new Set(['target', 'guard', 'actions', 'description']);

interface Node {
  key: string;
  path: string[];
  parent: Node | null;
  children: Map<string, Node>;
  initial: Node | null;
  final: boolean;
  entry: Run[];
  on: Map<string, Edge[]>;
  always: Edge[];
  /** A leaf's transitions with its ancestors' after its own, in the order XState tries them. */
  allOn: Map<string, Edge[]>;
  allAlways: Edge[];
  depth: number;
}
interface Edge {
  source: Node;
  guard: ((c: unknown, e: unknown) => boolean) | null;
  targetName: string | undefined;
  target: Node | null;
  /** The states taking it enters, parent first. */
  enters: Node[];
  actions: Run[];
}
type Run = (d: unknown, e: unknown, out: unknown[] | null) => unknown;

const list = <T>(x: T | readonly T[] | undefined): readonly T[] =>
  x === undefined ? [] : Array.isArray(x) ? (x as readonly T[]) : [x as T];

function refuse(id: string, where: string, what: string): never {
  throw new Error(`flow ${id}: ${where}: ${what} (not in the subset machines/core/flow.ts supports)`);
}

const yes = () => true;
/** The interpreter's form of a guard: a legal guard tests only its `and`. */
const trustedGuard = (g: FlowGuard<unknown, unknown>) => (typeof g === 'function' ? g : (g.and ?? yes));

/** The interpreter's form of an action: mutate the draft, or return the next context. */
function runOf<C, E, Em>(a: FlowAction<C, E, Em>): Run {
  if (typeof a === 'function') return a as Run;
  if ('update' in a) return ((d: C, e: E) => a.update(d, e)) as Run;
  return ((d: C, e: E, out: Em[] | null) => {
    out?.push(a.emit(d, e));
  }) as Run;
}

/** The compiled chart: nodes by path, leaves by name. */
function compile<C, E extends { type: string }, I, Em extends { type: string }>(spec: FlowSpec<C, E, I, Em>) {
  const id = spec.id;
  const runs = new Map<string, Run>();
  for (const [name, a] of Object.entries(spec.actions)) runs.set(name, runOf(a));
  const leaves = new Map<string, Node>();
  const phases = new Map<string, Node>();
  const edges: Edge[] = [];

  const edgesOf = (source: Node, t: Transitions | undefined, where: string): Edge[] =>
    list(t).map((tr) => {
      for (const k of Object.keys(tr)) if (!TRANSITION_KEYS.has(k)) refuse(id, where, `transition key "${k}"`);
      if (tr.guard !== undefined && !Object.hasOwn(spec.guards, tr.guard)) refuse(id, where, `guard "${tr.guard}"`);
      const g = tr.guard === undefined ? null : trustedGuard(spec.guards[tr.guard] as FlowGuard<unknown, unknown>);
      const actions = list(tr.actions).map((n) => runs.get(n) ?? refuse(id, where, `action "${n}"`));
      const edge: Edge = { source, guard: g, targetName: tr.target, target: null, enters: [], actions };
      edges.push(edge);
      return edge;
    });

  const build = (key: string, s: FlowState, parent: Node | null): Node => {
    const path = parent ? [...parent.path, key] : [];
    const where = path.join('.') || id;
    for (const k of Object.keys(s)) if (!STATE_KEYS.has(k)) refuse(id, where, `state key "${k}"`);
    if (s.type !== undefined && (s.type !== 'final' || parent?.parent !== null))
      refuse(id, where, `type "${s.type}" below the top`);
    const node: Node = {
      key,
      path,
      parent,
      children: new Map(),
      initial: null,
      final: s.type === 'final',
      entry: list(s.entry).map((n) => runs.get(n) ?? refuse(id, where, `action "${n}"`)),
      on: new Map(),
      always: [],
      allOn: new Map(),
      allAlways: [],
      depth: path.length,
    };
    if (s.phase !== undefined) {
      const key = spec.phaseKey ?? refuse(id, where, 'a phase without `phaseKey`');
      if (phases.has(s.phase)) refuse(id, where, `a second state with phase "${s.phase}"`);
      phases.set(s.phase, node);
      const phase = s.phase;
      node.entry.unshift((d) => {
        (d as Record<string, unknown>)[key] = phase;
      });
    }
    node.always = edgesOf(node, s.always, `${where} always`);
    for (const [type, t] of Object.entries(s.on ?? {})) node.on.set(type, edgesOf(node, t, `${where} on ${type}`));
    for (const [k, child] of Object.entries(s.states ?? {})) node.children.set(k, build(k, child, node));
    if (node.children.size) {
      const init = s.initial === undefined ? undefined : node.children.get(s.initial);
      if (!init) refuse(id, where, `initial "${s.initial}"`);
      node.initial = init;
    } else if (parent) {
      if (leaves.has(key)) refuse(id, where, `a second leaf named "${key}"`);
      leaves.set(key, node);
    }
    return node;
  };
  const root = build(id, { initial: spec.initial, on: spec.on, states: spec.states }, null);

  const byPath = (from: Node, names: string[], where: string): Node =>
    names.reduce((n, k) => n.children.get(k) ?? refuse(id, where, `target "${names.join('.')}"`), from);
  for (const e of edges) {
    const name = e.targetName;
    if (name === undefined) continue;
    const where = e.source.path.join('.') || id;
    if (name.startsWith('#')) {
      const [head, ...rest] = name.slice(1).split('.');
      if (head !== id) refuse(id, where, `target "${name}"`);
      e.target = byPath(root, rest, where);
    } else if (name.startsWith('.')) e.target = byPath(e.source, name.slice(1).split('.'), where);
    else e.target = byPath(e.source.parent ?? refuse(id, where, `sibling target at the root`), [name], where);
    e.enters = entered(e, e.target);
  }
  for (const leaf of leaves.values()) {
    for (let n: Node | null = leaf; n; n = n.parent) {
      leaf.allAlways.push(...n.always);
      for (const [type, es] of n.on) leaf.allOn.set(type, [...(leaf.allOn.get(type) ?? []), ...es]);
    }
  }
  // where the game rests for each phase: the state's initial leaf
  for (const [phase, node] of phases) {
    let n = node;
    while (n.initial) n = n.initial;
    phases.set(phase, n);
  }
  return { root, leaves, phases };
}

/** The chart for XState: `phase` becomes an `enterPhase` entry action. */
function xstateStates(states: Readonly<Record<string, FlowState>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, { phase, states: children, ...rest }] of Object.entries(states)) {
    const s: Record<string, unknown> = { ...rest };
    if (phase !== undefined) s.entry = [{ type: ENTER_PHASE, params: { phase } }, ...list(rest.entry)];
    if (children) s.states = xstateStates(children);
    out[k] = s;
  }
  return out;
}

/** The nodes a transition enters (XState's rules with `reenter: false`), parent first. */
function entered(edge: Edge, target: Node): Node[] {
  const source = edge.source;
  let domain: Node | null = null;
  for (let n = target.parent; n; n = n.parent) if (n === source) domain = source; // target inside the source
  if (!domain) {
    // the least common proper ancestor of the source and the target
    for (let a = source.parent; a && !domain; a = a.parent) {
      for (let n: Node | null = target; n; n = n.parent) if (n === a) domain = a;
    }
  }
  const chain: Node[] = [];
  for (let n: Node | null = target; n && n !== domain; n = n.parent) chain.unshift(n);
  for (let n = target.initial; n; n = n.initial) chain.push(n);
  return chain;
}

export interface StepOptions<Em> {
  /** Receives what the step emits (rollouts leave it out). */
  out?: Em[] | null;
  /** `context` is the caller's own draft: change it in place rather than drafting a copy. */
  owned?: boolean;
  /** Stop on reaching the state of this name, before its entry actions (a rollout's horizon). */
  stopAt?: string;
}

export interface Flow<C, E extends { type: string }, Em extends { type: string } = { type: string }, I = unknown> {
  /**
   * The context after a legal `event` (one `check` accepted: guards marked `checked` take it as
   * legal) and every automatic step after it, or null when no transition takes it.
   */
  step(context: C, event: E, options?: StepOptions<Em>): C | null;
  /** The first context of a game: the chart's initial states entered, and the steps after them. */
  start(input: I, out?: Em[] | null): C;
  /** The leaf path of the context's resting state (for tests). */
  leafPath(context: C): string[];
}

/** The XState machine of a flow, typed by its context, events, input and emitted events. */
export type FlowMachine<C extends MachineContext, E extends EventObject, I, Em extends EventObject> = StateMachine<
  C,
  E,
  Record<string, AnyActorRef | undefined>,
  never,
  never,
  never,
  never,
  StateValue,
  string,
  I,
  NonReducibleUnknown,
  Em,
  MetaObject,
  StateSchema
>;

/** A flow's interpreter and its XState machine, from one description. */
export function defineFlow<C extends MachineContext, E extends { type: string }, I, Em extends { type: string }>(
  spec: FlowSpec<C, E, I, Em>,
): { flow: Flow<C, E, Em, I>; machine: FlowMachine<C, E, I, Em> } {
  const { root, leaves, phases } = compile(spec);
  const pick = (list: readonly Edge[] | undefined, d: unknown, e: unknown): Edge | null => {
    if (list) for (const t of list) if (!t.guard || t.guard(d, e)) return t;
    return null;
  };
  const key = spec.phaseKey;
  const leafOf = (c: C): Node => {
    if (spec.rest) {
      const name = spec.rest(c);
      return leaves.get(name) ?? refuse(spec.id, 'rest', `no leaf "${name}"`);
    }
    const phase = key === undefined ? undefined : String(c[key]);
    return (phase !== undefined && phases.get(phase)) || refuse(spec.id, 'rest', `no state has phase "${phase}"`);
  };

  const flow: Flow<C, E, Em, I> = {
    leafPath: (c) => leafOf(c).path,
    step(context, event, options) {
      const leaf = leafOf(context);
      const edge = pick(leaf.allOn.get(event.type), context, event);
      if (!edge) return null;
      const d = options?.owned ? context : spec.draft(context, event, 'step');
      return run(leaf, edge, d, event, options?.out ?? null, options?.stopAt);
    },
    start(input, out = null) {
      const init = { type: 'xstate.init', input } as unknown as E; // what XState's guards see at the start
      const target = root.initial as Node;
      const edge: Edge = { source: root, guard: null, targetName: undefined, target, enters: [], actions: [] };
      edge.enters = entered(edge, target);
      return run(root, edge, spec.context(input), init, out, undefined);
    },
  };

  /** Takes `first`, then every `always` transition, until the game rests (or reaches `stopAt`). */
  function run(from: Node, first: Edge, draft: unknown, event: E, out: Em[] | null, stopAt: string | undefined): C {
    let d = draft;
    let leaf = from;
    let edge: Edge | null = first;
    while (edge) {
      for (const a of edge.actions) d = a(d, event, out) ?? d;
      if (edge.target) {
        for (const n of edge.enters) {
          if (n.key === stopAt) return d as C;
          for (const a of n.entry) d = a(d, event, out) ?? d;
        }
        let next = edge.target;
        while (next.initial) next = next.initial;
        leaf = next;
      }
      if (leaf.final) break;
      edge = pick(leaf.allAlways, d, event);
    }
    return d as C;
  }

  // The same description as an XState machine: each action drafts the context it is given.
  const guards: Record<string, (a: { context: C; event: E }) => boolean> = {};
  for (const [name, g] of Object.entries(spec.guards)) {
    if (typeof g === 'function') guards[name] = ({ context, event }) => g(context, event);
    else {
      const legal = spec.legal ?? refuse(spec.id, `guard ${name}`, 'a legal guard without `legal`');
      const and = g.and;
      guards[name] = and
        ? ({ context, event }) => legal(context, event) && and(context, event)
        : ({ context, event }) => legal(context, event);
    }
  }
  // actions named on an event transition draft for the event, the others for later
  const opening = new Set<string>();
  const onTransitions = (on: FlowState['on']) => {
    for (const t of Object.values(on ?? {})) for (const tr of list(t)) for (const n of list(tr.actions)) opening.add(n);
  };
  const walk = (states: Readonly<Record<string, FlowState>>) => {
    for (const st of Object.values(states)) {
      onTransitions(st.on);
      if (st.states) walk(st.states);
    }
  };
  onTransitions(spec.on);
  walk(spec.states);
  const actions: Record<string, unknown> = {};
  if (key !== undefined) actions[ENTER_PHASE] = assign((_, params: { phase: string }) => ({ [key]: params.phase }));
  for (const [name, a] of Object.entries(spec.actions)) {
    const use: DraftUse = opening.has(name) ? 'event' : 'later';
    if (typeof a === 'function') {
      actions[name] = enqueueActions(({ context, event, enqueue }) => {
        const out: Em[] = [];
        const d = spec.draft(context as C, event as E, use);
        const next = a(d, event as E, out) ?? d;
        enqueue.assign(() => next);
        for (const x of out) enqueue.emit(x);
      });
    } else if ('update' in a) {
      actions[name] = assign(({ context, event }) => {
        const d = spec.draft(context as C, event as E, use);
        return a.update(d, event as E) ?? d;
      });
    } else actions[name] = emit(({ context, event }) => a.emit(context as C, event as E));
  }
  const machine = setup({
    types: {} as { context: C; events: E; input: I; emitted: Em },
    guards: guards as never,
    actions: actions as never,
  }).createMachine({
    id: spec.id,
    context: ({ input }) => spec.context(input as I),
    initial: spec.initial,
    on: spec.on as never,
    states: xstateStates(spec.states) as never,
  });
  return { flow, machine: machine as unknown as FlowMachine<C, E, I, Em> };
}
