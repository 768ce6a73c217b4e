/**
 * The statechart as data, read from the machine definition (`xstate/graph` for the nodes and their
 * transitions, plus each node's eventless `always` transitions, which the graph leaves out): nested
 * states with their kinds, transitions with their event types and guard names, and which of them an
 * accepted event actually took. DOM-free and layout-free, so it runs in unit tests and the bench;
 * built once per machine and cached.
 */
import { type AnyMachineSnapshot, type AnyStateMachine, getMicrosteps } from 'xstate';
import { toDirectedGraph } from 'xstate/graph';

export type NodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
export type EdgeKind = 'event' | 'always' | 'done' | 'after' | 'error';

/** One state node. `id` is XState's (`game.round.placement`). */
export interface DiagramNode {
  id: string;
  key: string;
  parent: string | null;
  kind: NodeKind;
  depth: number;
  children: string[];
  /** The child entered first (compound states), drawn as a dot with an arrow. */
  initial: string | null;
  /** Transitions that change no state (targetless), listed inside the box. */
  internal: DiagramEdge[];
}

/** One transition arrow (a transition with several targets makes several edges). */
export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
  /** The event type; `''` for eventless (`always`) transitions. */
  event: string;
  kind: EdgeKind;
  guard: string | null;
  /** A targetless transition (actions only). */
  internal: boolean;
  /** Document order, for stable layouts and tie-breaking. */
  order: number;
}

export interface DiagramModel {
  machineId: string;
  root: string;
  nodes: Map<string, DiagramNode>;
  /** Nodes in document order (parents before children). */
  order: string[];
  edges: DiagramEdge[];
  /** Per transition definition, the edges it draws (to light the one taken). */
  byTransition: WeakMap<object, DiagramEdge[]>;
}

type AnyNode = {
  id: string;
  key: string;
  type: NodeKind;
  parent?: AnyNode;
  states: Record<string, AnyNode>;
  always?: AnyTransition[];
  initial?: { target: AnyNode[] } | undefined;
  transitions: Map<string, AnyTransition[]>;
};
type AnyTransition = {
  eventType: string;
  target?: AnyNode[] | undefined;
  guard?: unknown;
  source: AnyNode;
};

/** A readable guard name: `legal`, `a ∧ b`, `¬done`, `in(#x)`, or `ƒ` for an anonymous inline guard. */
export function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
    const parts = (fn.guards ?? []).map((g) => guardLabel(g) ?? '?');
    if (fn.name === 'and' && fn.guards) return parts.join(' ∧ ');
    if (fn.name === 'or' && fn.guards) return parts.join(' ∨ ');
    if (fn.name === 'not' && fn.guards) return `¬${parts[0]}`;
    if (fn.name === 'stateIn') return 'in(…)';
    return fn.name && fn.name !== 'guard' ? fn.name : 'ƒ';
  }
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    return (guard as { type: string }).type;
  }
  return 'ƒ';
}

function edgeKind(eventType: string): EdgeKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.done.')) return 'done';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.error.')) return 'error';
  return 'event';
}

/** A short label for an edge's event: `DONE` for done events, `after 1s` for delays, `always` for eventless. */
export function eventLabel(edge: Pick<DiagramEdge, 'event' | 'kind'>): string {
  if (edge.kind === 'always') return 'always';
  if (edge.kind === 'done') return 'done';
  if (edge.kind === 'after') return `after ${edge.event.split('.')[2] ?? ''}`.trim();
  if (edge.kind === 'error') return 'error';
  return edge.event;
}

const cache = new WeakMap<AnyStateMachine, DiagramModel>();

