/**
 * The For Northwood! table: the kingdom row of fiefs with their rulers, four ally slots, the
 * statement and the response, the deck, discard and tricks, and the hand. It draws the view,
 * animates each step from the machine's emitted events, and sends the player's moves; the rules
 * decide everything (what is choosable, playable, why not).
 */
import Phaser from 'phaser';
import {
  abilityOf as abilityOfChar,
  type CardId,
  type CharId,
  charSuit,
  FIEFS,
  suitOf as suitOfCard,
} from '../../../machines/northwood/content';
import type { NorthwoodEmitted, NorthwoodEvent } from '../../../machines/northwood/types';
import type { NorthwoodView } from '../../../machines/northwood/view';
import { fonts } from '../../art/palette';
import { play, type SoundName } from '../../audio/bank';
import { getLang, onLangChange, t } from '../../i18n';
import type { StepInfo } from '../../session/session';
import { Card } from '../../table/card';
import type { Focusable } from '../../table/focus';
import { HandFan } from '../../table/hand';
import { Pile } from '../../table/pile';
import type { AnimQueue } from '../../table/queue';
import { TableScene } from '../../table/table-scene';
import { glowTexture, pictureTexture } from '../../table/textures';
import { Token } from '../../table/token';
import { askAbility, askFollowUp } from './abilities-ui';
import type { Suit } from './art/cards';
import {
  CLOTH,
  DECK_X,
  DISCARD_X,
  FIEF,
  fiefX,
  HAND,
  PILE,
  RESPONSE,
  REVEAL_ROW,
  RULER,
  SCORE_X,
  SHEET,
  SLOT,
  STATEMENT,
  slotX,
  TRUMP,
} from './layout';
import { applyEmitted, type Model, modelOf } from './model';
import { NorthwoodHud } from './panels';
import {
  BACK,
  cardKey,
  characterPicture,
  charKey,
  emblemKey,
  ensureCard,
  ensureChar,
  ensureFief,
  fiefKey,
  KNOWN,
  loadEssential,
  loadRest,
} from './textures';

const SOUND: Partial<Record<NorthwoodEmitted['type'], SoundName>> = {
  deckShuffled: 'shuffle',
  fiefChosen: 'quill-scratch',
  substituteSet: 'card-slide',
  abilityUsed: 'chime',
  statementRevealed: 'card-flick',
  responsePlayed: 'card-slide',
  rulersSwapped: 'card-slide',
  trumpChanged: 'chime',
};

export class NorthwoodScene extends TableScene {
  view!: NorthwoodView;
  model!: Model;
  private fiefs: Card[] = [];
  private chars = new Map<CharId, Card>();
  private cards = new Map<CardId, Card>();
  private deck!: Pile;
  private discard!: Pile;
  private score!: Pile;
  private trumpIcon!: Phaser.GameObjects.Image;
  private trumpLabel!: Phaser.GameObjects.Text;
  private tricksText!: Phaser.GameObjects.Text;
  private tricksLabel!: Phaser.GameObjects.Text;
  private slotFrames: Phaser.GameObjects.Graphics[] = [];
  private peek: CardId[] = [];
  /** The suit of the seal on each friendly fief (its ruler may since have left as a substitute). */
  private seals: (Suit | null)[] = new Array(8).fill(null);
  private fan = new HandFan({ x: HAND.x, y: HAND.y, width: HAND.width, cardWidth: HAND.cardW });
  private zoom: Phaser.GameObjects.Container | null = null;
  private zoomTimer: Phaser.Time.TimerEvent | null = null;
  /** Cards the player is choosing (ability selections), in click order. */
  selecting: { ids: CardId[]; allowed: Set<CardId>; max: number; onChange: () => void } | null = null;
  nhud!: NorthwoodHud;
  busyAsking = false;

  constructor() {
    super('northwood');
  }

