/**
 * The Cloud Marches table drawn from the spectator's view of the moment shown: the cards in the
 * draft pool or their owners' areas (with their live stats), the pointers on the sky map, mood
 * tokens, temporary storms and veils; where each of them stands. No input and no rules here.
 */
import Phaser from 'phaser';
import type clouds from '../../../machines/clouds';
import { CARD_IDS, CARDS_PER_PLAYER, type CardId, CLOUD_CELLS, SIZE } from '../../../machines/clouds/content';
import type { CardView, CloudsView, Reach } from '../../../machines/clouds/view';
import { fonts, hex, num } from '../../art/palette';
import { getLang, t } from '../../i18n';
import { Card, isTap } from '../../table/card';
import type { CloseUpContent } from '../../table/closeup';
import type { PanZoom } from '../../table/pan-zoom';
import type { AnimQueue } from '../../table/queue';
import { playerName, shortPlayerName } from '../../table/seat-names';
import type { Rect } from '../../table/surface';
import { TableScene } from '../../table/table-scene';
import { roundShadowTexture } from '../../table/textures';
import { SEAT_COLOURS } from './art/cards';
import { octantNumeral, octantRays } from './art/map';
import { FaceOverlay } from './face';
import { type CardRow, cardRow, cardX, DRAWER_MAX, fanSpot, type Layout, PTR_HIT } from './layout';
import type { CloudsPanel } from './panels';
import type { Targeting } from './table';
import { cardKey, faceTexture, pointerTexture } from './textures';

export type XY = readonly [number, number];
export const cellKey = (c: XY) => `${c[0]},${c[1]}`;
export const sameCell = (a: XY | null | undefined, b: XY | null | undefined) =>
  !!a && !!b && a[0] === b[0] && a[1] === b[1];

/** A lit cell: what choosing it does. */
export interface Lit {
  cell: XY;
  kind: 'move' | 'capture' | 'attack' | 'place' | 'token' | 'target';
  run: () => void;
}

type Place = { x: number; y: number; scale: number; visible: boolean; depth?: number };

export abstract class CloudsDraw extends TableScene<typeof clouds> {
  view!: CloudsView;
  panel!: CloudsPanel;
  /** Where everything lies on this stage (landscape, or a phone held upright). */
  L!: Layout;
  /** Portrait: the seat whose area is open as a drawer (over the docked seat's area and the panel). */
  drawer: number | null = null;
  /** The seat the person played here at the last refresh (their new turn closes a drawer). */
  protected turnSeen: number | null = null;
  protected lang = getLang();
  protected mapImg!: Phaser.GameObjects.Image;
  /** The sky map's pan and pinch-zoom (a phone shows it too small to read or tap). */
  mapZoom!: PanZoom;
  protected shade!: Phaser.GameObjects.Graphics;
  protected litG!: Phaser.GameObjects.Graphics;
  /** The rings round the lit cells (made anew each time the choices are lit). */
  protected litRings: Phaser.GameObjects.Image[] = [];
  protected pathG!: Phaser.GameObjects.Graphics;
  protected hoverG!: Phaser.GameObjects.Graphics;
  protected areaG!: Phaser.GameObjects.Graphics;
  /**
   * The octant rays and numerals, drawn again over the lit cells while mood tokens are laid: the map's
   * own lie under the frames of almost every cell then, and the prompt names them.
   */
  protected octantG!: Phaser.GameObjects.Graphics;
  protected octantNums: Phaser.GameObjects.Text[] = [];
  protected veilG!: Phaser.GameObjects.Graphics;
  protected poolVeil!: Phaser.GameObjects.Rectangle;
  protected cards = new Map<CardId, Card>();
  protected ptrs = new Map<CardId, Phaser.GameObjects.Image>();
  protected ptrShadows = new Map<CardId, Phaser.GameObjects.Image>();
  protected tokenImgs = new Map<string, Phaser.GameObjects.Image>();
  private stormImgs: Phaser.GameObjects.Image[] = [];
  private overlays = new Map<CardId, FaceOverlay>();
  /** The cells lit now, by `cellKey`. */
  protected lit = new Map<string, Lit>();
  /** The selected card's reach, kept while it stays selected (hovering reads it). */
  protected reachNow: Reach | null = null;
  /** Placement: the card whose pointer is being placed. */
  pick: CardId | null = null;
  targeting: Targeting | null = null;
  asking = false;

