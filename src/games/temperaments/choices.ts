/**
 * What the acting person may choose now in Four Temperaments (the curtain first, at a shared
 * device), what lights up, and what a click or key on a token, slot, location or card sends.
 */
import { seatOf } from '../../../machines/core/game';
import { type H, neighbours } from '../../../machines/temperaments/content';
import type { PlayerEvent } from '../../../machines/temperaments/types';
import type { TemperamentsView } from '../../../machines/temperaments/view';
import { settings, updateSettings } from '../../app/settings';
import { svgUrl } from '../../art/svg';
import { t, touchScreen } from '../../i18n';
import type { Focusable } from '../../table/focus';
import { choiceCircle } from '../../table/highlight';
import { tNamed } from '../../table/seat-names';
import { TemperamentsAnimate } from './animate';
import { SEAT_COLOURS, tokenFace } from './art';
import { GOLD } from './draw';
import { humourName } from './layout';

/** A humour's face as an image (a picker's buttons), drawn once. */
const faces = new Map<H, string>();
const faceUrl = (h: H): string => {
  const url = faces.get(h) ?? svgUrl(tokenFace(h, { size: 64 }).svg);
  faces.set(h, url);
  return url;
};

export abstract class TemperamentsChoices extends TemperamentsAnimate {
  private announced = '';

  /** The seat that acts now if a person on this device may act for it (null otherwise). */
  protected humanTurn(): number | null {
    const a = this.view.active;
    if (a === null || this.moment || this.session.over) return null;
    if (!this.humans.includes(a) || this.bots?.isBot(a)) return null;
    return a;
  }

  /** Lights what the player may do now (only when the table is still and shows the present). */
  refresh(): void {
    if (!this.view) return;
    this.clearChoices();
    this.thud.update(this.view);
    const who = this.humanTurn();
    const pending = this.view.pending;
    if (who === null || !pending) return;
    // Hot-seat: a private decision waits behind the curtain until its person lifts it.
    if (this.humans.length >= 2 && pending.kind !== 'location' && this.unlocked !== who) {
      void this.raiseCurtain(who);
      return;
    }
    const focus: Focusable[] = [];
    this.announce(pending);
    if (pending.kind === 'place') this.lightPlacement(who, focus);
    else if (pending.kind === 'location') this.lightLocations(pending.choice.options, focus);
    else if (pending.kind === 'party') this.lightParties(pending.options, focus);
    this.focus.set(focus);
    if (focus.length && !this.focus.current && pending.kind === 'place') this.focus.focus(focus[0]?.id ?? '');
    this.thud.actions(who);
  }

  /** Says once what a resolution choice asks of the person (the status line keeps saying it). */
  protected announce(p: NonNullable<TemperamentsView['pending']>): void {
    if (p.kind === 'place') return;
    const key = p.kind === 'location' ? `${p.choice.tokenId}:${p.choice.kind}` : `party:${this.session.eventCount}`;
    if (key === this.announced) return;
    this.announced = key;
    const text = p.kind === 'location' ? t(`temperaments.choice.${p.choice.kind}`) : t('temperaments.choice.partyTile');
    this.hud.notice(text, 'info', 4000);
  }

  protected async raiseCurtain(seat: number): Promise<void> {
    if (this.curtain.open) return;
    this.unlocked = null;
    this.view = this.currentView(this.viewer);
    await this.sync(null);
    this.clearChoices();
    // The one who just moved still holds the device: they may take their move back before passing it.
    const last = this.session.record.events.at(-1);
    const mover = last && this.session.canUndo() ? seatOf(last) : null;
    const answer = await this.curtain.show({
      title: tNamed('temperaments.table.curtain', { name: this.name(seat) }),
      text: t('temperaments.table.curtainText', { name: this.name(seat) }),
      button: tNamed('temperaments.table.curtainLift', { name: this.name(seat) }),
      takeBack:
        mover !== null && mover !== seat
          ? tNamed('temperaments.table.curtainTakeBack', { name: this.name(mover) })
          : undefined,
      colour: SEAT_COLOURS[seat % 4] as string,
    });
    if (answer === 'takeBack' && mover !== null && this.session.canUndo()) {
      this.unlocked = mover;
      this.session.undo();
      return;
    }
    if (this.humanTurn() !== seat) return;
    this.unlocked = seat;
    this.view = this.currentView(this.viewer);
    await this.sync(null);
    this.refresh();
  }

