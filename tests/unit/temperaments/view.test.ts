/** §8 hidden information: no view field depends on a humour its viewer may not see; emitted events are redacted. */
import { describe, expect, it } from 'vitest';
import { FlowRunner, GameRunner } from '../../../machines/core/engine';
import type { Viewer } from '../../../machines/core/game';
import { logEntries } from '../../../machines/core/log';
import { Rng } from '../../../machines/core/rng';
import { RESIDENT_PAIRS } from '../../../machines/temperaments/content';
import { temperamentsFlow } from '../../../machines/temperaments/machine';
import { card } from '../../../machines/temperaments/rules';
import type { Ctx, Emitted, Token } from '../../../machines/temperaments/types';
import { redact, viewFor } from '../../../machines/temperaments/view';
import { ctx, game, humours, module, place, ROW, send } from './helpers';

/** Whether `viewer` may know this token's humour now (§8). */
function visible(c: Ctx, t: Token, viewer: Viewer): boolean {
  if (t.owner === viewer) return true;
  if (t.pos.k === 'board') return true;
  if (t.pos.k === 'scene') return c.rowRevealed;
  if (t.pos.k === 'party') return c.parties.find((p) => p.id === (t.pos as { tile: string }).tile)?.resolved ?? false;
  return false; // supply, bag
}

/** The same game with every humour hidden from `viewer` shuffled (bags and supplies) or flipped (face-down). */
function scramble(c: Ctx, viewer: Viewer, rng: Rng): Ctx {
  const tokens = c.tokens.map((t) => ({ ...t }));
  for (let o = 0; o < c.seats; o++) {
    const pool = tokens.filter(
      (t) => t.owner === o && (t.pos.k === 'bag' || t.pos.k === 'supply') && !visible(c, t, viewer),
    );
    const hs = rng.shuffle(pool.map((t) => t.h));
    pool.forEach((t, i) => {
      t.h = hs[i] as Token['h'];
    });
    for (const t of tokens) {
      if (t.owner !== o || visible(c, t, viewer) || (t.pos.k !== 'scene' && t.pos.k !== 'party')) continue;
      const at = t.pos.k === 'scene' ? { id: t.pos.card, slot: t.pos.slot } : { id: t.pos.tile, slot: t.pos.slot };
      const pair = RESIDENT_PAIRS[card(at.id).residents[at.slot] as keyof typeof RESIDENT_PAIRS];
      t.h = pair[rng.int(2)] as Token['h'];
    }
  }
  return { ...c, tokens };
}