  /** The seat this screen acts for now: the awaited seat when a person plays it (hot seat). */
  humanSeat(): number | null {
    if (this.moment) return null;
    const s = this.view.awaitedSeat;
    if (s === null) return null;
    return this.session.players[s]?.kind === 'human' ? s : null;
  }

  seatName(seat: number): string {
    const p = this.session.players[seat];
    return p ? playerName(p, seat) : t('clouds.table.seat', { n: seat + 1 });
  }

  /** The seat's name where room is short (the phone's tabs): a bot's without its title. */
  seatShortName(seat: number): string {
    const p = this.session.players[seat];
    return p ? shortPlayerName(p, seat) : this.seatName(seat);
  }

  /**
   * Portrait: the seat whose area lies under the tabs: the person to move here, else the first
   * person still in the game, else (bots only) the seat awaited.
   */
  dockSeat(): number {
    const v = this.view;
    const here = this.humanSeat();
    if (here !== null) return here;
    const people = this.session.players.flatMap((p, i) => (p.kind === 'human' ? [i] : []));
    return people.find((i) => !v.out.includes(i)) ?? people[0] ?? v.awaitedSeat ?? v.activeSeat ?? 0;
  }

  /** Portrait: opens `seat`'s drawer (null: closes it); its cards move there at once. */
  openDrawer(seat: number | null): void {
    this.drawer = seat === this.dockSeat() ? null : seat;
    this.hud.hideCloseUp();
    this.hud.hideTip();
    void this.syncCards(null);
  }

  /**
   * How many cards a seat's row is laid out for: during the draft the three it will hold, so each pick
   * lands in a slot of its own and the row keeps its size; afterwards the cards it holds.
   */
  protected rowLength(seat: number): number {
    const n = this.view.cards.filter((c) => c.owner === seat).length;
    return this.view.phase === 'draft' ? Math.max(n, CARDS_PER_PLAYER) : n;
  }

  /** Where each seat's cards lie (portrait: the docked seat's, or the open drawer's; others none). */
  protected seatRows(): (CardRow | null)[] {
    const v = this.view;
    const L = this.L;
    const count = (s: number) => this.rowLength(s);
    if (!L.dock || !L.drawerCards) {
      return L.areas(v.seats).map((a, s) => {
        const n = count(s);
        return { ...a, at: (i: number) => [cardX(a, i, n), a.cardY] as [number, number], back: () => false };
      });
    }
    const { dock: docked, drawerCards } = L;
    const dock = this.dockSeat();
    if (this.drawer === dock) this.drawer = null;
    return Array.from({ length: v.seats }, (_, s) =>
      s === this.drawer
        ? cardRow(drawerCards, count(s), DRAWER_MAX)
        : s === dock && this.drawer === null
          ? cardRow(docked, count(s), L.dockMax)
          : null,
    );
  }

  viewOf(id: CardId): CardView {
    return this.view.cards.find((c) => c.id === id) as CardView;
  }

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

  /** Seat areas: frames under the cards (the names and counts are the panel's); portrait: the dock or drawer. */
  protected drawAreas(): void {
    const g = this.areaG.clear();
    const v = this.view;
    const L = this.L;
    const frame = (a: Rect, turn: boolean, alpha: number) => {
      g.fillStyle(0x1a120a, alpha).fillRoundedRect(a.x, a.y, a.w, a.h, 8);
      g.lineStyle(turn ? 2.5 : 1.2, turn ? 0xe0bf5a : 0xc9a23a, turn ? 1 : 0.5).strokeRoundedRect(
        a.x,
        a.y,
        a.w,
        a.h,
        8,
      );
    };
    const onTurn = (i: number) => v.activeSeat === i || (v.activeSeat === null && v.awaitedSeat === i);
    if (L.dock && L.drawer) {
      if (this.drawer !== null) {
        // the drawer: opaque, over the docked seat's area (the panel hides under it)
        g.fillStyle(0x2a1d12, 1).fillRoundedRect(L.drawer.x, L.drawer.y, L.drawer.w, L.drawer.h, 10);
        frame(L.drawer, onTurn(this.drawer), 0.2);
      } else frame(L.dock, onTurn(this.dockSeat()), 0.25);
    } else for (const [i, a] of L.areas(v.seats).entries()) frame(a, onTurn(i), onTurn(i) ? 0.32 : 0.18);
    if (v.phase === 'draft') this.drawEmptySlots(g);
  }

