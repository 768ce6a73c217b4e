/**
 * The Cloud Marches table: the sky map with pointers, tokens and storms; each seat's cards in its
 * area on the right; the face-up pool during the draft; the action panel below. It draws the view,
 * animates each step from the machine's emitted events and sends the player's moves. What may be
 * chosen comes from legalMoves and `reach`; why something may not, from the rules' reasons.
 */
import type Phaser from 'phaser';
import type clouds from '../../../machines/clouds';
import { reach } from '../../../machines/clouds';
import {
  BOARD,
  CARD_IDS,
  type CardId,
  CLOUD_CELLS,
  CLOUD_KEYS,
  type CloudId,
  SIZE,
} from '../../../machines/clouds/content';
import type { CloudsEvent } from '../../../machines/clouds/types';
import type { CardView, CloudsView, Reach, ReachCell } from '../../../machines/clouds/view';
import { playerName } from '../../app/new-game';
import { num } from '../../art/palette';
import { play } from '../../audio/bank';
import { getLang, t } from '../../i18n';
import { type GameEvent, isLocal, type PlayStep } from '../../session/session';
import { Card } from '../../table/card';
import type { Focusable } from '../../table/focus';
import type { AnimQueue } from '../../table/queue';
import { TableScene } from '../../table/table-scene';
import { roundShadowTexture } from '../../table/textures';
import { SEAT_COLOURS } from './art/cards';
import { FaceOverlay } from './face';
import {
  CELL,
  cardX,
  cellUnder,
  cellXY,
  MAP,
  PANEL,
  POINTER_SIZE,
  poolXY,
  type SeatArea,
  seatAreas,
  TOKEN_SIZE,
} from './layout';
import { CloudsPanel } from './panels';
import { type CloudsTable, cardName, type Targeting } from './table';
import {
  badgeTextures,
  cardKey,
  faceTexture,
  mapTexture,
  pointerTexture,
  stormTexture,
  tokenTexture,
} from './textures';

type Emitted = { type: string; [k: string]: unknown };
type XY = readonly [number, number];
const key = (c: XY) => `${c[0]},${c[1]}`;
const same = (a: XY | null | undefined, b: XY | null | undefined) => !!a && !!b && a[0] === b[0] && a[1] === b[1];

/** What a lit cell does when chosen. */
interface Lit {
  cell: XY;
  kind: 'move' | 'capture' | 'attack' | 'place' | 'token' | 'target';
  run: () => void;
}

export class CloudsScene extends TableScene<typeof clouds> implements CloudsTable {
  view!: CloudsView;
  panel!: CloudsPanel;
  private lang = getLang();
  private mapImg!: Phaser.GameObjects.Image;
  private shade!: Phaser.GameObjects.Graphics;
  private litG!: Phaser.GameObjects.Graphics;
  private pathG!: Phaser.GameObjects.Graphics;
  private hoverG!: Phaser.GameObjects.Graphics;
  private areaG!: Phaser.GameObjects.Graphics;
  private poolVeil!: Phaser.GameObjects.Rectangle;
  private cards = new Map<CardId, Card>();
  private ptrs = new Map<CardId, Phaser.GameObjects.Image>();
  private ptrShadows = new Map<CardId, Phaser.GameObjects.Image>();
  private tokenImgs = new Map<string, Phaser.GameObjects.Image>();
  private stormImgs: Phaser.GameObjects.Image[] = [];
  private veilG!: Phaser.GameObjects.Graphics;
  private lit = new Map<string, Lit>();
  private hoverCell: XY | null = null;
  private reachNow: Reach | null = null;
  private tipFrom = '';
  /** Placement: the card whose pointer is being placed. */
  pick: CardId | null = null;
  targeting: Targeting | null = null;
  asking = false;

  constructor() {
    super('clouds');
  }

  async create(): Promise<void> {
    await this.setupTable({
      sheets: [{ x: MAP.x - 4, y: MAP.y - 4, w: MAP.size + 8, h: MAP.size + 8 }],
      cloths: [{ x: 682, y: 42, w: 592, h: 674 }],
    });
    this.view = this.currentView('spectator');
    const lang = getLang();
    this.lang = lang;
    await Promise.all([
      mapTexture(this, lang),
      tokenTexture(this),
      stormTexture(this),
      badgeTextures(this),
      ...this.view.cards.filter((c) => c.where !== 'outOfGame').map((c) => faceTexture(this, c, lang)),
      ...this.view.cards
        .filter((c) => c.owner !== null && c.pos !== null)
        .map((c) => pointerTexture(this, c.id, c.owner as number, false)),
    ]);
    this.buildStatic();
    this.panel = new CloudsPanel(this);
    this.redraw();
    this.input.mouse?.disableContextMenu();
    this.focus.onChange = (f) => this.onFocusItem(f);
    const hooks = window.__scriptorium as Record<string, unknown>;
    hooks.clouds = {
      previewAt: (x: number, y: number) => this.previewAt([x, y]),
      cellXY: (x: number, y: number) => cellXY(x, y),
      cardXY: (id: CardId) => {
        const c = this.cards.get(id);
        return c ? [c.x, c.y] : null;
      },
      lit: () => [...this.lit.values()].map((l) => ({ cell: l.cell, kind: l.kind })),
    };
    this.markReady();
  }

  private buildStatic(): void {
    this.mapImg = this.add
      .image(MAP.x, MAP.y, `cm-map-${this.lang}`)
      .setOrigin(0)
      .setDisplaySize(MAP.size, MAP.size)
      .setDepth(1);
    this.shade = this.add.graphics().setDepth(2);
    this.veilG = this.add.graphics().setDepth(3);
    this.litG = this.add.graphics().setDepth(4);
    this.pathG = this.add.graphics().setDepth(30);
    this.hoverG = this.add.graphics().setDepth(31);
    this.areaG = this.add.graphics().setDepth(5);
    this.poolVeil = this.add
      .rectangle(MAP.x, MAP.y, MAP.size, MAP.size, 0x2a2018, 0.55)
      .setOrigin(0)
      .setDepth(12)
      .setVisible(false);
    const zone = this.add.zone(MAP.x, MAP.y, MAP.size, MAP.size).setOrigin(0).setDepth(6).setInteractive();
    // Clicks on the page's panels over the map (the tutorial's page, prompts) are not the map's.
    const onCanvas = (p: Phaser.Input.Pointer) => !p.event || p.event.target === this.game.canvas;
    zone.on('pointermove', (p: Phaser.Input.Pointer) => this.hover(onCanvas(p) ? cellUnder(p.worldX, p.worldY) : null));
    zone.on('pointerout', () => this.hover(null));
    zone.on('pointerdown', (p: Phaser.Input.Pointer) => {
      if (p.rightButtonDown() || !onCanvas(p)) return;
      const c = cellUnder(p.worldX, p.worldY);
      if (c) this.clickCell(c);
    });
  }

