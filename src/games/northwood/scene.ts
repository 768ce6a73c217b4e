/**
 * The For Northwood! table scene: its lifecycle (textures, the static table, the HUD, the opening
 * deal) and where named pieces are for the tutorial. Drawing, animation and choices live in
 * draw.ts, animate.ts and choices.ts; the rules decide everything.
 */
import type { CardId, CharId } from '../../../machines/northwood/content';
import { fonts } from '../../art/palette';
import { getLang, t } from '../../i18n';
import { Card } from '../../table/card';
import { Pile } from '../../table/pile';
import { glowTexture } from '../../table/textures';
import { NorthwoodChoices } from './choices';
import { NorthwoodHud } from './panels';
import { BACK, emblemKey, fiefKey, inView, loadEssential, loadRest } from './textures';
import { fiefTip } from './tips';

export class NorthwoodScene extends NorthwoodChoices {
  constructor() {
    super('northwood');
  }

  protected override readOnlyKey(): string {
    return 'northwood.readOnly';
  }

  async create(): Promise<void> {
    const { cards, chars } = inView(this.currentView(0));
    const drawing = await this.setupTable(
      { sheets: [this.L.sheet], cloths: [this.L.cloth] },
      loadEssential(this, getLang(), cards, chars),
    );
    if (!drawing) return;
    void loadRest(this, getLang());
    this.buildStatic();
    this.nhud = new NorthwoodHud(this);
    this.redraw();
    if (this.session.eventCount === 0 && !this.moment) this.dealOpening();
    this.input.on('gameobjectover', () => undefined);
    this.input.mouse?.disableContextMenu();
    this.markReady();
  }

  /** The table that does not move: fiefs, ally slots, piles, the trump medallion, the two spots. */
  private buildStatic(): void {
    const lang = getLang();
    const L = this.L;
    for (let n = 0; n < 8; n++) {
      const at = L.fiefAt(n);
      const card = new Card(this, `fief-${n}`, fiefKey(n, 'unvisited', null, lang), BACK, L.fief.w, L.fief.h, true)
        .setPosition(at.x, at.y)
        .setDepth(10)
        .makeInteractive();
      card.on('activate', () => this.onFief(n));
      this.hoverInfo(card, () => fiefTip(this.view, n));
      this.fiefs.push(card);
    }
    const { w, h } = L.slot;
    for (let s = 0; s < 4; s++) {
      const { x, y } = L.slotAt(s);
      const g = this.add.graphics().setDepth(5);
      g.lineStyle(1.5, 0xc9a23a, 0.8).strokeRoundedRect(x - w / 2 - 4, y - h / 2 - 4, w + 8, h + 8, 8);
      g.fillStyle(0x000000, 0.16).fillRoundedRect(x - w / 2 - 4, y - h / 2 - 4, w + 8, h + 8, 8);
      this.slotFrames.push(g);
    }
    const pile = (at: { x: number; y: number }, label: string) =>
      new Pile(this, at.x, at.y, L.pile.w, L.pile.h, null, t(label), true, L.type.label / 17).setDepth(20);
    this.deck = pile(L.deck, 'northwood.piles.deck');
    this.discard = pile(L.discard, 'northwood.piles.discard');
    this.score = pile(L.score, 'northwood.piles.score');
    this.deck.on('inspect', () => this.onDeck());
    this.discard.on('inspect', () => this.nhud.inspectPile('discard'));
    this.score.on('inspect', () => this.nhud.inspectPile('score'));
    // The trump: the ruler's emblem on a gilt medallion, and the tricks won against the fief's number.
    const T = L.trump;
    const disc = this.add.graphics().setDepth(8);
    disc.fillStyle(0x2a2018, 0.55).fillCircle(T.x + 3, T.y + 4, T.r + 4);
    disc.fillStyle(0xc9a23a, 1).fillCircle(T.x, T.y, T.r + 3);
    disc.fillStyle(0xf4eedc, 1).fillCircle(T.x, T.y, T.r - 2);
    disc.lineStyle(1.5, 0x2a2018, 1).strokeCircle(T.x, T.y, T.r + 3);
    this.trumpIcon = this.add
      .image(T.x, T.y, emblemKey('claws'))
      .setDisplaySize(T.r * 1.5, T.r * 1.5)
      .setDepth(9);
    const k = L.type.label / 17; // the lettering's scale on this stage
    const label = { fontFamily: fonts.caps, fontSize: `${L.type.label}px`, color: '#F4EEDC', fontStyle: '600' };
    // a portrait table has a narrow column beside the allies for these: they wrap to it
    const wrap = T.wrap ? { width: T.wrap, useAdvancedWrap: true } : undefined;
    const under = (dy: number, style: typeof label) =>
      this.add
        .text(T.x, T.y + T.r + dy, '', { ...style, align: 'center', wordWrap: wrap })
        .setOrigin(0.5, 0)
        .setDepth(9)
        .setShadow(0, 1, '#000', 3, false, true);
    this.trumpLabel = under(T.under.label, label);
    this.tricksText = this.add
      .text(T.x, T.y + T.r + T.under.tricks, '', {
        fontFamily: fonts.display,
        fontSize: `${L.type.tricks}px`,
        color: '#F1D77A',
      })
      .setOrigin(0.5)
      .setDepth(9)
      .setShadow(0, 2, '#000', 4, false, true);
    this.tricksLabel = under(
      T.under.tricksLabel,
      L.portrait ? { ...label, fontSize: `${Math.round(L.type.label * 0.85)}px` } : label,
    );
    const spot = { fontFamily: fonts.caps, fontSize: `${L.type.spot}px`, color: '#E9DDBF', fontStyle: '600' };
    const P = L.pile;
    for (const [at, key] of [
      [L.statement, 'northwood.spot.statement'],
      [L.response, 'northwood.spot.response'],
    ] as const) {
      const g = this.add.graphics().setDepth(6);
      g.lineStyle(1.2, 0xc9a23a, 0.55).strokeRoundedRect(at.x - P.w / 2 - 3, at.y - P.h / 2 - 3, P.w + 6, P.h + 6, 8);
      const label = this.add
        .text(at.x, at.y + P.h / 2 + 12 * k, t(key), spot)
        .setOrigin(0.5, 0)
        .setDepth(6);
      label.setShadow(0, 1, '#000', 3, false, true);
      this.spotLabels.push([label, key]);
    }
    glowTexture(this);
  }

