/**
 * Four Temperaments' own near misses (a slot off by one, a party tile named as a scene, another
 * seat's token, a location that does not exist…): `check` accepts one exactly when it is listed,
 * and only the active seat has moves. That the machine agrees with `check` and refuses with the
 * very same snapshot is the conformance suite's (tests/unit/core/conformance.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { GameRunner, startGame } from '../../../machines/core/engine';
import { Rng } from '../../../machines/core/rng';
import { LOCATION_IDS, PARTY_IDS, SCENE_IDS } from '../../../machines/temperaments/content';
import { tokenId } from '../../../machines/temperaments/rules';
import type { PlayerEvent } from '../../../machines/temperaments/types';
import { module } from './helpers';

const ALL_TOKENS = [0, 1, 2, 3].flatMap((s) =>
  (['C', 'S', 'M', 'P'] as const).flatMap((h) => [1, 2, 3, 4, 5].map((k) => tokenId(s, h, k))),
);

/** A random event, often close to a legal one (same type, a nearby slot, another token…). */
function randomEvent(rng: Rng, s: AnyMachineSnapshot, legal: PlayerEvent[]): unknown {
  const seats = s.context.seats as number;
  const seat = rng.int(seats + 1) - (rng.next() < 0.05 ? 1 : 0);
  const base = legal.length && rng.next() < 0.6 ? rng.pick(legal) : null;
  switch (rng.int(7)) {
    case 0:
      return { type: 'PASS', seat };
    case 1:
    case 2: {
      const id = rng.next() < 0.7 ? rng.pick(SCENE_IDS) : rng.pick(PARTY_IDS);
      const target =
        base?.type === 'PLACE' && rng.next() < 0.5
          ? { ...base.target, slot: base.target.slot + rng.int(3) - 1 }
          : {
              kind: rng.next() < 0.8 ? (id.startsWith('party') ? 'party' : 'scene') : 'scene',
              id,
              slot: rng.int(5) - 1,
            };
      const tok = base?.type === 'PLACE' && rng.next() < 0.5 ? base.tokenId : rng.pick(ALL_TOKENS);
      return { type: 'PLACE', seat: base?.seat ?? seat, tokenId: tok, target };
    }
    case 3:
      return {
        type: 'CHOOSE_LOCATION',
        seat: base?.seat ?? seat,
        tokenId: base?.type === 'CHOOSE_LOCATION' ? base.tokenId : rng.pick(ALL_TOKENS),
        locId: rng.pick([...LOCATION_IDS, 'loc-atlantis']),
      };
    case 4:
      return { type: 'CHOOSE_PARTY', seat: base?.seat ?? seat, partyId: rng.pick([...PARTY_IDS, 'party-9']) };
    case 5:
      return rng.pick([
        { type: 'PLACE', seat },
        { type: 'PLACE', seat, tokenId: 3, target: null },
        { type: 'PASS' },
        null,
      ]);
    default:
      return { type: 'AUTO_PASS' };
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('legal moves agree with the rules and the machine', () => {
  it('over random 2–4 seat games: a near miss is accepted exactly when listed, else refused with a known reason', () => {
    const rng = Rng.from('agreement');
    let checked = 0;
    for (let g = 0; g < 18; g++) {
      const seats = 2 + (g % 3);
      const runner = new GameRunner(module, { seed: `agree-${g}`, seats, options: {} });
      while (runner.snapshot.status !== 'done') {
        const snap = runner.snapshot;
        const active = module.activeSeats(snap);
        expect(active).toHaveLength(1);
        const seat = active[0] as number;
        for (let o = 0; o < seats; o++) if (o !== seat) expect(module.legalMoves(snap, o)).toEqual([]);
        const legal = module.legalMoves(snap, seat);
        expect(legal.length).toBeGreaterThan(0);
        for (let i = 0; i < 6; i++) {
          const ev = randomEvent(rng, snap, legal as PlayerEvent[]);
          const listed = legal.some((l) => same(l, ev));
          const reason = module.eventTypes.includes((ev as { type?: string } | null)?.type as string)
            ? module.check(snap, ev as never)
            : { code: 'unknownEvent' };
          expect([JSON.stringify(ev), reason === null]).toEqual([JSON.stringify(ev), listed]);
          if (reason) expect([...module.reasonCodes, 'unknownEvent']).toContain(reason.code);
          checked++;
        }
        expect(runner.send(rng.pick(legal), true).ok).toBe(true);
      }
      runner.stop();
    }
    expect(checked).toBeGreaterThan(1500);
  }, 300_000);

  it('check never throws on malformed payloads', () => {
    const s = startGame(module, { seed: 'junk', seats: 3, options: {} }).snapshot;
    const junk: unknown[] = [
      null,
      {},
      { type: 'PLACE' },
      { type: 'PLACE', seat: '0' },
      { type: 'PLACE', seat: 0.5 },
      { type: 'PLACE', seat: 0, tokenId: {}, target: 'x' },
      { type: 'PLACE', seat: 0, tokenId: 't0-C1', target: { kind: 'scene', id: 7, slot: 0 } },
      { type: 'PLACE', seat: 0, tokenId: 't0-C1', target: { kind: 'tile', id: 'party-1', slot: 0 } },
      { type: 'PLACE', seat: 0, tokenId: 't0-C1', target: { kind: 'party', id: 'scene-mill', slot: 0 } },
      { type: 'CHOOSE_LOCATION', seat: 0 },
      { type: 'CHOOSE_PARTY', seat: 0, partyId: null },
    ];
    for (const j of junk) {
      expect(() => module.check(s, j as never)).not.toThrow();
      expect(module.check(s, j as never)).not.toBeNull();
    }
  });
});
