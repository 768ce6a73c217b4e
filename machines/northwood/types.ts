/** The shapes of For Northwood!: options, context (rules §2.5), events (§4), pending choices, emitted events. */
import type { RngState } from '../core/rng';
import type { AbilityId, CardId, ChallengeRules, CharId, Difficulty, Medal, Suit, Trump } from './content';

export type Mode = 'intro' | 'full' | 'challenge' | 'tutorial';

/** An explicit deal (tutorial, fixed challenges, tests). Every field is optional. */
export interface FixedSetup {
  allies?: (CharId | null)[]; // slot 0..3; null = empty slot
  rulers?: CharId[]; // fief 0..7
  hand?: CardId[]; // the first visit's hand
  deck?: CardId[]; // the deck from the top; cards in neither list are shuffled below it
}

export interface NorthwoodOptions {
  mode: Mode;
  difficulty: Difficulty;
  challengeId?: string;
  fixed?: FixedSetup;
}

export type FiefStatus = 'unvisited' | 'friendly' | 'failed';
export interface FiefState {
  status: FiefStatus;
  ruler: CharId | null;
}
export interface Slot {
  ally: CharId | null;
  sub: CharId | null;
  exhausted: boolean;
}
export interface DeckCard {
  card: CardId;
  known: boolean;
}

/** A follow-up choice an ability waits for (`abilityChoice`). */
export type Pending =
  | { kind: 'discardTwo'; ability: AbilityId; slot: number } // draw2-discard2: {cards:[a,b]}
  | { kind: 'peekSwap'; ability: AbilityId; slot: number; card: CardId } // {swapWith}
  | { kind: 'acknowledge'; ability: AbilityId; slot: number; cards: CardId[] } // peek-three: {}
  | { kind: 'purgeOrder'; ability: AbilityId; slot: number; cards: CardId[] } // name-draw-purge: {order?}
  | { kind: 'stockpile'; ability: AbilityId; slot: number } // {card}
  | { kind: 'foresee'; ability: AbilityId; slot: number; cards: CardId[] } // {order}
  | { kind: 'glimpse'; ability: AbilityId; slot: number; card: CardId } // {toBottom}
  | { kind: 'insight'; ability: AbilityId; slot: number; cards: CardId[] }; // {keep}

export interface Visit {
  fief: number;
  trumpOverride: Trump | null;
  abilityUsed: boolean;
  freeResponse: boolean;
  abilitiesUsed: number;
  statement: CardId | null;
  pending: Pending | null;
  /** False while substitutes are being chosen; true once the dialogues began. */
  confirmed: boolean;
  /** Cards were drawn at CHOOSE_FIEF (blind challenge): no take-back. */
  blindDrawn: boolean;
}

export interface TrickLog {
  visit: number; // visitsDone when it happened
  fief: number;
  statement: CardId;
  response: CardId;
  won: boolean;
  trump: Trump;
}

export interface GameOverInfo {
  score: number;
  medal: Medal;
  won: boolean;
  conceded: boolean;
}

export interface Ctx {
  mode: Mode;
  difficulty: Difficulty;
  challengeId: string | null;
  target: number;
  handSize: number;
  rules: ChallengeRules;
  rng: RngState;
  fiefs: FiefState[];
  slots: Slot[];
  removed: CharId[];
  hand: CardId[];
  deck: DeckCard[]; // 0 = top
  discard: CardId[]; // last = top
  score: CardId[]; // last = top
  visit: Visit | null;
  visitsDone: number;
  log: TrickLog[];
  over: GameOverInfo | null;
}

export type Phase =
  | 'chooseFief'
  | 'chooseSubstitutes'
  | 'abilityWindow'
  | 'abilityChoice'
  | 'awaitReveal'
  | 'response'
  | 'gameOver';

export type Pile = 'hand' | 'deck' | 'deckBottom' | 'discard' | 'score';

/** Ability arguments (§5); each ability reads the fields it needs. */
export interface AbilityArgs {
  order?: CardId[];
  fief?: number;
  from?: ('deck' | 'discard' | 'score')[];
  cards?: CardId[];
  inner?: AbilityArgs;
  suit?: Suit;
  take?: CardId;
  give?: CardId;
  card?: CardId;
  fromScore?: CardId;
  fromHand?: CardId;
  trump?: Trump;
  fiefs?: number[];
}

export type NorthwoodEvent =
  | { type: 'CHOOSE_FIEF'; fief: number }
  | { type: 'CONCEDE' }
  | { type: 'SET_SUBSTITUTE'; slot: number; ruler: CharId | null }
  | { type: 'BACK' }
  | { type: 'CONFIRM_SUBSTITUTES' }
  | { type: 'USE_ABILITY'; slot: number; args?: AbilityArgs }
  | { type: 'REVEAL' }
  | {
      type: 'ABILITY_CHOICE';
      cards?: CardId[];
      swapWith?: CardId | null;
      order?: CardId[];
      card?: CardId;
      toBottom?: boolean;
      keep?: CardId;
    }
  | { type: 'PLAY_CARD'; card: CardId };

export const EVENT_TYPES = [
  'CHOOSE_FIEF',
  'CONCEDE',
  'SET_SUBSTITUTE',
  'BACK',
  'CONFIRM_SUBSTITUTES',
  'USE_ABILITY',
  'REVEAL',
  'ABILITY_CHOICE',
  'PLAY_CARD',
] as const;

/** Everything the table animates, in order. Cards are named; the deck's hidden order never is. */
export type NorthwoodEmitted =
  | { type: 'deckShuffled'; size: number }
  | { type: 'handDealt'; cards: CardId[] }
  | { type: 'fiefChosen'; fief: number; ruler: CharId | null; trump: Trump }
  | { type: 'fiefUnchosen'; fief: number }
  | { type: 'substituteSet'; slot: number; ruler: CharId | null; previous: CharId | null }
  | { type: 'dialoguesBegin'; fief: number }
  | {
      type: 'abilityUsed';
      slot: number;
      character: CharId;
      ability: AbilityId;
      args: AbilityArgs | null;
      noop: boolean;
      mimicked?: AbilityId;
    }
  | { type: 'abilityChosen'; slot: number; ability: AbilityId; choice: Record<string, unknown> }
  | { type: 'cardsMoved'; from: Pile; to: Pile; cards: CardId[] }
  | { type: 'deckRevealed'; cards: CardId[]; positions: number[] }
  | { type: 'deckReordered'; cards: CardId[] }
  | { type: 'trumpChanged'; trump: Trump }
  | { type: 'rulersSwapped'; fiefs: [number, number]; rulers: [CharId | null, CharId | null] }
  | { type: 'freeResponseGranted' }
  | { type: 'statementRevealed'; card: CardId; trump: Trump }
  | { type: 'responsePlayed'; card: CardId; statement: CardId }
  | {
      type: 'trickResolved';
      statement: CardId;
      response: CardId;
      won: boolean;
      to: 'score' | 'discard';
      tricks: number;
    }
  | { type: 'visitEnded'; fief: number; friendly: boolean; tricks: number; need: number; ruler: CharId | null }
  | { type: 'rulerRemoved'; fief: number; ruler: CharId }
  | { type: 'substituteRemoved'; slot: number; ruler: CharId; fief: number }
  | { type: 'slotsReadied' }
  | { type: 'cardsCollected'; cards: number }
  | { type: 'gameOver'; score: number; medal: Medal; won: boolean; target: number; conceded: boolean };

/** Where emitted events go; null when nobody listens (bots' rollouts). */
export type Out = NorthwoodEmitted[] | null;
