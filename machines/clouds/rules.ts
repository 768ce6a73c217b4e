/**
 * The rules of Cloud Marches as pure functions over the plain context: `check` (the one source of
 * legality, used by the machine's guards), the mutators each event and each transient state of the
 * statechart runs (the flow itself, and `step` for bots and tests, are in machine.ts) and `legalMoves`.
 *
 * Mutators change the context they are given: callers clone first (`state.clone`).
 */
import { strictCheck } from '../core/events';
import type { Illegal } from '../core/game';
import { abilityPayloads, applyAbility, checkAbility } from './abilities';
import {
  BOARD,
  CARD_BY_ID,
  CARD_INDEX,
  CARDS_PER_PLAYER,
  type CardId,
  CELLS,
  dist,
  HARBOUR_CELLS,
  isCardId,
  MIN_SETUP_DIST,
  TOKENS_PER_PLAYER,
} from './content';
import { EVENT_SCHEMAS } from './events';
import { movesOf } from './moves';
import { ill } from './reasons';
import {
  allowance,
  attackable,
  awaitedSeat,
  capture,
  cardOf,
  chipCost,
  cloudAt,
  commitCurrent,
  commitEffects,
  countOf,
  defOf,
  drainedVigor,
  emit,
  finish,
  gridOf,
  type Out,
  parseCell,
  pointerAt,
  relocate,
  setFlag,
  setMood,
  setVigor,
  tally,
  tallyList,
  tokenIndexAt,
  xy,
} from './state';
import { type CardState, type CloudsEvent, type Ctx, EVENT_TYPES, type Move, type UseAbility } from './types';

const isInt = (v: unknown): v is number => Number.isInteger(v);
const absent = (v: unknown): boolean => v === undefined || v === null;

// ---- check ----------------------------------------------------------------------------------

/** Null when `ev` is legal now, else why not. Never throws, whatever the payload. */
/** Null when `ev` is legal now, else why not: its shape first (events.ts), then the rules. */
export const check: (ctx: Ctx, ev: CloudsEvent) => Illegal | null = strictCheck('clouds', EVENT_SCHEMAS, checkRules);

function checkRules(ctx: Ctx, ev: CloudsEvent): Illegal | null {
  if (typeof ev !== 'object' || ev === null || typeof (ev as { type?: unknown }).type !== 'string') {
    return ill('badEvent', 'An event is an object with a type.');
  }
  if (!(EVENT_TYPES as readonly string[]).includes(ev.type)) {
    return ill('badEvent', `"${ev.type}" is not an event of Cloud Marches.`, { type: ev.type });
  }
  const seat = (ev as { seat?: unknown }).seat;
  if (!isInt(seat) || seat < 0 || seat >= ctx.seats) return ill('badSeat', 'The event needs the seat that sends it.');
  if (ctx.phase === 'gameOver') return ill('gameOver', 'The game is over.');
  if (ev.type === 'CONCEDE') return ctx.out.includes(seat) ? ill('playerOut', 'You are out of the game.') : null;
  const awaited = awaitedSeat(ctx);
  if (seat !== awaited) return ill('notYourTurn', `It is seat ${awaited}'s move.`, { seat: awaited ?? -1 });
  switch (ev.type) {
    case 'DRAFT_PICK':
      if (ctx.phase !== 'draft') return wrongPhase(ctx, ev.type);
      if (!isCardId(ev.cardId)) return unknownCard(ev.cardId);
      if (!ctx.pool.includes(ev.cardId)) return ill('notInPool', `${ev.cardId} is not in the pool.`);
      return mirrorAllows(ctx, seat, ev.cardId)
        ? null
        : ill('otherClass', `In this draft seat ${seat} takes only ${ctx.draftClasses?.[seat]} cards.`);
    case 'PLACE_POINTER':
      if (ctx.phase !== 'placePointers') return wrongPhase(ctx, ev.type);
      return checkPlacePointer(ctx, seat, ev.cardId, ev.cell);
    case 'PLACE_TOKEN':
      if (ctx.phase !== 'placeMoodTokens') return wrongPhase(ctx, ev.type);
      return checkPlaceToken(ctx, seat, ev.cell);
    case 'SELECT_CARD': {
      if (ctx.phase !== 'selectCard' && ctx.phase !== 'abilityWindow') return wrongPhase(ctx, ev.type);
      if (!isCardId(ev.cardId)) return unknownCard(ev.cardId);
      if (!ctx.pending.includes(ev.cardId)) return ill('notPending', `${ev.cardId} has no action left this turn.`);
      if (ctx.cur?.committed) return ill('committed', 'The current card has begun its action.');
      if (ctx.cur?.cardId === ev.cardId) return ill('alreadySelected', `${ev.cardId} is selected already.`);
      return null;
    }
    case 'DESELECT_CARD':
      if (ctx.phase !== 'abilityWindow') return wrongPhase(ctx, ev.type);
      return ctx.cur?.committed ? ill('committed', 'The current card has begun its action.') : null;
    case 'USE_ABILITY': {
      const bad = checkCurrent(ctx, ev.cardId);
      if (bad) return bad;
      const card = cardOf(ctx, ev.cardId);
      const def = defOf(card.id);
      if (ctx.cur?.abilityUsed) return ill('abilityUsed', 'This action has used its ability already.');
      if (card.mood < def.cost) {
        return ill('noMood', `${def.ability} costs ${def.cost} mood.`, { cost: def.cost, mood: card.mood });
      }
      return checkAbility(ctx, card, ev);
    }
    case 'MOVE': {
      const bad = checkCurrent(ctx, ev.cardId);
      return bad ?? checkMove(ctx, ev);
    }
    case 'CLASS_ACTION': {
      const bad = checkCurrent(ctx, ev.cardId);
      return bad ?? checkClassAction(ctx, cardOf(ctx, ev.cardId), ev.delta, ev.targetId);
    }
    case 'SKIP':
      return checkCurrent(ctx, ev.cardId);
    case 'DRAIN': {
      if (ctx.phase !== 'awaitDrain' || !ctx.drain) return wrongPhase(ctx, ev.type);
      const R = ctx.drain.R;
      return isInt(ev.amount) && ev.amount >= 0 && ev.amount <= R
        ? null
        : ill('badAmount', `Drain 0 to ${R} points.`, { max: R });
    }
  }
  return ill('badEvent', 'Unknown event.');
}

