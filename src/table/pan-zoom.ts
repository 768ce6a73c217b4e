/**
 * Pan and zoom for one area of a table (a board, a map) that a small screen shows too small to read
 * or tap: a second camera draws the area magnified over itself, so Phaser's hit tests follow the zoom
 * (a tap lands on the piece drawn under the finger) and the rest of the table stays as it is.
 *
 * Touch: pinch with two fingers, drag with one while zoomed, double-tap toggles 1×/2× there, unless its
 * first tap made a move (a lit cell takes a tap at once): then the second tap is spent, taken by nothing,
 * so a double tap there makes the one move a tap makes and no other (the hint says to tap twice where
 * nothing is lit). Mouse:
 * the wheel (a trackpad pinch is Ctrl + wheel) zooms at the pointer, a drag pans while zoomed. Keys:
 * + and − zoom, 0 resets, Shift + arrows pan (the arrows themselves move the keyboard's ring, and the
 * view follows the ring). A press that moved more than a few CSS px while zoomed is a pan: the pieces
 * under it take neither its release nor a long press. A "Show all" button shows while zoomed.
 * The geometry is `zoom-view.ts`.
 */
import type Phaser from 'phaser';
import { h } from '../app/dom';
import { onLangChange, t, touchScreen } from '../i18n';
import type { Focusable } from './focus';
import './pan-zoom.css';
import type { TableScene } from './table-scene';
import {
  type Area,
  clampView,
  isDoubleTap,
  isPan,
  isZoomed,
  MAX_ZOOM,
  type Pt,
  panBy,
  pinch,
  reveal,
  toScreen,
  unzoomed,
  wheelFactor,
  type ZoomView,
  zoomAt,
} from './zoom-view';

/** The zoom a double tap goes to; what + and − multiply by; how far Shift + an arrow pans (of the area). */
const DOUBLE_TAP_ZOOM = 2;
const KEY_STEP = 1.5;
const KEY_PAN = 0.2;
/** Remembers that this device was once told how to zoom (a first-time hint, not a lesson each game). */
const HINT_KEY = 'scriptorium.zoomHinted';
/** An area shown narrower than this (CSS px) on a touch screen is worth zooming, so the hint says how. */
const HINT_BELOW = 480;
const HINT_AFTER_MS = 800;

type Finger = { css: Pt; down: Pt; at: Pt };

export class PanZoom {
  private v: ZoomView;
  private readonly cam: Phaser.Cameras.Scene2D.Camera;
  private readonly button: HTMLButtonElement;
  private readonly canvas: HTMLCanvasElement;
  /** Pointers pressed on the area, by id: where they are (CSS px, and table px) and where they went down. */
  private readonly fingers = new Map<number, Finger>();
  /** `spent`: the second tap of a double tap whose first made a move; nothing takes it. */
  private mode: 'press' | 'pan' | 'pinch' | 'double' | 'spent' = 'press';
  /** The view and the fingers (table px) when the current pan or pinch began. */
  private start: { view: ZoomView; a: Pt; b: Pt } | null = null;
  private lastTap: { t: number; x: number; y: number; events: number } | null = null;
  private held = false;
  private hinted = false;

  constructor(
    private readonly scene: TableScene,
    /** The area on the table (logical px), drawn 1:1 by the main camera. */
    readonly area: Area,
    private readonly max = MAX_ZOOM,
    /** What the first-time hint calls the area. */
    private readonly noun: 'board' | 'map' = 'board',
  ) {
    this.v = unzoomed(area);
    this.cam = scene.cameras.add(area.x, area.y, area.w, area.h, false, 'zoom').setVisible(false);
    this.canvas = scene.game.canvas;
    // the browser must not pinch the page or scroll it under a finger on the table
    this.canvas.style.touchAction = 'none';
    this.button = h('button.gilt.small.pz-reset', { hidden: true, dataset: { action: 'zoom-reset' } });
    this.button.addEventListener('click', () => this.reset());
    Object.assign(this.button.style, { right: `${scene.scale.width - area.x - area.w + 8}px`, top: `${area.y + 8}px` });
    this.relabel();
    scene.hud.root.append(this.button);
    const on = <K extends keyof WindowEventMap>(
      target: Window | HTMLElement,
      type: K,
      f: (e: WindowEventMap[K]) => void,
      opts?: AddEventListenerOptions,
    ) => {
      target.addEventListener(type, f as EventListener, opts);
      scene.own(() => target.removeEventListener(type, f as EventListener, opts));
    };
    on(this.canvas, 'pointerdown', (e) => this.down(e), { capture: true });
    on(window, 'pointermove', (e) => this.move(e), { capture: true });
    on(window, 'pointerup', (e) => this.up(e), { capture: true });
    on(window, 'pointercancel', (e) => this.up(e), { capture: true });
    on(this.canvas, 'wheel', (e) => this.wheel(e), { passive: false });
    // after the table's own keys (bubbling to the window): a key it took is not ours
    on(window, 'keydown', (e) => this.key(e));
    scene.own(onLangChange(() => this.relabel()));
    scene.focus.onKeyMove = (f) => this.follow(f);
  }