  /** During the draft, the slots of the cards a seat has still to take: an empty area says what it is for. */
  private drawEmptySlots(g: Phaser.GameObjects.Graphics): void {
    for (const [s, row] of this.seatRows().entries()) {
      if (!row) continue;
      const w = 100 * row.scale;
      const h = 140 * row.scale;
      const held = this.view.cards.filter((c) => c.owner === s).length;
      for (let i = held; i < this.rowLength(s); i++) {
        const [x, y] = row.at(i);
        g.fillStyle(0x000000, 0.16).fillRoundedRect(x - w / 2, y - h / 2, w, h, 7 * row.scale);
        g.lineStyle(1.5, 0xc9a23a, 0.45).strokeRoundedRect(x - w / 2, y - h / 2, w, h, 7 * row.scale);
      }
    }
  }

  /** Where each card lies now: the pool, its owner's area, or nowhere (out of the game). */
  protected cardPlaces(): Map<CardId, Place> {
    const v = this.view;
    const L = this.L;
    const out = new Map<CardId, Place>();
    for (const [i, id] of v.pool.entries()) {
      // Each card keeps its place in the rules' order, so the draft leaves holes where cards were taken.
      const [x, y] = L.poolXY(CARD_IDS.indexOf(id) >= 0 ? CARD_IDS.indexOf(id) : i);
      out.set(id, { x, y, scale: L.poolScale, visible: v.phase === 'draft' });
    }
    const drawer = this.drawer !== null;
    for (const [s, row] of this.seatRows().entries()) {
      // a seat's cards in a stable order: as drafted or captured (the view's card order)
      const own = v.cards.filter((c) => c.owner === s).map((c) => c.id);
      own.forEach((id, i) => {
        if (!row) {
          out.set(id, { x: L.width / 2, y: L.height + 200, scale: 1, visible: false });
          return;
        }
        const [x, y] = row.at(i);
        // the front row over the back one; a drawer's cards over the drawer
        const depth = L.portrait ? (drawer ? 45 : 20) + (row.back(i) ? 0 : 1) : 20;
        out.set(id, { x, y, scale: row.scale, visible: true, depth });
      });
    }
    for (const id of v.outOfGame)
      if (!out.has(id)) out.set(id, { x: L.map.x + L.map.size / 2, y: -200, scale: 1, visible: false });
    return out;
  }

  protected cardObj(id: CardId): Card {
    const had = this.cards.get(id);
    if (had) return had;
    const c = new Card(this, id, '__WHITE', '__WHITE', 100, 140, true).setDepth(20).setVisible(false);
    c.makeInteractive();
    c.on('activate', () => this.onCard(id));
    c.on('hover', (on: boolean) => this.cardHover(id, on));
    // resting on it, a right-click or a long press: the card large enough to read
    this.closeUpOn(
      c,
      () => (c.visible ? this.cardCloseUp(id) : null),
      (how) => how === 'press' && this.gesture('openCard', `card:${id}`),
    );
    this.cards.set(id, c);
    return c;
  }

  /** Puts every card where the view says (tweened on the queue, or at once), with its live face. */
  protected async syncCards(q: AnimQueue | null): Promise<void> {
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
      const depth = p.depth ?? 20;
      if (!c.visible) {
        c.setVisible(true).setAlpha(1).setPosition(p.x, p.y).setScale(p.scale).setDepth(depth);
      } else if (moved && q) {
        c.setDepth(60);
        moves.push(c.travelTo(q, p.x, p.y, { scale: p.scale, duration: 480 }).then(() => void c.setDepth(depth)));
      } else c.setPosition(p.x, p.y).setScale(p.scale).setAlpha(1).setDepth(depth);
    }
    await Promise.all(moves);
    this.poolVeil.setVisible(this.view.phase === 'draft');
    if (this.view.phase !== 'draft') this.mapZoom.hint(); // once the pool leaves the map to the ponies
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

