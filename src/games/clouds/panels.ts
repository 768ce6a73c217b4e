/**
 * The Cloud Marches table's own lettering in the DOM, on the shared HUD (undo, concede, menu and
 * keys come from TableHud): the status line (round, whose turn), a header per seat, the action box
 * (actions.ts) and the result (end.ts).
 */
import type { CloudsView } from '../../../machines/clouds/view';
import { h, lettered } from '../../app/dom';
import type { Modal } from '../../app/modal';
import { t } from '../../i18n';
import { tNamed } from '../../table/seat-names';
import { TableHud } from '../../table/table-hud';
import { ActionBox } from './actions';
import { SEAT_COLOURS } from './art/cards';
import { ChronicleSheet } from './chronicle';
import { onTurn, SeatTabs, seatBits } from './drawers';
import { ending, openEndSheet, resultList } from './end';
import type { CloudsTable } from './table';
import './clouds.css';

export class CloudsPanel extends TableHud<CloudsTable> {
  private box: ActionBox;
  private heads: HTMLElement;
  /** Portrait: the seat tabs and the drawer's heading (in place of the heads). */
  private tabs: SeatTabs | null = null;
  private concedeButton: HTMLButtonElement;
  private endModal: Modal | null = null;
  private endShown = false;
  /** The whole chronicle, opened by its toolbar button (L), its tab upright, or a click on the box's lines. */
  private sheet: ChronicleSheet;
  private sheetTop: number;
  private chronicleButton: HTMLButtonElement | null = null;

  constructor(scene: CloudsTable) {
    super(scene);
    const hud = scene.hud;
    this.box = new ActionBox(scene);
    this.heads = h('div.cm-heads');
    const L = scene.L;
    // upright where a seat's drawer opens (over the dock and the box); on its side over the seats' column
    const areas = L.areas(scene.view.seats);
    const first = areas[0];
    const last = areas.at(-1);
    const at =
      L.drawer ?? (first && last ? { x: first.x, y: first.y, w: first.w, h: last.y + last.h - first.y } : L.panel);
    this.sheetTop = at.y;
    this.sheet = new ChronicleSheet(
      (seat) => scene.seatName(seat),
      (f) => scene.own(f),
      at,
      (open) => this.chronicleToggled(open),
    );
    hud.root.append(this.heads, this.box.el, this.sheet.el);
    if (L.portrait) {
      this.tabs = new SeatTabs(scene, () => this.openChronicle(!this.sheet.open));
      hud.root.append(this.tabs.tabs, this.tabs.head);
    }
    this.addUndo();
    this.concedeButton = this.addConcede('clouds.actions.concede');
    // upright, its tab stands with the seats' (the toolbar has no room there)
    if (!L.portrait)
      this.chronicleButton = scene.hud.button(t('clouds.table.log.open'), () => this.openChronicle(!this.sheet.open), {
        action: 'chronicle',
        key: 'L',
        title: t('clouds.table.log.openTitle'),
      });
    this.chronicleButton?.setAttribute('aria-pressed', 'false');
    this.addMenu();
    scene.events.once('shutdown', () => this.endModal?.close());
  }

  override relabel(): void {
    super.relabel();
    const v = this.scene.view;
    this.box.chronicle.relabel(v);
    this.sheet.relabel(v);
    if (this.chronicleButton) {
      this.chronicleButton.replaceChildren(t('clouds.table.log.open'), h('kbd', {}, 'L'));
      this.chronicleButton.title = t('clouds.table.log.openTitle');
    }
  }

  // ---- the chronicle ---------------------------------------------------------------------------------

  /** Opens or closes the whole chronicle (upright it takes a seat drawer's place). */
  openChronicle(open: boolean): void {
    if (open && this.scene.drawer !== null) this.scene.openDrawer(null);
    this.sheet.toggle(open);
  }

  /**
   * On a table on its side the sheet reaches down to the action box, which grows with its words and
   * buttons (the box stays in sight and usable); where that leaves it short (a phone's thumb-sized
   * buttons), it lies over the box's top.
   */
  private fitSheet(): void {
    if (this.scene.L.portrait || !this.sheet.open) return;
    const h = this.box.el.offsetTop - 6 - this.sheetTop;
    this.sheet.el.style.height = `${Math.max(h, 240)}px`;
  }

  private chronicleToggled(open: boolean): void {
    this.fitSheet();
    this.chronicleButton?.setAttribute('aria-pressed', String(open));
    if (this.tabs && this.scene.view) this.seats(this.scene.view);
  }

  /** True while the whole chronicle is open (a seat's tab upright then shows it as not selected). */
  get chronicleOpen(): boolean {
    return this.sheet.open;
  }

  private chronicle(v: CloudsView): void {
    this.box.chronicle.render(v);
    this.sheet.render(v);
    this.fitSheet();
  }

  // ---- status and seats ----------------------------------------------------------------------------

