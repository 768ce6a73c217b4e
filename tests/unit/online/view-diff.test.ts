/** View diffs rebuild exactly the view the server made, whatever changed. */
import { expect, it } from 'vitest';
import { stepView } from '../../../server/protocol';
import { viewDiff } from '../../../server/view-diff';

it('sends only what changed, grown arrays as their new tail, and rebuilds the same view', () => {
  const log = [{ type: 'a' }, { type: 'b' }];
  const prev = { round: 1, log, row: [{ id: 'x', slots: [null, 3] }], final: null, gone: 'yes' };
  const next = { round: 2, log: [...log, { type: 'c' }], row: [{ id: 'x', slots: [null, 3] }], final: { w: [1] } };
  const diff = viewDiff(prev, next);
  expect(diff).toEqual({ set: { round: 2, final: { w: [1] } }, append: { log: [{ type: 'c' }] }, drop: ['gone'] });
  expect(stepView(JSON.parse(JSON.stringify(prev)), { viewDiff: diff ?? undefined })).toEqual(next);
  // An array that changed inside (not only grew) is sent whole.
  const shuffled = viewDiff(prev, { ...prev, log: [{ type: 'b' }, { type: 'a' }, { type: 'c' }] });
  expect(shuffled).toEqual({ set: { log: [{ type: 'b' }, { type: 'a' }, { type: 'c' }] } });
  // Nothing changed: an empty diff; not an object: no diff (the whole view is sent).
  expect(viewDiff(prev, { ...prev })).toEqual({});
  expect(viewDiff(prev, [1, 2])).toBeNull();
});
