/**
 * Properties over many random games: card conservation, eight visits, exact replays, the machine
 * agreeing with the pure rules, and legalMoves agreeing with the guards.
 */
import { describe, expect, it } from 'vitest';
import { GameRunner, stepGame } from '../../../machines/core/engine';
import { newRecord, replay } from '../../../machines/core/record';
import { Rng } from '../../../machines/core/rng';
import nw, { type NorthwoodSnapshot } from '../../../machines/northwood';
import { CARDS, CHALLENGE_IDS, CHAR_IDS } from '../../../machines/northwood/content';
import { step } from '../../../machines/northwood/machine';
import { check, legalMoves } from '../../../machines/northwood/rules';
import { createGame, parseOptions } from '../../../machines/northwood/setup';
import { type Ctx, EVENT_TYPES, type NorthwoodEvent, type NorthwoodOptions } from '../../../machines/northwood/types';

const optionsFor = (i: number): NorthwoodOptions => {
  const k = i % 10;
  if (k < 4) return { mode: 'intro', difficulty: 'standard' };
  if (k < 7) return { mode: 'full', difficulty: 'advanced' };
  return { mode: 'challenge', difficulty: 'standard', challengeId: CHALLENGE_IDS[i % CHALLENGE_IDS.length] as string };
};

const CARD_SET = new Set(CARDS);
function partitioned(c: Ctx): boolean {
  const all = [...c.hand, ...c.deck.map((e) => e.card), ...c.discard, ...c.score];
  return all.length === 32 && new Set(all).size === 32 && all.every((x) => CARD_SET.has(x));
}

describe('random games', () => {
  it('1,000 seeds: the 32 cards always partitioned, 8 visits, and the machine replays each record exactly', () => {
    for (let i = 0; i < 1000; i++) {
      const seed = `prop-${i}`;
      const options = optionsFor(i);
      const rng = Rng.from(`walk-${i}`);
      const record = newRecord(nw, seed, 1, options);
      // play with the pure rules (fast), checking the cards after every event
      let c = createGame(seed, parseOptions(options)).ctx;
      expect(partitioned(c)).toBe(true);
      while (!c.over) {
        const ev = rng.pick(legalMoves(c).filter((m) => m.type !== 'CONCEDE'));
        c = step(c, ev).ctx;
        record.events.push(ev);
        if (!partitioned(c)) throw new Error(`seed ${seed}: cards not partitioned after ${ev.type}`);
      }
      expect(c.visitsDone).toBe(8);
      expect(c.fiefs.every((f) => f.status !== 'unvisited')).toBe(true);
      // the saved record, replayed through the machine from its seed, ends in the same state
      const again = replay(nw, JSON.parse(JSON.stringify(record)));
      expect(again.ok).toBe(true);
      expect(again.snapshot.context).toEqual(c);
      expect(again.snapshot.status).toBe('done');
    }
    // ~25 s of CPU quiet; a generous clock, as the machine is shared (a load of 20 took it past 120 s)
  }, 600_000);
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const TYPES = [...EVENT_TYPES];

/** A random event near the legal ones: a legal event with one field changed, or junk. */
function mutant(rng: Rng, moves: NorthwoodEvent[]): unknown {
  const base = JSON.parse(JSON.stringify(rng.pick(moves))) as Record<string, unknown>;
  switch (rng.int(9)) {
    case 0:
      base.type = rng.pick(TYPES);
      break;
    case 1:
      base.card = rng.pick([...CARDS, 'claws-0', 7]);
      break;
    case 2:
      base.fief = rng.int(11) - 1;
      break;
    case 3:
      base.slot = rng.pick([-1, 0, 1, 2, 3, 4, 1.5]);
      break;
    case 4:
      base.ruler = rng.pick([...CHAR_IDS, null, 'nobody']);
      break;
    case 5:
      base.args = rng.pick([{}, null, { fief: rng.int(8) }, { cards: [rng.pick(CARDS)] }, { from: ['deck'] }, 'x']);
      break;
    case 6:
      base.cards = [rng.pick(CARDS), rng.pick(CARDS)];
      break;
    case 7:
      base.extra = 1;
      break;
    default:
      return rng.pick([null, 42, 'REVEAL', {}, { type: 7 }, { type: rng.pick(TYPES) }]);
  }
  return base;
}

describe('legality', () => {
  it('every listed move is accepted; moves outside the list are refused with the same snapshot; the machine equals the rules', () => {
    for (let g = 0; g < 60; g++) {
      const rng = Rng.from(`fuzz-${g}`);
      const runner = new GameRunner(nw, { seed: `fuzz-${g}`, seats: 1, options: optionsFor(g) });
      let s = runner.snapshot as NorthwoodSnapshot;
      while (!nw.result(s).over) {
        const moves = nw.legalMoves(s, 0);
        expect(moves.length).toBeGreaterThan(0);
        for (const m of moves) if (check(s.context, m)) throw new Error(`listed but refused: ${JSON.stringify(m)}`);
        for (let k = 0; k < 6; k++) {
          const ev = mutant(rng, moves);
          const listed = moves.some((m) => same(m, ev));
          const res = stepGame(nw, s, ev as NorthwoodEvent);
          if (res.ok !== listed) throw new Error(`${JSON.stringify(ev)}: listed ${listed}, accepted ${res.ok}`);
          if (!res.ok) expect(res.snapshot).toBe(s);
        }
        const ev = rng.pick(moves);
        const expected = step(s.context, ev);
        const res = runner.send(ev);
        if (!res.ok) throw new Error(`refused ${JSON.stringify(ev)}`);
        if (!same(res.snapshot.context, expected.ctx)) throw new Error(`machine ≠ rules after ${JSON.stringify(ev)}`);
        if (!same(res.emitted, expected.emitted)) throw new Error(`emitted ≠ rules after ${JSON.stringify(ev)}`);
        s = res.snapshot as NorthwoodSnapshot;
      }
      runner.stop();
    }
  }, 120_000);
});