describe('views (§8)', () => {
  it('over many random games, no field of a view changes when the humours its viewer cannot see change', () => {
    const rng = Rng.from('views');
    let compared = 0;
    for (let g = 0; g < 60; g++) {
      const seats = 2 + (g % 3);
      // Stepped by the flow (held equal to the machine by the conformance suite): the views are the cost here.
      const r = new FlowRunner(module, temperamentsFlow as never, { seed: `view-${g}`, seats, options: {} });
      const bots = Array.from({ length: seats }, (_, s) => module.bots.random?.({ seed: `v${g}-${s}` }));
      let step = 0;
      while (r.snapshot.status !== 'done') {
        if (step++ % 5 === 0) {
          const c = r.snapshot.context as Ctx;
          for (const viewer of [...Array.from({ length: seats }, (_, s) => s), 'spectator'] as Viewer[]) {
            const a = JSON.stringify(viewFor(c, viewer));
            expect(JSON.stringify(viewFor(scramble(c, viewer, rng), viewer))).toBe(a);
            // nor does it name another seat's token that is not (or not about to be) on the board
            const bound = new Set(c.choices.map((x) => x.token));
            const named = c.tokens.filter(
              (t) => t.owner !== viewer && t.pos.k !== 'board' && !bound.has(t.id) && a.includes(`"${t.id}"`),
            );
            expect(named.map((t) => t.id)).toEqual([]);
            compared++;
          }
        }
        const seat = module.activeSeats(r.snapshot)[0] as number;
        expect(r.send(bots[seat]?.choose(r.snapshot as never, seat) as never).ok).toBe(true);
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 300_000);

  it('others’ face-down tokens show owner and position only; own ones show humour and id', () => {
    const r = game(3, {
      deck: ROW,
      supplies: humours('CSSS', 'P', 'S'),
      firstPlayer: 0,
    });
    send(r, place(0, 't0-C1', 'scene-tourney', 0));
    const mine = viewFor(ctx(r), 0).row[0]?.slots[0];
    const theirs = viewFor(ctx(r), 1).row[0]?.slots[0];
    const public_ = viewFor(ctx(r), 'spectator').row[0]?.slots[0];
    expect(mine).toMatchObject({ owner: 0, h: 'C', tokenId: 't0-C1', pair: ['C', 'P'], resident: 'knight' });
    expect(theirs).toMatchObject({ owner: 0, h: null, tokenId: null, pair: ['C', 'P'], faceUp: false });
    expect(public_).toEqual(theirs);
    const v = viewFor(ctx(r), 1);
    expect(v.players[0]).toMatchObject({ supply: null, bag: null, supplyCount: 3, bagCount: 16, faceDown: 1 });
    expect(v.players[1]?.supply).toHaveLength(4);
    expect(Object.values(v.players[1]?.bag ?? {}).reduce((a, b) => a + b, 0)).toBe(16);
    expect(v.pending).toEqual({ kind: 'place', seat: 1 });
    expect(JSON.parse(JSON.stringify(v))).toEqual(v); // plain JSON
    expect(v.unseen).toHaveLength(32);
  });

  it('emitted events are redacted per seat, and the public log never names a hidden humour', () => {
    const r = game(
      2,
      {
        deck: ROW,
        supplies: humours('CSSS'),
        firstPlayer: 0,
      },
      'test',
      true, // steadySupply: the placement draws
    );
    const evs = send(r, place(0, 't0-C1', 'scene-tourney', 0));
    const [placed, drawn] = evs as [Emitted, Emitted];
    expect(redact(placed, 0)).toEqual(placed);
    expect(redact(placed, 1)).toMatchObject({
      type: 'tokenPlaced',
      seat: 0,
      tokenId: null,
      h: null,
      at: { id: 'scene-tourney', slot: 0 },
    });
    expect(redact(drawn, 'spectator')).toMatchObject({ type: 'tokenDrawn', seat: 0, tokenId: null, h: null });
    expect(module.redact?.(drawn, 0)).toEqual(drawn);
    // play on to a resolution; then check the whole public log
    const bots = [0, 1].map((s) => module.bots.random?.({ seed: `log-${s}` }));
    while (r.snapshot.status !== 'done') {
      const seat = module.activeSeats(r.snapshot)[0] as number;
      r.send(bots[seat]?.choose(r.snapshot, seat) as never);
    }
    const log = logEntries(ctx(r).log);
    expect(log.length).toBeGreaterThan(50);
    for (const e of log) {
      if (e.type === 'tokenPlaced' || e.type === 'tokenDrawn')
        expect([e.type, e.h, e.tokenId]).toEqual([e.type, null, null]);
      if (e.type === 'tokenRevealed') expect(e.tokenId).toBeNull();
      if (e.type === 'cardResolved' || e.type === 'partyResolved')
        for (const l of e.losers) expect(l.tokenId).toBeNull();
      if (e.type === 'tokensReturned') for (const t of e.tokens) expect(t.tokenId).toBeNull();
    }
    expect(log.some((e) => e.type === 'gameOver')).toBe(true);
  });
});

describe('views remembered part by part', () => {
  it('are the views made afresh, for every viewer at every step of whole games', () => {
    for (const seed of ['memo-a']) {
      const r = new GameRunner(module, { seed, seats: 4, options: module.defaultOptions(4) });
      const rng = Rng.from(seed);
      const viewers: Viewer[] = [0, 1, 2, 3, 'spectator'];
      for (let step = 0; step < 400 && !module.result(r.snapshot).over; step++) {
        const c = ctx(r);
        // A deep copy shares no object with the game, so nothing in it was remembered.
        for (const v of viewers) expect(viewFor(c, v)).toEqual(viewFor(structuredClone(c), v));
        const seat = module.activeSeats(r.snapshot)[0] as number;
        const legal = module.legalMoves(r.snapshot, seat);
        expect(r.send(legal[rng.int(legal.length)] as never).ok).toBe(true);
      }
      expect(module.result(r.snapshot).over).toBe(true);
    }
    // ~6 s of CPU quiet; a shared machine's clock (a load of 30 took it to 89 s)
  }, 300_000);
});
