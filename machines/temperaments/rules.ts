/**
 * The rules as pure functions over a plain context: setup, each step of the §4 flow and legality
 * (`check`, `legalMoves`). The flow itself (which step when, and the context's `phase`) is the
 * chart in machine.ts. Steps push what they do into `fx` (the machine emits it; rollouts pass null).
 */

import { strictCheck } from '../core/events';
import type { GameInput, Illegal } from '../core/game';
import { Rng, seedRng } from '../core/rng';
import {
  accepts,
  CARD_BY_ID,
  type Card,
  GOAL_IDS,
  GOALS_SHOWN,
  type H,
  HUMOURS,
  LOCATION_BY_ID,
  LOCATION_IDS,
  neighbours,
  PARTIES,
  RESIDENT_PAIRS,
  type ResidentType,
  ROW_SIZE,
  SCENE_IDS,
  SUPPLY_SIZE,
  TOKENS_PER_HUMOUR,
  TOKENS_PER_SEAT,
  zoneLocations,
} from './content';
import { EVENT_SCHEMAS } from './events';
import { meets, popcount, type SeatBoard, seatBoards } from './goals';
import { parseSetup } from './options';
import { resolveCard } from './resolve';
import type {
  At,
  CardOutcome,
  Choice,
  ChooseLocationEvent,
  ChoosePartyEvent,
  Ctx,
  EndReason,
  Final,
  Fx,
  PartyState,
  PlaceEvent,
  PlayerEvent,
  Pos,
  RoundEnd,
  RowCard,
  TemperamentsOptions,
  Token,
  TokenAt,
  Via,
} from './types';

// ---- tokens ---------------------------------------------------------------------------------

/** Token ids are `t<seat>-<humour><1..5>`; seat s owns tokens[20s .. 20s+19]. */
export const tokenId = (seat: number, h: H, k: number): string => `t${seat}-${h}${k}`;
const TOKEN_INDEX: ReadonlyMap<string, number> = (() => {
  const m = new Map<string, number>();
  for (let seat = 0; seat < 4; seat++)
    HUMOURS.forEach((h, hi) => {
      for (let k = 1; k <= TOKENS_PER_HUMOUR; k++)
        m.set(tokenId(seat, h, k), seat * TOKENS_PER_SEAT + hi * TOKENS_PER_HUMOUR + k - 1);
    });
  return m;
})();

export function tokenIndex(ctx: Ctx, id: unknown): number {
  if (typeof id !== 'string') return -1;
  const i = TOKEN_INDEX.get(id);
  return i === undefined || i >= ctx.tokens.length ? -1 : i;
}
export const tokenById = (ctx: Ctx, id: string): Token | undefined => ctx.tokens[tokenIndex(ctx, id)];

export function seatTokens(ctx: Ctx, seat: number): Token[] {
  return ctx.tokens.slice(seat * TOKENS_PER_SEAT, (seat + 1) * TOKENS_PER_SEAT);
}
export function countAt(ctx: Ctx, seat: number, k: Pos['k']): number {
  let n = 0;
  const end = (seat + 1) * TOKENS_PER_SEAT;
  for (let i = seat * TOKENS_PER_SEAT; i < end; i++) if ((ctx.tokens[i] as Token).pos.k === k) n++;
  return n;
}
export const supplyOf = (ctx: Ctx, seat: number): Token[] => seatTokens(ctx, seat).filter((t) => t.pos.k === 'supply');
export const partyLimit = (seats: number): number => (seats === 2 ? 2 : 1);
/** How many goal markers `seat` has (its score). */
export function markerCount(ctx: Ctx, seat: number): number {
  let n = 0;
  for (const g of ctx.goals) if (g.markers.includes(seat)) n++;
  return n;
}
export const card = (id: string): Card => CARD_BY_ID.get(id) as Card;

/** The resident type of a slot. */
export const slotType = (at: At): ResidentType => card(at.id).residents[at.slot] as ResidentType;

/** Where a token sits as an `At`, if on a card or tile. */
export function atOf(pos: Pos): At | null {
  if (pos.k === 'scene') return { kind: 'scene', id: pos.card, slot: pos.slot };
  if (pos.k === 'party') return { kind: 'party', id: pos.tile, slot: pos.slot };
  return null;
}

/**
 * A token, its fields always in this order (`resType` and `via` undefined until it reaches the board):
 * every token one hidden class, as the rules and the views read tokens on every event.
 */
