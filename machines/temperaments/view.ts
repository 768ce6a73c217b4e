/**
 * Hidden information (§8). `viewFor(ctx, viewer)` is everything one seat may see, as plain JSON,
 * rich enough to draw the whole table; `redact` does the same for one emitted event. A face-down
 * token of another seat shows only its owner and its position (card/tile + slot): no id, no humour.
 */
import type { Viewer } from '../core/game';
import { publicLog } from '../core/log';
import {
  CARD_BY_ID,
  type GoalId,
  type H,
  type Order,
  RESIDENT_PAIRS,
  type ResidentType,
  SCENE_IDS,
  type ZoneId,
} from './content';
import { distance, meets, popcount, type SeatBoard, seatBoards } from './goals';
import { actor, countAt, markerCount, partyLimit, tokenById } from './rules';
import type {
  At,
  CardOutcome,
  Choice,
  ChoiceKind,
  Ctx,
  Emitted,
  EndReason,
  Final,
  GoalState,
  PartyState,
  Phase,
  RoundEnd,
  RowCard,
  Token,
  TokenAt,
  Via,
} from './types';

export interface SlotView {
  slot: number;
  resident: ResidentType;
  pair: [H, H];
  owner: number | null; // null: empty
  h: H | null; // null: empty, or face down and not the viewer's
  tokenId: string | null; // only the viewer's own tokens, or a revealed token bound for the board
  faceUp: boolean;
}

export interface CardView {
  id: string;
  kind: 'scene' | 'party';
  location: string | null;
  zone: ZoneId | null;
  animal: boolean;
  order: Order;
  slots: SlotView[];
  full: boolean;
}

export interface PartyView extends CardView {
  resolved: boolean;
  /** How many more of the viewer's tokens this tile takes (the party limit, §9.1); null for spectators. */
  room: number | null;
}

export interface OutcomeView {
  card: string;
  winners: TokenAt[];
  escapers: TokenAt[];
  losers: TokenAt[];
}

export interface BoardTokenView {
  tokenId: string;
  owner: number;
  h: H;
  loc: string;
  resType: ResidentType | null;
  via: Via | null;
}

export interface SeatView {
  seat: number;
  supplyCount: number;
  bagCount: number;
  /** The viewer's own supply (ids and humours); null for other seats. */
  supply: { tokenId: string; h: H }[] | null;
  /** The viewer's own bag, humour counts only (the draw order is hidden); null for others. */
  bag: Record<H, number> | null;
  faceDown: number; // tokens on scenes and parties
  boardTokens: number;
  locations: number;
  markers: number;
}

export interface ChoiceView {
  seat: number;
  kind: ChoiceKind;
  tokenId: string;
  h: H;
  resType: ResidentType;
  from: At;
  options: string[];
}

export interface GoalView {
  id: GoalId;
  position: number;
  markers: number[];
  /** For a seat viewer: whether it meets the goal now, and how far it is (fewest extra locations/tokens). */
  met: boolean | null;
  distance: number | null;
}

export interface TemperamentsView {
  viewer: Viewer;
  seats: number;
  phase: Phase;
  /** Who must act now (null when nobody: game over). */
  active: number | null;
  /** What that seat is deciding. */
  pending:
    | { kind: 'place'; seat: number }
    | { kind: 'location'; seat: number; choice: ChoiceView }
    | { kind: 'party'; seat: number; options: string[] }
    | null;
  round: number;
  firstPlayer: number;
  start: number;
  current: number;
  passes: number;
  lastRoundEnd: RoundEnd | null;
  endReason: EndReason | null;
  partyLimit: number;
  /** Variant `steadySupply`: a placement draws a replacement (public, like every option). */
  steadySupply: boolean;
  deckCount: number;
  discard: string[];
  /** Scenes neither in the row nor discarded (the deck's contents, order unknown). */
  unseen: string[];
  row: CardView[];
  rowRevealed: boolean;
  outcomes: OutcomeView[];
  parties: PartyView[];
  board: BoardTokenView[];
  goals: GoalView[];
  players: SeatView[];
  choices: ChoiceView[];
  partyQueue: { seat: number; goal: GoalId }[];
  final: Final | null;
  log: Emitted[];
}

