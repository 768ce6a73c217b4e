/**
 * The close-up of a card or piece: its picture large and its words in readable type, beside the
 * pointer and always inside the table. Hover a moment (desktop), right-click, or long-press (touch).
 * The picture is drawn again at the size shown (the table's textures are drawn at table size, too
 * small to enlarge); the words are page text, never smaller than 14 px at 1280×720.
 */
import { h, type Lettering, lettered } from '../app/dom';
import { type Picture, pictureToCanvas } from '../art/compose';

export interface CloseUpContent {
  /** The piece's picture, drawn again at the close-up's size. */
  picture?: Picture | (() => Picture);
  /** Width of the picture in logical pixels (its height follows). */
  width?: number;
  /** Its name; a player's name as seat-names.ts `nameEl` letters it, not in the display face's capitals. */
  title: Lettering;
  text?: string | null;
  /** What lies on the piece, a line each (the tokens on a card's residents): its picture is drawn bare. */
  lines?: string[];
  /** Why the piece may not be played now. */
  reason?: string | null;
}

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
        h('strong.closeup-title', {}, ...lettered(c.title)),
        c.text ? h('p.closeup-text', {}, c.text) : null,
        c.lines?.length ? h('ul.closeup-lines', {}, ...c.lines.map((l) => h('li', {}, l))) : null,
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

  /**
   * Beside the point, on the side with room, inside the screen. On a small screen the table is drawn
   * small, so the close-up is drawn at least at the page's own size (its words never under 14 CSS
   * px) and may use the screen round the table; it shrinks only when the screen cannot hold it.
   */
  private place(x: number, y: number, beside?: { w: number; h: number }): void {
    const el = this.el;
    const parent = el.parentElement;
    const r = parent?.getBoundingClientRect();
    const W = parent?.offsetWidth || 1280; // the stage's logical size
    const H = parent?.offsetHeight || 720;
    const css = r?.width ? r.width / W : 1; // CSS px per table px
    const screen = r?.width
      ? {
          x0: -r.left / css,
          y0: -r.top / css,
          x1: (window.innerWidth - r.left) / css,
          y1: (window.innerHeight - r.top) / css,
        }
      : { x0: 0, y0: 0, x1: W, y1: H };
    const w0 = el.offsetWidth;
    const h0 = el.offsetHeight;
    const room = (lo: number, hi: number, size: number) => (hi - lo - 2 * MARGIN) / size;
    const k = Math.max(1, Math.min(1 / css, room(screen.x0, screen.x1, w0), room(screen.y0, screen.y1, h0)));
    el.style.transform = k > 1 ? `scale(${k})` : '';
    const w = w0 * k;
    const hh = h0 * k;
    const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
    const [lo, hi] = [screen.x0 + MARGIN, screen.x1 - MARGIN];
    const dx = (beside?.w ?? 0) / 2 + GAP;
    const right = x + dx;
    const left = x - dx - w;
    let bx = right + w <= hi || left < lo ? right : left;
    let by = y - hh / 2;
    if (bx + w > hi && left < lo) {
      // no room on either side (a phone held upright): above or below the point instead
      const dy = (beside?.h ?? 0) / 2 + GAP;
      bx = x - w / 2;
      by = y + dy + hh <= screen.y1 - MARGIN || y - dy - hh < screen.y0 + MARGIN ? y + dy : y - dy - hh;
    }
    el.style.left = `${clamp(bx, lo, hi - w)}px`;
    el.style.top = `${clamp(by, screen.y0 + MARGIN, Math.max(screen.y0 + MARGIN, screen.y1 - MARGIN - hh))}px`;
  }

  hide(): void {
    this.shown = null;
    this.token++;
    this.el.hidden = true;
    this.el.replaceChildren();
  }
}
