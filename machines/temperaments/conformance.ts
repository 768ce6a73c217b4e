/** What the conformance suite needs of Four Temperaments (see `Conformance` in core/game.ts). */

import type { SnapshotFrom } from 'xstate';
import type { Conformance } from '../core/game';
import type { TemperamentsMachine } from './machine';
import { applyMove } from './rules';
import type { Ctx, PlayerEvent } from './types';

export const conformance: Conformance<SnapshotFrom<TemperamentsMachine>, PlayerEvent> = {
  // the chart's placement waits in `turn`
  phase: (s) => (s.context.phase === 'placement' ? 'turn' : s.context.phase),
  // the driver keeps no log (the machine appends every emitted event's public form)
  driver: { step: (c, ev) => applyMove(c, ev, []), comparable: (c: Ctx) => ({ ...c, log: null }) },
};
