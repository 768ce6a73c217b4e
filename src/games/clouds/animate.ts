/**
 * Cloud Marches' animations: each emitted event of an accepted step through the queue, drawn as it
 * was when it happened (`flourishes` maps an event type to what it looks and sounds like), then the
 * table settles on the view after the step.
 */
import type Phaser from 'phaser';
import type clouds from '../../../machines/clouds';
import type { CardId } from '../../../machines/clouds/content';
import type { CloudsEmitted } from '../../../machines/clouds/types';
import type { CloudsView } from '../../../machines/clouds/view';
import { play } from '../../audio/bank';
import { t } from '../../i18n';
import type { PlayStep } from '../../session/session';
import type { AnimQueue } from '../../table/queue';
import { cellKey } from './draw';
import { cardName } from './table';
import { pointerTexture } from './textures';
import { CloudsTips } from './tips';

/** The step an event belongs to: all its events, and the view right after it. */
interface Step {
  all: CloudsEmitted[];
  after: CloudsView;
}
type Flourish = (q: AnimQueue, e: CloudsEmitted, step: Step) => Promise<void> | void;

export abstract class CloudsAnimate extends CloudsTips {
  animate(info: PlayStep<typeof clouds>): void {
    this.clearChoices();
    const all = info.emitted as CloudsEmitted[];
    // Each step is drawn as it was when it happened (bots may already be further on).
    const step = { all, after: info.view('spectator') };
    for (const e of all) {
      const f = Object.hasOwn(this.flourishes, e.type) ? this.flourishes[e.type] : undefined;
      this.q.push(e.type, async (q) => await f?.(q, e, step));
    }
    this.q.push('settle', async (q) => {
      this.view = step.after;
      this.reachNow = null;
      await Promise.all([this.syncCards(q), this.syncMap(q)]);
      this.refresh();
    });
  }

  /** What each emitted event looks and sounds like (an event type not here passes unseen). */
  private readonly flourishes: Record<string, Flourish> = {
    cardDrafted: async (q, e, { after }) => {
      play('card-flick', { volume: 0.6 });
      const id = e.cardId as CardId;
      const seat = e.seat as number;
      // its pointer's portrait is drawn in the background, before it is needed on the map
      void pointerTexture(this, id, seat, false);
      this.view = after;
      // A phone held upright shows one seat's cards: a pick for a seat out of sight goes to its tab.
      const away = this.cardPlaces().get(id)?.visible === false;
      if (away) await this.draftedAway(q, id, seat);
      await this.syncCards(q);
      if (away) this.panel.tabTook(seat);
    },
    pointerPlaced: async (q, e) => {
      play('token-clack', { volume: 0.6 });
      const id = e.cardId as CardId;
      const [x, y] = this.L.cellXY(...(e.cell as [number, number]));
      const img = this.ptr(id);
      img.setTexture(this.ptrKey(id, e.seat as number, false)).setDisplaySize(this.L.ptr, this.L.ptr);
      img
        .setVisible(true)
        .setPosition(x, y - 30)
        .setAlpha(0);
      this.ptrShadows
        .get(id)
        ?.setVisible(true)
        .setPosition(x + 1.5, y + 2.5);
      await q.tween({ targets: img, y, alpha: 1, duration: 260, ease: 'Bounce.out' });
    },
    tokenPlaced: async (q, e) => {
      play('seal-stamp', { volume: 0.5 });
      const c = e.cell as [number, number];
      const [x, y] = this.L.cellXY(c[0], c[1]);
      const img = this.add
        .image(x, y, 'cm-token')
        .setDisplaySize(this.L.token * 2, this.L.token * 2)
        .setDepth(10)
        .setAlpha(0);
      this.tokenImgs.get(cellKey(c))?.destroy();
      this.tokenImgs.set(cellKey(c), img);
      await q.tween({ targets: img, displayWidth: this.L.token, displayHeight: this.L.token, alpha: 1, duration: 220 });
    },
    turnStarted: (_q, e) => this.panel.status(this.view, e.seat as number),
    roundStarted: async (q, e) => {
      if (Number.isFinite(this.q.speed))
        void this.hud.banner(
          t('clouds.terms.round', { round: e.round as number, limit: this.view.roundLimit }),
          '',
          700 / this.fast,
        );
      await q.wait(300);
    },
    cardSelected: (_q, _e, step) => this.reselect(step),
    cardDeselected: (_q, _e, step) => this.reselect(step),
    pointerMoved: (q, e, { all }) => this.walk(q, e, all),
    abilityUsed: async (q, e) => {
      play('chime', { volume: 0.6 });
      this.note(`${cardName(e.cardId as string)}: ${t(`clouds.abilities.${e.ability}`)} (−${e.cost})`);
      await this.pulse(q, e.cardId as CardId);
    },
    classAction: async (q, e) => {
      play(e.cls === 'unicorn' ? 'quill-scratch' : 'chime', { volume: 0.6 });
      this.note(classText(e));
      await this.pulse(q, e.cardId as CardId);
    },
    markSet: async (q, e) => {
      play('seal-stamp', { volume: 0.6 });
      await this.pulse(q, e.cardId as CardId);
    },
    attacked: async (q, e) => {
      play('card-slide', { volume: 0.6 });
      if (!e.captured)
        this.note(
          t('clouds.table.attackHeld', {
            attacker: cardName(e.cardId as string),
            target: cardName(e.targetId as string),
            effV: e.effV as number,
            vigor: e.targetVigor as number,
          }),
        );
      await this.pulse(q, e.targetId as CardId);
    },
    drained: (_q, e) => {
      if (!e.captured && (e.amount as number) > 0)
        this.note(
          t('clouds.table.drained', {
            target: cardName(e.targetId as string),
            from: e.from as number,
            to: e.to as number,
          }),
        );
    },
    cardCaptured: (q, e, { after }) => this.captured(q, e, after),
    forcedSkip: async (q, e) => {
      play('fail-knell', { volume: 0.4 });
      this.note(t('clouds.table.forcedSkip', { card: cardName(e.cardId as string) }), 'reason');
      await this.pulse(q, e.cardId as CardId);
    },
    skipped: (_q, e) =>
      this.note(
        t('clouds.table.skipped', { card: cardName(e.cardId as string), from: e.from as number, to: e.to as number }),
      ),
    playerOut: (_q, e) => this.note(t('clouds.table.out', { name: this.seatName(e.seat as number) }), 'reason'),
    conceded: (_q, e) => this.note(t('clouds.table.conceded', { name: this.seatName(e.seat as number) }), 'reason'),
    gameOver: (_q, _e, { after }) => {
      play('fanfare', { volume: 0.7 });
      this.view = after;
      this.panel.ended(this.view);
    },
  };

