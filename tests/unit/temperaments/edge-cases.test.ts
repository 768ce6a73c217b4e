/** §9: every numbered edge case, each as its own test, through the machine's events. */
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { startGame } from '../../../machines/core/engine';
import { Rng } from '../../../machines/core/rng';
import { type H, LOCATION_IDS, neighbours, zoneLocations } from '../../../machines/temperaments/content';
import { machine } from '../../../machines/temperaments/machine';
import { mustAutoPass, partyLimit } from '../../../machines/temperaments/rules';
import type { Ctx, FixedSetup, Token } from '../../../machines/temperaments/types';
import { viewFor } from '../../../machines/temperaments/view';
import {
  allPass,
  boardOf,
  chooseLoc,
  chooseParty,
  ctx,
  filler,
  game,
  humours,
  knights,
  module,
  ofType,
  partyGame,
  pass,
  place,
  QUIET,
  ROW,
  send,
  supplyHumours,
  TRINITY,
  tok,
} from './helpers';

/** Two seats with one token each left (in supply, none in the bag); seat 0 has placed its last. */
function lastTokens() {
  const r = game(2, {
    deck: ROW,
    goals: QUIET,
    board: [...filler(0, 19), ...filler(1, 19)],
    supplies: humours('P', 'P'),
    firstPlayer: 0,
  });
  send(r, place(0, 't0-P5', 'scene-tourney', 0));
  return r;
}

/** The first context of a game, as the machine starts it. */
const newGame = (input: { seed: string; seats: number; options: object }): Ctx =>
  startGame(module, input).snapshot.context as Ctx;

