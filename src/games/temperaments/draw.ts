/**
 * The Four Temperaments table drawn from the view of the seat whose private pieces may be shown
 * (`viewer`): the kingdom board, the scene row, the party tiles, the goals, the tokens on slots and
 * locations, each seat's plaque and supply; where each of them stands; the card zoom.
 */

import Phaser from 'phaser';
import type { Viewer } from '../../../machines/core/game';
import type temperaments from '../../../machines/temperaments';
import { CARD_BY_ID, type H } from '../../../machines/temperaments/content';
import type { SeatView, SlotView, TemperamentsView } from '../../../machines/temperaments/view';
import { num } from '../../art/palette';
import { getLang, t, touchScreen } from '../../i18n';
import { Card, isTap } from '../../table/card';
import type { CloseUpContent } from '../../table/closeup';
import type { Curtain } from '../../table/curtain';
import type { PanZoom } from '../../table/pan-zoom';
import type { AnimQueue } from '../../table/queue';
import { playerName } from '../../table/seat-names';
import { EYES_CHANGED, TableScene } from '../../table/table-scene';
import { Token } from '../../table/token';
import { boardTokenSpots, GOAL_H, GOAL_W, PARTY_H, PARTY_W, SCENE_H, SCENE_W, SEAT_COLOURS } from './art';
import type { Layout, Rect } from './layout';
import type { TemperamentsHud } from './panels';
import {
  backKey,
  boardGeometry,
  boardKey,
  boardLettering,
  cardAnchors,
  cardKey,
  ensureBoard,
  ensureCard,
  ensureGoal,
  faceKey,
  goalKey,
  goalSlots,
} from './textures';

export const GOLD = 0xf1d77a;

export const pt = (p: { x: number; y: number }): [number, number] => [p.x, p.y];

export function slotTexture(s: SlotView): string {
  if (s.owner === null) return '';
  return s.h ? faceKey(s.h, s.owner) : backKey(s.owner);
}

export function SEAT_COLOUR_NUM(seat: number): number {
  return num(SEAT_COLOURS[seat % 4] as string);
}

export abstract class TemperamentsDraw extends TableScene<typeof temperaments> {
  view!: TemperamentsView;

  /** Where everything lies on this stage (layout.ts). */
  L!: Layout;

  /** Seats played by people on this device. */
  humans: number[] = [];

  /** Hot-seat: the person whose private view is open (after they lifted the curtain). */
  private unlockedSeat: number | null = null;

  get unlocked(): number | null {
    return this.unlockedSeat;
  }

  set unlocked(seat: number | null) {
    if (seat === this.unlockedSeat) return;
    this.unlockedSeat = seat;
    this.events.emit(EYES_CHANGED); // the inspector looks through no one else's eyes
  }

  override privateSeats(): number[] | null {
    if (this.humans.length < 2 || this.watching !== null) return null;
    return this.unlocked === null ? [] : [this.unlocked];
  }

  /** The supply token the player has picked up (its id), or null. */
  selected: string | null = null;

  thud!: TemperamentsHud;

  curtain!: Curtain;

  protected board!: Phaser.GameObjects.Image;

  /** The board's pan and pinch-zoom (a phone shows it too small to read or tap). */
  boardZoom!: PanZoom;

  protected rowCards: (Card | null)[] = [null, null, null, null];

  protected parties: Card[] = [];

  protected goals: Card[] = [];

  /** Tokens on card slots, keyed `card:slot`. */
  readonly slotTokens = new Map<string, Token>();

  /** Board tokens, keyed by token id. */
  readonly boardTokens = new Map<string, Token>();

  protected markers = new Map<string, Token>();

  /** Supply tokens drawn on each seat's plaque (faces for the viewer, backs for others). */
  readonly supplyTokens = new Map<number, Token[]>();

  protected litG!: Phaser.GameObjects.Graphics;

  protected matchG!: Phaser.GameObjects.Graphics;

  protected orderG!: Phaser.GameObjects.Graphics;