  async create(): Promise<void> {
    await this.setupTable({ sheets: [SHEET], cloths: [CLOTH] });
    const v0 = this.currentView();
    const chars = [...v0.fiefs.map((f) => f.ruler), ...v0.slots.flatMap((s) => [s.ally, s.sub])].filter(
      (c): c is CharId => c !== null,
    );
    const cards = [...v0.hand, ...v0.discard, ...v0.score, ...v0.deckView.filter((c): c is CardId => c !== null)];
    await loadEssential(this, getLang(), cards, chars);
    void loadRest(this, getLang());
    this.buildStatic();
    this.nhud = new NorthwoodHud(this);
    this.redraw();
    if (this.session.eventCount === 0 && !this.moment) this.dealOpening();
    const off = onLangChange(() => void this.relabel());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, off);
    this.input.on('gameobjectover', () => undefined);
    this.input.mouse?.disableContextMenu();
    this.markReady();
  }

  // ---- building ------------------------------------------------------------------------------

  private buildStatic(): void {
    const lang = getLang();
    for (let n = 0; n < 8; n++) {
      const card = new Card(this, `fief-${n}`, fiefKey(n, 'unvisited', null, lang), BACK, FIEF.w, FIEF.h, true)
        .setPosition(fiefX(n), FIEF.y)
        .setDepth(10)
        .makeInteractive();
      card.on('activate', () => this.onFief(n));
      this.hoverInfo(card, () => this.fiefTip(n));
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
  private spotLabels: [Phaser.GameObjects.Text, string][] = [];

  private dlgCard(id: CardId): Card {
    let c = this.cards.get(id);
    if (!c) {
      c = new Card(
        this,
        id,
        this.textures.exists(cardKey(id)) ? cardKey(id) : BACK,
        BACK,
        HAND.cardW,
        HAND.cardH,
        false,
      )
        .setPosition(DECK_X, PILE.y)
        .setVisible(false);
      this.whenReady(c, cardKey(id), () => ensureCard(this, id));
      c.makeInteractive();
      c.on('activate', () => this.onCard(id));
      this.hoverInfo(c, () => this.cardTip(id));
      this.cards.set(id, c);
    }
    return c;
  }

  private charCard(id: CharId): Card {
    let c = this.chars.get(id);
    if (!c) {
      c = new Card(
        this,
        id,
        this.textures.exists(charKey(id, getLang())) ? charKey(id, getLang()) : BACK,
        BACK,
        SLOT.w,
        SLOT.h,
        true,
      ).setDepth(12);
      this.whenReady(c, charKey(id, getLang()), () => ensureChar(this, id, getLang()));
      c.makeInteractive();
      c.on('activate', () => this.onCharacter(id));
      this.hoverInfo(c, () => this.charTip(id));
      this.chars.set(id, c);
    }
    return c;
  }

  /** Shows the card's face once its picture is ready (until then it shows its back). */
  private whenReady(c: Card, key: string, make: () => Promise<string>): void {
    if (this.textures.exists(key)) return;
    void make().then(() => c.setFaceTexture(key));
  }

  /** Hover shows a tip (a dimmed piece says why); lingering or a right-click opens the card large. */
  private hoverInfo(card: Card, tip: () => string | null): void {
    card.on('hover', (on: boolean) => {
      this.zoomTimer?.remove(false);
      if (!on) {
        this.hud.hideTip();
        this.closeZoom();
        return;
      }
      const text = card.dimReason ?? tip();
      const b = card.getBounds();
      if (text) this.hud.showTip(text, b.centerX, b.top - 4, card.dimReason ? 'reason' : 'info');
      this.zoomTimer = this.time.delayedCall(900, () => {
        if (card.isHovered && card.visible && !this.q.busy) this.openZoom(card);
      });
    });
    card.on('activate', () => {
      this.zoomTimer?.remove(false);
      this.hud.hideTip();
    });
    card.on('pointerdown', (p: Phaser.Input.Pointer) => {
      if (p.rightButtonDown()) this.openZoom(card);
    });
  }

  /** The card large beside the table, to read it (also the tutorial's "open the card"). */
  openZoom(card: Card): void {
    this.closeZoom();
    const key = card.faceUp ? card.faceKey : card.backKey;
    const w = 240;
    const h = 336;
    const x = card.x < 640 ? Math.min(1280 - w / 2 - 16, card.x + 200) : Math.max(w / 2 + 16, card.x - 200);
    const y = Phaser.Math.Clamp(card.y, h / 2 + 12, 720 - h / 2 - 12);
    const shadow = this.add
      .image(8, 12, glowTexture(this))
      .setTint(0x000000)
      .setAlpha(0.5)
      .setDisplaySize(w * 1.3, h * 1.2);
    const img = this.add.image(0, 0, key).setDisplaySize(w, h);
    this.zoom = this.add.container(x, y, [shadow, img]).setDepth(60_000).setAlpha(0);
    this.tweens.add({ targets: this.zoom, alpha: 1, duration: 140 });
    this.gesture('openCard', this.idOf(card));
  }

  closeZoom(): void {
    this.zoom?.destroy();
    this.zoom = null;
  }

  /** The table id of a card (tutorial highlights): fief-n, slot-n, card-<id>. */
  private idOf(card: Card): string {
    const fief = this.fiefs.indexOf(card);
    if (fief >= 0) return `fief-${fief}`;
    const slot = this.model.subs.indexOf(card.cardId as CharId);
    const ally = this.model.allies.indexOf(card.cardId as CharId);
    if (slot >= 0) return `slot-${slot}`;
    if (ally >= 0) return `slot-${ally}`;
    return `card-${card.cardId}`;
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

  // ---- drawing from the view -----------------------------------------------------------------

  private currentView(): NorthwoodView {
    return this.session.module.view(this.shown, 0) as NorthwoodView;
  }

  redraw(): void {
    if (!this.deck) return;
    this.view = this.currentView();
    this.model = modelOf(this.view);
    this.peek = pendingCards(this.view);
    this.closeZoom();
    void this.layout(null);
    this.refresh();
  }

  /** Re-letters the cards and labels after a language change. */
  private async relabel(): Promise<void> {
    const lang = getLang();
    await Promise.all([...this.chars.keys()].map((id) => ensureChar(this, id, lang)));
    for (let n = 0; n < 8; n++) await ensureFief(this, n, 'unvisited', null, lang);
    for (const [id, c] of this.chars) c.setFaceTexture(charKey(id, lang));
    void loadRest(this, lang);
    this.deck.setLabel(t('northwood.piles.deck'));
    this.discard.setLabel(t('northwood.piles.discard'));
    this.score.setLabel(t('northwood.piles.score'));
    for (const [label, key] of this.spotLabels) label.setText(t(key));
    await this.layout(null);
    this.refresh();
  }

  /** Puts every piece where the model says, animated through `q` or at once. */
  private async layout(q: AnimQueue | null, duration = 380): Promise<void> {
    const m = this.model;
    const lang = getLang();
    const moves: Promise<void>[] = [];
    const go = (c: Card, x: number, y: number, opts: { rotation?: number; scale?: number; faceUp?: boolean } = {}) => {
      const rotation = opts.rotation ?? 0;
      const scale = opts.scale ?? 1;
      const faceUp = opts.faceUp ?? c.faceUp;
      const wasHidden = !c.visible;
      c.setVisible(true);
      if (!q || wasHidden) {
        if (wasHidden && q) {
          // appears from where it was stored (a pile) and travels
          moves.push(c.travelTo(q, x, y, { rotation, scale, flipTo: faceUp, duration }));
          return;
        }
        c.setPosition(x, y).setRotation(rotation).setScale(scale).setFaceUp(faceUp);
        return;
      }
      const far =
        Math.hypot(c.x - x, c.y - y) > 2 || Math.abs(c.rotation - rotation) > 0.01 || Math.abs(c.scale - scale) > 0.01;
      if (far || faceUp !== c.faceUp) moves.push(c.travelTo(q, x, y, { rotation, scale, flipTo: faceUp, duration }));
    };
    const stow = (c: Card, x: number, y: number) => {
      if (!c.visible) {
        c.setPosition(x, y);
        return;
      }
      if (!q) {
        c.setVisible(false).setPosition(x, y);
        return;
      }
      moves.push(
        c.travelTo(q, x, y, { rotation: 0, scale: PILE.w / HAND.cardW, duration }).then(() => {
          c.setVisible(false);
        }),
      );
    };

    // fiefs
    for (let n = 0; n < 8; n++) {
      const status = m.fiefStatus[n] ?? 'unvisited';
      if (status === 'friendly') this.seals[n] ??= friendlySuit(this.view, n);
      const fiefCard = this.fiefs[n] as Card;
      const key = await ensureFief(this, n, status, status === 'friendly' ? (this.seals[n] ?? null) : null, lang);
      if (fiefCard.faceKey !== key) fiefCard.setFaceTexture(key);
      fiefCard.setDepth(m.visiting === n ? 15 : 10);
      fiefCard.lift = 0;
      if (m.visiting === n) fiefCard.setHighlight('selected');
      else if (fiefCard.highlight === 'selected') fiefCard.setHighlight(null);
    }

    // characters: rulers under their fiefs, allies in slots, substitutes over them
    const placed = new Set<CharId>();
    m.rulers.forEach((r, n) => {
      if (!r || m.subs.includes(r)) return;
      placed.add(r);
      const c = this.charCard(r).setDepth(9);
      go(c, fiefX(n), FIEF.y + RULER.dy, { scale: RULER.w / SLOT.w });
    });
    m.allies.forEach((a, s) => {
      if (!a) return;
      placed.add(a);
      const sub = m.subs[s];
      const c = this.charCard(a).setDepth(11);
      const rotation = !sub && m.exhausted[s] ? Math.PI / 2 : 0;
      if (sub) go(c, slotX(s) - 9, SLOT.y - 12, { scale: 0.94 });
      else go(c, slotX(s), SLOT.y, { rotation });
    });
    m.subs.forEach((sub, s) => {
      if (!sub) return;
      placed.add(sub);
      const c = this.charCard(sub).setDepth(13);
      go(c, slotX(s) + 4, SLOT.y + 6, { rotation: m.exhausted[s] ? Math.PI / 2 : 0 });
    });
    for (const [id, c] of this.chars) {
      if (placed.has(id) || !c.visible) continue;
      if (q)
        moves.push(
          q.tween({ targets: c, alpha: 0, duration: 300 }).then(() => {
            c.setVisible(false).setAlpha(1);
          }),
        );
      else c.setVisible(false);
    }

    // dialogue cards
    const small = PILE.w / HAND.cardW;
    const peekSet = new Set(this.peek);
    m.hand.forEach((id, i) => {
      const p = this.fan.place(i, m.hand.length);
      const c = this.dlgCard(id).setDepth(100 + i);
      go(c, p.x, p.y, { rotation: p.rotation, faceUp: true });
    });
    if (m.statement)
      go(this.dlgCard(m.statement).setDepth(40), STATEMENT.x, STATEMENT.y, { scale: small, faceUp: true });
    if (m.response) go(this.dlgCard(m.response).setDepth(41), RESPONSE.x, RESPONSE.y, { scale: small, faceUp: true });
    this.peek.forEach((id, i) => {
      go(this.dlgCard(id).setDepth(45 + i), REVEAL_ROW.x - (this.peek.length - 1 - i) * 100 - 100, REVEAL_ROW.y, {
        scale: small,
        faceUp: true,
      });
    });
    const inView = new Set<CardId>([
      ...m.hand,
      ...(m.statement ? [m.statement] : []),
      ...(m.response ? [m.response] : []),
      ...peekSet,
    ]);
    for (const id of m.discard) if (!inView.has(id)) stow(this.dlgCard(id), DISCARD_X, PILE.y);
    for (const id of m.score) if (!inView.has(id)) stow(this.dlgCard(id), SCORE_X, PILE.y);
    for (const [id, c] of this.cards) {
      if (inView.has(id) || m.discard.includes(id) || m.score.includes(id)) continue;
      stow(c, DECK_X, PILE.y);
    }
    await Promise.all(moves);
    this.showPiles();
    this.showTrump();
  }

  private showPiles(): void {
    const m = this.model;
    const discardTop = m.discard[m.discard.length - 1];
    const scoreTop = m.score[m.score.length - 1];
    this.deck.show(m.deck, BACK);
    this.discard.show(m.discard.length, discardTop ? cardKey(discardTop) : null);
    this.score.show(m.score.length, scoreTop ? cardKey(scoreTop) : null);
    const known = this.view.deckView[0];
    this.deck.setData('known', known ?? null);
    if (this.deckMarker) this.deckMarker.destroy();
    this.deckMarker = known
      ? this.add
          .image(DECK_X + PILE.w / 2 - 14, PILE.y - PILE.h / 2 + 14, KNOWN)
          .setDisplaySize(28, 28)
          .setDepth(25)
      : null;
  }
  private deckMarker: Phaser.GameObjects.Image | null = null;

  private showTrump(): void {
    const v = this.view;
    const trump = v.visit ? v.trump : v.phase === 'chooseFief' ? null : v.trump;
    const on = trump !== null && trump !== undefined;
    this.trumpIcon.setVisible(on && trump !== 'none');
    if (on && trump !== 'none') this.trumpIcon.setTexture(emblemKey(trump));
    this.trumpLabel.setText(
      on ? `${t('northwood.trumpLabel')}: ${t(`northwood.suits.${trump}`)}` : t('northwood.trumpLabel'),
    );
    if (v.visit) {
      this.tricksText.setText(`${this.model.score.length} / ${v.visit.need}`);
      this.tricksText.setColor(
        this.model.score.length > v.visit.need
          ? '#FF9C86'
          : this.model.score.length === v.visit.need
            ? '#B9F2A4'
            : '#F1D77A',
      );
      this.tricksLabel.setText(t('northwood.tricksLabel'));
    } else {
      this.tricksText.setText('');
      this.tricksLabel.setText('');
    }
  }

  /** A new game opens with the shuffle and the deal, played from setup's emitted events. */
  private dealOpening(): void {
    const hand = this.model.hand;
    if (hand.length === 0) return;
    this.model = { ...this.model, hand: [], deck: this.model.deck + hand.length };
    for (const id of hand) this.dlgCard(id).setVisible(false);
    this.showPiles();
    this.animate({ emitted: this.session.setupEmitted } as StepInfo);
  }

  // ---- animation of a step -------------------------------------------------------------------

  animate(info: StepInfo): void {
    this.clearChoices();
    this.closeZoom();
    this.zoomTimer?.remove(false);
    this.hud.hideTip();
    this.nhud.clearHint();
    for (const e of info.emitted as NorthwoodEmitted[]) {
      this.q.push(e.type, async (q) => {
        this.model = applyEmitted(this.model, e);
        await this.flourish(q, e);
      });
    }
    this.q.push('settle', async (q) => {
      this.view = this.currentView();
      this.model = modelOf(this.view);
      this.peek = pendingCards(this.view);
      await this.layout(q, 260);
      this.refresh();
    });
  }

  /** What one emitted event looks and sounds like. */
  private async flourish(q: AnimQueue, e: NorthwoodEmitted): Promise<void> {
    const sound = SOUND[e.type];
    if (sound) play(sound, { volume: 0.7 });
    switch (e.type) {
      case 'deckShuffled':
        await q.tween({ targets: this.deck, angle: { from: -4, to: 4 }, duration: 90, yoyo: true, repeat: 2 });
        this.deck.angle = 0;
        this.showPiles();
        break;
      case 'handDealt': {
        const n = this.model.hand.length;
        const moves = this.model.hand.map((id, i) => {
          const c = this.dlgCard(id);
          if (c.visible) return Promise.resolve();
          c.setVisible(true)
            .setPosition(DECK_X, PILE.y)
            .setScale(PILE.w / HAND.cardW)
            .setFaceUp(false)
            .setDepth(100 + i);
          const p = this.fan.place(i, n);
          return q.wait(70 * i).then(() => {
            play('card-flick', { volume: 0.5, rate: 0.9 + (i % 4) * 0.05 });
            return c.travelTo(q, p.x, p.y, { rotation: p.rotation, scale: 1, flipTo: true, duration: 420 });
          });
        });
        await Promise.all(moves);
        this.showPiles();
        break;
      }
      case 'fiefChosen': {
        const fc = this.fiefs[e.fief] as Card;
        fc.setDepth(15);
        await q.tween({ targets: fc, lift: 0.8, duration: 200, yoyo: true });
        this.showTrump();
        void this.hud.banner(
          t(`northwood.fiefs.fief-${e.fief}`),
          t('northwood.banner.visit', { need: e.fief, trump: t(`northwood.suits.${e.trump}`) }),
          1300 / this.q.speed,
        );
        await q.wait(500);
        break;
      }
      case 'substituteSet':
      case 'rulersSwapped':
      case 'fiefUnchosen':
        await this.layout(q, 360);
        break;
      case 'abilityUsed': {
        const who = this.charCard(e.character);
        await q.tween({ targets: who, lift: 1, duration: 160 });
        this.hud.notice(
          `${t(`northwood.characters.${e.character}.name`)}: ${t(`northwood.abilities.${e.mimicked ?? e.ability}.name`)}${e.noop ? ` — ${t('northwood.noopDone')}` : ''}`,
          'info',
          2400 / Math.min(this.q.speed, 4),
        );
        await this.layout(q, 300);
        who.lift = 0;
        break;
      }
      case 'deckRevealed':
        this.peek = [...new Set([...this.peek, ...e.cards])];
        await this.layout(q, 380);
        break;
      case 'cardsMoved':
        this.peek = this.peek.filter((c) => !e.cards.includes(c));
        await this.layout(q, 360);
        play(e.to === 'score' ? 'seal-stamp' : 'card-slide', { volume: 0.5 });
        break;
      case 'deckReordered':
        await this.layout(q, 300);
        break;
      case 'trumpChanged':
        this.showTrump();
        await q.tween({ targets: this.trumpIcon, scale: this.trumpIcon.scale * 1.25, duration: 160, yoyo: true });
        break;
      case 'freeResponseGranted':
        this.hud.notice(t('northwood.freeResponse'), 'info');
        break;
      case 'statementRevealed': {
        this.peek = this.peek.filter((c) => c !== e.card);
        const c = this.dlgCard(e.card);
        c.setVisible(true)
          .setPosition(DECK_X, PILE.y)
          .setScale(PILE.w / HAND.cardW)
          .setFaceUp(false)
          .setDepth(40);
        this.showPiles();
        await c.travelTo(q, STATEMENT.x, STATEMENT.y, { scale: PILE.w / HAND.cardW, flipTo: true, duration: 480 });
        break;
      }
      case 'responsePlayed': {
        const c = this.dlgCard(e.card).setDepth(41);
        await c.travelTo(q, RESPONSE.x, RESPONSE.y, { scale: PILE.w / HAND.cardW, flipTo: true, duration: 400 });
        await this.fan.layout(
          this.model.hand.map((id) => this.dlgCard(id)),
          q,
          240,
        );
        break;
      }
      case 'trickResolved':
        await this.trick(q, e);
        break;
      case 'visitEnded':
        await this.visitEnd(q, e);
        break;
      case 'rulerRemoved':
      case 'substituteRemoved':
      case 'slotsReadied':
        await this.layout(q, 320);
        break;
      case 'cardsCollected':
        play('card-slide', { volume: 0.6 });
        await this.layout(q, 460);
        break;
      case 'gameOver':
        play(e.won ? 'fanfare' : 'fail-knell', { volume: 0.8 });
        await this.layout(q, 300);
        this.nhud.endScreen(e);
        break;
      default:
        break;
    }
  }

  /** The trick is judged in the open: the winner glows, then the cards go to their piles. */
  private async trick(q: AnimQueue, e: Extract<NorthwoodEmitted, { type: 'trickResolved' }>): Promise<void> {
    const resp = this.dlgCard(e.response);
    const stat = this.dlgCard(e.statement);
    resp.setHighlight(e.won ? 'legal' : null);
    stat.setHighlight(e.won ? null : 'hint');
    this.hud.notice(
      e.won ? t('northwood.trickWon') : t('northwood.trickLost'),
      e.won ? 'good' : 'info',
      1400 / Math.min(this.q.speed, 4),
    );
    await q.wait(650);
    resp.setHighlight(null);
    stat.setHighlight(null);
    const small = PILE.w / HAND.cardW;
    const legs: Promise<void>[] = [stat.travelTo(q, DISCARD_X, PILE.y, { scale: small, duration: 380 })];
    legs.push(resp.travelTo(q, e.won ? SCORE_X : DISCARD_X, PILE.y, { scale: small, duration: 420, delay: 90 }));
    await Promise.all(legs);
    stat.setVisible(false);
    resp.setVisible(false);
    this.showPiles();
    if (e.won) {
      play('seal-stamp', { volume: 0.8 });
      const seal = new Token(this, SCORE_X, PILE.y, emblemKey(suitOfCard(e.response)), 22).setDepth(30);
      await seal.stamp(q);
      await q.wait(250);
      await q.tween({ targets: seal, alpha: 0, duration: 300 });
      seal.destroy();
    } else {
      play('card-slide', { volume: 0.5 });
    }
    this.showTrump();
  }

  private async visitEnd(q: AnimQueue, e: Extract<NorthwoodEmitted, { type: 'visitEnded' }>): Promise<void> {
    const fc = this.fiefs[e.fief] as Card;
    const name = t(`northwood.fiefs.fief-${e.fief}`);
    play(e.friendly ? 'bell' : 'fail-knell', { volume: 0.7 });
    void this.hud.banner(
      e.friendly ? t('northwood.banner.friendly', { fief: name }) : t('northwood.banner.failed', { fief: name }),
      e.friendly
        ? t('northwood.result.visitFriendly', { fief: name, tricks: e.tricks, need: e.need })
        : t('northwood.result.visitFailed', { fief: name, tricks: e.tricks, need: e.need }),
      2200 / this.q.speed,
    );
    const suit = e.ruler ? (charSuit(e.ruler) as Suit) : null;
    if (e.friendly) this.seals[e.fief] = suit;
    const key = await ensureFief(this, e.fief, e.friendly ? 'friendly' : 'failed', e.friendly ? suit : null, getLang());
    await q.tween({ targets: fc, lift: 1, duration: 200 });
    await q.tween({ targets: fc.held, scaleX: 0.02, duration: 200, ease: 'Sine.in' });
    fc.setFaceTexture(key);
    await q.tween({ targets: fc.held, scaleX: 1, duration: 220, ease: 'Sine.out' });
    if (e.friendly) {
      play('seal-stamp', { volume: 0.9 });
      const glow = this.add
        .image(fc.x, fc.y, glowTexture(this))
        .setTint(0xf1d77a)
        .setBlendMode(Phaser.BlendModes.ADD)
        .setAlpha(0)
        .setDepth(16);
      glow.setDisplaySize(FIEF.w * 2.2, FIEF.h * 1.8);
      await q.tween({ targets: glow, alpha: 0.8, duration: 260, yoyo: true });
      glow.destroy();
    }
    await q.tween({ targets: fc, lift: 0, duration: 200 });
    await q.wait(900);
  }

  // ---- what may be chosen now ----------------------------------------------------------------

  private clearChoices(): void {
    for (const c of [...this.cards.values(), ...this.chars.values(), ...this.fiefs]) {
      c.setHighlight(null).setDimmed(null).disableDrag();
    }
    const visiting = this.model?.visiting;
    if (visiting !== null && visiting !== undefined) this.fiefs[visiting]?.setHighlight('selected');
    this.focus.clear();
    this.nhud.actions([]);
  }

  /** Lights what the player may do now (only when the table is still and shows the present). */
  refresh(): void {
    this.clearChoices();
    this.nhud.status(this.view);
    if (this.moment || this.session.over) {
      this.nhud.actions([]);
      return;
    }
    const v = this.view;
    const focus: Focusable[] = [];
    const add = (card: Card, id: string, activate: () => void) => {
      const b = card.getBounds();
      focus.push({ id, x: b.centerX, y: b.centerY, w: b.width, h: b.height, activate });
    };
    if (this.selecting) {
      for (const id of this.model.hand) {
        const c = this.dlgCard(id);
        if (!this.selecting.allowed.has(id)) c.setDimmed(t('northwood.notThisCard'));
        else c.setHighlight(this.selecting.ids.includes(id) ? 'selected' : 'legal');
        add(c, `card-${id}`, () => this.onCard(id));
      }
      this.focus.set(focus);
      return;
    }
    switch (v.phase) {
      case 'chooseFief':
        v.fiefs.forEach((f, n) => {
          const c = this.fiefs[n] as Card;
          if (f.choosable) {
            c.setHighlight('legal');
            add(c, `fief-${n}`, () => this.onFief(n));
          } else if (f.status === 'unvisited') {
            const why = this.session.check({ type: 'CHOOSE_FIEF', fief: n });
            if (why) c.setDimmed(this.reasonText(why.code, why.params, why.message));
          }
        });
        break;
      case 'chooseSubstitutes': {
        const subs = new Set(v.slots.map((s) => s.sub).filter(Boolean));
        for (const r of v.availableRulers) {
          const c = this.charCard(r);
          if (subs.has(r)) continue;
          c.setHighlight('legal');
          c.enableDrag(
            [0, 1, 2, 3].map((s) => ({
              id: `slot-${s}`,
              rect: new Phaser.Geom.Rectangle(
                slotX(s) - SLOT.w / 2 - 10,
                SLOT.y - SLOT.h / 2 - 10,
                SLOT.w + 20,
                SLOT.h + 20,
              ),
            })),
          );
          c.off('drop').on('drop', (target: string) =>
            this.send({ type: 'SET_SUBSTITUTE', slot: Number(target.slice(5)), ruler: r }),
          );
          add(c, `card-${r}`, () => this.onCharacter(r));
        }
        v.slots.forEach((s, i) => {
          if (s.sub) add(this.charCard(s.sub), `slot-${i}`, () => this.onCharacter(s.sub as CharId));
        });
        break;
      }
      case 'abilityWindow':
        v.slots.forEach((s, i) => {
          if (!s.active) return;
          const c = this.charCard(s.active);
          if (s.usable) {
            c.setHighlight('legal');
            add(c, `slot-${i}`, () => this.onCharacter(s.active as CharId));
          } else {
            const why = this.session.check({ type: 'USE_ABILITY', slot: i });
            if (why && why.code !== 'badArgs' && why.code !== 'malformed')
              c.setDimmed(this.reasonText(why.code, why.params, why.message));
          }
        });
        break;
      case 'response':
        for (const id of v.hand) {
          const c = this.dlgCard(id);
          if (v.playable.includes(id)) {
            c.setHighlight('legal');
            c.enableDrag([
              {
                id: 'response',
                rect: new Phaser.Geom.Rectangle(RESPONSE.x - 80, RESPONSE.y - 90, 160, 180),
              },
            ]);
            c.off('drop').on('drop', () => this.send({ type: 'PLAY_CARD', card: id }));
          } else {
            const why = this.session.check({ type: 'PLAY_CARD', card: id });
            c.setDimmed(why ? this.reasonText(why.code, why.params, why.message) : null);
          }
          add(c, `card-${id}`, () => this.onCard(id));
        }
        break;
      case 'abilityChoice':
        void this.followUp();
        break;
      default:
        break;
    }
    this.focus.set(focus);
    this.nhud.actionsFor(v);
  }

  // ---- the player's input --------------------------------------------------------------------

  /** Sends a move; a refused move shows its reason (the session reports it) and changes nothing. */
  send(event: NorthwoodEvent): boolean {
    if (this.moment) {
      this.hud.notice(t('northwood.readOnly'), 'info');
      return false;
    }
    if (this.q.busy) this.q.fastForward();
    const res = this.session.send(event as never);
    if (!res.ok) this.refresh();
    return res.ok;
  }

  private onFief(n: number): void {
    if (this.q.busy || this.busyAsking) return;
    const v = this.view;
    if (v.phase === 'chooseFief') {
      this.send({ type: 'CHOOSE_FIEF', fief: n });
      return;
    }
    this.openZoom(this.fiefs[n] as Card);
  }

  private onCharacter(id: CharId): void {
    if (this.q.busy || this.busyAsking) return;
    const v = this.view;
    if (v.phase === 'chooseSubstitutes') {
      const at = v.slots.findIndex((s) => s.sub === id);
      if (at >= 0) {
        this.send({ type: 'SET_SUBSTITUTE', slot: at, ruler: null });
        return;
      }
      if (v.availableRulers.includes(id)) {
        void this.nhud.chooseSlotFor(id).then((slot) => {
          if (slot !== null) this.send({ type: 'SET_SUBSTITUTE', slot, ruler: id });
        });
        return;
      }
    }
    if (v.phase === 'abilityWindow') {
      const slot = v.slots.findIndex((s) => s.active === id);
      const s = v.slots[slot];
      if (s?.usable) {
        void this.useAbility(slot);
        return;
      }
    }
    const c = this.chars.get(id);
    if (c) this.openZoom(c);
  }

  private onCard(id: CardId): void {
    if (this.q.busy || this.busyAsking) {
      if (this.selecting) this.toggleSelect(id);
      return;
    }
    if (this.selecting) {
      this.toggleSelect(id);
      return;
    }
    if (this.view.phase === 'response') {
      this.send({ type: 'PLAY_CARD', card: id });
      return;
    }
    const c = this.cards.get(id);
    if (c) this.openZoom(c);
  }

  private onDeck(): void {
    if (!this.q.busy && (this.view.phase === 'abilityWindow' || this.view.phase === 'awaitReveal')) {
      this.send({ type: 'REVEAL' });
      return;
    }
    this.nhud.inspectPile('deck');
  }

  private toggleSelect(id: CardId): void {
    const s = this.selecting;
    if (!s || !s.allowed.has(id)) return;
    const i = s.ids.indexOf(id);
    if (i >= 0) s.ids.splice(i, 1);
    else if (s.ids.length < s.max) s.ids.push(id);
    else {
      s.ids.shift();
      s.ids.push(id);
    }
    s.onChange();
    this.refresh();
  }

  /** Lets the player pick hand cards (in order); resolves with them, or null when cancelled. */
  pickCards(opts: {
    allowed: CardId[];
    min: number;
    max: number;
    title: string;
    text: string;
    valid?: (ids: CardId[]) => boolean;
  }): Promise<CardId[] | null> {
    return new Promise((resolve) => {
      const sel = { ids: [] as CardId[], allowed: new Set(opts.allowed), max: opts.max, onChange: () => bar.update() };
      this.selecting = sel;
      const bar = this.nhud.selectionBar(
        opts.title,
        opts.text,
        () => {
          const ok = sel.ids.length >= opts.min && sel.ids.length <= opts.max && (opts.valid?.(sel.ids) ?? true);
          return ok;
        },
        (confirmed) => {
          this.selecting = null;
          this.refresh();
          resolve(confirmed ? sel.ids.slice() : null);
        },
      );
      this.refresh();
    });
  }

  private async useAbility(slot: number): Promise<void> {
    this.busyAsking = true;
    try {
      const ev = await askAbility(this, slot);
      if (ev) this.send(ev);
    } finally {
      this.busyAsking = false;
      if (!this.q.busy) this.refresh();
    }
  }

  private async followUp(): Promise<void> {
    if (this.busyAsking || !this.view.pending) return;
    this.busyAsking = true;
    try {
      const ev = await askFollowUp(this, this.view.pending);
      if (ev) this.send(ev);
    } finally {
      this.busyAsking = false;
    }
  }

  // ---- tips ----------------------------------------------------------------------------------

  private fiefTip(n: number): string {
    const f = this.view.fiefs[n];
    if (!f) return '';
    const name = t(`northwood.fiefs.fief-${n}`);
    const stars = t('northwood.stars', { count: FIEFS[n]?.stars ?? 0 });
    if (f.status === 'failed') return `${name} — ${t('northwood.fiefStatus.failed')} (${stars})`;
    const trump = f.rulerSuit ? t(`northwood.suits.${f.rulerSuit}`) : t('northwood.suits.none');
    return t('northwood.tip.fief', {
      fief: name,
      need: n,
      stars,
      trump,
      status: t(`northwood.fiefStatus.${f.status}`),
    });
  }

  private charTip(id: CharId): string {
    const ability = this.session.module.id ? t(`northwood.abilities.${abilityOfChar(id)}.name`) : '';
    const text = t(`northwood.abilities.${abilityOfChar(id)}.text`, { handSize: this.view.handSize });
    return `${t(`northwood.characters.${id}.name`)} — ${ability}: ${text}`;
  }

  private cardTip(id: CardId): string | null {
    return this.view.phase === 'response' ? null : cardName(id);
  }

  reasonText(code: string, params: Record<string, string | number> = {}, fallback = ''): string {
    const key = `northwood.reasons.${code}`;
    const text = t(key, params);
    if (text !== key) return text;
    const app = t(`app.reasons.${code}`, params);
    return app !== `app.reasons.${code}` ? app : fallback;
  }

  /** Pictures of one character at high resolution for prompts (DOM). */
  async characterImage(id: CharId): Promise<string> {
    const key = `${charKey(id, getLang())}-hi`;
    await pictureTexture(this, key, () => characterPicture(id, getLang()), 1.5);
    return key;
  }
}

/** "Claws 5" / "Когти 5". */
export function cardName(id: CardId): string {
  const [suit, value] = id.split('-');
  return t('northwood.card', { suit: t(`northwood.suits.${suit}`), value: value ?? '' });
}

/** The deck cards an ability has turned up and is waiting on. */
function pendingCards(v: NorthwoodView): CardId[] {
  const p = v.pending;
  if (!p) return [];
  if ('cards' in p && (p.kind === 'acknowledge' || p.kind === 'foresee' || p.kind === 'insight'))
    return p.cards.slice();
  if ('card' in p && (p.kind === 'glimpse' || p.kind === 'peekSwap')) return [p.card];
  return [];
}

/** The suit of the ruler who befriended fief n (the seal's colour), when it is still there. */
function friendlySuit(v: NorthwoodView, n: number): Suit | null {
  const r = v.fiefs[n]?.ruler;
  return r ? (charSuit(r) as Suit) : null;
}
