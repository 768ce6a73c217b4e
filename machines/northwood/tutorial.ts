/**
 * The tutorial (rules §11): the intro game on a fixed deal, one visit to Brambleford played
 * card by card, then a substitute on the next visit. Table ids for highlights: `fief-<n>`,
 * `slot-<n>`, `card-<id>`, `deck`, `discard`, `score` (the tricks pile), `stars` (the star counter),
 * `hand`, `reveal`, `confirm`.
 */
import type { SnapshotFrom } from 'xstate';
import type { TutorialScript, TutorialStep } from '../core/game';
import { type CardId, TUTORIAL_SETUP } from './content';
import type { northwoodMachine } from './machine';
import type { NorthwoodEvent, NorthwoodOptions } from './types';

type Snap = SnapshotFrom<typeof northwoodMachine>;
type Step = TutorialStep<Snap, NorthwoodEvent>;

const text = (id: string) => `northwood.tutorial.${id}`;
const hint = text('hint');
const reveal = (id: string): Step => ({
  id,
  text: text(id),
  highlight: ['deck', 'reveal'],
  expect: { event: { type: 'REVEAL' } },
  hint,
});
const play = (id: string, card: CardId): Step => ({
  id,
  text: text(id),
  highlight: [`card-${card}`],
  expect: { event: { type: 'PLAY_CARD', card } },
  hint,
});

export const tutorial: TutorialScript<NorthwoodOptions, Snap, NorthwoodEvent> = {
  seed: 'tutorial',
  seats: 1,
  options: {
    mode: 'tutorial',
    difficulty: 'standard',
    fixed: {
      allies: TUTORIAL_SETUP.allies.slice(),
      rulers: TUTORIAL_SETUP.rulers.slice(),
      hand: TUTORIAL_SETUP.hand.slice(),
      deck: TUTORIAL_SETUP.deck.slice(),
    },
  },
  learnerSeat: 0,
  steps: [
    { id: 'welcome', text: text('welcome'), highlight: ['fief-0', 'fief-7'], expect: 'next' },
    { id: 'openFief', text: text('openFief'), highlight: ['fief-2'], expect: { ui: 'openCard', target: 'fief-2' } },
    {
      id: 'chooseFief',
      text: text('chooseFief'),
      highlight: ['hand', 'fief-2'],
      expect: { event: { type: 'CHOOSE_FIEF', fief: 2 } },
      hint,
    },
    { id: 'openAlly', text: text('openAlly'), highlight: ['slot-3'], expect: { ui: 'openCard', target: 'slot-3' } },
    reveal('revealFirst'),
    play('followSuit', 'claws-8'),
    reveal('revealSecond'),
    play('loseOnPurpose', 'flowers-3'),
    {
      id: 'useAbility',
      text: text('useAbility'),
      highlight: ['slot-3'],
      expect: { event: { type: 'USE_ABILITY', slot: 3, args: {} } },
      hint,
    },
    {
      id: 'discardTwo',
      text: text('discardTwo'),
      highlight: ['card-eyes-4', 'card-eyes-2'],
      expect: { event: { type: 'ABILITY_CHOICE', cards: ['eyes-4', 'eyes-2'] } },
      hint,
    },
    reveal('revealVoid'),
    play('playTrump', 'leaves-1'),
    reveal('revealTrump'),
    play('trumpStatement', 'leaves-6'),
    reveal('revealLow'),
    play('followLow', 'claws-1'),
    reveal('revealPlan'),
    play('planAhead', 'flowers-7'),
    reveal('revealEnd1'),
    play('finish1', 'claws-2'),
    reveal('revealEnd2'),
    play('finish2', 'flowers-2'),
    // the page says Brambleford now scores its 2 stars: the ring is on the star counter, not the tricks pile
    { id: 'visitEnd', text: text('visitEnd'), highlight: ['fief-2', 'stars'], expect: 'next' },
    {
      id: 'chooseNext',
      text: text('chooseNext'),
      // Any fief but the one visited (2): the rings are where to click, and the page keeps off them.
      highlight: ['fief-0', 'fief-1', 'fief-3', 'fief-4', 'fief-5', 'fief-6', 'fief-7'],
      expect: {
        event: { type: 'CHOOSE_FIEF', fief: 7 },
        accepts: (ev, s) => ev.type === 'CHOOSE_FIEF' && s.context.fiefs[ev.fief]?.status === 'unvisited',
      },
      hint,
    },
    {
      id: 'setSubstitute',
      text: text('setSubstitute'),
      highlight: ['card-leaves-king', 'slot-0', 'slot-1', 'slot-2', 'slot-3'],
      expect: {
        event: { type: 'SET_SUBSTITUTE', slot: 0, ruler: 'leaves-king' },
        accepts: (ev) => ev.type === 'SET_SUBSTITUTE' && ev.ruler === 'leaves-king',
      },
      hint,
    },
    {
      id: 'confirm',
      text: text('confirm'),
      highlight: ['confirm'],
      expect: { event: { type: 'CONFIRM_SUBSTITUTES' } },
      hint,
    },
    { id: 'goodbye', text: text('goodbye'), highlight: ['fief-0', 'fief-7'], expect: 'next' },
  ],
};
