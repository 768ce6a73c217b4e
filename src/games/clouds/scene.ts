/**
 * The Cloud Marches table scene: its lifecycle (textures, the sky map and its input layers, the
 * panel), re-lettering on a language change, and where named pieces are for the tutorial. Drawing,
 * tips, animation and choices live in draw.ts, tips.ts, animate.ts and choices.ts; the rules decide
 * everything.
 */
import type Phaser from 'phaser';
import { type CardId, CLOUD_CELLS, CLOUD_KEYS, type CloudId, SIZE } from '../../../machines/clouds/content';
import { screenSize } from '../../app/stage';
import { getLang } from '../../i18n';
import { LONG_PRESS_MS } from '../../table/hud';
import { PanZoom } from '../../table/pan-zoom';
import type { Rect } from '../../table/surface';
import { CloudsChoices } from './choices';
import { type Layout, layoutFor } from './layout';
import { CloudsPanel } from './panels';
import type { CloudsTable } from './table';
import { badgeTextures, faceTexture, mapTexture, pointerTexture, stormTexture, tokenTexture } from './textures';

export class CloudsScene extends CloudsChoices implements CloudsTable {
  constructor() {
    super('clouds');
  }

  async create(): Promise<void> {
    this.view = this.currentView('spectator');
    const screen = screenSize(this.game);
    const cssPerPx = Math.min(screen.w / this.scale.width, screen.h / this.scale.height);
    this.L = layoutFor(this.scale.width, this.scale.height, cssPerPx);
    const lang = getLang();
    this.lang = lang;
    const L = this.L;
    const drawing = await this.setupTable(
      { sheets: L.sheets, cloths: L.cloths },
      mapTexture(this, lang),
      tokenTexture(this),
      stormTexture(this),
      badgeTextures(this),
      ...this.view.cards.filter((c) => c.where !== 'outOfGame').map((c) => faceTexture(this, c, lang)),
      ...this.view.cards
        .filter((c) => c.owner !== null && c.pos !== null)
        .map((c) => pointerTexture(this, c.id, c.owner as number, false)),
    );
    if (!drawing) return;
    this.buildStatic();
    this.mapZoom = new PanZoom(this, { x: L.map.x, y: L.map.y, w: L.map.size, h: L.map.size }, undefined, 'map');
    this.panel = new CloudsPanel(this);
    this.redraw();
    this.input.mouse?.disableContextMenu();
    this.focus.onChange = (f) => this.onFocusItem(f);
    const hooks = window.__scriptorium as Record<string, unknown>;
    hooks.clouds = {
      previewAt: (x: number, y: number) => this.previewAt([x, y]),
      cellXY: (x: number, y: number) => this.L.cellXY(x, y),
      cardXY: (id: CardId) => {
        const c = this.cards.get(id);
        return c ? [c.x, c.y] : null;
      },
      lit: () => [...this.lit.values()].map((l) => ({ cell: l.cell, kind: l.kind })),
      /** The octant rays as shown: over the lit cells' frames when their depth is above `litDepth`. */
      octants: () => ({
        shown: this.octantG.visible,
        depth: this.octantG.depth,
        numerals: this.octantNums.filter((n) => n.visible && n.depth >= this.octantG.depth).map((n) => n.text),
        litDepth: Math.max(this.litG.depth, ...this.litRings.map((r) => r.depth)),
      }),
      pointerXY: (id: CardId) => {
        const p = this.ptrs.get(id);
        return p?.visible ? [p.x, p.y] : null;
      },
    };
    this.markReady();
  }

  openChronicle(open: boolean): void {
    this.panel.openChronicle(open);
  }

  /** The map, the layers drawn over it (shade, veils, lit cells, paths, hover) and its input zone. */
  private buildStatic(): void {
    const MAP = this.L.map;
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
    // over the lit cells' tints (4) and frames (3.9), under the tokens (10) and pointers (20)
    this.octantG = this.add.graphics().setDepth(4.5).setVisible(false);
    this.poolVeil = this.add
      .rectangle(MAP.x, MAP.y, MAP.size, MAP.size, 0x2a2018, 0.55)
      .setOrigin(0)
      .setDepth(12)
      .setVisible(false);
    const zone = this.add.zone(MAP.x, MAP.y, MAP.size, MAP.size).setOrigin(0).setDepth(6).setInteractive();
    // Clicks on the page's panels over the map (the tutorial's page, prompts) are not the map's.
    zone.on('pointermove', (p: Phaser.Input.Pointer) =>
      this.hover(this.onCanvas(p) ? this.L.cellUnder(p.worldX, p.worldY) : null),
    );
    zone.on('pointerout', () => this.hover(null));
    // Touch has no hover: a finger held still on a cell shows what a tap there would do (the path,
    // the target, or why not), and lifting it then does nothing.
    let hold: ReturnType<typeof setTimeout> | undefined;
    let held = false;
    this.own(() => clearTimeout(hold));
    zone.on('pointerdown', (p: Phaser.Input.Pointer) => {
      clearTimeout(hold);
      held = false;
      if (!p.wasTouch) return;
      hold = setTimeout(() => {
        if (!p.isDown || p.getDistance() > 10 || this.panning || !this.onCanvas(p)) return;
        held = true;
        this.hover(this.L.cellUnder(p.worldX, p.worldY));
      }, LONG_PRESS_MS);
    });
    // On release, so that a drag of the zoomed map is a pan, not a click (src/table/pan-zoom.ts).
    zone.on('pointerup', (p: Phaser.Input.Pointer) => {
      clearTimeout(hold);
      if (held) {
        held = false;
        return;
      }
      if (p.button !== 0 || !this.onCanvas(p)) return;
      const c = this.L.cellUnder(p.worldX, p.worldY);
      if (c) this.clickCell(c);
    });
  }

