/**
 * Lays the statechart out with ELK's layered algorithm (hierarchical: compound states contain
 * their children; arrows may cross their borders). Geometry comes back in absolute diagram
 * coordinates. The app ships each machine's layout, made at build time by
 * scripts/diagram-layouts.ts; ELK (large, loaded on demand) runs only for a chart changed since.
 *
 * DOM-free: text widths come from a `measure` function (`fontMeasure`, the fonts' own advance
 * widths, in the app and the build; a rough `estimate` in some tests).
 */
import type { ElkExtendedEdge, ElkNode, ELK as ElkType } from 'elkjs/lib/elk-api';
import type { AnyStateMachine } from 'xstate';
import fontMetrics from './font-metrics.json';
import { type DiagramEdge, type DiagramModel, type DiagramNode, diagramModel, eventLabel } from './model';

export type Measure = (text: string, font: 'name' | 'event' | 'guard' | 'small') => number;

/** Font sizes (px) of the diagram's lettering; the renderer uses the same. */
export const FONT = { name: 15, event: 12.5, guard: 11.5, small: 11 } as const;

/** A width estimate for Node (EB Garamond / Cormorant SC average advance ≈ 0.5–0.58 em). */
export const estimate: Measure = (text, font) => {
  const em = FONT[font];
  let w = 0;
  for (const ch of text) {
    if (/[A-Z]/.test(ch)) w += 0.68;
    else if (/[a-z]/.test(ch)) w += font === 'name' ? 0.6 : 0.47;
    else if (/[0-9_]/.test(ch)) w += 0.5;
    else w += 0.33;
  }
  return w * em;
};

const METRICS = fontMetrics as { chars: string } & Record<keyof typeof FONT, number[]>;
const ADVANCE = Object.fromEntries(
  (Object.keys(FONT) as (keyof typeof FONT)[]).map((f) => [
    f,
    new Map([...METRICS.chars].map((ch, i) => [ch, (METRICS[f][i] ?? 0) / 1000])),
  ]),
) as Record<keyof typeof FONT, Map<string, number>>;

/**
 * Widths from the page fonts' own advance tables (src/debug/font-metrics.json, made by
 * scripts/font-metrics.ts): the same in Node and in every browser, without waiting for the fonts,
 * so the shipped layouts (src/debug/layouts/) fit the lettering drawn over them.
 */
export const fontMeasure: Measure = (text, font) => {
  const table = ADVANCE[font];
  let w = 0;
  for (const ch of text) w += table.get(ch) || estimate(ch, font) / FONT[font];
  return w * FONT[font];
};

export interface Box {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface NodeGeom extends Box {
  node: DiagramNode;
  /** Lines of targetless transitions drawn inside an atomic box. */
  internal: { edge: DiagramEdge; text: string; guard: string | null }[];
}

export interface EdgeGeom {
  edge: DiagramEdge;
  /** The polyline from source to target (start, bends, end). */
  points: { x: number; y: number }[];
  label: Box | null;
  text: string;
  guard: string | null;
}

export interface InitialGeom {
  parent: string;
  target: string;
  dot: { x: number; y: number };
  points: { x: number; y: number }[];
}

export interface DiagramLayout {
  model: DiagramModel;
  width: number;
  height: number;
  nodes: Map<string, NodeGeom>;
  edges: EdgeGeom[];
  initials: InitialGeom[];
  /** Milliseconds ELK took (the first one includes loading it). */
  ms: number;
}

// Geometry of a box (px).
export const BOX = {
  padX: 14,
  atomicH: 32,
  lineH: 17,
  titleH: 30,
  pad: 14,
  dot: 9,
};

type ElkCtor = new (opts?: unknown) => ElkType;
let elkPromise: Promise<ElkType> | null = null;

/**
 * ELK, loaded on first use (a separate chunk: the title screen never pays for it). In the browser
 * it lays out in a Web Worker, so the table can warm the inspector's layout while the player plays
 * without a dropped frame; in Node (tests, the bench) it runs in-process.
 */
export function loadElk(): Promise<ElkType> {
  const ctor = (m: unknown) => ((m as { default: ElkCtor }).default ?? m) as ElkCtor;
  elkPromise ??=
    typeof Worker === 'undefined' || typeof document === 'undefined'
      ? import('elkjs/lib/elk.bundled.js').then((m) => new (ctor(m))())
      : Promise.all([import('elkjs/lib/elk-api.js'), import('elkjs/lib/elk-worker.min.js?url')]).then(
          ([api, url]) => new (ctor(api))({ workerFactory: () => new Worker(url.default) }),
        );
  return elkPromise;
}

/** Per machine and per way of measuring lettering (a layout measured otherwise is another layout). */
const layouts = new WeakMap<AnyStateMachine, Map<Measure, Promise<DiagramLayout>>>();

/** Where finished layouts may be kept between visits (the browser passes localStorage). */
export interface LayoutStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** Bumped whenever the layout options or geometry change, so old kept layouts are ignored. */
const LAYOUT_VERSION = 3;

/** A short hash of the chart's shape and the lettering's widths: a kept layout fits only its twin. */
export function layoutSignature(model: DiagramModel, measure: Measure): string {
  const shape = JSON.stringify([
    LAYOUT_VERSION,
    model.order.map((id) => {
      const n = model.nodes.get(id) as DiagramNode;
      return [id, n.kind, n.initial, n.internal.map((e) => [e.event, e.guard])];
    }),
    model.edges.map((e) => [e.source, e.target, e.event, e.guard]),
    ['Mw_', 'abc', 'XYZ'].map((x) => Math.round(measure(x, 'name') * 10) + Math.round(measure(x, 'event') * 10)),
  ]);
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < shape.length; i++) {
    const c = shape.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619);
    h2 = Math.imul(h2 + c, 2246822519);
  }
  return `${(h1 >>> 0).toString(36)}${(h2 >>> 0).toString(36)}`;
}

