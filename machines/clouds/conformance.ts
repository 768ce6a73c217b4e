/** What the conformance suite needs of Cloud Marches (see `Conformance` in core/game.ts). */
import type { SnapshotFrom } from 'xstate';
import type { Conformance } from '../core/game';
import type { CloudsMachine } from './machine';
import { step } from './rules';
import type { CloudsEvent } from './types';

export const conformance: Conformance<SnapshotFrom<CloudsMachine>, CloudsEvent> = {
  phase: (s) => s.context.phase,
  driver: { step: (c, ev) => step(c, ev) },
  // Nothing is hidden (no twin). MOVE lists one shortest path per end cell and target; check
  // accepts every path within the allowance.
  representatives: ['MOVE'],
};
