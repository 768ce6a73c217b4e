/**
 * The For Northwood! table drawn from the view: the kingdom row of fiefs with their rulers, four ally
 * slots, the statement and the response, the deck, discard and tricks, and the hand; hover tips and
 * the card zoom. `layout` puts every piece where the model says, at once or through the queue.
 */

import type Phaser from 'phaser';
import type northwood from '../../../machines/northwood';
import { abilityOf, type CardId, type CharId, charSuit } from '../../../machines/northwood/content';
import type { NorthwoodView } from '../../../machines/northwood/view';
import { getLang, t } from '../../i18n';
import { Card } from '../../table/card';
import type { CloseUpContent } from '../../table/closeup';
import { HandFan } from '../../table/hand';
import type { Pile } from '../../table/pile';
import type { AnimQueue } from '../../table/queue';
import { type TableData, TableScene } from '../../table/table-scene';
import { pictureTexture } from '../../table/textures';
import type { Suit } from './art/cards';
import { type Layout, layoutFor } from './layout';
import { type Model, modelOf } from './model';
import type { NorthwoodHud } from './panels';
import {
  BACK,
  cardKey,
  characterPicture,
  charKey,
  dialoguePicture,
  emblemKey,
  ensureCard,
  ensureChar,
  ensureFief,
  fiefPicture,
  KNOWN,
  loadRest,
} from './textures';
import { cardName, cardTip, charTip, fiefTip } from './tips';

type Northwood = typeof northwood;