type Packed = {
  sig: string;
  w: number;
  h: number;
  n: [string, number, number, number, number][];
  e: [string, number[], [number, number, number, number] | null][];
  i: [string, number, number, number[]][];
};

const r2 = (x: number) => Math.round(x * 100) / 100;
const flat = (ps: { x: number; y: number }[]) => ps.flatMap((p) => [r2(p.x), r2(p.y)]);
const unflat = (xs: number[]) => {
  const out: { x: number; y: number }[] = [];
  for (let k = 0; k + 1 < xs.length; k += 2) out.push({ x: xs[k] as number, y: xs[k + 1] as number });
  return out;
};

export function packLayout(layout: DiagramLayout, sig: string): string {
  const packed: Packed = {
    sig,
    w: r2(layout.width),
    h: r2(layout.height),
    n: [...layout.nodes.values()].map((g) => [g.id, r2(g.x), r2(g.y), r2(g.w), r2(g.h)]),
    e: layout.edges.map((g) => [
      g.edge.id,
      flat(g.points),
      g.label ? [r2(g.label.x), r2(g.label.y), r2(g.label.w), r2(g.label.h)] : null,
    ]),
    i: layout.initials.map((g) => [g.parent, r2(g.dot.x), r2(g.dot.y), flat(g.points)]),
  };
  return JSON.stringify(packed);
}

/** A kept layout, when it was made for exactly this chart (else null). */
export function unpackLayout(model: DiagramModel, json: string, sig: string): DiagramLayout | null {
  let p: Packed;
  try {
    p = JSON.parse(json) as Packed;
  } catch {
    return null;
  }
  if (!p || p.sig !== sig || p.n.length !== model.nodes.size || p.e.length !== model.edges.length) return null;
  const nodes = new Map<string, NodeGeom>();
  for (const [id, x, y, w, h] of p.n) {
    const node = model.nodes.get(id);
    if (!node) return null;
    nodes.set(id, {
      id,
      x,
      y,
      w,
      h,
      node,
      internal: node.internal.map((e) => ({ edge: e, text: internalText(e), guard: e.guard })),
    });
  }
  const byId = new Map(model.edges.map((e) => [e.id, e]));
  const edges: EdgeGeom[] = [];
  for (const [id, pts, label] of p.e) {
    const edge = byId.get(id);
    if (!edge) return null;
    edges.push({
      edge,
      points: unflat(pts),
      label: label ? { id: `${id}:label`, x: label[0], y: label[1], w: label[2], h: label[3] } : null,
      text: eventLabel(edge),
      guard: edge.guard ? `[${edge.guard}]` : null,
    });
  }
  const initials: InitialGeom[] = p.i.map(([parent, x, y, pts]) => ({
    parent,
    target: model.nodes.get(parent)?.initial ?? parent,
    dot: { x, y },
    points: unflat(pts),
  }));
  return { model, width: p.w, height: p.h, nodes, edges, initials, ms: 0 };
}

/** Where each machine's layout is kept: `${LAYOUT_KEY}${machine id}`. */
export const LAYOUT_KEY = 'scriptorium.debug.layout.';