const newToken = (id: string, owner: number, h: H, pos: Pos, resType?: ResidentType, via?: Via): Token => ({
  id,
  owner,
  h,
  pos,
  resType,
  via,
});

/** A mutable working copy for one step: tokens, the RNG cursor and the bag queues. */
class Draft {
  readonly tokens: Token[];
  readonly rng: Rng;
  bagQueue: string[][];
  constructor(
    ctx: Ctx,
    readonly fx: Fx,
  ) {
    this.tokens = ctx.tokens.slice();
    this.rng = new Rng(ctx.rng);
    this.bagQueue = ctx.bagQueue;
  }
  move(i: number, pos: Pos, resType?: ResidentType, via?: Via): Token {
    const was = this.tokens[i] as Token;
    const t = newToken(was.id, was.owner, was.h, pos, resType ?? was.resType, via ?? was.via);
    this.tokens[i] = t;
    return t;
  }
  count(seat: number, k: Pos['k']): number {
    let n = 0;
    for (let i = seat * TOKENS_PER_SEAT; i < (seat + 1) * TOKENS_PER_SEAT; i++)
      if ((this.tokens[i] as Token).pos.k === k) n++;
    return n;
  }
  /** Draws one token of `seat` from its bag into its supply (fixed queue first, else uniform). */
  draw(seat: number, reason: 'setup' | 'refill' | 'replace'): Token | null {
    let pick = -1;
    const queue = this.bagQueue[seat] ?? [];
    let used = 0;
    while (used < queue.length && pick < 0) {
      const i = TOKEN_INDEX.get(queue[used] as string) as number;
      used++;
      if ((this.tokens[i] as Token).pos.k === 'bag') pick = i;
    }
    if (used > 0) this.bagQueue = this.bagQueue.map((q, s) => (s === seat ? q.slice(used) : q));
    if (pick < 0) {
      const inBag: number[] = [];
      for (let i = seat * TOKENS_PER_SEAT; i < (seat + 1) * TOKENS_PER_SEAT; i++)
        if ((this.tokens[i] as Token).pos.k === 'bag') inBag.push(i);
      if (inBag.length === 0) return null;
      pick = inBag[this.rng.int(inBag.length)] as number;
    }
    const t = this.move(pick, { k: 'supply' });
    this.fx?.push({
      type: 'tokenDrawn',
      seat,
      tokenId: t.id,
      h: t.h,
      reason,
      supplyCount: this.count(seat, 'supply'),
      bagCount: this.count(seat, 'bag'),
    });
    return t;
  }
  done(ctx: Ctx, patch: Partial<Ctx> = {}): Ctx {
    return { ...ctx, tokens: this.tokens, rng: this.rng.state, bagQueue: this.bagQueue, ...patch };
  }
}

// ---- setup (§3) -----------------------------------------------------------------------------

const zeroes = (): Record<H, number> => ({ C: 0, S: 0, M: 0, P: 0 });
const humours = (n: Record<H, number>): Record<H, number> => ({ C: n.C, S: n.S, M: n.M, P: n.P });
// Row cards and party tiles are remade on every placement: each kind built in one place, one hidden class.
const rowCard = (c: string, slots: (string | null)[]): RowCard => ({ card: c, slots });
const partyState = (id: string, resolved: boolean, slots: (string | null)[]): PartyState => ({ id, resolved, slots });

/** The context the machine is created with; setup itself runs in the `setup` state. */
export function initialContext(input: GameInput<TemperamentsOptions | undefined>): Ctx {
  const seats = input.seats;
  if (!Number.isInteger(seats) || seats < 2 || seats > 4)
    throw new Error(`temperaments is for 2–4 seats, not ${seats}`);
  const tokens: Token[] = [];
  for (let seat = 0; seat < seats; seat++)
    for (const h of HUMOURS)
      for (let k = 1; k <= TOKENS_PER_HUMOUR; k++) tokens.push(newToken(tokenId(seat, h, k), seat, h, { k: 'bag' }));
  return {
    seats,
    steady: input.options?.steadySupply === true,
    rng: seedRng(input.seed),
    tokens,
    deck: [],
    discard: [],
    row: [],
    rowRevealed: false,
    parties: PARTIES.map((p) =>
      partyState(
        p.id,
        false,
        p.residents.map(() => null),
      ),
    ),
    goals: [],
    round: 0,
    firstPlayer: 0,
    start: 0,
    current: 0,
    passes: 0,
    phase: 'setup',
    choices: [],
    partyQueue: [],
    lastRoundEnd: null,
    endReason: null,
    outcomes: [],
    bagQueue: Array.from({ length: seats }, () => []),
    pending: input.options?.setup ? parseSetup(input.options.setup, seats) : null,
    final: null,
    stats: {
      revealed: zeroes(),
      won: zeroes(),
      escaped: zeroes(),
      roundEnds: { twoFull: 0, allPassed: 0, outOfTokens: 0 },
    },
    log: null,
  };
}

