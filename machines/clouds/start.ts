/** Options and the first context: a seeded seat order and the pool (§3.1), or a fixed setup for the tutorial and tests. */
import type { GameInput } from '../core/game';
import { Rng } from '../core/rng';
import {
  BOARD,
  CARD_BY_ID,
  CARD_IDS,
  CARD_INDEX,
  type CardClass,
  type CardId,
  cellIndex,
  DEFAULT_ROUND_LIMIT,
  DEFAULT_VIGOR_CHIPS,
  isCardId,
  onBoard,
  TOKENS_PER_PLAYER,
} from './content';
import type { CardState, CloudsOptions, Ctx, FixedCard, FixedSetup } from './types';

function fail(message: string): never {
  throw new Error(message);
}

const isInt = (v: unknown): v is number => Number.isInteger(v);

function cellOf(v: unknown, what: string): number {
  if (!Array.isArray(v) || v.length !== 2 || !isInt(v[0]) || !isInt(v[1]) || !onBoard(v[0], v[1])) {
    fail(`${what} must be a cell [x, y] with 0 ≤ x, y ≤ 30`);
  }
  return cellIndex(v[0] as number, v[1] as number);
}

function parseFixed(raw: unknown, seats: number): FixedSetup {
  if (typeof raw !== 'object' || raw === null) fail('fixed must be an object');
  const f = raw as Record<string, unknown>;
  let order: number[] | undefined;
  if (f.order !== undefined) {
    const o = f.order;
    const ok =
      Array.isArray(o) &&
      o.length === seats &&
      o.every((s) => isInt(s) && s >= 0 && s < seats) &&
      new Set(o).size === seats;
    if (!ok) fail(`fixed.order must be an order of the seats 0..${seats - 1}`);
    order = (o as number[]).slice();
  }
  if (!Array.isArray(f.cards) || f.cards.length === 0) fail('fixed.cards must list the cards in play');
  const seen = new Set<string>();
  const cards: FixedCard[] = (f.cards as unknown[]).map((c, i) => {
    if (typeof c !== 'object' || c === null) fail(`fixed.cards[${i}] must be an object`);
    const r = c as Record<string, unknown>;
    if (!isCardId(r.id)) fail(`fixed.cards[${i}].id "${String(r.id)}" is not a card`);
    if (seen.has(r.id)) fail(`fixed.cards lists ${r.id} twice`);
    seen.add(r.id);
    const def = CARD_BY_ID[r.id];
    if (!isInt(r.owner) || r.owner < 0 || r.owner >= seats) fail(`fixed.cards[${i}].owner must be a seat`);
    const pos = cellOf(r.pos, `fixed.cards[${i}].pos`);
    if (BOARD.kind[pos] === 'storm') fail(`fixed.cards[${i}].pos is a storm`);
    const out: FixedCard = { id: r.id, owner: r.owner, pos: [pos % 31, Math.floor(pos / 31)] };
    if (r.vigor !== undefined) {
      if (!isInt(r.vigor) || r.vigor < 0 || r.vigor > def.V) fail(`fixed.cards[${i}].vigor must be 0..${def.V}`);
      out.vigor = r.vigor;
    }
    if (r.mood !== undefined) {
      if (!isInt(r.mood) || r.mood < 0 || r.mood > def.M) fail(`fixed.cards[${i}].mood must be 0..${def.M}`);
      out.mood = r.mood;
    }
    for (const flag of ['skipMark', 'respite', 'doubledNext', 'hobbledNext', 'unveiled', 'bulwark'] as const) {
      if (r[flag] !== undefined) {
        if (typeof r[flag] !== 'boolean') fail(`fixed.cards[${i}].${flag} must be true or false`);
        out[flag] = r[flag] as boolean;
      }
    }
    return out;
  });
  for (let s = 0; s < seats; s++) {
    if (!cards.some((c) => c.owner === s)) fail(`fixed.cards gives seat ${s} no card`);
  }
  let tokens: FixedSetup['tokens'];
  if (f.tokens !== undefined) {
    if (!Array.isArray(f.tokens)) fail('fixed.tokens must be a list of cells');
    // the game has 8 a seat (and the move search gives each within reach a bit of a 32-bit mask)
    if (f.tokens.length > TOKENS_PER_PLAYER * seats)
      fail(`fixed.tokens holds at most ${TOKENS_PER_PLAYER * seats} tokens`);
    const cellsSeen = new Set<number>();
    tokens = (f.tokens as unknown[]).map((t, i) => {
      const obj = !Array.isArray(t) && typeof t === 'object' && t !== null ? (t as Record<string, unknown>) : null;
      const cell = cellOf(obj ? obj.cell : t, `fixed.tokens[${i}]`);
      if (BOARD.kind[cell] === 'storm') fail(`fixed.tokens[${i}] is a storm`);
      if (cellsSeen.has(cell)) fail(`fixed.tokens has two tokens on one cell`);
      cellsSeen.add(cell);
      const seat = obj ? obj.seat : 0;
      if (!isInt(seat) || seat < 0 || seat >= seats) fail(`fixed.tokens[${i}].seat must be a seat`);
      return { cell: [cell % 31, Math.floor(cell / 31)] as const, seat };
    });
  }
  let storms: FixedSetup['storms'];
  if (f.storms !== undefined) {
    if (!Array.isArray(f.storms)) fail('fixed.storms must be a list');
    storms = (f.storms as unknown[]).map((raw, i) => {
      const st = raw as { source?: unknown; cells?: unknown };
      if (!isCardId(st?.source) || !cards.some((c) => c.id === st.source)) {
        fail(`fixed.storms[${i}].source must be a card in play`);
      }
      if (!Array.isArray(st.cells) || st.cells.length === 0) fail(`fixed.storms[${i}].cells must list cells`);
      const cells = (st.cells as unknown[]).map((c, k) => {
        const cell = cellOf(c, `fixed.storms[${i}].cells[${k}]`);
        if (BOARD.kind[cell] !== 'sky') fail(`fixed.storms[${i}].cells[${k}] is not a sky cell`);
        if (cards.some((card) => cellIndex(card.pos[0], card.pos[1]) === cell)) {
          fail(`fixed.storms[${i}].cells[${k}] holds a pointer`);
        }
        return [cell % 31, Math.floor(cell / 31)] as const;
      });
      return { source: st.source as CardId, cells };
    });
  }
  let round: number | undefined;
  if (f.round !== undefined) {
    if (!isInt(f.round) || f.round < 1) fail('fixed.round must be a positive integer');
    round = f.round;
  }
  return { order, cards, tokens, storms, round };
}