  /**
   * Says once per device how to zoom, on a touch screen that draws the area small; the scene calls it
   * when the area is what the player works on. A moment later, and not under a tutorial's page (which
   * is saying something else; the next game will).
   */
  hint(): void {
    if (this.hinted) return;
    this.hinted = true;
    const timer = setTimeout(() => this.hintNow(), HINT_AFTER_MS);
    this.scene.own(() => clearTimeout(timer));
  }

  private hintNow(): void {
    const box = this.canvas.getBoundingClientRect();
    const k = box.width / this.scene.scale.width;
    const tutorial = this.scene.hud.root.querySelector('.tut-panel') !== null;
    // a drawer opened over the area meanwhile: the hint would lie on the drawer, about what it hides
    const a = this.area;
    const inView = document.elementFromPoint(box.x + (a.x + a.w / 2) * k, box.y + (a.y + a.h / 2) * k) === this.canvas;
    if (!touchScreen() || a.w * k >= HINT_BELOW || this.scene.hud.covered || tutorial || !inView) return;
    try {
      if (localStorage.getItem(HINT_KEY)) return;
      localStorage.setItem(HINT_KEY, '1');
    } catch {
      return; // storage blocked: better no hint than one every game
    }
    this.scene.hud.notice(t(`app.zoom.hint.${this.noun}`), 'info', 7000).classList.add('lasting');
  }

  /** What is in view now (tests read it). */
  get view(): ZoomView {
    return this.v;
  }

  get zoomed(): boolean {
    return isZoomed(this.v);
  }

  /** Where a table point of the area is seen now (tips and tutorial boxes follow the zoom); others stay. */
  toScreen(p: Pt): Pt {
    return this.inside(p) ? toScreen(this.area, this.v, p) : p;
  }

