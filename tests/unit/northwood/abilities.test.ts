/** The 24 abilities (rules §5) on fixed deals, each with its no-op case where it has one. */
import { describe, expect, it } from 'vitest';
import nw from '../../../machines/northwood';
import { CARDS, type CardId } from '../../../machines/northwood/content';
import { step } from '../../../machines/northwood/machine';
import { check, cloneCtx } from '../../../machines/northwood/rules';
import type { Ctx } from '../../../machines/northwood/types';
import { abilityGame, DEFAULT_RULERS, phase, play, refused, type Snap, send } from './helpers';

const HAND: CardId[] = ['claws-8', 'claws-3', 'flowers-6', 'flowers-1', 'leaves-5', 'leaves-4', 'eyes-8', 'eyes-2'];
const DECK: CardId[] = ['claws-1', 'flowers-2', 'leaves-7', 'eyes-3', 'claws-5'];
const deckCards = (s: Snap) => s.context.deck.map((e) => e.card);
const known = (s: Snap) => nw.view(s, 0).deckView;
const use = (s: Snap, args?: Record<string, unknown>) =>
  send(s, args === undefined ? { type: 'USE_ABILITY', slot: 0 } : { type: 'USE_ABILITY', slot: 0, args });
const abilityArgs = (s: Snap) =>
  nw
    .legalMoves(s, 0)
    .filter((m) => m.type === 'USE_ABILITY' && m.slot === 0)
    .map((m) => (m as { args?: unknown }).args);

/** The no-op case: listed without args, refused with args, exhausts and changes nothing else. */
function expectNoop(s: Snap): Snap {
  expect(abilityArgs(s)).toEqual([undefined]);
  expect(nw.view(s, 0).slots[0]?.noop).toBe(true);
  refused(s, { type: 'USE_ABILITY', slot: 0, args: {} }, 'noopTakesNoArgs');
  const r = use(s);
  expect(r.emitted[0]).toMatchObject({ type: 'abilityUsed', slot: 0, noop: true, args: null });
  expect(r.snap.context.slots[0]?.exhausted).toBe(true);
  expect(r.snap.context.hand).toEqual(s.context.hand);
  expect(r.snap.context.deck).toEqual(s.context.deck);
  expect(r.snap.context.score).toEqual(s.context.score);
  expect(r.snap.context.discard).toEqual(s.context.discard);
  expect(phase(r.snap)).toBe('awaitReveal');
  return r.snap;
}

/** One lost dialogue first (puts a statement and a response on the discard). */
const dialogue = (s: Snap, card: CardId) => play(s, [{ type: 'REVEAL' }, { type: 'PLAY_CARD', card }]).snap;

describe('window rules', () => {
  it('one ability per dialogue, before the statement; each slot once per visit', () => {
    let s = abilityGame({ ally: 'claws-jack', hand: HAND.slice(0, 5), deck: DECK, fief: 0 });
    s = use(s, {}).snap;
    refused(s, { type: 'USE_ABILITY', slot: 1, args: {} }, 'abilityUsedThisDialogue');
    s = dialogue(s, 'claws-3');
    expect(s.context.slots[0]?.exhausted).toBe(true);
    refused(s, { type: 'USE_ABILITY', slot: 0, args: {} }, 'slotExhausted');
    expect(nw.view(s, 0).slots[0]?.usable).toBe(false);
  });
});