  protected plaqueG!: Phaser.GameObjects.Graphics;

  /** A hit area over each plaque: a tap (or a hover, a long press) opens its close-up (all its counts). */
  protected plaqueZones = new Map<number, Phaser.GameObjects.Zone>();

  protected slotZones = new Map<string, Phaser.GameObjects.Zone>();

  protected locZones = new Map<string, Phaser.GameObjects.Zone>();

  protected asking = false;

  /** Invisible hit areas over a card's slots (hover tells what may go there, click places). */
  protected slotZonesFor(id: string, centre: { x: number; y: number }): void {
    const c = CARD_BY_ID.get(id);
    // a phone's slots are too small for a finger: there the whole card is the target (choices.ts)
    if (!c || this.L.portrait) return;
    const art = cardAnchors(id);
    const w = c.kind === 'party' ? PARTY_W : SCENE_W;
    const h = c.kind === 'party' ? PARTY_H : SCENE_H;
    art.slots.forEach((s, slot) => {
      const key = `${id}:${slot}`;
      let z = this.slotZones.get(key);
      if (!z) {
        z = this.add.zone(0, 0, s.r * 2 + 8, s.r * 2 + 8).setDepth(40);
        z.setInteractive({ useHandCursor: true });
        z.on('pointerover', () => this.hoverSlot(id, slot, true));
        z.on('pointerout', () => this.hoverSlot(id, slot, false));
        z.on('pointerup', () => this.onSlot(id, slot));
        this.slotZones.set(key, z);
      }
      z.setPosition(centre.x - w / 2 + s.x, centre.y - h / 2 + s.y)
        .setActive(true)
        .setVisible(true);
      if (z.input) z.input.enabled = true;
    });
  }

  protected dropSlotZones(id: string): void {
    for (const [key, z] of this.slotZones) {
      if (!key.startsWith(`${id}:`)) continue;
      z.destroy();
      this.slotZones.delete(key);
    }
  }

  /** The seat whose private pieces may be drawn now (§8): see the class comment. */
  get viewer(): Viewer {
    if (this.watching !== null) return this.watching === 'everything' ? 'spectator' : this.watching; // a replay's choice
    if (this.humans.length === 1) return this.humans[0] as number;
    if (this.humans.length === 0) return 'spectator';
    return this.unlocked ?? 'spectator';
  }

  name(seat: number): string {
    const p = this.session.players[seat];
    return p ? playerName(p, seat) : t('temperaments.table.seat', { n: seat + 1 });
  }

  /** Centre of a card slot on the table. */
  slotPoint(id: string, slot: number): { x: number; y: number } {
    const c = CARD_BY_ID.get(id);
    const s = cardAnchors(id).slots[slot] ?? { x: 0, y: 0 };
    const k = this.L.card;
    if (c?.kind === 'party') {
      const at = this.L.partyAt(
        Math.max(
          0,
          this.view.parties.findIndex((p) => p.id === id),
        ),
      );
      return { x: at.x + (s.x - PARTY_W / 2) * k, y: at.y + (s.y - PARTY_H / 2) * k };
    }
    const at = this.L.sceneAt(
      Math.max(
        0,
        this.rowCards.findIndex((r) => r?.cardId === id),
      ),
    );
    return { x: at.x + (s.x - SCENE_W / 2) * k, y: at.y + (s.y - SCENE_H / 2) * k };
  }

  locPoint(loc: string): { x: number; y: number } {
    const n = boardGeometry().nodes[loc];
    const B = this.L.board;
    return { x: B.x + (n?.x ?? 0) * B.s, y: B.y + (n?.y ?? 0) * B.s };
  }

  /** Where `n` tokens stand at a location: round its vignette, off the board's lettering. */
  tokenSpots(loc: string, n: number): { x: number; y: number }[] {
    const c = this.locPoint(loc);
    const B = this.L.board;
    const avoid = boardLettering(getLang()).map((b) => ({
      x: B.x + b.x * B.s,
      y: B.y + b.y * B.s,
      w: b.w * B.s,
      h: b.h * B.s,
    }));
    return boardTokenSpots(c.x, c.y, n, this.L.token, avoid);
  }