  protected placeMoves(seat: number): Extract<PlayerEvent, { type: 'PLACE' }>[] {
    return this.session
      .legalMoves(seat)
      .filter((m): m is Extract<PlayerEvent, { type: 'PLACE' }> => m.type === 'PLACE');
  }

  protected lightPlacement(seat: number, focus: Focusable[]): void {
    const moves = this.placeMoves(seat);
    const supply = this.view.players[seat]?.supply ?? [];
    if (this.selected && !supply.some((s) => s.tokenId === this.selected)) this.selected = null;
    this.selected ??= supply.find((s) => moves.some((m) => m.tokenId === s.tokenId))?.tokenId ?? null;
    this.markSelected();
    (this.supplyTokens.get(seat) ?? []).forEach((tok, i) => {
      if (!tok.tokenId) return;
      focus.push({
        id: `supply-${i}`,
        x: tok.x,
        y: tok.y,
        w: this.L.supplyR * 2,
        h: this.L.supplyR * 2,
        activate: () => this.onSupply(tok.tokenId),
      });
    });
    if (!this.selected) return;
    const R = this.L.slotR;
    for (const m of moves) {
      if (m.tokenId !== this.selected) continue;
      const p = this.slotPoint(m.target.id, m.target.slot);
      choiceCircle(this.litG, p.x, p.y, R + 3, GOLD);
      // a phone's target is the whole card (its slots are smaller than a finger)
      if (this.cardIsTarget()) this.cardObject(m.target.id)?.setHighlight('legal');
      focus.push({
        id: `${m.target.id}:${m.target.slot}`,
        x: p.x,
        y: p.y,
        w: R * 2 + 4,
        h: R * 2 + 4,
        activate: () => this.onSlot(m.target.id, m.target.slot),
      });
    }
  }

  protected lightLocations(options: string[], focus: Focusable[]): void {
    const r = Math.max(27, this.L.placeDisc / 2); // a phone's places take a disc of 82 px (scene.ts)
    for (const loc of options) {
      const p = this.locPoint(loc);
      this.litG.fillStyle(GOLD, 0.18).fillCircle(p.x, p.y, r);
      choiceCircle(this.litG, p.x, p.y, r, GOLD);
      focus.push({ id: loc, x: p.x, y: p.y, w: 2 * r - 4, h: 2 * r - 4, activate: () => this.onLocation(loc) });
    }
  }

  protected lightParties(options: string[], focus: Focusable[]): void {
    for (const c of this.parties) {
      if (options.includes(c.cardId)) {
        c.setHighlight('legal');
        focus.push({ id: c.cardId, x: c.x, y: c.y, w: c.cw, h: c.ch, activate: () => this.onCard(c.cardId) });
      } else c.setDimmed(this.reasonText('partyResolved'));
    }
  }

  protected ready(): boolean {
    return !this.q.busy && !this.asking && !this.curtain.open && !this.moment;
  }

  /**
   * A tap on one of the player's supply tokens. Where a touch screen draws them under a finger's size
   * (a phone on its side: about 19 CSS px, 23 apart) it opens the humours held as buttons of a finger's
   * size, each with its face, rather than take whichever token the finger happened to land on.
   */
  tapSupply(tokenId: string): void {
    if (!this.ready()) return;
    const seat = this.view.players.findIndex((p) => p.supply?.some((s) => s.tokenId === tokenId));
    const held = new Map<H, { tokenId: string; n: number }>();
    for (const s of this.view.players[seat]?.supply ?? []) {
      const e = held.get(s.h);
      if (e) e.n++;
      else held.set(s.h, { tokenId: s.tokenId, n: 1 });
    }
    const onScreen = (2 * this.L.supplyR) / this.scale.displayScale.x;
    if (touchScreen() && onScreen < 44 && held.size > 1) void this.pickHumour(seat, held);
    else this.onSupply(tokenId);
  }

