/** Cloud Marches: context, events and options (plain JSON throughout, so records and views stay simple). */
import type { LogChunk } from '../core/log';
import type { RngState } from '../core/rng';
import type { CardClass, CardId, Cell, CloudId, Direction } from './content';

/** One card's dynamic state (§4.2). `pos` is a cell index (y·31 + x); null while in the pool or out of the game. */
export interface CardState {
  id: CardId;
  owner: number | null;
  pos: number | null;
  vigor: number;
  mood: number;
  skipMark: boolean;
  respite: boolean;
  doubledNext: boolean;
  hobbledNext: boolean;
  unveiled: boolean;
  bulwark: boolean;
}

/**
 * Where the game stands. The stable phases (the machine waits for a player there) are draft,
 * placePointers, placeMoodTokens, selectCard, abilityWindow, awaitDrain and gameOver; the others are
 * the statechart's transient states, named the same.
 */
export type Phase =
  | 'draft'
  | 'placePointers'
  | 'placeMoodTokens'
  | 'turnStart'
  | 'selectCard'
  | 'abilityWindow'
  | 'resolution'
  | 'awaitDrain'
  | 'cleanup'
  | 'endTurn'
  | 'gameOver';

/** The current card's action (§4.2 `cur`). */
export interface CurrentAction {
  cardId: CardId;
  committed: boolean;
  abilityUsed: boolean;
  doubledNow: boolean;
  hobbledNow: boolean;
  tailwind: boolean;
  stoop: boolean;
  grind: boolean;
  /** The card Haul picked (e1), placed on the move's end cell after resolution. */
  haul: CardId | null;
  kind: 'move' | 'class' | 'skip' | null;
  /** Allowance of the move (set when the card moves). */
  A: number;
  /** Path length of the move. */
  s: number;
  targetId: CardId | null;
  /** End cell F of the move. */
  end: number | null;
}

/** An attack waiting for DRAIN (resolution.awaitDrain). */
export interface PendingDrain {
  cardId: CardId;
  targetId: CardId;
  R: number;
  rate: number;
  effV: number;
  /** Option vigorChips (§5.1): each drain point also costs the mover a chip, so its effV is recomputed. */
  chips: { mult: number; stoop: number } | null;
}

export interface Token {
  cell: number;
  seat: number;
}

export type EndReason = 'allCards' | 'concede' | 'roundLimit';

export interface Outcome {
  reason: EndReason;
  counts: number[];
  winners: number[];
  draw: boolean;
  conceded: number | null;
}

/** Tallies for the balance report (not read by the rules). */
export interface Stats {
  /** Ability uses per card, indexed as CARDS. */
  abilities: number[];
  /** Ability uses per seat (who paid the mood). */
  abilitiesBySeat: number[];
  /** Class actions: pegasus, unicorn, earth. */
  classActions: number[];
  moves: number;
  skips: number;
  forcedSkips: number;
  captures: number;
  drains: number;
  /** The seat that made the game's first capture (null until one happens). */
  firstCapture: number | null;
  /** Each seat's draft picks in order (empty in a fixed setup: nobody drafted). */
  drafted: CardId[][];
}

export interface Ctx {
  seats: number;
  roundLimit: number;
  rng: RngState;
  order: number[];
  out: number[];
  /** Active seat (a seat number, not an index into order). */
  active: number;
  round: number;
  phase: Phase;
  /** Setup progress: picks, pointers or tokens placed so far in the current setup step. */
  step: number;
  pool: CardId[];
  /** Option `mirror`: the class each seat may draft (null: any). */
  draftClasses: CardClass[] | null;
  outOfGame: CardId[];
  /** Option `vigorChips` (§5.1): moving and draining spend vigor; only a declared skip restores it. */
  vigorChips: boolean;
  /** Indexed as CARDS (CARD_INDEX). */
  cards: CardState[];
  tokens: Token[];
  veils: { source: CardId; cloud: CloudId }[];
  tempStorms: { source: CardId; cells: number[] }[];
  pending: CardId[];
  cur: CurrentAction | null;
  drain: PendingDrain | null;
  result: Outcome | null;
  stats: Stats;
  /** The chronicle: what was done, as the log keeps it (chronicle.ts; newest chunk first, core/log.ts). */
  log: LogChunk<LogEntry> | null;
}

// ---- events ---------------------------------------------------------------------------------

export type DraftPick = { type: 'DRAFT_PICK'; seat: number; cardId: CardId };
export type PlacePointer = { type: 'PLACE_POINTER'; seat: number; cardId: CardId; cell: Cell };
export type PlaceToken = { type: 'PLACE_TOKEN'; seat: number; cell: Cell };
export type SelectCard = { type: 'SELECT_CARD'; seat: number; cardId: CardId };
export type DeselectCard = { type: 'DESELECT_CARD'; seat: number };
export type UseAbility = {
  type: 'USE_ABILITY';
  seat: number;
  cardId: CardId;
  targetId?: CardId;
  cell?: Cell;
  cells?: Cell[];
  dir?: Direction;
  n?: number;
};
export type Move = { type: 'MOVE'; seat: number; cardId: CardId; path: Cell[]; targetId?: CardId };
export type ClassAction = { type: 'CLASS_ACTION'; seat: number; cardId: CardId; delta?: 1 | -1; targetId?: CardId };
export type Skip = { type: 'SKIP'; seat: number; cardId: CardId };
export type Drain = { type: 'DRAIN'; seat: number; amount: number };
export type Concede = { type: 'CONCEDE'; seat: number };

