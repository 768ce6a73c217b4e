/**
 * The tutorial of §11: a fixed deal, the learner (seat 0) against the scripted Chronicler (seat 1).
 * Highlight ids name table objects: a location (`loc-mill`), a card or tile (`scene-mill`,
 * `party-1`), a slot (`scene-mill:2`), a goal (`goal-trinity`), the learner's `supply`.
 */
import type { SnapshotFrom } from 'xstate';
import type { TutorialScript, TutorialStep } from '../core/game';
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

type Step = TutorialStep<Snap, PlayerEvent>;
type Accepts = (e: PlayerEvent, s: Snap) => boolean;

/** A step the learner looks at: a tap on `target` (a `ui` gesture) goes on; the Chronicler may move first. */
const look = (id: string, highlight: string[], ui: string, target: string, before?: PlayerEvent[]): Step => ({
  id,
  text: key(id),
  highlight,
  ...(before ? { before } : {}),
  expect: { ui, target },
});

/** A step the learner plays: `event` (or any event `accepts` takes) goes on; anything else shows the hint. */
const play = (
  id: string,
  highlight: string[],
  event: PlayerEvent,
  accepts?: Accepts,
  before?: PlayerEvent[],
): Step => ({
  id,
  text: key(id),
  highlight,
  ...(before ? { before } : {}),
  expect: accepts ? { event, accepts } : { event },
  hint,
});

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
    look('board', ['loc-mill'], 'tapLocation', 'loc-mill'),
    look('scenes', ['scene-mill'], 'openCard', 'scene-mill'),
    play(
      'place',
      ['supply', 'scene-mill:0'],
      place(L, 't0-S1', 'scene', 'scene-mill', 0),
      placesHumour('S', 'scene-mill', 0),
    ),
    look('hidden', ['scene-mill:2'], 'tapSlot', 'scene-mill:2', [place(B, 't1-S2', 'scene', 'scene-mill', 2)]),
    play(
      'animal',
      ['scene-wolves', 'scene-wolves:2'],
      place(L, 't0-P1', 'scene', 'scene-wolves', 2),
      placesHumour('P', 'scene-wolves', 2),
    ),
    look('ownTokens', ['scene-mill:1', 'scene-mill:2'], 'tapSlot', 'scene-mill:1', [
      place(B, 't1-S3', 'scene', 'scene-mill', 1),
    ]),
    play('pass', ['pass'], { type: 'PASS', seat: L }),
    look('bluff', ['scene-tourney:0'], 'tapSlot', 'scene-tourney:0', [place(B, 't1-P1', 'scene', 'scene-tourney', 0)]),
    play('party', ['party-1', 'party-1:0'], place(L, 't0-C2', 'party', 'party-1', 0), placesHumour('C', 'party-1', 0)),
    play(
      'roundEnd',
      ['scene-glade:0', 'scene-glade:1'],
      place(L, 't0-M2', 'scene', 'scene-glade', 0),
      placesHumour('M', 'scene-glade', 0),
      [place(B, 't1-C1', 'scene', 'scene-glade', 1)],
    ),
    play(
      'escape',
      ['loc-well', 'loc-fair'],
      { type: 'CHOOSE_LOCATION', seat: L, tokenId: 't0-M2', locId: 'loc-well' },
      (e) => e.type === 'CHOOSE_LOCATION' && (e.locId === 'loc-well' || e.locId === 'loc-fair'),
    ),
    play('animalWin', ['loc-hermitage'], {
      type: 'CHOOSE_LOCATION',
      seat: L,
      tokenId: 't0-P1',
      locId: 'loc-hermitage',
    }),
    look('goalTrinity', ['goal-trinity'], 'openGoal', 'goal-trinity'),
    look('goalCrossroads', ['goal-crossroads'], 'openGoal', 'goal-crossroads'),
    play('partyChoice', ['party-1'], { type: 'CHOOSE_PARTY', seat: L, partyId: 'party-1' }),
    play(
      'partyWinner',
      ['board'],
      { type: 'CHOOSE_LOCATION', seat: L, tokenId: 't0-C2', locId: 'loc-forge' },
      (e) => e.type === 'CHOOSE_LOCATION' && e.tokenId === 't0-C2',
    ),
    // Any tile left: all are empty.
    play(
      'secondParty',
      ['party-2', 'party-3', 'party-4', 'party-5', 'party-6'],
      { type: 'CHOOSE_PARTY', seat: L, partyId: 'party-2' },
      (e) => e.type === 'CHOOSE_PARTY' && e.partyId !== 'party-1',
    ),
    { id: 'summary', text: key('summary'), highlight: ['goals'], expect: 'next' },
  ],
};