/**
 * The machine's diagram, laid out once and cached. `stores` are asked in order for a kept layout
 * made for exactly this chart (the shipped ones, then the browser's); when none fits, ELK lays it
 * out and every store is offered the result.
 */
export function layoutMachine(
  machine: AnyStateMachine,
  measure: Measure = estimate,
  stores: LayoutStore[] = [],
): Promise<DiagramLayout> {
  const mine = layouts.get(machine) ?? new Map<Measure, Promise<DiagramLayout>>();
  layouts.set(machine, mine);
  let p = mine.get(measure);
  if (!p) {
    const model = diagramModel(machine);
    const key = `${LAYOUT_KEY}${model.machineId}`;
    const sig = stores.length ? layoutSignature(model, measure) : '';
    const t0 = performance.now();
    let hit: DiagramLayout | null = null;
    for (const store of stores) {
      const kept = store.get(key);
      hit = kept ? unpackLayout(model, kept, sig) : null;
      if (hit) break;
    }
    if (hit) {
      hit.ms = performance.now() - t0;
      p = Promise.resolve(hit);
    } else {
      p = layoutModel(model, measure).then((layout) => {
        const packed = stores.length ? packLayout(layout, sig) : '';
        for (const store of stores) {
          try {
            store.set(key, packed);
          } catch {
            // storage full or blocked: the layout is kept for this visit only
          }
        }
        return layout;
      });
    }
    mine.set(measure, p);
    p.catch(() => mine.delete(measure));
  }
  return p;
}

function internalText(e: DiagramEdge): string {
  return `↺ ${eventLabel(e)}`;
}

