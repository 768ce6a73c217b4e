/** Options of a Four Temperaments game: only an optional fixed deal (tutorial, tests). */
import {
  GOAL_IDS,
  GOALS_SHOWN,
  type H,
  HUMOURS,
  LOCATION_BY_ID,
  RESIDENT_PAIRS,
  type ResidentType,
  SCENE_IDS,
  SUPPLY_SIZE,
  TOKENS_PER_HUMOUR,
} from './content';
import type { FixedSetup, TemperamentsOptions } from './types';

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function humours(raw: unknown, what: string): H[] {
  if (!Array.isArray(raw)) throw new Error(`${what} must be a list of humours (C, S, M, P)`);
  return raw.map((h, i) => {
    if (!HUMOURS.includes(h as H)) throw new Error(`${what}[${i}] is not a humour: ${JSON.stringify(h)}`);
    return h as H;
  });
}

function perSeat(raw: unknown, seats: number, what: string): H[][] {
  if (!Array.isArray(raw) || raw.length > seats)
    throw new Error(`setup.${what} must be a list of at most ${seats} lists`);
  return raw.map((r, s) => humours(r, `setup.${what}[${s}]`));
}

/** Validates a fixed setup; throws an Error naming the problem. */
export function parseSetup(raw: unknown, seats: number): FixedSetup {
  if (!isObj(raw)) throw new Error('setup must be an object');
  const known = ['goals', 'deck', 'supplies', 'bags', 'board', 'firstPlayer'];
  for (const k of Object.keys(raw)) if (!known.includes(k)) throw new Error(`setup has an unknown field "${k}"`);
  const out: FixedSetup = {};
  if (raw.goals !== undefined) {
    const g = raw.goals;
    if (!Array.isArray(g) || g.length !== GOALS_SHOWN || new Set(g).size !== GOALS_SHOWN)
      throw new Error(`setup.goals must list ${GOALS_SHOWN} different goals`);
    for (const id of g) if (!GOAL_IDS.includes(id)) throw new Error(`setup.goals: unknown goal "${id}"`);
    out.goals = g.slice();
  }
  if (raw.deck !== undefined) {
    const d = raw.deck;
    if (!Array.isArray(d) || new Set(d).size !== d.length) throw new Error('setup.deck must list different scenes');
    for (const id of d) if (!SCENE_IDS.includes(id)) throw new Error(`setup.deck: unknown scene "${id}"`);
    out.deck = d.slice();
  }
  if (raw.supplies !== undefined) {
    out.supplies = perSeat(raw.supplies, seats, 'supplies');
    out.supplies.forEach((s, i) => {
      if (s.length > SUPPLY_SIZE) throw new Error(`setup.supplies[${i}] holds more than ${SUPPLY_SIZE} tokens`);
    });
  }
  if (raw.bags !== undefined) out.bags = perSeat(raw.bags, seats, 'bags');
  if (raw.board !== undefined) {
    if (!Array.isArray(raw.board)) throw new Error('setup.board must be a list of tokens');
    out.board = raw.board.map((b, i) => {
      if (!isObj(b)) throw new Error(`setup.board[${i}] must be an object`);
      if (typeof b.seat !== 'number' || !Number.isInteger(b.seat) || b.seat < 0 || b.seat >= seats)
        throw new Error(`setup.board[${i}].seat must be 0..${seats - 1}`);
      if (!HUMOURS.includes(b.h as H)) throw new Error(`setup.board[${i}].h is not a humour`);
      if (typeof b.loc !== 'string' || !LOCATION_BY_ID.has(b.loc)) throw new Error(`setup.board[${i}].loc is unknown`);
      if (typeof b.resType !== 'string' || !Object.hasOwn(RESIDENT_PAIRS, b.resType))
        throw new Error(`setup.board[${i}].resType is not a resident type`);
      return { seat: b.seat, h: b.h as H, loc: b.loc, resType: b.resType as ResidentType };
    });
  }
  if (raw.firstPlayer !== undefined) {
    const f = raw.firstPlayer;
    if (typeof f !== 'number' || !Number.isInteger(f) || f < 0 || f >= seats)
      throw new Error(`setup.firstPlayer must be 0..${seats - 1}`);
    out.firstPlayer = f;
  }
  // Each seat has only 5 tokens of each humour for its board, supply and bag order together.
  for (let seat = 0; seat < seats; seat++) {
    for (const h of HUMOURS) {
      const n =
        (out.board ?? []).filter((b) => b.seat === seat && b.h === h).length +
        (out.supplies?.[seat] ?? []).filter((x) => x === h).length +
        (out.bags?.[seat] ?? []).filter((x) => x === h).length;
      if (n > TOKENS_PER_HUMOUR) throw new Error(`setup uses ${n} ${h} tokens of seat ${seat}; a seat has 5`);
    }
  }
  return out;
}

/** Validates options read from a save (unknown top-level fields are ignored). */
export function parseOptions(raw: unknown, seats: number): TemperamentsOptions {
  if (raw === undefined || raw === null) return {};
  if (!isObj(raw)) throw new Error('options must be an object');
  return raw.setup === undefined ? {} : { setup: parseSetup(raw.setup, seats) };
}
