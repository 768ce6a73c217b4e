/**
 * Properties over 1,002 random 2-, 3- and 4-seat games, stepped by the flow (FlowRunner: the machine's
 * checks over its pure step, about ten times faster than the actor); the second test holds the flow
 * equal to the machine, step for step.
 */
import { describe, expect, it } from 'vitest';
import { FlowRunner, GameRunner } from '../../../machines/core/engine';
import { newRecord, replay } from '../../../machines/core/record';
import { LOCATION_BY_ID } from '../../../machines/temperaments/content';
import { temperamentsFlow } from '../../../machines/temperaments/machine';
import type { Ctx, PlayerEvent } from '../../../machines/temperaments/types';
import { module } from './helpers';

/** Each token is in exactly one place, and every card slot agrees with the token it names. */
function partitionProblems(c: Ctx): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const byId = new Map(c.tokens.map((t) => [t.id, t]));
  for (const r of c.row)
    r.slots.forEach((id, slot) => {
      if (id === null) return;
      const t = byId.get(id);
      if (t?.pos.k !== 'scene' || t.pos.card !== r.card || t.pos.slot !== slot)
        out.push(`${r.card}:${slot} names ${id}`);
      seen.add(id);
    });
  for (const p of c.parties)
    p.slots.forEach((id, slot) => {
      if (id === null) return;
      const t = byId.get(id);
      if (t?.pos.k !== 'party' || t.pos.tile !== p.id || t.pos.slot !== slot) out.push(`${p.id}:${slot} names ${id}`);
      seen.add(id);
    });
  const perSeat = Array.from({ length: c.seats }, () => ({ bag: 0, supply: 0, scene: 0, party: 0, board: 0 }));
  c.tokens.forEach((t, i) => {
    if (t.owner !== Math.floor(i / 20)) out.push(`${t.id} sits in seat ${Math.floor(i / 20)}'s range`);
    const counts = perSeat[t.owner] as Record<string, number>;
    counts[t.pos.k] = (counts[t.pos.k] ?? 0) + 1;
    if ((t.pos.k === 'scene' || t.pos.k === 'party') && !seen.has(t.id)) out.push(`${t.id} is on a card no slot names`);
    if (t.pos.k === 'board' && !LOCATION_BY_ID.has(t.pos.loc)) out.push(`${t.id} on unknown ${t.pos.loc}`);
  });
  perSeat.forEach((p, s) => {
    const total = p.bag + p.supply + p.scene + p.party + p.board;
    if (total !== 20) out.push(`seat ${s} has ${total} tokens`);
    if (p.supply > 4) out.push(`seat ${s} holds ${p.supply} in supply`);
  });
  return out;
}

describe('random self-play properties', () => {
  it('1,002 games: tokens always partitioned, supplies ≤ 4, every game ends within 9 rounds', () => {
    let games = 0;
    let steps = 0;
    const reasons: Record<string, number> = {};
    for (let g = 0; g < 1002; g++) {
      const seats = 2 + (g % 3);
      const r = new FlowRunner(module, temperamentsFlow as never, { seed: `prop-${g}`, seats, options: {} });
      const bots = Array.from({ length: seats }, (_, s) => module.bots.random?.({ seed: `p${g}-${s}` }));
      expect(partitionProblems(r.snapshot.context as Ctx)).toEqual([]);
      let guard = 0;
      while (r.snapshot.status !== 'done') {
        const seat = module.activeSeats(r.snapshot)[0] as number;
        const res = r.send(bots[seat]?.choose(r.snapshot as never, seat) as never);
        expect(res.ok).toBe(true);
        if (++guard % 4 === 0) expect(partitionProblems(r.snapshot.context as Ctx)).toEqual([]);
        if (guard > 2000) throw new Error(`game ${g} does not end`);
      }
      const c = r.snapshot.context as Ctx;
      expect(partitionProblems(c)).toEqual([]);
      expect(c.round).toBeLessThanOrEqual(9);
      expect(module.result(r.snapshot).over).toBe(true);
      expect(module.result(r.snapshot).winners.length).toBeGreaterThan(0);
      reasons[c.endReason as string] = (reasons[c.endReason as string] ?? 0) + 1;
      steps += guard;
      games++;
      r.stop();
    }
    expect(games).toBe(1002);
    expect(steps / games).toBeGreaterThan(30);
    // all three end conditions occur in random play
    expect(Object.keys(reasons).sort()).toEqual(['allParties', 'deckOut', 'tokensOut']);
  }, 600_000);

  it('replay from seed + events is exact, and the flow’s fast stepper matches the machine step for step', () => {
    for (let g = 0; g < 24; g++) {
      const seats = 2 + (g % 3);
      const input = { seed: `replay-${g}`, seats, options: {} };
      const r = new GameRunner(module, input);
      const record = newRecord(module, input.seed, seats, {});
      const bots = Array.from({ length: seats }, (_, s) => module.bots.random?.({ seed: `r${g}-${s}` }));
      let pure = structuredClone(r.snapshot.context) as Ctx;
      while (r.snapshot.status !== 'done') {
        const seat = module.activeSeats(r.snapshot)[0] as number;
        const ev = bots[seat]?.choose(r.snapshot, seat) as PlayerEvent;
        record.events.push(ev);
        const res = r.send(ev);
        if (!res.ok) throw new Error(res.reason.message);
        const out: Parameters<typeof temperamentsFlow.step>[2] = { out: [] };
        pure = temperamentsFlow.step(pure, ev, out) as Ctx;
        expect(JSON.stringify(out.out)).toBe(JSON.stringify(res.emitted));
        expect(JSON.stringify(pure)).toBe(JSON.stringify(r.snapshot.context));
      }
      const again = replay(module, record);
      expect(again.ok).toBe(true);
      expect(JSON.stringify(again.snapshot.context)).toBe(JSON.stringify(r.snapshot.context));
      expect(again.snapshot.value).toEqual(r.snapshot.value);
    }
  }, 300_000);
});