const wrongPhase = (ctx: Ctx, type: string): Illegal =>
  ill('wrongPhase', `${type} is not possible now (${ctx.phase}).`, { type, phase: ctx.phase });
const unknownCard = (v: unknown): Illegal => ill('unknownCard', `No card "${String(v)}".`);

/** The event names the selected card, whose action is awaited. */
function checkCurrent(ctx: Ctx, cardId: unknown): Illegal | null {
  if (ctx.phase !== 'abilityWindow' || !ctx.cur) return ill('wrongPhase', 'Select a card first.', { phase: ctx.phase });
  if (!isCardId(cardId)) return unknownCard(cardId);
  if (cardId !== ctx.cur.cardId) return ill('notSelected', `${cardId} is not the selected card.`);
  return null;
}

function checkPlacePointer(ctx: Ctx, seat: number, cardId: unknown, rawCell: unknown): Illegal | null {
  if (!isCardId(cardId)) return unknownCard(cardId);
  const card = cardOf(ctx, cardId);
  if (card.owner !== seat) return ill('notYourCard', `${cardId} is not your card.`);
  if (card.pos !== null) return ill('alreadyPlaced', `${cardId} is on the map already.`);
  const cell = parseCell(rawCell);
  if (cell === null) return ill('badCell', 'Not a cell of the board.');
  const h = BOARD.harbour[cell] as number;
  if (!h) return ill('notHarbour', 'Pointers start in a harbour.');
  if (pointerAt(ctx, cell)) return ill('cellTaken', 'A pointer stands there.');
  for (const c of ctx.cards) {
    if (c.pos === null || c.owner === null) continue;
    if (c.owner !== seat && BOARD.harbour[c.pos] === h) return ill('harbourTaken', 'An opponent holds that harbour.');
    if (c.owner === seat && BOARD.harbour[c.pos] !== h) {
      return ill('otherHarbour', 'Your pointers share the harbour of your first one.');
    }
    if (c.owner !== seat && dist(c.pos, cell) < MIN_SETUP_DIST) {
      return ill('tooClose', `Opponents' pointers stand at least ${MIN_SETUP_DIST} apart.`, { min: MIN_SETUP_DIST });
    }
  }
  return null;
}

