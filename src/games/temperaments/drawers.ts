/**
 * The drawers of the Four Temperaments table on a phone held upright: what cannot fit legibly under
 * the board (the goals, the chronicle, the other players' plaques) waits behind a row of tabs at the
 * thumb; a tab opens its drawer over the table (the board, the row, the parties), the same tab or
 * the ✕ closes it. Everything in them is public (a seat's supply is only counted, §8).
 */
import type { SeatView, TemperamentsView } from '../../../machines/temperaments/view';
import { h } from '../../app/dom';
import { pictureToCanvas } from '../../art/compose';
import { getLang, t } from '../../i18n';
import { seatTag } from '../../table/seat-names';
import { GOAL_H, GOAL_W, SEAT_COLOURS } from './art';
import type { Rect } from './layout';
import { cardPicture, goalSlots } from './textures';

/** What the drawers read of the table (panels.ts's table, without importing it back). */
interface DrawerTable {
  view: TemperamentsView;
  hud: { root: HTMLElement; clear(all?: boolean): void };
  session: { players: readonly { kind: string; level?: string }[] };
  name(seat: number): string;
  plaque(seat: number): Rect;
  /** Reports a gesture to the tutorial (table-scene.ts). */
  gesture(kind: string, target: string): boolean;
}

const DRAWERS = ['goals', 'log', 'players'] as const;
type DrawerName = (typeof DRAWERS)[number];

/** A goal card's picture in the drawer: twice its table size (the marker places scale with it). */
const GOAL_SCALE = 2;

const place = (el: HTMLElement, r: Rect) =>
  Object.assign(el.style, { left: `${r.x}px`, top: `${r.y}px`, width: `${r.w}px`, height: `${r.h}px` });

export class TemperamentsDrawers {
  /** The drawer open now (null: all closed). */
  open: DrawerName | null = null;
  private readonly tabs: HTMLElement;
  private readonly panel: HTMLElement;
  private readonly title: HTMLElement;
  private readonly closer: HTMLButtonElement;
  private readonly body: HTMLElement;
  /** Goal pictures drawn for the drawer, by goal and language (data URLs). */
  private readonly pictures = new Map<string, string>();

  constructor(
    private readonly scene: DrawerTable,
    /** The chronicle (panels.ts keeps it filled): shown in its drawer. */
    private readonly log: HTMLElement,
    tabs: Rect,
    drawer: Rect,
  ) {
    this.tabs = h(
      'nav.ft-tabs',
      {},
      ...DRAWERS.map((n) =>
        h('button.gilt.ft-tab', { dataset: { drawer: n }, 'aria-expanded': 'false', onclick: () => this.toggle(n) }),
      ),
    );
    this.title = h('h3');
    this.closer = h(
      'button.gilt.ft-drawer-close',
      { dataset: { action: 'close-drawer' }, onclick: () => this.toggle(null) },
      '✕',
    );
    this.body = h('div.ft-drawer-body');
    this.panel = h('section.ft-drawer', { hidden: true }, h('header', {}, this.title, this.closer), this.body);
    place(this.tabs, tabs);
    place(this.panel, drawer);
    scene.hud.root.append(this.panel, this.tabs);
    this.relabel();
  }

  /** Opens drawer `n`, or closes it if it is the one open (null closes any). */
  toggle(n: DrawerName | null): void {
    this.open = n === this.open ? null : n;
    // what was said about the board (a reason, the zoom hint) would lie on the drawer that covers it
    if (this.open) this.scene.hud.clear(true);
    this.fill(this.scene.view);
    // The goals drawn large: that is a goal opened, for a tutorial page that asks to open one.
    if (this.open === 'goals') this.scene.view.goals.some((g) => this.scene.gesture('openGoal', g.id));
  }

  update(v: TemperamentsView): void {
    if (this.open && this.open !== 'log') this.fill(v);
  }

  relabel(): void {
    this.tabs.setAttribute('aria-label', t('temperaments.phone.tabs'));
    for (const b of this.tabs.querySelectorAll<HTMLButtonElement>('button'))
      b.textContent = t(`temperaments.phone.${b.dataset.drawer}`);
    this.closer.setAttribute('aria-label', t('temperaments.phone.close'));
    if (this.scene.view) this.fill(this.scene.view);
  }

  /** A tab's box on the stage (the tutorial and tests point at it). */
  locateTab(n: DrawerName): Rect | null {
    const b = this.tabs.querySelector<HTMLElement>(`[data-drawer="${n}"]`);
    if (!b) return null;
    const left = Number.parseFloat(this.tabs.style.left) + b.offsetLeft;
    const top = Number.parseFloat(this.tabs.style.top) + b.offsetTop;
    return { x: left + b.offsetWidth / 2, y: top + b.offsetHeight / 2, w: b.offsetWidth, h: b.offsetHeight };
  }

