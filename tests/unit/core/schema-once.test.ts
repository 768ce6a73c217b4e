/** An incoming event's schema is parsed once per step (issue 13's slowdown), and never skipped where it matters. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transition } from 'xstate';
import { GameRunner, startGame, stepGame } from '../../../machines/core/engine';
import { newRecord, parseRecord } from '../../../machines/core/record';
import { nim } from '../../fixtures/nim';

const input = { seed: 'once', seats: 2, options: { maxTake: 3 } };
const take = (seat: number, n: number) => ({ type: 'TAKE', seat, n }) as { type: string };
const parses = () => vi.spyOn(nim.eventSchemas.TAKE as { safeParse: (x: unknown) => unknown }, 'safeParse');

describe('one schema check per incoming event', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the pure step, the live actor and the record loader parse each event once; check from outside parses it', () => {
    const s0 = startGame(nim, input).snapshot;
    const spy = parses();
    expect(stepGame(nim, s0, take(0, 2)).ok).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
    const runner = new GameRunner(nim, input);
    spy.mockClear();
    expect(runner.send(take(0, 2)).ok).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockClear();
    expect(nim.check(s0, take(0, 2) as never)).toBeNull();
    expect(spy).toHaveBeenCalledTimes(1);
    const record = newRecord(nim, input.seed, 2, input.options);
    record.events.push(take(0, 1), take(1, 3));
    spy.mockClear();
    expect(parseRecord(JSON.stringify(record), () => nim).ok).toBe(true);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('the bare machine still parses in its guards, and an event changed after its step is parsed again', () => {
    const s0 = startGame(nim, input).snapshot;
    const junk = { type: 'TAKE', seat: 0, n: 2, extra: 'x' };
    const [same] = transition(nim.machine, s0, junk as never);
    expect(same).toBe(s0);
    const ev: Record<string, unknown> = { type: 'TAKE', seat: 0, n: 1 };
    const runner = new GameRunner(nim, input);
    expect(runner.send(ev as never).ok).toBe(true);
    ev.seat = 1;
    ev.extra = 'x';
    const res = runner.send(ev as never);
    expect(res.ok ? null : res.reason.code).toBe('malformed');
    expect(runner.snapshot.context.pile).toBe(s0.context.pile - 1);
  });
});