describe('intro abilities', () => {
  it('1 refill: draws up to the hand size; no-op with a full hand', () => {
    const s = abilityGame({ ally: 'claws-jack', hand: HAND.slice(0, 5), deck: DECK, fief: 0 });
    const r = use(s, {});
    expect(r.snap.context.hand).toEqual([...HAND.slice(0, 5), 'claws-1', 'flowers-2', 'leaves-7']);
    expect(r.emitted).toContainEqual({
      type: 'cardsMoved',
      from: 'deck',
      to: 'hand',
      cards: ['claws-1', 'flowers-2', 'leaves-7'],
    });
    expectNoop(abilityGame({ ally: 'claws-jack', hand: HAND, deck: DECK, fief: 0 }));
  });

  it('2 weed-trumps: discards every trump (any order); no-op without trumps; §8.1 an all-trump hand ends the visit at 0 tricks', () => {
    // fief 0: Claws Queen → claws trump
    const s = abilityGame({ ally: 'flowers-jack', hand: HAND, deck: DECK, fief: 0 });
    expect(abilityArgs(s)).toEqual([{}, { order: ['claws-8', 'claws-3'] }]);
    expect(use(s, {}).snap.context.discard).toEqual(['claws-3', 'claws-8']);
    expect(use(s, { order: ['claws-8', 'claws-3'] }).snap.context.discard).toEqual(['claws-8', 'claws-3']);
    refused(s, { type: 'USE_ABILITY', slot: 0, args: { order: ['claws-8'] } }, 'badOrder');
    expectNoop(abilityGame({ ally: 'flowers-jack', hand: ['flowers-1', 'eyes-2'], deck: DECK, fief: 0 }));
    const all = abilityGame({ ally: 'flowers-jack', hand: ['claws-2', 'claws-4'], deck: DECK, fief: 0 });
    const r = use(all, {});
    expect(r.emitted.map((e) => e.type)).toContain('visitEnded');
    expect(r.snap.context.fiefs[0]?.status).toBe('friendly'); // 0 tricks at fief 0
  });

  it('3 swap-ruler: swaps with an unvisited fief at most two away; the trump follows; §8.7 the new ruler is judged', () => {
    const s = abilityGame({ ally: 'leaves-jack', hand: HAND, deck: DECK, fief: 2 });
    expect(abilityArgs(s)).toEqual([{ fief: 0 }, { fief: 1 }, { fief: 3 }, { fief: 4 }]);
    refused(s, { type: 'USE_ABILITY', slot: 0, args: { fief: 5 } }, 'badFief');
    refused(s, { type: 'USE_ABILITY', slot: 0, args: { fief: 2 } }, 'badFief');
    const r = use(s, { fief: 0 });
    expect(r.snap.context.fiefs[2]?.ruler).toBe('claws-queen');
    expect(r.snap.context.fiefs[0]?.ruler).toBe('eyes-king');
    expect(nw.view(r.snap, 0).trump).toBe('claws');
    expect(r.emitted).toContainEqual({ type: 'trumpChanged', trump: 'claws' });
  });

  it('3 swap-ruler no-op: no unvisited fief within two places', () => {
    const s = abilityGame({ ally: 'leaves-jack', hand: HAND, deck: DECK, fief: 0 });
    const c: Ctx = cloneCtx(s.context);
    c.fiefs[1] = { status: 'failed', ruler: null };
    c.fiefs[2] = { status: 'friendly', ruler: 'eyes-king' };
    const after = step(c, { type: 'USE_ABILITY', slot: 0 });
    expect(check(c, { type: 'USE_ABILITY', slot: 0, args: { fief: 1 } })?.code).toBe('noopTakesNoArgs');
    expect(after.ctx.slots[0]?.exhausted).toBe(true);
    expect(after.ctx.fiefs).toEqual(c.fiefs);
  });

  it('4 draw2-discard2: draws two, then discards any two (the second on top)', () => {
    let s = abilityGame({ ally: 'eyes-jack', hand: HAND, deck: DECK, fief: 0 });
    s = use(s, {}).snap;
    expect(phase(s)).toBe('abilityChoice');
    expect(nw.view(s, 0).pending).toMatchObject({ kind: 'discardTwo', slot: 0 });
    expect(s.context.hand).toContain('flowers-2');
    refused(s, { type: 'ABILITY_CHOICE', cards: ['claws-1', 'claws-1'] }, 'badChoice');
    refused(s, { type: 'ABILITY_CHOICE', cards: ['claws-1'] }, 'badChoice');
    expect(nw.legalMoves(s, 0)).toHaveLength(10 * 9);
    s = send(s, { type: 'ABILITY_CHOICE', cards: ['claws-1', 'eyes-8'] }).snap;
    expect(s.context.discard).toEqual(['claws-1', 'eyes-8']);
    expect(s.context.hand).toHaveLength(8);
    expect(phase(s)).toBe('awaitReveal');
  });

  it('5 scavenge: the tops of 1–3 non-empty piles; a card from the score is a trick less', () => {
    let s = abilityGame({
      ally: 'claws-queen',
      hand: HAND,
      deck: ['claws-1', 'eyes-7', 'flowers-2', 'claws-6'],
      fief: 0,
    });
    expect(abilityArgs(s)).toEqual([{ from: ['deck'] }]);
    s = dialogue(s, 'claws-3'); // claws-1 statement, claws-3 wins
    s = dialogue(s, 'eyes-2'); // eyes-7 statement, eyes-2 loses
    expect(s.context.score).toEqual(['claws-3']);
    expect(abilityArgs(s)).toHaveLength(15);
    refused(s, { type: 'USE_ABILITY', slot: 0, args: { from: [] } }, 'badArgs');
    refused(s, { type: 'USE_ABILITY', slot: 0, args: { from: ['deck', 'deck'] } }, 'badArgs');
    const r = use(s, { from: ['score', 'deck', 'discard'] });
    expect(r.snap.context.hand.slice(-3)).toEqual(['flowers-2', 'eyes-2', 'claws-3']);
    expect(r.snap.context.score).toEqual([]);
    expect(nw.view(r.snap, 0).tricks).toBe(0);
  });

  it('6 bank-highest: every card of the highest value goes to the score', () => {
    const s = abilityGame({ ally: 'claws-king', hand: HAND, deck: DECK, fief: 2 });
    expect(abilityArgs(s)).toEqual([{}, { order: ['eyes-8', 'claws-8'] }]);
    const r = use(s, {});
    expect(r.snap.context.score).toEqual(['claws-8', 'eyes-8']);
    expect(nw.view(r.snap, 0).tricks).toBe(2);
    expect(r.emitted).toContainEqual({ type: 'cardsMoved', from: 'hand', to: 'score', cards: ['claws-8', 'eyes-8'] });
  });

  it('7 return-score: the top trick goes on the deck, known; no-op without tricks', () => {
    let s = abilityGame({ ally: 'flowers-queen', hand: HAND, deck: ['claws-1', 'eyes-7', 'leaves-2'], fief: 0 });
    s = expectNoop(s);
    s = play(s, [{ type: 'REVEAL' }, { type: 'PLAY_CARD', card: 'claws-3' }]).snap;
    expect(s.context.score).toEqual(['claws-3']);
    const s2 = abilityGame({ ally: 'flowers-queen', hand: HAND, deck: ['claws-1', 'eyes-7', 'leaves-2'], fief: 0 });
    const t = dialogue(s2, 'claws-3');
    const r = use(t, {});
    expect(r.snap.context.score).toEqual([]);
    expect(known(r.snap).slice(0, 2)).toEqual(['claws-3', null]);
    expect(r.snap.context.deck[0]).toEqual({ card: 'claws-3', known: true });
  });

  it('8 discard-nine: a pair adding up to 9 (either on top); no-op without one', () => {
    const s = abilityGame({ ally: 'flowers-king', hand: HAND, deck: DECK, fief: 0 });
    const pairs = abilityArgs(s).map((a) => (a as { cards: string[] }).cards.join('+'));
    expect(pairs.sort()).toEqual(
      [
        'claws-8+flowers-1',
        'flowers-1+claws-8',
        'flowers-1+eyes-8',
        'eyes-8+flowers-1',
        'leaves-5+leaves-4',
        'leaves-4+leaves-5',
        'claws-3+flowers-6',
        'flowers-6+claws-3',
      ].sort(),
    );
    refused(s, { type: 'USE_ABILITY', slot: 0, args: { cards: ['claws-8', 'claws-3'] } }, 'notNine');
    expect(use(s, { cards: ['leaves-4', 'leaves-5'] }).snap.context.discard).toEqual(['leaves-4', 'leaves-5']);
    expectNoop(abilityGame({ ally: 'flowers-king', hand: ['claws-8', 'claws-3'], deck: DECK, fief: 0 }));
  });

  it('9 mimic: uses the visited ruler’s ability (§8.9, a Jack in the full game); no-op when that would be', () => {
    // fief 7 ruled by the Leaves Jack by default → mimic = swap-ruler
    const s = abilityGame({ ally: 'leaves-queen', hand: HAND, deck: DECK, fief: 7 });
    expect(abilityArgs(s)).toEqual([{ inner: { fief: 5 } }, { inner: { fief: 6 } }]);
    const r = use(s, { inner: { fief: 6 } });
    expect(r.emitted[0]).toMatchObject({ type: 'abilityUsed', ability: 'mimic', mimicked: 'swap-ruler' });
    expect(r.snap.context.fiefs[7]?.ruler).toBe('leaves-king');
    refused(s, { type: 'USE_ABILITY', slot: 0, args: { fief: 6 } }, 'malformed');
    // fief 4 ruled by the Claws King: bank-highest
    const b = use(abilityGame({ ally: 'leaves-queen', hand: HAND, deck: DECK, fief: 4 }), { inner: {} });
    expect(b.snap.context.score).toEqual(['claws-8', 'eyes-8']);
    // fief 5 ruled by the Flowers King: discard-nine without a pair → no-op
    expectNoop(abilityGame({ ally: 'leaves-queen', hand: ['claws-8', 'claws-3'], deck: DECK, fief: 5 }));
  });

  it('10 peek-swap: reveals the top card; a hand card may take its place (known)', () => {
    let s = abilityGame({ ally: 'leaves-king', hand: HAND, deck: DECK, fief: 0 });
    s = use(s, {}).snap;
    expect(known(s)[0]).toBe('claws-1');
    expect(nw.legalMoves(s, 0)).toHaveLength(9);
    const keep = send(s, { type: 'ABILITY_CHOICE', swapWith: null }).snap;
    expect(deckCards(keep)[0]).toBe('claws-1');
    s = send(s, { type: 'ABILITY_CHOICE', swapWith: 'eyes-8' }).snap;
    expect(s.context.deck[0]).toEqual({ card: 'eyes-8', known: true });
    expect(s.context.hand).toContain('claws-1');
    expect(s.context.hand).not.toContain('eyes-8');
  });

  it('11 peek-three: reveals three cards in place, then an acknowledgement', () => {
    let s = abilityGame({ ally: 'eyes-queen', hand: HAND, deck: DECK, fief: 0 });
    s = use(s, {}).snap;
    expect(known(s).slice(0, 4)).toEqual(['claws-1', 'flowers-2', 'leaves-7', null]);
    expect(nw.legalMoves(s, 0)).toEqual([{ type: 'ABILITY_CHOICE' }]);
    s = send(s, { type: 'ABILITY_CHOICE' }).snap;
    expect(deckCards(s).slice(0, 3)).toEqual(['claws-1', 'flowers-2', 'leaves-7']);
  });

  it('12 name-draw-purge: draws two, then discards the named suit (order asked when two or more)', () => {
    let s = abilityGame({ ally: 'eyes-king', hand: HAND, deck: DECK, fief: 0 });
    expect(abilityArgs(s)).toEqual([{ suit: 'claws' }, { suit: 'flowers' }, { suit: 'leaves' }, { suit: 'eyes' }]);
    s = use(s, { suit: 'claws' }).snap; // draws claws-1, flowers-2 → claws-1, claws-3, claws-8
    expect(phase(s)).toBe('abilityChoice');
    expect(nw.view(s, 0).pending).toMatchObject({ kind: 'purgeOrder', cards: ['claws-1', 'claws-3', 'claws-8'] });
    expect(nw.legalMoves(s, 0)).toHaveLength(6);
    s = send(s, { type: 'ABILITY_CHOICE', order: ['claws-8', 'claws-1', 'claws-3'] }).snap;
    expect(s.context.discard).toEqual(['claws-8', 'claws-1', 'claws-3']);
    // a single card goes at once
    const one = use(abilityGame({ ally: 'eyes-king', hand: HAND, deck: DECK, fief: 0 }), { suit: 'leaves' });
    expect(phase(one.snap)).toBe('abilityChoice');
    const none = use(abilityGame({ ally: 'eyes-king', hand: ['claws-8', 'flowers-6'], deck: DECK, fief: 0 }), {
      suit: 'eyes',
    });
    expect(phase(none.snap)).toBe('awaitReveal');
    expect(none.snap.context.hand).toEqual(['claws-8', 'flowers-6', 'claws-1', 'flowers-2']);
  });
});

