/**
 * Helpers over the plain context: lookups, protection (Shield, Ward), allowance, and the small
 * effects every rule shares (relocation with token pickup, commit, capture, end of game). The
 * effect functions mutate a context the caller has cloned and push emitted events into `out`
 * (null when a bot simulates and nobody watches).
 */
import {
  CARD_BY_ID,
  CARD_INDEX,
  type CardId,
  type Cell,
  CLOUD_IDS,
  CLOUD_NO,
  type CloudId,
  cellIndex,
  onBoard,
  XY,
} from './content';
import { type Grid, gridFor } from './paths';
import type { CardState, CloudsEmitted, Ctx, CurrentAction, EndReason, Outcome, PendingDrain } from './types';

export type Out = CloudsEmitted[] | null;
export const emit = (out: Out, ev: CloudsEmitted): void => {
  if (out) out.push(ev);
};

export const cardOf = (ctx: Ctx, id: CardId): CardState => ctx.cards[CARD_INDEX[id]] as CardState;
export const defOf = (id: CardId) => CARD_BY_ID[id];
export const isPegasus = (id: CardId): boolean => id.charCodeAt(0) === 112; // 'p'
export const xy = (cell: number): Cell => XY[cell] as Cell;

/** A card's copy, written out so V8 keeps one object shape (a spread is markedly slower under the machine). */
export const copyCard = (c: CardState): CardState => ({
  id: c.id,
  owner: c.owner,
  pos: c.pos,
  vigor: c.vigor,
  mood: c.mood,
  skipMark: c.skipMark,
  respite: c.respite,
  doubledNext: c.doubledNext,
  hobbledNext: c.hobbledNext,
  unveiled: c.unveiled,
  bulwark: c.bulwark,
});

function copyCur(c: CurrentAction): CurrentAction {
  return {
    cardId: c.cardId,
    committed: c.committed,
    abilityUsed: c.abilityUsed,
    doubledNow: c.doubledNow,
    hobbledNow: c.hobbledNow,
    tailwind: c.tailwind,
    stoop: c.stoop,
    grind: c.grind,
    haul: c.haul,
    kind: c.kind,
    A: c.A,
    s: c.s,
    targetId: c.targetId,
    end: c.end,
  };
}

/**
 * A deep-enough copy: every array and object the rules mutate is fresh. `cards: false` shares the
 * card objects, for events that change no card (the caller's promise).
 */
export function clone(ctx: Ctx, cards = true): Ctx {
  return {
    seats: ctx.seats,
    roundLimit: ctx.roundLimit,
    rng: ctx.rng,
    order: ctx.order,
    out: ctx.out,
    active: ctx.active,
    round: ctx.round,
    phase: ctx.phase,
    step: ctx.step,
    pool: ctx.pool,
    draftClasses: ctx.draftClasses,
    vigorChips: ctx.vigorChips,
    outOfGame: ctx.outOfGame,
    cards: cards ? ctx.cards.map(copyCard) : ctx.cards,
    tokens: ctx.tokens,
    veils: ctx.veils,
    tempStorms: ctx.tempStorms,
    pending: ctx.pending,
    cur: ctx.cur ? copyCur(ctx.cur) : null,
    drain: ctx.drain ? { ...ctx.drain } : null,
    result: ctx.result,
    stats: ctx.stats,
    log: ctx.log,
  };
}

/** Bumps a tally (the stats object is copied on write, so snapshots never share a change). */
export function tally(ctx: Ctx, key: 'moves' | 'skips' | 'forcedSkips' | 'captures' | 'drains'): void {
  ctx.stats = { ...ctx.stats, [key]: ctx.stats[key] + 1 };
}

export function tallyList(ctx: Ctx, key: 'abilities' | 'abilitiesBySeat' | 'classActions', index: number): void {
  const list = ctx.stats[key].slice();
  list[index] = (list[index] as number) + 1;
  ctx.stats = { ...ctx.stats, [key]: list };
}