  /** Where a seat's supply tokens lie on its plaque. */
  supplyPoint(seat: number, i: number): { x: number; y: number } {
    return this.L.supplyAt(this.plaque(seat), this.ownSupply(seat), i);
  }

  /**
   * Whether `seat`'s supply is the one this screen picks from: drawn large beside its Pass, its plaque
   * lettered round it. A replay showing everything shows the others' faces too, where their backs lie
   * (a phone upright shows one plaque, the main one, and its supply large).
   */
  ownSupply(seat: number): boolean {
    if (this.view?.players[seat]?.supply == null) return false;
    return this.viewer === seat || this.L.plaques === 'portrait';
  }

  plaque(seat: number): Rect {
    const v = this.viewer;
    return this.L.plaqueAt(seat, this.view?.seats ?? 2, v, typeof v === 'number' ? v : (this.view?.active ?? 0));
  }

  protected cardObject(id: string): Card | null {
    if (id.startsWith('goal-')) return this.goals.find((g) => g.cardId === id) ?? null;
    if (id.startsWith('party-')) return this.parties.find((p) => p.cardId === id) ?? null;
    return this.rowCards.find((c) => c?.cardId === id) ?? null;
  }

  redraw(): void {
    if (!this.board) return;
    this.view = this.currentView(this.viewer);
    this.closeZoom();
    void this.sync(null).then(() => this.live && this.refresh());
  }

  protected async relabel(): Promise<void> {
    const lang = getLang();
    await Promise.all([ensureBoard(this, lang), ...this.goals.map((c) => ensureGoal(this, c.cardId, lang))]);
    if (!this.live) return; // the table went while the pictures were drawn
    this.board.setTexture(boardKey(lang));
    for (const c of this.goals) c.setFaceTexture(goalKey(c.cardId, lang));
    this.thud.relabel();
    this.redraw();
  }