/** `all`: every seat's own pieces at once (`revealedView`, a finished game watched back). */
type Eyes = Viewer | 'all';
const mine = (viewer: Eyes, seat: number) => viewer === seat || viewer === 'all';

/*
 * A view is made for every viewer after every event (the game server: each seat and the spectators).
 * The rules replace what an event changes and keep the rest (the same objects), so each part below
 * is remembered by the objects it is made from: unchanged inputs give the same part, no work, and
 * the server's view diff sees it unchanged at a glance. A token's owner and humour never change.
 */
type Memo<K extends object, V> = WeakMap<K, Map<Eyes, { deps: readonly unknown[]; value: V }>>;
/*
 * `recall(…) ?? keep(…, made)`: each part is made by a function of this module, not by a closure
 * made per call. (V8 keeps a closure's optimised code only while one of its closures lives: the
 * server's collections threw it away between games, and the compiler made it again and again.)
 */
/** The part remembered for `key` and `viewer`, if it was made from the same `deps`; else undefined. */
function recall<K extends object, V>(
  memo: Memo<K, V>,
  key: K,
  viewer: Eyes,
  deps: readonly unknown[],
  same: (a: unknown, b: unknown) => boolean = Object.is,
): V | undefined {
  const hit = memo.get(key)?.get(viewer);
  return hit && sameDeps(hit.deps, deps, same) ? hit.value : undefined;
}
/** Remembers `value` as the part for `key` and `viewer` made from `deps`, and returns it. */
function keep<K extends object, V>(memo: Memo<K, V>, key: K, viewer: Eyes, deps: readonly unknown[], value: V): V {
  let byViewer = memo.get(key);
  if (!byViewer) {
    byViewer = new Map();
    memo.set(key, byViewer);
  }
  byViewer.set(viewer, { deps, value });
  return value;
}
const NO_DEPS: readonly unknown[] = [];
function sameDeps(a: readonly unknown[], b: readonly unknown[], same: (a: unknown, b: unknown) => boolean): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
  return true;
}
const ANYONE = 'spectator';
const cardMemo: Memo<(string | null)[], CardView> = new WeakMap();
const partyMemo: Memo<PartyState, PartyView> = new WeakMap();
const rowMemo: Memo<RowCard[], CardView[]> = new WeakMap();
const partiesMemo: Memo<PartyState[], PartyView[]> = new WeakMap();
const boardMemo: Memo<Token[], BoardTokenView[]> = new WeakMap();
const boardsMemo: Memo<Token[], SeatBoard[]> = new WeakMap();
const goalsMemo: Memo<GoalState[], GoalView[]> = new WeakMap();
const outcomesMemo: Memo<CardOutcome[], OutcomeView[]> = new WeakMap();
const choicesMemo: Memo<Choice[], ChoiceView[]> = new WeakMap();
const listMemo: Memo<object, unknown> = new WeakMap();
const unseenMemo: Memo<string[], string[]> = new WeakMap();
const tokenViews = new WeakMap<Token, BoardTokenView>();

const sameBoard = (a: SeatBoard | undefined, b: SeatBoard | undefined): boolean =>
  a === b ||
  (!!a &&
    !!b &&
    a.occ === b.occ &&
    a.tokens === b.tokens &&
    a.resMask === b.resMask &&
    a.zoneHumour.every((n, i) => n === b.zoneHumour[i]));

const sameBoardDep = (a: unknown, b: unknown) => sameBoard(a as SeatBoard | undefined, b as SeatBoard | undefined);

function slotsView(ctx: Ctx, viewer: Eyes, id: string, slots: (string | null)[], faceUp: boolean): SlotView[] {
  const c = CARD_BY_ID.get(id);
  return slots.map((tid, slot) => {
    const resident = c?.residents[slot] as ResidentType;
    const pair = RESIDENT_PAIRS[resident].slice() as [H, H];
    if (tid === null) return { slot, resident, pair, owner: null, h: null, tokenId: null, faceUp: false };
    const t = tokenById(ctx, tid);
    const owner = t?.owner ?? null;
    const see = faceUp || (owner !== null && mine(viewer, owner));
    return {
      slot,
      resident,
      pair,
      owner,
      h: see ? (t?.h ?? null) : null,
      tokenId: (owner !== null && mine(viewer, owner)) || (faceUp && bound(ctx, tid)) ? tid : null,
      faceUp,
    };
  });
}

