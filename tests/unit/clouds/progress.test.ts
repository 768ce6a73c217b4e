/**
 * The search closes in instead of sitting out of reach (issue 19): its self-play used to double and
 * mark at home turn after turn until round 60. From such a position two seeded searches now finish
 * the game by collection; and the evaluation counts a mark as what it is (a marked attacker threatens
 * nothing before its forced skip; a marked target stays put through two of the attacker's actions).
 */
import { describe, expect, it } from 'vitest';
import { evaluate, standings } from '../../../machines/clouds/evaluate';
import type { Ctx } from '../../../machines/clouds/types';
import { GameRunner } from '../../../machines/core/engine';
import { clouds, table } from './helpers';

/** Round 40 of a search self-play game that ended in a 3–3 draw at round 60: both sides doubling and marking at home. */
function stalled(): GameRunner {
  const fixed = {
    order: [1, 0],
    round: 40,
    cards: [
      { id: 'p4', owner: 1, pos: [14, 23], mood: 5 },
      { id: 'u2', owner: 1, pos: [14, 29] },
      { id: 'e6', owner: 1, pos: [15, 28] },
      { id: 'p5', owner: 0, pos: [14, 15], mood: 4 },
      { id: 'u5', owner: 0, pos: [16, 1] },
      { id: 'e5', owner: 0, pos: [17, 1], mood: 2 },
    ],
  };
  return new GameRunner(clouds, {
    seed: 'stall',
    seats: 2,
    options: clouds.parseOptions({ fixed, roundLimit: 52 }, 2),
  });
}

describe('the search makes progress toward collection', () => {
  it('from a stalled position two seeded searches end the game by collection before the round limit', () => {
    const r = stalled();
    const bots = [0, 1].map((s) => clouds.bots.mcts?.({ seed: `stall:${s}`, iterations: 200 }));
    let snap = r.snapshot;
    for (let events = 0; !clouds.result(snap).over && events < 2000; events++) {
      const seat = clouds.activeSeats(snap)[0] as number;
      snap = r.send(bots[seat]?.choose(snap, seat) as never).snapshot;
    }
    const result = clouds.result(snap);
    // before: a draw at the limit (round 52), doubling and marking at home
    expect(result.reason).toBe('allCards');
    expect((snap.context as Ctx).round).toBeLessThan(52);
  }, 120_000);

  it('the drive is a seat’s own: closing in on a card gains the mover and costs the other seat nothing', () => {
    const at = (y: number) =>
      standings(
        table([
          // column 5 has no storm: the storm-aware distance is |Δy|
          { id: 'e5', owner: 0, pos: [5, y] },
          { id: 'u1', owner: 1, pos: [5, 28] },
        ]).ctx,
      );
    const far = at(2);
    const near = at(10);
    // 8 cells closer, still out of reach (Millstone's 7): the drive is one point per cell; Initial
    // (V3) cannot capture Millstone (V7) from anywhere, and seat 1's standing does not move
    expect((near[0] as number) - (far[0] as number)).toBe(8);
    expect(near[1]).toBe(far[1]);
  });

  it('a marked attacker threatens nothing; a marked target is in reach of a move then a strike', () => {
    const cards = (markAttacker: boolean, markTarget: boolean) =>
      table([
        { id: 'e5', owner: 0, pos: [15, 2], skipMark: markAttacker },
        { id: 'u1', owner: 1, pos: [15, 11], skipMark: markTarget },
        { id: 'u2', owner: 1, pos: [20, 28] },
      ]).ctx;
    // Millstone (V7) is 9 cells from Initial (V3): out of one action's reach (7), in two actions' (14)
    const free = evaluate(cards(false, false));
    const pinned = evaluate(cards(false, true));
    const marked = evaluate(cards(true, true));
    expect(pinned[0] as number).toBeGreaterThan(free[0] as number);
    expect(pinned[1] as number).toBeLessThan(free[1] as number);
    expect(marked[1] as number).toBeGreaterThan(pinned[1] as number);
  });
});
