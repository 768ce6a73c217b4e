/**
 * Four Temperaments' hover tips and highlights: a slot's resident and why it may not take the token
 * in hand, a card's or location's contents, a goal's best partial match for its seat.
 */
import { CARD_BY_ID, type H, LOCATION_BY_ID, RESIDENT_PAIRS } from '../../../machines/temperaments/content';
import { getLang, t } from '../../i18n';
import type { Card } from '../../table/card';
import type { CloseUpContent } from '../../table/closeup';
import { botLevel, nameEl } from '../../table/seat-names';
import { GOLD, SEAT_COLOUR_NUM, TemperamentsDraw } from './draw';
import { seatFacts } from './drawers';
import { humourName } from './layout';
import { bestMatch } from './match';
import { cardPicture, tokenPicture } from './textures';

export abstract class TemperamentsTips extends TemperamentsDraw {
  /** A tapped slot that cannot take the move: say what it holds or may hold. */
  protected slotInfo(id: string, slot: number): void {
    const text = this.slotTip(id, slot);
    const p = this.slotPoint(id, slot);
    if (text) this.hud.showTip(text, p.x, p.y - this.L.slotR - 4, 'info');
  }

  protected hoverCard(c: Card, on: boolean): void {
    if (!on) {
      this.hud.hideTip();
      return;
    }
    const text = c.dimReason ?? this.cardTip(c.cardId);
    this.hud.showTip(text, c.x, c.y - c.ch / 2 - 4, c.dimReason ? 'reason' : 'info');
  }

  protected hoverGoal(id: string, c: Card, on: boolean): void {
    this.matchG.clear();
    if (!on) {
      this.hud.hideTip();
      return;
    }
    const seat = typeof this.viewer === 'number' ? this.viewer : (this.view.active ?? 0);
    const locs = bestMatch(id, this.view.board, seat);
    for (const loc of locs) {
      const p = this.locPoint(loc);
      this.matchG.fillStyle(0xffffff, 0.22).fillCircle(p.x, p.y, 26);
      this.matchG.lineStyle(3, SEAT_COLOUR_NUM(seat), 1).strokeCircle(p.x, p.y, 26);
      this.matchG.lineStyle(1.5, GOLD, 1).strokeCircle(p.x, p.y, 29);
    }
    const g = this.view.goals.find((x) => x.id === id);
    const status =
      g?.met === true
        ? t('temperaments.table.goalYours')
        : g?.distance != null
          ? t('temperaments.table.goalDistance', { count: g.distance })
          : '';
    const who = t('temperaments.table.matchOf', { name: this.name(seat), count: locs.length });
    this.hud.showTip(
      `${t(`temperaments.names.${id}`)}: ${t(`temperaments.goalText.${id}`)} ${status} ${who}`.trim(),
      c.x,
      c.y - c.ch / 2 - 4,
      'info',
    );
  }

  protected hoverSlot(id: string, slot: number, on: boolean): void {
    if (!on) {
      this.hud.hideTip();
      return;
    }
    const p = this.slotPoint(id, slot);
    const text = this.slotTip(id, slot);
    const why = this.slotReason(id, slot);
    this.hud.showTip(why ?? text, p.x, p.y - this.L.slotR - 4, why ? 'reason' : 'info');
  }

  /** Why the selected token may not go on this slot now (null when it may, or nothing is being placed). */
  protected slotReason(id: string, slot: number): string | null {
    const who = this.humanTurn();
    if (who === null || this.view.pending?.kind !== 'place' || !this.selected) return null;
    const kind = id.startsWith('party-') ? 'party' : 'scene';
    const why = this.session.check({ type: 'PLACE', seat: who, tokenId: this.selected, target: { kind, id, slot } });
    return why ? this.reasonText(why.code, why.params, why.message) : null;
  }

  protected slotTip(id: string, slot: number): string {
    const sv = this.slotView(id, slot);
    const type = CARD_BY_ID.get(id)?.residents[slot];
    if (!type) return '';
    const [a, b] = RESIDENT_PAIRS[type];
    const pair = `${t(`temperaments.names.${humourName(a)}`)} / ${t(`temperaments.names.${humourName(b)}`)}`;
    const res = `${t(`temperaments.names.${type}`)} (${pair})`;
    if (!sv || sv.owner === null) return res;
    if (sv.h)
      return t('temperaments.table.slotKnown', {
        resident: res,
        name: this.name(sv.owner),
        humour: t(`temperaments.names.${humourName(sv.h)}`),
      });
    return t('temperaments.table.slotHidden', { resident: res, name: this.name(sv.owner), pair });
  }

