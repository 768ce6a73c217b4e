/**
 * The laid-out statechart as SVG source, drawn like a diagram in a manuscript: ink boxes on
 * parchment, compound states titled with a red initial under a gold rule, arrows in iron-gall ink
 * lettered with their event in small capitals and their guard in italics, eventless arrows dashed,
 * final states double-ruled, parallel regions dashed. The active configuration and the last
 * transition are lit by classes (see diagram.ts and inspector.css), so lighting is cheap.
 */
import { hex } from '../art/palette';
import { goldGradient } from '../art/svg';
import { BOX, type DiagramLayout, type EdgeGeom, FONT, type NodeGeom } from './layout';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** A polyline with softly rounded corners (radius r), like a pen turning. */
export function roundedPath(points: { x: number; y: number }[], r = 7): string {
  if (points.length < 2) return '';
  const [p0] = points as [{ x: number; y: number }];
  let d = `M${f(p0.x)} ${f(p0.y)}`;
  for (let i = 1; i < points.length - 1; i++) {
    const a = points[i - 1] as { x: number; y: number };
    const b = points[i] as { x: number; y: number };
    const c = points[i + 1] as { x: number; y: number };
    const l1 = Math.hypot(b.x - a.x, b.y - a.y);
    const l2 = Math.hypot(c.x - b.x, c.y - b.y);
    const k = Math.min(r, l1 / 2, l2 / 2);
    if (k < 0.5) {
      d += ` L${f(b.x)} ${f(b.y)}`;
      continue;
    }
    const p = { x: b.x - ((b.x - a.x) / l1) * k, y: b.y - ((b.y - a.y) / l1) * k };
    const q = { x: b.x + ((c.x - b.x) / l2) * k, y: b.y + ((c.y - b.y) / l2) * k };
    d += ` L${f(p.x)} ${f(p.y)} Q${f(b.x)} ${f(b.y)} ${f(q.x)} ${f(q.y)}`;
  }
  const last = points[points.length - 1] as { x: number; y: number };
  d += ` L${f(last.x)} ${f(last.y)}`;
  return d;
}

function nodeSvg(g: NodeGeom, rootId: string, rootTitle: string): string {
  const n = g.node;
  const compound = n.children.length > 0;
  const cls = `dg-node k-${n.kind}${compound ? ' compound' : ' atomic'} d-${Math.min(n.depth, 4)}`;
  const attrs = `class="${cls}" data-id="${esc(n.id)}"`;
  const parts: string[] = [];
  const r = compound ? 5 : 8;
  parts.push(
    `<rect class="dg-box" x="${f(g.x)}" y="${f(g.y)}" width="${f(g.w)}" height="${f(g.h)}" rx="${r}"/>`,
    `<rect class="dg-gild" x="${f(g.x + 3)}" y="${f(g.y + 3)}" width="${f(g.w - 6)}" height="${f(g.h - 6)}" rx="${r - 2}"/>`,
  );
  if (n.kind === 'final') {
    parts.push(
      `<rect class="dg-final" x="${f(g.x + 4)}" y="${f(g.y + 4)}" width="${f(g.w - 8)}" height="${f(g.h - 8)}" rx="${r - 3}"/>`,
    );
  }
  const name = n.id === rootId ? rootTitle : n.key;
  if (compound) {
    const first = name.slice(0, 1);
    const rest = name.slice(1);
    const tx = g.x + BOX.padX;
    const ty = g.y + 20;
    parts.push(
      `<text class="dg-title${n.id === rootId ? ' root' : ''}" x="${f(tx)}" y="${f(ty)}"><tspan class="dg-rubric">${esc(first)}</tspan>${esc(rest)}${n.kind === 'parallel' ? ' <tspan class="dg-mark">‖</tspan>' : ''}</text>`,
      `<path class="dg-rule" d="M${f(g.x + 8)} ${f(g.y + BOX.titleH - 3)}H${f(g.x + g.w - 8)}"/>`,
    );
    g.internal.forEach((line, i) => {
      const y = g.y + BOX.titleH + 12 + i * BOX.lineH;
      parts.push(
        `<text class="dg-internal" data-edge="${line.edge.id}" x="${f(tx)}" y="${f(y)}">${esc(line.text)}${line.guard ? ` <tspan class="dg-guard">[${esc(line.guard)}]</tspan>` : ''}</text>`,
      );
    });
  } else {
    const cx = g.x + g.w / 2;
    parts.push(`<text class="dg-name" x="${f(cx)}" y="${f(g.y + 21)}">${esc(name)}</text>`);
    g.internal.forEach((line, i) => {
      const y = g.y + BOX.atomicH + 8 + i * BOX.lineH;
      parts.push(
        `<text class="dg-internal" data-edge="${line.edge.id}" x="${f(cx)}" y="${f(y)}">${esc(line.text)}${line.guard ? ` <tspan class="dg-guard">[${esc(line.guard)}]</tspan>` : ''}</text>`,
      );
    });
  }
  return `<g ${attrs}>${parts.join('')}</g>`;
}