  status(v: CloudsView, seat: number | null): void {
    const s = this.scene;
    const parts: (HTMLElement | string)[] = [h('span.cm-title', { dataset: { optional: '' } }, t('clouds.title'))];
    if (v.setup) {
      parts.push(
        h(
          'span.cm-round',
          {},
          t(`clouds.table.setup.${v.setup.step}`, { done: v.setup.done + 1, total: v.setup.total }),
        ),
      );
    } else {
      parts.push(
        h(
          'span.cm-round',
          { dataset: { testid: 'round' } },
          t('clouds.terms.round', { round: v.round, limit: v.roundLimit }),
        ),
      );
    }
    const who = seat ?? v.awaitedSeat;
    if (who !== null && !v.result) {
      parts.push(
        h(
          'span.cm-turn',
          {},
          h('i.cm-swatch', { style: { background: SEAT_COLOURS[who] as string } }),
          h('span', {}, ...tNamed('clouds.table.turnOf', { name: s.seatName(who) })),
        ),
      );
    }
    s.hud.setStatus(...parts);
    this.chronicle(v);
    this.showUndo();
    this.concedeButton.disabled = this.concedeSeat() === null || Boolean(v.result) || Boolean(s.moment);
  }

  /** Portrait: the middle of seat `seat`'s tab (table coordinates), or null without tabs. */
  tabCentre(seat: number): { x: number; y: number } | null {
    return this.tabs?.centre(seat) ?? null;
  }

  /** Portrait: seat `seat`'s tab glows once (a card went to it). */
  tabTook(seat: number): void {
    this.tabs?.took(seat);
  }

  seats(v: CloudsView): void {
    const s = this.scene;
    if (this.tabs) {
      // a seat's drawer opened (its tab) takes the chronicle's place
      if (s.drawer !== null && this.sheet.open) this.sheet.toggle(false);
      this.tabs.render(v, this.sheet.open);
      // an open drawer lies over the action panel
      this.box.el.hidden = s.drawer !== null || this.sheet.open;
      return;
    }
    this.heads.replaceChildren(
      ...s.L.areas(v.seats).map((a, i) => {
        const out = v.out.includes(i);
        const el = h(
          'div.cm-head',
          { class: `${onTurn(v, i) ? 'turn' : ''} ${out ? 'out' : ''}`, dataset: { seat: String(i) } },
          ...seatBits(s, v, i),
          h(
            'span.cm-count',
            { dataset: { testid: `count-${i}` } },
            t('clouds.results.cards', { count: v.counts[i] ?? 0 }),
          ),
        );
        Object.assign(el.style, { left: `${a.x + 8}px`, top: `${a.y + 4}px`, width: `${a.w - 16}px` });
        return el;
      }),
    );
  }

  /** What the awaited person may do now (seat null: someone else is to move, or nothing at all). */
  actions(seat: number | null): void {
    this.box.show(seat);
    this.fitSheet();
  }

  /** While the table animates, the panel's buttons wait (the next refresh draws them anew). */
  hold(): void {
    this.box.hold();
  }

  // ---- keys ------------------------------------------------------------------------------------------

  protected override onKey(k: string, e: KeyboardEvent): boolean {
    const s = this.scene;
    if (k === 'escape') {
      // Esc backs out of a half-made choice or a zoomed card before it opens the menu.
      if (this.sheet.open) {
        e.preventDefault();
        this.openChronicle(false);
      } else if (s.targeting) {
        e.preventDefault();
        s.cancelTargeting();
      } else if (s.hud.closeUpOpen) s.hud.hideCloseUp();
      else if (s.drawer !== null) s.openDrawer(null);
      else return false;
      return true;
    }
    if (k === 'l' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      this.openChronicle(!this.sheet.open);
      return true;
    }
    return this.box.key(k, e);
  }

  /** Who concedes from this screen: the person to move, else the first person still in the game. */
  concedeSeat(): number | null {
    const s = this.scene;
    const v = s.view;
    if (!v || v.result) return null;
    const aw = s.humanSeat();
    if (aw !== null) return aw;
    const i = s.session.players.findIndex((p, k) => p.kind === 'human' && !v.out.includes(k));
    return i >= 0 ? i : null;
  }

  protected override async concede(): Promise<void> {
    const s = this.scene;
    const seat = this.concedeSeat();
    if (seat === null) return;
    const ok = await this.confirm({
      title: t('clouds.actions.concede'),
      text: t('clouds.table.concedeText', { name: s.seatName(seat) }),
      yes: t('clouds.actions.concede'),
      cancel: t('clouds.table.cancel'),
    });
    if (ok) s.send({ type: 'CONCEDE', seat });
  }

  // ---- the end -------------------------------------------------------------------------------------

  /** The result in the panel, and (outside the tutorial) a sheet with the counts and the reason. */
  ended(v: CloudsView): void {
    const s = this.scene;
    const r = v.result;
    if (!r) return;
    const e = ending(s, r);
    this.box.result(
      h('h3', { dataset: { testid: 'result' } }, ...lettered(e.title)),
      h('p', {}, `${e.why} ${e.drawNote}`),
      resultList(s, v, r),
    );
    this.chronicle(v);
    s.hud.setStatus(
      h('span.cm-title', { dataset: { optional: '' } }, t('clouds.title')),
      h('span.cm-round', {}, ...lettered(e.title)),
    );
    this.concedeButton.disabled = true;
    if (this.endShown || s.session.record.meta?.tutorial || s.moment) return;
    this.endShown = true;
    this.endModal = openEndSheet(s, v, r, e);
  }
}
