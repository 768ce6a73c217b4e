/**
 * Four Temperaments' animations: each emitted event of an accepted step through the queue
 * (`flourish` maps an event type to its animation): the row dealt, tokens placed and flipped, each
 * card's check walked disc by disc, winners to the board, markers stamped, leftovers home.
 */
import type temperaments from '../../../machines/temperaments';
import { CARD_BY_ID, type H } from '../../../machines/temperaments/content';
import type { At, Emitted } from '../../../machines/temperaments/types';
import { play } from '../../audio/bank';
import { getLang, t } from '../../i18n';
import type { PlayStep } from '../../session/session';
import type { AnimQueue } from '../../table/queue';
import { Token } from '../../table/token';
import { GOAL_H, GOAL_W } from './art';
import { GOLD, pt } from './draw';
import { backKey, cardAnchors, cardKey, ensureCard, faceKey, goalSlots } from './textures';
import { TemperamentsTips } from './tips';

/** A step's supplies while it plays: as drawn (null: backs), and as the step leaves them (null: hidden). */
type Supplies = {
  shown: ({ tokenId: string; h: H }[] | null)[];
  after: ({ tokenId: string; h: H }[] | null)[];
};

export abstract class TemperamentsAnimate extends TemperamentsTips {
  animate(info: PlayStep<typeof temperaments>): void {
    // The supplies as drawn until the step settles: the tokens shown now, less each placed one (by
    // its id: not the last drawn), and each drawn token whose humour these eyes may see.
    const counts = this.view.players.map((p) => p.supplyCount);
    const supplies: Supplies = {
      shown: this.view.players.map((p) => (p.supply ? [...p.supply] : null)),
      after: this.currentView(this.viewer).players.map((p) => p.supply),
    };
    // Hot-seat: a person's move hands the device on; nothing private stays on screen.
    if (this.humans.length >= 2 && info.by === 'human') this.unlocked = null;
    this.clearChoices();
    this.closeZoom();
    this.hud.hideTip();
    this.selected = null;
    const emitted = this.session.redact(info.emitted, this.viewer) as Emitted[];
    for (const e of emitted) {
      this.q.push(e.type, async (q) => {
        await this.flourish(q, e, counts, supplies);
      });
    }
    this.q.push('settle', async (q) => {
      this.view = this.currentView(this.viewer);
      await this.sync(q);
      this.refresh();
    });
  }

  protected async flourish(q: AnimQueue, e: Emitted, counts: number[], supplies: Supplies): Promise<void> {
    switch (e.type) {
      case 'roundStarted':
        play('bell', { volume: 0.5 });
        await this.thud.banner(
          t('temperaments.table.round', { n: e.round }),
          t('temperaments.table.starts', { name: this.name(e.start) }),
          q,
        );
        break;
      case 'scenesRevealed':
        await this.dealRow(q, e.cards);
        break;
      case 'tokenDrawn':
        counts[e.seat] = e.supplyCount;
        if (e.tokenId && e.h) supplies.shown[e.seat]?.push({ tokenId: e.tokenId, h: e.h });
        if (e.reason !== 'setup') {
          this.syncSupplies(counts, supplies.shown);
          play('token-clack', { volume: 0.25, rate: 1.3 });
        }
        break;
      case 'tokenPlaced':
        counts[e.seat] = Math.max(0, (counts[e.seat] ?? 1) - 1);
        await this.placeToken(q, e, counts, supplies);
        break;
      case 'passed':
        play('quill-scratch', { volume: 0.5 });
        this.hud.notice(
          t(e.auto ? 'temperaments.table.autoPassed' : 'temperaments.table.passed', { name: this.name(e.seat) }),
          'info',
          1800 / Math.min(q.speed, 4),
        );
        await q.wait(450);
        break;
      case 'roundEnded':
        this.thud.resolving(e.round);
        this.thud.actions(null);
        play('bell', { volume: 0.6 });
        await this.thud.banner(t('temperaments.table.roundEnds'), t(`temperaments.roundEnd.${e.reason}`), q);
        break;
      case 'tokenRevealed':
        await this.reveal(q, e.at, e.seat, e.h);
        break;
      case 'cardResolved':
        await this.resolveCard(q, e);
        break;
      case 'tokenToBoard':
        await this.toBoard(q, e);
        break;
      case 'markerPlaced':
        await this.stampMarker(q, e.goal, e.seat);
        break;
      case 'partyResolved': {
        const c = this.cardObject(e.party);
        const key = cardKey(e.party, getLang(), true);
        await ensureCard(this, e.party, getLang(), true);
        if (c) await c.flip(q, true, 260).catch(() => undefined);
        c?.setFaceTexture(key);
        play('seal-stamp', { volume: 0.7 });
        break;
      }
      case 'tokensReturned':
        await this.returnTokens(q, e.tokens);
        break;
      case 'rowDiscarded':
        await this.discardRow(q);
        break;
      case 'gameOver':
        play('fanfare', { volume: 0.8 });
        this.thud.endScreen(e);
        break;
      default:
        break;
    }
  }