/** Validates options (from a save, the CLI or the app); throws an Error naming the problem. */
export function parseOptions(raw: unknown, seats: number): CloudsOptions {
  if (!isInt(seats) || seats < 2 || seats > 4) fail(`Cloud Marches is for 2–4 seats, not ${seats}`);
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) fail('options must be an object');
  const o = raw as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!['roundLimit', 'fixed', 'mirror', 'vigorChips', 'mode', 'difficulty'].includes(k))
      fail(`unknown option "${k}"`);
  }
  const out: CloudsOptions = {};
  if (o.roundLimit !== undefined) {
    if (!isInt(o.roundLimit) || o.roundLimit < 1 || o.roundLimit > 1000) fail('roundLimit must be an integer 1..1000');
    out.roundLimit = o.roundLimit;
  }
  if (o.fixed !== undefined) out.fixed = parseFixed(o.fixed, seats);
  if (o.mirror !== undefined) {
    if (typeof o.mirror !== 'boolean') fail('mirror must be true or false');
    if (o.mirror) out.mirror = true;
  }
  if (o.vigorChips !== undefined) {
    if (typeof o.vigorChips !== 'boolean') fail('vigorChips must be true or false');
    out.vigorChips = o.vigorChips;
  }
  for (const k of ['mode', 'difficulty'] as const) {
    if (o[k] !== undefined) {
      if (typeof o[k] !== 'string') fail(`${k} must be a string`);
      out[k] = o[k] as string;
    }
  }
  return out;
}

function freshCard(id: CardId): CardState {
  return {
    id,
    owner: null,
    pos: null,
    vigor: CARD_BY_ID[id].V,
    mood: 0,
    skipMark: false,
    respite: false,
    doubledNext: false,
    hobbledNext: false,
    unveiled: false,
    bulwark: false,
  };
}

/** A class per seat for a mirror draft: all different at 2–3 seats; at 4, two seats share one (6 cards each). */
function mirrorClasses(rng: Rng, seats: number): CardClass[] {
  const classes = rng.shuffle<CardClass>(['pegasus', 'unicorn', 'earth']);
  const out = classes.slice(0, Math.min(3, seats));
  if (seats === 4) out.push(classes[rng.int(3)] as CardClass);
  return out;
}

/** The context at creation: setup's START (§3.1), or straight to the first turn with a fixed setup. */
export function initialContext(input: GameInput<CloudsOptions | undefined>): Ctx {
  const seats = input.seats;
  const opts = parseOptions(input.options ?? {}, seats);
  const rng = Rng.from(input.seed);
  const seatList = Array.from({ length: seats }, (_, s) => s);
  const fixed = opts.fixed;
  const order = fixed ? (fixed.order ?? seatList) : rng.shuffle(seatList);
  const draftClasses = opts.mirror && !fixed ? mirrorClasses(rng, seats) : null;
  const ctx: Ctx = {
    seats,
    roundLimit: opts.roundLimit ?? DEFAULT_ROUND_LIMIT,
    rng: rng.state,
    order,
    out: [],
    active: order[0] as number,
    round: 0,
    phase: 'draft',
    step: 0,
    pool: CARD_IDS.slice(),
    draftClasses,
    vigorChips: opts.vigorChips ?? DEFAULT_VIGOR_CHIPS,
    outOfGame: [],
    cards: CARD_IDS.map(freshCard),
    tokens: [],
    veils: [],
    tempStorms: [],
    pending: [],
    cur: null,
    drain: null,
    result: null,
    stats: {
      abilities: CARD_IDS.map(() => 0),
      abilitiesBySeat: seatList.map(() => 0),
      classActions: [0, 0, 0],
      moves: 0,
      skips: 0,
      forcedSkips: 0,
      captures: 0,
      drains: 0,
      firstCapture: null,
      drafted: seatList.map(() => []),
    },
    log: null,
  };
  if (fixed) {
    for (const f of fixed.cards) {
      const c = ctx.cards[CARD_INDEX[f.id]] as CardState;
      Object.assign(c, { ...f, pos: cellIndex(f.pos[0], f.pos[1]) });
    }
    const inPlay = new Set(fixed.cards.map((c) => c.id));
    ctx.pool = [];
    ctx.outOfGame = CARD_IDS.filter((id) => !inPlay.has(id));
    ctx.tokens = (fixed.tokens ?? []).map((t) => {
      const { cell, seat } = Array.isArray(t)
        ? { cell: t as readonly number[], seat: 0 }
        : (t as { cell: readonly number[]; seat: number });
      return { cell: cellIndex(cell[0] as number, cell[1] as number), seat };
    });
    ctx.tempStorms = (fixed.storms ?? []).map((st) => ({
      source: st.source,
      cells: st.cells.map((c) => cellIndex(c[0], c[1])),
    }));
    ctx.round = fixed.round ?? 1;
  }
  return ctx;
}