  /** The slots of a scene or party card that hold a token, as this device may see them. */
  private slotsTaken(id: string): number[] {
    const card = [...this.view.row, ...this.view.parties].find((c) => c.id === id);
    return card?.slots.filter((s) => s.owner !== null).map((s) => s.slot) ?? [];
  }

  protected cardTip(id: string): string {
    const c = CARD_BY_ID.get(id);
    if (!c) return t(`temperaments.names.${id}`);
    const order = c.order.map((h) => t(`temperaments.names.${humourName(h)}`)).join(' → ');
    const where = c.location
      ? t(`temperaments.names.${c.location}`)
      : c.zone
        ? t('temperaments.table.animalZone', { zone: t(`temperaments.names.${c.zone}`) })
        : t('temperaments.table.partyAnywhere');
    return `${t(`temperaments.names.${id}`)} — ${where}. ${t('temperaments.table.order')}: ${order}`;
  }

  protected hoverLocation(loc: string, on: boolean): void {
    if (!on) {
      this.hud.hideTip();
      return;
    }
    const l = LOCATION_BY_ID.get(loc);
    const p = this.locPoint(loc);
    const here = this.view.board.filter((b) => b.loc === loc);
    const pending = this.view.pending;
    let text = `${t(`temperaments.names.${loc}`)} · ${t(`temperaments.names.${l?.kind ?? ''}`)}, ${t(`temperaments.names.${l?.zone ?? ''}`)}`;
    if (here.length) text += ` — ${t('temperaments.table.tokensHere', { count: here.length })}`;
    let kind: 'info' | 'reason' = 'info';
    const who = this.humanTurn();
    if (who !== null && pending?.kind === 'location' && !pending.choice.options.includes(loc)) {
      const why = this.session.check({
        type: 'CHOOSE_LOCATION',
        seat: who,
        tokenId: pending.choice.tokenId,
        locId: loc,
      });
      if (why) {
        text = `${t(`temperaments.names.${loc}`)}: ${this.reasonText(why.code, why.params, why.message)}`;
        kind = 'reason';
      }
    }
    const top = this.boardZoom.toScreen({ x: p.x, y: p.y - 26 });
    this.hud.showTip(text, top.x, top.y, kind);
  }

  /** What a card's close-up shows: its picture large, its name and what it asks. */
  protected closeUpOf(card: Card): CloseUpContent {
    const id = card.cardId;
    const lang = getLang();
    const sealed = this.view.parties.find((p) => p.id === id)?.resolved ?? false;
    const goal = id.startsWith('goal-');
    return {
      picture: () => cardPicture(id, lang, sealed),
      width: card.cw > card.ch ? 330 : goal ? 260 : 230,
      title: t(`temperaments.names.${id}`),
      text: goal ? t(`temperaments.goalText.${id}`) : this.cardTip(id),
      // the picture is the card's own, bare: who sits where is said (the only way on a phone's small card)
      lines: this.slotsTaken(id).map((slot) => this.slotTip(id, slot)),
      reason: card.dimReason,
    };
  }

  /** A token's close-up: its face large, its humour and what that humour does. */
  protected tokenCloseUp(h: H, owner?: number): CloseUpContent {
    const name = t(`temperaments.names.${humourName(h)}`);
    return {
      picture: () => tokenPicture(h, owner),
      width: 110,
      title: owner === undefined ? name : [name, ' · ', nameEl(this.name(owner))],
      text: this.tokenTip(h),
    };
  }

  /** A seat's plaque close-up: its whole name (a bot's strength beside it) and every count in words. */
  protected plaqueCloseUp(seat: number): CloseUpContent {
    const { level, counts } = this.plaqueFacts(seat);
    return { title: [nameEl(this.name(seat)), level ? ` · ${level}` : ''], text: counts, width: 300 };
  }

  /** A seat's strength (a bot's) and its counts in words, for its plaque's close-up and its tap. */
  plaqueFacts(seat: number): { level: string; counts: string } {
    const p = this.view.players[seat];
    const level = botLevel(this.session.players[seat]).toLocaleLowerCase();
    if (!p) return { level, counts: '' };
    const [score, hand] = seatFacts(p);
    return { level, counts: `${p.markers} ${score} · ${hand}` };
  }

  tokenTip(h: H): string {
    return t(`temperaments.table.humourRule.${h}`, { humour: t(`temperaments.names.${humourName(h)}`) });
  }
}