/** A revealed token bound for the board (a winner or escaper): its id is public, as on the board. */
function bound(ctx: Ctx, tid: string): boolean {
  return ctx.choices.some((c) => c.token === tid);
}

function cardView(ctx: Ctx, viewer: Eyes, id: string, slots: (string | null)[], faceUp: boolean): CardView {
  // Face up, a slot's id shows while its token is bound for the board (the choices).
  const deps = [id, faceUp, faceUp ? ctx.choices : null];
  return (
    recall(cardMemo, slots, viewer, deps) ??
    keep(cardMemo, slots, viewer, deps, makeCardView(ctx, viewer, id, slots, faceUp))
  );
}

function makeCardView(ctx: Ctx, viewer: Eyes, id: string, slots: (string | null)[], faceUp: boolean): CardView {
  const c = CARD_BY_ID.get(id);
  const sv = slotsView(ctx, viewer, id, slots, faceUp);
  return {
    id,
    kind: c?.kind ?? 'scene',
    location: c?.location ?? null,
    zone: c?.zone ?? null,
    animal: c?.animal ?? false,
    order: c?.order as Order,
    slots: sv,
    full: sv.every((s) => s.owner !== null),
  };
}

function choiceView(ctx: Ctx, c: Ctx['choices'][number]): ChoiceView {
  const t = tokenById(ctx, c.token);
  return {
    seat: c.seat,
    kind: c.kind,
    tokenId: c.token,
    h: t?.h as H,
    resType: CARD_BY_ID.get(c.from.id)?.residents[c.from.slot] as ResidentType,
    from: { kind: c.from.kind, id: c.from.id, slot: c.from.slot },
    options: c.options.slice(),
  };
}

/** A copy of a token as a resolution names it, its id shown or not (null). */
const tokenAtView = (t: TokenAt, tokenId: string | null): TokenAt => ({ seat: t.seat, h: t.h, slot: t.slot, tokenId });
const hideLoser = (t: TokenAt, viewer: Eyes): TokenAt => (mine(viewer, t.seat) ? t : tokenAtView(t, null));

/** What `viewer` may see of the game (§8). */
export function viewFor(ctx: Ctx, viewer: Viewer): TemperamentsView {
  return viewAs(ctx, viewer);
}

/** Every seat's supply, bag and face-down tokens shown at once, as a spectator's view otherwise. */
export function revealedView(ctx: Ctx): TemperamentsView {
  return viewAs(ctx, 'all');
}

/** What every viewer sees alike of one state: made once however many look at it (the server: every seat, every event). */
interface Common {
  boards: SeatBoard[];
  limit: number;
  who: number | null;
  pending: TemperamentsView['pending'];
  /** Each seat as the others see it (no supply, no bag). */
  players: SeatView[];
  board: BoardTokenView[];
  choices: ChoiceView[];
  discard: string[];
  unseen: string[];
  partyQueue: TemperamentsView['partyQueue'];
  log: Emitted[];
}
const commons = new WeakMap<Ctx, Common>();

