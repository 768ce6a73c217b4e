/** Where an online room's extras stand (src/app/online/dock.ts): beside the table's buttons, or under More on a phone held upright. */
import { describe, expect, it } from 'vitest';
import { dockPlan } from '../../../src/app/online/dock';

describe('the online dock', () => {
  it('a landscape table: Talk in the toolbar, the record beside it only once the game is over, the clock there too', () => {
    expect(dockPlan(false, false)).toEqual({ toolbar: ['talk'], more: [], clock: 'toolbar' });
    expect(dockPlan(false, true)).toEqual({ toolbar: ['record', 'talk'], more: [], clock: 'toolbar' });
  });

  it('an upright table: no room button in the toolbar but More; Talk first in its menu; the clock in the status line', () => {
    const playing = dockPlan(true, false);
    expect(playing.toolbar).toEqual([]);
    expect(playing.more).toEqual(['talk', 'chart']);
    expect(playing.clock).toBe('status');
    expect(dockPlan(true, true).more).toEqual(['talk', 'record', 'chart']);
  });
});
