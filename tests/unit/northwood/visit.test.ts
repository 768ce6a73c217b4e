/** Visit end, substitutes, scoring and medals, conceding, take-backs (rules §4, §6, §7, §8). */
import { describe, expect, it } from 'vitest';
import nw from '../../../machines/northwood';
import { medalFor } from '../../../machines/northwood/content';
import { step } from '../../../machines/northwood/machine';
import { check, cloneCtx } from '../../../machines/northwood/rules';
import type { NorthwoodEvent } from '../../../machines/northwood/types';
import { phase, play, refused, type Snap, send, start } from './helpers';

/** The tutorial's first visit: exactly 2 tricks at Brambleford. */
const FIRST_VISIT: NorthwoodEvent[] = [
  { type: 'CHOOSE_FIEF', fief: 2 },
  { type: 'REVEAL' },
  { type: 'PLAY_CARD', card: 'claws-8' },
  { type: 'REVEAL' },
  { type: 'PLAY_CARD', card: 'flowers-3' },
  { type: 'USE_ABILITY', slot: 3, args: {} },
  { type: 'ABILITY_CHOICE', cards: ['eyes-4', 'eyes-2'] },
  { type: 'REVEAL' },
  { type: 'PLAY_CARD', card: 'leaves-1' },
  { type: 'REVEAL' },
  { type: 'PLAY_CARD', card: 'leaves-6' },
  { type: 'REVEAL' },
  { type: 'PLAY_CARD', card: 'claws-1' },
  { type: 'REVEAL' },
  { type: 'PLAY_CARD', card: 'flowers-7' },
  { type: 'REVEAL' },
  { type: 'PLAY_CARD', card: 'claws-2' },
  { type: 'REVEAL' },
];
const tutorialStart = () => start(nw.tutorial.options, nw.tutorial.seed).snap;

function afterFirstVisit(lastCard: 'flowers-2' = 'flowers-2') {
  const s = play(tutorialStart(), FIRST_VISIT).snap;
  return send(s, { type: 'PLAY_CARD', card: lastCard });
}

describe('visit end', () => {
  it('exactly N tricks: the ruler becomes friendly and stays; the cards are reshuffled and 8 drawn', () => {
    const { snap: s, emitted } = afterFirstVisit();
    const c = s.context;
    expect(c.fiefs[2]).toEqual({ status: 'friendly', ruler: 'leaves-king' });
    expect(c.visitsDone).toBe(1);
    expect(c.visit).toBeNull();
    expect(c.hand).toHaveLength(8);
    expect(c.deck).toHaveLength(24);
    expect(c.deck.every((e) => !e.known)).toBe(true);
    expect(c.discard).toEqual([]);
    expect(c.score).toEqual([]);
    expect(c.slots.every((sl) => !sl.exhausted)).toBe(true);
    const types = emitted.map((e) => e.type);
    expect(types.slice(types.indexOf('visitEnded'))).toEqual([
      'visitEnded',
      'slotsReadied',
      'cardsCollected',
      'deckShuffled',
      'handDealt',
    ]);
    expect(emitted.find((e) => e.type === 'visitEnded')).toMatchObject({ fief: 2, friendly: true, tricks: 2, need: 2 });
    expect(phase(s)).toBe('chooseFief');
    expect(nw.view(s, 0).starsSoFar).toBe(2);
  });

  it('the reshuffle is the seed’s: the same events give the same next hand', () => {
    expect(afterFirstVisit().snap.context).toEqual(afterFirstVisit().snap.context);
  });

  it('another count: the fief fails, face down, its ruler removed; §8.12 it is never revisited', () => {
    let s = tutorialStart();
    s = play(s, [{ type: 'CHOOSE_FIEF', fief: 0 }]).snap; // fief 0 wants 0 tricks
    while (s.context.visit) {
      const m = nw.legalMoves(s, 0);
      const ev =
        m.find((e) => e.type === 'REVEAL') ?? m.find((e) => e.type === 'PLAY_CARD') ?? (m[0] as NorthwoodEvent);
      s = send(s, ev).snap;
    }
    expect(s.context.fiefs[0]?.status).toBe('failed');
    expect(s.context.fiefs[0]?.ruler).toBeNull();
    expect(s.context.removed).toContain('flowers-king');
    const f0 = nw.view(s, 0).fiefs[0];
    expect(f0).toMatchObject({ number: 0, stars: 4, status: 'failed', choosable: false });
    refused(s, { type: 'CHOOSE_FIEF', fief: 0 }, 'fiefVisited');
  });

  it('§8.11 a substitute leaves after its visit; its fief stays friendly and scores; the ally returns', () => {
    let s = afterFirstVisit().snap;
    s = send(s, { type: 'CHOOSE_FIEF', fief: 7 }).snap;
    expect(phase(s)).toBe('chooseSubstitutes');
    expect(nw.view(s, 0).availableRulers).toEqual(['leaves-king']);
    s = send(s, { type: 'SET_SUBSTITUTE', slot: 3, ruler: 'leaves-king' }).snap;
    expect(nw.view(s, 0).slots[3]).toMatchObject({ ally: 'eyes-jack', sub: 'leaves-king', active: 'leaves-king' });
    refused(s, { type: 'SET_SUBSTITUTE', slot: 1, ruler: 'leaves-king' }, 'rulerInOtherSlot');
    refused(s, { type: 'SET_SUBSTITUTE', slot: 3, ruler: 'leaves-king' }, 'noChange');
    refused(s, { type: 'SET_SUBSTITUTE', slot: 0, ruler: 'claws-king' }, 'rulerUnavailable');
    s = send(s, { type: 'CONFIRM_SUBSTITUTES' }).snap;
    // the substitute's ability (peek-swap) replaces the Eyes Jack's this visit
    expect(nw.view(s, 0).slots[3]?.ability).toBe('peek-swap');
    let emitted: { type: string }[] = [];
    while (s.context.visit) {
      const r = send(s, nw.legalMoves(s, 0).find((e) => e.type !== 'USE_ABILITY') as NorthwoodEvent);
      s = r.snap;
      emitted = r.emitted;
    }
    expect(emitted).toContainEqual({ type: 'substituteRemoved', slot: 3, ruler: 'leaves-king', fief: 2 });
    expect(s.context.fiefs[2]).toEqual({ status: 'friendly', ruler: null });
    expect(s.context.removed).toContain('leaves-king');
    expect(s.context.slots[3]).toEqual({ ally: 'eyes-jack', sub: null, exhausted: false });
    expect(nw.view(s, 0).starsSoFar).toBeGreaterThanOrEqual(2);
    expect(nw.view(s, 0).availableRulers).not.toContain('leaves-king');
  });

  it('substitutes are skipped while no ruler is friendly', () => {
    const s = send(tutorialStart(), { type: 'CHOOSE_FIEF', fief: 5 }).snap;
    expect(phase(s)).toBe('abilityWindow');
  });
});