export type CloudsEvent =
  | DraftPick
  | PlacePointer
  | PlaceToken
  | SelectCard
  | DeselectCard
  | UseAbility
  | Move
  | ClassAction
  | Skip
  | Drain
  | Concede;

export const EVENT_TYPES = [
  'DRAFT_PICK',
  'PLACE_POINTER',
  'PLACE_TOKEN',
  'SELECT_CARD',
  'DESELECT_CARD',
  'USE_ABILITY',
  'MOVE',
  'CLASS_ACTION',
  'SKIP',
  'DRAIN',
  'CONCEDE',
] as const;

/** What the machine emits for scenes and sounds (see the README of the report for payloads). */
export interface CloudsEmitted {
  type: string;
  [key: string]: unknown;
}

// ---- the chronicle ---------------------------------------------------------------------------

/** Vigor an ability strikes off an opponent's card (an attack without a move: its own line). */
export type StrikingAbility = 'hailstroke' | 'redLetter' | 'tocsin';

/** A card that moved: by its own move, or carried by an ability (Haul, Blink, Summons, Conjunction, Shove). */
export type MoveReason = 'move' | 'haul' | 'blink' | 'summons' | 'conjunction' | 'shove';

/** An entry of the chronicle: an emitted event as the public log keeps it (chronicle.ts). */
export type LogEntry =
  | { type: 'cardDrafted'; seat: number; cardId: CardId }
  | { type: 'draftEnded'; outOfGame: CardId[] }
  | { type: 'pointerPlaced'; seat: number; cardId: CardId; harbour: number }
  | { type: 'tokenPlaced'; seat: number; octant: number }
  | { type: 'roundStarted'; round: number }
  | { type: 'abilityUsed'; seat: number; cardId: CardId; ability: string; targetId: CardId | null }
  | { type: 'classAction'; seat: number; cardId: CardId; cls: CardClass; delta: 1 | -1 | null; targetId: CardId | null }
  | { type: 'pointerMoved'; seat: number; cardId: CardId; reason: MoveReason; steps: number; to: Cell }
  | { type: 'moodTaken'; cardId: CardId }
  | {
      type: 'attacked';
      seat: number;
      cardId: CardId;
      targetId: CardId;
      targetSeat: number;
      effV: number;
      targetVigor: number;
      captured: boolean;
    }
  | { type: 'drained'; seat: number; cardId: CardId; targetId: CardId; amount: number; from: number; to: number }
  | { type: 'vigorLost'; seat: number; cardId: CardId; reason: StrikingAbility; from: number; to: number }
  | { type: 'cardCaptured'; cardId: CardId; by: CardId; from: number; to: number }
  | { type: 'skipped'; seat: number; cardId: CardId; from: number; to: number }
  | { type: 'forcedSkip'; seat: number; cardId: CardId }
  | { type: 'playerOut'; seat: number }
  | { type: 'conceded'; seat: number }
  | { type: 'gameOver'; reason: EndReason; winners: number[]; draw: boolean; conceded: number | null };

// ---- options --------------------------------------------------------------------------------

/** A card of a fixed setup (tutorial, tests): owner and cell required, the rest defaults to a fresh card. */
export interface FixedCard {
  id: CardId;
  owner: number;
  pos: Cell;
  vigor?: number;
  mood?: number;
  skipMark?: boolean;
  respite?: boolean;
  doubledNext?: boolean;
  hobbledNext?: boolean;
  unveiled?: boolean;
  bulwark?: boolean;
}

export interface FixedSetup {
  /** Seat order; default 0..N−1. */
  order?: number[];
  cards: FixedCard[];
  /** Token cells, optionally with the seat that placed them (default: seat 0). */
  tokens?: (Cell | { cell: Cell; seat: number })[];
  /** Temporary storms already raised (by a Thunderhead card in play), for tests and challenges. */
  storms?: { source: CardId; cells: Cell[] }[];
  round?: number;
}

export interface CloudsOptions {
  /** The game ends when this round is over (default 60). */
  roundLimit?: number;
  fixed?: FixedSetup;
  /**
   * Single-class drafts for the §2.2 balance check: each seat drafts only cards of one class, drawn
   * at setup from the seed (different classes while there are enough: 2–3 seats).
   */
  mirror?: boolean;
  /** §5.1's rule set (moving spends vigor chips) when true, §5's (vigor is an allowance) when false; default DEFAULT_VIGOR_CHIPS. */
  vigorChips?: boolean;
  /** Carried for the app (not read by the rules). */
  mode?: string;
  difficulty?: string;
}