  /** The seat this screen acts for now: the awaited seat when a person plays it (hot seat). */
  humanSeat(): number | null {
    if (this.moment) return null;
    const s = this.view.awaitedSeat;
    if (s === null) return null;
    return this.session.players[s]?.kind === 'human' ? s : null;
  }

  protected async relabel(): Promise<void> {
    const lang = getLang();
    this.lang = lang;
    await mapTexture(this, lang);
    this.mapImg.setTexture(`cm-map-${lang}`).setDisplaySize(MAP.size, MAP.size);
    this.panel.relabel();
    this.redraw();
  }

  // ---- drawing from the view -------------------------------------------------------------------

  redraw(): void {
    this.view = this.currentView('spectator');
    this.targeting = null;
    this.hud.closePrompt();
    this.q.push('redraw', async () => {
      await this.syncCards(null);
      await this.syncMap(null);
      this.refresh();
    });
  }

  /** Seat areas: frames under the cards (the names and counts are the panel's). */
  private drawAreas(): void {
    const g = this.areaG.clear();
    const v = this.view;
    for (const [i, a] of seatAreas(v.seats).entries()) {
      const turn = v.activeSeat === i || (v.activeSeat === null && v.awaitedSeat === i);
      g.fillStyle(0x1a120a, turn ? 0.32 : 0.18).fillRoundedRect(a.x, a.y, a.w, a.h, 8);
      g.lineStyle(turn ? 2.5 : 1.2, turn ? 0xe0bf5a : 0xc9a23a, turn ? 1 : 0.5).strokeRoundedRect(
        a.x,
        a.y,
        a.w,
        a.h,
        8,
      );
    }
  }

  /** Where each card lies now: the pool, its owner's area, or nowhere (out of the game). */
  private cardPlaces(): Map<CardId, { x: number; y: number; scale: number; visible: boolean }> {
    const v = this.view;
    const out = new Map<CardId, { x: number; y: number; scale: number; visible: boolean }>();
    const areas = seatAreas(v.seats);
    for (const [i, id] of v.pool.entries()) {
      // Each card keeps its place in the rules' order, so the draft leaves holes where cards were taken.
      const [x, y] = poolXY(CARD_IDS.indexOf(id) >= 0 ? CARD_IDS.indexOf(id) : i);
      out.set(id, { x, y, scale: 1, visible: v.phase === 'draft' });
    }
    for (let s = 0; s < v.seats; s++) {
      const own = this.ownOrder(s);
      const a = areas[s] as SeatArea;
      own.forEach((id, i) => {
        out.set(id, { x: cardX(a, i, own.length), y: a.cardY, scale: a.scale, visible: true });
      });
    }
    for (const id of v.outOfGame)
      if (!out.has(id)) out.set(id, { x: MAP.x + MAP.size / 2, y: -200, scale: 1, visible: false });
    return out;
  }

  /** A seat's cards in a stable order: as drafted or captured (the view's card order otherwise). */
  private ownOrder(seat: number): CardId[] {
    return this.view.cards.filter((c) => c.owner === seat).map((c) => c.id);
  }

  private cardObj(id: CardId): Card {
    let c = this.cards.get(id);
    if (!c) {
      c = new Card(this, id, '__WHITE', '__WHITE', 100, 140, true).setDepth(20).setVisible(false);
      c.makeInteractive();
      c.on('activate', () => this.onCard(id));
      c.on('hover', (on: boolean) => this.cardHover(id, on));
      c.on('pointerdown', (p: Phaser.Input.Pointer) => {
        if (p.rightButtonDown()) void this.panel.zoom(id);
      });
      this.cards.set(id, c);
    }
    return c;
  }

  viewOf(id: CardId): CardView {
    return this.view.cards.find((c) => c.id === id) as CardView;
  }

  /** Puts every card where the view says (tweened on the queue, or at once), with its live face. */
  private async syncCards(q: AnimQueue | null): Promise<void> {
    const places = this.cardPlaces();
    for (const cv of this.view.cards) this.setFace(this.cardObj(cv.id), cv);
    const moves: Promise<void>[] = [];
    for (const { id } of this.view.cards) {
      const p = places.get(id);
      const c = this.cardObj(id);
      if (!p?.visible) {
        if (c.visible && q) {
          moves.push(q.tween({ targets: c, alpha: 0, duration: 260 }).then(() => void c.setVisible(false)));
        } else c.setVisible(false);
        continue;
      }
      const moved = Math.abs(c.x - p.x) > 1 || Math.abs(c.y - p.y) > 1 || Math.abs(c.scale - p.scale) > 0.01;
      if (!c.visible) {
        c.setVisible(true).setAlpha(1).setPosition(p.x, p.y).setScale(p.scale);
      } else if (moved && q) {
        c.setDepth(60);
        moves.push(c.travelTo(q, p.x, p.y, { scale: p.scale, duration: 480 }).then(() => void c.setDepth(20)));
      } else c.setPosition(p.x, p.y).setScale(p.scale).setAlpha(1);
    }
    await Promise.all(moves);
    this.poolVeil.setVisible(this.view.phase === 'draft');
    this.drawAreas();
    this.panel.seats(this.view);
  }

