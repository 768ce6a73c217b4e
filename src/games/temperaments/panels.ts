/**
 * The Four Temperaments table's DOM: the status line, each seat's plaque (name, bag, board, markers;
 * the supply tokens themselves are on the canvas), the Pass button, the log as marginalia, banners
 * and the end screen with the ranking and why it fell that way.
 */

import type { Viewer } from '../../../machines/core/game';
import type temperaments from '../../../machines/temperaments';
import type { Emitted } from '../../../machines/temperaments/types';
import type { TemperamentsView } from '../../../machines/temperaments/view';
import { h, type Lettering, lettered } from '../../app/dom';
import { openModal } from '../../app/modal';
import { t } from '../../i18n';
import type { Curtain } from '../../table/curtain';
import { endActions } from '../../table/end-actions';
import { endRanking, type RankRow } from '../../table/end-ranking';
import type { AnimQueue } from '../../table/queue';
import { seatTag, tNamed } from '../../table/seat-names';
import { TableHud } from '../../table/table-hud';
import type { TableScene } from '../../table/table-scene';
import { SEAT_COLOURS } from './art';
import { TemperamentsDrawers } from './drawers';
import { humourName, type Layout, type Rect } from './layout';
import { outcomeText } from './outcome';

/** What the panels use of the Four Temperaments table. */
export interface TemperamentsTable extends TableScene<typeof temperaments> {
  view: TemperamentsView;
  L: Layout;
  curtain: Curtain;
  readonly viewer: Viewer;
  name(seat: number): string;
  plaque(seat: number): Rect;
  /** Whether the seat's supply is the one this screen picks from (its plaque lettered round it). */
  ownSupply(seat: number): boolean;
  /** A seat's whole name and every count in a note over its plaque (what a tap on it shows). */
  openPlaque(seat: number): void;
  onSupply(tokenId: string): void;
  pass(): void;
}

export class TemperamentsHud extends TableHud<TemperamentsTable> {
  private plaques: HTMLElement;
  private log: HTMLElement;
  private passBtn: HTMLButtonElement;
  private logCount = -1;
  private logSize: ResizeObserver;
  /** Whether each plaque letters all it has (plaqueHides), again whenever its lines change size. */
  private plaqueSize = new ResizeObserver(() => this.markHidden());
  private acting: number | null = null;
  /** A phone held upright: the goals, the log and the other players behind tabs (drawers.ts). */
  readonly drawers: TemperamentsDrawers | null = null;

  constructor(scene: TemperamentsTable) {
    super(scene);
    const hud = scene.hud;
    this.plaques = h('div.ft-plaques');
    this.log = h('ol.ft-log', { 'aria-label': t('temperaments.table.logLabel'), tabindex: '0' });
    this.passBtn = h(
      'button.gilt.small.ft-pass',
      { dataset: { action: 'pass' }, onclick: () => scene.pass(), hidden: true },
      t('temperaments.table.pass'),
      h('kbd', {}, 'P'),
    );
    hud.root.append(this.plaques, this.log, this.passBtn);
    const { tabs, drawer, log, plaques, pass } = scene.L;
    this.plaques.dataset.shape = plaques;
    // larger lettering where the log is long (a short strip keeps its three lines)
    this.log.dataset.shape = log && log.h >= 100 ? plaques : '';
    // the log's strip and Pass as the layout has them (temperaments.css reads the strip's box)
    if (log) for (const [k, v] of Object.entries(log)) this.log.style.setProperty(`--ft-log-${k}`, `${v}px`);
    if (plaques === 'tall') {
      this.passBtn.classList.add('tall');
      Object.assign(this.passBtn.style, { width: `${pass.w}px`, height: `${pass.h}px` });
    }
    if (tabs && drawer) {
      this.log.remove(); // its drawer shows it
      this.drawers = new TemperamentsDrawers(scene, this.log, tabs, drawer);
    }
    // The chronicle shows its newest line whenever its strip or its lettering changes size: opened by a
    // hover or a tap and closed again (a phone left it at a line ten back), its drawer opened, the
    // phone turned or the screen resized (hud.css --read). Reading back, scrolled, changes no size.
    this.logSize = new ResizeObserver(() => this.toNewest());
    this.logSize.observe(this.log);
    scene.own(() => this.logSize.disconnect());
    scene.own(() => this.plaqueSize.disconnect());
    this.addUndo();
    this.addMenu();
  }