/** A cell from an event payload: [x, y] integers on the board, else null. */
export function parseCell(v: unknown): number | null {
  if (!Array.isArray(v) || v.length !== 2) return null;
  const [x, y] = v as unknown[];
  if (!Number.isInteger(x) || !Number.isInteger(y)) return null;
  if (!onBoard(x as number, y as number)) return null;
  return cellIndex(x as number, y as number);
}

export function countOf(ctx: Ctx, seat: number): number {
  let n = 0;
  for (const c of ctx.cards) if (c.owner === seat) n++;
  return n;
}

export function cardsInPlay(ctx: Ctx): number {
  let n = 0;
  for (const c of ctx.cards) if (c.owner !== null) n++;
  return n;
}

export const cloudAt = (cell: number | null): number => (cell === null ? 0 : (CLOUD_NO[cell] as number));
export const cloudIdAt = (cell: number | null): CloudId | null => {
  const n = cloudAt(cell);
  return n ? (CLOUD_IDS[n - 1] as CloudId) : null;
};

/** The card whose temporary effects end when its action commits but has not yet (so checks see the after-commit board). */
export const committingSource = (ctx: Ctx): CardId | null => (ctx.cur && !ctx.cur.committed ? ctx.cur.cardId : null);

/** Temporary storm cells, leaving out those of `ignore` (they end at its commit). */
export function stormCells(ctx: Ctx, ignore: CardId | null = null): number[] {
  if (ctx.tempStorms.length === 0) return [];
  const out: number[] = [];
  for (const s of ctx.tempStorms) if (s.source !== ignore) out.push(...s.cells);
  return out;
}

/** The grid a move or relocation sees now (after the current card's commit). */
export const gridOf = (ctx: Ctx, ignore: CardId | null = committingSource(ctx)): Grid =>
  gridFor(stormCells(ctx, ignore));

/** Shielded(t, m): t is a pegasus on a cloud, not unveiled, and the source is not a pegasus. */
export function shielded(t: CardState, sourceIsPegasus: boolean): boolean {
  return !sourceIsPegasus && !t.unveiled && isPegasus(t.id) && cloudAt(t.pos) > 0;
}

/** Warded(t): Bulwark or under a Veil of its owner on its cloud, and not unveiled. */
export function warded(ctx: Ctx, t: CardState): boolean {
  if (t.unveiled) return false;
  if (t.bulwark) return true;
  if (ctx.veils.length === 0) return false;
  const cloud = cloudIdAt(t.pos);
  if (!cloud) return false;
  for (const v of ctx.veils) if (v.cloud === cloud && cardOf(ctx, v.source).owner === t.owner) return true;
  return false;
}

export const isOpponent = (a: CardState, b: CardState): boolean =>
  a.owner !== null && b.owner !== null && a.owner !== b.owner;

/** Attackable(t, m): another owner, not Warded, not Shielded against m. */
export function attackable(ctx: Ctx, t: CardState, m: CardState): boolean {
  return isOpponent(t, m) && !warded(ctx, t) && !shielded(t, isPegasus(m.id));
}

/**
 * The allowance A of `card` as the current action (§5): its doubled/hobbled flags as they are (or
 * will be, at commit) and Tailwind if used.
 */
export function allowance(ctx: Ctx, card: CardState): number {
  const cur = ctx.cur;
  const mine = cur !== null && cur.cardId === card.id;
  const committed = mine && cur.committed;
  const doubled = committed ? cur.doubledNow : card.doubledNext;
  const hobbled = committed ? cur.hobbledNow : card.hobbledNext;
  let A = card.vigor * (doubled ? 2 : 1) + (mine && cur.tailwind ? 3 : 0);
  if (hobbled) A = Math.min(A, 2);
  return A;
}

/**
 * Chips a path of `s` cells costs under vigorChips (§5.1): Tailwind's `free` cells cost nothing, a
 * doubled card pays half the rest, rounded up. Never more than the vigor when s ≤ allowance, so the
 * allowance stays the path's guard.
 */
