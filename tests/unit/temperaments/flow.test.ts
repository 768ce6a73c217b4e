/** §3, §4, §7: setup, the round, the order of decisions, cleanup, the end and the ranking. */
import { describe, expect, it } from 'vitest';
import { GAME_OVER } from '../../../machines/core/engine';
import { newRecord, parseRecord } from '../../../machines/core/record';
import type { Emitted, PlayerEvent } from '../../../machines/temperaments/types';
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
  tok,
} from './helpers';

describe('setup (§3)', () => {
  it('4 different goals, 6 empty parties, 4 scenes revealed, 4 tokens each in supply and 16 in the bag', () => {
    for (const seats of [2, 3, 4]) {
      const r = game(seats, {}, `setup-${seats}`);
      const c = ctx(r);
      expect(new Set(c.goals.map((g) => g.id)).size).toBe(4);
      expect(c.parties.every((p) => !p.resolved && p.slots.every((s) => s === null))).toBe(true);
      expect(c.row).toHaveLength(4);
      expect(c.deck).toHaveLength(32);
      for (let s = 0; s < seats; s++) {
        expect(c.tokens.filter((t) => t.owner === s && t.pos.k === 'supply')).toHaveLength(4);
        expect(c.tokens.filter((t) => t.owner === s && t.pos.k === 'bag')).toHaveLength(16);
      }
      expect(c.round).toBe(1);
      expect(c.start).toBe(c.firstPlayer);
      expect(c.current).toBe(c.firstPlayer);
      const types = r.setupEmitted.map((e) => e.type);
      expect(types[0]).toBe('goalsShown');
      expect(types.filter((t) => t === 'tokenDrawn')).toHaveLength(4 * seats);
      expect(types.slice(-2)).toEqual(['roundStarted', 'scenesRevealed']);
    }
  });

  it('the same seed deals the same game; another seed another', () => {
    const a = ctx(game(3, {}, 'same'));
    const b = ctx(game(3, {}, 'same'));
    const c = ctx(game(3, {}, 'other'));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a.deck)).not.toBe(JSON.stringify(c.deck));
  });

  it('options are validated: a bad fixed setup names its problem', () => {
    expect(() => module.parseOptions({ setup: { goals: ['goal-trinity'] } }, 2)).toThrow(/4 different goals/);
    expect(() => module.parseOptions({ setup: { deck: ['scene-nowhere'] } }, 2)).toThrow(/unknown scene/);
    expect(() => module.parseOptions({ setup: { supplies: [['C', 'X']] } }, 2)).toThrow(/not a humour/);
    expect(() => module.parseOptions({ setup: { firstPlayer: 3 } }, 3)).toThrow(/firstPlayer/);
    expect(() => module.parseOptions({ setup: { bags: [['C', 'C', 'C', 'C', 'C', 'C']] } }, 2)).toThrow(/6 C tokens/);
    expect(() => module.parseOptions({ setup: { colour: 'red' } }, 2)).toThrow(/unknown field "colour"/);
    expect(module.parseOptions(undefined, 2)).toEqual({});
    expect(module.parseOptions(module.tutorial.options, 2)).toEqual(module.tutorial.options);
  });
});