  /** Shows the card's face (drawn once per language) and its live stats over it. */
  private setFace(c: Card, cv: CardView): void {
    const k = cardKey(cv, this.lang);
    if (this.textures.exists(k)) {
      if (c.faceKey !== k) c.setFaceTexture(k);
    } else {
      void faceTexture(this, cv, this.lang).then((key) => {
        if (this.sys.isActive() && key === cardKey(cv, this.lang)) c.setFaceTexture(key);
      });
    }
    let o = this.overlays.get(cv.id);
    if (!o) {
      o = new FaceOverlay(this, c);
      this.overlays.set(cv.id, o);
    }
    o.update(cv);
  }
  private overlays = new Map<CardId, FaceOverlay>();

  /** Pointers, tokens, temporary storms and veils as the view has them. */
  private async syncMap(q: AnimQueue | null): Promise<void> {
    const v = this.view;
    const byCell = new Map<string, CardView[]>();
    for (const c of v.cards) {
      if (!c.pos || c.owner === null) continue;
      const k = key(c.pos);
      byCell.set(k, [...(byCell.get(k) ?? []), c]);
    }
    const tex = new Map<CardId, string>();
    for (const c of v.cards) if (c.pos && c.owner !== null) tex.set(c.id, this.ptrKey(c.id, c.owner, c.selected));
    const seen = new Set<CardId>();
    const moves: Promise<void>[] = [];
    for (const [, list] of byCell) {
      list.forEach((c, i) => {
        const [x, y] = this.ptrXY(c.pos as XY, i, list.length);
        const img = this.ptr(c.id);
        img.setTexture(tex.get(c.id) as string).setDisplaySize(POINTER_SIZE, POINTER_SIZE);
        seen.add(c.id);
        const sh = this.ptrShadows.get(c.id) as Phaser.GameObjects.Image;
        const dim = v.activeSeat === c.owner && !c.pending && !c.selected && v.phase !== 'gameOver';
        img.setAlpha(dim ? 0.72 : 1);
        if (!img.visible) {
          img.setVisible(true).setPosition(x, y);
          sh.setVisible(true).setPosition(x + 1.5, y + 2.5);
        } else if (q && (Math.abs(img.x - x) > 0.5 || Math.abs(img.y - y) > 0.5)) {
          moves.push(
            q.all([
              { targets: img, x, y, duration: 200 },
              { targets: sh, x: x + 1.5, y: y + 2.5, duration: 200 },
            ]),
          );
        } else {
          img.setPosition(x, y);
          sh.setPosition(x + 1.5, y + 2.5);
        }
        img.setDepth(c.selected ? 26 : 20 + i * 0.1);
      });
    }
    for (const [id, img] of this.ptrs) {
      if (!seen.has(id)) {
        img.setVisible(false);
        this.ptrShadows.get(id)?.setVisible(false);
      }
    }
    await Promise.all(moves);
    // tokens
    const want = new Set(v.tokens.map((tk) => key(tk.cell)));
    for (const [k, img] of this.tokenImgs) {
      if (!want.has(k)) {
        img.destroy();
        this.tokenImgs.delete(k);
      }
    }
    for (const tk of v.tokens) {
      const k = key(tk.cell);
      if (this.tokenImgs.has(k)) continue;
      const [x, y] = cellXY(tk.cell[0], tk.cell[1]);
      this.tokenImgs.set(k, this.add.image(x, y, 'cm-token').setDisplaySize(TOKEN_SIZE, TOKEN_SIZE).setDepth(10));
    }
    // temporary storms
    for (const s of this.stormImgs) s.destroy();
    this.stormImgs = v.tempStorms.flatMap((s) =>
      s.cells.map((c) => {
        const [x, y] = cellXY(c[0], c[1]);
        return this.add.image(x, y, 'cm-storm').setDisplaySize(CELL, CELL).setDepth(9).setAlpha(0.95);
      }),
    );
    // veils: a silver mist over the veiled cloud
    const g = this.veilG.clear();
    for (const veil of v.veils) {
      g.fillStyle(0xf4f4ff, 0.45);
      for (const cell of CLOUD_CELLS[veil.cloud]) {
        const [x, y] = cellXY(cell % SIZE, Math.floor(cell / SIZE));
        g.fillRect(x - CELL / 2, y - CELL / 2, CELL, CELL);
      }
    }
  }

  /**
   * The pointer's texture for this look, or, while its portrait is still being drawn, the plain
   * ring or a disc in the seat's colour (swapped for the portrait when it is ready).
   */
  private ptrKey(id: CardId, seat: number, active: boolean): string {
    const want = `cm-ptr-${id}-${seat}-${active ? 1 : 0}`;
    if (this.textures.exists(want)) return want;
    void pointerTexture(this, id, seat, active).then((k) => {
      const img = this.ptrs.get(id);
      const now = this.view.cards.find((x) => x.id === id);
      if (img && now && this.sys.isActive() && `cm-ptr-${id}-${now.owner}-${now.selected ? 1 : 0}` === k)
        img.setTexture(k).setDisplaySize(POINTER_SIZE, POINTER_SIZE);
    });
    const plain = `cm-ptr-${id}-${seat}-0`;
    if (this.textures.exists(plain)) return plain;
    const disc = `cm-disc-${seat}`;
    if (!this.textures.exists(disc)) {
      const g = this.make.graphics({}, false);
      g.fillStyle(num(SEAT_COLOURS[seat] as string), 1).fillCircle(30, 30, 28);
      g.lineStyle(4, 0xc9a23a, 1).strokeCircle(30, 30, 18);
      g.fillStyle(0xf4eedc, 1).fillCircle(30, 30, 16);
      g.generateTexture(disc, 60, 60);
      g.destroy();
    }
    return disc;
  }

  private ptr(id: CardId): Phaser.GameObjects.Image {
    let img = this.ptrs.get(id);
    if (!img) {
      const sh = this.add
        .image(0, 0, roundShadowTexture(this, 13, 3))
        .setDisplaySize(POINTER_SIZE + 8, POINTER_SIZE + 8)
        .setDepth(19)
        .setVisible(false);
      img = this.add.image(0, 0, '__WHITE').setVisible(false).setDepth(20);
      this.ptrs.set(id, img);
      this.ptrShadows.set(id, sh);
    }
    return img;
  }

  private ptrXY(cell: XY, i: number, n: number): [number, number] {
    const [x, y] = cellXY(cell[0], cell[1]);
    if (n <= 1) return [x, y];
    const spread = Math.min(7, 16 / (n - 1));
    return [x + (i - (n - 1) / 2) * spread, y + (i % 2 ? 2 : -2)];
  }

