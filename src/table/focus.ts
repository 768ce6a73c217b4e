/**
 * Keyboard play on the canvas: the scene lists what may be chosen now (cards, slots, cells) and the
 * arrows move a gold ring between them by position, Tab walks them in order, Enter chooses. The ring
 * is drawn once a key has moved or used it, and hidden from the next press of a finger or the mouse
 * (as a browser's :focus-visible): a player who taps saw it stay on a potion other than the one tapped.
 */
import type Phaser from 'phaser';

export interface Focusable {
  id: string;
  x: number; // centre, logical px
  y: number;
  w: number;
  h: number;
  activate(): void;
  label?: string; // spoken by screen readers through the status line
}

type Dir = 'left' | 'right' | 'up' | 'down';

export class FocusNav {
  private items: Focusable[] = [];
  private index = -1;
  private ring: Phaser.GameObjects.Graphics;
  private keyed = false;
  enabled = true;
  /** Told whenever the ring moves (a scene may preview what Enter would do there). */
  onChange: ((item: Focusable | null) => void) | null = null;
  /** Told first when a key moved the ring (a zoomed board brings the piece into view). */
  onKeyMove: ((item: Focusable) => void) | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly onFocus?: (item: Focusable | null) => void,
  ) {
    this.ring = scene.add.graphics().setDepth(50_000);
    this.onKey = this.onKey.bind(this);
    this.onPress = this.onPress.bind(this);
    document.addEventListener('keydown', this.onKey);
    document.addEventListener('pointerdown', this.onPress, true);
  }

  get current(): Focusable | null {
    return this.items[this.index] ?? null;
  }

  /** Replaces the choices; keeps the ring on the same id when it is still there. */
  set(items: Focusable[]): void {
    const keep = this.current?.id;
    this.items = items;
    const i = keep ? items.findIndex((f) => f.id === keep) : -1;
    this.index = i;
    this.draw();
  }

  clear(): void {
    this.set([]);
  }

  focus(id: string): void {
    this.index = this.items.findIndex((f) => f.id === id);
    this.draw();
  }

  private draw(byKey = false): void {
    this.ring.clear();
    const f = this.current;
    if (byKey && f) this.onKeyMove?.(f);
    this.onFocus?.(f);
    this.onChange?.(f);
    if (!f || !this.keyed) return;
    this.ring
      .lineStyle(3, 0xffffff, 0.95)
      .strokeRoundedRect(f.x - f.w / 2 - 5, f.y - f.h / 2 - 5, f.w + 10, f.h + 10, 8);
    this.ring
      .lineStyle(1.5, 0xc9a23a, 1)
      .strokeRoundedRect(f.x - f.w / 2 - 8, f.y - f.h / 2 - 8, f.w + 16, f.h + 16, 10);
  }

  private step(delta: number): void {
    if (!this.items.length) return;
    this.index =
      this.index < 0
        ? delta > 0
          ? 0
          : this.items.length - 1
        : (this.index + delta + this.items.length) % this.items.length;
    this.draw(true);
  }

  private spatial(dir: Dir): void {
    const from = this.current;
    if (!from) {
      this.step(1);
      return;
    }
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    this.items.forEach((f, i) => {
      if (i === this.index) return;
      const dx = f.x - from.x;
      const dy = f.y - from.y;
      const along = dir === 'left' ? -dx : dir === 'right' ? dx : dir === 'up' ? -dy : dy;
      const across = dir === 'left' || dir === 'right' ? Math.abs(dy) : Math.abs(dx);
      if (along <= 2) return;
      const score = along + across * 2.2;
      if (score < bestScore) {
        bestScore = score;
        best = i;
      }
    });
    if (best >= 0) {
      this.index = best;
      this.draw(true);
    }
  }

  private onKey(e: KeyboardEvent): void {
    if (!this.enabled || !this.scene.sys.isActive()) return;
    const t = e.target as HTMLElement | null;
    // Keys typed into a field or a focused control, or inside an open sheet, are theirs.
    if (t?.closest?.('input, select, textarea, [role="dialog"], .hud-prompt')) return;
    if (document.querySelector('.backdrop, .hud-prompt')) return;
    const map: Record<string, Dir> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
    if (['Tab', 'Enter', ' '].includes(e.key) || map[e.key]) this.keyed = true;
    // Shift + an arrow is not the ring's: it pans a zoomed board (pan-zoom.ts)
    if (map[e.key] && !e.shiftKey) {
      this.spatial(map[e.key] as Dir);
      e.preventDefault();
    } else if (e.key === 'Tab' && this.items.length && !(t instanceof HTMLButtonElement)) {
      this.step(e.shiftKey ? -1 : 1);
      e.preventDefault();
    } else if ((e.key === 'Enter' || e.key === ' ') && this.current && !(t instanceof HTMLButtonElement)) {
      this.current.activate();
      e.preventDefault();
    }
  }

  private onPress(): void {
    if (!this.keyed) return;
    this.keyed = false;
    this.ring.clear();
  }

  destroy(): void {
    document.removeEventListener('keydown', this.onKey);
    document.removeEventListener('pointerdown', this.onPress, true);
    this.ring.destroy();
  }
}