  /** The tutorial's panel keeps off the hand and the allies when it can. */
  override keepClear(): { x: number; y: number; w: number; h: number }[] {
    const { hand, slot, height } = this.L;
    const first = this.L.slotAt(0);
    const last = this.L.slotAt(3);
    return [
      {
        x: hand.x - hand.width / 2,
        y: hand.y - hand.cardH / 2 - 24,
        w: hand.width,
        h: height - hand.y + hand.cardH / 2 + 24,
      },
      {
        x: first.x - slot.w / 2 - 8,
        y: first.y - slot.h / 2 - 8,
        w: last.x - first.x + slot.w + 16,
        h: slot.h + 16,
      },
    ];
  }

  override locate(id: string): { x: number; y: number; w: number; h: number } | null {
    const L = this.L;
    const m = /^(fief|slot)-(\d)$/.exec(id);
    if (m?.[1] === 'fief') return { ...L.fiefAt(Number(m[2])), w: L.fief.w, h: L.fief.h };
    if (m?.[1] === 'slot') return { ...L.slotAt(Number(m[2])), w: L.slot.w + 8, h: L.slot.h + 8 };
    if (id === 'deck' || id === 'discard' || id === 'score') return { ...L[id], w: L.pile.w, h: L.pile.h };
    if (id === 'hand') return { x: L.hand.x, y: L.hand.y, w: L.hand.width, h: L.hand.cardH + 20 };
    if (id === 'reveal' || id === 'confirm') return this.nhud.locateButton(id);
    if (id === 'stars') return this.nhud.locateElement('.nw-stars'); // "★ 2 / 16" in the status line
    if (id.startsWith('card-')) {
      const key = id.slice(5);
      const c = this.cards.get(key as CardId) ?? this.chars.get(key as CharId);
      if (c?.visible) {
        const b = c.getBounds();
        return { x: b.centerX, y: b.centerY, w: b.width, h: b.height };
      }
    }
    return null;
  }
}
