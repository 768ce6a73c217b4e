/**
 * The live diagram in the DOM: the SVG from render.ts, lit by toggling classes (only the elements
 * whose state changed, so a highlight update is a handful of class flips), the last transition
 * drawn along its arrow in gold, pan (drag), zoom (wheel, buttons, keys) and fit, and a small map
 * of the whole chart with the visible part framed.
 */
import { h } from '../app/dom';
import { t } from '../i18n';
import type { DiagramLayout } from './layout';
import type { DiagramEdge } from './model';
import { diagramSvg } from './render';

interface View {
  x: number; // diagram coordinates of the view's top-left corner
  y: number;
  scale: number; // screen px per diagram unit
}

const MIN_SCALE = 0.15;
const MAX_SCALE = 3;
/** Below this, names are too small to read: the first view follows the active states instead. */
const READABLE = 0.62;

export class DiagramView {
  readonly el: HTMLElement;
  private svg: SVGSVGElement;
  private mini: SVGSVGElement;
  private miniFrame: SVGRectElement;
  private nodeEls = new Map<string, Element>();
  private edgeEls = new Map<string, Element>();
  private internalEls = new Map<string, Element>();
  private lit = new Set<string>();
  private ready = new Set<string>();
  private taken = new Set<string>();
  private view: View = { x: 0, y: 0, scale: 1 };
  private readonly pad = 12;
  private readonly width: number;
  private readonly height: number;
  private anim = 0;
  private fitted = false;
  private lastLeaves: string[] = [];
  private ro: ResizeObserver;

  constructor(
    readonly layout: DiagramLayout,
    opts: { rootTitle: string },
  ) {
    const box = h('div.dg-stage');
    box.innerHTML = diagramSvg(layout, { rootTitle: opts.rootTitle });
    this.svg = box.firstElementChild as SVGSVGElement;
    this.width = layout.width + 2 * this.pad;
    this.height = layout.height + 2 * this.pad;
    this.svg.setAttribute('role', 'img');
    this.svg.setAttribute('aria-label', t('debug.diagram.label'));
    for (const el of this.svg.querySelectorAll('.dg-node')) this.nodeEls.set(el.getAttribute('data-id') ?? '', el);
    for (const el of this.svg.querySelectorAll('.dg-edge')) this.edgeEls.set(el.getAttribute('data-id') ?? '', el);
    for (const el of this.svg.querySelectorAll('.dg-internal'))
      this.internalEls.set(el.getAttribute('data-edge') ?? '', el);

    // The overview: the same drawing, by reference, with the visible part framed.
    const content = this.svg.querySelector('.dg-nodes')?.parentNode as SVGSVGElement;
    const gid = `dg-all-${Math.random().toString(36).slice(2, 8)}`;
    const all = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    all.id = gid;
    for (const c of [...content.children]) if (c.tagName !== 'defs') all.append(c);
    content.append(all);
    this.mini = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    this.mini.setAttribute('class', 'dg-mini');
    this.mini.setAttribute('viewBox', `${-this.pad} ${-this.pad} ${this.width} ${this.height}`);
    this.mini.setAttribute('aria-hidden', 'true');
    const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
    use.setAttribute('href', `#${gid}`);
    this.miniFrame = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    this.miniFrame.setAttribute('class', 'dg-mini-frame');
    this.mini.append(use, this.miniFrame);

    const tools = h(
      'div.dg-tools',
      {},
      h(
        'button.dg-tool',
        { onclick: () => this.zoomBy(1.25), title: t('debug.diagram.zoomIn'), dataset: { action: 'zoom-in' } },
        '+',
      ),
      h(
        'button.dg-tool',
        { onclick: () => this.zoomBy(0.8), title: t('debug.diagram.zoomOut'), dataset: { action: 'zoom-out' } },
        '−',
      ),
      h(
        'button.dg-tool.wide',
        { onclick: () => this.fit(), title: t('debug.diagram.fitTitle'), dataset: { action: 'fit' } },
        t('debug.diagram.fit'),
      ),
      h(
        'button.dg-tool.wide',
        { onclick: () => this.follow(true), title: t('debug.diagram.followTitle'), dataset: { action: 'follow' } },
        t('debug.diagram.follow'),
      ),
    );
    this.el = h('div.dg-view', {}, box, this.mini, tools);
    this.wire(box);
    this.ro = new ResizeObserver(() => {
      if (!this.fitted && this.size().w > 0) this.initialView();
      else this.apply();
    });
    this.ro.observe(box);
  }

  /** The stage size in logical px (the DOM layer is CSS-scaled; clientWidth ignores that). */
  private size(): { w: number; h: number } {
    const stage = this.svg.parentElement as HTMLElement;
    return { w: stage.clientWidth, h: stage.clientHeight };
  }