function commonOf(ctx: Ctx): Common {
  let c = commons.get(ctx);
  if (c) return c;
  const seats = [ctx.seats];
  const boards =
    recall(boardsMemo, ctx.tokens, ANYONE, seats) ??
    keep(boardsMemo, ctx.tokens, ANYONE, seats, seatBoards(ctx.tokens, ctx.seats));
  const who = actor(ctx);
  const choices =
    recall(choicesMemo, ctx.choices, ANYONE, NO_DEPS) ??
    keep(choicesMemo, ctx.choices, ANYONE, NO_DEPS, choicesView(ctx));
  let pending: TemperamentsView['pending'] = null;
  if (who !== null) {
    if (ctx.phase === 'placement') pending = { kind: 'place', seat: who };
    else if (ctx.phase === 'choosingParty') pending = { kind: 'party', seat: who, options: openParties(ctx) };
    else if (choices[0]) pending = { kind: 'location', seat: who, choice: choices[0] };
  }
  // (by the row's cards, not the row: a placed token makes a new row of the same cards)
  const rowCards = [rowCardIds(ctx)];
  c = {
    boards,
    limit: partyLimit(ctx.seats),
    who,
    pending,
    players: seatsSeen(ctx, boards),
    board:
      recall(boardMemo, ctx.tokens, ANYONE, NO_DEPS) ??
      keep(boardMemo, ctx.tokens, ANYONE, NO_DEPS, boardView(ctx.tokens)),
    choices,
    discard: (recall(listMemo, ctx.discard, ANYONE, NO_DEPS) ??
      keep(listMemo, ctx.discard, ANYONE, NO_DEPS, ctx.discard.slice())) as string[],
    unseen:
      recall(unseenMemo, ctx.discard, ANYONE, rowCards) ??
      keep(unseenMemo, ctx.discard, ANYONE, rowCards, unseenOf(ctx)),
    partyQueue: (recall(listMemo, ctx.partyQueue, ANYONE, NO_DEPS) ??
      keep(listMemo, ctx.partyQueue, ANYONE, NO_DEPS, partyQueueView(ctx))) as TemperamentsView['partyQueue'],
    log: publicLog(ctx.log),
  };
  commons.set(ctx, c);
  return c;
}

function choicesView(ctx: Ctx): ChoiceView[] {
  const out: ChoiceView[] = [];
  for (const x of ctx.choices) out.push(choiceView(ctx, x));
  return out;
}

/** The party tiles not yet resolved. */
function openParties(ctx: Ctx): string[] {
  const out: string[] = [];
  for (const p of ctx.parties) if (!p.resolved) out.push(p.id);
  return out;
}

function rowCardIds(ctx: Ctx): string {
  let ids = '';
  for (const r of ctx.row) ids += `${r.card},`;
  return ids;
}

/** Scenes neither in the row nor discarded. */
function unseenOf(ctx: Ctx): string[] {
  const seen = new Set(ctx.discard);
  for (const r of ctx.row) seen.add(r.card);
  const out: string[] = [];
  for (const id of SCENE_IDS) if (!seen.has(id)) out.push(id);
  return out;
}

function partyQueueView(ctx: Ctx): TemperamentsView['partyQueue'] {
  const out: TemperamentsView['partyQueue'] = [];
  for (const q of ctx.partyQueue) out.push({ seat: q.seat, goal: q.goal });
  return out;
}

/** Every seat as the others see it (no supply, no bag). */
function seatsSeen(ctx: Ctx, boards: SeatBoard[]): SeatView[] {
  const out: SeatView[] = [];
  for (let seat = 0; seat < ctx.seats; seat++) {
    let faceDown = 0;
    for (let i = seat * 20; i < seat * 20 + 20; i++) {
      const k = ctx.tokens[i]?.pos.k;
      if (k === 'scene' || k === 'party') faceDown++;
    }
    const b = boards[seat];
    out.push({
      seat,
      supplyCount: countAt(ctx, seat, 'supply'),
      bagCount: countAt(ctx, seat, 'bag'),
      supply: null,
      bag: null,
      faceDown,
      boardTokens: b?.tokens ?? 0,
      locations: popcount(b?.occ ?? 0),
      markers: markerCount(ctx, seat),
    });
  }
  return out;
}

/** A seat as its owner sees it: the others' view of it with its supply and its bag's humours. */
function ownSeat(ctx: Ctx, seen: SeatView): SeatView {
  const bag: Record<H, number> = { C: 0, S: 0, M: 0, P: 0 };
  const supply: { tokenId: string; h: H }[] = [];
  for (let i = seen.seat * 20; i < seen.seat * 20 + 20; i++) {
    const t = ctx.tokens[i];
    if (!t) continue;
    if (t.pos.k === 'bag') bag[t.h]++;
    else if (t.pos.k === 'supply') supply.push({ tokenId: t.id, h: t.h });
  }
  return seatView(seen, supply, bag);
}

