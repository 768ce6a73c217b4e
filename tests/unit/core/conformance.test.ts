/**
 * One contract, proven for every registered game and seat count (see conformance.ts for what a
 * walk checks). Property-based: fast-check draws the seed and the move choices of each walk, with
 * a fixed seed so a failure reproduces, and shrinks a failing walk to a short one. A toy game shows
 * the suite is not blind: each deliberate flaw fails it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyGameModule } from '../../../machines/core/game';
import { loadGame, registeredGames } from '../../../machines/core/game';
import '../../../machines/registry';
import { nim, nimGame, nimSpec } from '../../fixtures/nim';
import { type ConformanceBudget, conform } from './conformance';

const walk = fc.record({ seed: fc.nat({ max: 1_000_000 }), choices: fc.array(fc.nat({ max: 64 }), { maxLength: 40 }) });
const BUDGET: ConformanceBudget = { every: 12, maxEvents: 1500, actorProbes: 1 };
const RUNS = 2;

function prove(m: AnyGameModule, seats: number, runs = RUNS, budget = BUDGET): void {
  fc.assert(
    fc.property(walk, (w) => conform(m, seats, w, budget)),
    { seed: 13, numRuns: runs, endOnFailure: false },
  );
}

describe('every registered game keeps the contract', () => {
  // the registry is read when the suite is collected: a game added tomorrow gets its own tests
  for (const entry of registeredGames()) {
    for (let seats = entry.seats.min; seats <= entry.seats.max; seats++) {
      it(`${entry.id}, ${seats} seat${seats > 1 ? 's' : ''}`, async () => {
        prove(await loadGame(entry.id), seats);
      }, 90_000);
    }
  }
});

/** Why the suite fails `m` (fast-check keeps the walk's own error as the cause), or 'passed'. */
function why(f: () => void): string {
  try {
    f();
  } catch (e) {
    const cause = (e as Error).cause;
    return `${(e as Error).message}\n${cause instanceof Error ? cause.message : String(cause)}`;
  }
  return 'passed';
}

describe('the suite catches a flawed game', () => {
  it('a sound toy game passes', () => {
    prove(nim, 2, 5);
    prove(nim, 3, 5);
  });

  it('fails when legalMoves omits a legal move', () => {
    const flawed: AnyGameModule = {
      ...(nim as AnyGameModule),
      legalMoves: (s, seat) => nim.legalMoves(s, seat).filter((e: { n: number }) => e.n !== 2 || s.context.pile < 5),
    };
    expect(why(() => prove(flawed, 2, 5))).toMatch(/missing from legalMoves/);
  });

  it('fails when a canonical form is another move', () => {
    // "taking 3 is spelled taking 2": listed, recorded, but it leaves another pile
    const folding: AnyGameModule = {
      ...(nim as AnyGameModule),
      canonical: (_s, e: { type: 'TAKE'; seat: number; n: number }) => (e.n === 3 ? { ...e, n: 2 } : e),
      legalMoves: (s, seat) => nim.legalMoves(s, seat).filter((e: { n: number }) => e.n !== 3),
    };
    expect(why(() => prove(folding, 2, 5))).toMatch(/leave different games/);
  });

  it('fails when an event with an unknown key is accepted', () => {
    // a check that reads only the fields it knows, and a schema that lets the rest through
    const lax: AnyGameModule = {
      ...(nim as AnyGameModule),
      eventSchemas: { TAKE: z.looseObject({ type: z.literal('TAKE') }) },
      check: (s, ev: { type: string; seat?: unknown; n?: unknown }) =>
        nim.check(s, { type: 'TAKE', seat: ev.seat as number, n: ev.n as number }),
    };
    expect(why(() => prove(lax, 2, 3))).toMatch(/accepts a hostile event/);
  });

  it('fails when the flow says the game rests elsewhere than the chart', () => {
    const drifting = nimGame({ ...nimSpec, rest: (c) => (c.winner === null && c.pile % 7 ? 'placement' : 'over') });
    expect(why(() => prove(drifting, 2, 5))).toMatch(/flow rests elsewhere than the chart/);
  });

  it('fails when an action of the description changes the context it was given', () => {
    // a draft that shares the list of takes: the machine's earlier snapshots change under it
    const aliasing = nimGame({ ...nimSpec, draft: (c) => ({ ...c }) });
    expect(why(() => prove(aliasing, 2, 5))).toMatch(/differ|changed/);
  });

  it('fails when a description reads what its chart does not store', () => {
    // an action that keeps a count outside the context: the machine and the flow each bump it
    let turns = 0;
    const leaky = nimGame({
      ...nimSpec,
      actions: {
        ...nimSpec.actions,
        nextSeat: { update: (d) => ({ ...d, current: (turns++ + d.current + 1) % d.seats }) },
      },
    });
    expect(why(() => prove(leaky, 2, 5))).toMatch(/flow and the machine differ/);
  });

  it('refuses a description outside the subset it can step, loudly', () => {
    const withRaise = { ...nimSpec, states: { ...nimSpec.states, over: { type: 'final', exit: 'x' } } };
    expect(() => nimGame(withRaise as never)).toThrow(/state key "exit"/);
    const badTarget = {
      ...nimSpec,
      states: { ...nimSpec.states, turn: { ...nimSpec.states.turn, initial: 'nowhere' } },
    };
    expect(() => nimGame(badTarget as never)).toThrow(/initial "nowhere"/);
  });

  it('fails when a view shows hidden pieces', () => {
    // pretend the pile size is hidden: a twin with another pile must look the same, but nim's view shows it
    const leaky: AnyGameModule = {
      ...(nim as AnyGameModule),
      conformance: {
        twin: (s) => ({ snapshot: { ...s, context: { ...s.context, pile: s.context.pile + 1 } }, owner: null }),
      },
    };
    expect(why(() => prove(leaky, 2, 3))).toMatch(/hidden pieces show/);
  });
});
