/** Bots (§10): legal choices from the view only; the search ignores hidden truth; strength smoke checks. */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { GameRunner } from '../../../machines/core/engine';
import { simulate } from '../../../machines/core/sim';
import { botForLevel, LEVELS } from '../../../machines/temperaments/bots';
import { RESIDENT_PAIRS } from '../../../machines/temperaments/content';
import { machine } from '../../../machines/temperaments/machine';
import { card } from '../../../machines/temperaments/rules';
import type { Ctx, Token } from '../../../machines/temperaments/types';
import { module } from './helpers';

/** Positions from a few games between heuristic bots, at every kind of decision. */
function positions(seats: number, seed: string, every = 3): AnyMachineSnapshot[] {
  const r = new GameRunner(module, { seed, seats, options: {} });
  const bots = Array.from({ length: seats }, (_, s) => module.bots.heuristic?.({ seed: `${seed}-${s}` }));
  const out: AnyMachineSnapshot[] = [];
  let i = 0;
  while (r.snapshot.status !== 'done') {
    if (i++ % every === 0) out.push(r.snapshot);
    const seat = module.activeSeats(r.snapshot)[0] as number;
    r.send(bots[seat]?.choose(r.snapshot, seat) as never);
  }
  return out;
}

/** The same position with every humour `seat` cannot see changed (others' bags, supplies, face-down tokens). */
function otherTruth(s: AnyMachineSnapshot, seat: number, salt: number): AnyMachineSnapshot {
  const c = s.context as Ctx;
  const tokens = c.tokens.map((t) => ({ ...t }));
  for (let o = 0; o < c.seats; o++) {
    if (o === seat) continue;
    const hidden = tokens.filter((t) => t.owner === o && (t.pos.k === 'bag' || t.pos.k === 'supply'));
    const hs = hidden.map((t) => t.h);
    hidden.forEach((t, i) => {
      t.h = hs[(i + salt) % hs.length] as Token['h'];
    });
    for (const t of tokens) {
      if (t.owner !== o) continue;
      const at =
        t.pos.k === 'scene' && !c.rowRevealed
          ? { id: t.pos.card, slot: t.pos.slot }
          : t.pos.k === 'party'
            ? { id: t.pos.tile, slot: t.pos.slot }
            : null;
      if (!at) continue;
      const pair = RESIDENT_PAIRS[card(at.id).residents[at.slot] as keyof typeof RESIDENT_PAIRS];
      t.h = pair[(salt + at.slot) % 2] as Token['h'];
    }
  }
  return machine.resolveState({ value: s.value, context: { ...c, tokens } }) as AnyMachineSnapshot;
}

describe('bots', () => {
  it('random, noisy, heuristic and ismcts always choose a legal move, at 2, 3 and 4 seats', () => {
    const names = ['random', 'noisy', 'heuristic', 'ismcts'];
    for (const seats of [2, 3, 4]) {
      for (const s of positions(seats, `legal-${seats}`, 5)) {
        const seat = module.activeSeats(s)[0] as number;
        const legal = module.legalMoves(s, seat).map((e) => JSON.stringify(e));
        for (const name of names) {
          const bot = module.bots[name]?.({ seed: 'b', iterations: 60 });
          const ev = bot?.choose(s, seat);
          expect([name, legal.includes(JSON.stringify(ev))]).toEqual([name, true]);
        }
      }
    }
  }, 300_000);

  it('ismcts and heuristic choose the same when only hidden humours of opponents differ', () => {
    let compared = 0;
    for (const s of positions(3, 'hidden', 4)
      .filter((x) => (x.context as Ctx).phase === 'placement')
      .slice(0, 10)) {
      const seat = module.activeSeats(s)[0] as number;
      for (const name of ['ismcts', 'heuristic']) {
        const a = module.bots[name]?.({ seed: 'same', iterations: 150 }).choose(s, seat);
        const b = module.bots[name]?.({ seed: 'same', iterations: 150 }).choose(otherTruth(s, seat, 1), seat);
        const c = module.bots[name]?.({ seed: 'same', iterations: 150 }).choose(otherTruth(s, seat, 2), seat);
        expect([name, b]).toEqual([name, a]);
        expect([name, c]).toEqual([name, a]);
        compared++;
      }
    }
    expect(compared).toBe(20);
  }, 300_000);

  it('ismcts with a fixed iteration count is reproducible; with a time budget it keeps to it', () => {
    const s = positions(4, 'repro', 7).find((x) => (x.context as Ctx).phase === 'placement') as AnyMachineSnapshot;
    const seat = module.activeSeats(s)[0] as number;
    const a = module.bots.ismcts?.({ seed: 'r', iterations: 200 }).choose(s, seat);
    const b = module.bots.ismcts?.({ seed: 'r', iterations: 200 }).choose(s, seat);
    expect(b).toEqual(a);
    const t0 = performance.now();
    module.bots.ismcts?.({ seed: 'r', budgetMs: 150 }).choose(s, seat);
    expect(performance.now() - t0).toBeLessThan(1500);
  });

  it('levels: easy is the noisy heuristic, normal the heuristic, hard the search', () => {
    expect(LEVELS).toEqual({ easy: 'noisy', normal: 'heuristic', hard: 'ismcts' });
    expect(botForLevel('hard')).toBe('ismcts');
    for (const name of Object.values(LEVELS)) expect(module.bots[name]).toBeTypeOf('function');
  });

  it('the heuristic beats two random bots clearly (seats rotated)', () => {
    let wins = 0;
    const games = 18;
    const lineups = [
      ['heuristic', 'random', 'random'],
      ['random', 'heuristic', 'random'],
      ['random', 'random', 'heuristic'],
    ];
    lineups.forEach((bots, k) => {
      const res = simulate({ module, games: games / 3, seed: `smoke-${k}`, bots, seats: 3 });
      for (const o of res.outcomes) if (o.result.winners.includes(k)) wins += 1 / o.result.winners.length;
    });
    expect(wins / games).toBeGreaterThan(0.7);
  }, 300_000);
});