/** A seat's view, its fields always in this order. */
function seatView(s: SeatView, supply: SeatView['supply'], bag: SeatView['bag']): SeatView {
  return {
    seat: s.seat,
    supplyCount: s.supplyCount,
    bagCount: s.bagCount,
    supply,
    bag,
    faceDown: s.faceDown,
    boardTokens: s.boardTokens,
    locations: s.locations,
    markers: s.markers,
  };
}

function viewAs(ctx: Ctx, viewer: Eyes): TemperamentsView {
  const c = commonOf(ctx);
  const { boards, limit } = c;
  const players = viewer === 'spectator' ? c.players : ownSeats(ctx, viewer, c.players);
  const viewerBoard = typeof viewer === 'number' ? boards[viewer] : undefined;
  const rowDeps = [ctx.rowRevealed, ctx.rowRevealed ? ctx.choices : null];
  const partiesDeps = [limit, ctx.choices];
  return {
    viewer: viewer === 'all' ? 'spectator' : viewer,
    seats: ctx.seats,
    phase: ctx.phase,
    active: c.who,
    pending: c.pending,
    round: ctx.round,
    firstPlayer: ctx.firstPlayer,
    start: ctx.start,
    current: ctx.current,
    passes: ctx.passes,
    lastRoundEnd: ctx.lastRoundEnd,
    endReason: ctx.endReason,
    partyLimit: limit,
    steadySupply: ctx.steady,
    deckCount: ctx.deck.length,
    discard: c.discard,
    unseen: c.unseen,
    row: recall(rowMemo, ctx.row, viewer, rowDeps) ?? keep(rowMemo, ctx.row, viewer, rowDeps, rowView(ctx, viewer)),
    rowRevealed: ctx.rowRevealed,
    outcomes:
      recall(outcomesMemo, ctx.outcomes, viewer, NO_DEPS) ??
      keep(outcomesMemo, ctx.outcomes, viewer, NO_DEPS, outcomesView(ctx, viewer)),
    parties:
      recall(partiesMemo, ctx.parties, viewer, partiesDeps) ??
      keep(partiesMemo, ctx.parties, viewer, partiesDeps, partiesView(ctx, viewer, limit)),
    board: c.board,
    goals: goalsView(ctx.goals, viewer, viewerBoard),
    players,
    choices: c.choices,
    partyQueue: c.partyQueue,
    final: ctx.final,
    log: c.log,
  };
}

/** The seats as `viewer` sees them: its own (or, for 'all', every one) with supply and bag. */
function ownSeats(ctx: Ctx, viewer: Eyes, seen: SeatView[]): SeatView[] {
  const out: SeatView[] = [];
  for (const p of seen) out.push(mine(viewer, p.seat) ? ownSeat(ctx, p) : p);
  return out;
}

function rowView(ctx: Ctx, viewer: Eyes): CardView[] {
  const out: CardView[] = [];
  for (const r of ctx.row) out.push(cardView(ctx, viewer, r.card, r.slots, ctx.rowRevealed));
  return out;
}

function outcomesView(ctx: Ctx, viewer: Eyes): OutcomeView[] {
  const out: OutcomeView[] = [];
  for (const o of ctx.outcomes) {
    const losers: TokenAt[] = [];
    for (const t of o.losers) losers.push(hideLoser(t, viewer));
    out.push({ card: o.card, winners: tokenAtViews(o.winners), escapers: tokenAtViews(o.escapers), losers });
  }
  return out;
}

function tokenAtViews(ts: TokenAt[]): TokenAt[] {
  const out: TokenAt[] = [];
  for (const t of ts) out.push(tokenAtView(t, t.tokenId));
  return out;
}

function partiesView(ctx: Ctx, viewer: Eyes, limit: number): PartyView[] {
  const out: PartyView[] = [];
  for (const p of ctx.parties) {
    const deps = [limit, p.resolved ? ctx.choices : null];
    out.push(recall(partyMemo, p, viewer, deps) ?? keep(partyMemo, p, viewer, deps, partyView(ctx, viewer, p, limit)));
  }
  return out;
}

