/**
 * Cloud Marches' hover and focus tips: over a cell, the path the selected card would walk there and
 * what it would attack, or the rules' reason nothing can be done there, or what stands on it; over
 * a card, its stats and ability (or why it is dimmed).
 */
import { reachFromMoves } from '../../../machines/clouds';
import { BOARD, type CardId, CLOUD_KEYS, type CloudId, SIZE } from '../../../machines/clouds/content';
import type { CloudsEvent } from '../../../machines/clouds/types';
import type { CardView, Reach, ReachCell } from '../../../machines/clouds/view';
import { t } from '../../i18n';
import type { Card } from '../../table/card';
import type { CloseUpContent } from '../../table/closeup';
import type { Focusable } from '../../table/focus';
import { CloudsDraw, cellKey, sameCell, type XY } from './draw';
import { cardName } from './table';
import { livePicture, statusesOf } from './textures';

/** A card's tip: class, vigor, mood, ability and cost, statuses, where it stands. */
function cardText(c: CardView): string {
  return `${cardName(c.id)} — ${cardFacts(c)}`;
}

/** What a card is and has now (its tip and its close-up say it). */
function cardFacts(c: CardView): string {
  const parts = [
    t(`clouds.classes.${c.cls}`),
    `${t('clouds.terms.vigor')} ${c.vigor}/${c.V}`,
    `${t('clouds.terms.mood')} ${c.mood}/${c.M}`,
    `${t(`clouds.abilities.${c.ability}`)} (${c.cost}): ${t(`clouds.abilityText.${c.ability}`)}`,
  ];
  const st = statusesOf(c).map((b) => t(`clouds.terms.${b}`));
  if (c.shielded) st.push(t('clouds.terms.shielded'));
  if (st.length) parts.push(st.join(', '));
  if (c.where === 'inPlay' && c.owner !== null) parts.push(t('clouds.table.allowance', { a: c.allowance }));
  return parts.join(' · ');
}

export abstract class CloudsTips extends CloudsDraw {
  private hoverCell: XY | null = null;
  /** True while the close-up shown is the keyboard ring's (it goes when the ring leaves the card). */
  private focusCloseUp = false;
  /** Who showed the tip last (`map` or a card id): a card's "out" hides only its own tip. */
  private tipFrom = '';

  protected hover(cell: XY | null): void {
    if (sameCell(cell, this.hoverCell)) return;
    this.hoverCell = cell;
    this.previewAt(cell);
  }

  /** The keyboard ring on a card opens its close-up beside it; on a cell, what choosing it would do. */
  protected onFocusItem(f: Focusable | null): void {
    const card = f?.id.startsWith('card:') ? (f.id.slice(5) as CardId) : null;
    if (f && card && this.cards.get(card)?.visible) {
      this.hud.showCloseUp(this.cardCloseUp(card), f.x, f.y, { w: f.w, h: f.h });
      this.focusCloseUp = true;
    } else if (this.focusCloseUp) {
      this.hud.hideCloseUp();
      this.focusCloseUp = false;
    }
    const m = f && /^cell:(\d+),(\d+)$/.exec(f.id);
    if (m) this.previewAt([Number(m[1]), Number(m[2])], true);
  }

  /** A card's close-up (its card, or its pointer on the map): the card as it stands, and what it can do. */
  protected cardCloseUp(id: CardId): CloseUpContent {
    const c = this.viewOf(id);
    return {
      picture: () => livePicture(c),
      width: 190,
      title: cardName(id),
      text: c.owner === null ? cardFacts(c) : `${this.seatName(c.owner)} · ${cardFacts(c)}`,
      reason: this.cards.get(id)?.dimReason ?? null,
    };
  }

  /**
   * What hovering `cell` shows: the path there (for a move), what it would attack, or why nothing
   * can be done there. Returns the path length (the bench times this).
   */
  previewAt(cell: XY | null, keyboard = false): number {
    this.pathG.clear();
    this.hoverG.clear();
    if (!cell) {
      if (!keyboard) this.hud.hideTip();
      return -1;
    }
    if (this.view.phase === 'draft') return -1; // the pool covers the map: no cell under it answers
    const [cx, cy] = this.L.cellXY(cell[0], cell[1]);
    this.hoverG
      .lineStyle(1.5, 0x2a2018, 0.9)
      .strokeRect(cx - this.L.cell / 2, cy - this.L.cell / 2, this.L.cell, this.L.cell);
    const v = this.view;
    const seat = this.humanSeat();
    const tip = (text: string | null, kind: 'info' | 'reason') => {
      if (!text) return this.hud.hideTip();
      this.tipFrom = 'map';
      const top = this.mapZoom.toScreen({ x: cx, y: cy - this.L.cell / 2 - 2 });
      this.hud.showTip(text, top.x, top.y, kind);
    };
    if (v.phase === 'abilityWindow' && v.current && seat !== null && !this.targeting) {
      const r = this.reachNow ?? this.reachOf(v.current.cardId);
      this.reachNow = r;
      const rc = r?.cells.find((c) => sameCell(c.cell, cell));
      if (r && rc) {
        this.drawPath(r.from, rc.path);
        tip(this.moveTip(r, rc), 'info');
        return rc.path.length;
      }
      tip(this.moveReason(cell), 'reason');
      return -1;
    }
    if (this.lit.has(cellKey(cell)) || seat === null) tip(this.cellInfo(cell), 'info');
    else tip(this.placeReason(cell), 'reason');
    return -1;
  }

  /** Where the selected card can go: read off this seat's listed moves, so the same offline and online. */
  protected reachOf(id: CardId): Reach | null {
    const seat = this.humanSeat();
    return seat === null ? null : reachFromMoves(this.view, this.session.legalMoves(seat), id);
  }

