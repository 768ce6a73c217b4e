/** §6: each goal on hand-made boards that just meet it and just miss it; distances agree with `meets`. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../machines/core/rng';
import { GOAL_IDS, type GoalId, type H, LOCATION_IDS, type ResidentType } from '../../../machines/temperaments/content';
import {
  addToken,
  distance,
  emptyBoard,
  LOC_INDEX,
  meets,
  type SeatBoard,
  START_DISTANCE,
} from '../../../machines/temperaments/goals';

type T = [string, H?, ResidentType?];
const board = (tokens: T[]): SeatBoard =>
  tokens.reduce((b, [loc, h = 'C', r]) => addToken(b, LOC_INDEX.get(`loc-${loc}`) as number, h, r), emptyBoard());
const locs = (...names: string[]): T[] => names.map((n) => [n]);

/** The Whole Court at the keep but for its peasant. */
const WHOLE_COURT: T[] = [
  ['keep', 'C', 'knight'],
  ['keep', 'C', 'noble'],
  ['keep', 'C', 'sorcerer'],
  ['keep', 'S', 'minstrel'],
  ['keep', 'P', 'nun'],
];

const cases: Record<GoalId, { meet: T[]; miss: T[] }> = {
  'goal-six-realms': {
    meet: locs('keep', 'palace', 'bog', 'manor', 'tavern', 'ruin'),
    miss: locs('keep', 'mill', 'palace', 'bog', 'manor', 'tavern'),
  },
  'goal-bridges': {
    meet: locs('barrow', 'kingswood', 'hermitage', 'manor'),
    // two bridges that share the Tourney Ground do not count
    miss: locs('forge', 'tourney', 'tavern', 'hermitage'),
  },
  'goal-kings-road': {
    meet: locs('fair', 'abbey', 'brookside', 'stones'),
    miss: locs('fair', 'abbey', 'brookside', 'woodcutters'),
  },
  'goal-pilgrims-way': {
    meet: locs('hermitage', 'manor', 'well', 'fair', 'abbey'),
    miss: locs('hermitage', 'manor', 'well', 'abbey', 'brookside'),
  },
  'goal-whole-court': {
    meet: [...WHOLE_COURT, ['keep', 'P', 'peasant']],
    // animals do not stand in for the peasant
    miss: [...WHOLE_COURT, ['keep', 'P', 'stag']],
  },
  'goal-balance': {
    meet: [
      ['tavern', 'C'],
      ['tavern', 'S'],
      ['abbey', 'M'],
      ['brookside', 'P'],
    ],
    miss: [
      ['tavern', 'C'],
      ['tavern', 'S'],
      ['abbey', 'M'],
      ['stones', 'P'],
    ],
  },
  'goal-dominion': {
    meet: locs('watchtower', 'bog', 'chapel', 'stilts'),
    miss: locs('watchtower', 'bog', 'chapel', 'cathedral'),
  },
  'goal-crossroads': {
    meet: locs('mill', 'keep', 'barrow', 'hermitage'),
    miss: locs('mill', 'keep', 'barrow', 'palace'),
  },
  'goal-grand-tour': {
    meet: locs('keep', 'hermitage', 'mill', 'forge', 'barrow'),
    miss: locs('keep', 'hermitage', 'mill', 'forge', 'palace'),
  },
  'goal-triptych': {
    meet: locs('keep', 'palace', 'watchtower'),
    miss: locs('keep', 'palace', 'hermitage'),
  },
  'goal-fervour': {
    // stacked tokens count
    meet: [
      ['mill', 'C'],
      ['mill', 'C'],
      ['forge', 'C'],
    ],
    miss: [
      ['mill', 'C'],
      ['mill', 'C'],
      ['tourney', 'C'],
    ],
  },
  'goal-trinity': {
    meet: locs('keep', 'barrow', 'mill'),
    miss: locs('keep', 'barrow', 'hermitage'),
  },
};

describe('goals (§6): just met and just missed', () => {
  for (const goal of GOAL_IDS) {
    it(`${goal}: met by the smallest pattern, missed one step away`, () => {
      const { meet, miss } = cases[goal];
      expect(meets(goal, board(meet))).toBe(true);
      expect(distance(goal, board(meet))).toBe(0);
      expect(meets(goal, board(miss))).toBe(false);
      expect(distance(goal, board(miss))).toBeGreaterThan(0);
      // removing any one token of the meeting pattern (but for stacks) breaks it: it is minimal
      for (let i = 0; i < meet.length; i++) {
        const fewer = meet.filter((_, j) => j !== i);
        if (goal === 'goal-fervour' && meet.filter((t) => t[0] === meet[i]?.[0]).length > 1) continue;
        expect([goal, i, meets(goal, board(fewer))]).toEqual([goal, i, false]);
      }
    });
  }

  it('an empty board: the minimum sizes of §6 (King’s Road 4 locations, Pilgrims’ Way 5)', () => {
    expect(START_DISTANCE.get('goal-kings-road')).toBe(4);
    expect(START_DISTANCE.get('goal-pilgrims-way')).toBe(5);
    expect(START_DISTANCE.get('goal-six-realms')).toBe(6);
    expect(START_DISTANCE.get('goal-trinity')).toBe(3);
    for (const g of GOAL_IDS) expect(meets(g, emptyBoard())).toBe(false);
  });

  it('on random boards, distance is 0 exactly when the goal is met, and never grows as tokens are added', () => {
    const rng = Rng.from('goals');
    const hs: H[] = ['C', 'S', 'M', 'P'];
    const types: ResidentType[] = ['knight', 'noble', 'sorcerer', 'minstrel', 'nun', 'peasant', 'owl'];
    for (let game = 0; game < 150; game++) {
      let b = emptyBoard();
      const before = new Map<GoalId, number>(GOAL_IDS.map((g) => [g, distance(g, b)]));
      for (let i = 0; i < 14; i++) {
        b = addToken(b, LOC_INDEX.get(rng.pick(LOCATION_IDS)) as number, rng.pick(hs), rng.pick(types));
        for (const g of GOAL_IDS) {
          const d = distance(g, b);
          expect([g, d === 0]).toEqual([g, meets(g, b)]);
          expect(d).toBeLessThanOrEqual(before.get(g) as number);
          before.set(g, d);
        }
      }
    }
  });
});
