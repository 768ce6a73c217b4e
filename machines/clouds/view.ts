/**
 * What the table shows. Cloud Marches has perfect information, so every viewer sees everything;
 * the view is plain JSON with the derived values a player reads off the table (allowance, Shield
 * and Ward, what a drain needs, counts), and `reach` answers the hover question "where can this
 * card go and whom can it attack from there?".
 */
import { publicLog } from '../core/log';
import {
  BOARD,
  CARD_BY_ID,
  CARDS_PER_PLAYER,
  type CardDef,
  type CardId,
  CELLS,
  type Cell,
  type CloudId,
  isCardId,
  TOKENS_PER_PLAYER,
} from './content';
import { canonicalPath, field, UNREACHED } from './paths';
import {
  allowance,
  attackable,
  awaitedSeat,
  cardOf,
  chipCost,
  cloudIdAt,
  countOf,
  drainNeed,
  gridOf,
  pendingNeed,
  shielded,
  strikeNeed,
  strikeOf,
  warded,
  xy,
} from './state';
import type { CardState, Ctx, CurrentAction, LogEntry, Outcome, Phase } from './types';

/** A card as every seat sees it: its definition and its state, with its cell as [x, y]. */
export interface CardView extends Pick<CardDef, 'id' | 'cls' | 'V' | 'M' | 'ability' | 'cost'>, Omit<CardState, 'pos'> {
  where: 'pool' | 'outOfGame' | 'inPlay';
  pos: Cell | null;
  cloud: CloudId | null;
  /** Safe from non-pegasus sources (a pegasus on a cloud, not unveiled). */
  shielded: boolean;
  /** Under Bulwark or a Veil, not unveiled. */
  warded: boolean;
  pending: boolean;
  selected: boolean;
  /** Its allowance if it moved now (doubled/hobbled/Tailwind applied). */
  allowance: number;
}

export interface CloudsView {
  viewer: number | 'spectator';
  seats: number;
  phase: Phase;
  round: number;
  roundLimit: number;
  /** §5.1 (moving spends vigor chips) or §5 (vigor is an allowance). */
  vigorChips: boolean;
  order: number[];
  /** The seat whose turn it is (null during setup and after the end). */
  activeSeat: number | null;
  /** The seat whose input the game waits for now. */
  awaitedSeat: number | null;
  setup: null | {
    step: 'draft' | 'placePointers' | 'placeMoodTokens';
    done: number;
    total: number;
    /** Harbour (1..4) each seat has claimed, null before its first pointer. */
    harbours: (number | null)[];
    /** Octants (1..8) each seat has used for its tokens. */
    octantsUsed: number[][];
  };
  cards: CardView[];
  pool: CardId[];
  outOfGame: CardId[];
  tokens: { cell: Cell; seat: number }[];
  tempStorms: { source: CardId; cells: Cell[] }[];
  veils: { source: CardId; cloud: CloudId }[];
  pending: CardId[];
  /** The current card's action; `A` is its allowance now (the move's, once it moved). */
  current: null | Pick<
    CurrentAction,
    'cardId' | 'committed' | 'abilityUsed' | 'doubledNow' | 'hobbledNow' | 'tailwind' | 'stoop' | 'grind' | 'haul' | 'A'
  >;
  awaitDrain: null | {
    cardId: CardId;
    targetId: CardId;
    cell: Cell;
    R: number;
    rate: number;
    effV: number;
    targetVigor: number;
    /** Drain points that capture (null: R is not enough). */
    toCapture: number | null;
    /** §5.1: each point also costs the mover a chip (its effV falls with it). */
    moverLoses: boolean;
  };
  counts: number[];
  out: number[];
  result: Outcome | null;
  /** The chronicle, oldest first (shared by every view of this moment: read it, never change it). */
  log: LogEntry[];
}

function cardView(ctx: Ctx, c: CardState): CardView {
  const def = CARD_BY_ID[c.id];
  const inPlay = c.owner !== null;
  return {
    ...c,
    cls: def.cls,
    V: def.V,
    M: def.M,
    ability: def.ability,
    cost: def.cost,
    where: inPlay ? 'inPlay' : ctx.pool.includes(c.id) ? 'pool' : 'outOfGame',
    pos: c.pos === null ? null : xy(c.pos),
    cloud: cloudIdAt(c.pos),
    shielded: c.pos !== null && shielded(c, false),
    warded: c.pos !== null && warded(ctx, c),
    pending: ctx.pending.includes(c.id),
    selected: ctx.cur?.cardId === c.id,
    allowance: inPlay ? allowance(ctx, c) : 0,
  };
}