  /** Pointers, tokens, temporary storms and veils as the view has them. */
  protected async syncMap(q: AnimQueue | null): Promise<void> {
    await this.syncPointers(q);
    const v = this.view;
    const want = new Set(v.tokens.map((tk) => cellKey(tk.cell)));
    for (const [k, img] of this.tokenImgs) {
      if (!want.has(k)) {
        img.destroy();
        this.tokenImgs.delete(k);
      }
    }
    for (const tk of v.tokens) {
      const k = cellKey(tk.cell);
      if (this.tokenImgs.has(k)) continue;
      const [x, y] = this.L.cellXY(tk.cell[0], tk.cell[1]);
      this.tokenImgs.set(k, this.add.image(x, y, 'cm-token').setDisplaySize(this.L.token, this.L.token).setDepth(10));
    }
    for (const s of this.stormImgs) s.destroy();
    this.stormImgs = v.tempStorms.flatMap((s) =>
      s.cells.map((c) => {
        const [x, y] = this.L.cellXY(c[0], c[1]);
        return this.add.image(x, y, 'cm-storm').setDisplaySize(this.L.cell, this.L.cell).setDepth(9).setAlpha(0.95);
      }),
    );
    // veils: a silver mist over the veiled cloud
    const g = this.veilG.clear();
    for (const veil of v.veils) {
      g.fillStyle(0xf4f4ff, 0.45);
      for (const cell of CLOUD_CELLS[veil.cloud]) {
        const [x, y] = this.L.cellXY(cell % SIZE, Math.floor(cell / SIZE));
        g.fillRect(x - this.L.cell / 2, y - this.L.cell / 2, this.L.cell, this.L.cell);
      }
    }
  }