  /** Puts every piece where the view says: at once, or through `q` (pieces glide to their places). */
  async sync(q: AnimQueue | null): Promise<void> {
    const v = this.view;
    const lang = getLang();
    const overtaken = this.beginDrawing();
    await Promise.all([
      ...v.row.map((c) => ensureCard(this, c.id, lang)),
      ...v.parties.map((p) => ensureCard(this, p.id, lang, p.resolved)),
    ]);
    if (overtaken()) return;
    // the row
    for (let i = 0; i < 4; i++) {
      const cv = v.row[i];
      const have = this.rowCards[i];
      if (have && have.cardId !== cv?.id) {
        this.dropSlotZones(have.cardId);
        have.destroy();
        this.rowCards[i] = null;
      }
      if (cv && !this.rowCards[i]) this.rowCards[i] = this.makeSceneCard(cv.id, i);
      const c = this.rowCards[i];
      if (c) {
        const key = cardKey(c.cardId, lang);
        if (c.faceKey !== key) c.setFaceTexture(key);
        const at = this.L.sceneAt(i);
        c.setPosition(at.x, at.y).setVisible(true).setAlpha(1);
      }
    }
    // parties
    v.parties.forEach((p, i) => {
      const c = this.parties[i];
      const key = cardKey(p.id, lang, p.resolved);
      if (c && c.faceKey !== key) c.setFaceTexture(key);
    });
    // goals and their markers
    const seenMarkers = new Set<string>();
    v.goals.forEach((g, i) => {
      if (this.L.portrait) return; // a phone shows the goals in their drawer (drawers.ts)
      const at = this.L.goalAt(i);
      const slots = goalSlots(g.id);
      for (const seat of g.markers) {
        const key = `${g.id}:${seat}`;
        seenMarkers.add(key);
        const s = slots[seat] ?? slots[0];
        if (!s) continue;
        let m = this.markers.get(key);
        if (!m) {
          m = new Token(this, 0, 0, backKey(seat), 8 * this.L.goal).setDepth(20);
          this.markers.set(key, m);
        }
        const k = this.L.goal;
        m.setPosition(at.x + (s.x - GOAL_W / 2) * k, at.y + (s.y - GOAL_H / 2) * k)
          .setAlpha(1)
          .setScale(1);
      }
    });
    for (const [key, m] of this.markers)
      if (!seenMarkers.has(key)) {
        m.destroy();
        this.markers.delete(key);
      }
    // tokens on slots
    const seenSlots = new Set<string>();
    const placeSlot = (id: string, s: SlotView) => {
      if (s.owner === null) return;
      const key = `${id}:${s.slot}`;
      seenSlots.add(key);
      const p = this.slotPoint(id, s.slot);
      const tex = slotTexture(s);
      let tok = this.slotTokens.get(key);
      if (!tok) {
        tok = new Token(this, p.x, p.y, tex, this.L.slotR).setDepth(24);
        this.slotTokens.set(key, tok);
      }
      tok.setTextureKey(tex).setAlpha(1).setScale(1).setVisible(true).setDepth(24);
      if (q && Math.hypot(tok.x - p.x, tok.y - p.y) > 2) void tok.travelTo(q, p.x, p.y, 300);
      else tok.setPosition(p.x, p.y);
    };
    for (const c of v.row) for (const s of c.slots) placeSlot(c.id, s);
    for (const c of v.parties) for (const s of c.slots) placeSlot(c.id, s);
    for (const [key, tok] of this.slotTokens)
      if (!seenSlots.has(key)) {
        tok.destroy();
        this.slotTokens.delete(key);
      }
    // the board
    const byLoc = new Map<string, typeof v.board>();
    for (const b of v.board) byLoc.set(b.loc, [...(byLoc.get(b.loc) ?? []), b]);
    const seenBoard = new Set<string>();
    for (const [loc, list] of byLoc) {
      const c = this.locPoint(loc);
      const spots = this.tokenSpots(loc, list.length);
      list.forEach((b, i) => {
        seenBoard.add(b.tokenId);
        const at = spots[i] ?? c;
        let tok = this.boardTokens.get(b.tokenId);
        if (!tok) {
          tok = new Token(this, at.x, at.y, faceKey(b.h, b.owner), this.L.token / 2).setDepth(22);
          tok.setInteractive(new Phaser.Geom.Circle(tok.radius, tok.radius, tok.radius), Phaser.Geom.Circle.Contains);
          this.closeUpOn(tok, () => this.tokenCloseUp(b.h, b.owner));
          this.boardTokens.set(b.tokenId, tok);
        }
        tok
          .setTextureKey(faceKey(b.h, b.owner))
          .setAlpha(1)
          .setScale(1)
          .setDepth(22 + i * 0.01);
        if (q && Math.hypot(tok.x - at.x, tok.y - at.y) > 2) void tok.travelTo(q, at.x, at.y, 260);
        else tok.setPosition(at.x, at.y);
      });
    }
    for (const [id, tok] of this.boardTokens)
      if (!seenBoard.has(id)) {
        tok.destroy();
        this.boardTokens.delete(id);
      }
    this.syncSupplies();
    this.thud.update(v);
  }

  protected makeSceneCard(id: string, i: number): Card {
    const lang = getLang();
    const at = this.L.sceneAt(i);
    const k = this.L.card;
    const c = new Card(this, id, cardKey(id, lang), cardKey(id, lang), SCENE_W * k, SCENE_H * k)
      .setPosition(at.x, at.y)
      .setDepth(10)
      .makeInteractive();
    c.on('activate', () => this.onCard(id));
    c.on('hover', (on: boolean) => this.hoverCard(c, on));
    this.cardCloseUp(c, id);
    this.slotZonesFor(id, at);
    return c;
  }

  /**
   * A scene's or a party's close-up. A finger held on it opens it too (a tap's close-up goes as the
   * finger lifts): a tutorial's page that asks to open it goes on.
   */
  protected cardCloseUp(c: Card, id: string): void {
    this.closeUpOn(
      c,
      () => this.closeUpOf(c),
      (how) => how === 'press' && this.gesture('openCard', id),
    );
  }