  /** Screen px per logical px (the whole DOM layer is scaled over the canvas). */
  private uiScale(): number {
    const stage = this.svg.parentElement as HTMLElement;
    const r = stage.getBoundingClientRect();
    return stage.clientWidth ? r.width / stage.clientWidth : 1;
  }

  private apply(): void {
    const { w, h: hh } = this.size();
    if (!w || !hh) return;
    const s = this.view.scale;
    this.svg.setAttribute(
      'viewBox',
      `${this.view.x.toFixed(1)} ${this.view.y.toFixed(1)} ${(w / s).toFixed(1)} ${(hh / s).toFixed(1)}`,
    );
    this.miniFrame.setAttribute('x', this.view.x.toFixed(1));
    this.miniFrame.setAttribute('y', this.view.y.toFixed(1));
    this.miniFrame.setAttribute('width', (w / s).toFixed(1));
    this.miniFrame.setAttribute('height', (hh / s).toFixed(1));
    const whole = w / s >= this.width - 1 && hh / s >= this.height - 1;
    this.mini.classList.toggle('hidden', whole);
  }

  private initialView(): void {
    this.fitted = true;
    const { w, h: hh } = this.size();
    const fitAll = Math.min(w / this.width, hh / this.height);
    if (fitAll >= READABLE) {
      this.fit();
      return;
    }
    // Too small to read whole: fit the width (within reason) and show where the game is.
    this.view.scale = Math.max(READABLE, Math.min(1, w / this.width));
    this.follow(true);
  }

  /** Shows the whole chart. */
  fit(): void {
    const { w, h: hh } = this.size();
    if (!w || !hh) return;
    const s = Math.min(w / this.width, hh / this.height, 1.4);
    this.view = {
      scale: s,
      x: -this.pad - (w / s - this.width) / 2,
      y: -this.pad - (hh / s - this.height) / 2,
    };
    this.apply();
  }

  zoomBy(k: number, at?: { x: number; y: number }): void {
    const { w, h: hh } = this.size();
    const s0 = this.view.scale;
    const s1 = Math.max(MIN_SCALE, Math.min(MAX_SCALE, s0 * k));
    const px = at?.x ?? w / 2;
    const py = at?.y ?? hh / 2;
    // Keep the diagram point under (px, py) where it is.
    const dx = this.view.x + px / s0;
    const dy = this.view.y + py / s0;
    this.view = { scale: s1, x: dx - px / s1, y: dy - py / s1 };
    this.apply();
  }

  /** Pans so the deepest active states are in view (always when `force`, else only when out of view). */
  follow(force = false): void {
    const boxes = this.lastLeaves.map((id) => this.layout.nodes.get(id)).filter((b) => b !== undefined);
    if (!boxes.length) return;
    const x0 = Math.min(...boxes.map((b) => b.x));
    const y0 = Math.min(...boxes.map((b) => b.y));
    const x1 = Math.max(...boxes.map((b) => b.x + b.w));
    const y1 = Math.max(...boxes.map((b) => b.y + b.h));
    const { w, h: hh } = this.size();
    if (!w || !hh) return;
    const s = this.view.scale;
    const vw = w / s;
    const vh = hh / s;
    const inView = x0 >= this.view.x && x1 <= this.view.x + vw && y0 >= this.view.y && y1 <= this.view.y + vh;
    if (inView && !force) return;
    const cx = (x0 + x1) / 2;
    const cy = (y0 + y1) / 2;
    const clamp = (v: number, lo: number, hi: number) => (hi < lo ? (lo + hi) / 2 : Math.max(lo, Math.min(hi, v)));
    this.view.x = clamp(cx - vw / 2, -this.pad, this.width - this.pad - vw);
    this.view.y = clamp(cy - vh / 2, -this.pad, this.height - this.pad - vh);
    this.apply();
  }