function checkPlaceToken(ctx: Ctx, seat: number, rawCell: unknown): Illegal | null {
  const cell = parseCell(rawCell);
  if (cell === null) return ill('badCell', 'Not a cell of the board.');
  if (BOARD.kind[cell] === 'storm') return ill('stormCell', 'No token may lie in a storm.');
  if (BOARD.harbour[cell]) return ill('harbourCell', 'No token may lie in a harbour.');
  if (pointerAt(ctx, cell)) return ill('cellTaken', 'A pointer stands there.');
  if (tokenIndexAt(ctx, cell) >= 0) return ill('tokenThere', 'A token lies there already.');
  const oct = BOARD.octant[cell] as number;
  if (ctx.tokens.some((t) => t.seat === seat && BOARD.octant[t.cell] === oct)) {
    return ill('octantUsed', 'You have a token in that octant already.', { octant: oct });
  }
  return null;
}

/** The cards on `cell` that `mover` may attack. */
export function targetsAt(ctx: Ctx, mover: CardState, cell: number): CardState[] {
  const out: CardState[] = [];
  for (const t of ctx.cards) if (t.pos === cell && attackable(ctx, t, mover)) out.push(t);
  return out;
}

function checkMove(ctx: Ctx, ev: Move): Illegal | null {
  const card = cardOf(ctx, ev.cardId);
  const path = ev.path as unknown;
  if (!Array.isArray(path)) return ill('badPath', 'path is a list of cells.');
  const A = allowance(ctx, card);
  if (path.length > A) return ill('pathTooLong', `The allowance is ${A}.`, { allowance: A, length: path.length });
  const grid = gridOf(ctx);
  let prev = card.pos as number;
  for (const raw of path) {
    const c = parseCell(raw);
    if (c === null) return ill('badPath', 'A path cell is not a cell of the board.');
    if (dist(prev, c) !== 1) return ill('badPath', 'Each path cell must be next to the one before.');
    if (grid.blocked[c]) return ill('pathBlocked', 'Nothing may enter a storm.');
    prev = c;
  }
  const targets = targetsAt(ctx, card, prev);
  if (path.length === 0 && targets.length === 0) {
    return ill('emptyPath', 'Staying put is only an attack on a card on your own cell.');
  }
  if (targets.length > 0) {
    if (absent(ev.targetId)) return ill('targetRequired', 'Choose which card to attack.');
    if (!targets.some((t) => t.id === ev.targetId))
      return ill('notAttackable', `${String(ev.targetId)} cannot be attacked there.`);
  } else if (!absent(ev.targetId)) {
    const opponentThere = ctx.cards.some((t) => t.pos === prev && t.owner !== null && t.owner !== card.owner);
    return opponentThere
      ? ill('notAttackable', `${String(ev.targetId)} is protected there.`)
      : ill('noTargetThere', 'There is nothing to attack on that cell.');
  }
  return null;
}

function checkClassAction(ctx: Ctx, card: CardState, delta: unknown, targetId: unknown): Illegal | null {
  switch (defOf(card.id).cls) {
    case 'pegasus':
      if (!absent(targetId)) return ill('badPayload', 'The pegasus action takes a delta, not a target.');
      if (delta !== 1 && delta !== -1) return ill('badDelta', 'delta is +1 or −1.');
      return cloudAt(card.pos) ? null : ill('notOnCloud', `${card.id} is not on a cloud.`);
    case 'unicorn': {
      if (!absent(delta)) return ill('badPayload', 'The unicorn action takes a target, not a delta.');
      if (!isCardId(targetId))
        return absent(targetId) ? ill('targetRequired', 'Mark which card?') : unknownCard(targetId);
      const t = cardOf(ctx, targetId);
      if (t.owner === null) return ill('noTarget', `${t.id} is not in play.`);
      if (t.owner === card.owner) return ill('ownCard', 'Marks never target your own cards.');
      if (t.skipMark) return ill('alreadyMarked', `${t.id} is marked already.`);
      if (t.respite) return ill('inRespite', `${t.id} is in respite.`);
      return null;
    }
    case 'earth':
      if (!absent(delta) || !absent(targetId)) return ill('badPayload', 'The earth action takes no payload.');
      return null;
  }
}

// ---- events ---------------------------------------------------------------------------------