/** §3: goals, deck, board tokens of a fixed deal, supplies of 4, the first player. */
export function setupGame(ctx: Ctx, fx: Fx): Ctx {
  const fixed = ctx.pending ?? {};
  const d = new Draft(ctx, fx);
  const goals = fixed.goals ?? d.rng.shuffle(GOAL_IDS).slice(0, GOALS_SHOWN);
  const top = fixed.deck ?? [];
  const deck = [...top, ...d.rng.shuffle(SCENE_IDS.filter((c) => !top.includes(c)))];
  const takeFromBag = (seat: number, h: H, taken: Set<number>): number => {
    for (let i = seat * TOKENS_PER_SEAT; i < (seat + 1) * TOKENS_PER_SEAT; i++) {
      const t = d.tokens[i] as Token;
      if (t.h === h && t.pos.k === 'bag' && !taken.has(i)) return i;
    }
    throw new Error(`fixed setup: seat ${seat} has no ${h} token left in its bag`);
  };
  for (const b of fixed.board ?? []) {
    d.move(takeFromBag(b.seat, b.h, new Set()), { k: 'board', loc: b.loc }, b.resType, 'win');
  }
  fx?.push({ type: 'goalsShown', goals: [...goals] });
  const supplies = fixed.supplies ?? [];
  for (let seat = 0; seat < ctx.seats; seat++) {
    for (const h of supplies[seat] ?? []) {
      const t = d.move(takeFromBag(seat, h, new Set()), { k: 'supply' });
      fx?.push({
        type: 'tokenDrawn',
        seat,
        tokenId: t.id,
        h: t.h,
        reason: 'setup',
        supplyCount: d.count(seat, 'supply'),
        bagCount: d.count(seat, 'bag'),
      });
    }
  }
  d.bagQueue = Array.from({ length: ctx.seats }, (_, seat) => {
    const taken = new Set<number>();
    return (fixed.bags?.[seat] ?? []).map((h) => {
      const i = takeFromBag(seat, h, taken);
      taken.add(i);
      return (d.tokens[i] as Token).id;
    });
  });
  for (let seat = 0; seat < ctx.seats; seat++) {
    while (d.count(seat, 'supply') < SUPPLY_SIZE && d.draw(seat, 'setup'));
  }
  const firstPlayer = fixed.firstPlayer ?? d.rng.int(ctx.seats);
  return d.done(ctx, {
    goals: goals.map((id) => ({ id, markers: [] })),
    deck,
    firstPlayer,
    round: 1,
    pending: null,
  });
}

// ---- placement (§4) -------------------------------------------------------------------------

/** Round start: refill supplies to 4, reveal 4 scenes, the start seat rotates. */
export function startRound(ctx: Ctx, fx: Fx): Ctx {
  const start = (ctx.firstPlayer + ctx.round - 1) % ctx.seats;
  fx?.push({ type: 'roundStarted', round: ctx.round, start });
  const d = new Draft(ctx, fx);
  for (let seat = 0; seat < ctx.seats; seat++) {
    while (d.count(seat, 'supply') < SUPPLY_SIZE && d.draw(seat, 'refill'));
  }
  const cards = ctx.deck.slice(0, ROW_SIZE);
  const deck = ctx.deck.slice(ROW_SIZE);
  fx?.push({ type: 'scenesRevealed', round: ctx.round, cards, deckCount: deck.length });
  return d.done(ctx, {
    row: cards.map((c) =>
      rowCard(
        c,
        card(c).residents.map(() => null),
      ),
    ),
    deck,
    rowRevealed: false,
    start,
    current: start,
    passes: 0,
  });
}