describe('crowned abilities', () => {
  it('13 pounce: the discard top becomes a trick; no-op before any statement', () => {
    let s = abilityGame({ ally: 'claws-prince', hand: HAND, deck: ['claws-1', 'eyes-7'], fief: 0 });
    expectNoop(s);
    s = dialogue(s, 'claws-3');
    const r = use(s, {});
    expect(r.snap.context.score).toEqual(['claws-3', 'claws-1']);
  });

  it('14 rummage: any discard to hand, then a card to the discard; no-op while the discard is empty', () => {
    let s = abilityGame({ ally: 'claws-marchioness', hand: HAND, deck: ['eyes-7', 'flowers-2', 'leaves-1'], fief: 0 });
    expectNoop(s);
    s = dialogue(s, 'eyes-2'); // discard: eyes-7, eyes-2
    expect(abilityArgs(s)).toHaveLength(2 * 8);
    refused(s, { type: 'USE_ABILITY', slot: 0, args: { take: 'flowers-2', give: 'claws-8' } }, 'notInPile');
    const r = use(s, { take: 'eyes-7', give: 'claws-8' });
    expect(r.snap.context.discard).toEqual(['eyes-2', 'claws-8']);
    expect(r.snap.context.hand).toContain('eyes-7');
    const back = use(s, { take: 'eyes-7', give: 'eyes-7' });
    expect(back.snap.context.discard).toEqual(['eyes-2', 'eyes-7']);
  });

  it('15 stockpile: draw one, put a hand card on the deck (known); §8.3 it may refill an emptied deck', () => {
    let s = abilityGame({ ally: 'claws-baron', hand: HAND, deck: DECK, fief: 0 });
    s = use(s, {}).snap;
    expect(s.context.hand).toContain('claws-1');
    s = send(s, { type: 'ABILITY_CHOICE', card: 'eyes-8' }).snap;
    expect(s.context.deck[0]).toEqual({ card: 'eyes-8', known: true });
    expect(s.context.deck).toHaveLength(24);
    // the last deck card is drawn and one goes back: the visit goes on
    const last = abilityGame({
      ally: 'claws-baron',
      hand: CARDS.filter((c) => c !== 'claws-1'),
      deck: ['claws-1'],
      fief: 0,
    });
    let t = use(last, {}).snap;
    expect(t.context.deck).toHaveLength(0);
    expect(phase(t)).toBe('abilityChoice');
    t = send(t, { type: 'ABILITY_CHOICE', card: 'claws-1' }).snap;
    expect(t.context.deck).toEqual([{ card: 'claws-1', known: true }]);
    expect(phase(t)).toBe('awaitReveal');
  });

  it('16 wilt: discard a card, then draw one', () => {
    const r = use(abilityGame({ ally: 'flowers-prince', hand: HAND, deck: DECK, fief: 0 }), { card: 'eyes-2' });
    expect(r.snap.context.discard).toEqual(['eyes-2']);
    expect(r.snap.context.hand).toContain('claws-1');
    expect(r.snap.context.hand).toHaveLength(8);
  });

  it('17 prune: one or two cards to the discard; emptying the hand ends the visit', () => {
    const s = abilityGame({ ally: 'flowers-marchioness', hand: HAND, deck: DECK, fief: 0 });
    expect(abilityArgs(s)).toHaveLength(8 + 8 * 7);
    refused(s, { type: 'USE_ABILITY', slot: 0, args: { cards: [] } }, 'badArgs');
    expect(use(s, { cards: ['eyes-2', 'claws-3'] }).snap.context.discard).toEqual(['eyes-2', 'claws-3']);
    const r = use(abilityGame({ ally: 'flowers-marchioness', hand: ['eyes-2'], deck: DECK, fief: 0 }), {
      cards: ['eyes-2'],
    });
    expect(r.snap.context.fiefs[0]?.status).toBe('friendly');
  });

  it('18 press: a trick from the score swaps with a hand card; tricks unchanged; no-op without tricks', () => {
    let s = abilityGame({ ally: 'flowers-baron', hand: HAND, deck: ['claws-1', 'eyes-7'], fief: 0 });
    expectNoop(s);
    s = dialogue(s, 'claws-3');
    const r = use(s, { fromScore: 'claws-3', fromHand: 'eyes-2' });
    expect(r.snap.context.score).toEqual(['eyes-2']);
    expect(r.snap.context.hand).toContain('claws-3');
  });

  it('19 turn-topic: names the trump (or none) for the visit; §8.8 a later swap-ruler follows the new ruler', () => {
    const s = abilityGame({
      ally: 'leaves-prince',
      allies: ['leaves-prince', 'leaves-jack', null, null],
      rulers: [...DEFAULT_RULERS.slice(0, 7), 'leaves-queen'],
      hand: HAND,
      deck: ['eyes-7', 'eyes-1'],
      fief: 2,
    });
    expect(abilityArgs(s)).toHaveLength(5);
    let t = use(s, { trump: 'none' }).snap;
    expect(nw.view(t, 0).trump).toBe('none');
    t = play(t, [{ type: 'REVEAL' }, { type: 'PLAY_CARD', card: 'eyes-2' }]).snap; // eyes-7 > eyes-2: lost
    expect(t.context.score).toEqual([]);
    t = play(t, [{ type: 'USE_ABILITY', slot: 1, args: { fief: 0 } }]).snap;
    expect(nw.view(t, 0).trump).toBe('claws');
    // swap first, then turn-topic: the named suit holds
    let u = play(s, [
      { type: 'USE_ABILITY', slot: 1, args: { fief: 0 } },
      { type: 'REVEAL' },
      { type: 'PLAY_CARD', card: 'eyes-8' },
    ]).snap;
    u = use(u, { trump: 'leaves' }).snap;
    expect(nw.view(u, 0).trump).toBe('leaves');
  });

  it('20 digress: this response need not follow suit; the next one must', () => {
    let s = abilityGame({ ally: 'leaves-marchioness', hand: HAND, deck: ['claws-7', 'claws-6'], fief: 1 });
    s = play(s, [{ type: 'USE_ABILITY', slot: 0, args: {} }, { type: 'REVEAL' }]).snap;
    expect(nw.legalMoves(s, 0)).toHaveLength(8);
    s = send(s, { type: 'PLAY_CARD', card: 'flowers-1' }).snap; // fief 1: flowers trump wins a claws statement
    expect(s.context.score).toEqual(['flowers-1']);
    s = send(s, { type: 'REVEAL' }).snap;
    refused(s, { type: 'PLAY_CARD', card: 'flowers-6' }, 'mustFollowSuit');
  });

  it('21 reseat: swaps the rulers of two other unvisited fiefs; no-op with fewer than two', () => {
    const s = abilityGame({ ally: 'leaves-baron', hand: HAND, deck: DECK, fief: 0 });
    expect(abilityArgs(s)).toHaveLength(7 * 6);
    refused(s, { type: 'USE_ABILITY', slot: 0, args: { fiefs: [0, 3] } }, 'badFief');
    const r = use(s, { fiefs: [7, 1] });
    expect(r.snap.context.fiefs[7]?.ruler).toBe('flowers-queen');
    expect(r.snap.context.fiefs[1]?.ruler).toBe('leaves-jack');
    expect(nw.view(r.snap, 0).trump).toBe('claws');
    const c: Ctx = cloneCtx(s.context);
    for (let i = 2; i < 8; i++) c.fiefs[i] = { status: 'failed', ruler: null };
    expect(legalNoop(c)).toBe(true);
  });

  it('22 foresee: reveals three and puts them back in the chosen order', () => {
    let s = use(abilityGame({ ally: 'eyes-prince', hand: HAND, deck: DECK, fief: 0 }), {}).snap;
    expect(nw.legalMoves(s, 0)).toHaveLength(6);
    refused(s, { type: 'ABILITY_CHOICE' }, 'badChoice');
    s = send(s, { type: 'ABILITY_CHOICE', order: ['leaves-7', 'claws-1', 'flowers-2'] }).snap;
    expect(known(s).slice(0, 4)).toEqual(['leaves-7', 'claws-1', 'flowers-2', null]);
  });

  it('23 glimpse: reveals the top; it may go to the bottom, still known', () => {
    let s = use(abilityGame({ ally: 'eyes-marchioness', hand: HAND, deck: DECK, fief: 0 }), {}).snap;
    expect(known(s)[0]).toBe('claws-1');
    s = send(s, { type: 'ABILITY_CHOICE', toBottom: true }).snap;
    expect(s.context.deck.at(-1)).toEqual({ card: 'claws-1', known: true });
    expect(known(s)[0]).toBe(null);
  });

  it('24 insight: reveals two, one to hand, the other stays known on top; with one card left it must be kept', () => {
    let s = use(abilityGame({ ally: 'eyes-baron', hand: HAND, deck: DECK, fief: 0 }), {}).snap;
    expect(nw.legalMoves(s, 0)).toEqual([
      { type: 'ABILITY_CHOICE', keep: 'claws-1' },
      { type: 'ABILITY_CHOICE', keep: 'flowers-2' },
    ]);
    s = send(s, { type: 'ABILITY_CHOICE', keep: 'flowers-2' }).snap;
    expect(s.context.deck[0]).toEqual({ card: 'claws-1', known: true });
    let t = use(
      abilityGame({ ally: 'eyes-baron', hand: CARDS.filter((c) => c !== 'claws-5'), deck: ['claws-5'], fief: 0 }),
      {},
    ).snap;
    expect(nw.legalMoves(t, 0)).toEqual([{ type: 'ABILITY_CHOICE', keep: 'claws-5' }]);
    t = send(t, { type: 'ABILITY_CHOICE', keep: 'claws-5' }).snap;
    expect(t.context.visitsDone).toBe(1); // the deck is empty: the visit is over
  });
});

/** A no-op ability through the pure rules: USE_ABILITY without args is legal, with args it is not. */
function legalNoop(c: Ctx): boolean {
  return (
    check(c, { type: 'USE_ABILITY', slot: 0 }) === null && check(c, { type: 'USE_ABILITY', slot: 0, args: {} }) !== null
  );
}