/** Applies a checked event to `ctx` (mutated); the statechart routes on what it changed. */
export function applyEvent(ctx: Ctx, ev: CloudsEvent, out: Out): void {
  switch (ev.type) {
    case 'DRAFT_PICK':
      draftPick(ctx, ev.seat, ev.cardId, out);
      return;
    case 'PLACE_POINTER':
      placePointer(ctx, ev.seat, ev.cardId, parseCell(ev.cell) as number, out);
      return;
    case 'PLACE_TOKEN':
      placeToken(ctx, ev.seat, parseCell(ev.cell) as number, out);
      return;
    case 'SELECT_CARD':
      ctx.cur = {
        cardId: ev.cardId,
        committed: false,
        abilityUsed: false,
        doubledNow: false,
        hobbledNow: false,
        tailwind: false,
        stoop: false,
        grind: false,
        haul: null,
        kind: null,
        A: 0,
        s: 0,
        targetId: null,
        end: null,
      };
      emit(out, { type: 'cardSelected', seat: ev.seat, cardId: ev.cardId });
      return;
    case 'DESELECT_CARD':
      emit(out, { type: 'cardDeselected', seat: ev.seat, cardId: ctx.cur?.cardId });
      ctx.cur = null;
      return;
    case 'USE_ABILITY':
      useAbility(ctx, ev, out);
      return;
    case 'MOVE':
      move(ctx, ev, out);
      return;
    case 'CLASS_ACTION':
      classAction(ctx, ev.cardId, ev.delta, ev.targetId, out);
      return;
    case 'SKIP': {
      const card = cardOf(ctx, ev.cardId);
      commitCurrent(ctx, card, out);
      (ctx.cur as NonNullable<Ctx['cur']>).kind = 'skip';
      const from = card.vigor;
      setVigor(card, defOf(card.id).V, 'skip', out);
      tally(ctx, 'skips');
      emit(out, { type: 'skipped', seat: ev.seat, cardId: card.id, from, to: card.vigor });
      return;
    }
    case 'DRAIN':
      drain(ctx, ev.amount, out);
      return;
    case 'CONCEDE':
      emit(out, { type: 'conceded', seat: ev.seat });
      ctx.cur = null;
      ctx.pending = [];
      finish(ctx, 'concede', ev.seat, out);
      return;
  }
}

/** Option `mirror`: a seat drafts only its class. */
export const mirrorAllows = (ctx: Ctx, seat: number, id: CardId): boolean =>
  !ctx.draftClasses || CARD_BY_ID[id].cls === ctx.draftClasses[seat];

function draftPick(ctx: Ctx, seat: number, cardId: CardId, out: Out): void {
  const card = cardOf(ctx, cardId);
  card.owner = seat;
  ctx.pool = ctx.pool.filter((id) => id !== cardId);
  const drafted = ctx.stats.drafted.map((ids, s) => (s === seat ? [...ids, cardId] : ids));
  ctx.stats = { ...ctx.stats, drafted };
  ctx.step++;
  emit(out, { type: 'cardDrafted', seat, cardId, pick: ctx.step });
  if (ctx.step === CARDS_PER_PLAYER * ctx.seats) {
    ctx.outOfGame = ctx.pool;
    ctx.pool = [];
    ctx.step = 0;
    emit(out, { type: 'draftEnded', outOfGame: ctx.outOfGame.slice() });
  }
}

function placePointer(ctx: Ctx, seat: number, cardId: CardId, cell: number, out: Out): void {
  const card = cardOf(ctx, cardId);
  card.pos = cell;
  ctx.step++;
  emit(out, { type: 'pointerPlaced', seat, cardId, cell: xy(cell), harbour: BOARD.harbour[cell] });
  if (ctx.step === CARDS_PER_PLAYER * ctx.seats) {
    ctx.step = 0;
  }
}

function placeToken(ctx: Ctx, seat: number, cell: number, out: Out): void {
  ctx.tokens = [...ctx.tokens, { cell, seat }];
  ctx.step++;
  emit(out, { type: 'tokenPlaced', seat, cell: xy(cell), octant: BOARD.octant[cell] });
  if (ctx.step === TOKENS_PER_PLAYER * ctx.seats) {
    ctx.step = 0;
    ctx.round = 1;
    ctx.active = ctx.order[0] as number;
  }
}