  // ---- animation of a step ---------------------------------------------------------------------

  animate(info: PlayStep<typeof clouds>): void {
    this.clearChoices();
    const emitted = info.emitted as Emitted[];
    // Each step is drawn as it was when it happened (bots may already be further on).
    const after = info.view('spectator');
    for (const e of emitted) this.q.push(e.type, (q) => this.flourish(q, e, emitted, after));
    this.q.push('settle', async (q) => {
      this.view = after;
      this.reachNow = null;
      await Promise.all([this.syncCards(q), this.syncMap(q)]);
      this.refresh();
    });
  }

  private async flourish(q: AnimQueue, e: Emitted, all: Emitted[], after: CloudsView): Promise<void> {
    const fast = Math.min(this.q.speed, 4);
    const note = (text: string, kind: 'info' | 'good' | 'reason' = 'info') => {
      if (Number.isFinite(this.q.speed)) this.hud.notice(text, kind, 2400 / fast);
    };
    switch (e.type) {
      case 'cardDrafted':
        play('card-flick', { volume: 0.6 });
        // its pointer's portrait is drawn in the background, before it is needed on the map
        void pointerTexture(this, e.cardId as CardId, e.seat as number, false);
        this.view = after;
        await this.syncCards(q);
        break;
      case 'pointerPlaced': {
        play('token-clack', { volume: 0.6 });
        const [x, y] = cellXY(...(e.cell as [number, number]));
        const img = this.ptr(e.cardId as CardId);
        img
          .setTexture(this.ptrKey(e.cardId as CardId, e.seat as number, false))
          .setDisplaySize(POINTER_SIZE, POINTER_SIZE);
        img
          .setVisible(true)
          .setPosition(x, y - 30)
          .setAlpha(0);
        this.ptrShadows
          .get(e.cardId as CardId)
          ?.setVisible(true)
          .setPosition(x + 1.5, y + 2.5);
        await q.tween({ targets: img, y, alpha: 1, duration: 260, ease: 'Bounce.out' });
        break;
      }
      case 'tokenPlaced': {
        play('seal-stamp', { volume: 0.5 });
        const c = e.cell as [number, number];
        const [x, y] = cellXY(c[0], c[1]);
        const img = this.add
          .image(x, y, 'cm-token')
          .setDisplaySize(TOKEN_SIZE * 2, TOKEN_SIZE * 2)
          .setDepth(10)
          .setAlpha(0);
        this.tokenImgs.get(key(c))?.destroy();
        this.tokenImgs.set(key(c), img);
        await q.tween({ targets: img, displayWidth: TOKEN_SIZE, displayHeight: TOKEN_SIZE, alpha: 1, duration: 220 });
        break;
      }
      case 'turnStarted':
        this.panel.status(this.view, e.seat as number);
        break;
      case 'roundStarted':
        if (Number.isFinite(this.q.speed))
          void this.hud.banner(
            t('clouds.terms.round', { round: e.round as number, limit: this.view.roundLimit }),
            '',
            700 / fast,
          );
        await q.wait(300);
        break;
      case 'cardSelected':
      case 'cardDeselected':
        this.view = after;
        await this.syncMap(null);
        break;
      case 'pointerMoved':
        await this.walk(q, e, all);
        break;
      case 'abilityUsed':
        play('chime', { volume: 0.6 });
        note(`${cardName(e.cardId as string)}: ${t(`clouds.abilities.${e.ability}`)} (−${e.cost})`);
        await this.pulse(q, e.cardId as CardId);
        break;
      case 'classAction':
        play(e.cls === 'unicorn' ? 'quill-scratch' : 'chime', { volume: 0.6 });
        note(this.classText(e));
        await this.pulse(q, e.cardId as CardId);
        break;
      case 'markSet':
        play('seal-stamp', { volume: 0.6 });
        await this.pulse(q, e.cardId as CardId);
        break;
      case 'attacked':
        play('card-slide', { volume: 0.6 });
        if (!e.captured)
          note(
            t('clouds.table.attackHeld', {
              attacker: cardName(e.cardId as string),
              target: cardName(e.targetId as string),
              effV: e.effV as number,
              vigor: e.targetVigor as number,
            }),
          );
        await this.pulse(q, e.targetId as CardId);
        break;
      case 'drained':
        if (!e.captured && (e.amount as number) > 0)
          note(
            t('clouds.table.drained', {
              target: cardName(e.targetId as string),
              from: e.from as number,
              to: e.to as number,
            }),
          );
        break;
      case 'cardCaptured':
        await this.captured(q, e, after);
        break;
      case 'forcedSkip':
        play('fail-knell', { volume: 0.4 });
        note(t('clouds.table.forcedSkip', { card: cardName(e.cardId as string) }), 'reason');
        await this.pulse(q, e.cardId as CardId);
        break;
      case 'skipped':
        note(
          t('clouds.table.skipped', { card: cardName(e.cardId as string), from: e.from as number, to: e.to as number }),
        );
        break;
      case 'moodTaken':
        break;
      case 'playerOut':
        note(t('clouds.table.out', { name: this.seatName(e.seat as number) }), 'reason');
        break;
      case 'conceded':
        note(t('clouds.table.conceded', { name: this.seatName(e.seat as number) }), 'reason');
        break;
      case 'gameOver':
        play('fanfare', { volume: 0.7 });
        this.view = after;
        this.panel.ended(this.view);
        break;
      default:
        break;
    }
  }

  private classText(e: Emitted): string {
    const who = cardName(e.cardId as string);
    if (e.cls === 'pegasus')
      return t('clouds.table.pegasusDone', { card: who, delta: (e.delta as number) > 0 ? '+1' : '−1' });
    if (e.cls === 'unicorn')
      return t('clouds.table.unicornDone', { card: who, target: cardName(e.targetId as string) });
    return t('clouds.table.earthDone', { card: who });
  }