describe('take-backs (§7)', () => {
  it('BACK clears the substitutes and returns to the fiefs with the same hand', () => {
    let s = afterFirstVisit().snap;
    const hand = s.context.hand;
    s = play(s, [
      { type: 'CHOOSE_FIEF', fief: 7 },
      { type: 'SET_SUBSTITUTE', slot: 0, ruler: 'leaves-king' },
    ]).snap;
    const r = send(s, { type: 'BACK' });
    expect(r.emitted).toEqual([
      { type: 'substituteSet', slot: 0, ruler: null, previous: 'leaves-king' },
      { type: 'fiefUnchosen', fief: 7 },
    ]);
    expect(phase(r.snap)).toBe('chooseFief');
    expect(r.snap.context.hand).toEqual(hand);
    expect(r.snap.context.slots.every((sl) => sl.sub === null)).toBe(true);
  });

  it('undoable only before anything is revealed', () => {
    const s0 = afterFirstVisit().snap;
    const chain: NorthwoodEvent[] = [
      { type: 'CHOOSE_FIEF', fief: 7 },
      { type: 'SET_SUBSTITUTE', slot: 0, ruler: 'leaves-king' },
      { type: 'CONFIRM_SUBSTITUTES' },
      { type: 'REVEAL' },
    ];
    const flags: boolean[] = [];
    let s: Snap = s0;
    for (const ev of chain) {
      const after = send(s, ev).snap;
      flags.push(nw.undoable(s, ev, after));
      s = after;
    }
    expect(flags).toEqual([true, true, false, false]);
    const back = send(play(s0, chain.slice(0, 2)).snap, { type: 'BACK' });
    expect(nw.undoable(play(s0, chain.slice(0, 2)).snap, { type: 'BACK' }, back.snap)).toBe(true);
  });
});

describe('scoring and the end', () => {
  it('medals by threshold whatever the difficulty', () => {
    expect([15, 16, 17, 18, 19, 20].map(medalFor)).toEqual([null, 'bronze', 'bronze', 'silver', 'silver', 'gold']);
  });

  it('a game ends after 8 visits: score = stars of friendly fiefs, medal, win against the target', () => {
    const bot = nw.bots.heuristic?.({ seed: 'x' });
    for (const seed of ['end-1', 'end-2', 'end-3']) {
      let s = start({ mode: 'intro', difficulty: 'advanced' }, seed).snap;
      let last: { type: string }[] = [];
      while (!nw.result(s).over) {
        const r = send(s, bot?.choose(s, 0) as NorthwoodEvent);
        s = r.snap;
        last = r.emitted;
      }
      const c = s.context;
      expect(c.visitsDone).toBe(8);
      const stars = [4, 3, 2, 1, 1, 2, 3, 4];
      const score = c.fiefs.reduce((a, f, i) => a + (f.status === 'friendly' ? (stars[i] as number) : 0), 0);
      expect(c.over).toEqual({ score, medal: medalFor(score), won: score >= 18, conceded: false });
      expect(last.at(-1)).toEqual({
        type: 'gameOver',
        score,
        medal: medalFor(score),
        won: score >= 18,
        target: 18,
        conceded: false,
      });
      expect(nw.result(s)).toEqual({
        over: true,
        winners: score >= 18 ? [0] : [],
        scores: [score],
        reason: 'allVisits',
      });
      expect(nw.activeSeats(s)).toEqual([]);
      expect(nw.legalMoves(s, 0)).toEqual([]);
      expect(s.status).toBe('done');
    }
  });

  it('CONCEDE only once the target is out of reach', () => {
    const s = tutorialStart();
    refused(s, { type: 'CONCEDE' }, 'cannotConcede');
    const c = cloneCtx(s.context);
    c.fiefs[0] = { status: 'failed', ruler: null };
    c.fiefs[7] = { status: 'failed', ruler: null };
    expect(check(c, { type: 'CONCEDE' })).toBeNull();
    const r = step(c, { type: 'CONCEDE' });
    expect(r.ctx.over).toEqual({ score: 0, medal: null, won: false, conceded: true });
    expect(r.emitted).toEqual([{ type: 'gameOver', score: 0, medal: null, won: false, target: 16, conceded: true }]);
  });
});