function useAbility(ctx: Ctx, ev: UseAbility, out: Out): void {
  const card = cardOf(ctx, ev.cardId);
  const def = defOf(card.id);
  commitCurrent(ctx, card, out);
  (ctx.cur as NonNullable<Ctx['cur']>).abilityUsed = true;
  tallyList(ctx, 'abilities', CARD_INDEX[card.id]);
  tallyList(ctx, 'abilitiesBySeat', card.owner as number);
  const from = card.mood;
  card.mood -= def.cost;
  const payload: Record<string, unknown> = {};
  for (const k of ['targetId', 'cell', 'cells', 'dir', 'n'] as const) if (!absent(ev[k])) payload[k] = ev[k];
  emit(out, {
    type: 'abilityUsed',
    seat: ev.seat,
    cardId: card.id,
    ability: def.ability,
    cost: def.cost,
    mood: { from, to: card.mood },
    ...payload,
  });
  applyAbility(ctx, card, ev, out);
}

function move(ctx: Ctx, ev: Move, out: Out): void {
  const card = cardOf(ctx, ev.cardId);
  const cur = ctx.cur as NonNullable<Ctx['cur']>;
  commitCurrent(ctx, card, out);
  const A = allowance(ctx, card);
  const path = ev.path.map((c) => parseCell(c) as number);
  const from = card.pos as number;
  relocate(ctx, card, path, 'move', out);
  const F = card.pos as number;
  cur.kind = 'move';
  tally(ctx, 'moves');
  cur.A = A;
  cur.s = path.length;
  cur.end = F;
  cur.targetId = absent(ev.targetId) ? null : (ev.targetId as CardId);
  // §5.1: the cells entered cost chips (Tailwind's free, halved when doubled); s ≤ A keeps the cost ≤ vigor
  const mult = ctx.vigorChips && cur.doubledNow ? 2 : 1;
  const stoop = cur.stoop ? 2 : 0;
  if (ctx.vigorChips)
    setVigor(card, card.vigor - chipCost(path.length, cur.doubledNow, cur.tailwind ? 3 : 0), 'move', out);
  if (!cur.targetId) return;
  const t = cardOf(ctx, cur.targetId);
  const effV = card.vigor * mult + stoop;
  const rate = cur.grind ? 2 : 1;
  const R = ctx.vigorChips ? card.vigor : A - path.length;
  const captured = t.vigor < effV;
  const drainable = !captured && R > 0 && t.vigor > 0;
  emit(out, {
    type: 'attacked',
    seat: card.owner,
    cardId: card.id,
    targetId: t.id,
    targetSeat: t.owner,
    cell: xy(F),
    from: xy(from),
    effV,
    targetVigor: t.vigor,
    R,
    rate,
    captured,
    awaitDrain: drainable,
  });
  if (captured) capture(ctx, t, card, out);
  else if (drainable) {
    ctx.drain = { cardId: card.id, targetId: t.id, R, rate, effV, chips: ctx.vigorChips ? { mult, stoop } : null };
  }
}

function drain(ctx: Ctx, amount: number, out: Out): void {
  const d = ctx.drain as NonNullable<Ctx['drain']>;
  const t = cardOf(ctx, d.targetId);
  const mover = cardOf(ctx, d.cardId);
  const from = t.vigor;
  const moverFrom = mover.vigor;
  let effV = d.effV;
  let spent = 0;
  let captured = false;
  while (spent < amount) {
    spent++;
    t.vigor = drainedVigor(from, d.rate, spent);
    // §5.1: each point is one of the mover's chips, so its effective vigor falls with it
    if (d.chips) {
      mover.vigor--;
      effV = mover.vigor * d.chips.mult + d.chips.stoop;
    }
    if (t.vigor < effV) {
      captured = true;
      break;
    }
  }
  ctx.drain = null;
  if (spent > 0) tally(ctx, 'drains');
  emit(out, {
    type: 'drained',
    seat: mover.owner,
    cardId: d.cardId,
    targetId: t.id,
    amount: spent,
    requested: amount,
    from,
    to: t.vigor,
    captured,
  });
  if (t.vigor !== from)
    emit(out, { type: 'vigorChanged', cardId: t.id, seat: t.owner, from, to: t.vigor, reason: 'drain' });
  if (mover.vigor !== moverFrom) {
    emit(out, {
      type: 'vigorChanged',
      cardId: mover.id,
      seat: mover.owner,
      from: moverFrom,
      to: mover.vigor,
      reason: 'drain',
    });
  }
  if (captured) capture(ctx, t, mover, out);
}