  /** The pointer walks its path cell by cell, taking the mood seals it passes. */
  private async walk(q: AnimQueue, e: Emitted, all: Emitted[]): Promise<void> {
    const id = e.cardId as CardId;
    const img = this.ptr(id);
    const sh = this.ptrShadows.get(id) as Phaser.GameObjects.Image;
    img.setDepth(28);
    const path = e.path as [number, number][];
    const per = e.reason === 'move' ? 110 : 160;
    for (const [i, c] of path.entries()) {
      const [x, y] = cellXY(c[0], c[1]);
      await q.all([
        { targets: img, x, y, duration: per, ease: 'Sine.inOut' },
        { targets: sh, x: x + 1.5, y: y + 2.5, duration: per, ease: 'Sine.inOut' },
      ]);
      const taken = all.find((m) => m.type === 'moodTaken' && m.cardId === id && m.step === i + 1);
      const tok = this.tokenImgs.get(key(c));
      if (taken && tok) {
        play('token-clack', { volume: 0.6 });
        this.tokenImgs.delete(key(c));
        const card = this.cards.get(id);
        const to = card?.visible ? { x: card.x, y: card.y } : { x, y: y - 20 };
        void q
          .tween({ targets: tok, x: to.x, y: to.y, alpha: 0.2, duration: 380, ease: 'Cubic.in' })
          .then(() => tok.destroy());
      }
    }
    if (path.length === 0) await q.wait(80);
    play('card-slide', { volume: 0.3 });
  }

  /** A capture: the pointer flares and takes the new owner's colour; the card flies to its side. */
  private async captured(q: AnimQueue, e: Emitted, after: CloudsView): Promise<void> {
    const id = e.cardId as CardId;
    play('seal-stamp', { volume: 0.8 });
    play('bell', { volume: 0.5 });
    const img = this.ptr(id);
    const to = e.to as number;
    const k = this.ptrKey(id, to, false);
    const base = img.scale;
    await q.tween({ targets: img, scale: base * 1.7, duration: 180, ease: 'Quad.out' });
    img.setTexture(k).setDisplaySize(POINTER_SIZE * 1.7, POINTER_SIZE * 1.7);
    await q.tween({
      targets: img,
      displayWidth: POINTER_SIZE,
      displayHeight: POINTER_SIZE,
      duration: 220,
      ease: 'Quad.in',
    });
    if (Number.isFinite(this.q.speed))
      void this.hud.banner(
        t('clouds.table.captureTitle'),
        t('clouds.table.captured', { card: cardName(id), by: cardName(e.by as string), name: this.seatName(to) }),
        1200 / Math.min(this.q.speed, 4),
      );
    // The card flies to its new owner's area now (the settle step lays the rows out again).
    this.view = after;
    const places = this.cardPlaces();
    const p = places.get(id);
    const c = this.cards.get(id);
    if (p && c) {
      c.setDepth(70);
      await c.travelTo(q, p.x, p.y, { scale: p.scale, duration: 620 });
      c.setDepth(20);
    }
  }

  private async pulse(q: AnimQueue, id: CardId): Promise<void> {
    const c = this.cards.get(id);
    const img = this.ptrs.get(id);
    const tw: Phaser.Types.Tweens.TweenBuilderConfig[] = [];
    if (c?.visible) tw.push({ targets: c, lift: 0.8, duration: 150, yoyo: true });
    if (img?.visible) tw.push({ targets: img, angle: { from: -12, to: 12 }, duration: 90, yoyo: true, repeat: 1 });
    await q.all(tw);
    if (img) img.angle = 0;
    if (c) c.lift = 0;
  }

  // ---- what may be chosen now ------------------------------------------------------------------

  private clearChoices(): void {
    this.lit.clear();
    this.litG.clear();
    this.pathG.clear();
    this.hoverG.clear();
    this.shade.clear();
    this.focus.clear();
    this.hud.hideTip();
    this.panel?.hold();
    for (const c of this.cards.values()) c.setHighlight(null).setDimmed(null);
  }

  /** Lights what the awaited person may choose, from the legal moves (and `reach` for moves). */
  refresh(): void {
    this.clearChoices();
    const v = this.view;
    this.panel.status(v, v.activeSeat);
    this.panel.seats(v);
    this.drawAreas();
    if (v.result) {
      this.panel.ended(v);
      return;
    }
    const seat = this.humanSeat();
    const legal = seat === null ? [] : (this.session.legalMoves(seat) as CloudsEvent[]);
    const focus: Focusable[] = [];
    // acted cards of the active seat are dimmed (with why), pending ones stay bright
    if (v.activeSeat !== null)
      for (const c of v.cards)
        if (c.owner === v.activeSeat && !c.pending && !c.selected)
          this.cardObj(c.id).setDimmed(t('clouds.table.acted'));
    if (seat !== null && this.targeting) {
      this.lightTargets(focus);
    } else if (seat !== null) {
      switch (v.phase) {
        case 'draft':
          for (const m of legal) {
            if (m.type !== 'DRAFT_PICK') continue;
            const c = this.cardObj(m.cardId).setHighlight('legal');
            focus.push(this.cardFocus(m.cardId, c));
          }
          break;
        case 'placePointers': {
          const mine = v.cards.filter((c) => c.owner === seat && !c.pos).map((c) => c.id);
          if (!this.pick || !mine.includes(this.pick)) this.pick = mine[0] ?? null;
          // the lit cells come first: the keyboard's first stop places the pointer
          for (const m of legal)
            if (m.type === 'PLACE_POINTER' && m.cardId === this.pick)
              this.light({ cell: m.cell, kind: 'place', run: () => this.send(m) }, focus);
          for (const id of mine) {
            const c = this.cardObj(id).setHighlight(id === this.pick ? 'selected' : 'legal');
            focus.push(this.cardFocus(id, c));
          }
          break;
        }
        case 'placeMoodTokens': {
          const used = new Set(v.setup?.octantsUsed[seat] ?? []);
          this.shadeOctants(used);
          for (const m of legal)
            if (m.type === 'PLACE_TOKEN') this.light({ cell: m.cell, kind: 'token', run: () => this.send(m) }, focus);
          break;
        }
        case 'selectCard':
        case 'abilityWindow': {
          for (const m of legal) {
            if (m.type !== 'SELECT_CARD') continue;
            const c = this.cardObj(m.cardId).setHighlight('legal');
            focus.push(this.cardFocus(m.cardId, c));
            // its pointer wears a gold halo: still to act
            const img = this.ptrs.get(m.cardId);
            if (img?.visible) this.litG.lineStyle(3, 0xf1d77a, 1).strokeCircle(img.x, img.y, POINTER_SIZE / 2 + 2.5);
          }
          const cur = v.current;
          if (v.phase === 'abilityWindow' && cur) {
            this.cardObj(cur.cardId).setHighlight('selected');
            this.lightReach(cur.cardId, focus);
          }
          break;
        }
        default:
          break;
      }
    }
    this.focus.set(focus);
    this.panel.actions(seat);
  }

