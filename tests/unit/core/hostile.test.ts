/** The attacks of issue 13, one by one: prototype names, exceptions inside the rules, records holding them. */
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import clouds from '../../../machines/clouds';
import { isCardId } from '../../../machines/clouds/content';
import { GameRunner, startGame, stepGame } from '../../../machines/core/engine';
import type { AnyGameModule } from '../../../machines/core/game';
import { newRecord, parseRecord } from '../../../machines/core/record';
import { isSuit, isTrump } from '../../../machines/northwood/content';
import { HUMOURS, LOCATION_IDS } from '../../../machines/temperaments/content';
import { parseOptions } from '../../../machines/temperaments/options';
import { nim } from '../../fixtures/nim';

const PROTO = ['toString', 'constructor', '__proto__', 'hasOwnProperty'];

describe('names from Object.prototype are no ids', () => {
  it('For Northwood!: no suit, no trump', () => {
    for (const x of PROTO) expect([x, isSuit(x), isTrump(x)]).toEqual([x, false, false]);
  });

  it('Cloud Marches: no card; events naming one are refused by check, the step and the actor, and a record holding one at its index', () => {
    for (const x of PROTO) expect(isCardId(x)).toBe(false);
    const input = { seed: 'proto', seats: 2, options: clouds.defaultOptions(2) };
    const start = startGame(clouds, input).snapshot;
    const [first] = clouds.legalMoves(start, clouds.activeSeats(start)[0] as number) as { type: string }[];
    const runner = new GameRunner(clouds, input);
    for (const type of ['DRAFT_PICK', 'PLACE_POINTER', 'SELECT_CARD', 'USE_ABILITY', 'CLASS_ACTION']) {
      const ev = { ...first, type, cardId: '__proto__', targetId: '__proto__', cell: [3, 3] };
      expect(clouds.check(start, ev as never)).not.toBeNull();
      const res = stepGame(clouds, start, ev);
      expect([res.ok, res.snapshot]).toEqual([false, start]);
      expect(runner.send(ev).ok).toBe(false);
      expect(runner.snapshot.context).toEqual(start.context);
    }
    const record = newRecord(clouds, input.seed, 2, input.options);
    record.events.push({ ...first, cardId: '__proto__' } as never);
    const parsed = parseRecord(JSON.stringify(record), () => clouds as AnyGameModule);
    expect(parsed.ok ? null : parsed.error.index).toBe(0);
  });

  it('Four Temperaments: a saved setup with a board token of resType "toString" is refused', () => {
    const token = { seat: 0, h: HUMOURS[0], loc: LOCATION_IDS[0], resType: 'toString' };
    expect(() => parseOptions({ setup: { board: [token] } }, 2)).toThrow(/resType/);
  });
});

describe('an exception inside the rules never escapes', () => {
  // nim whose rules throw when 3 stones are taken from a pile of 13: in the guard, and in check
  const boom = (pile: number, n: number) => {
    if (pile === 13 && n === 3) throw new TypeError("Cannot read properties of undefined (reading 'owner')");
  };
  const machine = setup({
    types: {} as {
      context: { pile: number; current: number; seats: number };
      events: { type: 'TAKE'; seat: number; n: number };
    },
    guards: {
      legal: ({ context, event }) => {
        boom(context.pile, event.n);
        return event.n >= 1 && event.n <= 3 && event.n <= context.pile && event.seat === context.current;
      },
    },
  }).createMachine({
    context: { pile: 16, current: 0, seats: 2 },
    on: {
      TAKE: {
        guard: 'legal',
        actions: assign(({ context, event }) => ({ pile: context.pile - event.n, current: 1 - context.current })),
      },
    },
  });
  const fragile = { ...(nim as AnyGameModule), machine, check: () => null, legalMoves: () => [] } as AnyGameModule;

  it('is a refusal "internal" with the snapshot unchanged, in the pure step and the live actor', () => {
    const s0 = startGame(fragile, { seed: 's', seats: 2, options: {} }).snapshot;
    const s1 = stepGame(fragile, s0, { type: 'TAKE', seat: 0, n: 3 } as never);
    expect(s1.ok).toBe(true);
    const bad = { type: 'TAKE', seat: 1, n: 3 };
    const res = stepGame(fragile, s1.snapshot, bad);
    expect(res.ok ? null : res.reason.code).toBe('internal');
    expect(res.snapshot).toBe(s1.snapshot);
    const runner = new GameRunner(fragile, { seed: 's', seats: 2, options: {} });
    runner.send({ type: 'TAKE', seat: 0, n: 3 } as never);
    const live = runner.send(bad);
    expect(live.ok ? null : live.reason.code).toBe('internal');
    expect(runner.snapshot.context).toEqual(s1.snapshot.context);
    // the actor lives on: a good move still plays
    expect(runner.send({ type: 'TAKE', seat: 1, n: 2 } as never).ok).toBe(true);
    expect(runner.snapshot.context.pile).toBe(11);
  });

  it('a record holding such an event is refused with its index', () => {
    const record = newRecord(fragile, 's', 2, { maxTake: 3 });
    record.events.push({ type: 'TAKE', seat: 0, n: 3 } as never, { type: 'TAKE', seat: 1, n: 3 } as never);
    const parsed = parseRecord(JSON.stringify(record), () => fragile);
    expect(parsed.ok ? null : [parsed.error.index, parsed.error.reason?.code]).toEqual([1, 'internal']);
  });
});