function classAction(ctx: Ctx, cardId: CardId, delta: unknown, targetId: unknown, out: Out): void {
  const card = cardOf(ctx, cardId);
  commitCurrent(ctx, card, out);
  (ctx.cur as NonNullable<Ctx['cur']>).kind = 'class';
  const cls = defOf(card.id).cls;
  tallyList(ctx, 'classActions', cls === 'pegasus' ? 0 : cls === 'unicorn' ? 1 : 2);
  emit(out, {
    type: 'classAction',
    seat: card.owner,
    cardId,
    cls,
    ...(delta !== undefined ? { delta } : {}),
    ...(targetId !== undefined ? { targetId } : {}),
  });
  if (cls === 'pegasus') {
    const cloud = cloudAt(card.pos);
    for (const c of ctx.cards) {
      if (c.owner === null || cloudAt(c.pos) !== cloud) continue;
      const M = defOf(c.id).M;
      setMood(c, Math.min(M, Math.max(0, c.mood + (delta as number))), 'pegasus', out);
    }
  } else if (cls === 'unicorn') {
    const t = cardOf(ctx, targetId as CardId);
    setFlag(t, 'skipMark', true, out);
    emit(out, { type: 'markSet', cardId: t.id, seat: t.owner, by: card.id, bySeat: card.owner });
  } else {
    setFlag(card, 'doubledNext', true, out);
  }
}

// ---- transient states (entry actions of the statechart) --------------------------------------

/** turnStart: the active player's cards become pending; marked ones serve their forced skip (§4.4). */
export function beginTurn(ctx: Ctx, out: Out): void {
  const seat = ctx.active;
  const mine = ctx.cards.filter((c) => c.owner === seat);
  emit(out, { type: 'turnStarted', seat, round: ctx.round });
  ctx.pending = [];
  for (const c of mine) {
    if (c.skipMark) {
      commitEffects(ctx, c, out);
      setFlag(c, 'skipMark', false, out);
      setFlag(c, 'respite', true, out);
      emit(out, { type: 'forcedSkip', seat, cardId: c.id });
      tally(ctx, 'forcedSkips');
    } else {
      ctx.pending.push(c.id);
    }
  }
  ctx.cur = null;
}

/** Whether this action's Haul has a card to place (the statechart skips the haul otherwise). */
export const hauling = (ctx: Ctx): boolean => ctx.cur?.kind === 'move' && ctx.cur.haul !== null;

/** resolution.haul: Cooper's Haul places the picked card on the move's end cell. */
export function haul(ctx: Ctx, out: Out): void {
  const cur = ctx.cur;
  if (cur && cur.kind === 'move' && cur.haul && cur.end !== null) {
    const h = cardOf(ctx, cur.haul);
    if (h.owner === cardOf(ctx, cur.cardId).owner && h.pos !== cur.end) relocate(ctx, h, [cur.end], 'haul', out);
  }
}

/** cleanup: respite ends with a normal action; the card leaves pending. */
export function cleanup(ctx: Ctx, out: Out): void {
  const cur = ctx.cur as NonNullable<Ctx['cur']>;
  const card = cardOf(ctx, cur.cardId);
  setFlag(card, 'respite', false, out);
  ctx.pending = ctx.pending.filter((id) => id !== cur.cardId);
  emit(out, { type: 'actionEnded', seat: card.owner, cardId: card.id, kind: cur.kind });
  ctx.cur = null;
}

/** endTurn: the next seat in order still holding cards; a wrap begins a new round, or ends the game at the limit. */
export function endTurn(ctx: Ctx, out: Out): void {
  const P = ctx.seats;
  const idx = ctx.order.indexOf(ctx.active);
  let next = ctx.active;
  let wrapped = true;
  for (let k = 1; k <= P; k++) {
    const j = (idx + k) % P;
    const seat = ctx.order[j] as number;
    if (!ctx.out.includes(seat) && countOf(ctx, seat) > 0) {
      next = seat;
      wrapped = j <= idx;
      break;
    }
  }
  ctx.pending = [];
  if (wrapped) {
    if (ctx.round + 1 > ctx.roundLimit) {
      finish(ctx, 'roundLimit', null, out);
      return;
    }
    ctx.round++;
    emit(out, { type: 'roundStarted', round: ctx.round });
  }
  ctx.active = next;
}