  private cardFocus(id: CardId, c: Card): Focusable {
    return {
      id: `card:${id}`,
      x: c.x,
      y: c.y,
      w: c.cw * c.scale,
      h: c.ch * c.scale,
      activate: () => this.onCard(id),
      label: cardName(id),
    };
  }

  private light(l: Lit, focus: Focusable[]): void {
    this.lit.set(key(l.cell), l);
    const [x, y] = cellXY(l.cell[0], l.cell[1]);
    const s = CELL;
    const colour = {
      move: 0xf1d77a,
      capture: 0xb23a26,
      attack: 0xd9822b,
      place: 0x3f7a3b,
      token: 0xf1d77a,
      target: 0xb23a26,
    }[l.kind];
    const g = this.litG;
    g.fillStyle(colour, l.kind === 'token' ? 0.22 : 0.42).fillRect(x - s / 2 + 1, y - s / 2 + 1, s - 2, s - 2);
    g.lineStyle(l.kind === 'capture' || l.kind === 'target' || l.kind === 'attack' ? 2 : 1, colour, 0.9);
    g.strokeRect(x - s / 2 + 1, y - s / 2 + 1, s - 2, s - 2);
    focus.push({ id: `cell:${key(l.cell)}`, x, y, w: s - 4, h: s - 4, activate: l.run, label: key(l.cell) });
  }