  /** A box (centre and size) as seen now: magnified with the area and cut to its frame. */
  toScreenBox<B extends Pt & { w: number; h: number }>(b: B): B {
    if (!this.zoomed || !this.inside(b)) return b;
    const a = this.area;
    const c = toScreen(a, this.v, b);
    const z = this.v.zoom;
    const x0 = Math.max(a.x, c.x - (b.w * z) / 2);
    const x1 = Math.min(a.x + a.w, c.x + (b.w * z) / 2);
    const y0 = Math.max(a.y, c.y - (b.h * z) / 2);
    const y1 = Math.min(a.y + a.h, c.y + (b.h * z) / 2);
    return { ...b, x: (x0 + x1) / 2, y: (y0 + y1) / 2, w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) };
  }

  /** Zooms to `zoom` about a screen point (the area's centre by default). */
  zoomTo(zoom: number, at: Pt = { x: this.area.x + this.area.w / 2, y: this.area.y + this.area.h / 2 }): void {
    this.show(zoomAt(this.area, this.v, zoom, at, this.max));
  }

  reset(): void {
    this.show(unzoomed(this.area));
  }

  /**
   * Zoomed, the view moves as little as it takes to show `box` (table px, centre and size: a chosen
   * piece and its reach), or `core` (the piece alone) if the box is larger than the view; unzoomed all
   * is seen already.
   */
  bringIntoView(box: Pt & { w: number; h: number }, core: Pt & { w: number; h: number } = box): void {
    if (!this.zoomed) return;
    const fits = box.w <= this.area.w / this.v.zoom - 24 && box.h <= this.area.h / this.v.zoom - 24;
    this.show(reveal(this.area, this.v, fits ? box : core, this.max));
  }

  private inside(p: Pt): boolean {
    const a = this.area;
    return p.x >= a.x && p.x <= a.x + a.w && p.y >= a.y && p.y <= a.y + a.h;
  }

  private show(v: ZoomView): void {
    const before = this.v;
    this.v = clampView(this.area, v, this.max);
    const { zoom, x, y } = this.v;
    if (zoom === before.zoom && x === before.x && y === before.y) return;
    const a = this.area;
    this.cam.setVisible(this.zoomed).setZoom(zoom);
    this.cam.centerOn(x + a.w / zoom / 2, y + a.h / zoom / 2);
    // the camera's matrix is made when it draws: make it now, so a tap before the next frame hits right
    this.cam.preRender();
    this.button.hidden = !this.zoomed;
    // what the HUD said stood at the old place
    this.scene.hud.hideTip();
    this.scene.hud.hideCloseUp();
  }

  private relabel(): void {
    this.button.replaceChildren(t('app.zoom.reset'), h('kbd', {}, '0'));
    this.button.title = t('app.zoom.resetTitle');
  }

  // ---- pointers ----------------------------------------------------------------------------------

  /** A pointer event's place: CSS px, and the table's logical px. */
  private where(e: PointerEvent): { css: Pt; at: Pt } {
    const r = this.canvas.getBoundingClientRect();
    const k = this.scene.scale.width / Math.max(1, r.width);
    return { css: { x: e.clientX, y: e.clientY }, at: { x: (e.clientX - r.left) * k, y: (e.clientY - r.top) * k } };
  }

  private down(e: PointerEvent): void {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // a press whose release we never saw (let go outside the window) is over
    if (e.pointerType === 'mouse' || this.fingers.has(e.pointerId)) this.fingers.clear();
    const p = this.where(e);
    if (this.fingers.size === 0) {
      if (!this.inside(p.at) || !this.scene.sys.isActive()) return;
      this.hold(false);
      const now = { t: e.timeStamp, x: p.css.x, y: p.css.y };
      // the second tap of a double tap (on a touch screen) zooms: the pieces do not take it. If the
      // first tap made a move (or asked a question), the person meant one tap's move, or to look closer
      // where a tap was a move: the second is spent, neither a zoom nor a second press on what moved
      const second = e.pointerType === 'touch' && isDoubleTap(this.lastTap, now);
      const double = second && this.lastTap?.events === this.scene.session.eventCount && !this.scene.hud.prompting;
      this.lastTap = null;
      this.mode = double ? 'double' : second ? 'spent' : 'press';
      if (second) this.hold(true);
      if (double) {
        // what the first tap made the table say ("Choose a card to act first") was not meant
        this.scene.hud.clear();
      }
      this.fingers.set(e.pointerId, { css: p.css, down: p.css, at: p.at });
      this.start = { view: this.v, a: p.at, b: p.at };
    } else if (this.fingers.size === 1 && e.pointerType === 'touch' && !this.fingers.has(e.pointerId)) {
      // a second finger: a pinch, never a tap
      this.fingers.set(e.pointerId, { css: p.css, down: p.css, at: p.at });
      this.beginPinch();
      this.hold(true);
    }
  }

  private beginPinch(): void {
    const [f, g] = [...this.fingers.values()] as [Finger, Finger];
    this.mode = 'pinch';
    this.start = { view: this.v, a: f.at, b: g.at };
  }

  private move(e: PointerEvent): void {
    const f = this.fingers.get(e.pointerId);
    if (!f || !this.start) return;
    if (e.pointerType === 'mouse' && (e.buttons & 1) === 0) {
      this.up(e);
      return;
    }
    const p = this.where(e);
    f.css = p.css;
    f.at = p.at;
    if (this.mode === 'press' || this.mode === 'double' || this.mode === 'spent') {
      // unzoomed there is nothing to pan: the press stays a press, as it always was
      if (!this.zoomed || !isPan(f.css.x - f.down.x, f.css.y - f.down.y)) return;
      this.mode = 'pan';
      this.hold(true);
    }
    if (this.mode === 'pan') {
      this.show(panBy(this.area, this.start.view, f.at.x - this.start.a.x, f.at.y - this.start.a.y, this.max));
    } else if (this.mode === 'pinch') {
      const [a, b] = [...this.fingers.values()] as [Finger, Finger];
      this.show(pinch(this.area, this.start.view, [this.start.a, this.start.b], [a.at, b.at], this.max));
    }
    e.preventDefault();
  }

  private up(e: PointerEvent): void {
    const f = this.fingers.get(e.pointerId);
    if (!f) return;
    this.fingers.delete(e.pointerId);
    if (this.fingers.size === 1) {
      // one finger of a pinch lifted: the other pans on from where it is
      const g = [...this.fingers.values()][0] as Finger;
      this.mode = 'pan';
      this.start = { view: this.v, a: g.at, b: g.at };
      return;
    }
    if (this.fingers.size > 0) return;
    const tapped = !isPan(f.css.x - f.down.x, f.css.y - f.down.y);
    if (this.mode === 'double' && tapped && e.type === 'pointerup') {
      if (this.zoomed) this.reset();
      else this.zoomTo(DOUBLE_TAP_ZOOM, f.at);
    } else if (this.mode === 'press' && tapped && e.pointerType === 'touch') {
      this.lastTap = { t: e.timeStamp, x: f.css.x, y: f.css.y, events: this.scene.session.eventCount };
    }
    this.start = null;
    this.mode = 'press';
    // the pieces answer again once the table has had this release (Phaser takes it after us)
    if (this.held) {
      const compat = e.pointerType === 'mouse' ? 'mouseup' : 'touchend';
      const release = () => {
        window.removeEventListener(compat, release);
        clearTimeout(timer);
        if (this.fingers.size === 0) this.hold(false);
      };
      window.addEventListener(compat, release);
      const timer = setTimeout(release, 400);
    }
  }

  /** While a gesture holds the pointers, no piece is under them (and a long press opens nothing). */
  private hold(on: boolean): void {
    if (on === this.held) return;
    this.held = on;
    this.scene.panning = on;
    for (const cam of this.scene.cameras.cameras) cam.inputEnabled = !on;
    if (on) {
      this.scene.hud.hideTip();
      this.scene.hud.hideCloseUp();
    }
  }

  private wheel(e: WheelEvent): void {
    const r = this.canvas.getBoundingClientRect();
    const k = this.scene.scale.width / Math.max(1, r.width);
    const at = { x: (e.clientX - r.left) * k, y: (e.clientY - r.top) * k };
    if (!this.inside(at) || !this.scene.sys.isActive() || e.deltaY === 0) return;
    e.preventDefault();
    this.zoomTo(this.v.zoom * wheelFactor(e.deltaY, e.deltaMode, e.ctrlKey), at);
  }

  // ---- keys ----------------------------------------------------------------------------------------

  private key(e: KeyboardEvent): void {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || !this.scene.sys.isActive()) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest?.('input, select, textarea, [role="dialog"]')) return;
    if (document.querySelector('.backdrop, .hud-prompt, .curtain')) return;
    const ring = this.scene.focus.current;
    const at = ring && this.inside(ring) ? toScreen(this.area, this.v, ring) : undefined;
    const arrows: Record<string, Pt> = {
      ArrowLeft: { x: 1, y: 0 },
      ArrowRight: { x: -1, y: 0 },
      ArrowUp: { x: 0, y: 1 },
      ArrowDown: { x: 0, y: -1 },
    };
    if (e.key === '+' || e.key === '=') this.zoomTo(this.v.zoom * KEY_STEP, at);
    else if (e.key === '-' || e.key === '_' || e.key === '−') this.zoomTo(this.v.zoom / KEY_STEP, at);
    else if (e.key === '0' && this.zoomed) this.reset();
    else if (e.shiftKey && arrows[e.key] && this.zoomed) {
      const d = arrows[e.key] as Pt;
      this.show(panBy(this.area, this.v, d.x * this.area.w * KEY_PAN, d.y * this.area.h * KEY_PAN, this.max));
    } else return;
    e.preventDefault();
  }

  /** The keyboard's ring went to a piece of the area out of view: the view goes with it. */
  private follow(f: Focusable): void {
    if (this.zoomed && this.inside(f)) this.show(reveal(this.area, this.v, f, this.max));
  }
}