  private drawPath(from: XY, path: readonly XY[]): void {
    const g = this.pathG;
    const pts = [from, ...path].map((c) => this.L.cellXY(c[0], c[1]));
    const line = (w: number, colour: number, alpha: number) => {
      g.lineStyle(w, colour, alpha);
      g.beginPath();
      for (const [i, [x, y]] of pts.entries()) {
        if (i) g.lineTo(x, y);
        else g.moveTo(x, y);
      }
      g.strokePath();
    };
    line(4, 0xf4eedc, 0.8);
    line(2, 0x2a2018, 0.95);
    for (const [x, y] of pts.slice(1)) g.fillStyle(0x2a2018, 1).fillCircle(x, y, 2.2);
    const last = pts[pts.length - 1] as [number, number];
    g.fillStyle(0xb23a26, 1).fillCircle(last[0], last[1], 4);
  }

  /** Steps and seals on the way, and each card there: captured now, by a drain of `need`, or only attacked. */
  private moveTip(r: Reach, rc: ReachCell): string {
    const steps = rc.path.length ? t('clouds.table.steps', { n: rc.path.length, a: r.A }) : t('clouds.table.inPlace');
    const tokens = rc.path.filter((c) => this.view.tokens.some((tk) => sameCell(tk.cell, c))).length;
    const parts = [steps];
    if (tokens) parts.push(t('clouds.table.seals', { count: tokens }));
    if (r.vigorChips && rc.cost > 0) parts.push(t('clouds.table.pathCost', { count: rc.cost }));
    for (const tg of rc.targets) {
      const c = this.viewOf(tg.id);
      parts.push(
        tg.immediate
          ? t('clouds.table.capturesNow', { card: cardName(tg.id), vigor: c.vigor, effV: tg.effV })
          : tg.capturable
            ? t('clouds.table.capturesDrain', { card: cardName(tg.id), need: tg.need ?? 0 })
            : t('clouds.table.attackOnly', { card: cardName(tg.id), vigor: c.vigor, effV: tg.effV }),
      );
    }
    return parts.join(' · ');
  }

  /** Why the selected card cannot end a move on `cell` (the rules' reason for the straight path). */
  private moveReason(cell: XY): string | null {
    const cur = this.view.current;
    const ev = cur && this.straightMove(cur.cardId, cell);
    if (!ev) return null;
    const r = this.session.check(ev);
    return r ? this.reasonText(r.code, r.params, r.message) : null;
  }

  /** A move along the L-shaped path to `cell` (what a click on an unlit cell tries, and is refused). */
  protected straightMove(id: CardId, cell: XY): CloudsEvent | null {
    const c = this.viewOf(id);
    const seat = this.humanSeat();
    if (!c.pos || seat === null) return null;
    const path: [number, number][] = [];
    let [x, y] = c.pos;
    while (x !== cell[0]) {
      x += Math.sign(cell[0] - x);
      path.push([x, y]);
    }
    while (y !== cell[1]) {
      y += Math.sign(cell[1] - y);
      path.push([x, y]);
    }
    const target = this.view.cards.find((k) => k.owner !== null && k.owner !== seat && sameCell(k.pos, cell));
    return { type: 'MOVE', seat, cardId: id, path, ...(target ? { targetId: target.id } : {}) };
  }

  /** Why nothing may be placed on an unlit cell in setup. */
  private placeReason(cell: XY): string | null {
    const seat = this.humanSeat();
    const v = this.view;
    if (seat === null) return null;
    let ev: CloudsEvent | null = null;
    if (v.phase === 'placePointers' && this.pick) ev = { type: 'PLACE_POINTER', seat, cardId: this.pick, cell };
    if (v.phase === 'placeMoodTokens') ev = { type: 'PLACE_TOKEN', seat, cell };
    if (!ev) return null;
    const r = this.session.check(ev);
    return r ? this.reasonText(r.code, r.params, r.message) : null;
  }

  /** What is on a cell (names of pointers, a token, the cloud). */
  private cellInfo(cell: XY): string | null {
    const i = cell[1] * SIZE + cell[0];
    const parts: string[] = [];
    const cloud = BOARD.cloud[i] as CloudId | null;
    if (cloud) parts.push(t(`clouds.clouds.${CLOUD_KEYS[cloud]}`));
    const h = BOARD.harbour[i] as number;
    if (h) parts.push(t(`clouds.harbours.${h}`));
    if (BOARD.kind[i] === 'storm') parts.push(t('clouds.terms.storm'));
    for (const c of this.view.cards)
      if (sameCell(c.pos, cell))
        parts.push(`${cardName(c.id)} (${this.seatName(c.owner as number)}) ${c.vigor}/${c.V}`);
    if (this.view.tokens.some((tk) => sameCell(tk.cell, cell))) parts.push(t('clouds.terms.token'));
    return parts.length ? parts.join(' · ') : null;
  }

  protected cardHover(id: CardId, on: boolean): void {
    if (!on) {
      // the map may already show its own tip (Phaser reports the card's "out" after the map's "move")
      if (this.tipFrom === id) this.hud.hideTip();
      return;
    }
    this.tipFrom = id;
    const c = this.cards.get(id) as Card;
    const b = c.getBounds();
    const text = c.dimReason ?? cardText(this.viewOf(id));
    this.hud.showTip(text, b.centerX, b.top - 4, c.dimReason ? 'reason' : 'info');
    const img = this.ptrs.get(id);
    if (img?.visible) {
      this.hoverG
        .clear()
        .lineStyle(2.5, 0xf1d77a, 1)
        .strokeCircle(img.x, img.y, img.displayWidth / 2 + 3);
    }
  }
}