  override relabel(): void {
    super.relabel();
    this.passBtn.replaceChildren(t('temperaments.table.pass'), h('kbd', {}, 'P'));
    this.log.setAttribute('aria-label', t('temperaments.table.logLabel'));
    this.logCount = -1;
    this.drawers?.relabel();
  }

  protected override keysBlocked(): boolean {
    return this.scene.curtain.open;
  }

  protected override onKey(k: string, e: KeyboardEvent): boolean {
    const s = this.scene;
    if (k === 'p' && this.acting !== null && !this.passBtn.hidden) {
      e.preventDefault();
      s.pass();
    } else if (/^[1-4]$/.test(k) && this.acting !== null) {
      const id = s.view.players[this.acting]?.supply?.[Number(k) - 1]?.tokenId;
      if (id) s.onSupply(id);
    } else return false;
    return true;
  }

  // ---- status, plaques, actions -----------------------------------------------------------------

  update(v: TemperamentsView): void {
    const s = this.scene;
    const turn =
      v.phase === 'over'
        ? [t('temperaments.table.over')]
        : v.pending
          ? tNamed(`temperaments.table.pending.${v.pending.kind}`, { name: s.name(v.pending.seat) })
          : [t('temperaments.table.resolving')];
    s.hud.setStatus(
      h('strong', {}, t('temperaments.table.round', { n: v.round })),
      h('span', {}, t('temperaments.table.deck', { count: v.deckCount })),
      h('span.ft-turn', {}, ...turn),
    );
    this.showUndo();
    const players = s.session.players;
    this.plaques.replaceChildren(
      ...v.players.flatMap((p) => {
        const r = s.plaque(p.seat);
        if (r.w === 0) return []; // a phone: in the players' drawer
        const meta = players[p.seat];
        const el = h(
          'div.ft-plaque',
          {
            class: `${v.active === p.seat ? 'active' : ''} ${s.ownSupply(p.seat) ? 'own' : ''}`,
            dataset: { seat: String(p.seat) },
          },
          h(
            'div.ft-who',
            {},
            h('span.ft-name.pname', {}, s.name(p.seat)),
            seatTag(meta) ? h('span.ft-bot', {}, seatTag(meta)) : null,
          ),
          // another's plaque that cannot letter all it has (markHidden) says so with a gilt "i": a tap on the
          // plaque, or Enter or Space on the "i", shows the rest (draw.ts openPlaque). The tap is the
          // plaque's, under it (the "i" takes no pointer), so the "i" needs no thumb's size.
          !s.ownSupply(p.seat) && s.L.plaques !== 'portrait'
            ? h(
                'button.ft-more',
                {
                  type: 'button',
                  hidden: true,
                  'aria-label': t('temperaments.table.plaqueMore', { name: s.name(p.seat) }),
                  dataset: { tap: 'through' },
                  onclick: () => s.openPlaque(p.seat),
                  onblur: () => s.hud.hideTip(),
                },
                'i',
              )
            : null,
          // three counts, the score first, each whole (a phone on its side shows those that fit: temperaments.css)
          h(
            'div.ft-stats',
            {},
            h(
              'span',
              {},
              h(
                'span.ft-stat',
                { title: t('temperaments.table.markersTitle') },
                h('b.ft-markers', {}, String(p.markers)),
                ` ${t('temperaments.table.markers', { count: p.markers })}`,
              ),
              h('span.ft-sep', {}, ' · '),
              h('span.ft-stat', {}, t('temperaments.table.boardShort', { count: p.boardTokens })),
            ),
            h('span.ft-stat', {}, t('temperaments.table.bag', { count: p.bagCount })),
          ),
        );
        el.style.cssText = `left:${r.x}px;top:${r.y}px;width:${r.w}px;height:${r.h}px;--seat:${SEAT_COLOURS[p.seat % 4]}`;
        return el;
      }),
    );
    this.plaqueSize.disconnect();
    for (const el of this.plaques.querySelectorAll('.ft-plaque:has(.ft-more) :is(.ft-who, .ft-stats)'))
      this.plaqueSize.observe(el);
    this.markHidden();
    if (this.logCount !== v.log.length) this.fillLog(v);
    this.drawers?.update(v);
  }