  protected async dealRow(q: AnimQueue, cards: string[]): Promise<void> {
    const lang = getLang();
    await Promise.all(cards.map((id) => ensureCard(this, id, lang)));
    const moves: Promise<void>[] = [];
    cards.forEach((id, i) => {
      this.rowCards[i]?.destroy();
      const c = this.makeSceneCard(id, i);
      this.rowCards[i] = c;
      const at = this.L.sceneAt(i);
      c.setPosition(this.L.deck.x, this.L.deck.y).setRotation(0.2);
      moves.push(
        q.wait(110 * i).then(() => {
          play('card-flick', { volume: 0.5, rate: 0.9 + i * 0.05 });
          return c.travelTo(q, at.x, at.y, { rotation: 0, duration: 420 });
        }),
      );
    });
    await Promise.all(moves);
  }

  protected async placeToken(
    q: AnimQueue,
    e: Extract<Emitted, { type: 'tokenPlaced' }>,
    counts: number[],
    supplies: Supplies,
  ): Promise<void> {
    // The placed token leaves the supply from where it lay; a seat whose humours are hidden, its last back.
    const list = supplies.shown[e.seat];
    const kept = new Set((supplies.after[e.seat] ?? []).map((s) => s.tokenId));
    const i = list ? list.findIndex((s) => (e.tokenId ? s.tokenId === e.tokenId : !kept.has(s.tokenId))) : -1;
    if (list && i >= 0) list.splice(i, 1);
    const from = this.supplyPoint(e.seat, i >= 0 ? i : Math.max(0, counts[e.seat] ?? 0));
    this.syncSupplies(counts, supplies.shown);
    const to = this.slotPoint(e.at.id, e.at.slot);
    const key = `${e.at.id}:${e.at.slot}`;
    this.slotTokens.get(key)?.destroy();
    const tex = e.h ? faceKey(e.h, e.seat) : backKey(e.seat);
    const tok = new Token(this, from.x, from.y, tex, this.L.slotR).setDepth(45);
    this.slotTokens.set(key, tok);
    await tok.travelTo(q, to.x, to.y, 420);
    await tok.stamp(q, () => play('seal-stamp', { volume: 0.6 }));
    tok.setDepth(24);
  }

  protected async reveal(q: AnimQueue, at: At, seat: number, h: H): Promise<void> {
    const tok = this.slotTokens.get(`${at.id}:${at.slot}`);
    if (!tok) return;
    await q.tween({ targets: tok, scaleX: 0.05, duration: 90, ease: 'Sine.in' });
    tok.setTextureKey(faceKey(h, seat));
    play('card-flick', { volume: 0.3, rate: 1.4 });
    await q.tween({ targets: tok, scaleX: 1, duration: 90, ease: 'Sine.out' });
  }

  /** Walks the card's check order disc by disc, the checked humour lit, until a humour wins. */
  protected async resolveCard(q: AnimQueue, e: Extract<Emitted, { type: 'cardResolved' }>): Promise<void> {
    const card = this.cardObject(e.card);
    const def = CARD_BY_ID.get(e.card);
    if (!card || !def) return;
    const all = [...e.winners, ...e.escapers, ...e.losers];
    if (all.length === 0) return;
    const art = cardAnchors(e.card);
    const k = this.L.card; // the order discs are in card pixels
    const left = card.x - card.cw / 2;
    const top = card.y - card.ch / 2;
    card.setDepth(15);
    const win = e.winners[0]?.h ?? null;
    const tokOf = (slot: number) => this.slotTokens.get(`${e.card}:${slot}`);
    for (const d of art.order ?? []) {
      this.orderG.clear();
      this.orderG.lineStyle(3, GOLD, 1).strokeCircle(left + d.x * k, top + d.y * k, d.r * k + 3);
      this.orderG.fillStyle(GOLD, 0.35).fillCircle(left + d.x * k, top + d.y * k, d.r * k + 3);
      const these = all.filter((x) => x.h === d.h);
      for (const x of these)
        this.orderG.lineStyle(2.5, GOLD, 1).strokeCircle(...pt(this.slotPoint(e.card, x.slot)), this.L.slotR + 3);
      if (these.length) play('chime', { volume: 0.25, rate: 0.8 + 'CSMP'.indexOf(d.h) * 0.1 });
      // The humour being checked and its rule, over the card, while its disc is lit.
      if (q.ms(200) > 0) this.hud.showTip(this.tokenTip(d.h), card.x, top - 4, 'info');
      await q.wait(these.length ? 420 : 200);
      if (d.h === win) break;
    }
    this.orderG.clear();
    this.hud.hideTip();
    for (const x of e.losers) {
      const tok = tokOf(x.slot);
      if (tok) await q.tween({ targets: tok, alpha: 0.45, duration: 120 });
    }
    for (const x of e.escapers) {
      this.orderG.lineStyle(2.5, 0xa9c8ff, 1).strokeCircle(...pt(this.slotPoint(e.card, x.slot)), this.L.slotR + 3);
    }
    for (const x of e.winners) {
      const tok = tokOf(x.slot);
      if (tok) await q.tween({ targets: tok, scale: 1.3, duration: 130, yoyo: true });
      this.orderG.lineStyle(3, GOLD, 1).strokeCircle(...pt(this.slotPoint(e.card, x.slot)), this.L.slotR + 3);
    }
    this.hud.notice(this.thud.outcomeText(e), e.winners.length ? 'good' : 'info', 2200 / Math.min(q.speed, 4));
    await q.wait(650);
    this.orderG.clear();
    card.setDepth(10);
  }

