/** The player's view (rules §7): everything on the table, never the order of unknown deck cards. */
import { describe, expect, it } from 'vitest';
import nw from '../../../machines/northwood';
import { sortCards } from '../../../machines/northwood/content';
import { abilityGame, play, start } from './helpers';

describe('view', () => {
  it('before a visit: fiefs with number, stars, status, ruler and trump suit; an all-unknown deck', () => {
    const s = start(nw.tutorial.options, nw.tutorial.seed).snap;
    const v = nw.view(s, 0);
    expect(v.phase).toBe('chooseFief');
    expect(v.fiefs.map((f) => [f.number, f.stars, f.status, f.choosable])).toEqual([
      [0, 4, 'unvisited', true],
      [1, 3, 'unvisited', true],
      [2, 2, 'unvisited', true],
      [3, 1, 'unvisited', true],
      [4, 1, 'unvisited', true],
      [5, 2, 'unvisited', true],
      [6, 3, 'unvisited', true],
      [7, 4, 'unvisited', true],
    ]);
    expect(v.fiefs[2]).toMatchObject({
      id: 'fief-2',
      ruler: 'leaves-king',
      rulerSuit: 'leaves',
      rulerAbility: 'peek-swap',
    });
    expect(v.hand).toEqual(s.context.hand);
    expect(v.deckSize).toBe(24);
    expect(v.deckView).toEqual(new Array(24).fill(null));
    expect(v.unseen).toEqual(sortCards(s.context.deck.map((e) => e.card)));
    expect(v.trump).toBeNull();
    expect(v.visit).toBeNull();
    expect(v).toMatchObject({ target: 16, visitsDone: 0, starsSoFar: 0, starsOpen: 20, canConcede: false });
  });

  it('during a visit: trump, tricks against the fief number, slots, the pending choice and its options', () => {
    const s = play(start(nw.tutorial.options, nw.tutorial.seed).snap, [
      { type: 'CHOOSE_FIEF', fief: 2 },
      { type: 'REVEAL' },
      { type: 'PLAY_CARD', card: 'claws-8' },
      { type: 'USE_ABILITY', slot: 3, args: {} },
    ]).snap;
    const v = nw.view(s, 0);
    expect(v.phase).toBe('abilityChoice');
    expect(v.visit).toMatchObject({ fief: 2, need: 2, stars: 2, trump: 'leaves', tricks: 1, ruler: 'leaves-king' });
    expect(v.tricks).toBe(1);
    expect(v.score).toEqual(['claws-8']);
    expect(v.discard).toEqual(['claws-5']);
    expect(v.pending?.kind).toBe('discardTwo');
    expect(v.pending?.choices).toHaveLength(9 * 8);
    expect(v.slots[3]).toMatchObject({
      ally: 'eyes-jack',
      active: 'eyes-jack',
      ability: 'draw2-discard2',
      exhausted: true,
      usable: false,
    });
    expect(v.slots[0]).toMatchObject({ usable: false }); // one ability per dialogue
    expect(v.lastTrick).toMatchObject({ statement: 'claws-5', response: 'claws-8', won: true });
    expect(v.visit?.log).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    expect(nw.view(s, 'spectator')).toEqual(v);
  });

  it('known deck cards show at their place; the unseen set is the rest, sorted', () => {
    const s = abilityGame({
      ally: 'eyes-queen',
      hand: ['claws-8', 'flowers-6', 'leaves-5', 'eyes-2', 'claws-3', 'flowers-1', 'leaves-4', 'eyes-8'],
      deck: ['eyes-1', 'claws-2', 'leaves-7'],
      fief: 0,
    });
    const t = play(s, [{ type: 'USE_ABILITY', slot: 0, args: {} }]).snap;
    const v = nw.view(t, 0);
    expect(v.deckView.slice(0, 4)).toEqual(['eyes-1', 'claws-2', 'leaves-7', null]);
    expect(v.unseen).toHaveLength(21);
    expect(v.unseen).toEqual(sortCards(t.context.deck.slice(3).map((e) => e.card)));
    expect(v.unseen).not.toContain('eyes-1');
    expect(v.slots[0]).toMatchObject({ ability: 'peek-three', exhausted: true });
  });
});
