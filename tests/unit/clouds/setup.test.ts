/** Setup (§3): seeded order, draft, harbour pointers with the distance guard, mood tokens. */
import { describe, expect, it } from 'vitest';
import { BOARD, CARD_BY_ID, CARD_IDS, cellIndex, dist } from '../../../machines/clouds/content';
import { actionMoves } from '../../../machines/clouds/rules';
import { awaitedSeat } from '../../../machines/clouds/state';
import type { CloudsEvent, Ctx } from '../../../machines/clouds/types';
import { GameRunner } from '../../../machines/core/engine';
import { clouds } from './helpers';

function start(seed: string, seats: number, options: object = {}) {
  const runner = new GameRunner(clouds, { seed, seats, options });
  const ctx = () => runner.snapshot.context as Ctx;
  const send = (ev: CloudsEvent) => {
    const r = runner.send(ev);
    if (!r.ok) throw new Error(`${ev.type}: ${r.reason.message}`);
    return r.emitted;
  };
  const refuse = (ev: CloudsEvent) => {
    const before = runner.snapshot;
    const r = runner.send(ev);
    expect(r.ok).toBe(false);
    expect(runner.snapshot).toBe(before);
    return r.ok ? 'accepted' : r.reason.code;
  };
  return { runner, ctx, send, refuse };
}