/** The whole public state as plain JSON (everyone sees everything in this game). */
export function view(ctx: Ctx, viewer: number | 'spectator'): CloudsView {
  const inSetup = ctx.phase === 'draft' || ctx.phase === 'placePointers' || ctx.phase === 'placeMoodTokens';
  const d = ctx.drain;
  let awaitDrain: CloudsView['awaitDrain'] = null;
  if (d) {
    const t = cardOf(ctx, d.targetId);
    const need = pendingNeed(d, t.vigor, cardOf(ctx, d.cardId).vigor);
    awaitDrain = {
      cardId: d.cardId,
      targetId: d.targetId,
      cell: xy(t.pos as number),
      R: d.R,
      rate: d.rate,
      effV: d.effV,
      targetVigor: t.vigor,
      toCapture: need <= d.R ? need : null,
      moverLoses: d.chips !== null,
    };
  }
  const cur = ctx.cur;
  return {
    viewer,
    seats: ctx.seats,
    phase: ctx.phase,
    round: ctx.round,
    roundLimit: ctx.roundLimit,
    vigorChips: ctx.vigorChips,
    order: ctx.order.slice(),
    activeSeat: inSetup || ctx.phase === 'gameOver' ? null : ctx.active,
    awaitedSeat: awaitedSeat(ctx),
    setup: inSetup
      ? {
          step: ctx.phase as 'draft' | 'placePointers' | 'placeMoodTokens',
          done: ctx.step,
          total: ctx.seats * (ctx.phase === 'placeMoodTokens' ? TOKENS_PER_PLAYER : CARDS_PER_PLAYER),
          harbours: Array.from({ length: ctx.seats }, (_, s) => {
            const c = ctx.cards.find((k) => k.owner === s && k.pos !== null);
            return c ? harbourOf(c.pos as number) : null;
          }),
          octantsUsed: Array.from({ length: ctx.seats }, (_, s) =>
            ctx.tokens.filter((t) => t.seat === s).map((t) => octantOfCell(t.cell)),
          ),
        }
      : null,
    cards: ctx.cards.map((c) => cardView(ctx, c)),
    pool: ctx.pool.slice(),
    outOfGame: ctx.outOfGame.slice(),
    tokens: ctx.tokens.map((t) => ({ cell: xy(t.cell), seat: t.seat })),
    tempStorms: ctx.tempStorms.map((s) => ({ source: s.source, cells: s.cells.map(xy) })),
    veils: ctx.veils.map((v) => ({ ...v })),
    pending: ctx.pending.slice(),
    current: cur
      ? {
          cardId: cur.cardId,
          committed: cur.committed,
          abilityUsed: cur.abilityUsed,
          doubledNow: cur.committed ? cur.doubledNow : cardOf(ctx, cur.cardId).doubledNext,
          hobbledNow: cur.committed ? cur.hobbledNow : cardOf(ctx, cur.cardId).hobbledNext,
          tailwind: cur.tailwind,
          stoop: cur.stoop,
          grind: cur.grind,
          haul: cur.haul,
          A: cur.kind === 'move' ? cur.A : allowance(ctx, cardOf(ctx, cur.cardId)),
        }
      : null,
    awaitDrain,
    counts: Array.from({ length: ctx.seats }, (_, s) => countOf(ctx, s)),
    out: ctx.out.slice(),
    result: ctx.result,
    log: publicLog(ctx.log),
  };
}

const harbourOf = (cell: number): number | null => (BOARD.harbour[cell] as number) || null;
const octantOfCell = (cell: number): number => BOARD.octant[cell] as number;

// ---- reach (the UI's hover helper) -------------------------------------------------------------

export interface ReachTarget {
  id: CardId;
  /** Captured at once (its vigor is below the attacker's effective vigor). */
  immediate: boolean;
  /** Captured by draining the remaining allowance or chips (or at once). */
  capturable: boolean;
  /** Drain points the capture needs (0: at once); null when no drain captures it. */
  need: number | null;
  /** The attacker's effective vigor on arrival by this path (§5.1: after paying its chips). */
  effV: number;
}

export interface ReachCell {
  cell: Cell;
  dist: number;
  /** A canonical shortest path (cells entered); [] for an attack in place. */
  path: Cell[];
  /** §5.1: the chips this path costs (0 under §5, where moving is free). */
  cost: number;
  targets: ReachTarget[];
}

export interface Reach {
  cardId: CardId;
  from: Cell;
  A: number;
  /** Effective vigor on arrival without moving (§5.1: it falls with each chip spent). */
  effV: number;
  rate: number;
  vigorChips: boolean;
  cells: ReachCell[];
}

/**
 * Where `cardId` can end a move now, with a canonical shortest path per cell and the cards it could
 * attack there (the starting cell appears only when it holds a target). Counts the current action's
 * Tailwind, Stoop and Grind when `cardId` is the selected card; otherwise its plain allowance.
 * Takes a snapshot or its context. Null when the card is not on the map.
 */
export function reach(source: Ctx | { context: Ctx }, cardId: CardId): Reach | null {
  const ctx = Object.hasOwn(source, 'context') ? (source as { context: Ctx }).context : (source as Ctx);
  if (!isCardId(cardId)) return null;
  const card = cardOf(ctx, cardId);
  if (card.pos === null || card.owner === null) return null;
  const mine = ctx.cur?.cardId === cardId;
  const st = strikeOf(ctx, card);
  const A = st.A;
  const effV = card.vigor * (st.chips && st.doubled ? 2 : 1) + st.stoop;
  const grid = gridOf(ctx, mine ? undefined : null);
  const c0 = card.pos;
  const f = field(grid, c0);
  const cells: ReachCell[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    const d = f[cell] as number;
    if (d === UNREACHED || d > A) continue;
    const targets: ReachTarget[] = [];
    for (const t of ctx.cards) {
      if (t.pos !== cell || !attackable(ctx, t, card)) continue;
      const need = strikeNeed(st, d, t.vigor);
      // §5: what a drain would need with allowance to spare (shown even when this path leaves too little)
      const anyNeed = st.chips ? need : drainNeed(t.vigor, card.vigor + st.stoop, st.rate);
      targets.push({
        id: t.id,
        immediate: need === 0,
        capturable: need >= 0,
        need: anyNeed >= 0 && Number.isFinite(anyNeed) ? anyNeed : null,
        effV: st.chips ? (card.vigor - chipCost(d, st.doubled, st.free)) * (st.doubled ? 2 : 1) + st.stoop : effV,
      });
    }
    if (cell === c0 && targets.length === 0) continue;
    cells.push({
      cell: xy(cell),
      dist: d,
      path: (canonicalPath(grid, c0, cell) as number[]).map(xy),
      cost: st.chips ? chipCost(d, st.doubled, st.free) : 0,
      targets,
    });
  }
  return { cardId, from: xy(c0), A, effV, rate: st.rate, vigorChips: st.chips, cells };
}
