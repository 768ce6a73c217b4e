/**
 * The Four Temperaments table: the kingdom board, the scene row, the party tiles, the goals and each
 * seat's plaque with its supply. It draws from the view of the seat whose private pieces may be shown
 * (one person at the table, or the person behind the lifted hot-seat curtain; otherwise nobody's),
 * animates every accepted step from that seat's redacted emitted events, and sends the player's moves.
 * The rules decide everything: what may be placed where, and why not.
 */
import Phaser from 'phaser';
import type { Viewer } from '../../../machines/core/game';
import { CARD_BY_ID, type H, LOCATION_BY_ID, neighbours, RESIDENT_PAIRS } from '../../../machines/temperaments/content';
import type { At, Emitted, PlayerEvent } from '../../../machines/temperaments/types';
import type { SlotView, TemperamentsView } from '../../../machines/temperaments/view';
import { settings, updateSettings } from '../../app/settings';
import { play } from '../../audio/bank';
import { getLang, onLangChange, t } from '../../i18n';
import type { StepInfo } from '../../session/session';
import { Card } from '../../table/card';
import { Curtain } from '../../table/curtain';
import type { Focusable } from '../../table/focus';
import type { AnimQueue } from '../../table/queue';
import { TableScene } from '../../table/table-scene';
import { glowTexture } from '../../table/textures';
import { Token } from '../../table/token';
import {
  BOARD_H,
  BOARD_W,
  boardTokenSpots,
  GOAL_H,
  GOAL_W,
  PARTY_H,
  PARTY_W,
  SCENE_H,
  SCENE_W,
  SEAT_COLOURS,
} from './art';
import { BOARD, BOARD_TOKEN, DECK, goalAt, partyAt, plaqueAt, SLOT_R, SUPPLY_R, sceneAt } from './layout';
import { bestMatch } from './match';
import { TemperamentsHud } from './panels';
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
  ensureTokens,
  faceKey,
  goalKey,
  goalSlots,
} from './textures';

type Rect = { x: number; y: number; w: number; h: number };
const GOLD = 0xf1d77a;

export class TemperamentsScene extends TableScene {
  view!: TemperamentsView;
  /** Seats played by people on this device. */
  humans: number[] = [];
  /** Hot-seat: the person whose private view is open (after they lifted the curtain). */
  unlocked: number | null = null;
  /** The supply token the player has picked up (its id), or null. */
  selected: string | null = null;
  thud!: TemperamentsHud;
  curtain!: Curtain;
  private board!: Phaser.GameObjects.Image;
  private rowCards: (Card | null)[] = [null, null, null, null];
  private parties: Card[] = [];
  private goals: Card[] = [];
  /** Tokens on card slots, keyed `card:slot`. */
  readonly slotTokens = new Map<string, Token>();
  /** Board tokens, keyed by token id. */
  readonly boardTokens = new Map<string, Token>();
  private markers = new Map<string, Token>();
  /** Supply tokens drawn on each seat's plaque (faces for the viewer, backs for others). */
  readonly supplyTokens = new Map<number, Token[]>();
  private litG!: Phaser.GameObjects.Graphics;
  private matchG!: Phaser.GameObjects.Graphics;
  private orderG!: Phaser.GameObjects.Graphics;
  private plaqueG!: Phaser.GameObjects.Graphics;
  private slotZones = new Map<string, Phaser.GameObjects.Zone>();
  private locZones = new Map<string, Phaser.GameObjects.Zone>();
  private zoom: Phaser.GameObjects.Container | null = null;
  private asking = false;

  constructor() {
    super('temperaments');
  }