/** Moves a supply token face down onto a slot; only `steadySupply` draws a replacement (§4 "After PLACE"). */
export function place(ctx: Ctx, ev: PlaceEvent, fx: Fx): Ctx {
  const d = new Draft(ctx, fx);
  const i = tokenIndex(ctx, ev.tokenId);
  const { kind, id, slot } = ev.target;
  const pos: Pos = kind === 'scene' ? { k: 'scene', card: id, slot } : { k: 'party', tile: id, slot };
  const t = d.move(i, pos);
  const set = (slots: (string | null)[]) => slots.map((s, k) => (k === slot ? t.id : s));
  const row = kind === 'scene' ? ctx.row.map((r) => (r.card === id ? rowCard(r.card, set(r.slots)) : r)) : ctx.row;
  const parties =
    kind === 'party'
      ? ctx.parties.map((p) => (p.id === id ? partyState(p.id, p.resolved, set(p.slots)) : p))
      : ctx.parties;
  const at: At = { kind, id, slot };
  fx?.push({ type: 'tokenPlaced', seat: ev.seat, tokenId: t.id, h: t.h, at, resType: slotType(at) });
  if (ctx.steady) d.draw(ev.seat, 'replace');
  return d.done(ctx, { row, parties, passes: 0 });
}

/** Whether a placement just ended the round (§4, §9.3, §9.5). */
export function roundEndAfterPlace(ctx: Ctx): RoundEnd | null {
  let full = 0;
  for (const r of ctx.row) if (r.slots.every((s) => s !== null)) full++;
  if (full >= 2) return 'twoFull';
  for (let seat = 0; seat < ctx.seats; seat++) if (countAt(ctx, seat, 'supply') > 0) return null;
  return 'outOfTokens';
}

export function pass(ctx: Ctx, auto: boolean, fx: Fx): Ctx {
  const passes = ctx.passes + 1;
  fx?.push({ type: 'passed', seat: ctx.current, auto, passes });
  return { ...ctx, passes };
}

export const allPassed = (ctx: Ctx): boolean => ctx.passes >= ctx.seats;
export const mustAutoPass = (ctx: Ctx): boolean =>
  ctx.phase === 'placement' && countAt(ctx, ctx.current, 'supply') === 0;
export const advanceSeat = (ctx: Ctx): Ctx => ({ ...ctx, current: (ctx.current + 1) % ctx.seats });

export function endRound(ctx: Ctx, reason: RoundEnd, fx: Fx): Ctx {
  fx?.push({ type: 'roundEnded', round: ctx.round, reason });
  const was = ctx.stats.roundEnds;
  const roundEnds = { twoFull: was.twoFull, allPassed: was.allPassed, outOfTokens: was.outOfTokens };
  roundEnds[reason]++;
  return { ...ctx, lastRoundEnd: reason, stats: { ...ctx.stats, roundEnds } };
}

// ---- resolution (§4, §5) --------------------------------------------------------------------

const tokenAt = (t: Token, slot: number): TokenAt => ({ seat: t.owner, h: t.h, slot, tokenId: t.id });

/** Reveals every row token and computes each card's outcome before anything moves. */
export function resolveScenes(ctx: Ctx, fx: Fx): Ctx {
  const stats = {
    revealed: humours(ctx.stats.revealed),
    won: humours(ctx.stats.won),
    escaped: humours(ctx.stats.escaped),
    roundEnds: ctx.stats.roundEnds,
  };
  const outcomes: CardOutcome[] = ctx.row.map((r) => {
    const c = card(r.card);
    const toks: { t: Token; slot: number; h: H }[] = [];
    r.slots.forEach((id, slot) => {
      if (id === null) return;
      const t = tokenById(ctx, id) as Token;
      toks.push({ t, slot, h: t.h });
      fx?.push({
        type: 'tokenRevealed',
        seat: t.owner,
        tokenId: t.id,
        h: t.h,
        at: { kind: 'scene', id: r.card, slot },
      });
      stats.revealed[t.h]++;
    });
    const res = resolveCard(c.order, toks, c.location !== null);
    for (const x of res.winners) stats.won[x.h]++;
    for (const x of res.escapers) stats.escaped[x.h]++;
    const outcome: CardOutcome = {
      card: r.card,
      winners: res.winners.map((x) => tokenAt(x.t, x.slot)),
      escapers: res.escapers.map((x) => tokenAt(x.t, x.slot)),
      losers: res.losers.map((x) => tokenAt(x.t, x.slot)),
    };
    fx?.push({
      type: 'cardResolved',
      kind: 'scene',
      location: c.location,
      card: r.card,
      winners: outcome.winners,
      escapers: outcome.escapers,
      losers: outcome.losers,
    });
    return outcome;
  });
  return { ...ctx, outcomes, stats, rowRevealed: true };
}