  private wire(stage: HTMLElement): void {
    let drag: { x: number; y: number; vx: number; vy: number } | null = null;
    stage.addEventListener('pointerdown', (e) => {
      if (e.button !== 0) return;
      drag = { x: e.clientX, y: e.clientY, vx: this.view.x, vy: this.view.y };
      stage.setPointerCapture(e.pointerId);
      this.svg.classList.add('panning');
    });
    stage.addEventListener('pointermove', (e) => {
      if (!drag) return;
      const k = this.uiScale() * this.view.scale;
      this.view.x = drag.vx - (e.clientX - drag.x) / k;
      this.view.y = drag.vy - (e.clientY - drag.y) / k;
      this.apply();
    });
    const end = () => {
      drag = null;
      this.svg.classList.remove('panning');
    };
    stage.addEventListener('pointerup', end);
    stage.addEventListener('pointercancel', end);
    stage.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        const r = stage.getBoundingClientRect();
        const u = this.uiScale();
        const at = { x: (e.clientX - r.left) / u, y: (e.clientY - r.top) / u };
        if (e.ctrlKey || Math.abs(e.deltaY) >= Math.abs(e.deltaX)) this.zoomBy(Math.exp(-e.deltaY * 0.0018), at);
        else {
          this.view.x += e.deltaX / (u * this.view.scale);
          this.apply();
        }
      },
      { passive: false },
    );
    stage.addEventListener('dblclick', () => this.fit());
    this.mini.addEventListener('pointerdown', (e) => {
      const r = this.mini.getBoundingClientRect();
      const k = Math.min(r.width / this.width, r.height / this.height);
      const ox = (r.width - this.width * k) / 2;
      const oy = (r.height - this.height * k) / 2;
      const dx = (e.clientX - r.left - ox) / k - this.pad;
      const dy = (e.clientY - r.top - oy) / k - this.pad;
      const { w, h: hh } = this.size();
      this.view.x = dx - w / this.view.scale / 2;
      this.view.y = dy - hh / this.view.scale / 2;
      this.apply();
      e.stopPropagation();
    });
  }

  /**
   * Lights the active configuration and the arrows that may be taken now. Only changed elements
   * are touched.
   */
  light(active: Set<string>, leaves: string[], readyEdges: Set<string>): void {
    for (const id of this.lit) if (!active.has(id)) this.nodeEls.get(id)?.classList.remove('active');
    for (const id of active) if (!this.lit.has(id)) this.nodeEls.get(id)?.classList.add('active');
    this.lit = new Set(active);
    for (const id of this.ready) if (!readyEdges.has(id)) this.edgeEls.get(id)?.classList.remove('ready');
    for (const id of readyEdges) if (!this.ready.has(id)) this.edgeEls.get(id)?.classList.add('ready');
    this.ready = new Set(readyEdges);
    this.lastLeaves = leaves;
    if (this.fitted) this.follow(false);
  }

  /** Draws the transitions just taken along their arrows, one microstep after another. */
  showTaken(steps: DiagramEdge[][], animate = true): void {
    cancelAnimationFrame(this.anim);
    for (const id of this.taken) {
      this.edgeEls.get(id)?.classList.remove('taken');
      this.internalEls.get(id)?.classList.remove('taken');
    }
    this.taken.clear();
    const bead = this.svg.querySelector<SVGCircleElement>('.dg-bead');
    if (bead) bead.style.display = 'none';
    const flat = steps.flat();
    for (const e of flat) {
      this.taken.add(e.id);
      (e.internal ? this.internalEls : this.edgeEls).get(e.id)?.classList.add('taken');
    }
    const paths = flat
      .filter((e) => !e.internal)
      .map((e) => this.edgeEls.get(e.id)?.querySelector<SVGPathElement>('.dg-trail'))
      .filter((p): p is SVGPathElement => Boolean(p));
    if (!animate || !paths.length || !bead) return;
    const per = 420;
    const lengths = paths.map((p) => p.getTotalLength());
    for (const [i, p] of paths.entries()) {
      const len = lengths[i] as number;
      p.style.strokeDasharray = `${len}`;
      p.style.strokeDashoffset = `${len}`;
    }
    const t0 = performance.now();
    bead.style.display = '';
    const tick = (now: number) => {
      // A frame's time may precede t0 (it is the frame's start): clamp to the path's ends.
      const k = Math.max(0, (now - t0) / per);
      const i = Math.max(0, Math.min(paths.length - 1, Math.floor(k)));
      const frac = Math.max(0, Math.min(1, k - i));
      for (let j = 0; j < paths.length; j++) {
        const len = lengths[j] as number;
        const p = paths[j] as SVGPathElement;
        p.style.strokeDashoffset = `${j < i ? 0 : j > i ? len : len * (1 - frac)}`;
      }
      const path = paths[i] as SVGPathElement;
      const pt = path.getPointAtLength((lengths[i] as number) * frac);
      bead.setAttribute('cx', pt.x.toFixed(1));
      bead.setAttribute('cy', pt.y.toFixed(1));
      if (k < paths.length) this.anim = requestAnimationFrame(tick);
      else {
        bead.style.display = 'none';
        for (const p of paths) {
          p.style.strokeDasharray = '';
          p.style.strokeDashoffset = '';
        }
      }
    };
    this.anim = requestAnimationFrame(tick);
  }

  /** The label of the deepest active state(s), as drawn (for tests and the status line). */
  activeNames(): string[] {
    return this.lastLeaves.map((id) => this.layout.nodes.get(id)?.node.key ?? id);
  }

  destroy(): void {
    cancelAnimationFrame(this.anim);
    this.ro.disconnect();
    this.el.remove();
  }
}
