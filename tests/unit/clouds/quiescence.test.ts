/** The search scores a leaf only once the seat to act has no capture left to make (issue 19). */
import { describe, expect, it } from 'vitest';
import { captureNow } from '../../../machines/clouds/evaluate';
import { settle } from '../../../machines/clouds/mcts';
import type { Ctx } from '../../../machines/clouds/types';
import { table } from './helpers';

const A = 0;
const B = 1;

describe('quiescence', () => {
  it('plays the capture the seat to act has in reach, then stops where nobody has one', () => {
    // Cooper (V5) is 3 cells from Initial (V3): A takes it; Keystone is far from everything
    const t = table([
      { id: 'e1', owner: A, pos: [10, 10] },
      { id: 'u1', owner: B, pos: [13, 10] },
      { id: 'e6', owner: B, pos: [28, 22] },
    ]);
    const ctx = t.ctx as Ctx;
    expect(captureNow(ctx)).toBe(true);
    const after = settle(ctx, 6);
    expect(after.cards.find((c) => c.id === 'u1')?.owner).toBe(A);
    expect(captureNow(after)).toBe(false);
    expect(settle(ctx, 0)).toBe(ctx);
  });

  it('leaves a quiet position as it is', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [3, 10] },
      { id: 'u1', owner: B, pos: [20, 10] },
      { id: 'e6', owner: B, pos: [28, 22] },
    ]);
    const ctx = t.ctx as Ctx;
    expect(captureNow(ctx)).toBe(false);
    expect(settle(ctx, 6)).toBe(ctx);
  });
});