/** The machine's statechart as data (cached per machine). */
export function diagramModel(machine: AnyStateMachine): DiagramModel {
  const hit = cache.get(machine);
  if (hit) return hit;
  const rootNode = machine.root as unknown as AnyNode;
  // Pass the root state node rather than the machine: `toDirectedGraph` tests `instanceof
  // StateMachine`, which fails when the graph entry and the machine come from different builds.
  const graph = toDirectedGraph(machine.root as never);
  const nodes = new Map<string, DiagramNode>();
  const order: string[] = [];
  const edges: DiagramEdge[] = [];
  const byTransition = new WeakMap<object, DiagramEdge[]>();
  let n = 0;

  const add = (t: AnyTransition, source: AnyNode) => {
    const targets = t.target?.length ? t.target : null;
    const list: DiagramEdge[] = [];
    const base = {
      source: source.id,
      event: t.eventType,
      kind: edgeKind(t.eventType),
      guard: guardLabel(t.guard),
    };
    if (!targets) {
      const e: DiagramEdge = { ...base, id: `e${n}`, target: source.id, internal: true, order: n++ };
      (nodes.get(source.id) as DiagramNode).internal.push(e);
      list.push(e);
    } else {
      for (const target of targets) {
        const e: DiagramEdge = { ...base, id: `e${n}`, target: target.id, internal: false, order: n++ };
        edges.push(e);
        list.push(e);
      }
    }
    byTransition.set(t as object, list);
  };

  type GraphNode = { id: string; stateNode: unknown; children: GraphNode[] };
  const visit = (g: GraphNode, parent: AnyNode | null, depth: number) => {
    const sn = g.stateNode as AnyNode;
    const initial = sn.type === 'compound' ? (sn.initial?.target?.[0]?.id ?? null) : null;
    nodes.set(sn.id, {
      id: sn.id,
      key: parent ? sn.key : sn.id,
      parent: parent?.id ?? null,
      kind: sn.type,
      depth,
      children: g.children.map((c) => c.id),
      initial,
      internal: [],
    });
    order.push(sn.id);
    for (const c of g.children) visit(c, sn, depth + 1);
  };
  visit(graph as unknown as GraphNode, null, 0);

  // Transitions in document order: each node's `on` (and done/after) transitions, then `always`.
  for (const id of order) {
    const sn = findNode(rootNode, id);
    if (!sn) continue;
    for (const t of [...sn.transitions.values()].flat()) add(t, sn);
    for (const t of sn.always ?? []) add(t, sn);
  }

  const model: DiagramModel = { machineId: machine.id, root: rootNode.id, nodes, order, edges, byTransition };
  cache.set(machine, model);
  return model;
}

function findNode(root: AnyNode, id: string): AnyNode | null {
  if (root.id === id) return root;
  for (const c of Object.values(root.states)) {
    const f = findNode(c, id);
    if (f) return f;
  }
  return null;
}

/** The active configuration: every active state node's id, ancestors included. */
export function activeIds(snapshot: AnyMachineSnapshot): Set<string> {
  const out = new Set<string>();
  const root = (snapshot.machine as AnyStateMachine).root as unknown as AnyNode;
  out.add(root.id);
  const walk = (node: AnyNode, value: unknown) => {
    if (typeof value === 'string') {
      const c = node.states[value];
      if (c) out.add(c.id);
      return;
    }
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        const c = node.states[k];
        if (!c) continue;
        out.add(c.id);
        walk(c, v);
      }
    }
  };
  walk(root, snapshot.value);
  return out;
}

/** The deepest active states (what a person reads as "where the game is"). */
export function activeLeaves(model: DiagramModel, active: Set<string>): string[] {
  return model.order.filter((id) => {
    if (!active.has(id)) return false;
    const node = model.nodes.get(id) as DiagramNode;
    return !node.children.some((c) => active.has(c));
  });
}

/** The leaf a state settles in when entered: its initial child, and that one's, and so on. */
function initialLeaf(model: DiagramModel, id: string): string {
  let n = model.nodes.get(id);
  for (let k = 0; n?.initial && k < 64; k++) n = model.nodes.get(n.initial);
  return n?.id ?? id;
}

function isAncestorOrSelf(model: DiagramModel, a: string, b: string): boolean {
  for (let n: string | null = b; n; n = model.nodes.get(n)?.parent ?? null) if (n === a) return true;
  return false;
}

/**
 * The transitions an accepted event took, in order: the event's own transition(s), then each
 * eventless step that followed within the same macrostep. The first step is exact (XState's own
 * transition selection, guards evaluated on `before`). With `after` (the snapshot the event led
 * to), the eventless chain is found as the shortest walk along `always` arrows from where the
 * first step landed to where the game came to rest: no action runs again, so this stays cheap
 * however heavy the rules. Without `after`, or when no such walk exists (a raised event, parallel
 * regions), XState's microsteps are replayed and matched by configuration.
 */
export function takenEdges(
  machine: AnyStateMachine,
  before: AnyMachineSnapshot,
  event: { type: string },
  after?: AnyMachineSnapshot,
): DiagramEdge[][] {
  const model = diagramModel(machine);
  let firstT: object[];
  try {
    firstT = (machine as unknown as { getTransitionData(s: unknown, e: unknown): object[] }).getTransitionData(
      before,
      event,
    );
  } catch {
    return [];
  }
  const first = firstT.flatMap((t) => model.byTransition.get(t) ?? []);
  if (after && first.length) {
    const walk = eventlessWalk(model, before, first, after);
    if (walk) return [first, ...walk.map((e) => [e])];
  }
  return microstepEdges(machine, model, before, event, first);
}

