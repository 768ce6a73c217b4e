/**
 * The Four Temperaments table scene: its lifecycle (textures, the static table, the HUD and the
 * curtain) and where named pieces are for the tutorial. Drawing, tips, animation and choices live in
 * draw.ts, tips.ts, animate.ts and choices.ts; the rules decide everything.
 */
import Phaser from 'phaser';
import type { TemperamentsView } from '../../../machines/temperaments/view';
import { getLang } from '../../i18n';
import { Card } from '../../table/card';
import { Curtain } from '../../table/curtain';
import { PanZoom } from '../../table/pan-zoom';
import { glowTexture } from '../../table/textures';
import { BOARD_H, BOARD_W, GOAL_H, GOAL_W, PARTY_H, PARTY_W } from './art';
import { TemperamentsChoices } from './choices';
import { layoutFor, type Rect } from './layout';
import { TemperamentsHud } from './panels';
import {
  boardGeometry,
  boardKey,
  cardKey,
  ensureBoard,
  ensureCard,
  ensureGoal,
  ensureTokens,
  goalKey,
  setCardResolution,
} from './textures';

export class TemperamentsScene extends TemperamentsChoices {
  constructor() {
    super('temperaments');
  }

  async create(): Promise<void> {
    this.L = layoutFor(this.scale.width, this.scale.height);
    setCardResolution(this.L.portrait ? 2 : 1, this.L.goal > 1 ? 2 : 1);
    this.humans = this.session.players.flatMap((p, i) => (p.kind === 'human' ? [i] : []));
    const v = this.currentView(this.viewer);
    const lang = getLang();
    const drawing = await this.setupTable(
      {},
      ensureBoard(this, lang),
      ensureTokens(this, v.seats),
      ...v.row.map((c) => ensureCard(this, c.id, lang)),
      ...v.parties.map((p) => ensureCard(this, p.id, lang, p.resolved)),
      ...(this.L.portrait ? [] : v.goals.map((g) => ensureGoal(this, g.id, lang))),
    );
    if (!drawing) return;
    glowTexture(this);
    this.buildStatic(v);
    const B = this.L.board;
    this.boardZoom = new PanZoom(this, { x: B.x, y: B.y, w: BOARD_W * B.s, h: BOARD_H * B.s });
    this.thud = new TemperamentsHud(this);
    this.curtain = new Curtain(this.hud.root);
    this.redraw();
    this.own(() => this.curtain.close());
    this.input.mouse?.disableContextMenu();
    this.markReady();
    this.boardZoom.hint();
  }

  protected buildStatic(v: TemperamentsView): void {
    const lang = getLang();
    const { board: B, card: k } = this.L;
    this.board = this.add.image(B.x, B.y, boardKey(lang)).setOrigin(0).setScale(B.s).setDepth(1);
    const shadow = this.add.graphics().setDepth(0);
    shadow.fillStyle(0x000000, 0.35).fillRoundedRect(B.x + 4, B.y + 6, BOARD_W * B.s, BOARD_H * B.s, 6);
    const geo = boardGeometry();
    for (const [id, n] of Object.entries(geo.nodes)) {
      const at = this.locPoint(id);
      // a phone: a disc of 82 px (44 CSS px; places stand at least 83 apart), a tablet 56; else the vignette's box
      const disc = this.L.placeDisc;
      const d = disc ? Math.max(disc, (n.r * 2 + 6) * B.s) : n.r * 2 + 6;
      const z = this.add.zone(at.x, at.y, d, d).setDepth(30);
      if (disc)
        z.setInteractive({
          hitArea: new Phaser.Geom.Circle(d / 2, d / 2, d / 2),
          hitAreaCallback: Phaser.Geom.Circle.Contains,
          useHandCursor: !this.L.portrait,
        });
      else z.setInteractive({ useHandCursor: true });
      z.on('pointerover', () => this.hoverLocation(id, true));
      z.on('pointerout', () => this.hoverLocation(id, false));
      z.on('pointerup', () => this.onLocation(id));
      this.locZones.set(id, z);
    }
    v.parties.forEach((p, i) => {
      const at = this.L.partyAt(i);
      const key = cardKey(p.id, lang, p.resolved);
      const c = new Card(this, p.id, key, key, PARTY_W * k, PARTY_H * k)
        .setPosition(at.x, at.y)
        .setDepth(10)
        .makeInteractive();
      c.on('activate', () => this.onCard(p.id));
      c.on('hover', (on: boolean) => this.hoverCard(c, on));
      this.cardCloseUp(c, p.id);
      this.parties.push(c);
      this.slotZonesFor(p.id, at);
    });
    v.goals.forEach((g, i) => {
      if (this.L.portrait) return; // a phone shows them in their drawer (drawers.ts)
      const at = this.L.goalAt(i);
      const g2 = this.L.goal;
      const c = new Card(this, g.id, goalKey(g.id, lang), goalKey(g.id, lang), GOAL_W * g2, GOAL_H * g2)
        .setPosition(at.x, at.y)
        .setDepth(10)
        .makeInteractive();
      c.on('activate', () => this.onGoal(g.id));
      c.on('hover', (on: boolean) => this.hoverGoal(g.id, c, on));
      this.closeUpOn(c, () => this.closeUpOf(c));
      this.goals.push(c);
    });
    this.litG = this.add.graphics().setDepth(28);
    this.matchG = this.add.graphics().setDepth(27);
    this.orderG = this.add.graphics().setDepth(29);
    this.plaqueG = this.add.graphics().setDepth(25);
  }

  /** The tutorial's panel keeps to the board when it can: the row, parties, goals, log and plaques stay in view. */
  override keepClear(): Rect[] {
    return this.L.keepClear;
  }

  override locate(id: string): Rect | null {
    const { board: B, supplyR: R, slotR } = this.L;
    const bw = BOARD_W * B.s;
    const bh = BOARD_H * B.s;
    if (id === 'board') return { x: B.x + bw / 2, y: B.y + bh / 2, w: bw, h: bh };
    // where a place on the board is seen now (zoomed or not)
    if (id.startsWith('loc-')) return this.boardZoom.toScreenBox({ ...this.locPoint(id), w: 54, h: 54 });
    if (id === 'goals') {
      const [a, b, g] = [this.L.goalAt(0), this.L.goalAt(3), this.L.goal];
      const row = { x: (a.x + b.x) / 2, y: a.y, w: b.x - a.x + GOAL_W * g + 6, h: GOAL_H * g + 8 };
      return this.thud.drawers?.locateTab('goals') ?? row;
    }
    if (id === 'pass') return this.thud.locateButton('pass');
    if (id === 'supply') {
      const seat = typeof this.viewer === 'number' ? this.viewer : 0;
      const a = this.supplyPoint(seat, 0);
      const b = this.supplyPoint(seat, 3);
      return { x: (a.x + b.x) / 2, y: a.y, w: b.x - a.x + R * 2 + 12, h: R * 2 + 12 };
    }
    const slot = /^(.+):(\d)$/.exec(id);
    if (slot) {
      const p = this.slotPoint(slot[1] as string, Number(slot[2]));
      return { x: p.x, y: p.y, w: slotR * 2 + 10, h: slotR * 2 + 10 };
    }
    // upright, the goals are in their drawer: a page about one points at the drawer's tab
    if (id.startsWith('goal-') && this.L.portrait) return this.thud.drawers?.locateTab('goals') ?? null;
    const card = this.cardObject(id);
    if (card) return { x: card.x, y: card.y, w: card.cw + 6, h: card.ch + 6 };
    return null;
  }
}