/** Moves a token from its card slot to a location, clearing the slot. */
function toBoard(d: Draft, ctx: Ctx, i: number, loc: string, via: Token['via'], fx: Fx): Ctx {
  const t = d.tokens[i] as Token;
  const from = atOf(t.pos) as At;
  const resType = slotType(from);
  d.move(i, { k: 'board', loc }, resType, via);
  fx?.push({ type: 'tokenToBoard', seat: t.owner, tokenId: t.id, h: t.h, loc, resType, via: via as Via, from });
  const clear = (slots: (string | null)[]) => slots.map((s, k) => (k === from.slot ? null : s));
  return from.kind === 'scene'
    ? { ...ctx, row: ctx.row.map((r) => (r.card === from.id ? rowCard(r.card, clear(r.slots)) : r)) }
    : {
        ...ctx,
        parties: ctx.parties.map((p) => (p.id === from.id ? partyState(p.id, p.resolved, clear(p.slots)) : p)),
      };
}

/** Location winners go onto their location; escapers and animal winners queue a choice (§4 step 1). */
export function boardPlacement(ctx: Ctx, fx: Fx): Ctx {
  const d = new Draft(ctx, fx);
  let next = ctx;
  for (const o of ctx.outcomes) {
    const c = card(o.card);
    if (c.location)
      for (const w of o.winners) next = toBoard(d, next, tokenIndex(ctx, w.tokenId), c.location, 'win', fx);
  }
  const choices: Choice[] = [];
  for (const o of ctx.outcomes) {
    const c = card(o.card);
    const ask = c.animal ? o.winners : o.escapers;
    const options = c.animal ? zoneLocations(c.zone as string) : neighbours(c.location as string).slice();
    for (const x of ask) {
      const from: At = { kind: 'scene', id: o.card, slot: x.slot };
      choices.push({ seat: x.seat, token: x.tokenId as string, kind: c.animal ? 'animal' : 'escape', options, from });
    }
  }
  return d.done(next, { choices });
}

export function chooseLocation(ctx: Ctx, ev: ChooseLocationEvent, fx: Fx): Ctx {
  const head = ctx.choices[0] as Choice;
  const d = new Draft(ctx, fx);
  const via = head.kind === 'party' ? 'party' : head.kind;
  const next = toBoard(d, ctx, tokenIndex(ctx, head.token), ev.locId, via, fx);
  return d.done(next, { choices: ctx.choices.slice(1) });
}

export const choicePending = (ctx: Ctx): boolean => ctx.choices.length > 0;

/** §4 step 2 (and the final check of §7): markers for goals met, in goal then seat order. */
export function awardGoals(ctx: Ctx, final: boolean, fx: Fx): Ctx {
  const boards = seatBoards(ctx.tokens, ctx.seats);
  const queue = ctx.partyQueue.slice();
  const goals = ctx.goals.map((g, position) => {
    const markers = g.markers.slice();
    for (let k = 0; k < ctx.seats; k++) {
      const seat = (ctx.start + k) % ctx.seats;
      if (markers.includes(seat) || !meets(g.id, boards[seat] as SeatBoard)) continue;
      markers.push(seat);
      fx?.push({ type: 'markerPlaced', seat, goal: g.id, position, final });
      if (!final) queue.push({ seat, goal: g.id });
    }
    return markers.length === g.markers.length ? g : { id: g.id, markers };
  });
  return { ...ctx, goals, partyQueue: queue };
}

/** Whether the head of the party queue may resolve a tile (§9.9: extra markers resolve nothing). */
export const partyToResolve = (ctx: Ctx): boolean => ctx.partyQueue.length > 0 && ctx.parties.some((p) => !p.resolved);
export const skipParties = (ctx: Ctx): Ctx => (ctx.partyQueue.length ? { ...ctx, partyQueue: [] } : ctx);

