/** What the conformance suite needs of For Northwood! (see `Conformance` in core/game.ts). */
import type { SnapshotFrom } from 'xstate';
import type { Conformance } from '../core/game';
import { Rng } from '../core/rng';
import { northwoodFlow, type northwoodMachine } from './machine';
import type { NorthwoodEvent } from './types';

type Snap = SnapshotFrom<typeof northwoodMachine>;

export const conformance: Conformance<Snap, NorthwoodEvent> = {
  flow: northwoodFlow as Conformance<Snap, NorthwoodEvent>['flow'],
  // The unknown deck cards in another order: hidden from everyone (the player included).
  twin: (s, seed) => {
    const deck = s.context.deck;
    const unknown = deck.flatMap((e, i) => (e.known ? [] : [i]));
    if (unknown.length < 2) return null;
    const cards = Rng.from(`twin:${seed}`).shuffle(unknown.map((i) => (deck[i] as (typeof deck)[number]).card));
    const next = deck.slice();
    unknown.forEach((i, k) => {
      next[i] = { card: cards[k] as (typeof deck)[number]['card'], known: false };
    });
    const context = { ...s.context, deck: next };
    return { snapshot: { ...s, context } as Snap, owner: null };
  },
};
