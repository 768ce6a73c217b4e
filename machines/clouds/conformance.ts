/** What the conformance suite needs of Cloud Marches (see `Conformance` in core/game.ts). */
import type { SnapshotFrom } from 'xstate';
import type { Conformance } from '../core/game';
import { type CloudsMachine, cloudsFlow } from './machine';
import type { CloudsEvent } from './types';

export const conformance: Conformance<SnapshotFrom<CloudsMachine>, CloudsEvent> = {
  flow: cloudsFlow as Conformance<SnapshotFrom<CloudsMachine>, CloudsEvent>['flow'],
  // Nothing is hidden (no twin).
};