/** Lays out a model (uncached; `layoutMachine` caches). */
export async function layoutModel(
  model: DiagramModel,
  measure: Measure = estimate,
  extra: Record<string, string> = {},
): Promise<DiagramLayout> {
  const t0 = performance.now();
  const elk = await loadElk();
  const parentOf = (id: string) => model.nodes.get(id)?.parent ?? null;
  const ancestors = (id: string): string[] => {
    const out: string[] = [];
    for (let p: string | null = id; p; p = parentOf(p)) out.push(p);
    return out;
  };
  /** The node whose `edges` hold an edge between a and b: their lowest common ancestor. */
  const container = (a: string, b: string): string => {
    const as = ancestors(a);
    const bs = new Set(ancestors(b));
    if (a === b) return parentOf(a) ?? a;
    for (const x of as) if (bs.has(x)) return x === a || x === b ? (parentOf(x) ?? x) : x;
    return model.root;
  };

  const elkNodes = new Map<string, ElkNode>();
  const build = (id: string): ElkNode => {
    const node = model.nodes.get(id) as DiagramNode;
    const title = measure(node.key, 'name');
    let el: ElkNode;
    if (node.children.length) {
      const children = node.children.map(build);
      if (node.initial) {
        children.unshift({ id: `init:${id}`, width: BOX.dot, height: BOX.dot });
      }
      const lines = node.internal.map((e) => measure(internalText(e), 'event') + (e.guard ? 0 : 0));
      const top = BOX.titleH + lines.length * BOX.lineH;
      el = {
        id,
        children,
        edges: [],
        layoutOptions: {
          'elk.padding': `[top=${top},left=${BOX.pad},bottom=${BOX.pad},right=${BOX.pad}]`,
          'elk.nodeSize.constraints': 'MINIMUM_SIZE',
          'elk.nodeSize.minimum': `(${Math.ceil(Math.max(title, ...lines) + 2 * BOX.padX + 10)}, 40)`,
        },
      };
    } else {
      const lines = node.internal.map(
        (e) =>
          measure(internalText(e), 'event') +
          (e.guard ? measure(` [${e.guard}]`, 'guard') : 0) +
          (node.kind === 'final' ? 6 : 0),
      );
      const w = Math.max(title + (node.kind === 'final' ? 8 : 0), ...lines) + 2 * BOX.padX;
      el = {
        id,
        width: Math.ceil(Math.max(56, w)),
        height: BOX.atomicH + lines.length * BOX.lineH + (lines.length ? 4 : 0),
      };
    }
    elkNodes.set(id, el);
    return el;
  };
  const root = build(model.root);

  const edgeText = new Map<string, { text: string; guard: string | null }>();
  for (const e of model.edges) {
    const text = eventLabel(e);
    const guard = e.guard ? `[${e.guard}]` : null;
    edgeText.set(e.id, { text, guard });
    const w = Math.max(measure(text, 'event'), guard ? measure(guard, 'guard') : 0) + 6;
    const h = guard ? 28 : 15;
    const c = elkNodes.get(container(e.source, e.target)) as ElkNode;
    c.edges = c.edges ?? [];
    const edge: ElkExtendedEdge = {
      id: e.id,
      sources: [e.source],
      targets: [e.target],
      labels: [{ id: `${e.id}:label`, text, width: Math.ceil(w), height: h }],
    };
    c.edges.push(edge);
  }
  for (const node of model.nodes.values()) {
    if (!node.initial) continue;
    const c = elkNodes.get(node.id) as ElkNode;
    c.edges = c.edges ?? [];
    c.edges.push({ id: `init-edge:${node.id}`, sources: [`init:${node.id}`], targets: [node.initial] });
  }

  const graph: ElkNode = {
    id: '__diagram',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '34',
      'elk.spacing.nodeNode': '26',
      'elk.spacing.edgeNode': '14',
      'elk.spacing.edgeEdge': '10',
      'elk.spacing.edgeLabel': '3',
      'elk.layered.spacing.edgeNodeBetweenLayers': '14',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '8',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.crossingMinimization.forceNodeModelOrder': 'false',
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.padding': '[top=6,left=6,bottom=6,right=6]',
      ...extra,
    },
    children: [root],
    edges: [],
  };

  const out = (await elk.layout(graph)) as ElkNode;

  // Absolute positions: node coordinates are relative to their parent.
  const abs = new Map<string, { x: number; y: number }>();
  const nodes = new Map<string, NodeGeom>();
  const dots = new Map<string, { x: number; y: number }>();
  const place = (n: ElkNode, ox: number, oy: number) => {
    const x = ox + (n.x ?? 0);
    const y = oy + (n.y ?? 0);
    abs.set(n.id, { x, y });
    if (n.id.startsWith('init:')) {
      dots.set(n.id.slice(5), { x: x + (n.width ?? 0) / 2, y: y + (n.height ?? 0) / 2 });
    } else if (n.id !== '__diagram') {
      const node = model.nodes.get(n.id) as DiagramNode;
      nodes.set(n.id, {
        id: n.id,
        x,
        y,
        w: n.width ?? 0,
        h: n.height ?? 0,
        node,
        internal: node.internal.map((e) => ({ edge: e, text: internalText(e), guard: e.guard })),
      });
    }
    for (const c of n.children ?? []) place(c, x, y);
  };
  place(out, 0, 0);

  const edges: EdgeGeom[] = [];
  const initials: InitialGeom[] = [];
  const byId = new Map(model.edges.map((e) => [e.id, e]));
  const collect = (n: ElkNode) => {
    for (const e of (n.edges ?? []) as (ElkExtendedEdge & { container?: string })[]) {
      // Edge coordinates are relative to the edge's container (ELK reports it).
      const o = abs.get(e.container ?? n.id) ?? { x: 0, y: 0 };
      const points: { x: number; y: number }[] = [];
      for (const s of e.sections ?? []) {
        if (!points.length) points.push({ x: o.x + s.startPoint.x, y: o.y + s.startPoint.y });
        for (const b of s.bendPoints ?? []) points.push({ x: o.x + b.x, y: o.y + b.y });
        points.push({ x: o.x + s.endPoint.x, y: o.y + s.endPoint.y });
      }
      if (e.id.startsWith('init-edge:')) {
        const parent = e.id.slice(10);
        initials.push({
          parent,
          target: (model.nodes.get(parent) as DiagramNode).initial as string,
          dot: dots.get(parent) ?? points[0] ?? { x: 0, y: 0 },
          points,
        });
        continue;
      }
      const edge = byId.get(e.id);
      if (!edge) continue;
      const l = e.labels?.[0];
      const tx = edgeText.get(e.id) as { text: string; guard: string | null };
      edges.push({
        edge,
        points,
        text: tx.text,
        guard: tx.guard,
        label:
          l && l.x !== undefined && l.y !== undefined
            ? { id: `${e.id}:label`, x: o.x + l.x, y: o.y + l.y, w: l.width ?? 0, h: l.height ?? 0 }
            : null,
      });
    }
    for (const c of n.children ?? []) collect(c);
  };
  collect(out);
  edges.sort((a, b) => a.edge.order - b.edge.order);

  return { model, width: out.width ?? 0, height: out.height ?? 0, nodes, edges, initials, ms: performance.now() - t0 };
}