  /** The queue's speed, capped so that notices stay readable. */
  private get fast(): number {
    return Math.min(this.q.speed, 4);
  }

  /** A passing notice (none when animations are off). */
  private note(text: string, kind: 'info' | 'good' | 'reason' = 'info'): void {
    if (Number.isFinite(this.q.speed)) this.hud.notice(text, kind, 2400 / this.fast);
  }

  /** A card was selected or put back: its pointer's halo follows at once. */
  private async reselect({ after }: Step): Promise<void> {
    this.view = after;
    await this.syncMap(null);
  }

  /** The pointer walks its path cell by cell, taking the mood seals it passes. */
  private async walk(q: AnimQueue, e: CloudsEmitted, all: CloudsEmitted[]): Promise<void> {
    const id = e.cardId as CardId;
    const img = this.ptr(id);
    const sh = this.ptrShadows.get(id) as Phaser.GameObjects.Image;
    img.setDepth(28);
    const path = e.path as [number, number][];
    const per = e.reason === 'move' ? 110 : 160;
    for (const [i, c] of path.entries()) {
      const [x, y] = this.L.cellXY(c[0], c[1]);
      await q.all([
        { targets: img, x, y, duration: per, ease: 'Sine.inOut' },
        { targets: sh, x: x + 1.5, y: y + 2.5, duration: per, ease: 'Sine.inOut' },
      ]);
      const taken = all.find((m) => m.type === 'moodTaken' && m.cardId === id && m.step === i + 1);
      const tok = this.tokenImgs.get(cellKey(c));
      if (taken && tok) {
        play('token-clack', { volume: 0.6 });
        this.tokenImgs.delete(cellKey(c));
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
  private async captured(q: AnimQueue, e: CloudsEmitted, after: CloudsView): Promise<void> {
    const id = e.cardId as CardId;
    play('seal-stamp', { volume: 0.8 });
    play('bell', { volume: 0.5 });
    const img = this.ptr(id);
    const to = e.to as number;
    const k = this.ptrKey(id, to, false);
    const base = img.scale;
    const size = img.displayWidth;
    await q.tween({ targets: img, scale: base * 1.7, duration: 180, ease: 'Quad.out' });
    img.setTexture(k).setDisplaySize(size * 1.7, size * 1.7);
    await q.tween({
      targets: img,
      displayWidth: size,
      displayHeight: size,
      duration: 220,
      ease: 'Quad.in',
    });
    if (Number.isFinite(this.q.speed))
      void this.hud.banner(
        t('clouds.table.captureTitle'),
        t('clouds.table.captured', { card: cardName(id), by: cardName(e.by as string), name: this.seatName(to) }),
        2200 / this.fast,
      );
    // The card flies to its new owner's area now (the settle step lays the rows out again).
    this.view = after;
    const p = this.cardPlaces().get(id);
    const c = this.cards.get(id);
    if (p && c) {
      c.setDepth(70);
      await c.travelTo(q, p.x, p.y, { scale: p.scale, duration: 620 });
      c.setDepth(20);
    }
  }

  /**
   * A card drafted for a seat whose cards are out of sight: it rises from the pool and flies, shrinking,
   * to that seat's tab, and a note says who took what (else it would only fade from the pool).
   */
  private async draftedAway(q: AnimQueue, id: CardId, seat: number): Promise<void> {
    this.note(t('clouds.table.drafted', { name: this.seatName(seat), card: cardName(id) }));
    const c = this.cards.get(id);
    const to = this.panel.tabCentre(seat);
    if (!c?.visible || !to) return;
    c.setDepth(70);
    await q.tween({ targets: c, lift: 0.9, duration: 200, ease: 'Quad.out' });
    await q.wait(220);
    await q.tween({ targets: c, x: to.x, y: to.y, scale: c.scale * 0.3, alpha: 0.3, duration: 480, ease: 'Cubic.in' });
    c.lift = 0;
    c.setVisible(false).setAlpha(1).setDepth(20);
  }

  /** A card and its pointer give a little start (it acts, or is acted on). */
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
}

function classText(e: CloudsEmitted): string {
  const who = cardName(e.cardId as string);
  if (e.cls === 'pegasus')
    return t('clouds.table.pegasusDone', { card: who, delta: (e.delta as number) > 0 ? '+1' : '−1' });
  if (e.cls === 'unicorn') return t('clouds.table.unicornDone', { card: who, target: cardName(e.targetId as string) });
  return t('clouds.table.earthDone', { card: who });
}