  protected async toBoard(q: AnimQueue, e: Extract<Emitted, { type: 'tokenToBoard' }>): Promise<void> {
    const key = `${e.from.id}:${e.from.slot}`;
    const src = this.slotTokens.get(key);
    const from = src ? { x: src.x, y: src.y } : this.slotPoint(e.from.id, e.from.slot);
    src?.destroy();
    this.slotTokens.delete(key);
    const here = [...this.boardTokens.entries()].filter(([, tk]) => tk.getData('loc') === e.loc);
    const c = this.locPoint(e.loc);
    const spots = this.tokenSpots(e.loc, here.length + 1);
    const to = spots[here.length] ?? c;
    const tok = new Token(this, from.x, from.y, faceKey(e.h, e.seat), this.L.slotR).setDepth(46);
    tok.setData('loc', e.loc);
    this.boardTokens.get(e.tokenId)?.destroy();
    this.boardTokens.set(e.tokenId, tok);
    await q.all([
      { targets: tok, x: to.x, y: to.y, duration: 560, ease: 'Cubic.inOut' },
      { targets: tok, lift: 1, duration: 280, yoyo: true, ease: 'Quad.out' },
      { targets: tok, scale: this.L.token / 2 / this.L.slotR, duration: 560 },
    ]);
    tok.lift = 0;
    tok.setDepth(22);
    play('token-clack', { volume: 0.7 });
  }

  protected async stampMarker(q: AnimQueue, goal: string, seat: number): Promise<void> {
    const i = this.view.goals.findIndex((g) => g.id === goal);
    const at = this.L.goalAt(Math.max(0, i));
    const s = goalSlots(goal)[seat];
    if (!s) return;
    // a phone's goals are in their drawer (which shows the marker): the notice says it here
    if (this.L.portrait) return this.noticeGoal(q, goal, seat);
    const key = `${goal}:${seat}`;
    this.markers.get(key)?.destroy();
    const g = this.L.goal;
    const [x, y] = [at.x + (s.x - GOAL_W / 2) * g, at.y + (s.y - GOAL_H / 2) * g];
    const m = new Token(this, x, y, backKey(seat), 8 * g).setDepth(20);
    this.markers.set(key, m);
    const glow = this.goals[Math.max(0, i)];
    glow?.setHighlight('legal');
    await m.stamp(q, () => play('seal-stamp', { volume: 0.9 }));
    await this.noticeGoal(q, goal, seat);
    glow?.setHighlight(null);
  }

  private async noticeGoal(q: AnimQueue, goal: string, seat: number): Promise<void> {
    this.hud.notice(
      t('temperaments.table.goalMet', { name: this.name(seat), goal: t(`temperaments.names.${goal}`) }),
      'good',
      2200 / Math.min(q.speed, 4),
    );
    await q.wait(600);
  }

  protected async returnTokens(q: AnimQueue, list: { seat: number; from: At }[]): Promise<void> {
    const moves: Promise<void>[] = [];
    for (const x of list) {
      const key = `${x.from.id}:${x.from.slot}`;
      const tok = this.slotTokens.get(key);
      if (!tok) continue;
      this.slotTokens.delete(key);
      const p = this.plaque(x.seat);
      tok.setDepth(45);
      moves.push(
        q
          .all([
            { targets: tok, x: p.x + Math.min(30, p.w / 2), y: p.y + p.h / 2, duration: 480, ease: 'Cubic.in' },
            { targets: tok, alpha: 0, duration: 480, ease: 'Quad.in' },
          ])
          .then(() => tok.destroy()),
      );
    }
    if (moves.length) play('card-slide', { volume: 0.5 });
    await Promise.all(moves);
  }

  protected async discardRow(q: AnimQueue): Promise<void> {
    const moves = this.rowCards.map((c, i) => {
      if (!c) return Promise.resolve();
      return q
        .wait(60 * i)
        .then(() => q.tween({ targets: c, x: c.x, y: -120, alpha: 0, duration: 360, ease: 'Cubic.in' }));
    });
    play('card-slide', { volume: 0.5 });
    await Promise.all(moves);
    for (const c of this.rowCards) {
      if (!c) continue;
      this.dropSlotZones(c.cardId);
      c.destroy();
    }
    this.rowCards = [null, null, null, null];
  }
}
