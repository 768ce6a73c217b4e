/**
 * The chronicle on the table: the lines of chronicle-text.ts, each with its seat's colour, newest at
 * the foot. It stands in two places, both drawn from the view of the moment shown (so Undo, the
 * inspector's time travel and a reload show the log as it was): under the action box's words, in
 * whatever height the box has free (ChronicleList in actions.ts), and whole in a sheet opened on
 * demand (ChronicleSheet: over the seats' column on a table on its side, as a drawer upright).
 */
import type { CloudsView } from '../../../machines/clouds/view';
import { h } from '../../app/dom';
import { t } from '../../i18n';
import type { Rect } from '../../table/surface';
import { SEAT_COLOURS } from './art/cards';
import { chronicleLines, lineSeat, lineText } from './chronicle-text';

/** The most lines a list keeps in the page (a whole game is read back in the sheet, 400 at a time). */
const MAX_LINES = 400;

/** A list of the chronicle's lines that follows the newest one unless its reader has scrolled back. */
export class ChronicleList {
  readonly el: HTMLOListElement;
  private texts: string[] = [];
  private log: unknown = null;
  /** True while the newest line is in sight: a new line then scrolls into it. */
  private atFoot = true;
  /** Where this list last scrolled itself to (-1: nowhere yet). */
  private setTop = -1;
  private size: ResizeObserver;

  constructor(
    private readonly name: (seat: number) => string,
    own: (f: () => void) => void,
    cls = '',
  ) {
    this.el = h('ol.cm-chron', {
      class: cls,
      tabindex: '0',
      'aria-label': t('clouds.table.log.label'),
      dataset: { testid: 'chronicle', empty: t('clouds.table.log.empty') },
    });
    this.el.addEventListener('scroll', () => {
      const e = this.el;
      // the scroll this list made itself arrives after any resize since: it is not the reader's
      if (e.scrollTop === this.setTop) return;
      this.atFoot = e.scrollTop + e.clientHeight >= e.scrollHeight - 4;
    });
    // the box grows and shrinks with its words: the newest line stays in sight
    this.size = new ResizeObserver(() => this.follow());
    this.size.observe(this.el);
    own(() => this.size.disconnect());
  }

  /** The lines of `v`'s log (only what changed is lettered anew). */
  render(v: CloudsView): void {
    if (v.log === this.log) return;
    this.log = v.log;
    const lines = chronicleLines(v.log).slice(-MAX_LINES);
    const texts = lines.map((l) => lineText(l, this.name, v.roundLimit));
    let same = 0;
    while (same < texts.length && same < this.texts.length && texts[same] === this.texts[same]) same++;
    // a list cut at its head (a long game) is lettered afresh
    if (this.texts.length === MAX_LINES && texts.length === MAX_LINES && texts[0] !== this.texts[0]) same = 0;
    const kids = this.el.children;
    while (kids.length > same) kids[kids.length - 1]?.remove();
    for (let i = same; i < lines.length; i++) {
      const l = lines[i] as (typeof lines)[number];
      const seat = lineSeat(l);
      this.el.append(
        h(
          'li',
          { class: l.kind, dataset: seat === null ? {} : { seat: String(seat) } },
          seat === null ? null : h('i.cm-swatch', { style: { background: SEAT_COLOURS[seat] as string } }),
          texts[i] as string,
        ),
      );
    }
    this.texts = texts;
    this.follow();
  }

  /** Letters every line again (another language). */
  relabel(v: CloudsView | undefined): void {
    this.el.setAttribute('aria-label', t('clouds.table.log.label'));
    this.el.dataset.empty = t('clouds.table.log.empty');
    this.texts = [];
    this.log = null;
    this.el.replaceChildren();
    if (v) this.render(v);
  }

  /** Back at the newest line, where the reader had not scrolled away from it. */
  follow(): void {
    const e = this.el;
    if (this.atFoot) {
      e.scrollTop = e.scrollHeight;
      this.setTop = e.scrollTop;
    }
    // under two lines of room (a box full of buttons) a strip would show half a line: it gives way
    if (e.classList.contains('inline')) {
      const st = getComputedStyle(e);
      const line = Number.parseFloat(st.lineHeight) || Number.parseFloat(st.fontSize) * 1.25;
      e.classList.toggle('cramped', e.clientHeight < 1.8 * line);
    }
  }

  toFoot(): void {
    this.atFoot = true;
    this.follow();
  }
}

/**
 * The whole chronicle in a sheet of its own, with its title and Close: over the seats' column on a
 * table on its side, over the dock and the action box upright (where a seat's drawer opens).
 */
export class ChronicleSheet {
  readonly el: HTMLElement;
  readonly list: ChronicleList;
  private title: HTMLElement;
  private closeBtn: HTMLButtonElement;
  /** What had the keyboard before the sheet opened (it gets it back on closing). */
  private before: HTMLElement | null = null;

  constructor(
    name: (seat: number) => string,
    own: (f: () => void) => void,
    at: Rect,
    private readonly onToggle: (open: boolean) => void,
  ) {
    this.list = new ChronicleList(name, own, 'whole');
    this.title = h('h3', {}, t('clouds.table.log.title'));
    this.closeBtn = h(
      'button.gilt.small',
      { type: 'button', dataset: { action: 'close-chronicle' }, onclick: () => this.toggle(false) },
      t('clouds.table.log.close'),
    );
    this.el = h(
      'section.cm-chron-sheet',
      { hidden: true, 'aria-label': t('clouds.table.log.title'), dataset: { testid: 'chronicle-sheet' } },
      h('header', {}, this.title, this.closeBtn),
      this.list.el,
    );
    Object.assign(this.el.style, { left: `${at.x}px`, top: `${at.y}px`, width: `${at.w}px`, height: `${at.h}px` });
  }

  get open(): boolean {
    return !this.el.hidden;
  }

  toggle(open = !this.open): void {
    if (open === this.open) return;
    this.el.hidden = !open;
    this.onToggle(open); // sized first (panels.ts), then at its newest line
    if (open) {
      this.before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      this.list.toFoot();
      this.list.el.focus({ preventScroll: true });
    } else if (this.el.contains(document.activeElement)) this.before?.focus({ preventScroll: true });
  }

  render(v: CloudsView): void {
    this.list.render(v);
  }

  relabel(v: CloudsView | undefined): void {
    this.title.textContent = t('clouds.table.log.title');
    this.closeBtn.textContent = t('clouds.table.log.close');
    this.el.setAttribute('aria-label', t('clouds.table.log.title'));
    this.list.relabel(v);
  }
}