  /** Shows the "i" on each plaque that hides something (measured without the room the "i" takes). */
  private markHidden(): void {
    const plaques = [...this.plaques.querySelectorAll<HTMLElement>('.ft-plaque:has(.ft-more)')];
    for (const el of plaques) el.classList.remove('more');
    const hides = plaques.map(plaqueHides);
    plaques.forEach((el, i) => {
      el.classList.toggle('more', hides[i] as boolean);
      (el.querySelector('.ft-more') as HTMLElement).hidden = !hides[i];
    });
  }

  /** The status while a round is resolved (the view's pending seat comes only after the animation). */
  resolving(round: number): void {
    const s = this.scene;
    s.hud.setStatus(
      h('strong', {}, t('temperaments.table.round', { n: round })),
      h('span.ft-turn', {}, t('temperaments.table.resolving')),
    );
  }

  /** Shows the Pass button on the acting person's plaque (null hides it). */
  actions(seat: number | null): void {
    const v = this.scene.view;
    this.acting = seat;
    const show = seat !== null && v?.pending?.kind === 'place';
    this.passBtn.hidden = !show;
    if (!show || seat === null) return;
    const at = this.scene.L.passAt(this.scene.plaque(seat));
    this.passBtn.style.left = `${at.x}px`;
    this.passBtn.style.top = `${at.y}px`;
  }

  locateButton(id: string): { x: number; y: number; w: number; h: number } | null {
    if (id !== 'pass' || this.passBtn.hidden) {
      const seat = typeof this.scene.viewer === 'number' ? this.scene.viewer : 0;
      const r = this.scene.plaque(seat);
      const { L } = this.scene;
      if (L.plaques !== 'tall') return { x: r.x + r.w - 60, y: r.y + r.h / 2, w: 100, h: 36 };
      const at = L.passAt(r); // where Pass stands when shown
      return { x: at.x + L.pass.w / 2, y: at.y + L.pass.h / 2, w: L.pass.w + 4, h: L.pass.h + 4 };
    }
    const left = Number.parseFloat(this.passBtn.style.left);
    const top = Number.parseFloat(this.passBtn.style.top);
    if (this.scene.L.portrait) {
      const { offsetWidth: w, offsetHeight: h } = this.passBtn;
      return { x: left + w / 2, y: top + h / 2, w, h };
    }
    const { w, h } = this.scene.L.pass;
    return { x: left + w / 2, y: top + h / 2, w: w + 4, h: h + 4 };
  }

  async banner(title: string, text: string, q: AnimQueue): Promise<void> {
    const ms = q.ms(1300);
    if (ms <= 0) return;
    void this.scene.hud.banner(title, text, ms);
    await q.wait(900);
  }

  // ---- the log --------------------------------------------------------------------------------

  private fillLog(v: TemperamentsView): void {
    this.logCount = v.log.length;
    const items: HTMLElement[] = [];
    for (const e of v.log) {
      const text = this.logText(e);
      if (text) items.push(h('li', { class: e.type }, ...lettered(text)));
    }
    const shown = items.slice(-80);
    this.log.replaceChildren(...shown);
    this.logSize.disconnect();
    this.logSize.observe(this.log);
    const last = shown[shown.length - 1];
    if (last) this.logSize.observe(last); // its height follows the lettering's size
    this.toNewest();
  }

  private toNewest(): void {
    this.log.scrollTop = this.log.scrollHeight;
  }

