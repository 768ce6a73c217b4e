/** What the conformance suite needs of Four Temperaments (see `Conformance` in core/game.ts). */

import type { SnapshotFrom } from 'xstate';
import type { Conformance } from '../core/game';
import { Rng } from '../core/rng';
import { type TemperamentsMachine, temperamentsFlow } from './machine';
import { actor } from './rules';
import type { Ctx, PlayerEvent } from './types';

type Snap = SnapshotFrom<TemperamentsMachine>;

export const conformance: Conformance<Snap, PlayerEvent> = {
  flow: temperamentsFlow as Conformance<Snap, PlayerEvent>['flow'],
  // The humours of one waiting seat's supply dealt among its tokens otherwise: only that seat
  // sees them, and the next move (another seat's) cannot reveal a token still in a supply.
  twin: (s, seed) => {
    const c = s.context;
    const rng = Rng.from(`twin:${seed}`);
    const active = s.status === 'done' ? null : actor(c);
    const seats = Array.from({ length: c.seats }, (_, i) => i).filter((i) => i !== active);
    const owner = seats[rng.int(seats.length)];
    if (owner === undefined) return null;
    const supply = c.tokens.flatMap((t, i) => (t.owner === owner && t.pos.k === 'supply' ? [i] : []));
    const humours = rng.shuffle(supply.map((i) => (c.tokens[i] as Ctx['tokens'][number]).h));
    if (humours.every((h, k) => h === c.tokens[supply[k] as number]?.h)) return null;
    const tokens = c.tokens.slice();
    supply.forEach((i, k) => {
      tokens[i] = { ...(tokens[i] as Ctx['tokens'][number]), h: humours[k] as Ctx['tokens'][number]['h'] };
    });
    return { snapshot: { ...s, context: { ...c, tokens } } as Snap, owner };
  },
};
