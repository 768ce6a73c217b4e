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
import {
  CLOTH,
  DECK_X,
  DISCARD_X,
  FIEF,
  fiefX,
  HAND,
  PILE,
  RESPONSE,
  SCORE_X,
  SHEET,
  SLOT,
  STATEMENT,
  slotX,
  TRUMP,
} from './layout';
import { NorthwoodHud } from './panels';
import { BACK, emblemKey, fiefKey, loadEssential, loadRest } from './textures';
import { fiefTip } from './tips';

export class NorthwoodScene extends NorthwoodChoices {
  constructor() {
    super('northwood');
  }

  protected override readOnlyKey(): string {
    return 'northwood.readOnly';
  }

  async create(): Promise<void> {
    const v0 = this.currentView(0);
    const chars = [...v0.fiefs.map((f) => f.ruler), ...v0.slots.flatMap((s) => [s.ally, s.sub])].filter(
      (c): c is CharId => c !== null,
    );
    const cards = [...v0.hand, ...v0.discard, ...v0.score, ...v0.deckView.filter((c): c is CardId => c !== null)];
    await this.setupTable({ sheets: [SHEET], cloths: [CLOTH] }, loadEssential(this, getLang(), cards, chars));
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
    for (let n = 0; n < 8; n++) {
      const card = new Card(this, `fief-${n}`, fiefKey(n, 'unvisited', null, lang), BACK, FIEF.w, FIEF.h, true)
        .setPosition(fiefX(n), FIEF.y)
        .setDepth(10)
        .makeInteractive();
      card.on('activate', () => this.onFief(n));
      this.hoverInfo(card, () => fiefTip(this.view, n));
      this.fiefs.push(card);
    }
    for (let s = 0; s < 4; s++) {
      const g = this.add.graphics().setDepth(5);
      g.lineStyle(1.5, 0xc9a23a, 0.8).strokeRoundedRect(
        slotX(s) - SLOT.w / 2 - 4,
        SLOT.y - SLOT.h / 2 - 4,
        SLOT.w + 8,
        SLOT.h + 8,
        8,
      );
      g.fillStyle(0x000000, 0.16).fillRoundedRect(
        slotX(s) - SLOT.w / 2 - 4,
        SLOT.y - SLOT.h / 2 - 4,
        SLOT.w + 8,
        SLOT.h + 8,
        8,
      );
      this.slotFrames.push(g);
    }
    this.deck = new Pile(this, DECK_X, PILE.y, PILE.w, PILE.h, null, t('northwood.piles.deck'), true).setDepth(20);
    this.discard = new Pile(this, DISCARD_X, PILE.y, PILE.w, PILE.h, null, t('northwood.piles.discard'), true).setDepth(
      20,
    );
    this.score = new Pile(this, SCORE_X, PILE.y, PILE.w, PILE.h, null, t('northwood.piles.score'), true).setDepth(20);
    this.deck.on('inspect', () => this.onDeck());
    this.discard.on('inspect', () => this.nhud.inspectPile('discard'));
    this.score.on('inspect', () => this.nhud.inspectPile('score'));
    // The trump: the ruler's emblem on a gilt medallion, and the tricks won against the fief's number.
    const disc = this.add.graphics().setDepth(8);
    disc.fillStyle(0x2a2018, 0.55).fillCircle(TRUMP.x + 3, TRUMP.y + 4, TRUMP.r + 4);
    disc.fillStyle(0xc9a23a, 1).fillCircle(TRUMP.x, TRUMP.y, TRUMP.r + 3);
    disc.fillStyle(0xf4eedc, 1).fillCircle(TRUMP.x, TRUMP.y, TRUMP.r - 2);
    disc.lineStyle(1.5, 0x2a2018, 1).strokeCircle(TRUMP.x, TRUMP.y, TRUMP.r + 3);
    this.trumpIcon = this.add
      .image(TRUMP.x, TRUMP.y, emblemKey('claws'))
      .setDisplaySize(TRUMP.r * 1.5, TRUMP.r * 1.5)
      .setDepth(9);
    const label = { fontFamily: fonts.caps, fontSize: '17px', color: '#F4EEDC', fontStyle: '600' };
    this.trumpLabel = this.add
      .text(TRUMP.x, TRUMP.y + TRUMP.r + 8, '', label)
      .setOrigin(0.5, 0)
      .setDepth(9);
    this.trumpLabel.setShadow(0, 1, '#000', 3, false, true);
    this.tricksText = this.add
      .text(TRUMP.x, TRUMP.y + TRUMP.r + 56, '', { fontFamily: fonts.display, fontSize: '30px', color: '#F1D77A' })
      .setOrigin(0.5)
      .setDepth(9)
      .setShadow(0, 2, '#000', 4, false, true);
    this.tricksLabel = this.add
      .text(TRUMP.x, TRUMP.y + TRUMP.r + 76, '', label)
      .setOrigin(0.5, 0)
      .setDepth(9);
    this.tricksLabel.setShadow(0, 1, '#000', 3, false, true);
    const spot = { fontFamily: fonts.caps, fontSize: '16px', color: '#E9DDBF', fontStyle: '600' };
    for (const [x, key] of [
      [STATEMENT.x, 'northwood.spot.statement'],
      [RESPONSE.x, 'northwood.spot.response'],
    ] as const) {
      const g = this.add.graphics().setDepth(6);
      g.lineStyle(1.2, 0xc9a23a, 0.55).strokeRoundedRect(
        x - PILE.w / 2 - 3,
        STATEMENT.y - PILE.h / 2 - 3,
        PILE.w + 6,
        PILE.h + 6,
        8,
      );
      const label = this.add
        .text(x, STATEMENT.y + PILE.h / 2 + 12, t(key), spot)
        .setOrigin(0.5, 0)
        .setDepth(6);
      label.setShadow(0, 1, '#000', 3, false, true);
      this.spotLabels.push([label, key]);
    }
    glowTexture(this);
  }

  /** The tutorial's panel keeps off the hand and the allies when it can. */
  override keepClear(): { x: number; y: number; w: number; h: number }[] {
    return [
      {
        x: HAND.x - HAND.width / 2,
        y: HAND.y - HAND.cardH / 2 - 24,
        w: HAND.width,
        h: 720 - HAND.y + HAND.cardH / 2 + 24,
      },
      {
        x: slotX(0) - SLOT.w / 2 - 8,
        y: SLOT.y - SLOT.h / 2 - 8,
        w: slotX(3) - slotX(0) + SLOT.w + 16,
        h: SLOT.h + 16,
      },
    ];
  }

  override locate(id: string): { x: number; y: number; w: number; h: number } | null {
    const m = /^(fief|slot)-(\d)$/.exec(id);
    if (m?.[1] === 'fief') return { x: fiefX(Number(m[2])), y: FIEF.y, w: FIEF.w, h: FIEF.h };
    if (m?.[1] === 'slot') return { x: slotX(Number(m[2])), y: SLOT.y, w: SLOT.w + 8, h: SLOT.h + 8 };
    if (id === 'deck') return { x: DECK_X, y: PILE.y, w: PILE.w, h: PILE.h };
    if (id === 'discard') return { x: DISCARD_X, y: PILE.y, w: PILE.w, h: PILE.h };
    if (id === 'score') return { x: SCORE_X, y: PILE.y, w: PILE.w, h: PILE.h };
    if (id === 'hand') return { x: HAND.x, y: HAND.y, w: HAND.width, h: HAND.cardH + 20 };
    if (id === 'reveal' || id === 'confirm') return this.nhud.locateButton(id);
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