  protected async relabel(): Promise<void> {
    const lang = getLang();
    this.lang = lang;
    await mapTexture(this, lang);
    if (!this.live) return; // the table went while the map was drawn
    this.mapImg.setTexture(`cm-map-${lang}`).setDisplaySize(this.L.map.size, this.L.map.size);
    this.panel.relabel();
    this.redraw();
  }

  /**
   * What the tutorial's panel keeps off when it can (top-left boxes): the action panel, each seat's
   * row of cards, the pointers on the map and the cells lit for a choice.
   */
  override keepClear(): Rect[] {
    const v = this.view;
    const P = this.L.panel;
    const out: Rect[] = [{ x: P.x, y: P.y, w: P.w, h: P.h }];
    for (const [i, row] of this.seatRows().entries()) {
      if (!row) continue;
      const n = v.cards.filter((c) => c.owner === i).length;
      const right = n
        ? Math.max(...Array.from({ length: n }, (_, k) => row.at(k)[0])) + 50 * row.scale + 8
        : row.x + 120;
      out.push({ x: row.x, y: row.y, w: right - row.x, h: row.h });
    }
    const box = (x: number, y: number, r: number) => {
      const b = this.mapZoom.toScreenBox({ x, y, w: 2 * r, h: 2 * r }); // as seen, zoomed or not
      return { x: b.x - b.w / 2, y: b.y - b.h / 2, w: b.w, h: b.h };
    };
    for (const img of this.ptrs.values()) if (img.visible) out.push(box(img.x, img.y, this.L.ptr));
    for (const l of this.lit.values()) out.push(box(...this.L.cellXY(l.cell[0], l.cell[1]), this.L.cell));
    return out;
  }

  /** `card:<id>` (the card, or its pointer), `cell:x,y`, `token:x,y`, `cloud:<name>`, `panel`. */
  override locate(id: string): Rect | null {
    const r = this.locateOnTable(id);
    return r && this.mapZoom.toScreenBox(r); // where it is seen now (zoomed or not)
  }

  private locateOnTable(id: string): Rect | null {
    const [kind, arg] = id.split(':') as [string, string | undefined];
    if (kind === 'card' && arg) {
      const c = this.cards.get(arg as CardId);
      if (c?.visible) return { x: c.x, y: c.y, w: c.cw * c.scale + 6, h: c.ch * c.scale + 6 };
      const p = this.viewOf(arg as CardId)?.pos;
      if (p) {
        const [x, y] = this.L.cellXY(p[0], p[1]);
        return { x, y, w: this.L.ptr + 6, h: this.L.ptr + 6 };
      }
      return null;
    }
    if ((kind === 'cell' || kind === 'token') && arg) {
      const [cx, cy] = arg.split(',').map(Number) as [number, number];
      const [x, y] = this.L.cellXY(cx, cy);
      return { x, y, w: this.L.cell + 6, h: this.L.cell + 6 };
    }
    if (kind === 'cloud' && arg) return cloudRect(this.L, arg);
    const P = this.L.panel;
    if (kind === 'panel') return { x: P.x + P.w / 2, y: P.y + P.h / 2, w: P.w, h: P.h };
    return null;
  }
}

/** The box round a cloud named by its key (or id). */
function cloudRect(L: Layout, name: string): Rect | null {
  const id = (Object.entries(CLOUD_KEYS).find(([, k]) => k === name)?.[0] ?? name) as CloudId;
  const cells = CLOUD_CELLS[id];
  if (!cells?.length) return null;
  const xs = cells.map((c) => c % SIZE);
  const ys = cells.map((c) => Math.floor(c / SIZE));
  const [x0, y0] = L.cellXY(Math.min(...xs), Math.min(...ys));
  const [x1, y1] = L.cellXY(Math.max(...xs), Math.max(...ys));
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2, w: x1 - x0 + L.cell + 6, h: y1 - y0 + L.cell + 6 };
}
