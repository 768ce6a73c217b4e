/**
 * The close-up of a card or piece: its picture large and its words in readable type, beside the
 * pointer and always inside the table. Hover a moment (desktop), right-click, or long-press (touch).
 * The picture is drawn again at the size shown (the table's textures are drawn at table size, too
 * small to enlarge); the words are page text, never smaller than 14 px at 1280×720.
 */
import { h } from '../app/dom';
import { type Picture, pictureToCanvas } from '../art/compose';

export interface CloseUpContent {
  /** The piece's picture, drawn again at the close-up's size. */
  picture?: Picture | (() => Picture);
  /** Width of the picture in logical pixels (its height follows). */
  width?: number;
  title: string;
  text?: string | null;
  /** Why the piece may not be played now. */
  reason?: string | null;
}

const W = 1280;
const H = 720;
const GAP = 22; // between the pointer and the close-up
const MARGIN = 8;

export class CloseUp {
  readonly el: HTMLElement;
  private shown: CloseUpContent | null = null;
  private token = 0;

  constructor(parent: HTMLElement) {
    this.el = h('figure.closeup', { hidden: true, role: 'tooltip' });
    parent.append(this.el);
  }

  get open(): boolean {
    return this.shown !== null;
  }

  /** Shows `c` beside the point (x, y), or beside the rectangle `beside` (a piece opened by a key). */
  show(c: CloseUpContent, x: number, y: number, beside?: { w: number; h: number }): void {
    this.shown = c;
    const token = ++this.token;
    const width = Math.round(c.width ?? 240);
    const pic = typeof c.picture === 'function' ? c.picture() : c.picture;
    const height = pic ? Math.round((width * pic.height) / pic.width) : 0;
    const frame = pic ? h('div.closeup-picture', {}) : null;
    if (frame) Object.assign(frame.style, { width: `${width}px`, height: `${height}px` });
    this.el.replaceChildren(
      ...(frame ? [frame] : []),
      h(
        'figcaption',
        {},
        h('strong.closeup-title', {}, c.title),
        c.text ? h('p.closeup-text', {}, c.text) : null,
        c.reason ? h('p.closeup-text.reason', {}, c.reason) : null,
      ),
    );
    this.el.style.width = `${Math.max(width, 260)}px`;
    this.el.hidden = false;
    this.place(x, y, beside);
    if (pic && frame) {
      const scale = (width / pic.width) * Math.min(2, window.devicePixelRatio || 1);
      // an image, not a canvas: the table's canvas stays the only one on the page
      void pictureToCanvas(pic, scale).then((canvas) => {
        if (token !== this.token) return;
        frame.append(h('img', { src: canvas.toDataURL(), alt: '', style: { width: '100%', height: '100%' } }));
      });
    }
  }

  /** Beside the point, on the side with room; inside the table whatever its size. */
  private place(x: number, y: number, beside?: { w: number; h: number }): void {
    const w = this.el.offsetWidth;
    const hh = this.el.offsetHeight;
    const dx = (beside?.w ?? 0) / 2 + GAP;
    const right = x + dx;
    const left = x - dx - w;
    const bx = right + w <= W - MARGIN || left < MARGIN ? right : left;
    const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
    this.el.style.left = `${clamp(bx, MARGIN, W - MARGIN - w)}px`;
    this.el.style.top = `${clamp(y - hh / 2, MARGIN, Math.max(MARGIN, H - MARGIN - hh))}px`;
  }

  hide(): void {
    this.shown = null;
    this.token++;
    this.el.hidden = true;
    this.el.replaceChildren();
  }
}