  private fill(v: TemperamentsView): void {
    const n = this.open;
    for (const b of this.tabs.querySelectorAll<HTMLButtonElement>('button')) {
      const on = b.dataset.drawer === n;
      b.classList.toggle('open', on);
      b.setAttribute('aria-expanded', String(on));
    }
    this.panel.hidden = n === null;
    this.panel.dataset.drawer = n ?? '';
    if (n === null) return;
    this.title.textContent = t(`temperaments.phone.${n}`);
    if (n === 'log') {
      this.body.replaceChildren(this.log);
      this.log.scrollTop = this.log.scrollHeight;
    } else if (n === 'goals') this.body.replaceChildren(...v.goals.map((g) => this.goal(g)));
    else
      this.body.replaceChildren(
        ...v.players.filter((p) => this.scene.plaque(p.seat).w === 0).map((p) => this.seat(v, p.seat)),
      );
  }

  /** A goal: its card large, with the markers placed on it, what it asks and who met it. */
  private goal(g: TemperamentsView['goals'][number]): HTMLElement {
    const s = this.scene;
    const pic = h('div.ft-goal-card', {
      style: { width: `${GOAL_W * GOAL_SCALE}px`, height: `${GOAL_H * GOAL_SCALE}px` },
      // the tutorial's page may ask to open this goal: here it is open already, a tap says so
      onclick: () => s.gesture('openGoal', g.id),
    });
    const lang = getLang();
    const key = `${g.id}|${lang}`;
    const img = h('img', { alt: '' });
    const url = this.pictures.get(key);
    if (url) img.src = url;
    else
      void pictureToCanvas(cardPicture(g.id, lang), GOAL_SCALE * Math.min(2, window.devicePixelRatio || 1)).then(
        (c) => {
          const src = c.toDataURL();
          this.pictures.set(key, src);
          img.src = src;
        },
      );
    pic.append(img);
    const slots = goalSlots(g.id);
    for (const seat of g.markers) {
      const at = slots[seat] ?? slots[0];
      if (!at) continue;
      pic.append(
        h('span.ft-goal-marker', {
          style: {
            left: `${at.x * GOAL_SCALE}px`,
            top: `${at.y * GOAL_SCALE}px`,
            background: SEAT_COLOURS[seat % 4] as string,
          },
        }),
      );
    }
    const names = g.markers.map((m) => s.name(m)).join(', ');
    const status =
      g.met === true
        ? t('temperaments.table.goalYours')
        : g.distance != null
          ? t('temperaments.table.goalDistance', { count: g.distance })
          : '';
    return h(
      'article.ft-goal',
      { dataset: { goal: g.id } },
      pic,
      h(
        'div.ft-goal-text',
        {},
        h('strong', {}, t(`temperaments.names.${g.id}`)),
        h('p', {}, t(`temperaments.goalText.${g.id}`)),
        status ? h('p.ft-goal-status', {}, status) : null,
        h('p.ft-goal-met', {}, names ? t('temperaments.phone.metBy', { names }) : t('temperaments.phone.metByNone')),
      ),
    );
  }

  /** Another seat's plaque, large: its name, score, tokens on the board, bag and supply counts. */
  private seat(v: TemperamentsView, seat: number): HTMLElement {
    const s = this.scene;
    const p = v.players[seat];
    const meta = s.session.players[seat];
    if (!p) return h('div');
    const [board, holdings] = seatFacts(p);
    return h(
      'article.ft-seat',
      {
        class: v.active === seat ? 'active' : '',
        dataset: { seat: String(seat) },
        style: { borderColor: SEAT_COLOURS[seat % 4] },
      },
      h(
        'div.ft-who',
        {},
        h('span.ft-name.pname', { style: { color: SEAT_COLOURS[seat % 4] } }, s.name(seat)),
        seatTag(meta) ? h('span.ft-bot', {}, seatTag(meta)) : null,
      ),
      h('p', {}, h('b.ft-markers', {}, String(p.markers)), ` ${board}`),
      h('p', {}, holdings),
    );
  }
}

/**
 * A seat's counts in words, as its drawer (upright) and its plaque's close-up (on its side) give them:
 * its score and holdings on the board (the score's number first, for the caller to set apart), then
 * its supply and bag. All public (a seat's supply is only counted).
 */
export function seatFacts(p: SeatView): [string, string] {
  return [
    `${t('temperaments.table.markers', { count: p.markers })} · ${t('temperaments.table.onBoard', { count: p.boardTokens })} · ${t('temperaments.table.places', { count: p.locations })}`,
    `${t('temperaments.phone.supply', { count: p.supplyCount })} · ${t('temperaments.table.bag', { count: p.bagCount })}`,
  ];
}