  private async pickHumour(seat: number, held: Map<H, { tokenId: string; n: number }>): Promise<void> {
    const chosen = this.view.players[seat]?.supply?.find((s) => s.tokenId === this.selected)?.h;
    const plaque = this.plaque(seat);
    const pick = await this.hud.prompt({
      id: 'pick-token',
      title: t('temperaments.phone.whichToken'),
      choices: [...held].map(([h, { tokenId, n }]) => ({
        label: t(`temperaments.names.${humourName(h)}`),
        detail: t('temperaments.phone.supply', { count: n }),
        value: tokenId,
        icon: faceUrl(h),
        primary: h === chosen,
      })),
      cancel: t('temperaments.table.cancel'),
      at: { x: plaque.x, y: plaque.y - 8, above: true },
    });
    if (pick) this.onSupply(pick);
  }

  onSupply(tokenId: string): void {
    if (!this.ready()) return;
    this.selected = tokenId;
    this.refresh();
    this.gesture('pickToken', tokenId);
  }

  pass(): void {
    const who = this.humanTurn();
    if (!this.ready() || who === null) return;
    this.send({ type: 'PASS', seat: who });
  }

  protected async onSlot(id: string, slot: number): Promise<void> {
    this.gesture('tapSlot', `${id}:${slot}`);
    const who = this.humanTurn();
    if (!this.ready() || who === null || this.view.pending?.kind !== 'place') {
      this.slotInfo(id, slot);
      return;
    }
    const sv = this.slotView(id, slot);
    if (sv && sv.owner !== null) {
      this.slotInfo(id, slot);
      return;
    }
    const tokenId = this.selected;
    if (!tokenId) {
      this.hud.notice(t('temperaments.table.pickFirst'), 'info');
      return;
    }
    const kind = id.startsWith('party-') ? 'party' : 'scene';
    const event: PlayerEvent = { type: 'PLACE', seat: who, tokenId, target: { kind, id, slot } };
    if (this.session.check(event)) {
      this.send(event); // refused: the session reports why
      return;
    }
    // §9.15: a placement is confirmed first (unless the player switched that off: Settings, or
    // "stop asking" here); under steadySupply it draws a token and cannot be taken back.
    if (!settings().confirm) {
      this.send(event);
      return;
    }
    const h = this.view.players[who]?.supply?.find((s) => s.tokenId === tokenId)?.h;
    const p = this.slotPoint(id, slot);
    this.asking = true;
    this.litG.lineStyle(4, 0xffffff, 1).strokeCircle(p.x, p.y, this.L.slotR + 4);
    const ok = await this.hud.prompt({
      id: 'confirm-place',
      title: t('temperaments.table.confirmTitle'),
      text: t(this.view.steadySupply ? 'temperaments.table.confirmText' : 'temperaments.table.confirmTextUndo', {
        humour: h ? t(`temperaments.names.${humourName(h)}`) : '',
        resident: t(`temperaments.names.${sv?.resident ?? ''}`),
        card: t(`temperaments.names.${id}`),
      }),
      choices: [
        { label: t('temperaments.table.seal'), value: 'seal', primary: true, key: 'Enter' },
        { label: t('temperaments.table.sealAlways'), value: 'always' },
      ],
      cancel: t('temperaments.table.cancel'),
      at: this.L.promptAt(p),
    });
    this.asking = false;
    if (ok === 'always') updateSettings({ confirm: false });
    if (ok) this.send(event);
    else this.refresh();
    // after the move: its new state clears what the table said before
    if (ok === 'always') this.hud.notice(t('temperaments.table.confirmOff'), 'info');
  }

  protected onLocation(loc: string): void {
    this.gesture('tapLocation', loc);
    const who = this.humanTurn();
    const pending = this.view.pending;
    if (this.ready() && who !== null && pending?.kind === 'location') {
      this.send({ type: 'CHOOSE_LOCATION', seat: who, tokenId: pending.choice.tokenId, locId: loc });
      return;
    }
    const p = this.locPoint(loc);
    this.litG.lineStyle(2, 0xffffff, 0.9).strokeCircle(p.x, p.y, 26);
    for (const n of neighbours(loc)) {
      const q = this.locPoint(n);
      this.litG.lineStyle(2, GOLD, 0.9).strokeCircle(q.x, q.y, 24);
    }
    this.time.delayedCall(1400, () => {
      if (!this.q.busy) this.refresh();
    });
  }

