/** Bots (rules §10): legal moves only, heuristic beats random, the advisor sees no hidden order. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../machines/core/rng';
import nw from '../../../machines/northwood';
import { advise, determinize } from '../../../machines/northwood/advisor';
import { heuristicMove } from '../../../machines/northwood/heuristic';
import { step } from '../../../machines/northwood/machine';
import { check, legalMoves, phaseOf } from '../../../machines/northwood/rules';
import { createGame, parseOptions } from '../../../machines/northwood/setup';
import type { Ctx, NorthwoodEvent, NorthwoodOptions } from '../../../machines/northwood/types';
import { start } from './helpers';

const INTRO: NorthwoodOptions = { mode: 'intro', difficulty: 'standard' };
const FULL: NorthwoodOptions = { mode: 'full', difficulty: 'standard' };

function playOut(seed: string, options: NorthwoodOptions, policy: (c: Ctx, rng: Rng) => NorthwoodEvent): Ctx {
  const rng = Rng.from(`policy:${seed}`);
  let c = createGame(seed, parseOptions(options)).ctx;
  while (!c.over) {
    const ev = policy(c, rng);
    const why = check(c, ev);
    if (why) throw new Error(`${seed}: illegal ${JSON.stringify(ev)}: ${why.message}`);
    c = step(c, ev).ctx;
  }
  return c;
}

const randomPolicy = (c: Ctx, rng: Rng) => rng.pick(legalMoves(c));
const heuristicPolicy = (c: Ctx) => heuristicMove(c);

/** The same context with the unknown deck cards in another order (what the player cannot see). */
function shuffledUnknown(c: Ctx, seed: string): Ctx {
  return determinize(c, Rng.from(seed));
}

/** Positions along a heuristic game, for probing decisions. */
function positions(seed: string, options: NorthwoodOptions, every = 7): Ctx[] {
  const out: Ctx[] = [];
  let c = createGame(seed, parseOptions(options)).ctx;
  for (let i = 0; !c.over; i++) {
    if (i % every === 0) out.push(c);
    c = step(c, heuristicMove(c)).ctx;
  }
  return out;
}

describe('heuristic', () => {
  it('plays only legal moves and is clearly stronger than random', () => {
    let h = 0;
    let r = 0;
    for (let i = 0; i < 40; i++) {
      const options = i % 2 ? FULL : INTRO;
      h += (playOut(`h-${i}`, options, heuristicPolicy).over?.score ?? 0) / 40;
      r += (playOut(`h-${i}`, options, randomPolicy).over?.score ?? 0) / 40;
    }
    expect(h).toBeGreaterThan(r + 4);
  });

  it('never depends on the order of unknown deck cards', () => {
    for (const c of [...positions('probe-1', INTRO), ...positions('probe-2', FULL)]) {
      if (c.over) continue;
      expect(heuristicMove(shuffledUnknown(c, 'a'))).toEqual(heuristicMove(c));
    }
  });
});

describe('advisor', () => {
  it('ranks every fief with p̂ and p̂·stars, best first, from the same seed the same answer', () => {
    const s = start(INTRO, 'advice').snap;
    const a = advise(s, { seed: 'one', samples: 60 });
    const fiefs = new Set(a.filter((o) => o.kind === 'fief').map((o) => (o.event as { fief: number }).fief));
    expect(fiefs.size).toBe(8);
    for (const o of a) {
      expect(o.p).toBeGreaterThanOrEqual(0);
      expect(o.p).toBeLessThanOrEqual(1);
      expect(o.value).toBeCloseTo(o.p * o.stars - 0.5 * (o.substitutes?.length ?? 0), 9);
      expect(check(s.context, o.event)).toBeNull();
      expect(o.reason.key).toMatch(/^advice\./);
    }
    const top = a[0] as (typeof a)[number];
    expect(top.samples).toBeGreaterThanOrEqual(60);
    expect(top.value).toBe(Math.max(...a.filter((o) => o.samples === top.samples).map((o) => o.value)));
    expect(advise(s, { seed: 'one', samples: 60 })).toEqual(a);
  });

  it('gives the same advice when only the hidden deck order differs', () => {
    // two fixed deals: the same hand and court, the 24 other cards in a different order
    const base = createGame('twins', parseOptions(INTRO)).ctx;
    const deck = base.deck.map((e) => e.card);
    const fixed = (order: typeof deck): NorthwoodOptions => ({
      ...INTRO,
      fixed: {
        allies: base.slots.map((sl) => sl.ally),
        rulers: base.fiefs.map((f) => f.ruler as string) as never,
        hand: base.hand,
        deck: order,
      },
    });
    const a = start(fixed(deck), 'twins').snap;
    const b = start(fixed(deck.slice().reverse()), 'twins').snap;
    expect(a.context.hand).toEqual(b.context.hand);
    expect(a.context.deck).not.toEqual(b.context.deck);
    expect(advise(b, { seed: 's', samples: 40 })).toEqual(advise(a, { seed: 's', samples: 40 }));
    // and at decisions inside visits, with some deck cards known
    for (const c of positions('twins-2', FULL, 11).slice(0, 12)) {
      if (c.over || legalMoves(c).length < 2) continue;
      expect(advise(shuffledUnknown(c, 'z'), { seed: 's', samples: 20 })).toEqual(
        advise(c, { seed: 's', samples: 20 }),
      );
    }
  });

  it('with one legal card, says so and still gives the visit its odds', () => {
    const forced = positions('only', INTRO, 1).filter((c) => phaseOf(c) === 'response' && legalMoves(c).length === 1);
    expect(forced.length).toBeGreaterThan(2);
    for (const c of forced.slice(0, 3)) {
      const [only, ...rest] = advise(c, { seed: 'o', samples: 40 });
      expect(rest).toEqual([]);
      expect(only?.reason.key).toBe('advice.onlyCard');
      expect(only?.samples).toBe(40);
      expect(only?.reason.params.p).toBe(Math.round((only?.p ?? -1) * 100));
    }
    // the odds are the visit's: over many positions some forced cards lead to success, some not
    const odds = forced.slice(0, 12).map((c) => advise(c, { seed: 'o', samples: 20 })[0]?.p ?? -1);
    expect(odds.some((p) => p > 0)).toBe(true);
  });

  it('answers every kind of decision with legal options', () => {
    const kinds = new Set<string>();
    for (const c of positions('kinds', FULL, 3).slice(0, 60)) {
      if (c.over) continue;
      const a = advise(c, { seed: 'k', samples: 8 });
      expect(a.length).toBeGreaterThan(0);
      for (const o of a) expect(check(c, o.event)).toBeNull();
      kinds.add(a[0]?.kind as string);
    }
    expect(kinds.has('fief') && kinds.has('card') && kinds.has('reveal')).toBe(true);
  });

  it('the advisor bot plays a whole game legally', () => {
    const bot = nw.bots.advisor?.({ seed: 'ab', iterations: 6 });
    let s = start(INTRO, 'advisor-bot').snap;
    let c = s.context;
    while (!c.over) {
      const ev = bot?.choose(s, 0) as NorthwoodEvent;
      expect(check(c, ev)).toBeNull();
      c = step(c, ev).ctx;
      s = { ...s, context: c } as typeof s;
    }
    expect(c.visitsDone).toBe(8);
  });
});
