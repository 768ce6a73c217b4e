/** The shapes of a Four Temperaments game: context, player events, emitted events, options. */
import type { LogChunk } from '../core/log';
import type { RngState } from '../core/rng';
import type { GoalId, H, ResidentType } from './content';

export type Pos =
  | { k: 'bag' }
  | { k: 'supply' }
  | { k: 'scene'; card: string; slot: number }
  | { k: 'party'; tile: string; slot: number }
  | { k: 'board'; loc: string };

export type Via = 'win' | 'escape' | 'animal' | 'party';

export interface Token {
  id: string;
  owner: number;
  h: H;
  pos: Pos;
  resType?: ResidentType; // the slot's resident type, once on the board (undefined before: every token has the field)
  via?: Via;
}

/** A card slot as events name it: a scene in the row or a party tile, and the resident slot index. */
export interface At {
  kind: 'scene' | 'party';
  id: string;
  slot: number;
}

export type ChoiceKind = 'escape' | 'animal' | 'party';
export interface Choice {
  seat: number;
  token: string;
  kind: ChoiceKind;
  options: string[];
  from: At;
}

export interface RowCard {
  card: string;
  slots: (string | null)[]; // token ids, face down until the round's resolution
}

export interface PartyState {
  id: string;
  resolved: boolean;
  slots: (string | null)[];
}

export interface GoalState {
  id: GoalId;
  markers: number[]; // seats, in the order they marked it
}

export interface CardOutcome {
  card: string;
  winners: TokenAt[];
  escapers: TokenAt[];
  losers: TokenAt[];
}

export type Phase = 'setup' | 'placement' | 'awaitChoice' | 'choosingParty' | 'partyChoices' | 'cleanup' | 'over';
/** Why a round's placement ended (§4): two full scenes, N passes in a row, or no tokens left anywhere. */
export type RoundEnd = 'twoFull' | 'allPassed' | 'outOfTokens';
/** Why the game ended (§7): E1, E2, E3. */
export type EndReason = 'allParties' | 'deckOut' | 'tokensOut';

export interface Final {
  scores: number[];
  boardTokens: number[];
  locations: number[];
  winners: number[];
  /** Which rule separated the winners: markers, board tokens, distinct locations, or a shared win. */
  decidedBy: 'markers' | 'boardTokens' | 'locations' | 'shared';
}

/** Counters for the balance report: per humour, how scene tokens fared when revealed. */
export interface Stats {
  revealed: Record<H, number>;
  won: Record<H, number>;
  escaped: Record<H, number>;
  /** How each round's placement ended. */
  roundEnds: Record<RoundEnd, number>;
}

export interface Ctx {
  seats: number;
  /** Variant `steadySupply` (§4): a replacement is drawn after each placement. */
  steady: boolean;
  rng: RngState;
  tokens: Token[]; // seat s owns tokens[20s .. 20s+19]
  deck: string[]; // top first
  discard: string[];
  row: RowCard[];
  rowRevealed: boolean;
  parties: PartyState[];
  goals: GoalState[];
  round: number;
  firstPlayer: number;
  start: number;
  current: number;
  passes: number;
  phase: Phase;
  choices: Choice[];
  partyQueue: { seat: number; goal: GoalId }[];
  lastRoundEnd: RoundEnd | null;
  endReason: EndReason | null;
  outcomes: CardOutcome[];
  /** Fixed bag draw order per seat (token ids), used before random draws (tutorial, tests). */
  bagQueue: string[][];
  /** The fixed setup from the options, consumed by the setup state. */
  pending: FixedSetup | null;
  final: Final | null;
  stats: Stats;
  /** Public log: every emitted event as a spectator sees it (newest chunk first; core/log.ts). */
  log: LogChunk<Emitted> | null;
}

// ---- player events --------------------------------------------------------------------------

export type PlaceEvent = { type: 'PLACE'; seat: number; tokenId: string; target: At };
export type PassEvent = { type: 'PASS'; seat: number };
export type ChooseLocationEvent = { type: 'CHOOSE_LOCATION'; seat: number; tokenId: string; locId: string };
export type ChoosePartyEvent = { type: 'CHOOSE_PARTY'; seat: number; partyId: string };
export type PlayerEvent = PlaceEvent | PassEvent | ChooseLocationEvent | ChoosePartyEvent;

// ---- emitted events -------------------------------------------------------------------------

/** A token as a resolution names it: owner, humour, slot, and its id where the viewer may know it. */
export interface TokenAt {
  seat: number;
  h: H;
  slot: number;
  tokenId: string | null;
}

export type Emitted =
  | { type: 'goalsShown'; goals: GoalId[] }
  | { type: 'roundStarted'; round: number; start: number }
  | { type: 'scenesRevealed'; round: number; cards: string[]; deckCount: number }
  | {
      type: 'tokenDrawn';
      seat: number;
      tokenId: string | null;
      h: H | null;
      reason: 'setup' | 'refill' | 'replace';
      supplyCount: number;
      bagCount: number;
    }
  | { type: 'tokenPlaced'; seat: number; tokenId: string | null; h: H | null; at: At; resType: ResidentType }
  | { type: 'passed'; seat: number; auto: boolean; passes: number }
  | { type: 'roundEnded'; round: number; reason: RoundEnd }
  | { type: 'tokenRevealed'; seat: number; tokenId: string | null; h: H; at: At }
  | {
      type: 'cardResolved';
      card: string;
      kind: 'scene' | 'party';
      location: string | null;
      winners: TokenAt[];
      escapers: TokenAt[];
      losers: TokenAt[];
    }
  | {
      type: 'tokenToBoard';
      seat: number;
      tokenId: string;
      h: H;
      loc: string;
      resType: ResidentType;
      via: Via;
      from: At;
    }
  | { type: 'markerPlaced'; seat: number; goal: GoalId; position: number; final: boolean }
  | { type: 'partyResolved'; party: string; seat: number; winners: TokenAt[]; losers: TokenAt[] }
  | { type: 'tokensReturned'; tokens: { seat: number; tokenId: string | null; h: H; from: At }[] }
  | { type: 'rowDiscarded'; cards: string[] }
  | {
      type: 'gameOver';
      reason: EndReason;
      scores: number[];
      winners: number[];
      boardTokens: number[];
      locations: number[];
      decidedBy: Final['decidedBy'];
    };

/** Pushes emitted events; null when nobody listens (bot rollouts). */
export type Fx = Emitted[] | null;

// ---- options --------------------------------------------------------------------------------

/** A fixed deal (tutorial, tests). Anything left out is dealt at random as usual. */
export interface FixedSetup {
  goals?: GoalId[]; // the 4 displayed goals, positions 1–4
  deck?: string[]; // scene ids from the top (the first 4 are round 1's row); the rest follow shuffled
  supplies?: H[][]; // per seat: its starting supply (≤4)
  bags?: H[][]; // per seat: humours its bag yields first, in order
  board?: { seat: number; h: H; loc: string; resType: ResidentType }[]; // tokens already on the board
  firstPlayer?: number;
}

export interface TemperamentsOptions {
  setup?: FixedSetup;
  /** Spec v1's economy: draw a replacement after every placement (off: four potions a round). */
  steadySupply?: boolean;
}