function edgeSvg(e: EdgeGeom): string {
  const kind = e.edge.kind;
  const d = roundedPath(e.points);
  const parts = [`<path class="dg-line" d="${d}" marker-end="url(#dg-arrow)"/>`, `<path class="dg-trail" d="${d}"/>`];
  if (e.label) {
    const cx = e.label.x + e.label.w / 2;
    const eventless = kind === 'always';
    // Eventless arrows are told by their dashes; their label is only the guard.
    if (!eventless) {
      parts.push(`<text class="dg-ev" x="${f(cx)}" y="${f(e.label.y + FONT.event - 1)}">${esc(e.text)}</text>`);
    }
    if (e.guard) {
      const y = eventless ? e.label.y + FONT.guard : e.label.y + FONT.event + FONT.guard + 1;
      parts.push(`<text class="dg-guard" x="${f(cx)}" y="${f(y)}">${esc(e.guard)}</text>`);
    }
  }
  return `<g class="dg-edge k-${kind}" data-id="${e.edge.id}" data-source="${esc(e.edge.source)}" data-event="${esc(e.edge.event)}">${parts.join('')}</g>`;
}

export function diagramSvg(layout: DiagramLayout, opts: { rootTitle?: string } = {}): string {
  const { model } = layout;
  const rootTitle = opts.rootTitle ?? model.root;
  const pad = 12;
  const w = layout.width + 2 * pad;
  const h = layout.height + 2 * pad;
  const defs = `${goldGradient('dg-gold', 30)}
    <marker id="dg-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
      <path d="M0 1 L10 5 L0 9 L2.5 5Z" fill="${hex.ink}"/></marker>
    <marker id="dg-arrow-gold" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
      <path d="M0 1 L10 5 L0 9 L2.5 5Z" fill="${hex.goldDeep}" stroke="${hex.ink}" stroke-width=".8"/></marker>
    <radialGradient id="dg-glow"><stop offset="0" stop-color="${hex.goldBright}" stop-opacity=".9"/><stop offset="1" stop-color="${hex.goldBright}" stop-opacity="0"/></radialGradient>`;
  // Parents first, so children paint over them; arrows over boxes; labels last.
  const nodes = model.order.map((id) => layout.nodes.get(id)).filter((g): g is NodeGeom => Boolean(g));
  const initials = layout.initials
    .map((i) => {
      const d = roundedPath(i.points.length ? i.points : [i.dot]);
      return `<g class="dg-init" data-parent="${esc(i.parent)}"><circle cx="${f(i.dot.x)}" cy="${f(i.dot.y)}" r="${BOX.dot / 2}"/>${d ? `<path d="${d}" marker-end="url(#dg-arrow)"/>` : ''}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" class="dg" viewBox="${-pad} ${-pad} ${f(w)} ${f(h)}" data-width="${f(w)}" data-height="${f(h)}"><defs>${defs}</defs>
    <g class="dg-nodes">${nodes.map((g) => nodeSvg(g, model.root, rootTitle)).join('')}</g>
    <g class="dg-inits">${initials}</g>
    <g class="dg-edges">${layout.edges.map(edgeSvg).join('')}</g>
    <circle class="dg-bead" r="5" cx="0" cy="0" fill="url(#dg-glow)" style="display:none"/>
  </svg>`;
}