  /** Every pointer on its cell (several on one cell fan out a little); the others hidden. */
  private async syncPointers(q: AnimQueue | null): Promise<void> {
    const v = this.view;
    const byCell = new Map<string, CardView[]>();
    for (const c of v.cards) {
      if (!c.pos || c.owner === null) continue;
      const k = cellKey(c.pos);
      byCell.set(k, [...(byCell.get(k) ?? []), c]);
    }
    const seen = new Set<CardId>();
    const moves: Promise<void>[] = [];
    for (const [, list] of byCell) {
      list.forEach((c, i) => {
        const [cx, cy] = this.L.cellXY((c.pos as XY)[0], (c.pos as XY)[1]);
        const f = fanSpot(i, list.length, this.L.ptr);
        const [x, y, size] = [cx + f.dx, cy + f.dy, f.size];
        const img = this.ptr(c.id);
        const was = img.visible ? img.displayWidth : size;
        img.setTexture(this.ptrKey(c.id, c.owner as number, c.selected)).setDisplaySize(was, was);
        seen.add(c.id);
        const sh = this.ptrShadows.get(c.id) as Phaser.GameObjects.Image;
        const dim = v.activeSeat === c.owner && !c.pending && !c.selected && v.phase !== 'gameOver';
        img.setAlpha(dim ? 0.72 : 1);
        const shSize = size + 8;
        if (!img.visible) {
          img.setVisible(true).setPosition(x, y).setDisplaySize(size, size);
          sh.setVisible(true)
            .setPosition(x + 1.5, y + 2.5)
            .setDisplaySize(shSize, shSize);
        } else if (q && (Math.abs(img.x - x) > 0.5 || Math.abs(img.y - y) > 0.5 || Math.abs(was - size) > 0.5)) {
          moves.push(
            q.all([
              { targets: img, x, y, displayWidth: size, displayHeight: size, duration: 200 },
              { targets: sh, x: x + 1.5, y: y + 2.5, displayWidth: shSize, displayHeight: shSize, duration: 200 },
            ]),
          );
        } else {
          img.setPosition(x, y).setDisplaySize(size, size);
          sh.setPosition(x + 1.5, y + 2.5).setDisplaySize(shSize, shSize);
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
  }

  /**
   * The pointer's texture for this look, or, while its portrait is still being drawn, the plain
   * ring or a disc in the seat's colour (swapped for the portrait when it is ready).
   */
  protected ptrKey(id: CardId, seat: number, active: boolean): string {
    const want = `cm-ptr-${id}-${seat}-${active ? 1 : 0}`;
    if (this.textures.exists(want)) return want;
    void pointerTexture(this, id, seat, active).then((k) => {
      const img = this.ptrs.get(id);
      const now = this.view.cards.find((x) => x.id === id);
      if (img && now && this.sys.isActive() && `cm-ptr-${id}-${now.owner}-${now.selected ? 1 : 0}` === k) {
        const size = img.displayWidth;
        img.setTexture(k).setDisplaySize(size, size);
      }
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

  /**
   * The pointer image of a card (made hidden, with its shadow, the first time it is asked for). Its
   * face answers the pointer as the cell under it does (hover, click, tap), and opens the card's
   * close-up when rested on, right-clicked or long-pressed.
   */
  protected ptr(id: CardId): Phaser.GameObjects.Image {
    let img = this.ptrs.get(id);
    if (!img) {
      const sh = this.add
        .image(0, 0, roundShadowTexture(this, 13, 3))
        .setDisplaySize(this.L.ptr + 8, this.L.ptr + 8)
        .setDepth(19)
        .setVisible(false);
      const face = this.add.image(0, 0, '__WHITE').setVisible(false).setDepth(20);
      // the medallion's face, whatever texture it wears now (a fanned pointer is smaller)
      face.setInteractive({
        hitArea: new Phaser.Geom.Circle(0, 0, 1),
        hitAreaCallback: (_a: unknown, x: number, y: number, o: Phaser.GameObjects.Image) =>
          Math.hypot(x - o.frame.width / 2, y - o.frame.height / 2) <= o.frame.width * PTR_HIT,
      });
      const cell = (p: Phaser.Input.Pointer) => (this.onCanvas(p) ? (this.viewOf(id)?.pos ?? null) : null);
      face.on('pointerover', (p: Phaser.Input.Pointer) => this.hover(cell(p)));
      face.on('pointerout', () => this.hover(null));
      face.on('pointerup', (p: Phaser.Input.Pointer) => {
        const at = cell(p);
        if (at && p.button === 0 && p.getDistance() < 8 && isTap(face)) this.clickCell(at);
      });
      this.closeUpOn(face, () => (face.visible ? this.cardCloseUp(id) : null));
      this.ptrs.set(id, face);
      this.ptrShadows.set(id, sh);
      img = face;
    }
    return img;
  }

  /** Shows the octant rays and numerals over the lit cells (above their frames and tints, under tokens and pointers). */
  protected showOctants(): void {
    const s = this.L.cell;
    const [x0, y0] = this.L.cellXY(0, 0);
    const at = (u: number, v: number): [number, number] => [
      x0 - s / 2 + (SIZE / 2 + u) * s,
      y0 - s / 2 + (SIZE / 2 + v) * s,
    ];
    const g = this.octantG.clear().setVisible(true);
    // a parchment edge, then the vermilion rubric, both broader than the map's (they cross gold frames)
    for (const [w, colour, alpha] of [
      [s * 0.32, hex.parchment, 0.8],
      [s * 0.14, hex.vermilion, 1],
    ] as const) {
      g.lineStyle(w, num(colour), alpha);
      for (const [u0, v0, u1, v1] of octantRays()) g.lineBetween(...at(u0, v0), ...at(u1, v1));
    }
    for (let i = 0; i < 8; i++) {
      const { u, v, text } = octantNumeral(i);
      const [x, y] = at(u, v);
      let n = this.octantNums[i];
      if (!n) {
        n = this.add
          .text(0, 0, text, { fontFamily: fonts.caps, fontStyle: '700', color: hex.vermilion, resolution: 3 })
          .setOrigin(0.5)
          .setDepth(4.5);
        this.octantNums[i] = n;
      }
      n.setFontSize(Math.round(s * 0.85))
        .setStroke(hex.parchment, s * 0.2)
        .setPosition(x, y)
        .setVisible(true);
      // on a parchment plate as wide as its numeral, so it reads over the frames (which show through it)
      const h = s * 1.4;
      const w = Math.max(h, n.width + s * 0.5);
      g.fillStyle(num(hex.parchment), 0.6).fillRoundedRect(x - w / 2, y - h / 2, w, h, h / 2);
      g.lineStyle(Math.max(1, s * 0.07), num(hex.vermilion), 1).strokeRoundedRect(x - w / 2, y - h / 2, w, h, h / 2);
    }
  }

  /** True when the pointer event is the canvas' own (not a click on a page panel over the map). */
  protected onCanvas(p: Phaser.Input.Pointer): boolean {
    return !p.event || p.event.target === this.game.canvas;
  }

  /** Unlights everything (before an animation, or before lighting anew). */
  protected clearChoices(): void {
    this.lit.clear();
    this.litG.clear();
    for (const r of this.litRings) r.destroy();
    this.litRings = [];
    this.pathG.clear();
    this.hoverG.clear();
    this.shade.clear();
    this.octantG.clear().setVisible(false);
    for (const n of this.octantNums) n.setVisible(false);
    this.focus.clear();
    this.hud.hideTip();
    this.panel?.hold();
    for (const c of this.cards.values()) c.setHighlight(null).setDimmed(null);
  }

  protected abstract onCard(id: CardId): void;
  protected abstract cardHover(id: CardId, on: boolean): void;
  protected abstract cardCloseUp(id: CardId): CloseUpContent;
  protected abstract hover(cell: XY | null): void;
  protected abstract clickCell(cell: XY): void;
}
