/**
 * The tutorial of §10: two players, a fixed setup, the learner at seat 1 (moving first). Each step
 * waits for one scripted event; the tutor's moves are the `before` events of the step that follows
 * them. Highlight ids: `card:<id>` (a card and its pointer), `cell:<x>,<y>`, `token:<x>,<y>`,
 * `cloud:<key>`, `panel:drain`, `panel:result`.
 */
import type { TutorialScript, TutorialStep } from '../core/game';
import type { CloudsSnapshot } from './machine';
import type { CloudsEvent, CloudsOptions } from './types';

const LEARNER = 1;
const TUTOR = 0;

export const TUTORIAL_OPTIONS: CloudsOptions = {
  // §10 teaches §5 (moves cost nothing, the drain spends unwalked steps), whatever the default
  vigorChips: false,
  fixed: {
    order: [LEARNER, TUTOR],
    cards: [
      { id: 'p3', owner: LEARNER, pos: [15, 2] },
      { id: 'e1', owner: LEARNER, pos: [14, 1] },
      { id: 'u2', owner: LEARNER, pos: [16, 1] },
      { id: 'u5', owner: TUTOR, pos: [17, 6], mood: 1 },
      { id: 'p4', owner: TUTOR, pos: [20, 5] },
      { id: 'e5', owner: TUTOR, pos: [15, 12] },
    ],
    tokens: [{ cell: [15, 4], seat: TUTOR }],
  },
};

type Step = TutorialStep<CloudsSnapshot, CloudsEvent>;

const L = LEARNER;
const T = TUTOR;
const step = (id: string, event: CloudsEvent, highlight: string[] = [], before?: CloudsEvent[]): Step => ({
  id,
  text: `clouds.tutorial.${id}`,
  highlight,
  ...(before ? { before } : {}),
  expect: { event },
  hint: 'clouds.tutorial.hint',
});

const steps: Step[] = [
  {
    id: 'welcome',
    text: 'clouds.tutorial.welcome',
    highlight: ['card:p3', 'card:e1', 'card:u2'],
    expect: 'next',
  },
  step('vigor', { type: 'SELECT_CARD', seat: L, cardId: 'p3' }, ['card:p3']),
  step(
    'move',
    {
      type: 'MOVE',
      seat: L,
      cardId: 'p3',
      path: [
        [15, 3],
        [15, 4],
        [15, 5],
      ],
    },
    ['cell:15,5', 'token:15,4', 'cloud:boreas'],
  ),
  step('selectCooper', { type: 'SELECT_CARD', seat: L, cardId: 'e1' }, ['card:e1']),
  step('earthAction', { type: 'CLASS_ACTION', seat: L, cardId: 'e1' }, ['card:e1']),
  step('selectVellum', { type: 'SELECT_CARD', seat: L, cardId: 'u2' }, ['card:u2']),
  step('unicornMark', { type: 'CLASS_ACTION', seat: L, cardId: 'u2', targetId: 'e5' }, ['card:e5']),
  {
    id: 'tutorTurn',
    text: 'clouds.tutorial.tutorTurn',
    highlight: ['card:e5', 'card:u5', 'card:p3', 'card:p4'],
    before: [
      { type: 'SELECT_CARD', seat: T, cardId: 'u5' },
      { type: 'USE_ABILITY', seat: T, cardId: 'u5', targetId: 'u2' },
      {
        type: 'MOVE',
        seat: T,
        cardId: 'u5',
        path: [
          [16, 6],
          [15, 6],
          [15, 5],
        ],
      },
      { type: 'SELECT_CARD', seat: T, cardId: 'p4' },
      {
        type: 'MOVE',
        seat: T,
        cardId: 'p4',
        path: [
          [20, 4],
          [19, 4],
        ],
      },
    ],
    expect: 'next',
  },
  step('selectKestrel', { type: 'SELECT_CARD', seat: L, cardId: 'p3' }, ['card:p3']),
  step('pegasusAction', { type: 'CLASS_ACTION', seat: L, cardId: 'p3', delta: 1 }, ['cloud:boreas', 'card:u5']),
  step('selectCooper2', { type: 'SELECT_CARD', seat: L, cardId: 'e1' }, ['card:e1']),
  step(
    'doubling',
    {
      type: 'MOVE',
      seat: L,
      cardId: 'e1',
      // the canonical path, the one the table sends for a click on Rubric's cell
      path: [
        [15, 1],
        [15, 2],
        [15, 3],
        [15, 4],
        [15, 5],
      ],
      targetId: 'u5',
    },
    ['card:e1', 'card:u5', 'cell:15,5'],
  ),
  step('drain', { type: 'DRAIN', seat: L, amount: 1 }, ['panel:drain', 'card:u5']),
  step('selectVellum2', { type: 'SELECT_CARD', seat: L, cardId: 'u2' }, ['card:u2']),
  step('skip', { type: 'SKIP', seat: L, cardId: 'u2' }, ['card:u2']),
  {
    id: 'tutorTurn2',
    text: 'clouds.tutorial.tutorTurn2',
    highlight: ['card:e5', 'card:e1', 'cell:15,11'],
    before: [
      { type: 'SELECT_CARD', seat: T, cardId: 'e5' },
      {
        type: 'MOVE',
        seat: T,
        cardId: 'e5',
        path: [
          [15, 11],
          [15, 10],
          [15, 9],
          [15, 8],
          [15, 7],
          [15, 6],
          [15, 5],
        ],
        targetId: 'e1',
      },
      { type: 'SELECT_CARD', seat: T, cardId: 'p4' },
      { type: 'SKIP', seat: T, cardId: 'p4' },
    ],
    expect: 'next',
  },
  step('selectKestrel2', { type: 'SELECT_CARD', seat: L, cardId: 'p3' }, ['card:p3']),
  step('stoop', { type: 'USE_ABILITY', seat: L, cardId: 'p3' }, ['card:p3']),
  step('attackInPlace', { type: 'MOVE', seat: L, cardId: 'p3', path: [], targetId: 'e5' }, ['card:e5', 'cell:15,5']),
  step('drainMillstone', { type: 'DRAIN', seat: L, amount: 1 }, ['panel:drain', 'card:e5']),
  step('selectRubric', { type: 'SELECT_CARD', seat: L, cardId: 'u5' }, ['card:u5']),
  step('recapture', { type: 'MOVE', seat: L, cardId: 'u5', path: [], targetId: 'e1' }, ['card:e1']),
  step('drainCooper', { type: 'DRAIN', seat: L, amount: 2 }, ['panel:drain', 'card:e1']),
  step('selectVellum3', { type: 'SELECT_CARD', seat: L, cardId: 'u2' }, ['card:u2']),
  step('markAgain', { type: 'CLASS_ACTION', seat: L, cardId: 'u2', targetId: 'p4' }, ['card:p4']),
  {
    id: 'end',
    text: 'clouds.tutorial.end',
    highlight: ['panel:result'],
    before: [{ type: 'CONCEDE', seat: T }],
    expect: 'next',
  },
];

export const tutorial: TutorialScript<CloudsOptions, CloudsSnapshot, CloudsEvent> = {
  seed: 'clouds-tutorial',
  seats: 2,
  options: TUTORIAL_OPTIONS,
  learnerSeat: LEARNER,
  steps,
};
