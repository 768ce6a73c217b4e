/** The search spends mood where an ability pays, on every card of its turn (issue 19). */
import { describe, expect, it } from 'vitest';
import type { CloudsEvent, Ctx } from '../../../machines/clouds/types';
import { clouds, table } from './helpers';

const A = 0;
const B = 1;

/** Lets one mcts bot (hard's iteration count) play seat A's whole turn; returns its events. */
function hardTurn(t: ReturnType<typeof table>): CloudsEvent[] {
  const bot = clouds.bots.mcts?.({ seed: 'ab', level: 'hard' });
  const out: CloudsEvent[] = [];
  while (t.ctx.active === A && !t.ctx.result && out.length < 20) {
    const ev = bot?.choose(t.runner.snapshot as never, A) as CloudsEvent;
    out.push(ev);
    t.send(ev);
  }
  return out;
}

describe('mcts and abilities', () => {
  it('takes the capture only Red Letter makes, on the second card of its turn as on the first', () => {
    // Rubric (V5, mood 1) is 5 cells from Cooper (V5): it needs one drain point, so without the
    // ability it captures from 4 cells at most; Red Letter (−1 vigor, range 6) lets it take Cooper from 5.
    // Bellringer (V5) beside Harrow (V6) can take it too (two drain points from one cell).
    const t = table([
      { id: 'u5', owner: A, pos: [3, 10], mood: 1 },
      { id: 'e2', owner: A, pos: [20, 10] },
      { id: 'e1', owner: B, pos: [8, 10] },
      { id: 'e4', owner: B, pos: [21, 10] },
      { id: 'e6', owner: B, pos: [28, 22] },
    ]);
    const evs = hardTurn(t);
    const used = evs.filter((e) => e.type === 'USE_ABILITY').map((e) => e.cardId);
    expect(used).toEqual(['u5']);
    expect(t.card('e1').owner).toBe(A);
    expect(t.card('e4').owner).toBe(A);
    expect(t.card('u5').mood).toBe(0);
    expect((t.ctx as Ctx).stats.abilitiesBySeat[A]).toBe(1);
  });
});
