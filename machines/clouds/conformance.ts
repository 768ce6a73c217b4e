/** What the conformance suite needs of Cloud Marches (see `Conformance` in core/game.ts). */
import type { SnapshotFrom } from 'xstate';
import type { Conformance } from '../core/game';
import { type CloudsMachine, cloudsFlow } from './machine';
import type { CloudsEvent } from './types';

export const conformance: Conformance<SnapshotFrom<CloudsMachine>, CloudsEvent> = {
  flow: cloudsFlow as Conformance<SnapshotFrom<CloudsMachine>, CloudsEvent>['flow'],
  // Debt (see core/game.ts): MOVE lists one shortest path per end cell and target; check accepts
  // every path within the allowance, and a longer one or a detour over mood tokens is another move.
  representatives: ['MOVE'],
  // Nothing is hidden (no twin).
};