describe('the round (§4)', () => {
  it('the start seat rotates each round: (firstPlayer + round − 1) mod N', () => {
    const r = game(3, { firstPlayer: 1, goals: QUIET });
    const starts: number[] = [];
    for (let round = 1; round <= 4; round++) {
      starts.push(ctx(r).start);
      expect(ctx(r).current).toBe(ctx(r).start);
      allPass(r);
    }
    expect(starts).toEqual([1, 2, 0, 1]);
  });

  it('PLACE: only the current seat, only its supply tokens, only matching humours; no draw follows', () => {
    const r = game(2, { deck: ROW, supplies: humours('CSMP', 'P'), firstPlayer: 0 });
    expect(module.check(r.snapshot, place(1, 't1-P1', 'scene-tourney', 0))?.code).toBe('notYourTurn');
    expect(module.check(r.snapshot, place(0, 't1-P1', 'scene-tourney', 0))?.code).toBe('notInSupply');
    expect(module.check(r.snapshot, place(0, 't0-S1', 'scene-tourney', 0))?.code).toBe('wrongHumour');
    expect(module.check(r.snapshot, place(0, 't0-C1', 'scene-keep', 0))?.code).toBe('notInRow');
    expect(module.check(r.snapshot, place(0, 't0-C1', 'scene-tourney', 3))?.code).toBe('noSuchSlot');
    const evs = send(r, place(0, 't0-C1', 'scene-tourney', 0));
    expect(evs.map((e) => e.type)).toEqual(['tokenPlaced']);
    expect(supplyHumours(r, 0)).toEqual(['M', 'P', 'S']);
    expect(evs[0]).toEqual({
      type: 'tokenPlaced',
      seat: 0,
      tokenId: 't0-C1',
      h: 'C',
      at: { kind: 'scene', id: 'scene-tourney', slot: 0 },
      resType: 'knight',
    });
    expect(ctx(r).current).toBe(1);
  });

  it('steadySupply (spec v1): a placement draws a replacement from the bag', () => {
    const r = game(2, { deck: ROW, supplies: humours('CSMP', 'P'), bags: [['C']], firstPlayer: 0 }, 'test', true);
    const evs = send(r, place(0, 't0-C1', 'scene-tourney', 0));
    expect(evs.map((e) => e.type)).toEqual(['tokenPlaced', 'tokenDrawn']);
    expect(supplyHumours(r, 0)).toEqual(['C', 'M', 'P', 'S']);
  });

  it('a save made under spec v1 (rules version 1) is refused with both versions, never replayed under v2', () => {
    const rec = { ...newRecord(module, 'old', 2, {}), rulesVersion: 1 };
    const res = parseRecord(JSON.stringify(rec), () => module);
    expect(res).toMatchObject({ ok: false, error: { code: 'rulesVersion', versions: { saved: 1, now: 2 } } });
  });

  it('a round also ends when every supply is empty (four potions a round, no draw)', () => {
    const r = game(2, {
      deck: ['scene-keep', 'scene-palace', 'scene-cathedral', 'scene-stilts'],
      goals: QUIET,
      supplies: humours('CCCC', 'PPPP'),
      firstPlayer: 0,
    });
    let last: Emitted[] = [];
    for (let k = 0; k < 8; k++) {
      const seat = ctx(r).current;
      // onto parties, so no scene fills
      const move = module.legalMoves(r.snapshot, seat).find((e) => e.type === 'PLACE' && e.target.kind === 'party');
      last = send(r, move as PlayerEvent);
    }
    expect(ofType(last, 'roundEnded')).toEqual([{ type: 'roundEnded', round: 1, reason: 'outOfTokens' }]);
  });

  it('a passer may place on its next turn; N passes in a row since the last placement end the round', () => {
    const r = game(3, { deck: ROW, goals: QUIET, firstPlayer: 0 });
    send(r, pass(0));
    send(r, pass(1));
    const c = ctx(r).tokens.find((t) => t.owner === 2 && t.pos.k === 'supply' && t.h !== 'M');
    const target = module.legalMoves(r.snapshot, 2).find((e) => e.type === 'PLACE' && e.tokenId === c?.id);
    send(r, target as never); // resets the count
    expect(ctx(r).passes).toBe(0);
    send(r, pass(0));
    send(r, pass(1));
    expect(ctx(r).phase).toBe('placement');
    const evs = send(r, pass(2));
    expect(ofType(evs, 'roundEnded')).toEqual([{ type: 'roundEnded', round: 1, reason: 'allPassed' }]);
  });

  it('choices walk the row in order, and within a card its slots in order; animal winners get the zone', () => {
    const r = game(2, {
      goals: QUIET,
      deck: ['scene-glade', 'scene-mill', 'scene-hunt', 'scene-tourney'],
      supplies: humours('SMCC', 'SPPP'),
      firstPlayer: 0,
    });
    send(r, place(0, 't0-S1', 'scene-hunt', 1)); // hound
    send(r, place(1, 't1-S1', 'scene-hunt', 0)); // hound: two S win the Royal Hunt
    send(r, place(0, 't0-M1', 'scene-glade', 0)); // a lone M escapes the Fairy Dance
    allPass(r);
    expect(ctx(r).choices.map((c) => [c.kind, c.seat, c.token])).toEqual([
      ['escape', 0, 't0-M1'],
      ['animal', 1, 't1-S1'],
      ['animal', 0, 't0-S1'],
    ]);
    expect(module.activeSeats(r.snapshot)).toEqual([0]);
    expect(module.check(r.snapshot, chooseLoc(1, 't1-S1', 'loc-palace'))?.code).toBe('notYourTurn');
    expect(module.check(r.snapshot, chooseLoc(0, 't0-S1', 'loc-palace'))?.code).toBe('notThisToken');
    send(r, chooseLoc(0, 't0-M1', 'loc-fair'));
    expect(module.legalMoves(r.snapshot, 1).map((e) => (e as { locId: string }).locId)).toEqual([
      'loc-kingswood',
      'loc-palace',
      'loc-tourney',
      'loc-cathedral',
      'loc-vineyard',
    ]);
    send(r, chooseLoc(1, 't1-S1', 'loc-palace'));
    send(r, chooseLoc(0, 't0-S1', 'loc-palace'));
    expect(boardOf(r, 0)).toEqual(['M@loc-fair', 'S@loc-palace']);
    expect(tok(r, 't1-S1')).toMatchObject({ via: 'animal', resType: 'hound' });
    expect(ctx(r).round).toBe(2);
  });

  it('goals are checked by position then by seat from the start; each marker queues one party in that order', () => {
    const r = game(2, {
      goals: ['goal-trinity', 'goal-triptych', 'goal-bridges', 'goal-six-realms'],
      deck: ROW,
      board: [...knights(0, ['keep', 'palace', 'watchtower']), ...knights(1, ['ruin', 'lodge', 'hollow'])],
      firstPlayer: 0,
    });
    const evs = allPass(r);
    // goal 1 (trinity): seat 1's ruin–lodge–hollow; goal 2 (triptych): seat 0's three keeps
    expect(ofType(evs, 'markerPlaced').map((e) => [e.position, e.seat])).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(ctx(r).partyQueue).toEqual([
      { seat: 1, goal: 'goal-trinity' },
      { seat: 0, goal: 'goal-triptych' },
    ]);
    expect(module.activeSeats(r.snapshot)).toEqual([1]);
    expect(module.check(r.snapshot, chooseParty(0, 'party-1'))?.code).toBe('notYourTurn');
    send(r, chooseParty(1, 'party-1'));
    expect(module.activeSeats(r.snapshot)).toEqual([0]);
    expect(module.check(r.snapshot, chooseParty(0, 'party-1'))?.code).toBe('partyResolved');
  });

  it('a party resolves by its own order with no escapes: winners choose anywhere, losers go home at once', () => {
    const r = partyGame(3, humours('MSSS', 'SPPP', 'PSSS'));
    // Twelfth Night (Mi Pe So, SCMP): seat 0's M on the minstrel, seat 1's S on the peasant.
    send(r, place(0, 't0-M1', 'party-6', 0));
    send(r, place(1, 't1-S1', 'party-6', 1));
    allPass(r);
    const evs = send(r, chooseParty(0, 'party-6'));
    // S n=1 no, C none, M n=1 → loses on a party (no escape), P none: nobody wins
    expect(ofType(evs, 'partyResolved')[0]).toMatchObject({ party: 'party-6', seat: 0, winners: [] });
    expect(ofType(evs, 'tokensReturned')[0]?.tokens.map((t) => t.tokenId)).toEqual(['t0-M1', 't1-S1']);
    expect(tok(r, 't0-M1').pos).toEqual({ k: 'bag' });
  });
});

