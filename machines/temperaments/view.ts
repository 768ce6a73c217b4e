/**
 * Hidden information (§8). `viewFor(ctx, viewer)` is everything one seat may see, as plain JSON,
 * rich enough to draw the whole table; `redact` does the same for one emitted event. A face-down
 * token of another seat shows only its owner and its position (card/tile + slot): no id, no humour.
 */
import type { Viewer } from '../core/game';
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
import { actor, countAt, partyLimit, tokenById } from './rules';
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
  LogChunk,
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
function remember<K extends object, V>(
  memo: Memo<K, V>,
  key: K,
  viewer: Eyes,
  deps: readonly unknown[],
  make: () => V,
  same: (a: unknown, b: unknown) => boolean = Object.is,
): V {
  let byViewer = memo.get(key);
  if (!byViewer) {
    byViewer = new Map();
    memo.set(key, byViewer);
  }
  const hit = byViewer.get(viewer);
  if (hit && sameDeps(hit.deps, deps, same)) return hit.value;
  const value = make();
  byViewer.set(viewer, { deps, value });
  return value;
}
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
const logMemo: Memo<LogChunk, Emitted[]> = new WeakMap();
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
  return remember(cardMemo, slots, viewer, [id, faceUp, faceUp ? ctx.choices : null], () =>
    makeCardView(ctx, viewer, id, slots, faceUp),
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
  const boards = remember(boardsMemo, ctx.tokens, ANYONE, [ctx.seats], () => seatBoards(ctx.tokens, ctx.seats));
  const who = actor(ctx);
  const choices = remember(choicesMemo, ctx.choices, ANYONE, [], () => ctx.choices.map((x) => choiceView(ctx, x)));
  let pending: TemperamentsView['pending'] = null;
  if (who !== null) {
    if (ctx.phase === 'placement') pending = { kind: 'place', seat: who };
    else if (ctx.phase === 'choosingParty')
      pending = { kind: 'party', seat: who, options: ctx.parties.filter((p) => !p.resolved).map((p) => p.id) };
    else if (choices[0]) pending = { kind: 'location', seat: who, choice: choices[0] };
  }
  c = {
    boards,
    limit: partyLimit(ctx.seats),
    who,
    pending,
    players: Array.from({ length: ctx.seats }, (_, seat) => {
      let faceDown = 0;
      for (let i = seat * 20; i < seat * 20 + 20; i++) {
        const k = ctx.tokens[i]?.pos.k;
        if (k === 'scene' || k === 'party') faceDown++;
      }
      const b = boards[seat];
      return {
        seat,
        supplyCount: countAt(ctx, seat, 'supply'),
        bagCount: countAt(ctx, seat, 'bag'),
        supply: null,
        bag: null,
        faceDown,
        boardTokens: b?.tokens ?? 0,
        locations: popcount(b?.occ ?? 0),
        markers: ctx.goals.filter((g) => g.markers.includes(seat)).length,
      };
    }),
    board: remember(boardMemo, ctx.tokens, ANYONE, [], () => boardView(ctx.tokens)),
    choices,
    discard: remember(listMemo, ctx.discard, ANYONE, [], () => ctx.discard.slice()) as string[],
    // (by the row's cards, not the row: a placed token makes a new row of the same cards)
    unseen: remember(unseenMemo, ctx.discard, ANYONE, [ctx.row.map((r) => r.card).join()], () => {
      const seen = new Set([...ctx.discard, ...ctx.row.map((r) => r.card)]);
      return SCENE_IDS.filter((id) => !seen.has(id));
    }),
    partyQueue: remember(listMemo, ctx.partyQueue, ANYONE, [], () =>
      ctx.partyQueue.map((q) => ({ seat: q.seat, goal: q.goal })),
    ) as TemperamentsView['partyQueue'],
    log: ctx.log ? remember(logMemo, ctx.log, ANYONE, [], () => logEntries(ctx.log)) : [],
  };
  commons.set(ctx, c);
  return c;
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
  const players =
    viewer === 'spectator' ? c.players : c.players.map((p) => (mine(viewer, p.seat) ? ownSeat(ctx, p) : p));
  const viewerBoard = typeof viewer === 'number' ? boards[viewer] : undefined;
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
    row: remember(rowMemo, ctx.row, viewer, [ctx.rowRevealed, ctx.rowRevealed ? ctx.choices : null], () =>
      ctx.row.map((r) => cardView(ctx, viewer, r.card, r.slots, ctx.rowRevealed)),
    ),
    rowRevealed: ctx.rowRevealed,
    outcomes: remember(outcomesMemo, ctx.outcomes, viewer, [], () =>
      ctx.outcomes.map((o) => ({
        card: o.card,
        winners: o.winners.map((t) => tokenAtView(t, t.tokenId)),
        escapers: o.escapers.map((t) => tokenAtView(t, t.tokenId)),
        losers: o.losers.map((t) => hideLoser(t, viewer)),
      })),
    ),
    parties: remember(partiesMemo, ctx.parties, viewer, [limit, ctx.choices], () =>
      ctx.parties.map((p) =>
        remember(partyMemo, p, viewer, [limit, p.resolved ? ctx.choices : null], () => {
          const cv = cardView(ctx, viewer, p.id, p.slots, p.resolved);
          const own = typeof viewer === 'number' ? cv.slots.filter((s) => s.owner === viewer).length : 0;
          const room = typeof viewer === 'number' ? Math.max(0, limit - own) : null;
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
            room,
          };
        }),
      ),
    ),
    board: c.board,
    goals: goalsView(ctx.goals, viewer, viewerBoard),
    players,
    choices: c.choices,
    partyQueue: c.partyQueue,
    final: ctx.final,
    log: c.log,
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
  // (the maker is written inline: a named closure costs its name on every call under tsx)
  return remember(
    goalsMemo,
    goals,
    viewer,
    [mine],
    () =>
      goals.map((g, position) => ({
        id: g.id,
        position,
        markers: g.markers.slice(),
        met: mine ? meets(g.id, mine) : null,
        distance: mine ? distance(g.id, mine) : null,
      })),
    sameBoardDep,
  );
}

/** The public log, oldest first. Filled from the newest chunk back (every view copies it: `flat()` was 30% of a view). */
export function logEntries(log: LogChunk | null): Emitted[] {
  let n = 0;
  for (let c = log; c; c = c.prev) n += c.events.length;
  const out = new Array<Emitted>(n);
  for (let c = log; c; c = c.prev) {
    n -= c.events.length;
    for (let j = 0; j < c.events.length; j++) out[n + j] = c.events[j] as Emitted;
  }
  return out;
}

/** An emitted event as `viewer` may see it: others' hidden ids and humours nulled. */
export function redact(ev: Emitted, viewer: Viewer): Emitted {
  switch (ev.type) {
    case 'tokenDrawn':
    case 'tokenPlaced':
      return mine(viewer, ev.seat) ? ev : { ...ev, tokenId: null, h: null };
    case 'tokenRevealed':
      return mine(viewer, ev.seat) ? ev : { ...ev, tokenId: null };
    case 'cardResolved':
      return { ...ev, losers: ev.losers.map((t) => hideLoser(t, viewer)) };
    case 'partyResolved':
      return { ...ev, losers: ev.losers.map((t) => hideLoser(t, viewer)) };
    case 'tokensReturned':
      return { ...ev, tokens: ev.tokens.map((t) => (mine(viewer, t.seat) ? t : { ...t, tokenId: null })) };
    default:
      return ev;
  }
}