  /**
   * The plaques' supply tokens: the viewer's own faces (to pick up), others' backs (a replay: their faces).
   * While a step plays, `counts` and `supplies` say what each supply holds so far (animate.ts).
   */
  syncSupplies(counts?: number[], supplies?: (SeatView['supply'] | undefined)[]): void {
    const v = this.view;
    this.drawPlaques();
    for (const p of v.players) {
      const list = this.supplyTokens.get(p.seat) ?? [];
      for (const tok of list) tok.destroy();
      const faces = supplies ? supplies[p.seat] : p.supply;
      const own = this.ownSupply(p.seat);
      // a phone shows only the main plaque's supply (the others' counts are in their drawer)
      const n = this.plaque(p.seat).w > 0 ? (counts?.[p.seat] ?? p.supplyCount) : 0;
      const made: Token[] = [];
      for (let i = 0; i < n; i++) {
        const at = this.supplyPoint(p.seat, i);
        const s = faces?.[i];
        const tok = s
          ? new Token(this, at.x, at.y, faceKey(s.h), own ? this.L.supplyR : this.L.backR, s.tokenId).setDepth(26)
          : new Token(this, at.x, at.y, backKey(p.seat), this.L.backR).setDepth(26);
        if (s && own) {
          tok.makeInteractive();
          this.fingerSized(tok, p.seat);
          tok.on('activate', () => this.tapSupply(s.tokenId));
          tok.on('pointerover', () => this.hud.showTip(this.tokenTip(s.h), at.x, at.y - this.L.supplyR - 4, 'info'));
          tok.on('pointerout', () => this.hud.hideTip());
          this.closeUpOn(tok, () => this.tokenCloseUp(s.h));
        }
        made.push(tok);
      }
      this.supplyTokens.set(p.seat, made);
    }
    this.markSelected();
  }

  /**
   * On a touch screen a supply token takes a tap anywhere in its share of the row, the plaque's height
   * and half the gap to each neighbour: a finger landing between two of them (a phone on its side
   * draws them 19 CSS px, 4 apart) does not fall through to the plaque.
   */
  private fingerSized(tok: Token, seat: number): void {
    if (!touchScreen() || !tok.input) return;
    const p = this.plaque(seat);
    const step = Math.abs(this.supplyPoint(seat, 1).x - this.supplyPoint(seat, 0).x);
    const r = tok.radius;
    tok.input.hitArea = new Phaser.Geom.Rectangle(r - step / 2, p.y - (tok.y - r), step, p.h);
    tok.input.hitAreaCallback = Phaser.Geom.Rectangle.Contains;
  }