describe('edge cases (§9)', () => {
  it('9.1 party limit: 1 token per tile at 3–4 players, counting every round; none on scene cards', () => {
    const r = game(3, { deck: ROW, supplies: humours('CCSS', 'CSSP', 'SSPP'), firstPlayer: 0 });
    send(r, place(0, 't0-C1', 'party-5', 0));
    send(r, pass(1));
    send(r, pass(2));
    expect(r.send(place(0, 't0-C2', 'party-5', 1)).ok).toBe(false);
    expect(module.check(r.snapshot, place(0, 't0-C2', 'party-5', 1))?.code).toBe('partyLimit');
    send(r, place(0, 't0-C2', 'party-1', 0)); // another tile is fine
    // no limit on scene cards: three of seat 0's tokens on the Windmill
    send(r, pass(1));
    send(r, pass(2));
    send(r, place(0, 't0-S1', 'scene-mill', 0));
    send(r, pass(1));
    send(r, pass(2));
    send(r, place(0, 't0-S2', 'scene-mill', 1));
    allPass(r);
    // next round: the tile still holds seat 0's token, so the limit still applies
    expect(ctx(r).round).toBe(2);
    while (ctx(r).current !== 0) send(r, pass(ctx(r).current));
    const c = ctx(r).tokens.find((t) => t.owner === 0 && t.pos.k === 'supply' && (t.h === 'C' || t.h === 'S')) as Token;
    expect(module.check(r.snapshot, place(0, c.id, 'party-5', 1))?.code).toBe('partyLimit');
  });

  it('9.1 party limit: 2 tokens per tile at 2 players, the third refused', () => {
    const r = game(2, { deck: ROW, supplies: humours('CCSM', 'P'), firstPlayer: 0 });
    send(r, place(0, 't0-C1', 'party-5', 0));
    send(r, pass(1));
    send(r, place(0, 't0-C2', 'party-5', 1));
    send(r, pass(1));
    expect(module.check(r.snapshot, place(0, 't0-M1', 'party-5', 2))?.code).toBe('partyLimit');
  });

  it('9.2 one token per slot; a seat’s own two cholerics cancel each other', () => {
    const r = game(2, { deck: ROW, supplies: humours('CCSS', 'SSPP'), firstPlayer: 0 });
    send(r, place(0, 't0-C1', 'scene-tourney', 0));
    expect(module.check(r.snapshot, place(1, 't1-P1', 'scene-tourney', 0))?.code).toBe('slotTaken');
    send(r, pass(1));
    send(r, place(0, 't0-C2', 'scene-tourney', 1));
    const evs = allPass(r);
    expect(ofType(evs, 'cardResolved')[0]?.winners).toEqual([]);
    expect(boardOf(r, 0)).toEqual([]);
  });

  it('9.2 a seat’s own two sanguines both win', () => {
    const r = game(2, { deck: ROW, supplies: humours('SSCC', 'P'), firstPlayer: 0 });
    send(r, place(0, 't0-S1', 'scene-mill', 0));
    send(r, pass(1));
    send(r, place(0, 't0-S2', 'scene-mill', 1));
    allPass(r);
    expect(boardOf(r, 0)).toEqual(['S@loc-mill', 'S@loc-mill']);
  });

  it('9.3 two full scenes end the round at once; later seats get no turn; parties never count', () => {
    const r = game(3, {
      deck: ['scene-vineyard', 'scene-glade', 'scene-tourney', 'scene-wolves'],
      supplies: humours('SMCP', 'PCSM', 'CSPM'),
      firstPlayer: 0,
    });
    // a full party tile (3 slots, one token per seat) does not end the round
    send(r, place(0, 't0-C1', 'party-5', 0));
    send(r, place(1, 't1-C1', 'party-5', 1));
    send(r, place(2, 't2-C1', 'party-5', 2));
    expect(ctx(r).phase).toBe('placement');
    send(r, place(0, 't0-S1', 'scene-vineyard', 0)); // Pe
    send(r, place(1, 't1-S1', 'scene-vineyard', 1)); // Mi: the vineyard is full
    send(r, place(2, 't2-P1', 'scene-tourney', 0));
    send(r, place(0, 't0-M1', 'scene-glade', 0));
    const evs = send(r, place(1, 't1-M1', 'scene-glade', 1)); // second full scene
    expect(ofType(evs, 'roundEnded')).toEqual([{ type: 'roundEnded', round: 1, reason: 'twoFull' }]);
    expect(ofType(evs, 'passed')).toEqual([]); // seat 2 never got its turn
    // every row card was resolved, the tourney too
    expect(ofType(evs, 'cardResolved').map((e) => e.card)).toEqual([
      'scene-vineyard',
      'scene-glade',
      'scene-tourney',
      'scene-wolves',
    ]);
    expect(boardOf(r, 2)).toEqual(['P@loc-tourney']);
  });

  it('9.4 an empty supply auto-passes', () => {
    const r = game(2, {
      deck: ROW,
      goals: QUIET,
      board: filler(0, 19),
      supplies: humours('P', 'CSSP'),
      firstPlayer: 0,
    });
    send(r, place(0, 't0-P5', 'scene-tourney', 0));
    const evs = send(r, place(1, 't1-C1', 'scene-tourney', 1));
    expect(ofType(evs, 'passed')).toEqual([{ type: 'passed', seat: 0, auto: true, passes: 1 }]);
    expect(ctx(r).current).toBe(1);
    expect(module.activeSeats(r.snapshot)).toEqual([1]);
  });

  it('9.4 a seat with tokens but no legal slot must pass by hand (no automatic pass leaks its humours)', () => {
    const start = newGame({ seed: 'x', seats: 2, options: { setup: { deck: ROW, firstPlayer: 0 } } });
    // Seat 0 holds one melancholic; every party is sealed and no row slot takes M is free.
    const tokens = start.tokens.map((t) => ({ ...t }));
    const m = tokens.find((t) => t.owner === 0 && t.h === 'M') as Token;
    for (const t of tokens) if (t.owner === 0 && t.pos.k === 'supply') t.pos = { k: 'bag' };
    m.pos = { k: 'supply' };
    const row = start.row.map((r) => ({ ...r, slots: r.slots.slice() }));
    const spare = tokens.filter((t) => t.owner === 1 && t.pos.k === 'bag');
    for (const r of row)
      r.slots.forEach((_, slot) => {
        const filler = spare.pop() as Token;
        filler.pos = { k: 'scene', card: r.card, slot };
        r.slots[slot] = filler.id;
      });
    // leave one peasant of the Windmill open: it takes S or P, not M
    const mill = row.find((r) => r.card === 'scene-mill') as Ctx['row'][number];
    const freed = tokens.find((t) => t.id === mill.slots[0]) as Token;
    freed.pos = { k: 'bag' };
    mill.slots[0] = null;
    const context: Ctx = { ...start, tokens, row, parties: start.parties.map((p) => ({ ...p, resolved: true })) };
    const snap = machine.resolveState({ value: { round: { placement: 'turn' } }, context });
    expect(mustAutoPass(context)).toBe(false);
    expect(module.legalMoves(snap, 0)).toEqual([{ type: 'PASS', seat: 0 }]);
    expect(module.activeSeats(snap)).toEqual([0]);
    const [after] = transition(machine, snap, { type: 'PASS', seat: 0 });
    expect(after.context.passes).toBe(1);
  });

  it('9.5 when every supply is empty after a placement and its draw, the round ends at once', () => {
    const r = lastTokens();
    const evs = send(r, place(1, 't1-P5', 'scene-mill', 0));
    expect(ofType(evs, 'roundEnded')[0]?.reason).toBe('outOfTokens');
    expect(ctx(r).lastRoundEnd).toBe('outOfTokens');
  });

  it('9.6 (steadySupply) a draw from an empty bag does nothing; returned tokens refill the supply next round', () => {
    const r = game(
      2,
      { deck: ROW, goals: QUIET, board: filler(0, 16), supplies: humours('CSMP', 'P'), firstPlayer: 0 },
      'test',
      true,
    );
    expect(ctx(r).tokens.filter((t) => t.owner === 0 && t.pos.k === 'bag')).toHaveLength(0);
    // a lone melancholic on an animal scene loses (no escape without a location)
    const evs = send(r, place(0, 't0-M5', 'scene-wolves', 0));
    expect(ofType(evs, 'tokenDrawn')).toEqual([]);
    expect(supplyHumours(r, 0)).toEqual(['C', 'P', 'S']);
    const rest = allPass(r);
    expect(ofType(rest, 'tokenDrawn').filter((e) => e.seat === 0)).toHaveLength(1);
    expect(supplyHumours(r, 0)).toEqual(['C', 'M', 'P', 'S']);
  });

  it('9.7 an escaper may go to any neighbour, occupied or not, never to the scene’s own location', () => {
    const r = game(2, {
      deck: ['scene-glade', 'scene-mill', 'scene-tourney', 'scene-wolves'],
      board: [{ seat: 1, h: 'C', loc: 'loc-well', resType: 'knight' }],
      supplies: humours('MSSS', 'P'),
      firstPlayer: 0,
    });
    send(r, place(0, 't0-M1', 'scene-glade', 0));
    allPass(r);
    const choice = ctx(r).choices[0];
    expect(choice?.options.slice().sort()).toEqual(neighbours('loc-glade').slice().sort());
    expect(choice?.options).not.toContain('loc-glade');
    expect(module.check(r.snapshot, chooseLoc(0, 't0-M1', 'loc-glade'))?.code).toBe('notAnOption');
    send(r, chooseLoc(0, 't0-M1', 'loc-well')); // held by seat 1: still fine
    expect(tok(r, 't0-M1').pos).toEqual({ k: 'board', loc: 'loc-well' });
  });

  it('9.8 an animal winner picks any of its zone’s 5 locations; a party winner any of the 30', () => {
    const r = game(2, {
      goals: TRINITY,
      deck: ['scene-hunt', 'scene-mill', 'scene-tourney', 'scene-glade'],
      board: [
        { seat: 0, h: 'C', loc: 'loc-keep', resType: 'knight' },
        { seat: 0, h: 'S', loc: 'loc-barrow', resType: 'noble' },
        { seat: 0, h: 'M', loc: 'loc-mill', resType: 'nun' },
      ],
      supplies: humours('PCSS', 'P'),
      firstPlayer: 0,
    });
    send(r, place(0, 't0-P1', 'scene-hunt', 2)); // the stag takes S or P
    send(r, pass(1));
    send(r, place(0, 't0-C2', 'party-5', 0));
    allPass(r);
    expect(ctx(r).choices[0]?.kind).toBe('animal');
    expect(ctx(r).choices[0]?.options).toEqual(zoneLocations('zone-b'));
    send(r, chooseLoc(0, 't0-P1', 'loc-cathedral'));
    // trinity was already met: a marker, and seat 0 resolves its party
    send(r, chooseParty(0, 'party-5'));
    expect(ctx(r).choices[0]).toMatchObject({ kind: 'party', options: LOCATION_IDS });
    send(r, chooseLoc(0, 't0-C2', 'loc-woodcutters'));
    expect(tok(r, 't0-C2')).toMatchObject({
      pos: { k: 'board', loc: 'loc-woodcutters' },
      via: 'party',
      resType: 'knight',
    });
  });

  it('9.9 markers beyond the parties count but resolve nothing; E1 mid-step ends the game at cleanup', () => {
    const setup: FixedSetup = {
      goals: ['goal-trinity', 'goal-crossroads', 'goal-triptych', 'goal-dominion'],
      deck: ROW,
      board: [
        ...['keep', 'barrow', 'mill', 'hermitage', 'palace', 'watchtower'].map((l, i) => ({
          seat: 0,
          h: (['C', 'S', 'M', 'P'] as const)[i % 4] as H,
          loc: `loc-${l}`,
          resType: 'knight' as const,
        })),
        ...['manor', 'orchard', 'well', 'glade', 'lakecastle', 'ruin'].map((l, i) => ({
          seat: 1,
          h: (['C', 'S', 'M', 'P'] as const)[i % 4] as H,
          loc: `loc-${l}`,
          resType: 'nun' as const,
        })),
      ],
      firstPlayer: 0,
    };
    const r = game(2, setup);
    const evs = allPass(r);
    expect(ofType(evs, 'markerPlaced')).toHaveLength(8);
    expect(ctx(r).partyQueue.map((q) => q.seat)).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    const parties = ['party-1', 'party-2', 'party-3', 'party-4', 'party-5', 'party-6'];
    const seats = [0, 1, 0, 1, 0, 1];
    let last: ReturnType<typeof send> = [];
    parties.forEach((p, i) => {
      last = send(r, chooseParty(seats[i] as number, p));
    });
    // the 7th and 8th markers found no tile; cleanup ended the game (E1), with no new markers
    expect(r.snapshot.status).toBe('done');
    expect(ctx(r).endReason).toBe('allParties');
    expect(ofType(last, 'gameOver')[0]).toMatchObject({ reason: 'allParties', scores: [4, 4] });
    expect(ofType(last, 'markerPlaced')).toEqual([]);
    // 4–4 markers, 6–6 board tokens, 6–6 locations: a shared victory (§7)
    expect(module.result(r.snapshot)).toMatchObject({ over: true, winners: [0, 1], draw: true });
    expect(ctx(r).final?.decidedBy).toBe('shared');
  });

  it('9.10 an empty party may be chosen: it is resolved with no winners', () => {
    const r = partyGame(2);
    allPass(r);
    expect(ctx(r).phase).toBe('choosingParty');
    const evs = send(r, chooseParty(0, 'party-3'));
    expect(ofType(evs, 'partyResolved')).toEqual([
      { type: 'partyResolved', party: 'party-3', seat: 0, winners: [], losers: [] },
    ]);
    expect(ctx(r).parties.find((p) => p.id === 'party-3')?.resolved).toBe(true);
    expect(ctx(r).round).toBe(2);
  });

  it('9.11 party winners’ tokens count from the next check and never chain into more parties this round', () => {
    const r = game(2, {
      goals: ['goal-trinity', 'goal-crossroads', 'goal-six-realms', 'goal-bridges'],
      deck: ROW,
      board: knights(0, ['keep', 'barrow', 'mill']),
      supplies: humours('CSSS', 'P'),
      firstPlayer: 0,
    });
    send(r, place(0, 't0-C4', 'party-5', 0));
    allPass(r);
    send(r, chooseParty(0, 'party-5'));
    const evs = send(r, chooseLoc(0, 't0-C4', 'loc-hermitage')); // crossroads is now met…
    expect(ofType(evs, 'markerPlaced')).toEqual([]); // …but not marked this round
    expect(ctx(r).round).toBe(2);
    expect(ctx(r).goals[1]?.markers).toEqual([]);
    const next = allPass(r);
    expect(ofType(next, 'markerPlaced')).toEqual([
      { type: 'markerPlaced', seat: 0, goal: 'goal-crossroads', position: 1, final: false },
    ]);
  });

  it('9.12 goals are shared: several seats mark the same goal in the same check, seats in order from the start', () => {
    const r = game(3, {
      goals: TRINITY,
      deck: ROW,
      board: [...knights(0, ['keep', 'barrow', 'mill']), ...knights(2, ['ruin', 'lodge', 'hollow'])],
      firstPlayer: 2,
    });
    const evs = allPass(r);
    expect(ofType(evs, 'markerPlaced').map((e) => e.seat)).toEqual([2, 0]);
    expect(ctx(r).goals[0]?.markers).toEqual([2, 0]);
  });

  it('9.13 how a token reached the board does not matter: an escape completes a goal this round', () => {
    const r = game(2, {
      goals: TRINITY,
      deck: ['scene-forge', 'scene-tourney', 'scene-glade', 'scene-wolves'],
      board: knights(0, ['keep', 'barrow']),
      supplies: humours('MSSS', 'P'),
      firstPlayer: 0,
    });
    send(r, place(0, 't0-M1', 'scene-forge', 1)); // the sorcerer: a lone M escapes
    allPass(r);
    const evs = send(r, chooseLoc(0, 't0-M1', 'loc-mill'));
    expect(ofType(evs, 'markerPlaced')[0]).toMatchObject({ seat: 0, goal: 'goal-trinity' });
  });

  it('9.14 a round with no placements still uses up 4 scene cards', () => {
    const r = game(2, { deck: ROW, firstPlayer: 0 });
    expect(ctx(r).deck).toHaveLength(32);
    const evs = allPass(r);
    expect(ofType(evs, 'roundEnded')[0]?.reason).toBe('allPassed');
    expect(ofType(evs, 'rowDiscarded')[0]?.cards).toEqual(ROW);
    expect(ctx(r).discard).toEqual(ROW);
    expect(ctx(r).deck).toHaveLength(28);
  });

  it('9.15 undo: PLACE and PASS within the round, never CHOOSE_PARTY (a reveal); CHOOSE_LOCATION while the round goes on', () => {
    const r = game(2, {
      goals: TRINITY,
      deck: ['scene-glade', 'scene-mill', 'scene-tourney', 'scene-wolves'],
      board: knights(0, ['keep', 'barrow', 'mill']),
      supplies: humours('MCSS', 'P'),
      firstPlayer: 0,
    });
    const step = (ev: Parameters<typeof send>[1]) => {
      const before = r.snapshot;
      send(r, ev);
      return module.undoable(before, ev, r.snapshot);
    };
    expect(step(place(0, 't0-M1', 'scene-glade', 0))).toBe(true); // no draw follows (§4, v2)
    expect(step(place(1, 't1-P1', 'party-5', 0))).toBe(true);
    expect(step(place(0, 't0-C4', 'party-1', 0))).toBe(true);
    expect(step(pass(1))).toBe(true);
    expect(step(pass(0))).toBe(false); // this pass ended the round and revealed the scenes
    expect(step(chooseLoc(0, 't0-M1', 'loc-well'))).toBe(true); // the party choice still waits
    expect(step(chooseParty(0, 'party-1'))).toBe(false);
    expect(step(chooseLoc(0, 't0-C4', 'loc-forge'))).toBe(false); // rolled into a new round (draws, reveals)
  });

  it('9.15 undo under steadySupply: never PLACE (a draw follows)', () => {
    const r = game(2, { deck: ROW, supplies: humours('MCSS', 'P'), firstPlayer: 0 }, 'test', true);
    const before = r.snapshot;
    const ev = place(0, 't0-C1', 'scene-tourney', 0);
    send(r, ev);
    expect(module.undoable(before, ev, r.snapshot)).toBe(false);
  });

  it('9.15 a placement that ends the round cannot be taken back (the scenes are revealed)', () => {
    const r = lastTokens();
    const before = r.snapshot;
    const ev = place(1, 't1-P5', 'scene-mill', 0);
    send(r, ev);
    expect(module.undoable(before, ev, r.snapshot)).toBe(false);
  });

  it('9.16 draws are uniform among the bag’s tokens', () => {
    const counts: Record<string, number> = { C: 0, S: 0, M: 0, P: 0 };
    for (let i = 0; i < 400; i++) {
      const c = newGame({ seed: `draw-${i}`, seats: 2, options: {} });
      for (const t of c.tokens) if (t.pos.k === 'supply') counts[t.h] = (counts[t.h] ?? 0) + 1;
    }
    // 3200 draws: 800 expected per humour, σ ≈ 24
    for (const h of ['C', 'S', 'M', 'P']) expect(Math.abs((counts[h] as number) - 800)).toBeLessThan(100);
    const rng = Rng.from('x');
    expect(rng.int(4)).toBeLessThan(4);
  });

  it('9.17 a supply never exceeds 4; passed tokens stay, and the refill only tops up', () => {
    const r = game(2, { deck: ROW, supplies: humours('CSMP', 'CCSS'), firstPlayer: 0 });
    const evs = allPass(r);
    expect(ofType(evs, 'tokenDrawn')).toEqual([]);
    expect(supplyHumours(r, 0)).toEqual(['C', 'M', 'P', 'S']);
    expect(supplyHumours(r, 1)).toEqual(['C', 'C', 'S', 'S']);
    const seat = ctx(r).current;
    send(r, place(seat, seat === 0 ? 't0-C1' : 't1-C1', 'party-5', 0));
    // four potions a round: the placed one is not replaced until the next round start
    expect([0, 1].map((s) => ctx(r).tokens.filter((t) => t.owner === s && t.pos.k === 'supply').length)).toEqual(
      seat === 0 ? [3, 4] : [4, 3],
    );
  });

  it('9.18 at 2 players only the party limit changes', () => {
    expect([2, 3, 4].map(partyLimit)).toEqual([2, 1, 1]);
    const two = game(2, { deck: ROW });
    const three = game(3, { deck: ROW });
    expect(viewFor(ctx(two), 0).partyLimit).toBe(2);
    expect(viewFor(ctx(three), 0).partyLimit).toBe(1);
    for (const r of [two, three]) for (let s = 0; s < ctx(r).seats; s++) expect(supplyHumours(r, s)).toHaveLength(4);
  });

  it('9.19 a resolved party is sealed and takes no further tokens', () => {
    const r = partyGame(2, humours('CSSS', 'CPPP'));
    allPass(r);
    send(r, chooseParty(0, 'party-5'));
    const seat = ctx(r).current;
    const c = ctx(r).tokens.find((t) => t.owner === seat && t.pos.k === 'supply' && t.h === 'C') as Token;
    expect(module.check(r.snapshot, place(seat, c.id, 'party-5', 0))?.code).toBe('partyResolved');
    expect(module.legalMoves(r.snapshot, seat).some((e) => e.type === 'PLACE' && e.target.id === 'party-5')).toBe(
      false,
    );
    expect(viewFor(ctx(r), seat).parties.find((p) => p.id === 'party-5')?.resolved).toBe(true);
  });
});