/** §4 step 3: the marker's owner picks a tile; it is revealed and resolved with no escapes. */
export function chooseParty(ctx: Ctx, ev: ChoosePartyEvent, fx: Fx): Ctx {
  const d = new Draft(ctx, fx);
  const party = ctx.parties.find((p) => p.id === ev.partyId) as PartyState;
  const c = card(party.id);
  const toks: { t: Token; slot: number; h: H; i: number }[] = [];
  party.slots.forEach((id, slot) => {
    if (id === null) return;
    const i = tokenIndex(ctx, id);
    const t = ctx.tokens[i] as Token;
    toks.push({ t, slot, h: t.h, i });
    fx?.push({
      type: 'tokenRevealed',
      seat: t.owner,
      tokenId: t.id,
      h: t.h,
      at: { kind: 'party', id: party.id, slot },
    });
  });
  const res = resolveCard(c.order, toks, false);
  const winners = res.winners.map((x) => tokenAt(x.t, x.slot));
  const losers = res.losers.map((x) => tokenAt(x.t, x.slot));
  // (its fields in the order of a scene's, so this event has one hidden class)
  fx?.push({ type: 'cardResolved', kind: 'party', location: null, card: party.id, winners, escapers: [], losers });
  for (const x of res.losers) d.move(x.i, { k: 'bag' });
  if (losers.length) {
    fx?.push({
      type: 'tokensReturned',
      tokens: res.losers.map((x) => ({
        seat: x.t.owner,
        tokenId: x.t.id,
        h: x.h,
        from: { kind: 'party', id: party.id, slot: x.slot },
      })),
    });
  }
  fx?.push({ type: 'partyResolved', party: party.id, seat: ev.seat, winners, losers });
  const kept = new Set(res.winners.map((x) => x.t.id));
  const parties = ctx.parties.map((p) =>
    p.id === party.id
      ? partyState(
          p.id,
          true,
          p.slots.map((s) => (s !== null && kept.has(s) ? s : null)),
        )
      : p,
  );
  const choices: Choice[] = res.winners.map((x) => ({
    seat: x.t.owner,
    token: x.t.id,
    kind: 'party',
    options: LOCATION_IDS as string[],
    from: { kind: 'party', id: party.id, slot: x.slot },
  }));
  return d.done(ctx, { parties, choices, partyQueue: ctx.partyQueue.slice(1) });
}

// ---- cleanup and end (§4, §7) ---------------------------------------------------------------

/** Unplaced scene tokens go back to their bags; the row is discarded. */
export function cleanup(ctx: Ctx, fx: Fx): Ctx {
  const d = new Draft(ctx, fx);
  const returned: { seat: number; tokenId: string; h: H; from: At }[] = [];
  ctx.tokens.forEach((t, i) => {
    if (t.pos.k !== 'scene') return;
    returned.push({ seat: t.owner, tokenId: t.id, h: t.h, from: atOf(t.pos) as At });
    d.move(i, { k: 'bag' });
  });
  if (returned.length) fx?.push({ type: 'tokensReturned', tokens: returned });
  const cards = ctx.row.map((r) => r.card);
  fx?.push({ type: 'rowDiscarded', cards });
  return d.done(ctx, {
    row: [],
    discard: ctx.discard.concat(cards),
    outcomes: [],
    rowRevealed: false,
    partyQueue: [],
  });
}

/** E1, E2, E3 in that order (§7), or null when the game goes on. */
export function endReason(ctx: Ctx): EndReason | null {
  if (ctx.parties.every((p) => p.resolved)) return 'allParties';
  if (ctx.deck.length < ROW_SIZE) return 'deckOut';
  for (let seat = 0; seat < ctx.seats; seat++) {
    if (countAt(ctx, seat, 'supply') + countAt(ctx, seat, 'bag') < SUPPLY_SIZE) return 'tokensOut';
  }
  return null;
}

export const nextRound = (ctx: Ctx): Ctx => ({ ...ctx, round: ctx.round + 1 });

/** Scores and tie-breaks (§7): markers, then board tokens, then distinct locations, else shared. */
export function ranking(ctx: Ctx): Final {
  const boards = seatBoards(ctx.tokens, ctx.seats);
  const scores = Array.from({ length: ctx.seats }, (_, s) => markerCount(ctx, s));
  const boardTokens = boards.map((b) => b.tokens);
  const locations = boards.map((b) => popcount(b.occ));
  let field = scores.map((_, s) => s);
  let decidedBy: Final['decidedBy'] = 'shared';
  for (const [key, by] of [
    [scores, 'markers'],
    [boardTokens, 'boardTokens'],
    [locations, 'locations'],
  ] as const) {
    const best = Math.max(...field.map((s) => key[s] as number));
    field = field.filter((s) => key[s] === best);
    if (field.length === 1) {
      decidedBy = by;
      break;
    }
  }
  return { scores, boardTokens, locations, winners: field, decidedBy };
}