function eventlessWalk(
  model: DiagramModel,
  before: AnyMachineSnapshot,
  first: DiagramEdge[],
  after: AnyMachineSnapshot,
): DiagramEdge[] | null {
  const goal = new Set(activeLeaves(model, activeIds(after)));
  if (goal.size !== 1) return null; // parallel regions: leave it to the microsteps
  const moved = first.filter((e) => !e.internal);
  let start: string;
  if (moved.length === 1) start = initialLeaf(model, (moved[0] as DiagramEdge).target);
  else if (moved.length === 0) {
    const leaves = activeLeaves(model, activeIds(before));
    if (leaves.length !== 1) return null;
    start = leaves[0] as string;
  } else return null;
  // Rested where it landed: nothing more happened, unless some eventless walk could come back here.
  const stayed = goal.has(start);
  let loops = 0;
  const always = model.edges.filter((e) => e.kind === 'always' || e.kind === 'done');
  // Every simple walk along eventless arrows (leaving a leaf or one of its ancestors) from where the
  // event landed to where the game rests. Exactly one: that is what happened. Several (a turn that
  // may pass on or stay): the guards decided, so ask XState instead.
  const found: DiagramEdge[][] = [];
  const path: DiagramEdge[] = [];
  const onPath = new Set([start]);
  const dfs = (leaf: string): void => {
    if (found.length > 1 || loops > 0 || path.length > 16) return;
    for (const e of always) {
      if (!isAncestorOrSelf(model, e.source, leaf)) continue;
      const next = initialLeaf(model, e.target);
      if (stayed && next === start) loops++;
      if (onPath.has(next)) continue;
      path.push(e);
      if (goal.has(next)) found.push([...path]);
      else {
        onPath.add(next);
        dfs(next);
        onPath.delete(next);
      }
      path.pop();
      if (found.length > 1) return;
    }
  };
  dfs(start);
  if (stayed) return loops === 0 ? [] : null;
  return found.length === 1 ? (found[0] as DiagramEdge[]) : null;
}

function microstepEdges(
  machine: AnyStateMachine,
  model: DiagramModel,
  before: AnyMachineSnapshot,
  event: { type: string },
  first: DiagramEdge[],
): DiagramEdge[][] {
  let micro: [AnyMachineSnapshot, unknown[]][];
  try {
    micro = getMicrosteps(machine, before as never, event as never) as never;
  } catch {
    return first.length ? [first] : [];
  }
  const steps: DiagramEdge[][] = [first];
  let prev = micro[0]?.[0];
  for (let i = 1; i < micro.length; i++) {
    const next = micro[i]?.[0] as AnyMachineSnapshot;
    if (!prev) break;
    const a = activeIds(prev);
    const b = activeIds(next);
    // Sources exited (or re-entered) on the way, deepest first, as XState selects them.
    const candidates = model.edges
      .filter((e) => e.kind !== 'event' || e.event !== event.type)
      .filter((e) => a.has(e.source) && b.has(e.target) && (!b.has(e.source) || e.source === e.target))
      .sort((x, y) => depthOf(model, y.source) - depthOf(model, x.source) || x.order - y.order);
    const pick = candidates[0];
    if (pick) steps.push([pick]);
    prev = next;
  }
  return steps.filter((s) => s.length > 0);
}

function depthOf(model: DiagramModel, id: string): number {
  return model.nodes.get(id)?.depth ?? 0;
}

/** Counts for tests and the bench. */
export function modelStats(model: DiagramModel): {
  nodes: number;
  edges: number;
  internal: number;
  guarded: number;
  depth: number;
  finals: number;
  parallels: number;
} {
  let internal = 0;
  let depth = 0;
  let finals = 0;
  let parallels = 0;
  for (const n of model.nodes.values()) {
    internal += n.internal.length;
    depth = Math.max(depth, n.depth);
    if (n.kind === 'final') finals++;
    if (n.kind === 'parallel') parallels++;
  }
  const all = [...model.edges, ...[...model.nodes.values()].flatMap((n) => n.internal)];
  return {
    nodes: model.nodes.size,
    edges: model.edges.length,
    internal,
    guarded: all.filter((e) => e.guard).length,
    depth,
    finals,
    parallels,
  };
}
