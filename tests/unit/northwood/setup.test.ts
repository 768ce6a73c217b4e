/** Setup (rules §3, §9, §11): both deals' invariants, fixed deals, options checking. */
import { describe, expect, it } from 'vitest';
import nw from '../../../machines/northwood';
import {
  CARDS,
  CHALLENGE_IDS,
  CHAR_IDS,
  character,
  charSuit,
  SUITS,
  TUTORIAL_SETUP,
} from '../../../machines/northwood/content';
import { parseOptions } from '../../../machines/northwood/setup';
import { start } from './helpers';

const cardsOf = (c: ReturnType<typeof start>['snap']['context']) => [
  ...c.hand,
  ...c.deck.map((e) => e.card),
  ...c.discard,
  ...c.score,
];

describe('intro setup', () => {
  it('allies are the four Jacks; the Queens and Kings rule; no crowned card appears', () => {
    for (let i = 0; i < 30; i++) {
      const c = start({ mode: 'intro', difficulty: 'standard' }, `intro-${i}`).snap.context;
      expect(c.slots.map((s) => s.ally)).toEqual(['claws-jack', 'flowers-jack', 'leaves-jack', 'eyes-jack']);
      const rulers = c.fiefs.map((f) => f.ruler as string);
      expect(rulers.slice().sort()).toEqual(
        CHAR_IDS.filter((id) => id.endsWith('queen') || id.endsWith('king'))
          .slice()
          .sort(),
      );
      expect(c.removed).toEqual([]);
      expect(c.fiefs.every((f) => f.status === 'unvisited')).toBe(true);
      expect(c.hand).toHaveLength(8);
      expect(c.deck).toHaveLength(24);
      expect(c.deck.every((e) => !e.known)).toBe(true);
      expect(new Set(cardsOf(c)).size).toBe(32);
    }
  });

  it('the deal is reproducible from the seed and differs between seeds', () => {
    const a = start({ mode: 'intro', difficulty: 'standard' }, 'same').snap.context;
    const b = start({ mode: 'intro', difficulty: 'standard' }, 'same').snap.context;
    const c = start({ mode: 'intro', difficulty: 'standard' }, 'other').snap.context;
    expect(a).toEqual(b);
    expect(a.hand).not.toEqual(c.hand);
  });

  it('setup emits the shuffle and the dealt hand', () => {
    const { snap, emitted } = start({ mode: 'intro', difficulty: 'standard' }, 'deal');
    expect(emitted).toEqual([
      { type: 'deckShuffled', size: 32 },
      { type: 'handDealt', cards: snap.context.hand },
    ]);
  });
});

describe('full setup', () => {
  it('each suit is trump at exactly two fiefs; allies are the first of their suit; the rest are absent', () => {
    for (let i = 0; i < 200; i++) {
      const c = start({ mode: 'full', difficulty: 'standard' }, `full-${i}`).snap.context;
      for (const suit of SUITS) {
        expect(c.fiefs.filter((f) => f.ruler && charSuit(f.ruler) === suit)).toHaveLength(2);
      }
      c.slots.forEach((s, i) => {
        expect(s.ally && charSuit(s.ally)).toBe(SUITS[i]);
      });
      const placed = [...c.slots.map((s) => s.ally), ...c.fiefs.map((f) => f.ruler)];
      expect(new Set([...placed, ...c.removed]).size).toBe(24);
      expect(c.removed).toHaveLength(12);
    }
  });

  it('a Jack may rule and a crowned character may be an ally', () => {
    let jackRules = false;
    let crownedAlly = false;
    for (let i = 0; i < 100; i++) {
      const c = start({ mode: 'full', difficulty: 'standard' }, `mix-${i}`).snap.context;
      if (c.fiefs.some((f) => f.ruler?.endsWith('jack'))) jackRules = true;
      if (c.slots.some((s) => s.ally && character(s.ally).crowned)) crownedAlly = true;
    }
    expect(jackRules && crownedAlly).toBe(true);
  });
});

describe('fixed setups', () => {
  it('the tutorial deal: rulers, hand and the top of the deck as written, the rest shuffled below', () => {
    const c = start(nw.tutorial.options, nw.tutorial.seed).snap.context;
    expect(c.fiefs.map((f) => f.ruler)).toEqual(TUTORIAL_SETUP.rulers);
    expect(c.hand).toEqual(TUTORIAL_SETUP.hand);
    expect(c.deck.slice(0, 10).map((e) => e.card)).toEqual(TUTORIAL_SETUP.deck);
    expect(c.deck).toHaveLength(24);
    expect(new Set(cardsOf(c)).size).toBe(32);
  });

  it('a fully fixed deck keeps its order', () => {
    const hand = CARDS.slice(0, 8);
    const deck = CARDS.slice(8).reverse();
    const c = start({
      mode: 'full',
      difficulty: 'standard',
      fixed: { allies: TUTORIAL_SETUP.allies, rulers: TUTORIAL_SETUP.rulers, hand, deck },
    }).snap.context;
    expect(c.hand).toEqual(hand);
    expect(c.deck.map((e) => e.card)).toEqual(deck);
  });

  it('parseOptions names what is wrong', () => {
    expect(() => parseOptions({ mode: 'solo', difficulty: 'standard' })).toThrow(/mode/);
    expect(() => parseOptions({ mode: 'intro', difficulty: 'easy' })).toThrow(/difficulty/);
    expect(() => parseOptions({ mode: 'challenge', difficulty: 'standard' })).toThrow(/challengeId/);
    expect(() => parseOptions({ mode: 'intro', difficulty: 'standard', challengeId: 'ch1-kings-road' })).toThrow(
      /challengeId/,
    );
    expect(() => parseOptions({ mode: 'intro', difficulty: 'standard', fixed: { hand: ['claws-9'] } })).toThrow(
      /card id/,
    );
    expect(() =>
      parseOptions({ mode: 'intro', difficulty: 'standard', fixed: { hand: ['claws-1'], deck: ['claws-1'] } }),
    ).toThrow(/share/);
    expect(() =>
      parseOptions({
        mode: 'intro',
        difficulty: 'standard',
        fixed: { allies: TUTORIAL_SETUP.allies, rulers: [...TUTORIAL_SETUP.rulers.slice(0, 7), 'claws-jack'] },
      }),
    ).toThrow(/twice/);
    expect(() =>
      parseOptions({
        mode: 'challenge',
        difficulty: 'standard',
        challengeId: 'ch2-blind-envoy',
        fixed: { hand: ['claws-1'] },
      }),
    ).toThrow(/blind/);
    for (const id of CHALLENGE_IDS) {
      expect(parseOptions({ mode: 'challenge', difficulty: 'standard', challengeId: id }).challengeId).toBe(id);
    }
    expect(nw.parseOptions(nw.defaultOptions(1), 1)).toEqual({ mode: 'intro', difficulty: 'standard' });
  });

  it('difficulty sets the target', () => {
    expect(start({ mode: 'intro', difficulty: 'standard' }).snap.context.target).toBe(16);
    expect(start({ mode: 'intro', difficulty: 'advanced' }).snap.context.target).toBe(18);
    expect(start({ mode: 'full', difficulty: 'idealist' }).snap.context.target).toBe(20);
  });
});