  /** The plaques' vellum (the DOM letters names and counts over it; the supply lies on it). */
  protected drawPlaques(): void {
    const g = this.plaqueG.clear();
    for (const p of this.view.players) {
      const r = this.plaque(p.seat);
      if (r.w === 0) continue;
      const active = this.view.active === p.seat;
      if (active) {
        g.fillStyle(GOLD, 0.35).fillRoundedRect(r.x - 5, r.y - 5, r.w + 10, r.h + 10, 7);
        g.lineStyle(2, GOLD, 1).strokeRoundedRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4, 5);
      }
      g.fillStyle(0x000000, 0.3).fillRoundedRect(r.x + 2, r.y + 4, r.w, r.h, 4);
      g.fillStyle(0xf1e7cc, 1).fillRoundedRect(r.x, r.y, r.w, r.h, 4);
      g.fillStyle(SEAT_COLOUR_NUM(p.seat), 1).fillRoundedRect(r.x, r.y, 8, r.h, { tl: 4, bl: 4, tr: 0, br: 0 });
      g.lineStyle(1.5, 0x2a2018, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 4);
      this.plaqueZone(p.seat, r);
    }
  }

  /**
   * The plaque's hit area, under its supply tokens: a narrow plaque (three or four seats on a phone on
   * its side) letters its name and what counts fit; a tap on it says them all, a hover or a long press
   * opens its close-up.
   */
  private plaqueZone(seat: number, r: Rect): void {
    let z = this.plaqueZones.get(seat);
    if (!z) {
      const zone = this.add.zone(0, 0, 1, 1).setOrigin(0).setDepth(24);
      zone.on('pointerup', (p: Phaser.Input.Pointer) => {
        if (p.button === 0 && p.getDistance() < 8 && isTap(zone)) this.openPlaque(seat);
      });
      this.closeUpOn(zone, () => this.plaqueCloseUp(seat));
      this.plaqueZones.set(seat, zone);
      z = zone;
    }
    z.setPosition(r.x, r.y).setSize(r.w, r.h);
    if (z.input) z.input.hitArea.setTo(0, 0, r.w, r.h);
    else z.setInteractive();
  }

  /** A tap on a plaque: its whole name and every count in a note over it (as a tapped slot says what it holds). */
  openPlaque(seat: number): void {
    const r = this.plaque(seat);
    if (r.w === 0) return;
    const { level, counts } = this.plaqueFacts(seat);
    this.hud.showTip(`${this.name(seat)}${level ? ` · ${level}` : ''}: ${counts}`, r.x + r.w / 2, r.y - 4, 'info');
  }

  protected markSelected(): void {
    for (const list of this.supplyTokens.values())
      for (const tok of list) {
        tok.setChosen(tok.tokenId !== '' && tok.tokenId === this.selected);
      }
  }

  protected clearChoices(): void {
    this.litG.clear();
    for (const c of [...this.parties, ...this.goals, ...this.rowCards]) c?.setHighlight(null).setDimmed(null);
    this.focus.clear();
    this.thud.actions(null);
  }

  protected slotView(id: string, slot: number): SlotView | undefined {
    const c = [...this.view.row, ...this.view.parties].find((x) => x.id === id);
    return c?.slots[slot];
  }

  /** The card's close-up beside it (a click on a card that is not being chosen). */
  openZoom(card: Card): void {
    this.hud.showCloseUp(this.closeUpOf(card), card.x, card.y, { w: card.cw, h: card.ch });
  }

  closeZoom(): void {
    this.hud.hideCloseUp();
  }

  /** What the table drew for each seat's supply: humours, or 'back' (tests check nothing private leaks). */
  drawnSupplies(): Record<number, string[]> {
    const out: Record<number, string[]> = {};
    for (const [seat, list] of this.supplyTokens)
      out[seat] = list.map((tok) => {
        const key = tok.face.texture.key;
        const m = /^ft-face-([CSMP])/.exec(key);
        return m ? (m[1] as string) : 'back';
      });
    return out;
  }

  /** What the table drew on the cards' slots: humours, or 'back'. */
  drawnSlots(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [key, tok] of this.slotTokens) {
      const m = /^ft-face-([CSMP])/.exec(tok.face.texture.key);
      out[key] = m ? (m[1] as string) : 'back';
    }
    return out;
  }

  // ---- what the pieces answer (tips.ts, choices.ts) ------------------------------------------

  protected abstract hoverSlot(id: string, slot: number, on: boolean): void;
  protected abstract hoverCard(c: Card, on: boolean): void;
  protected abstract closeUpOf(card: Card): CloseUpContent;
  protected abstract tokenCloseUp(h: H, owner?: number): CloseUpContent;
  protected abstract plaqueCloseUp(seat: number): CloseUpContent;
  abstract plaqueFacts(seat: number): { level: string; counts: string };
  protected abstract cardTip(id: string): string;
  abstract tokenTip(h: H): string;
  protected abstract onSlot(id: string, slot: number): Promise<void>;
  protected abstract onCard(id: string): void;
  abstract onSupply(tokenId: string): void;
  abstract tapSupply(tokenId: string): void;
  protected abstract humanTurn(): number | null;
}