/** Game over: the final goal check (no parties), then the ranking. */
export function finish(ctx: Ctx, reason: EndReason, fx: Fx): Ctx {
  const checked = awardGoals({ ...ctx, endReason: reason }, true, fx);
  const final = ranking(checked);
  fx?.push({ type: 'gameOver', reason, ...final });
  return { ...checked, final };
}

// ---- legality -------------------------------------------------------------------------------

const illegal = (code: string, message: string, params?: Record<string, string | number>): Illegal =>
  params ? { code, message, params } : { code, message };

export const REASON_CODES = [
  'gameOver',
  'badEvent',
  'badSeat',
  'notNow',
  'notYourTurn',
  'unknownToken',
  'notInSupply',
  'badTarget',
  'unknownCard',
  'notInRow',
  'partyResolved',
  'noSuchSlot',
  'slotTaken',
  'wrongHumour',
  'partyLimit',
  'notThisToken',
  'unknownLocation',
  'notAnOption',
  'unknownParty',
] as const;

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** Who must decide now, or null. */
export function actor(ctx: Ctx): number | null {
  switch (ctx.phase) {
    case 'placement':
      return ctx.current;
    case 'awaitChoice':
    case 'partyChoices':
      return ctx.choices[0]?.seat ?? null;
    case 'choosingParty':
      return ctx.partyQueue[0]?.seat ?? null;
    default:
      return null;
  }
}

/** Null when the player event is legal now, else why not. Never throws on malformed input. */
export const check: (ctx: Ctx, ev: unknown) => Illegal | null = strictCheck('temperaments', EVENT_SCHEMAS, checkRules);

function checkRules(ctx: Ctx, ev: unknown): Illegal | null {
  if (!isObj(ev) || typeof ev.type !== 'string') return illegal('badEvent', 'An event needs a type.');
  if (ctx.phase === 'over') return illegal('gameOver', 'The game is over.');
  const seat = ev.seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= ctx.seats)
    return illegal('badSeat', `Seat must be 0..${ctx.seats - 1}.`);
  switch (ev.type) {
    case 'PLACE':
    case 'PASS': {
      if (ctx.phase !== 'placement') return illegal('notNow', `${ev.type} is only allowed during placement.`);
      if (seat !== ctx.current)
        return illegal('notYourTurn', `It is seat ${ctx.current}'s turn.`, { seat: ctx.current });
      return ev.type === 'PLACE' ? checkPlace(ctx, seat, ev) : null;
    }
    case 'CHOOSE_LOCATION': {
      if (ctx.phase !== 'awaitChoice' && ctx.phase !== 'partyChoices')
        return illegal('notNow', 'No token is waiting for a location.');
      const head = ctx.choices[0] as Choice;
      if (seat !== head.seat) return illegal('notYourTurn', `Seat ${head.seat} chooses now.`, { seat: head.seat });
      if (ev.tokenId !== head.token) return illegal('notThisToken', `Token ${head.token} is placed first.`);
      if (typeof ev.locId !== 'string' || !LOCATION_BY_ID.has(ev.locId))
        return illegal('unknownLocation', `No location "${String(ev.locId)}".`);
      if (!head.options.includes(ev.locId)) return illegal('notAnOption', `${ev.locId} is not one of the options.`);
      return null;
    }
    case 'CHOOSE_PARTY': {
      if (ctx.phase !== 'choosingParty') return illegal('notNow', 'No party tile is being chosen.');
      const head = ctx.partyQueue[0] as { seat: number };
      if (seat !== head.seat) return illegal('notYourTurn', `Seat ${head.seat} chooses a party.`, { seat: head.seat });
      const party = typeof ev.partyId === 'string' ? ctx.parties.find((p) => p.id === ev.partyId) : undefined;
      if (!party) return illegal('unknownParty', `No party tile "${String(ev.partyId)}".`);
      if (party.resolved) return illegal('partyResolved', `${party.id} is already resolved.`);
      return null;
    }
    default:
      return illegal('badEvent', `"${ev.type}" is not a player event.`);
  }
}

