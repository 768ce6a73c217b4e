/**
 * The seats on a phone held upright: a row of tabs under the map, one per seat (its colour, name and
 * count of cards, the seat to move marked), and a drawer with a seat's name and a Close button. The
 * docked seat's tab names the area under it; another seat's tab opens that seat's drawer over it and
 * the action panel (a second tap, Close or Esc shuts it). The cards themselves are the table's
 * (draw.ts lays them in the dock or the drawer), so they answer taps and long presses as anywhere.
 */
import type { CloudsView } from '../../../machines/clouds/view';
import { h, svgEl } from '../../app/dom';
import { t } from '../../i18n';
import { seatTag } from '../../table/seat-names';
import type { Rect } from '../../table/surface';
import { SEAT_COLOURS } from './art/cards';
import './portrait.css';
import type { CloudsTable } from './table';

const place = (el: HTMLElement, r: Rect) =>
  Object.assign(el.style, { left: `${r.x}px`, top: `${r.y}px`, width: `${r.w}px`, height: `${r.h}px` });

/** A seat's colour, name and what else the table says of it (bot level, harbour, out). */
export function seatBits(s: CloudsTable, v: CloudsView, i: number): (HTMLElement | null)[] {
  const p = s.session.players[i];
  const kind = seatTag(p); // a bot's strength, or that a bot plays for an absent person
  const harbour = v.setup?.harbours[i];
  return [
    h('i.cm-swatch', { style: { background: SEAT_COLOURS[i] as string } }),
    h('strong.pname', {}, s.seatName(i)), // as typed among the small capitals (seat-names.ts nameEl)
    kind ? h('small.cm-level', {}, `· ${kind}`) : null,
    harbour ? h('small', {}, `· ${t(`clouds.harbours.${harbour}`)}`) : null,
    v.out.includes(i) ? h('small.out', {}, `· ${t('clouds.table.outTag')}`) : null,
  ];
}

/** True when seat `i` is the one to move (or awaited). */
export const onTurn = (v: CloudsView, i: number) =>
  v.activeSeat === i || (v.activeSeat === null && v.awaitedSeat === i && !v.result);

/** The chronicle's tab: a book open on its lines. */
const BOOK = () =>
  svgEl(
    '<svg viewBox="0 0 32 24" width="40" height="30" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"><path d="M16 5C12 2 6 2 2 3v18c4-1 10-1 14 2 4-3 10-3 14-2V3c-4-1-10-1-14 2z"/><path d="M16 5v18M6 8h6M6 12h6M6 16h5M20 8h6M20 12h6M20 16h5" stroke-width="1.5"/></svg>',
  );

/** How long a tab glows when a card goes to it (portrait.css `.cm-tab.took`). */
const GLOW_MS = 900;

export class SeatTabs {
  readonly tabs: HTMLElement;
  readonly head: HTMLElement;

  constructor(
    private readonly scene: CloudsTable,
    /** The chronicle's tab, at the end of the row: opens or closes it where a drawer opens. */
    private readonly onChronicle: () => void = () => {},
  ) {
    const L = scene.L;
    this.tabs = h('nav.cm-tabs', { role: 'tablist', dataset: { testid: 'cm-tabs' } });
    this.head = h('div.cm-drawer-head', { hidden: true, dataset: { testid: 'cm-drawer' } });
    if (L.tabs) place(this.tabs, L.tabs);
    // across the drawer's top; on a wide upright table beside its cards, where the panel stands
    if (L.drawerTitle) {
      place(this.head, L.drawerTitle);
      this.head.classList.add('side');
    } else if (L.drawer) place(this.head, { ...L.drawer, h: L.drawerHead - 8 });
  }

  /** The middle of a seat's tab, in table coordinates (the HUD is laid out in them). */
  centre(seat: number): { x: number; y: number } | null {
    const tab = this.tab(seat);
    if (!tab) return null;
    const { x, y } = this.scene.L.tabs ?? { x: 0, y: 0 };
    return { x: x + tab.offsetLeft + tab.offsetWidth / 2, y: y + tab.offsetTop + tab.offsetHeight / 2 };
  }

  /** When each seat's tab began to glow (a card went to it): the glow outlives the tabs made anew. */
  private readonly glowSince = new Map<number, number>();

  /** A seat's tab glows once: a card went to it. */
  took(seat: number): void {
    this.glowSince.set(seat, performance.now());
    const tab = this.tab(seat);
    if (tab) this.glow(tab, seat);
  }

  private glow(tab: HTMLElement, seat: number): void {
    const since = this.glowSince.get(seat);
    const ago = since === undefined ? GLOW_MS : performance.now() - since;
    tab.classList.remove('took');
    if (ago >= GLOW_MS) return;
    void tab.offsetWidth; // a second card while it glows: the glow starts afresh
    tab.style.animationDelay = `${-ago}ms`; // a tab made anew carries on where the last one was
    tab.classList.add('took');
  }

  private tab(seat: number): HTMLElement | null {
    return this.tabs.querySelector<HTMLElement>(`.cm-tab[data-seat="${seat}"]`);
  }

  /** Tabs and drawer heading as the view and the open drawer (or the chronicle) have them now. */
  render(v: CloudsView, chronicle = false): void {
    const s = this.scene;
    const dock = s.dockSeat();
    const open = s.drawer;
    this.tabs.dataset.seats = String(v.seats);
    this.tabs.replaceChildren(
      ...Array.from({ length: v.seats }, (_, i) => {
        const shown = !chronicle && (open === null ? i === dock : i === open);
        const b = h(
          'button.cm-tab',
          {
            type: 'button',
            role: 'tab',
            class: `${onTurn(v, i) ? 'turn' : ''} ${v.out.includes(i) ? 'out' : ''} ${i === dock ? 'docked' : ''}`,
            dataset: { seat: String(i) },
            'aria-selected': shown ? 'true' : 'false',
            'aria-label': t('clouds.table.drawer.open', { name: s.seatName(i) }),
            onclick: () => s.openDrawer(i === open || i === dock ? null : i),
          },
          h('i.cm-swatch', { style: { background: SEAT_COLOURS[i] as string } }),
          h('strong.pname', {}, s.seatShortName(i)),
          s.session.players[i]?.standIn ? h('small.cm-level', {}, t('online.botPlays')) : null,
          h('span.cm-count', { dataset: { testid: `count-${i}` } }, String(v.counts[i] ?? 0)),
        );
        b.style.setProperty('--seat', SEAT_COLOURS[i] as string);
        this.glow(b, i);
        return b;
      }),
      h(
        'button.cm-tab.cm-chron-tab',
        {
          type: 'button',
          role: 'tab',
          dataset: { action: 'chronicle' },
          'aria-selected': chronicle ? 'true' : 'false',
          'aria-label': t('clouds.table.log.openTitle'),
          title: t('clouds.table.log.openTitle'),
          onclick: () => this.onChronicle(),
        },
        BOOK(),
      ),
    );
    this.head.hidden = open === null;
    if (open === null) {
      this.head.replaceChildren();
      return;
    }
    this.head.replaceChildren(
      h(
        'div.cm-drawer-title',
        {},
        ...seatBits(s, v, open),
        h('span.cm-count', {}, t('clouds.results.cards', { count: v.counts[open] ?? 0 })),
      ),
      h(
        'button.gilt',
        {
          type: 'button',
          dataset: { action: 'close-drawer' },
          title: t('clouds.table.drawer.closeTitle', { name: s.seatName(open) }),
          onclick: () => s.openDrawer(null),
        },
        t('clouds.table.drawer.close'),
      ),
    );
  }
}