  protected onCard(id: string): void {
    const who = this.humanTurn();
    const pending = this.view.pending;
    if (id.startsWith('party-') && this.ready() && who !== null && pending?.kind === 'party') {
      this.send({ type: 'CHOOSE_PARTY', seat: who, partyId: id });
      return;
    }
    if (this.cardIsTarget() && this.ready() && who !== null && pending?.kind === 'place' && this.openSlots(id).length) {
      if (!this.tutorialTook(id)) void this.placeOnCard(id, who);
      return;
    }
    if (this.cardIsTarget() && this.tokenTapped(id)) return;
    const c = this.cardObject(id);
    if (c) this.openZoom(c);
    this.gesture('openCard', id);
  }

  /**
   * A tap on a card that would place a token is first offered to the tutorial, whose page may ask
   * to open this card or to tap a token on it (a phone has no slot of its own to tap): true when
   * its page went on, with the card opened or the token's tip shown.
   */
  private tutorialTook(id: string): boolean {
    if (this.gesture('openCard', id)) {
      const c = this.cardObject(id);
      if (c) this.openZoom(c);
      return true;
    }
    return this.tokenTapped(id);
  }

  /** A tap on a card, as a tap on a token on it, if the tutorial's page waits for that. */
  private tokenTapped(id: string): boolean {
    const card = [...this.view.row, ...this.view.parties].find((c) => c.id === id);
    for (const s of card?.slots ?? [])
      if (s.owner !== null && this.gesture('tapSlot', `${id}:${s.slot}`)) {
        this.slotInfo(id, s.slot);
        return true;
      }
    return false;
  }

  /**
   * A token goes onto a tapped card (then its resident is asked) on a phone upright, and on any touch
   * screen: on its side a phone draws a slot about 14 CSS px, far under a finger.
   */
  private cardIsTarget(): boolean {
    return this.L.portrait || touchScreen();
  }

  private openSlots(id: string): number[] {
    const card = [...this.view.row, ...this.view.parties].find((c) => c.id === id);
    return card?.slots.filter((s) => s.owner === null).map((s) => s.slot) ?? [];
  }

  /**
   * A phone: the tapped card is the target. Its one slot that takes the token in hand (or, if none
   * does, its first open slot: the refusal says why), or the player's pick of them, which seals it.
   */
  private async placeOnCard(id: string, who: number): Promise<void> {
    const tokenId = this.selected;
    // Two like residents (two nobles, both choleric/sanguine) are one choice, not two same buttons.
    const seen = new Set<string>();
    const legal = this.placeMoves(who)
      .filter((m) => m.tokenId === tokenId && m.target.id === id)
      .filter((m) => {
        const label = this.slotTip(id, m.target.slot);
        return !seen.has(label) && Boolean(seen.add(label));
      });
    const first = legal[0];
    if (legal.length < 2 || !first) return this.onSlot(id, first?.target.slot ?? (this.openSlots(id)[0] as number));
    const h = this.view.players[who]?.supply?.find((s) => s.tokenId === tokenId)?.h;
    this.asking = true;
    const pick = await this.hud.prompt({
      id: 'choose-slot',
      title: t('temperaments.phone.whichResident'),
      text: t('temperaments.phone.whichText', {
        humour: h ? t(`temperaments.names.${humourName(h)}`) : '',
        card: t(`temperaments.names.${id}`),
      }),
      choices: legal.map((m) => ({ label: this.slotTip(id, m.target.slot), value: m })),
      cancel: t('temperaments.table.cancel'),
      at: this.L.promptAt(this.slotPoint(id, first.target.slot)),
    });
    this.asking = false;
    if (pick) this.send(pick);
    else this.refresh();
  }

  protected onGoal(id: string): void {
    const c = this.cardObject(id);
    if (c) this.openZoom(c);
    this.gesture('openGoal', id);
  }
}