  /** One public event as a line of the chronicle (never an unrevealed humour: the log is public). */
  logText(e: Emitted): Lettering | null {
    const s = this.scene;
    const n = (id: string) => t(`temperaments.names.${id}`);
    switch (e.type) {
      case 'roundStarted':
        // the round's lines are small capitals (temperaments.css), its name in a name's face
        return tNamed('temperaments.table.log.round', { n: e.round, name: s.name(e.start) });
      case 'tokenPlaced':
        return t('temperaments.table.log.placed', { name: s.name(e.seat), resident: n(e.resType), card: n(e.at.id) });
      case 'passed':
        return t(e.auto ? 'temperaments.table.autoPassed' : 'temperaments.table.passed', { name: s.name(e.seat) });
      case 'roundEnded':
        return `${t('temperaments.table.roundEnds')}. ${t(`temperaments.roundEnd.${e.reason}`)}`;
      case 'cardResolved':
        return e.winners.length || e.escapers.length || e.losers.length ? this.outcomeText(e) : null;
      case 'tokenToBoard':
        return t(`temperaments.table.log.board.${e.via}`, {
          name: s.name(e.seat),
          humour: n(humourName(e.h)),
          loc: n(e.loc),
        });
      case 'markerPlaced':
        return t('temperaments.table.goalMet', { name: s.name(e.seat), goal: n(e.goal) });
      case 'partyResolved':
        return t('temperaments.table.log.party', { name: s.name(e.seat), party: n(e.party) });
      case 'gameOver':
        return t(`temperaments.endReason.${e.reason}`);
      default:
        return null;
    }
  }

  outcomeText(e: Extract<Emitted, { type: 'cardResolved' }>): string {
    return outcomeText(e, (seat) => this.scene.name(seat));
  }

  // ---- the end --------------------------------------------------------------------------------

  endScreen(e: Extract<Emitted, { type: 'gameOver' }>): void {
    const s = this.scene;
    const order = e.scores
      .map((score, seat) => ({ seat, score, tokens: e.boardTokens[seat] ?? 0, locs: e.locations[seat] ?? 0 }))
      .sort((a, b) => b.score - a.score || b.tokens - a.tokens || b.locs - a.locs);
    // Places: equal on every tie-break means an equal place.
    let place = 0;
    const rows: RankRow[] = order.map((r, i) => {
      const prev = order[i - 1];
      if (!prev || prev.score !== r.score || prev.tokens !== r.tokens || prev.locs !== r.locs) place = i;
      return {
        seat: r.seat,
        place,
        winner: e.winners.includes(r.seat),
        name: s.name(r.seat),
        colour: SEAT_COLOURS[r.seat % 4] as string,
        score: `${r.score} ${t('temperaments.table.markers', { count: r.score })}`,
        detail: `${t('temperaments.table.onBoard', { count: r.tokens })} · ${t('temperaments.table.places', { count: r.locs })}`,
      };
    });
    const title =
      e.winners.length > 1
        ? tNamed('temperaments.table.end.shared', { names: e.winners.map((w) => s.name(w)) })
        : tNamed('temperaments.table.end.won', { name: s.name(e.winners[0] ?? 0) });
    const modal = openModal(s.app.dialogs, {
      id: 'game-over',
      title,
      wide: true,
      closable: true,
      body: [
        h('p.ft-end-reason', {}, t(`temperaments.endReason.${e.reason}`)),
        endRanking(rows),
        h(
          'p.note.ft-decided',
          {},
          `${t(`temperaments.decidedBy.${e.decidedBy}`)} ${t('temperaments.table.end.tieRule')}`,
        ),
        endActions({
          close: () => modal.close(),
          navigate: (r) => s.app.navigate(r),
          game: 'temperaments',
          again: t('temperaments.table.end.again'),
        }),
      ],
    });
    modal.el.classList.add('ft-end'); // laid out to fit a phone either way up (temperaments.css)
  }
}

/**
 * True when a plaque letters less than it has: its name cut short ("Сестра Хил…"), or a bot's strength or
 * a count pushed off its line or out of the plaque (a phone on its side keeps only the counts that fit).
 */
function plaqueHides(plaque: HTMLElement): boolean {
  const name = plaque.querySelector<HTMLElement>('.ft-name');
  if (name && name.scrollWidth > name.clientWidth + 0.5) return true;
  const outer = plaque.getBoundingClientRect();
  return [...plaque.querySelectorAll<HTMLElement>('.ft-who, .ft-stats')].some((line) => {
    const box = line.getBoundingClientRect();
    return [...line.querySelectorAll<HTMLElement>('.ft-bot, .ft-stat')].some((part) => {
      // off its line: its middle below the line's box (a tall figure may stand a pixel out of a whole one)
      const r = part.getBoundingClientRect();
      const bottom = Math.min(box.bottom, outer.bottom);
      const right = Math.min(box.right, outer.right) + 0.5;
      return r.width === 0 || (r.top + r.bottom) / 2 > bottom || r.right > right;
    });
  });
}
