/**
 * The tutorial of §11: a fixed deal, the learner (seat 0) against the scripted Chronicler (seat 1).
 * Highlight ids name table objects: a location (`loc-mill`), a card or tile (`scene-mill`,
 * `party-1`), a slot (`scene-mill:2`), a goal (`goal-trinity`), the learner's `supply`.
 */
import type { SnapshotFrom } from 'xstate';
import type { TutorialScript } from '../core/game';
import type { H } from './content';
import type { TemperamentsMachine } from './machine';
import type { At, PlayerEvent, TemperamentsOptions } from './types';

type Snap = SnapshotFrom<TemperamentsMachine>;

const L = 0; // the learner
const B = 1; // the Chronicler

const place = (seat: number, tokenId: string, kind: At['kind'], id: string, slot: number): PlayerEvent => ({
  type: 'PLACE',
  seat,
  tokenId,
  target: { kind, id, slot },
});

/** Accepts the learner placing any token of humour `h` on the given slot. */
const placesHumour =
  (h: H, id: string, slot: number) =>
  (e: PlayerEvent, s: Snap): boolean => {
    if (e.type !== 'PLACE' || e.seat !== L || e.target.id !== id || e.target.slot !== slot) return false;
    return s.context.tokens.find((t) => t.id === e.tokenId)?.h === h;
  };

const key = (id: string) => `temperaments.tutorial.${id}`;
const hint = key('hint');

export const tutorialOptions: TemperamentsOptions = {
  setup: {
    goals: ['goal-trinity', 'goal-crossroads', 'goal-bridges', 'goal-six-realms'],
    deck: ['scene-mill', 'scene-tourney', 'scene-glade', 'scene-wolves'],
    board: [
      { seat: L, h: 'C', loc: 'loc-keep', resType: 'knight' },
      { seat: L, h: 'M', loc: 'loc-barrow', resType: 'sorcerer' },
      { seat: B, h: 'S', loc: 'loc-palace', resType: 'noble' },
    ],
    // Spec v2: four potions a round and no draw, so each seat's four tokens are its whole round.
    supplies: [
      ['S', 'C', 'P', 'M'],
      ['S', 'S', 'P', 'C'],
    ],
    bags: [
      ['P', 'M', 'S', 'C', 'P'],
      ['S', 'M', 'M', 'C', 'P'],
    ],
    firstPlayer: L,
  },
};

// Token ids follow from the deal: the board takes each seat's first C/M (or S), the supply the next ones.
// Four placements each (§11, v2): the learner places S, P, C, M and passes once; the Chronicler's
// second sanguine shows several tokens of one seat on a scene, its knight token the bluff.
export const tutorial: TutorialScript<TemperamentsOptions, Snap, PlayerEvent> = {
  seed: 'tutorial',
  seats: 2,
  options: tutorialOptions,
  learnerSeat: L,
  steps: [
    { id: 'board', text: key('board'), highlight: ['loc-mill'], expect: { ui: 'tapLocation', target: 'loc-mill' } },
    { id: 'scenes', text: key('scenes'), highlight: ['scene-mill'], expect: { ui: 'openCard', target: 'scene-mill' } },
    {
      id: 'place',
      text: key('place'),
      highlight: ['supply', 'scene-mill:0'],
      expect: { event: place(L, 't0-S1', 'scene', 'scene-mill', 0), accepts: placesHumour('S', 'scene-mill', 0) },
      hint,
    },
    {
      id: 'hidden',
      text: key('hidden'),
      highlight: ['scene-mill:2'],
      before: [place(B, 't1-S2', 'scene', 'scene-mill', 2)],
      expect: { ui: 'tapSlot', target: 'scene-mill:2' },
    },
    {
      id: 'animal',
      text: key('animal'),
      highlight: ['scene-wolves', 'scene-wolves:2'],
      expect: { event: place(L, 't0-P1', 'scene', 'scene-wolves', 2), accepts: placesHumour('P', 'scene-wolves', 2) },
      hint,
    },
    {
      id: 'ownTokens',
      text: key('ownTokens'),
      highlight: ['scene-mill:1', 'scene-mill:2'],
      before: [place(B, 't1-S3', 'scene', 'scene-mill', 1)],
      expect: { ui: 'tapSlot', target: 'scene-mill:1' },
    },
    {
      id: 'pass',
      text: key('pass'),
      highlight: ['pass'],
      expect: { event: { type: 'PASS', seat: L } },
      hint,
    },
    {
      id: 'bluff',
      text: key('bluff'),
      highlight: ['scene-tourney:0'],
      before: [place(B, 't1-P1', 'scene', 'scene-tourney', 0)],
      expect: { ui: 'tapSlot', target: 'scene-tourney:0' },
    },
    {
      id: 'party',
      text: key('party'),
      highlight: ['party-1', 'party-1:0'],
      expect: { event: place(L, 't0-C2', 'party', 'party-1', 0), accepts: placesHumour('C', 'party-1', 0) },
      hint,
    },
    {
      id: 'roundEnd',
      text: key('roundEnd'),
      highlight: ['scene-glade:0', 'scene-glade:1'],
      before: [place(B, 't1-C1', 'scene', 'scene-glade', 1)],
      expect: { event: place(L, 't0-M2', 'scene', 'scene-glade', 0), accepts: placesHumour('M', 'scene-glade', 0) },
      hint,
    },
    {
      id: 'escape',
      text: key('escape'),
      highlight: ['loc-well', 'loc-fair'],
      expect: {
        event: { type: 'CHOOSE_LOCATION', seat: L, tokenId: 't0-M2', locId: 'loc-well' },
        accepts: (e) => e.type === 'CHOOSE_LOCATION' && (e.locId === 'loc-well' || e.locId === 'loc-fair'),
      },
      hint,
    },
    {
      id: 'animalWin',
      text: key('animalWin'),
      highlight: ['loc-hermitage'],
      expect: { event: { type: 'CHOOSE_LOCATION', seat: L, tokenId: 't0-P1', locId: 'loc-hermitage' } },
      hint,
    },
    {
      id: 'goalTrinity',
      text: key('goalTrinity'),
      highlight: ['goal-trinity'],
      expect: { ui: 'openGoal', target: 'goal-trinity' },
    },
    {
      id: 'goalCrossroads',
      text: key('goalCrossroads'),
      highlight: ['goal-crossroads'],
      expect: { ui: 'openGoal', target: 'goal-crossroads' },
    },
    {
      id: 'partyChoice',
      text: key('partyChoice'),
      highlight: ['party-1'],
      expect: { event: { type: 'CHOOSE_PARTY', seat: L, partyId: 'party-1' } },
      hint,
    },
    {
      id: 'partyWinner',
      text: key('partyWinner'),
      highlight: ['board'],
      expect: {
        event: { type: 'CHOOSE_LOCATION', seat: L, tokenId: 't0-C2', locId: 'loc-forge' },
        accepts: (e) => e.type === 'CHOOSE_LOCATION' && e.tokenId === 't0-C2',
      },
      hint,
    },
    {
      id: 'secondParty',
      text: key('secondParty'),
      highlight: ['party-2', 'party-3', 'party-4', 'party-5', 'party-6'],
      // Any tile left: all are empty.
      expect: {
        event: { type: 'CHOOSE_PARTY', seat: L, partyId: 'party-2' },
        accepts: (e) => e.type === 'CHOOSE_PARTY' && e.partyId !== 'party-1',
      },
      hint,
    },
    { id: 'summary', text: key('summary'), highlight: ['goals'], expect: 'next' },
  ],
};