export function chipCost(s: number, doubled: boolean, free: number): number {
  const paid = Math.max(0, s - free);
  return doubled ? Math.ceil(paid / 2) : paid;
}

/** An attacker's figures for the capture test (§5 or §5.1): the same for the rules' previews and the bots. */
export interface Strike {
  vigor: number;
  doubled: boolean;
  /** Tailwind's free cells (3) or 0. */
  free: number;
  /** Stoop's bonus to effV (2) or 0. */
  stoop: number;
  /** Drain rate: 1, or 2 with Grind. */
  rate: number;
  /** Allowance (the path's length limit). */
  A: number;
  chips: boolean;
}

/**
 * Drain points `s` needs to capture a card of vigor `tv` after entering `d` cells (0: captured on
 * arrival), or −1 when it cannot. §5: effV = vigor + Stoop, drain up to A − d. §5.1: the path costs
 * chips; effV = chips left × (2 if doubled) + Stoop, and each drain point costs the mover a chip.
 */
export function strikeNeed(s: Strike, d: number, tv: number): number {
  if (d > s.A) return -1;
  if (!s.chips) {
    const need = drainNeed(tv, s.vigor + s.stoop, s.rate);
    return need <= s.A - d ? need : -1;
  }
  const r = s.vigor - chipCost(d, s.doubled, s.free);
  if (r < 0) return -1;
  const mult = s.doubled ? 2 : 1;
  for (let k = 0; k <= r; k++) if (Math.max(0, tv - k * s.rate) < (r - k) * mult + s.stoop) return k;
  return -1;
}

/** The longest path after which `s` can still capture a card of vigor `tv` (−1: none); shorter paths can too. */
export function strikeRadius(s: Strike, tv: number): number {
  if (!s.chips) {
    const need = drainNeed(tv, s.vigor + s.stoop, s.rate);
    return need <= s.A ? s.A - need : -1;
  }
  for (let d = s.A; d >= 0; d--) if (strikeNeed(s, d, tv) >= 0) return d;
  return -1;
}

/** The current action's Strike of `card` (its allowance, Tailwind, Stoop, Grind and doubling as they are now). */
export function strikeOf(ctx: Ctx, card: CardState): Strike {
  const cur = ctx.cur;
  const mine = cur !== null && cur.cardId === card.id;
  const doubled = mine && cur.committed ? cur.doubledNow : card.doubledNext;
  return strikeWith(card.vigor, doubled, mine ? cur : null, allowance(ctx, card), ctx.vigorChips);
}

/** A Strike from its figures (`cur`: the card's own action, when it is the selected card); a view shows them all. */
export function strikeWith(
  vigor: number,
  doubled: boolean,
  cur: { tailwind: boolean; stoop: boolean; grind: boolean } | null,
  A: number,
  chips: boolean,
): Strike {
  return {
    vigor,
    doubled,
    free: cur?.tailwind ? 3 : 0,
    stoop: cur?.stoop ? 2 : 0,
    rate: cur?.grind ? 2 : 1,
    A,
    chips,
  };
}

/**
 * Drain points an attacker of effective vigor `effV`, draining `rate` per point, needs to capture a card
 * of `vigor` (§5: captured once its vigor is below effV): 0 when captured on arrival, Infinity when no
 * drain can capture it (effV 0: vigor stops at 0).
 */
export function drainNeed(vigor: number, effV: number, rate: number): number {
  if (vigor < effV) return 0;
  if (effV <= 0) return Number.POSITIVE_INFINITY;
  return Math.ceil((vigor - effV + 1) / rate);
}

/** A target's vigor after `points` drain points at `rate` each (§5: vigor stops at 0). */
export function drainedVigor(vigor: number, rate: number, points: number): number {
  return Math.max(0, vigor - points * rate);
}