  private shadeOctants(used: Set<number>): void {
    const g = this.shade.clear();
    if (!used.size) return;
    g.fillStyle(0x2a2018, 0.36);
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (!used.has(BOARD.octant[i] as number)) continue;
      const [x, y] = cellXY(i % SIZE, Math.floor(i / SIZE));
      g.fillRect(x - CELL / 2, y - CELL / 2, CELL, CELL);
    }
  }

  /** Where a card may go (online the machine is on the server: none is lit). */
  private reachOf(id: CardId): Reach | null {
    return isLocal(this.session) ? reach(this.session.snapshot, id) : null;
  }

  /** The selected card's reachable cells, with its attack targets in red. */
  private lightReach(id: CardId, focus: Focusable[]): void {
    const r = this.reachOf(id);
    this.reachNow = r;
    if (!r) return;
    for (const rc of r.cells) {
      const kind = rc.targets.some((tg) => tg.capturable) ? 'capture' : rc.targets.length ? 'attack' : 'move';
      this.light({ cell: rc.cell, kind, run: () => void this.moveTo(rc) }, focus);
    }
  }

  /** Choosing targets for an ability or class action: the next field still open decides what lights. */
  private lightTargets(focus: Focusable[]): void {
    const tg = this.targeting as Targeting;
    const field = nextField(tg.moves);
    if (!field) {
      void this.finishTargeting();
      return;
    }
    const cells = new Map<string, { cell: XY; moves: GameEvent[] }>();
    for (const m of tg.moves) {
      const list: XY[] =
        field === 'targetId'
          ? [this.viewOf(m.targetId as CardId).pos as XY]
          : field === 'cell'
            ? [m.cell as XY]
            : (m.cells as XY[]);
      for (const c of list) {
        const k = key(c);
        const e = cells.get(k) ?? { cell: c, moves: [] };
        e.moves.push(m);
        cells.set(k, e);
      }
      if (field === 'targetId') {
        const c = this.cardObj(m.targetId as CardId).setHighlight('hint');
        if (!focus.some((f) => f.id === `card:${m.targetId}`))
          focus.push({
            ...this.cardFocus(m.targetId as CardId, c),
            activate: () => this.narrow('targetId', m.targetId),
          });
      }
    }
    for (const { cell, moves } of cells.values()) {
      this.light(
        {
          cell,
          kind: 'target',
          run: () => {
            if (field === 'targetId') {
              const ids = [...new Set(moves.map((m) => m.targetId as string))];
              if (ids.length === 1) this.narrow('targetId', ids[0]);
              else void this.chooseCard(ids as CardId[]).then((id) => id && this.narrow('targetId', id));
            } else if (field === 'cell') this.narrow('cell', cell);
            else this.narrowCells(cell);
          },
        },
        focus,
      );
    }
  }

  narrow(field: string, value: unknown): void {
    const tg = this.targeting;
    if (!tg) return;
    const want = JSON.stringify(value);
    this.targeting = { ...tg, moves: tg.moves.filter((m) => JSON.stringify(m[field]) === want) };
    this.refresh();
  }

  private narrowCells(cell: XY): void {
    const tg = this.targeting;
    if (!tg) return;
    this.targeting = { ...tg, moves: tg.moves.filter((m) => (m.cells as XY[]).some((c) => same(c, cell))) };
    if (nextField(this.targeting.moves) === 'cells' && this.targeting.moves.length > 1) {
      void this.finishTargeting();
      return;
    }
    this.refresh();
  }

  /** One move left: send it; several that differ only in details (direction, distance, cells): ask. */
  private async finishTargeting(): Promise<void> {
    const tg = this.targeting;
    if (!tg) return;
    if (tg.moves.length === 1) {
      this.targeting = null;
      this.send(tg.moves[0] as CloudsEvent);
      return;
    }
    if (this.asking) return;
    this.asking = true;
    const choice = await this.hud.prompt({
      id: 'ability-detail',
      title: tg.title,
      // Every variant (keys 1–9 pick the first nine; Tab reaches the rest).
      choices: tg.moves.map((m, i) => ({ label: detailLabel(m), value: i, primary: i === 0 })),
      cancel: t('clouds.table.cancel'),
    });
    this.asking = false;
    this.targeting = null;
    if (choice === null) this.refresh();
    else this.send(tg.moves[choice] as CloudsEvent);
  }

  private chooseCard(ids: CardId[]): Promise<CardId | null> {
    return this.hud.prompt({
      id: 'choose-card',
      title: t('clouds.table.whichCard'),
      choices: ids.map((id, i) => {
        const c = this.viewOf(id);
        return { label: cardName(id), detail: `${t('clouds.terms.vigor')} ${c.vigor}`, value: id, primary: i === 0 };
      }),
      cancel: t('clouds.table.cancel'),
    });
  }

  // ---- hover: path preview and reasons ---------------------------------------------------------

  private hover(cell: XY | null): void {
    if (same(cell, this.hoverCell)) return;
    this.hoverCell = cell;
    this.previewAt(cell);
  }

  private onFocusItem(f: Focusable | null): void {
    const m = f && /^cell:(\d+),(\d+)$/.exec(f.id);
    if (m) this.previewAt([Number(m[1]), Number(m[2])], true);
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
    const [cx, cy] = cellXY(cell[0], cell[1]);
    this.hoverG.lineStyle(1.5, 0x2a2018, 0.9).strokeRect(cx - CELL / 2, cy - CELL / 2, CELL, CELL);
    const v = this.view;
    const seat = this.humanSeat();
    const lit = this.lit.get(key(cell));
    const tipAt = (text: string, kind: 'info' | 'reason') => {
      this.tipFrom = 'map';
      this.hud.showTip(text, cx, cy - CELL / 2 - 2, kind);
    };
    if (v.phase === 'abilityWindow' && v.current && seat !== null && !this.targeting) {
      const r = this.reachNow ?? this.reachOf(v.current.cardId);
      this.reachNow = r;
      const rc = r?.cells.find((c) => same(c.cell, cell));
      if (r && rc) {
        this.drawPath(r.from, rc.path);
        tipAt(this.moveTip(r, rc), 'info');
        return rc.path.length;
      }
      const reason = this.moveReason(cell);
      if (reason) tipAt(reason, 'reason');
      else this.hud.hideTip();
      return -1;
    }
    if (lit || seat === null) {
      const info = this.cellInfo(cell);
      if (info) tipAt(info, 'info');
      else this.hud.hideTip();
      return -1;
    }
    const reason = this.placeReason(cell);
    if (reason) tipAt(reason, 'reason');
    else this.hud.hideTip();
    return -1;
  }

  private drawPath(from: XY, path: readonly XY[]): void {
    const g = this.pathG;
    const pts = [from, ...path].map((c) => cellXY(c[0], c[1]));
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

  private moveTip(r: Reach, rc: ReachCell): string {
    const steps = rc.path.length ? t('clouds.table.steps', { n: rc.path.length, a: r.A }) : t('clouds.table.inPlace');
    const tokens = rc.path.filter((c) => this.view.tokens.some((tk) => same(tk.cell, c))).length;
    const parts = [steps];
    if (tokens) parts.push(t('clouds.table.seals', { count: tokens }));
    for (const tg of rc.targets) {
      const c = this.viewOf(tg.id);
      parts.push(
        tg.immediate
          ? t('clouds.table.capturesNow', { card: cardName(tg.id), vigor: c.vigor, effV: r.effV })
          : tg.capturable
            ? t('clouds.table.capturesDrain', { card: cardName(tg.id), need: tg.need ?? 0 })
            : t('clouds.table.attackOnly', { card: cardName(tg.id), vigor: c.vigor, effV: r.effV }),
      );
    }
    return parts.join(' · ');
  }

  /** Why the selected card cannot end a move on `cell` (the rules' reason for the straight path). */
  private moveReason(cell: XY): string | null {
    const v = this.view;
    const cur = v.current;
    if (!cur) return null;
    const ev = this.straightMove(cur.cardId, cell);
    if (!ev) return null;
    const r = this.session.check(ev as GameEvent);
    return r ? this.reasonText(r.code, r.params, r.message) : null;
  }

  /** A move along the L-shaped path to `cell` (what a click on an unlit cell tries, and is refused). */
  private straightMove(id: CardId, cell: XY): CloudsEvent | null {
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
    const target = this.view.cards.find((k) => k.owner !== null && k.owner !== seat && same(k.pos, cell));
    return { type: 'MOVE', seat, cardId: id, path, ...(target ? { targetId: target.id } : {}) };
  }

  /** Why nothing may be placed on an unlit cell in setup. */
  private placeReason(cell: XY): string | null {
    const seat = this.humanSeat();
    const v = this.view;
    if (seat === null) return null;
    let ev: GameEvent | null = null;
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
      if (same(c.pos, cell)) parts.push(`${cardName(c.id)} (${this.seatName(c.owner as number)}) ${c.vigor}/${c.V}`);
    if (this.view.tokens.some((tk) => same(tk.cell, cell))) parts.push(t('clouds.terms.token'));
    return parts.length ? parts.join(' · ') : null;
  }

  private cardHover(id: CardId, on: boolean): void {
    if (!on) {
      // the map may already show its own tip (Phaser reports the card's "out" after the map's "move")
      if (this.tipFrom === id) this.hud.hideTip();
      return;
    }
    this.tipFrom = id;
    const c = this.cards.get(id) as Card;
    const b = c.getBounds();
    const text = c.dimReason ?? this.panel.cardText(this.viewOf(id));
    this.hud.showTip(text, b.centerX, b.top - 4, c.dimReason ? 'reason' : 'info');
    const img = this.ptrs.get(id);
    if (img?.visible) {
      this.hoverG
        .clear()
        .lineStyle(2.5, 0xf1d77a, 1)
        .strokeCircle(img.x, img.y, POINTER_SIZE / 2 + 3);
    }
  }

  // ---- the player's input -------------------------------------------------------------------------

  private onCard(id: CardId): void {
    if (this.q.busy || this.asking) return;
    const v = this.view;
    const seat = this.humanSeat();
    if (seat === null) return;
    if (this.targeting) {
      if (this.targeting.moves.some((m) => m.targetId === id) && nextField(this.targeting.moves) === 'targetId')
        this.narrow('targetId', id);
      else this.hud.notice(t('clouds.table.notATarget'), 'reason');
      return;
    }
    const c = this.viewOf(id);
    switch (v.phase) {
      case 'draft':
        this.send({ type: 'DRAFT_PICK', seat, cardId: id });
        return;
      case 'placePointers':
        if (c.owner === seat && !c.pos) {
          this.pick = id;
          this.refresh();
        } else this.hud.notice(this.reasonText(c.owner === seat ? 'alreadyPlaced' : 'notYourCard'), 'reason');
        return;
      case 'selectCard':
      case 'abilityWindow':
        if (v.current?.cardId === id) return;
        if (c.owner !== seat && v.phase === 'abilityWindow' && v.current && c.pos) {
          // an opponent's card: attack it where it stands (a move onto its cell)
          this.clickCell(c.pos);
          return;
        }
        this.send({ type: 'SELECT_CARD', seat, cardId: id });
        return;
      default:
        return;
    }
  }

  private clickCell(cell: XY): void {
    if (this.q.busy || this.asking) return;
    const l = this.lit.get(key(cell));
    if (l) {
      l.run();
      return;
    }
    const v = this.view;
    const seat = this.humanSeat();
    if (seat === null) return;
    if (this.targeting) {
      this.hud.notice(t('clouds.table.notATarget'), 'reason');
      return;
    }
    // one's own card waiting to act: select it
    const own = v.cards.find((c) => c.owner === seat && c.pending && same(c.pos, cell) && !c.selected);
    if (own && (v.phase === 'selectCard' || v.phase === 'abilityWindow')) {
      this.send({ type: 'SELECT_CARD', seat, cardId: own.id });
      return;
    }
    if (v.phase === 'abilityWindow' && v.current) {
      const ev = this.straightMove(v.current.cardId, cell);
      if (ev) this.send(ev as CloudsEvent);
      return;
    }
    if (v.phase === 'placePointers' && this.pick) this.send({ type: 'PLACE_POINTER', seat, cardId: this.pick, cell });
    else if (v.phase === 'placeMoodTokens') this.send({ type: 'PLACE_TOKEN', seat, cell });
    else if (v.phase === 'selectCard') this.hud.notice(t('clouds.table.pickFirst'), 'info');
  }

  private async moveTo(rc: ReachCell): Promise<void> {
    const v = this.view;
    const seat = this.humanSeat();
    if (!v.current || seat === null) return;
    let targetId: CardId | undefined;
    if (rc.targets.length === 1) targetId = rc.targets[0]?.id;
    else if (rc.targets.length > 1) {
      this.asking = true;
      targetId = (await this.chooseCard(rc.targets.map((x) => x.id))) ?? undefined;
      this.asking = false;
      if (!targetId) return;
    }
    this.gesture('move', key(rc.cell));
    this.send({ type: 'MOVE', seat, cardId: v.current.cardId, path: rc.path, ...(targetId ? { targetId } : {}) });
  }

  protected override beforeSend(): void {
    this.targeting = null;
  }

  startTargeting(title: string, moves: GameEvent[]): void {
    this.targeting = { title, moves };
    this.refresh();
    if (this.targeting) this.hud.notice(title, 'info', 2600);
  }

  cancelTargeting(): void {
    if (!this.targeting) return;
    this.targeting = null;
    this.refresh();
  }

  seatName(seat: number): string {
    const p = this.session.players[seat];
    return p ? playerName(p, seat) : t('clouds.table.seat', { n: seat + 1 });
  }

  override locate(id: string): { x: number; y: number; w: number; h: number } | null {
    const [kind, arg] = id.split(':') as [string, string | undefined];
    if (kind === 'card' && arg) {
      const c = this.cards.get(arg as CardId);
      if (c?.visible) return { x: c.x, y: c.y, w: c.cw * c.scale + 6, h: c.ch * c.scale + 6 };
      const p = this.viewOf(arg as CardId)?.pos;
      if (p) {
        const [x, y] = cellXY(p[0], p[1]);
        return { x, y, w: POINTER_SIZE + 6, h: POINTER_SIZE + 6 };
      }
      return null;
    }
    if ((kind === 'cell' || kind === 'token') && arg) {
      const [cx, cy] = arg.split(',').map(Number) as [number, number];
      const [x, y] = cellXY(cx, cy);
      return { x, y, w: CELL + 6, h: CELL + 6 };
    }
    if (kind === 'cloud' && arg) {
      const id2 = (Object.entries(CLOUD_KEYS).find(([, k]) => k === arg)?.[0] ?? arg) as CloudId;
      const cells = CLOUD_CELLS[id2];
      if (!cells.length) return null;
      const xs = cells.map((c) => c % SIZE);
      const ys = cells.map((c) => Math.floor(c / SIZE));
      const [x0, y0] = cellXY(Math.min(...xs), Math.min(...ys));
      const [x1, y1] = cellXY(Math.max(...xs), Math.max(...ys));
      return { x: (x0 + x1) / 2, y: (y0 + y1) / 2, w: x1 - x0 + CELL + 6, h: y1 - y0 + CELL + 6 };
    }
    if (kind === 'panel') return { x: PANEL.x + PANEL.w / 2, y: PANEL.y + PANEL.h / 2, w: PANEL.w, h: PANEL.h };
    return null;
  }
}

/** The first payload field on which the remaining moves still differ. */
function nextField(moves: GameEvent[]): 'targetId' | 'cell' | 'cells' | null {
  for (const f of ['targetId', 'cell', 'cells'] as const) {
    const vals = new Set(moves.map((m) => JSON.stringify(m[f] ?? null)));
    if (vals.size > 1) return f;
  }
  return null;
}

function detailLabel(m: GameEvent): string {
  const parts: string[] = [];
  if (m.dir) parts.push(t(`clouds.table.dir.${m.dir}`));
  if (m.n) parts.push(t('clouds.table.cellsN', { count: m.n as number }));
  if (m.cells) parts.push((m.cells as XY[]).map((c) => `(${c[0]},${c[1]})`).join(' '));
  if (m.cell && !m.cells) parts.push(`(${(m.cell as XY)[0]},${(m.cell as XY)[1]})`);
  return parts.join(' · ') || m.type;
}