describe('the end (§7)', () => {
  it('E2: after 9 rounds the deck cannot refill the row', () => {
    const r = game(2, { goals: QUIET });
    for (let i = 0; i < 9; i++) allPass(r);
    expect(r.snapshot.status).toBe('done');
    expect(ctx(r).round).toBe(9);
    expect(module.result(r.snapshot).reason).toBe('deckOut');
    expect(r.send(pass(0)).ok).toBe(false);
    const refused = r.send(pass(0));
    expect(refused.ok ? '' : refused.reason.code).toBe(GAME_OVER);
    expect(module.activeSeats(r.snapshot)).toEqual([]);
  });

  it('E3: a seat that cannot refill a supply of 4 ends the game; the final check marks goals without parties', () => {
    const r = game(2, {
      goals: ['goal-trinity', 'goal-crossroads', 'goal-bridges', 'goal-six-realms'],
      deck: ROW,
      board: [...knights(0, ['keep', 'barrow', 'mill']), ...filler(1, 17)],
      supplies: humours('CSSS'),
      firstPlayer: 0,
    });
    send(r, place(0, 't0-C4', 'party-5', 0));
    allPass(r);
    send(r, chooseParty(0, 'party-5'));
    const evs = send(r, chooseLoc(0, 't0-C4', 'loc-hermitage'));
    expect(r.snapshot.status).toBe('done');
    expect(ofType(evs, 'markerPlaced')).toEqual([
      { type: 'markerPlaced', seat: 0, goal: 'goal-crossroads', position: 1, final: true },
    ]);
    expect(ctx(r).partyQueue).toEqual([]);
    expect(module.result(r.snapshot)).toEqual({ over: true, winners: [0], scores: [2, 0], reason: 'tokensOut' });
    expect(ofType(evs, 'gameOver')[0]).toMatchObject({ reason: 'tokensOut', winners: [0], decidedBy: 'markers' });
  });

  it('tie-breaks: equal markers go to more board tokens, then to more distinct locations', () => {
    const tokens = game(2, { goals: QUIET, deck: ROW, board: [...filler(0, 17), ...filler(1, 16)] });
    allPass(tokens);
    expect(module.result(tokens.snapshot)).toMatchObject({ over: true, winners: [0], scores: [0, 0] });
    expect(ctx(tokens).final?.decidedBy).toBe('boardTokens');
    const spread = game(2, {
      goals: QUIET,
      deck: ROW,
      board: [
        ...filler(0, 17, 'loc-bog'),
        ...filler(1, 9, 'loc-bog'),
        ...filler(1, 8, 'loc-chapel').map((t) => ({ ...t, h: t.h })),
      ],
    });
    allPass(spread);
    expect(ctx(spread).final).toMatchObject({
      winners: [1],
      decidedBy: 'locations',
      boardTokens: [17, 17],
      locations: [1, 2],
    });
  });
});