function checkPlace(ctx: Ctx, seat: number, ev: Record<string, unknown>): Illegal | null {
  const i = tokenIndex(ctx, ev.tokenId);
  if (i < 0) return illegal('unknownToken', `No token "${String(ev.tokenId)}".`);
  const t = ctx.tokens[i] as Token;
  if (t.owner !== seat || t.pos.k !== 'supply') return illegal('notInSupply', `${t.id} is not in your supply.`);
  const target = ev.target;
  if (!isObj(target) || (target.kind !== 'scene' && target.kind !== 'party') || typeof target.id !== 'string')
    return illegal('badTarget', 'A target needs kind scene|party, an id and a slot.');
  if (typeof target.slot !== 'number' || !Number.isInteger(target.slot))
    return illegal('badTarget', 'A target needs kind scene|party, an id and a slot.');
  const c = CARD_BY_ID.get(target.id);
  if (!c || c.kind !== target.kind) return illegal('unknownCard', `No ${target.kind} "${target.id}".`);
  let slots: (string | null)[];
  if (target.kind === 'scene') {
    const r = ctx.row.find((x) => x.card === target.id);
    if (!r) return illegal('notInRow', `${target.id} is not in the row.`);
    slots = r.slots;
  } else {
    const p = ctx.parties.find((x) => x.id === target.id) as PartyState;
    if (p.resolved) return illegal('partyResolved', `${p.id} is already resolved.`);
    slots = p.slots;
  }
  const slot = target.slot;
  if (slot < 0 || slot >= slots.length) return illegal('noSuchSlot', `${target.id} has no slot ${slot}.`);
  if (slots[slot] !== null) return illegal('slotTaken', `Slot ${slot} of ${target.id} is taken.`);
  if (!accepts(c.residents[slot] as ResidentType, t.h))
    return illegal(
      'wrongHumour',
      `A ${c.residents[slot]} takes only ${RESIDENT_PAIRS[c.residents[slot] as ResidentType].join(' or ')}.`,
      {
        resident: c.residents[slot] as string,
      },
    );
  if (target.kind === 'party') {
    const mine = slots.filter((s) => s !== null && (tokenById(ctx, s) as Token).owner === seat).length;
    if (mine >= partyLimit(ctx.seats))
      return illegal('partyLimit', `At most ${partyLimit(ctx.seats)} of your tokens may be on a party tile.`, {
        limit: partyLimit(ctx.seats),
      });
  }
  return null;
}

/** Every slot a token of humour `h` of `seat` may go to now. */
export function placeTargets(ctx: Ctx, seat: number, h: H): At[] {
  const out: At[] = [];
  for (const r of ctx.row) {
    const c = card(r.card);
    r.slots.forEach((s, slot) => {
      if (s === null && accepts(c.residents[slot] as ResidentType, h)) out.push({ kind: 'scene', id: r.card, slot });
    });
  }
  const limit = partyLimit(ctx.seats);
  for (const p of ctx.parties) {
    if (p.resolved) continue;
    let mine = 0;
    for (const s of p.slots) if (s !== null && (tokenById(ctx, s) as Token).owner === seat) mine++;
    if (mine >= limit) continue;
    const c = card(p.id);
    p.slots.forEach((s, slot) => {
      if (s === null && accepts(c.residents[slot] as ResidentType, h)) out.push({ kind: 'party', id: p.id, slot });
    });
  }
  return out;
}

/** Every legal player event for `seat` now (agrees with `check`). */
export function legalEvents(ctx: Ctx, seat: number): PlayerEvent[] {
  if (actor(ctx) !== seat) return [];
  switch (ctx.phase) {
    case 'placement': {
      const out: PlayerEvent[] = [{ type: 'PASS', seat }];
      for (const t of supplyOf(ctx, seat))
        for (const target of placeTargets(ctx, seat, t.h)) out.push({ type: 'PLACE', seat, tokenId: t.id, target });
      return out;
    }
    case 'awaitChoice':
    case 'partyChoices': {
      const head = ctx.choices[0] as Choice;
      return head.options.map((locId) => ({ type: 'CHOOSE_LOCATION', seat, tokenId: head.token, locId }));
    }
    case 'choosingParty':
      return ctx.parties.filter((p) => !p.resolved).map((p) => ({ type: 'CHOOSE_PARTY', seat, partyId: p.id }));
    default:
      return [];
  }
}