/** The deck cards an ability has turned up and is waiting on. */
export function pendingCards(v: NorthwoodView): CardId[] {
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

export abstract class NorthwoodDraw extends TableScene<Northwood> {
  protected deckMarker: Phaser.GameObjects.Image | null = null;
  view!: NorthwoodView;

  model!: Model;

  protected fiefs: Card[] = [];

  protected chars = new Map<CharId, Card>();

  protected cards = new Map<CardId, Card>();

  protected deck!: Pile;

  protected discard!: Pile;

  protected score!: Pile;

  protected trumpIcon!: Phaser.GameObjects.Image;

  protected trumpLabel!: Phaser.GameObjects.Text;

  protected tricksText!: Phaser.GameObjects.Text;

  protected tricksLabel!: Phaser.GameObjects.Text;

  protected slotFrames: Phaser.GameObjects.Graphics[] = [];

  protected peek: CardId[] = [];

  /** The suit of the seal on each friendly fief (its ruler may since have left as a substitute). */
  protected seals: (Suit | null)[] = new Array(8).fill(null);

  /** Where everything lies on this stage (landscape or a phone upright). */
  L!: Layout;

  protected fan!: HandFan;

  /** Cards the player is choosing (ability selections), in click order. */
  selecting: { ids: CardId[]; allowed: Set<CardId>; max: number; onChange: () => void } | null = null;

  nhud!: NorthwoodHud;

  busyAsking = false;

  protected spotLabels: [Phaser.GameObjects.Text, string][] = [];

  override init(data: TableData<Northwood>): void {
    super.init(data);
    this.L = layoutFor(this.scale.width, this.scale.height);
    const h = this.L.hand;
    this.fan = new HandFan({ ...h, cardWidth: h.cardW, cardHeight: h.cardH });
  }

  protected dlgCard(id: CardId): Card {
    let c = this.cards.get(id);
    if (!c) {
      const { cardW, cardH } = this.L.hand;
      c = this.pickableCard(id, cardKey(id), () => ensureCard(this, id), [cardW, cardH], false, {
        activate: () => this.onCard(id),
        tip: () => cardTip(this.view, id),
      })
        .setPosition(this.L.deck.x, this.L.deck.y)
        .setVisible(false);
      this.cards.set(id, c);
    }
    return c;
  }

  protected charCard(id: CharId): Card {
    let c = this.chars.get(id);
    if (!c) {
      const key = charKey(id, getLang());
      c = this.pickableCard(id, key, () => ensureChar(this, id, getLang()), [this.L.slot.w, this.L.slot.h], true, {
        activate: () => this.onCharacter(id),
        tip: () => charTip(this.view, id),
      }).setDepth(12);
      this.chars.set(id, c);
    }
    return c;
  }

  /**
   * A card a player may pick: its back until its picture `key` is made, then its face; `activate` on a
   * click, tap or key; `tip` on hover.
   */
  private pickableCard(
    id: string,
    key: string,
    make: () => Promise<string>,
    [w, h]: [number, number],
    faceUp: boolean,
    on: { activate: () => void; tip: () => string | null },
  ): Card {
    const c = new Card(this, id, this.textures.exists(key) ? key : BACK, BACK, w, h, faceUp);
    this.whenReady(c, key, make);
    c.makeInteractive();
    c.on('activate', on.activate);
    this.hoverInfo(c, on.tip);
    return c;
  }

  /** Shows the card's face once its picture is ready (until then it shows its back). */
  protected whenReady(c: Card, key: string, make: () => Promise<string>): void {
    if (this.textures.exists(key)) return;
    void make().then(() => this.live && c.setFaceTexture(key));
  }

  /**
   * Hover shows a tip (a dimmed piece says why); resting on the card, a right-click or a long press
   * opens its close-up, large enough to read.
   */
  protected hoverInfo(card: Card, tip: () => string | null): void {
    card.on('hover', (on: boolean) => {
      if (!on) {
        this.hud.hideTip();
        return;
      }
      const text = card.dimReason ?? tip();
      const b = card.getBounds();
      if (text) this.hud.showTip(text, b.centerX, b.top - 4, card.dimReason ? 'reason' : 'info', b.bottom + 4);
    });
    card.on('activate', () => this.hud.hideTip());
    this.closeUpOn(
      card,
      () => (card.visible ? this.closeUpOf(card) : null),
      (how) => how === 'press' && this.gesture('openCard', this.idOf(card)),
    );
  }

  /** What the close-up of a card shows: its picture drawn large, its name and what it does. */
  protected closeUpOf(card: Card): CloseUpContent | null {
    const lang = getLang();
    const v = this.view;
    const fief = this.fiefs.indexOf(card);
    if (fief >= 0) {
      const status = this.model.fiefStatus[fief] ?? 'unvisited';
      const ruler = status === 'friendly' ? (this.seals[fief] ?? null) : null;
      return {
        picture: () => fiefPicture(fief, status, ruler, lang),
        width: 250,
        title: t(`northwood.fiefs.fief-${fief}`),
        text: fiefTip(v, fief),
        reason: card.dimReason,
      };
    }
    if (!card.faceUp) return null;
    const id = card.cardId;
    if (this.chars.get(id as CharId) === card) {
      const ability = abilityOf(id as CharId);
      return {
        picture: () => characterPicture(id as CharId, lang),
        width: 240,
        title: t(`northwood.characters.${id}.name`),
        text: `${t(`northwood.abilities.${ability}.name`)}: ${t(`northwood.abilities.${ability}.text`, { handSize: v.handSize })}`,
        reason: card.dimReason,
      };
    }
    return {
      picture: () => dialoguePicture(id),
      width: 200,
      title: cardName(id as CardId),
      text: null,
      reason: card.dimReason,
    };
  }

  /** The card's close-up beside it, to read it (a click on a card that is not to be played; the tutorial). */
  openZoom(card: Card): void {
    const c = this.closeUpOf(card);
    if (!c) return;
    const b = card.getBounds();
    this.hud.showCloseUp(c, b.centerX, b.centerY, { w: b.width, h: b.height });
    this.gesture('openCard', this.idOf(card));
  }

  closeZoom(): void {
    this.hud.hideCloseUp();
  }

  /** The table id of a card (tutorial highlights): fief-n, slot-n, card-<id>. */
  protected idOf(card: Card): string {
    const fief = this.fiefs.indexOf(card);
    if (fief >= 0) return `fief-${fief}`;
    const slot = this.model.subs.indexOf(card.cardId as CharId);
    const ally = this.model.allies.indexOf(card.cardId as CharId);
    if (slot >= 0) return `slot-${slot}`;
    if (ally >= 0) return `slot-${ally}`;
    return `card-${card.cardId}`;
  }

  redraw(): void {
    if (!this.deck) return;
    this.view = this.currentView(0);
    this.model = modelOf(this.view);
    this.peek = pendingCards(this.view);
    this.closeZoom();
    void this.layout(null);
    this.refresh();
  }

  /** Re-letters the cards and labels after a language change. */
  protected async relabel(): Promise<void> {
    const lang = getLang();
    await Promise.all([...this.chars.keys()].map((id) => ensureChar(this, id, lang)));
    for (let n = 0; n < 8; n++) await ensureFief(this, n, 'unvisited', null, lang);
    if (!this.live) return; // the table went while the pictures were drawn
    for (const [id, c] of this.chars) c.setFaceTexture(charKey(id, lang));
    void loadRest(this, lang);
    this.deck.setLabel(t('northwood.piles.deck'));
    this.discard.setLabel(t('northwood.piles.discard'));
    this.score.setLabel(t('northwood.piles.score'));
    for (const [label, key] of this.spotLabels) label.setText(t(key));
    this.nhud.relabel();
    await this.layout(null);
    if (this.live) this.refresh();
  }

  /** Puts every piece where the model says, animated through `q` or at once. */
  protected async layout(q: AnimQueue | null, duration = 380): Promise<void> {
    const m = this.model;
    const L = this.L;
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
        c.travelTo(q, x, y, { rotation: 0, scale: L.pile.w / L.hand.cardW, duration }).then(() => {
          c.setVisible(false);
        }),
      );
    };

    // fiefs: their pictures first (a visited fief's is drawn on demand), then every piece at once
    const overtaken = this.beginDrawing();
    const keys = await Promise.all(
      this.fiefs.map((_, n) => {
        const status = m.fiefStatus[n] ?? 'unvisited';
        if (status === 'friendly') this.seals[n] ??= friendlySuit(this.view, n);
        return ensureFief(this, n, status, status === 'friendly' ? (this.seals[n] ?? null) : null, lang);
      }),
    );
    if (overtaken()) return;
    for (let n = 0; n < 8; n++) {
      const fiefCard = this.fiefs[n] as Card;
      const key = keys[n] as string;
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
      const f = L.fiefAt(n);
      go(c, f.x + (L.ruler.dx ?? 0), f.y + L.ruler.dy, { scale: L.ruler.w / L.slot.w });
    });
    m.allies.forEach((a, s) => {
      if (!a) return;
      placed.add(a);
      const sub = m.subs[s];
      const c = this.charCard(a).setDepth(11);
      const rotation = !sub && m.exhausted[s] ? Math.PI / 2 : 0;
      const at = L.slotAt(s);
      if (sub) go(c, at.x - 9, at.y - 12, { scale: 0.94 });
      else go(c, at.x, at.y, { rotation });
    });
    m.subs.forEach((sub, s) => {
      if (!sub) return;
      placed.add(sub);
      const c = this.charCard(sub).setDepth(13);
      const at = L.slotAt(s);
      go(c, at.x + 4, at.y + 6, { rotation: m.exhausted[s] ? Math.PI / 2 : 0 });
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
    const small = L.pile.w / L.hand.cardW;
    const peekSet = new Set(this.peek);
    m.hand.forEach((id, i) => {
      const p = this.fan.place(i, m.hand.length);
      const c = this.dlgCard(id).setDepth(100 + i);
      go(c, p.x, p.y, { rotation: p.rotation, faceUp: true });
    });
    if (m.statement)
      go(this.dlgCard(m.statement).setDepth(40), L.statement.x, L.statement.y, { scale: small, faceUp: true });
    if (m.response)
      go(this.dlgCard(m.response).setDepth(41), L.response.x, L.response.y, { scale: small, faceUp: true });
    this.peek.forEach((id, i) => {
      const p = L.peekAt(i, this.peek.length);
      go(this.dlgCard(id).setDepth(45 + i), p.x, p.y, { scale: small, faceUp: true });
    });
    const inView = new Set<CardId>([
      ...m.hand,
      ...(m.statement ? [m.statement] : []),
      ...(m.response ? [m.response] : []),
      ...peekSet,
    ]);
    for (const id of m.discard) if (!inView.has(id)) stow(this.dlgCard(id), L.discard.x, L.discard.y);
    for (const id of m.score) if (!inView.has(id)) stow(this.dlgCard(id), L.score.x, L.score.y);
    for (const [id, c] of this.cards) {
      if (inView.has(id) || m.discard.includes(id) || m.score.includes(id)) continue;
      stow(c, L.deck.x, L.deck.y);
    }
    await Promise.all(moves);
    this.showPiles();
    this.showTrump();
  }

  protected showPiles(): void {
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
          .image(this.L.deck.x + this.L.pile.w / 2 - 14, this.L.deck.y - this.L.pile.h / 2 + 14, KNOWN)
          .setDisplaySize(28, 28)
          .setDepth(25)
      : null;
  }

  protected showTrump(): void {
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

  protected clearChoices(): void {
    for (const c of [...this.cards.values(), ...this.chars.values(), ...this.fiefs]) {
      c.setHighlight(null).setDimmed(null).disableDrag();
    }
    const visiting = this.model?.visiting;
    if (visiting !== null && visiting !== undefined) this.fiefs[visiting]?.setHighlight('selected');
    this.focus.clear();
    this.nhud.actions([]);
  }

  /** Pictures of one character at high resolution for prompts (DOM). */
  async characterImage(id: CharId): Promise<string> {
    const key = `${charKey(id, getLang())}-hi`;
    await pictureTexture(this, key, () => characterPicture(id, getLang()), 1.5);
    return key;
  }

  // ---- what the pieces answer (choices.ts) ---------------------------------------------------

  protected abstract onFief(n: number): void;
  protected abstract onCharacter(id: CharId): void;
  protected abstract onCard(id: CardId): void;
  protected abstract onDeck(): void;
}