/** Events that change no card and lead to no transient state (the context may share its card objects). */
export const touchesNoCard = (ev: CloudsEvent): boolean =>
  ev.type === 'SELECT_CARD' || ev.type === 'DESELECT_CARD' || ev.type === 'CONCEDE';

// ---- legal moves ------------------------------------------------------------------------------

/** Every event `seat` may send now (CONCEDE included while the seat is in the game). */
export function legalMoves(ctx: Ctx, seat: number): CloudsEvent[] {
  if (ctx.phase === 'gameOver') return [];
  const out: CloudsEvent[] = actionMoves(ctx, seat);
  if (!ctx.out.includes(seat)) out.push({ type: 'CONCEDE', seat });
  return out;
}

/** legalMoves without CONCEDE (what bots choose from). */
export function actionMoves(ctx: Ctx, seat: number): CloudsEvent[] {
  if (ctx.phase === 'gameOver' || awaitedSeat(ctx) !== seat) return [];
  const out: CloudsEvent[] = [];
  switch (ctx.phase) {
    case 'draft':
      for (const cardId of ctx.pool)
        if (mirrorAllows(ctx, seat, cardId)) out.push({ type: 'DRAFT_PICK', seat, cardId });
      break;
    case 'placePointers':
      for (const c of ctx.cards) {
        if (c.owner !== seat || c.pos !== null) continue;
        for (let h = 1; h <= 4; h++) {
          for (const cell of HARBOUR_CELLS[h] as number[]) {
            const ev = { type: 'PLACE_POINTER' as const, seat, cardId: c.id, cell: xy(cell) };
            if (checkPlacePointer(ctx, seat, c.id, ev.cell) === null) out.push(ev);
          }
        }
      }
      break;
    case 'placeMoodTokens': {
      // the conditions of checkPlaceToken, computed once for the whole board
      const used = new Set<number>();
      const taken = new Set<number>();
      for (const t of ctx.tokens) {
        taken.add(t.cell);
        if (t.seat === seat) used.add(BOARD.octant[t.cell] as number);
      }
      for (const c of ctx.cards) if (c.pos !== null) taken.add(c.pos);
      for (let cell = 0; cell < CELLS; cell++) {
        if (BOARD.kind[cell] === 'storm' || BOARD.harbour[cell] || taken.has(cell)) continue;
        if (used.has(BOARD.octant[cell] as number)) continue;
        out.push({ type: 'PLACE_TOKEN', seat, cell: xy(cell) });
      }
      break;
    }
    case 'selectCard':
      for (const cardId of ctx.pending) out.push({ type: 'SELECT_CARD', seat, cardId });
      break;
    case 'abilityWindow': {
      const cur = ctx.cur as NonNullable<Ctx['cur']>;
      const card = cardOf(ctx, cur.cardId);
      if (!cur.committed) {
        for (const cardId of ctx.pending) if (cardId !== cur.cardId) out.push({ type: 'SELECT_CARD', seat, cardId });
        out.push({ type: 'DESELECT_CARD', seat });
      }
      if (!cur.abilityUsed && card.mood >= defOf(card.id).cost) {
        for (const p of abilityPayloads(ctx, card)) out.push({ type: 'USE_ABILITY', seat, cardId: card.id, ...p });
      }
      out.push(...movesOf(ctx, card, seat));
      out.push(...classActions(ctx, card, seat));
      out.push({ type: 'SKIP', seat, cardId: card.id });
      break;
    }
    case 'awaitDrain': {
      const R = (ctx.drain as NonNullable<Ctx['drain']>).R;
      for (let amount = 0; amount <= R; amount++) out.push({ type: 'DRAIN', seat, amount });
      break;
    }
  }
  return out;
}

export function classActions(ctx: Ctx, card: CardState, seat: number): CloudsEvent[] {
  const base = { type: 'CLASS_ACTION' as const, seat, cardId: card.id };
  switch (defOf(card.id).cls) {
    case 'pegasus':
      return cloudAt(card.pos)
        ? [
            { ...base, delta: 1 },
            { ...base, delta: -1 },
          ]
        : [];
    case 'unicorn':
      return ctx.cards
        .filter((t) => checkClassAction(ctx, card, undefined, t.id) === null)
        .map((t) => ({ ...base, targetId: t.id }));
    case 'earth':
      return [base];
  }
}