/** Drain points the pending drain needs to capture a target of vigor `tv` (Infinity: none within R). */
export function pendingNeed(d: PendingDrain, tv: number, moverVigor: number): number {
  if (!d.chips) return drainNeed(tv, d.effV, d.rate);
  for (let k = 0; k <= Math.min(d.R, moverVigor); k++) {
    if (drainedVigor(tv, d.rate, k) < (moverVigor - k) * d.chips.mult + d.chips.stoop) return k;
  }
  return Number.POSITIVE_INFINITY;
}

/** The seat whose input the game waits for (null when over). CONCEDE is open to every seat still in. */
export function awaitedSeat(ctx: Ctx): number | null {
  const P = ctx.seats;
  switch (ctx.phase) {
    case 'draft':
      return ctx.order[ctx.step % P] as number;
    case 'placePointers':
    case 'placeMoodTokens':
      return ctx.order[P - 1 - (ctx.step % P)] as number;
    case 'gameOver':
      return null;
    default:
      return ctx.active;
  }
}

export function pointerAt(ctx: Ctx, cell: number): boolean {
  for (const c of ctx.cards) if (c.pos === cell) return true;
  return false;
}

export function opponentPointerAt(ctx: Ctx, cell: number, seat: number): boolean {
  for (const c of ctx.cards) if (c.pos === cell && c.owner !== null && c.owner !== seat) return true;
  return false;
}

export function tokenIndexAt(ctx: Ctx, cell: number): number {
  const t = ctx.tokens;
  for (let i = 0; i < t.length; i++) if ((t[i] as { cell: number }).cell === cell) return i;
  return -1;
}

export function tempStormAt(ctx: Ctx, cell: number, ignore: CardId | null = null): boolean {
  for (const s of ctx.tempStorms) if (s.source !== ignore && s.cells.includes(cell)) return true;
  return false;
}

// ---- effects (mutate a cloned context) --------------------------------------------------------

/** A card enters `cell`: a token there is taken if the card's mood is below its maximum [s3.7]. */
export function enter(ctx: Ctx, card: CardState, cell: number, step: number, out: Out): void {
  card.pos = cell;
  if (ctx.tokens.length === 0) return;
  const i = tokenIndexAt(ctx, cell);
  if (i < 0 || card.mood >= defOf(card.id).M) return;
  const token = ctx.tokens[i] as { cell: number; seat: number };
  ctx.tokens = ctx.tokens.filter((_, k) => k !== i);
  card.mood++;
  emit(out, {
    type: 'moodTaken',
    cardId: card.id,
    seat: card.owner,
    cell: xy(cell),
    step,
    mood: card.mood,
    tokenSeat: token.seat,
  });
}

/** Moves a pointer along `cells` (each entered in turn). */
export function relocate(ctx: Ctx, card: CardState, cells: number[], reason: string, out: Out): void {
  const from = card.pos as number;
  if (out && cells.length > 0) {
    emit(out, {
      type: 'pointerMoved',
      cardId: card.id,
      seat: card.owner,
      reason,
      from: xy(from),
      to: xy(cells.length ? (cells[cells.length - 1] as number) : from),
      path: cells.map(xy),
    });
  }
  for (let i = 0; i < cells.length; i++) enter(ctx, card, cells[i] as number, i + 1, out);
}

export function setVigor(card: CardState, to: number, reason: string, out: Out): void {
  const from = card.vigor;
  if (from === to) return;
  card.vigor = to;
  emit(out, { type: 'vigorChanged', cardId: card.id, seat: card.owner, from, to, reason });
}

export function setMood(card: CardState, to: number, reason: string, out: Out): void {
  const from = card.mood;
  if (from === to) return;
  card.mood = to;
  emit(out, { type: 'moodChanged', cardId: card.id, seat: card.owner, from, to, reason });
}

type Flag = 'skipMark' | 'respite' | 'doubledNext' | 'hobbledNext' | 'unveiled' | 'bulwark';
export function setFlag(card: CardState, flag: Flag, value: boolean, out: Out): void {
  if (card[flag] === value) return;
  card[flag] = value;
  emit(out, { type: 'statusChanged', cardId: card.id, seat: card.owner, flag, value });
}

