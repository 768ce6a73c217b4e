/** §11: the tutorial's fixed deal, replayed end to end through the machine. */
import { describe, expect, it } from 'vitest';
import { GameRunner } from '../../../machines/core/engine';
import type { Emitted, PlayerEvent } from '../../../machines/temperaments/types';
import { has } from '../../../src/i18n';
import { boardOf, ctx, game, module, ofType, send, supplyHumours } from './helpers';

describe('tutorial (§11)', () => {
  it('the fixed deal: goals, row, board tokens from the players’ own 20, supplies and the learner first', () => {
    const t = module.tutorial;
    const r = new GameRunner(module, { seed: t.seed, seats: t.seats, options: t.options });
    const c = ctx(r);
    expect(c.goals.map((g) => g.id)).toEqual(['goal-trinity', 'goal-crossroads', 'goal-bridges', 'goal-six-realms']);
    expect(c.row.map((x) => x.card)).toEqual(['scene-mill', 'scene-tourney', 'scene-glade', 'scene-wolves']);
    expect(boardOf(r, 0)).toEqual(['C@loc-keep', 'M@loc-barrow']);
    expect(boardOf(r, 1)).toEqual(['S@loc-palace']);
    expect(supplyHumours(r, 0)).toEqual(['C', 'M', 'P', 'S']);
    expect(supplyHumours(r, 1)).toEqual(['C', 'P', 'S', 'S']);
    expect(c.current).toBe(0);
    expect(t.learnerSeat).toBe(0);
  });

  it('replays to its end: every scripted and expected move is legal, and each step teaches what it says', () => {
    const t = module.tutorial;
    const r = new GameRunner(module, { seed: t.seed, seats: t.seats, options: t.options });
    const seen: Record<string, Emitted[]> = {};
    for (const step of t.steps) {
      expect([step.id, has(step.text, 'en'), has(step.text, 'ru')]).toEqual([step.id, true, true]);
      if (step.hint) expect(has(step.hint, 'ru')).toBe(true);
      for (const e of step.before ?? []) send(r, e as PlayerEvent);
      if (typeof step.expect === 'object' && 'event' in step.expect) {
        const ev = step.expect.event as PlayerEvent;
        expect(module.activeSeats(r.snapshot)).toEqual([t.learnerSeat]);
        if (step.expect.accepts) expect(step.expect.accepts(ev, r.snapshot)).toBe(true);
        seen[step.id] = send(r, ev);
      }
    }
    // four potions a round: no placement drew a token
    for (const evs of Object.values(seen).slice(0, 4)) expect(ofType(evs, 'tokenDrawn')).toEqual([]);
    expect(seen.roundEnd && ofType(seen.roundEnd, 'roundEnded')[0]?.reason).toBe('twoFull');
    const resolved = ofType(seen.roundEnd ?? [], 'cardResolved');
    expect(
      resolved.map((e) => [e.card, e.winners.map((w) => `${w.seat}${w.h}`), e.escapers.map((w) => `${w.seat}${w.h}`)]),
    ).toEqual([
      ['scene-mill', ['0S', '1S', '1S'], []],
      ['scene-tourney', ['1P'], []],
      ['scene-glade', ['1C'], ['0M']],
      ['scene-wolves', ['0P'], []],
    ]);
    expect(ofType(seen.animalWin ?? [], 'markerPlaced').map((e) => e.goal)).toEqual([
      'goal-trinity',
      'goal-crossroads',
    ]);
    expect(ofType(seen.partyChoice ?? [], 'partyResolved')[0]?.winners.map((w) => w.tokenId)).toEqual(['t0-C2']);
    expect(ofType(seen.secondParty ?? [], 'partyResolved')[0]).toMatchObject({ party: 'party-2', winners: [] });
    expect(ctx(r).round).toBe(2);
    expect(module.result(r.snapshot).scores).toEqual([2, 0]);
  });

  it('the learner’s alternatives the script accepts are legal too', () => {
    const r = game(2, module.tutorial.options.setup ?? {}, module.tutorial.seed);
    const step = module.tutorial.steps.find((s) => s.id === 'place');
    const accepts = (tokenId: string) =>
      typeof step?.expect === 'object' &&
      'accepts' in step.expect &&
      step.expect.accepts?.(
        { type: 'PLACE', seat: 0, tokenId, target: { kind: 'scene', id: 'scene-mill', slot: 0 } },
        r.snapshot,
      );
    const other: PlayerEvent = {
      type: 'PLACE',
      seat: 0,
      tokenId: 't0-P1',
      target: { kind: 'scene', id: 'scene-mill', slot: 0 },
    };
    // the peasant takes a phlegmatic too, legal, but this step teaches the sanguine
    expect(module.check(r.snapshot, other)).toBeNull();
    expect([accepts('t0-S1'), accepts('t0-P1')]).toEqual([true, false]);
  });
});