  async create(): Promise<void> {
    await this.setupTable({});
    this.humans = this.session.players.flatMap((p, i) => (p.kind === 'human' ? [i] : []));
    const v = this.currentView();
    const lang = getLang();
    await Promise.all([
      ensureBoard(this, lang),
      ensureTokens(this, v.seats),
      ...v.row.map((c) => ensureCard(this, c.id, lang)),
      ...v.parties.map((p) => ensureCard(this, p.id, lang, p.resolved)),
      ...v.goals.map((g) => ensureGoal(this, g.id, lang)),
    ]);
    glowTexture(this);
    this.buildStatic(v);
    this.thud = new TemperamentsHud(this);
    this.curtain = new Curtain(this.hud.root);
    this.redraw();
    const off = onLangChange(() => void this.relabel());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      off();
      this.curtain.close();
    });
    this.input.mouse?.disableContextMenu();
    this.markReady();
  }

  // ---- building ------------------------------------------------------------------------------

  private buildStatic(v: TemperamentsView): void {
    const lang = getLang();
    this.board = this.add.image(BOARD.x, BOARD.y, boardKey(lang)).setOrigin(0).setDepth(1);
    const shadow = this.add.graphics().setDepth(0);
    shadow.fillStyle(0x000000, 0.35).fillRoundedRect(BOARD.x + 4, BOARD.y + 6, BOARD_W, BOARD_H, 6);
    const geo = boardGeometry();
    for (const [id, n] of Object.entries(geo.nodes)) {
      const z = this.add
        .zone(BOARD.x + n.x, BOARD.y + n.y, n.r * 2 + 6, n.r * 2 + 6)
        .setDepth(30)
        .setInteractive({ useHandCursor: true });
      z.on('pointerover', () => this.hoverLocation(id, true));
      z.on('pointerout', () => this.hoverLocation(id, false));
      z.on('pointerup', () => this.onLocation(id));
      this.locZones.set(id, z);
    }
    v.parties.forEach((p, i) => {
      const at = partyAt(i);
      const c = new Card(this, p.id, cardKey(p.id, lang, p.resolved), cardKey(p.id, lang, p.resolved), PARTY_W, PARTY_H)
        .setPosition(at.x, at.y)
        .setDepth(10)
        .makeInteractive();
      c.on('activate', () => this.onCard(p.id));
      c.on('hover', (on: boolean) => this.hoverCard(c, on));
      this.parties.push(c);
      this.slotZonesFor(p.id, at);
    });
    v.goals.forEach((g, i) => {
      const at = goalAt(i);
      const c = new Card(this, g.id, goalKey(g.id, lang), goalKey(g.id, lang), GOAL_W, GOAL_H)
        .setPosition(at.x, at.y)
        .setDepth(10)
        .makeInteractive();
      c.on('activate', () => this.onGoal(g.id));
      c.on('hover', (on: boolean) => this.hoverGoal(g.id, c, on));
      this.goals.push(c);
    });
    this.litG = this.add.graphics().setDepth(28);
    this.matchG = this.add.graphics().setDepth(27);
    this.orderG = this.add.graphics().setDepth(29);
    this.plaqueG = this.add.graphics().setDepth(25);
  }

  /** Invisible hit areas over a card's slots (hover tells what may go there, click places). */
  private slotZonesFor(id: string, centre: { x: number; y: number }): void {
    const c = CARD_BY_ID.get(id);
    if (!c) return;
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

  private dropSlotZones(id: string): void {
    for (const [key, z] of this.slotZones) {
      if (!key.startsWith(`${id}:`)) continue;
      z.destroy();
      this.slotZones.delete(key);
    }
  }

  // ---- whose eyes ----------------------------------------------------------------------------

  /** The seat whose private pieces may be drawn now (§8): see the class comment. */
  get viewer(): Viewer {
    if (this.humans.length === 1) return this.humans[0] as number;
    if (this.humans.length === 0) return 'spectator';
    return this.unlocked ?? 'spectator';
  }

  currentView(): TemperamentsView {
    return this.session.module.view(this.shown, this.viewer) as TemperamentsView;
  }

  name(seat: number): string {
    return this.session.players[seat]?.name ?? t('temperaments.table.seat', { n: seat + 1 });
  }

  // ---- where things are ----------------------------------------------------------------------

  /** Centre of a card slot on the table. */
  slotPoint(id: string, slot: number): { x: number; y: number } {
    const c = CARD_BY_ID.get(id);
    const art = cardAnchors(id);
    const s = art.slots[slot] ?? { x: 0, y: 0 };
    if (c?.kind === 'party') {
      const i = this.view.parties.findIndex((p) => p.id === id);
      const at = partyAt(Math.max(0, i));
      return { x: at.x - PARTY_W / 2 + s.x, y: at.y - PARTY_H / 2 + s.y };
    }
    const i = this.rowCards.findIndex((r) => r?.cardId === id);
    const at = sceneAt(Math.max(0, i));
    return { x: at.x - SCENE_W / 2 + s.x, y: at.y - SCENE_H / 2 + s.y };
  }

  locPoint(loc: string): { x: number; y: number } {
    const n = boardGeometry().nodes[loc];
    return { x: BOARD.x + (n?.x ?? 0), y: BOARD.y + (n?.y ?? 0) };
  }

  /** Where `n` tokens stand at a location: round its vignette, off the board's lettering. */
  tokenSpots(loc: string, n: number): { x: number; y: number }[] {
    const c = this.locPoint(loc);
    const avoid = boardLettering(getLang()).map((b) => ({ ...b, x: BOARD.x + b.x, y: BOARD.y + b.y }));
    return boardTokenSpots(c.x, c.y, n, BOARD_TOKEN, avoid);
  }

  /** Where a seat's supply tokens lie on its plaque. */
  supplyPoint(seat: number, i: number): { x: number; y: number } {
    const p = this.plaque(seat);
    const own = this.ownSupply(seat);
    const step = own ? SUPPLY_R * 2 + 8 : 27;
    return { x: p.x + p.w - (own ? 118 : 14) - (3 - i) * step - (own ? SUPPLY_R : 12), y: p.y + p.h / 2 + 2 };
  }

  ownSupply(seat: number): boolean {
    return this.view?.players[seat]?.supply != null;
  }

  plaque(seat: number): Rect {
    return plaqueAt(seat, this.view?.seats ?? 2, this.viewer);
  }

  override locate(id: string): Rect | null {
    if (id === 'board') return { x: BOARD.x + BOARD_W / 2, y: BOARD.y + BOARD_H / 2, w: BOARD_W, h: BOARD_H };
    if (id === 'goals') return { x: 792 + 243, y: goalAt(0).y, w: 492, h: GOAL_H + 8 };
    if (id === 'pass') return this.thud.locateButton('pass');
    if (id === 'supply') {
      const seat = typeof this.viewer === 'number' ? this.viewer : 0;
      const a = this.supplyPoint(seat, 0);
      const b = this.supplyPoint(seat, 3);
      return { x: (a.x + b.x) / 2, y: a.y, w: b.x - a.x + SUPPLY_R * 2 + 12, h: SUPPLY_R * 2 + 12 };
    }
    if (id.startsWith('loc-')) {
      const p = this.locPoint(id);
      return { x: p.x, y: p.y, w: 54, h: 54 };
    }
    const slot = /^(.+):(\d)$/.exec(id);
    if (slot) {
      const p = this.slotPoint(slot[1] as string, Number(slot[2]));
      return { x: p.x, y: p.y, w: SLOT_R * 2 + 10, h: SLOT_R * 2 + 10 };
    }
    const card = this.cardObject(id);
    if (card) return { x: card.x, y: card.y, w: card.cw + 6, h: card.ch + 6 };
    return null;
  }

  private cardObject(id: string): Card | null {
    if (id.startsWith('goal-')) return this.goals.find((g) => g.cardId === id) ?? null;
    if (id.startsWith('party-')) return this.parties.find((p) => p.cardId === id) ?? null;
    return this.rowCards.find((c) => c?.cardId === id) ?? null;
  }

  // ---- drawing from the view -----------------------------------------------------------------

  redraw(): void {
    if (!this.board) return;
    this.view = this.currentView();
    this.closeZoom();
    void this.sync(null).then(() => this.refresh());
  }

  private async relabel(): Promise<void> {
    const lang = getLang();
    await ensureBoard(this, lang);
    this.board.setTexture(boardKey(lang));
    for (const c of this.goals) {
      await ensureGoal(this, c.cardId, lang);
      c.setFaceTexture(goalKey(c.cardId, lang));
    }
    this.thud.relabel();
    this.redraw();
  }

  /** Puts every piece where the view says: at once, or through `q` (pieces glide to their places). */
  async sync(q: AnimQueue | null): Promise<void> {
    const v = this.view;
    const lang = getLang();
    await Promise.all([
      ...v.row.map((c) => ensureCard(this, c.id, lang)),
      ...v.parties.map((p) => ensureCard(this, p.id, lang, p.resolved)),
    ]);
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
        const at = sceneAt(i);
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
      const at = goalAt(i);
      const slots = goalSlots(g.id);
      for (const seat of g.markers) {
        const key = `${g.id}:${seat}`;
        seenMarkers.add(key);
        const s = slots[seat] ?? slots[0];
        if (!s) continue;
        let m = this.markers.get(key);
        if (!m) {
          m = new Token(this, 0, 0, backKey(seat), 8).setDepth(20);
          this.markers.set(key, m);
        }
        m.setPosition(at.x - GOAL_W / 2 + s.x, at.y - GOAL_H / 2 + s.y)
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
        tok = new Token(this, p.x, p.y, tex, SLOT_R).setDepth(24);
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
          tok = new Token(this, at.x, at.y, faceKey(b.h, b.owner), BOARD_TOKEN / 2).setDepth(22);
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

  private makeSceneCard(id: string, i: number): Card {
    const lang = getLang();
    const at = sceneAt(i);
    const c = new Card(this, id, cardKey(id, lang), cardKey(id, lang), SCENE_W, SCENE_H)
      .setPosition(at.x, at.y)
      .setDepth(10)
      .makeInteractive();
    c.on('activate', () => this.onCard(id));
    c.on('hover', (on: boolean) => this.hoverCard(c, on));
    this.slotZonesFor(id, at);
    return c;
  }

  /** The plaques' supply tokens: the viewer's own faces (to pick up), others' backs. */
  syncSupplies(counts?: number[]): void {
    const v = this.view;
    this.drawPlaques();
    for (const p of v.players) {
      const list = this.supplyTokens.get(p.seat) ?? [];
      for (const tok of list) tok.destroy();
      const own = p.supply;
      const n = counts?.[p.seat] ?? p.supplyCount;
      const made: Token[] = [];
      for (let i = 0; i < n; i++) {
        const at = this.supplyPoint(p.seat, i);
        const s = own?.[i];
        const tok = s
          ? new Token(this, at.x, at.y, faceKey(s.h), SUPPLY_R, s.tokenId).setDepth(26)
          : new Token(this, at.x, at.y, backKey(p.seat), 12).setDepth(26);
        if (s) {
          tok.makeInteractive();
          tok.on('activate', () => this.onSupply(s.tokenId));
          tok.on('pointerover', () => this.hud.showTip(this.tokenTip(s.h), at.x, at.y - SUPPLY_R - 4, 'info'));
          tok.on('pointerout', () => this.hud.hideTip());
        }
        made.push(tok);
      }
      this.supplyTokens.set(p.seat, made);
    }
    this.markSelected();
  }

  /** The plaques' vellum (the DOM letters names and counts over it; the supply lies on it). */
  private drawPlaques(): void {
    const g = this.plaqueG.clear();
    for (const p of this.view.players) {
      const r = this.plaque(p.seat);
      const active = this.view.active === p.seat;
      if (active) {
        g.fillStyle(GOLD, 0.35).fillRoundedRect(r.x - 5, r.y - 5, r.w + 10, r.h + 10, 7);
        g.lineStyle(2, GOLD, 1).strokeRoundedRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4, 5);
      }
      g.fillStyle(0x000000, 0.3).fillRoundedRect(r.x + 2, r.y + 4, r.w, r.h, 4);
      g.fillStyle(0xf1e7cc, 1).fillRoundedRect(r.x, r.y, r.w, r.h, 4);
      g.fillStyle(SEAT_COLOUR_NUM(p.seat), 1).fillRoundedRect(r.x, r.y, 8, r.h, { tl: 4, bl: 4, tr: 0, br: 0 });
      g.lineStyle(1.5, 0x2a2018, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 4);
    }
  }

  private markSelected(): void {
    for (const list of this.supplyTokens.values())
      for (const tok of list) {
        const on = tok.tokenId !== '' && tok.tokenId === this.selected;
        tok.lift = on ? 1 : 0;
      }
  }

  // ---- animation of a step -------------------------------------------------------------------

  animate(info: StepInfo): void {
    // Hot-seat: a person's move hands the device on; nothing private stays on screen.
    if (this.humans.length >= 2 && info.by === 'human') this.unlocked = null;
    this.clearChoices();
    this.closeZoom();
    this.hud.hideTip();
    this.selected = null;
    const emitted = this.session.redact(info.emitted, this.viewer) as Emitted[];
    const counts = this.view.players.map((p) => p.supplyCount);
    for (const e of emitted) {
      this.q.push(e.type, async (q) => {
        await this.flourish(q, e, counts);
      });
    }
    this.q.push('settle', async (q) => {
      this.view = this.currentView();
      await this.sync(q);
      this.refresh();
    });
  }

  private async flourish(q: AnimQueue, e: Emitted, counts: number[]): Promise<void> {
    switch (e.type) {
      case 'roundStarted':
        play('bell', { volume: 0.5 });
        await this.thud.banner(
          t('temperaments.table.round', { n: e.round }),
          t('temperaments.table.starts', { name: this.name(e.start) }),
          q,
        );
        break;
      case 'scenesRevealed':
        await this.dealRow(q, e.cards);
        break;
      case 'tokenDrawn':
        counts[e.seat] = e.supplyCount;
        if (e.reason !== 'setup') {
          this.syncSupplies(counts);
          play('token-clack', { volume: 0.25, rate: 1.3 });
        }
        break;
      case 'tokenPlaced':
        counts[e.seat] = Math.max(0, (counts[e.seat] ?? 1) - 1);
        await this.placeToken(q, e, counts);
        break;
      case 'passed':
        play('quill-scratch', { volume: 0.5 });
        this.hud.notice(
          t(e.auto ? 'temperaments.table.autoPassed' : 'temperaments.table.passed', { name: this.name(e.seat) }),
          'info',
          1800 / Math.min(q.speed, 4),
        );
        await q.wait(450);
        break;
      case 'roundEnded':
        this.thud.resolving(e.round);
        this.thud.actions(null);
        play('bell', { volume: 0.6 });
        await this.thud.banner(t('temperaments.table.roundEnds'), t(`temperaments.roundEnd.${e.reason}`), q);
        break;
      case 'tokenRevealed':
        await this.reveal(q, e.at, e.seat, e.h);
        break;
      case 'cardResolved':
        await this.resolveCard(q, e);
        break;
      case 'tokenToBoard':
        await this.toBoard(q, e);
        break;
      case 'markerPlaced':
        await this.stampMarker(q, e.goal, e.seat);
        break;
      case 'partyResolved': {
        const c = this.cardObject(e.party);
        const key = cardKey(e.party, getLang(), true);
        await ensureCard(this, e.party, getLang(), true);
        if (c) await c.flip(q, true, 260).catch(() => undefined);
        c?.setFaceTexture(key);
        play('seal-stamp', { volume: 0.7 });
        break;
      }
      case 'tokensReturned':
        await this.returnTokens(q, e.tokens);
        break;
      case 'rowDiscarded':
        await this.discardRow(q);
        break;
      case 'gameOver':
        play('fanfare', { volume: 0.8 });
        this.thud.endScreen(e);
        break;
      default:
        break;
    }
  }

  private async dealRow(q: AnimQueue, cards: string[]): Promise<void> {
    const lang = getLang();
    await Promise.all(cards.map((id) => ensureCard(this, id, lang)));
    const moves: Promise<void>[] = [];
    cards.forEach((id, i) => {
      this.rowCards[i]?.destroy();
      const c = this.makeSceneCard(id, i);
      this.rowCards[i] = c;
      const at = sceneAt(i);
      c.setPosition(DECK.x, DECK.y).setRotation(0.2);
      moves.push(
        q.wait(110 * i).then(() => {
          play('card-flick', { volume: 0.5, rate: 0.9 + i * 0.05 });
          return c.travelTo(q, at.x, at.y, { rotation: 0, duration: 420 });
        }),
      );
    });
    await Promise.all(moves);
  }

  private async placeToken(
    q: AnimQueue,
    e: Extract<Emitted, { type: 'tokenPlaced' }>,
    counts: number[],
  ): Promise<void> {
    const from = this.supplyPoint(e.seat, Math.max(0, counts[e.seat] ?? 0));
    this.syncSupplies(counts);
    const to = this.slotPoint(e.at.id, e.at.slot);
    const key = `${e.at.id}:${e.at.slot}`;
    this.slotTokens.get(key)?.destroy();
    const tex = e.h ? faceKey(e.h, e.seat) : backKey(e.seat);
    const tok = new Token(this, from.x, from.y, tex, SLOT_R).setDepth(45);
    this.slotTokens.set(key, tok);
    await tok.travelTo(q, to.x, to.y, 420);
    await tok.stamp(q, () => play('seal-stamp', { volume: 0.6 }));
    tok.setDepth(24);
  }

  private async reveal(q: AnimQueue, at: At, seat: number, h: H): Promise<void> {
    const tok = this.slotTokens.get(`${at.id}:${at.slot}`);
    if (!tok) return;
    await q.tween({ targets: tok, scaleX: 0.05, duration: 90, ease: 'Sine.in' });
    tok.setTextureKey(faceKey(h, seat));
    play('card-flick', { volume: 0.3, rate: 1.4 });
    await q.tween({ targets: tok, scaleX: 1, duration: 90, ease: 'Sine.out' });
  }

  /** Walks the card's check order disc by disc, the checked humour lit, until a humour wins. */
  private async resolveCard(q: AnimQueue, e: Extract<Emitted, { type: 'cardResolved' }>): Promise<void> {
    const card = this.cardObject(e.card);
    const def = CARD_BY_ID.get(e.card);
    if (!card || !def) return;
    const all = [...e.winners, ...e.escapers, ...e.losers];
    if (all.length === 0) return;
    const art = cardAnchors(e.card);
    const left = card.x - card.cw / 2;
    const top = card.y - card.ch / 2;
    card.setDepth(15);
    const win = e.winners[0]?.h ?? null;
    const tokOf = (slot: number) => this.slotTokens.get(`${e.card}:${slot}`);
    for (const d of art.order ?? []) {
      this.orderG.clear();
      this.orderG.lineStyle(3, GOLD, 1).strokeCircle(left + d.x, top + d.y, d.r + 3);
      this.orderG.fillStyle(GOLD, 0.35).fillCircle(left + d.x, top + d.y, d.r + 3);
      const these = all.filter((x) => x.h === d.h);
      for (const x of these)
        this.orderG.lineStyle(2.5, GOLD, 1).strokeCircle(...pt(this.slotPoint(e.card, x.slot)), SLOT_R + 3);
      if (these.length) play('chime', { volume: 0.25, rate: 0.8 + 'CSMP'.indexOf(d.h) * 0.1 });
      // The humour being checked and its rule, over the card, while its disc is lit.
      if (q.ms(200) > 0) this.hud.showTip(this.tokenTip(d.h), card.x, top - 4, 'info');
      await q.wait(these.length ? 420 : 200);
      if (d.h === win) break;
    }
    this.orderG.clear();
    this.hud.hideTip();
    for (const x of e.losers) {
      const tok = tokOf(x.slot);
      if (tok) await q.tween({ targets: tok, alpha: 0.45, duration: 120 });
    }
    for (const x of e.escapers) {
      this.orderG.lineStyle(2.5, 0xa9c8ff, 1).strokeCircle(...pt(this.slotPoint(e.card, x.slot)), SLOT_R + 3);
    }
    for (const x of e.winners) {
      const tok = tokOf(x.slot);
      if (tok) await q.tween({ targets: tok, scale: 1.3, duration: 130, yoyo: true });
      this.orderG.lineStyle(3, GOLD, 1).strokeCircle(...pt(this.slotPoint(e.card, x.slot)), SLOT_R + 3);
    }
    this.hud.notice(this.thud.outcomeText(e), e.winners.length ? 'good' : 'info', 2200 / Math.min(q.speed, 4));
    await q.wait(650);
    this.orderG.clear();
    card.setDepth(10);
  }

  private async toBoard(q: AnimQueue, e: Extract<Emitted, { type: 'tokenToBoard' }>): Promise<void> {
    const key = `${e.from.id}:${e.from.slot}`;
    const src = this.slotTokens.get(key);
    const from = src ? { x: src.x, y: src.y } : this.slotPoint(e.from.id, e.from.slot);
    src?.destroy();
    this.slotTokens.delete(key);
    const here = [...this.boardTokens.entries()].filter(([, tk]) => tk.getData('loc') === e.loc);
    const c = this.locPoint(e.loc);
    const spots = this.tokenSpots(e.loc, here.length + 1);
    const to = spots[here.length] ?? c;
    const tok = new Token(this, from.x, from.y, faceKey(e.h, e.seat), SLOT_R).setDepth(46);
    tok.setData('loc', e.loc);
    this.boardTokens.get(e.tokenId)?.destroy();
    this.boardTokens.set(e.tokenId, tok);
    await q.all([
      { targets: tok, x: to.x, y: to.y, duration: 560, ease: 'Cubic.inOut' },
      { targets: tok, lift: 1, duration: 280, yoyo: true, ease: 'Quad.out' },
      { targets: tok, scale: BOARD_TOKEN / 2 / SLOT_R, duration: 560 },
    ]);
    tok.lift = 0;
    tok.setDepth(22);
    play('token-clack', { volume: 0.7 });
  }

  private async stampMarker(q: AnimQueue, goal: string, seat: number): Promise<void> {
    const i = this.view.goals.findIndex((g) => g.id === goal);
    const at = goalAt(Math.max(0, i));
    const s = goalSlots(goal)[seat];
    if (!s) return;
    const key = `${goal}:${seat}`;
    this.markers.get(key)?.destroy();
    const m = new Token(this, at.x - GOAL_W / 2 + s.x, at.y - GOAL_H / 2 + s.y, backKey(seat), 8).setDepth(20);
    this.markers.set(key, m);
    const glow = this.goals[Math.max(0, i)];
    glow?.setHighlight('legal');
    await m.stamp(q, () => play('seal-stamp', { volume: 0.9 }));
    this.hud.notice(
      t('temperaments.table.goalMet', { name: this.name(seat), goal: t(`temperaments.names.${goal}`) }),
      'good',
      2200 / Math.min(q.speed, 4),
    );
    await q.wait(600);
    glow?.setHighlight(null);
  }

  private async returnTokens(q: AnimQueue, list: { seat: number; from: At }[]): Promise<void> {
    const moves: Promise<void>[] = [];
    for (const x of list) {
      const key = `${x.from.id}:${x.from.slot}`;
      const tok = this.slotTokens.get(key);
      if (!tok) continue;
      this.slotTokens.delete(key);
      const p = this.plaque(x.seat);
      tok.setDepth(45);
      moves.push(
        q
          .all([
            { targets: tok, x: p.x + 30, y: p.y + p.h / 2, duration: 480, ease: 'Cubic.in' },
            { targets: tok, alpha: 0, duration: 480, ease: 'Quad.in' },
          ])
          .then(() => tok.destroy()),
      );
    }
    if (moves.length) play('card-slide', { volume: 0.5 });
    await Promise.all(moves);
  }

  private async discardRow(q: AnimQueue): Promise<void> {
    const moves = this.rowCards.map((c, i) => {
      if (!c) return Promise.resolve();
      return q
        .wait(60 * i)
        .then(() => q.tween({ targets: c, x: c.x, y: -120, alpha: 0, duration: 360, ease: 'Cubic.in' }));
    });
    play('card-slide', { volume: 0.5 });
    await Promise.all(moves);
    for (const c of this.rowCards) {
      if (!c) continue;
      this.dropSlotZones(c.cardId);
      c.destroy();
    }
    this.rowCards = [null, null, null, null];
  }

  // ---- what may be chosen now ----------------------------------------------------------------

  private clearChoices(): void {
    this.litG.clear();
    for (const c of [...this.parties, ...this.goals, ...this.rowCards]) c?.setHighlight(null).setDimmed(null);
    this.focus.clear();
    this.thud.actions(null);
  }

  /** The seat that acts now if a person on this device may act for it (null otherwise). */
  private humanTurn(): number | null {
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

  private announced = '';
  /** Says once what a resolution choice asks of the person (the status line keeps saying it). */
  private announce(p: NonNullable<TemperamentsView['pending']>): void {
    if (p.kind === 'place') return;
    const key = p.kind === 'location' ? `${p.choice.tokenId}:${p.choice.kind}` : `party:${this.session.eventCount}`;
    if (key === this.announced) return;
    this.announced = key;
    const text = p.kind === 'location' ? t(`temperaments.choice.${p.choice.kind}`) : t('temperaments.choice.partyTile');
    this.hud.notice(text, 'info', 4000);
  }

  private async raiseCurtain(seat: number): Promise<void> {
    if (this.curtain.open) return;
    this.unlocked = null;
    this.view = this.currentView();
    await this.sync(null);
    this.clearChoices();
    await this.curtain.show({
      title: t('temperaments.table.curtain', { name: this.name(seat) }),
      text: t('temperaments.table.curtainText', { name: this.name(seat) }),
      button: t('temperaments.table.curtainLift', { name: this.name(seat) }),
      colour: SEAT_COLOURS[seat % 4] as string,
    });
    if (this.humanTurn() !== seat) return;
    this.unlocked = seat;
    this.view = this.currentView();
    await this.sync(null);
    this.refresh();
  }

  private placeMoves(seat: number): Extract<PlayerEvent, { type: 'PLACE' }>[] {
    return this.session
      .legalMoves(seat)
      .filter((m): m is Extract<PlayerEvent, { type: 'PLACE' }> => m.type === 'PLACE') as never;
  }

  private lightPlacement(seat: number, focus: Focusable[]): void {
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
        w: SUPPLY_R * 2,
        h: SUPPLY_R * 2,
        activate: () => this.onSupply(tok.tokenId),
      });
    });
    if (!this.selected) return;
    for (const m of moves) {
      if (m.tokenId !== this.selected) continue;
      const p = this.slotPoint(m.target.id, m.target.slot);
      this.litG.lineStyle(3, GOLD, 1).strokeCircle(p.x, p.y, SLOT_R + 3);
      this.litG.lineStyle(1.5, 0xffffff, 0.9).strokeCircle(p.x, p.y, SLOT_R + 6);
      focus.push({
        id: `${m.target.id}:${m.target.slot}`,
        x: p.x,
        y: p.y,
        w: SLOT_R * 2 + 4,
        h: SLOT_R * 2 + 4,
        activate: () => this.onSlot(m.target.id, m.target.slot),
      });
    }
  }

  private lightLocations(options: string[], focus: Focusable[]): void {
    for (const loc of options) {
      const p = this.locPoint(loc);
      this.litG.fillStyle(GOLD, 0.28).fillCircle(p.x, p.y, 27);
      this.litG.lineStyle(3, GOLD, 1).strokeCircle(p.x, p.y, 27);
      focus.push({ id: loc, x: p.x, y: p.y, w: 50, h: 50, activate: () => this.onLocation(loc) });
    }
  }

  private lightParties(options: string[], focus: Focusable[]): void {
    for (const c of this.parties) {
      if (options.includes(c.cardId)) {
        c.setHighlight('legal');
        focus.push({ id: c.cardId, x: c.x, y: c.y, w: c.cw, h: c.ch, activate: () => this.onCard(c.cardId) });
      } else c.setDimmed(this.reasonText('partyResolved'));
    }
  }

  // ---- the player's input --------------------------------------------------------------------

  /** Sends a move; a refused move shows its reason (the session reports it) and changes nothing. */
  send(event: PlayerEvent): boolean {
    if (this.moment) {
      this.hud.notice(t('temperaments.table.readOnly'), 'info');
      return false;
    }
    if (this.q.busy) this.q.fastForward();
    const res = this.session.send(event as never);
    if (!res.ok) this.refresh();
    return res.ok;
  }

  private ready(): boolean {
    return !this.q.busy && !this.asking && !this.curtain.open && !this.moment;
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

  private async onSlot(id: string, slot: number): Promise<void> {
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
    if (this.session.check(event as never)) {
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
    this.litG.lineStyle(4, 0xffffff, 1).strokeCircle(p.x, p.y, SLOT_R + 4);
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
      at: { x: Math.min(1280 - 330, Math.max(10, p.x - 160)), y: Math.min(720 - 200, p.y + 24), w: 320 },
    });
    this.asking = false;
    if (ok === 'always') {
      updateSettings({ confirm: false });
      this.hud.notice(t('temperaments.table.confirmOff'), 'info');
    }
    if (ok) this.send(event);
    else this.refresh();
  }

  private slotView(id: string, slot: number): SlotView | undefined {
    const c = [...this.view.row, ...this.view.parties].find((x) => x.id === id);
    return c?.slots[slot];
  }

  /** A tapped slot that cannot take the move: say what it holds or may hold. */
  private slotInfo(id: string, slot: number): void {
    const text = this.slotTip(id, slot);
    const p = this.slotPoint(id, slot);
    if (text) this.hud.showTip(text, p.x, p.y - SLOT_R - 4, 'info');
  }

  private onLocation(loc: string): void {
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

  private onCard(id: string): void {
    const who = this.humanTurn();
    const pending = this.view.pending;
    if (id.startsWith('party-') && this.ready() && who !== null && pending?.kind === 'party') {
      this.send({ type: 'CHOOSE_PARTY', seat: who, partyId: id });
      return;
    }
    const c = this.cardObject(id);
    if (c) this.openZoom(c);
    this.gesture('openCard', id);
  }

  private onGoal(id: string): void {
    const c = this.cardObject(id);
    if (c) this.openZoom(c, t(`temperaments.goalText.${id}`));
    this.gesture('openGoal', id);
  }

  // ---- hover ---------------------------------------------------------------------------------

  private hoverCard(c: Card, on: boolean): void {
    if (!on) {
      this.hud.hideTip();
      return;
    }
    const text = c.dimReason ?? this.cardTip(c.cardId);
    this.hud.showTip(text, c.x, c.y - c.ch / 2 - 4, c.dimReason ? 'reason' : 'info');
  }

  private hoverGoal(id: string, c: Card, on: boolean): void {
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

  private hoverSlot(id: string, slot: number, on: boolean): void {
    if (!on) {
      this.hud.hideTip();
      return;
    }
    const p = this.slotPoint(id, slot);
    const text = this.slotTip(id, slot);
    const why = this.slotReason(id, slot);
    this.hud.showTip(why ?? text, p.x, p.y - SLOT_R - 4, why ? 'reason' : 'info');
  }

  /** Why the selected token may not go on this slot now (null when it may, or nothing is being placed). */
  private slotReason(id: string, slot: number): string | null {
    const who = this.humanTurn();
    if (who === null || this.view.pending?.kind !== 'place' || !this.selected) return null;
    const kind = id.startsWith('party-') ? 'party' : 'scene';
    const why = this.session.check({ type: 'PLACE', seat: who, tokenId: this.selected, target: { kind, id, slot } });
    return why ? this.reasonText(why.code, why.params, why.message) : null;
  }

  private slotTip(id: string, slot: number): string {
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

  private cardTip(id: string): string {
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

  private hoverLocation(loc: string, on: boolean): void {
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
    this.hud.showTip(text, p.x, p.y - 26, kind);
  }

  tokenTip(h: H): string {
    return t(`temperaments.table.humourRule.${h}`, { humour: t(`temperaments.names.${humourName(h)}`) });
  }

  // ---- the large card ------------------------------------------------------------------------

  openZoom(card: Card, caption?: string): void {
    this.closeZoom();
    const s = 2;
    const w = card.cw * s;
    const h = card.ch * s;
    const x =
      card.x > 640 ? Math.max(w / 2 + 20, card.x - card.cw / 2 - w / 2 - 20) : card.x + card.cw / 2 + w / 2 + 20;
    const y = Phaser.Math.Clamp(card.y, h / 2 + 20, 720 - h / 2 - 20);
    const shadow = this.add
      .image(8, 12, glowTexture(this))
      .setTint(0x000000)
      .setAlpha(0.5)
      .setDisplaySize(w * 1.3, h * 1.25);
    const img = this.add.image(0, 0, card.faceKey).setDisplaySize(w, h);
    const parts: Phaser.GameObjects.GameObject[] = [shadow, img];
    this.zoom = this.add.container(x, y, parts).setDepth(60_000).setAlpha(0);
    if (caption) this.hud.showTip(caption, x, y - h / 2 - 6, 'info');
    this.zoom.setSize(w, h).setInteractive({ useHandCursor: true });
    this.zoom.on('pointerup', () => this.closeZoom());
    this.tweens.add({ targets: this.zoom, alpha: 1, duration: 140 });
    this.time.delayedCall(4000, () => this.closeZoom());
  }

  closeZoom(): void {
    if (!this.zoom) return;
    this.zoom.destroy();
    this.zoom = null;
    this.hud.hideTip();
  }

  reasonText(code: string, params: Record<string, string | number> = {}, fallback = ''): string {
    const key = `temperaments.reasons.${code}`;
    const text = t(key, params);
    if (text !== key) return text;
    const app = t(`app.reasons.${code}`, params);
    return app !== `app.reasons.${code}` ? app : fallback;
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
}

const HUMOUR_NAME: Record<H, string> = { C: 'choleric', S: 'sanguine', M: 'melancholic', P: 'phlegmatic' };
export const humourName = (h: H): string => HUMOUR_NAME[h];

const pt = (p: { x: number; y: number }): [number, number] => [p.x, p.y];

function slotTexture(s: SlotView): string {
  if (s.owner === null) return '';
  return s.h ? faceKey(s.h, s.owner) : backKey(s.owner);
}

function SEAT_COLOUR_NUM(seat: number): number {
  return Number.parseInt((SEAT_COLOURS[seat % 4] as string).slice(1), 16);
}