export function allStormCells(ctx: Ctx): Cell[] {
  return stormCells(ctx).map(xy);
}

/** Ends the Veil and temporary storms `source` has raised. */
export function endEffectsOf(ctx: Ctx, source: CardId, out: Out): void {
  if (ctx.veils.some((v) => v.source === source)) {
    const ended = ctx.veils.filter((v) => v.source === source);
    ctx.veils = ctx.veils.filter((v) => v.source !== source);
    for (const v of ended) emit(out, { type: 'veilChanged', source, cloud: v.cloud, on: false });
  }
  if (ctx.tempStorms.some((s) => s.source === source)) {
    const removed = ctx.tempStorms.filter((s) => s.source === source).flatMap((s) => s.cells.map(xy));
    ctx.tempStorms = ctx.tempStorms.filter((s) => s.source !== source);
    emit(out, { type: 'stormsChanged', source, added: [], removed, cells: allStormCells(ctx) });
  }
}

/**
 * §4.4 commit effects: (a) the card's own Bulwark, Veil and temporary storms end, and an Unveil on
 * it ends; (b) its "next" flags become this action's (returned) and are cleared.
 */
export function commitEffects(ctx: Ctx, card: CardState, out: Out): { doubled: boolean; hobbled: boolean } {
  setFlag(card, 'bulwark', false, out);
  endEffectsOf(ctx, card.id, out);
  setFlag(card, 'unveiled', false, out);
  const doubled = card.doubledNext;
  const hobbled = card.hobbledNext;
  setFlag(card, 'doubledNext', false, out);
  setFlag(card, 'hobbledNext', false, out);
  return { doubled, hobbled };
}

/** Commits the current action if this is its first accepted step. */
export function commitCurrent(ctx: Ctx, card: CardState, out: Out): void {
  const cur = ctx.cur;
  if (!cur || cur.committed) return;
  const f = commitEffects(ctx, card, out);
  cur.committed = true;
  cur.doubledNow = f.doubled;
  cur.hobbledNow = f.hobbled;
}

export function computeOutcome(ctx: Ctx, reason: EndReason, conceded: number | null): Outcome {
  const counts = Array.from({ length: ctx.seats }, (_, s) => countOf(ctx, s));
  const candidates = counts.map((_, s) => s).filter((s) => s !== conceded && !ctx.out.includes(s));
  const max = Math.max(-1, ...candidates.map((s) => counts[s] as number));
  const winners = candidates.filter((s) => counts[s] === max);
  return { reason, counts, winners, draw: winners.length > 1, conceded };
}

export function finish(ctx: Ctx, reason: EndReason, conceded: number | null, out: Out): void {
  ctx.result = computeOutcome(ctx, reason, conceded);
  ctx.drain = null;
  emit(out, { type: 'gameOver', ...ctx.result });
}

/** CAPTURE(t) of §5: the card changes owner with its stats; its pointer stays on the cell. */
export function capture(ctx: Ctx, t: CardState, mover: CardState, out: Out): void {
  const from = t.owner as number;
  t.owner = mover.owner;
  tally(ctx, 'captures');
  if (ctx.stats.firstCapture === null) ctx.stats = { ...ctx.stats, firstCapture: t.owner };
  emit(out, {
    type: 'cardCaptured',
    cardId: t.id,
    by: mover.id,
    from,
    to: t.owner,
    cell: xy(t.pos as number),
    vigor: t.vigor,
    mood: t.mood,
  });
  endEffectsOf(ctx, t.id, out);
  if (countOf(ctx, from) === 0 && !ctx.out.includes(from)) {
    ctx.out = [...ctx.out, from];
    emit(out, { type: 'playerOut', seat: from });
  }
  if (countOf(ctx, t.owner as number) === cardsInPlay(ctx)) finish(ctx, 'allCards', null, out);
}
