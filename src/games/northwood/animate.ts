/**
 * For Northwood!'s animations: each emitted event of an accepted step, in order, through the queue
 * (`flourish` maps an event type to what it looks and sounds like), then the table settles on the view.
 */

import Phaser from 'phaser';
import type northwood from '../../../machines/northwood';
import { charSuit, suitOf as suitOfCard } from '../../../machines/northwood/content';
import type { NorthwoodEmitted } from '../../../machines/northwood/types';
import { play, type SoundName } from '../../audio/bank';
import { getLang, t } from '../../i18n';
import type { StepInfo } from '../../session/session';
import type { Card } from '../../table/card';
import type { AnimQueue } from '../../table/queue';
import { glowTexture } from '../../table/textures';
import { Token } from '../../table/token';
import type { Suit } from './art/cards';
import { NorthwoodDraw, pendingCards } from './draw';
import { applyEmitted, modelOf } from './model';
import { emblemKey, ensureFief } from './textures';

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

export abstract class NorthwoodAnimate extends NorthwoodDraw {
  /** A new game opens with the shuffle and the deal, played from setup's emitted events. */
  protected dealOpening(): void {
    const hand = this.model.hand;
    if (hand.length === 0) return;
    this.model = { ...this.model, hand: [], deck: this.model.deck + hand.length };
    for (const id of hand) this.dlgCard(id).setVisible(false);
    this.showPiles();
    this.animate({ emitted: this.session.setupEmitted } as StepInfo);
  }

  animate(info: StepInfo<typeof northwood>): void {
    this.clearChoices();
    this.closeZoom();
    this.hud.hideTip();
    this.nhud.clearHint();
    for (const e of info.emitted as NorthwoodEmitted[]) {
      this.q.push(e.type, async (q) => {
        this.model = applyEmitted(this.model, e);
        await this.flourish(q, e);
      });
    }
    this.q.push('settle', async (q) => {
      this.view = this.currentView(0);
      this.model = modelOf(this.view);
      this.peek = pendingCards(this.view);
      await this.layout(q, 260);
      this.refresh();
    });
  }

  /** What one emitted event looks and sounds like. */
  protected async flourish(q: AnimQueue, e: NorthwoodEmitted): Promise<void> {
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
            .setPosition(this.L.deck.x, this.L.deck.y)
            .setScale(this.L.pile.w / this.L.hand.cardW)
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
        const small = this.L.pile.w / this.L.hand.cardW;
        c.setVisible(true).setPosition(this.L.deck.x, this.L.deck.y).setScale(small).setFaceUp(false).setDepth(40);
        this.showPiles();
        await c.travelTo(q, this.L.statement.x, this.L.statement.y, { scale: small, flipTo: true, duration: 480 });
        break;
      }
      case 'responsePlayed': {
        const c = this.dlgCard(e.card).setDepth(41);
        const { response, pile, hand } = this.L;
        await c.travelTo(q, response.x, response.y, { scale: pile.w / hand.cardW, flipTo: true, duration: 400 });
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
  protected async trick(q: AnimQueue, e: Extract<NorthwoodEmitted, { type: 'trickResolved' }>): Promise<void> {
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
    const { discard, score, pile, hand } = this.L;
    const small = pile.w / hand.cardW;
    const legs: Promise<void>[] = [stat.travelTo(q, discard.x, discard.y, { scale: small, duration: 380 })];
    const to = e.won ? score : discard;
    legs.push(resp.travelTo(q, to.x, to.y, { scale: small, duration: 420, delay: 90 }));
    await Promise.all(legs);
    stat.setVisible(false);
    resp.setVisible(false);
    this.showPiles();
    if (e.won) {
      play('seal-stamp', { volume: 0.8 });
      const seal = new Token(this, score.x, score.y, emblemKey(suitOfCard(e.response)), 22).setDepth(30);
      await seal.stamp(q);
      await q.wait(250);
      await q.tween({ targets: seal, alpha: 0, duration: 300 });
      seal.destroy();
    } else {
      play('card-slide', { volume: 0.5 });
    }
    this.showTrump();
  }

  protected async visitEnd(q: AnimQueue, e: Extract<NorthwoodEmitted, { type: 'visitEnded' }>): Promise<void> {
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
      glow.setDisplaySize(this.L.fief.w * 2.2, this.L.fief.h * 1.8);
      await q.tween({ targets: glow, alpha: 0.8, duration: 260, yoyo: true });
      glow.destroy();
    }
    await q.tween({ targets: fc, lift: 0, duration: 200 });
    await q.wait(900);
  }
}