describe('setup (§3)', () => {
  it('shuffles the seat order from the seed: same seed, same order; all orders occur', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 40; i++) orders.add(start(`s${i}`, 3).ctx().order.join());
    expect(orders.size).toBe(6);
    expect(start('same', 4).ctx().order).toEqual(start('same', 4).ctx().order);
  });

  it('drafts order[0]…order[P−1], three times; cards arrive fresh; undrafted cards leave the game', () => {
    const g = start('draft', 3);
    const order = g.ctx().order;
    expect(g.ctx().phase).toBe('draft');
    expect(g.ctx().pool).toEqual(CARD_IDS);
    const pickers: number[] = [];
    for (let k = 0; k < 9; k++) {
      const seat = clouds.activeSeats(g.runner.snapshot)[0] as number;
      pickers.push(seat);
      const wrong = (seat + 1) % 3;
      expect(g.refuse({ type: 'DRAFT_PICK', seat: wrong, cardId: g.ctx().pool[0] as never })).toBe('notYourTurn');
      const cardId = g.ctx().pool[0] as (typeof CARD_IDS)[number];
      const em = g.send({ type: 'DRAFT_PICK', seat, cardId });
      expect(em[0]).toMatchObject({ type: 'cardDrafted', seat, cardId });
      const c = g.ctx().cards.find((x) => x.id === cardId);
      expect(c).toMatchObject({
        owner: seat,
        vigor: CARD_BY_ID[cardId].V,
        mood: 0,
        skipMark: false,
        doubledNext: false,
      });
    }
    expect(pickers).toEqual([...order, ...order, ...order]);
    expect(g.ctx().phase).toBe('placePointers');
    expect(g.ctx().pool).toEqual([]);
    expect(g.ctx().outOfGame.length).toBe(9);
  });

  it('refuses a pick that is not in the pool', () => {
    const g = start('pool', 2);
    const seat = g.ctx().order[0] as number;
    g.send({ type: 'DRAFT_PICK', seat, cardId: 'p1' });
    const next = g.ctx().order[1] as number;
    expect(g.refuse({ type: 'DRAFT_PICK', seat: next, cardId: 'p1' })).toBe('notInPool');
    expect(g.refuse({ type: 'DRAFT_PICK', seat: next, cardId: 'zz' as never })).toBe('unknownCard');
  });

  it('places pointers in reverse order: the first claims a free harbour, the others join it; opponents stay ≥ 25 apart', () => {
    const g = start('pointers', 2);
    for (let k = 0; k < 6; k++) {
      const seat = clouds.activeSeats(g.runner.snapshot)[0] as number;
      g.send(actionMoves(g.ctx(), seat)[0] as CloudsEvent);
    }
    const [first, second] = g.ctx().order as [number, number];
    // reverse order: order[1] places first
    expect(clouds.activeSeats(g.runner.snapshot)).toEqual([second]);
    const mine = (s: number) => g.ctx().cards.filter((c) => c.owner === s);
    const place = (s: number) => {
      const c = mine(s).find((x) => x.pos === null);
      return c?.id as (typeof CARD_IDS)[number];
    };
    // not a harbour, a storm mole
    expect(g.refuse({ type: 'PLACE_POINTER', seat: second, cardId: place(second), cell: [15, 10] })).toBe('notHarbour');
    expect(g.refuse({ type: 'PLACE_POINTER', seat: second, cardId: place(second), cell: [12, 0] })).toBe('notHarbour');
    // somebody else's card
    expect(g.refuse({ type: 'PLACE_POINTER', seat: second, cardId: place(first), cell: [15, 1] })).toBe('notYourCard');
    g.send({ type: 'PLACE_POINTER', seat: second, cardId: place(second), cell: [15, 1] });
    expect(clouds.activeSeats(g.runner.snapshot)).toEqual([first]);
    expect(g.refuse({ type: 'PLACE_POINTER', seat: first, cardId: place(first), cell: [15, 1] })).toBe('cellTaken');
    expect(g.refuse({ type: 'PLACE_POINTER', seat: first, cardId: place(first), cell: [15, 2] })).toBe('harbourTaken');
    g.send({ type: 'PLACE_POINTER', seat: first, cardId: place(first), cell: [29, 15] });
    expect(g.refuse({ type: 'PLACE_POINTER', seat: second, cardId: place(second), cell: [1, 15] })).toBe(
      'otherHarbour',
    );
    g.send({ type: 'PLACE_POINTER', seat: second, cardId: place(second), cell: [14, 1] });
    g.send({ type: 'PLACE_POINTER', seat: first, cardId: place(first), cell: [28, 15] });
    g.send({ type: 'PLACE_POINTER', seat: second, cardId: place(second), cell: [16, 1] });
    const emitted = g.send({ type: 'PLACE_POINTER', seat: first, cardId: place(first), cell: [30, 15] });
    expect(emitted[0]).toMatchObject({ type: 'pointerPlaced', seat: first, cell: [30, 15], harbour: 2 });
    expect(g.ctx().phase).toBe('placeMoodTokens');
    const posOf = (s: number) => mine(s).map((c) => c.pos as number);
    for (const a of posOf(first)) for (const b of posOf(second)) expect(dist(a, b)).toBeGreaterThanOrEqual(25);
  });

  it('every legal pointer placement keeps opponents at least 25 apart (4 seats)', () => {
    const g = start('four', 4);
    while (g.ctx().phase !== 'placeMoodTokens') {
      const seat = clouds.activeSeats(g.runner.snapshot)[0] as number;
      const moves = actionMoves(g.ctx(), seat);
      g.send(moves[moves.length - 1] as CloudsEvent);
    }
    const placed = g.ctx().cards.filter((c) => c.pos !== null);
    expect(placed.length).toBe(12);
    for (const a of placed) {
      expect(BOARD.harbour[a.pos as number]).toBeGreaterThan(0);
      for (const b of placed)
        if (a.owner !== b.owner) expect(dist(a.pos as number, b.pos as number)).toBeGreaterThanOrEqual(25);
    }
    expect(new Set(placed.map((c) => `${c.owner}:${BOARD.harbour[c.pos as number]}`)).size).toBe(4);
  });

  it('lays tokens in reverse order, one per octant per player, never on harbours, storms, pointers or tokens; then round 1 begins with order[0]', () => {
    const g = start('tokens', 2);
    while (g.ctx().phase !== 'placeMoodTokens') {
      const seat = clouds.activeSeats(g.runner.snapshot)[0] as number;
      g.send(actionMoves(g.ctx(), seat)[0] as CloudsEvent);
    }
    const [first, second] = g.ctx().order as [number, number];
    expect(clouds.activeSeats(g.runner.snapshot)).toEqual([second]);
    const pointer = g.ctx().cards.find((c) => c.pos !== null)?.pos as number;
    expect(g.refuse({ type: 'PLACE_TOKEN', seat: second, cell: [15, 15] })).toBe('stormCell');
    expect(g.refuse({ type: 'PLACE_TOKEN', seat: second, cell: [15, 0] })).toBe('harbourCell');
    expect(g.refuse({ type: 'PLACE_TOKEN', seat: second, cell: [pointer % 31, Math.floor(pointer / 31)] })).toBe(
      'harbourCell',
    );
    g.send({ type: 'PLACE_TOKEN', seat: second, cell: [15, 5] });
    expect(g.refuse({ type: 'PLACE_TOKEN', seat: first, cell: [15, 5] })).toBe('tokenThere');
    g.send({ type: 'PLACE_TOKEN', seat: first, cell: [15, 6] });
    // octant I is used by `second` now
    expect(g.refuse({ type: 'PLACE_TOKEN', seat: second, cell: [16, 3] })).toBe('octantUsed');
    while (g.ctx().phase === 'placeMoodTokens') {
      const seat = clouds.activeSeats(g.runner.snapshot)[0] as number;
      g.send(actionMoves(g.ctx(), seat)[0] as CloudsEvent);
    }
    const c = g.ctx();
    expect(c.tokens.length).toBe(16);
    for (const s of [0, 1]) {
      const octs = c.tokens.filter((t) => t.seat === s).map((t) => BOARD.octant[t.cell]);
      expect(new Set(octs).size).toBe(8);
    }
    for (const t of c.tokens) {
      expect(BOARD.harbour[t.cell]).toBe(0);
      expect(BOARD.kind[t.cell]).not.toBe('storm');
    }
    expect(c.round).toBe(1);
    expect(c.active).toBe(first);
    expect(c.phase).toBe('selectCard');
    expect(c.pending.length).toBe(3);
    expect(cellIndex(15, 5)).toBe(c.tokens[0]?.cell);
  });

  it('mirror drafts (the §2.2 check): each seat drafts only its own class, different classes at 2–3 seats', () => {
    const g = start('mirror', 3, { mirror: true });
    const classes = g.ctx().draftClasses as string[];
    expect(new Set(classes).size).toBe(3);
    while (g.ctx().phase === 'draft') {
      const seat = awaitedSeat(g.ctx()) as number;
      const other = g.ctx().pool.find((id) => CARD_BY_ID[id].cls !== classes[seat]);
      if (other) expect(g.refuse({ type: 'DRAFT_PICK', seat, cardId: other })).toBe('otherClass');
      const legal = actionMoves(g.ctx(), seat);
      expect(legal.every((e) => e.type === 'DRAFT_PICK' && CARD_BY_ID[e.cardId].cls === classes[seat])).toBe(true);
      g.send(legal[0] as CloudsEvent);
    }
    for (const c of g.ctx().cards) if (c.owner !== null) expect(CARD_BY_ID[c.id].cls).toBe(classes[c.owner]);
    expect(start('plain', 2).ctx().draftClasses).toBeNull();
  });
});