function partyView(ctx: Ctx, viewer: Eyes, p: PartyState, limit: number): PartyView {
  const cv = cardView(ctx, viewer, p.id, p.slots, p.resolved);
  let own = 0;
  if (typeof viewer === 'number') for (const s of cv.slots) if (s.owner === viewer) own++;
  // (field by field: a spread of the card's view made a new hidden class for nearly every tile)
  return {
    id: cv.id,
    kind: cv.kind,
    location: cv.location,
    zone: cv.zone,
    animal: cv.animal,
    order: cv.order,
    slots: cv.slots,
    full: cv.full,
    resolved: p.resolved,
    room: typeof viewer === 'number' ? Math.max(0, limit - own) : null,
  };
}

/** The tokens on the board, each the same object while its token stays where it is. */
function boardView(tokens: Token[]): BoardTokenView[] {
  const board: BoardTokenView[] = [];
  for (const t of tokens) {
    if (t.pos.k !== 'board') continue;
    let v = tokenViews.get(t);
    if (!v) {
      v = { tokenId: t.id, owner: t.owner, h: t.h, loc: t.pos.loc, resType: t.resType ?? null, via: t.via ?? null };
      tokenViews.set(t, v);
    }
    board.push(v);
  }
  return board;
}

/** The goals as `viewer` reads them: remade only when a marker or the viewer's own board changed. */
function goalsView(goals: GoalState[], viewer: Eyes, mine: SeatBoard | undefined): GoalView[] {
  const deps = [mine];
  return (
    recall(goalsMemo, goals, viewer, deps, sameBoardDep) ??
    keep(goalsMemo, goals, viewer, deps, makeGoalsView(goals, mine))
  );
}

function makeGoalsView(goals: GoalState[], mine: SeatBoard | undefined): GoalView[] {
  const out: GoalView[] = [];
  for (let position = 0; position < goals.length; position++) {
    const g = goals[position] as GoalState;
    out.push({
      id: g.id,
      position,
      markers: g.markers.slice(),
      met: mine ? meets(g.id, mine) : null,
      distance: mine ? distance(g.id, mine) : null,
    });
  }
  return out;
}

/**
 * An emitted event as `viewer` may see it: others' hidden ids and humours nulled. Written field by
 * field in the rules' order (redaction runs for every viewer of every event: spreads of an event
 * made hidden classes of their own, short-lived, and the code that met them was thrown away with them).
 */
export function redact(ev: Emitted, viewer: Viewer): Emitted {
  switch (ev.type) {
    case 'tokenDrawn':
      return mine(viewer, ev.seat)
        ? ev
        : {
            type: ev.type,
            seat: ev.seat,
            tokenId: null,
            h: null,
            reason: ev.reason,
            supplyCount: ev.supplyCount,
            bagCount: ev.bagCount,
          };
    case 'tokenPlaced':
      return mine(viewer, ev.seat)
        ? ev
        : { type: ev.type, seat: ev.seat, tokenId: null, h: null, at: ev.at, resType: ev.resType };
    case 'tokenRevealed':
      return mine(viewer, ev.seat) ? ev : { type: ev.type, seat: ev.seat, tokenId: null, h: ev.h, at: ev.at };
    case 'cardResolved':
      return {
        type: ev.type,
        kind: ev.kind,
        location: ev.location,
        card: ev.card,
        winners: ev.winners,
        escapers: ev.escapers,
        losers: ev.losers.map((t) => hideLoser(t, viewer)),
      };
    case 'partyResolved':
      return {
        type: ev.type,
        party: ev.party,
        seat: ev.seat,
        winners: ev.winners,
        losers: ev.losers.map((t) => hideLoser(t, viewer)),
      };
    case 'tokensReturned':
      return {
        type: ev.type,
        tokens: ev.tokens.map((t) =>
          mine(viewer, t.seat) ? t : { seat: t.seat, tokenId: null, h: t.h, from: t.from },
        ),
      };
    default:
      return ev;
  }
}
