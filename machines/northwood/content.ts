/**
 * For Northwood! content: 32 dialogue cards, 24 characters, 8 fiefs and the 8 challenges
 * (rules §2, §9). Ids and numbers only; display text lives in src/i18n/northwood.ts.
 */

export const SUITS = ['claws', 'flowers', 'leaves', 'eyes'] as const;
export type Suit = (typeof SUITS)[number];
export type Trump = Suit | 'none';
export const TRUMPS: readonly Trump[] = [...SUITS, 'none'];

export const VALUES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** `${suit}-${value}`; canonical order is suit, then value. */
export type CardId = `${Suit}-${(typeof VALUES)[number]}`;
export const CARDS: readonly CardId[] = SUITS.flatMap((s) => VALUES.map((v) => `${s}-${v}` as CardId));

export const TITLES = ['jack', 'queen', 'king', 'prince', 'marchioness', 'baron'] as const;
export type Title = (typeof TITLES)[number];
export const CROWNED: ReadonlySet<Title> = new Set(['prince', 'marchioness', 'baron']);

export type CharId = `${Suit}-${Title}`;

export const ABILITIES = [
  'refill',
  'scavenge',
  'bank-highest',
  'pounce',
  'rummage',
  'stockpile',
  'weed-trumps',
  'return-score',
  'discard-nine',
  'wilt',
  'prune',
  'press',
  'swap-ruler',
  'mimic',
  'peek-swap',
  'turn-topic',
  'digress',
  'reseat',
  'draw2-discard2',
  'peek-three',
  'name-draw-purge',
  'foresee',
  'glimpse',
  'insight',
] as const;
export type AbilityId = (typeof ABILITIES)[number];

export interface Character {
  id: CharId;
  suit: Suit;
  title: Title;
  crowned: boolean;
  ability: AbilityId;
}

/** Abilities by suit, in title order (§2.3). */
const ABILITY_TABLE: Record<Suit, readonly AbilityId[]> = {
  claws: ['refill', 'scavenge', 'bank-highest', 'pounce', 'rummage', 'stockpile'],
  flowers: ['weed-trumps', 'return-score', 'discard-nine', 'wilt', 'prune', 'press'],
  leaves: ['swap-ruler', 'mimic', 'peek-swap', 'turn-topic', 'digress', 'reseat'],
  eyes: ['draw2-discard2', 'peek-three', 'name-draw-purge', 'foresee', 'glimpse', 'insight'],
};

/** All 24 characters in canonical order (suit, then title). */
export const CHARACTERS: readonly Character[] = SUITS.flatMap((suit) =>
  TITLES.map((title, i) => ({
    id: `${suit}-${title}` as CharId,
    suit,
    title,
    crowned: CROWNED.has(title),
    ability: ABILITY_TABLE[suit][i] as AbilityId,
  })),
);
export const CHAR_IDS: readonly CharId[] = CHARACTERS.map((c) => c.id);
export const INTRO_CHAR_IDS: readonly CharId[] = CHARACTERS.filter((c) => !c.crowned).map((c) => c.id);

export interface Fief {
  id: `fief-${number}`;
  number: number; // = the exact number of tricks to win
  stars: number;
}
export const FIEF_STARS = [4, 3, 2, 1, 1, 2, 3, 4] as const;
export const FIEFS: readonly Fief[] = FIEF_STARS.map((stars, number) => ({
  id: `fief-${number}` as const,
  number,
  stars,
}));

export const DIFFICULTIES = ['standard', 'advanced', 'idealist'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const TARGETS: Record<Difficulty, number> = { standard: 16, advanced: 18, idealist: 20 };

export type Medal = 'gold' | 'silver' | 'bronze' | null;
/** The medal a score reaches, whatever difficulty was chosen (§6). */
export function medalFor(score: number): Medal {
  if (score >= 20) return 'gold';
  if (score >= 18) return 'silver';
  if (score >= 16) return 'bronze';
  return null;
}

// ---- fast lookups --------------------------------------------------------------------------

const CARD_SET: ReadonlySet<string> = new Set(CARDS);
const CHAR_MAP: ReadonlyMap<string, Character> = new Map(CHARACTERS.map((c) => [c.id, c]));
const SUIT_INDEX: Record<Suit, number> = { claws: 0, flowers: 1, leaves: 2, eyes: 3 };

/** Canonical index 0..31 of a card (suit × 8 + value − 1). */
export const CARD_INDEX: Record<CardId, number> = Object.fromEntries(CARDS.map((c, i) => [c, i])) as Record<
  CardId,
  number
>;
export const suitOf = (card: CardId): Suit => SUITS[CARD_INDEX[card] >> 3] as Suit;
export const valueOfCard = (card: CardId): number => (CARD_INDEX[card] & 7) + 1;

export const isCard = (x: unknown): x is CardId => typeof x === 'string' && CARD_SET.has(x);
export const isChar = (x: unknown): x is CharId => typeof x === 'string' && CHAR_MAP.has(x);
export const isSuit = (x: unknown): x is Suit => typeof x === 'string' && Object.hasOwn(SUIT_INDEX, x);
export const isTrump = (x: unknown): x is Trump => x === 'none' || isSuit(x);

export function character(id: CharId): Character {
  return CHAR_MAP.get(id) as Character;
}
export const abilityOf = (id: CharId): AbilityId => character(id).ability;
export const charSuit = (id: CharId): Suit => character(id).suit;

/** Sorts cards canonically (a new array). */
export function sortCards(cards: readonly CardId[]): CardId[] {
  return cards.slice().sort((a, b) => CARD_INDEX[a] - CARD_INDEX[b]);
}

// ---- challenges (§9) -----------------------------------------------------------------------

export interface ChallengeRules {
  handSize?: number;
  noSubstitutes?: boolean;
  blindChoice?: boolean;
  road?: boolean;
  maxAbilitiesPerVisit?: number;
}

export interface Challenge {
  id: string;
  base: 'intro' | 'full' | 'fixed';
  /** Slot i's ally (null = empty slot); absent = the base setup's. */
  allies?: readonly (CharId | null)[];
  /** Ruler of fief 0..7 (fixed base). */
  rulers?: readonly CharId[];
  rules: ChallengeRules;
  target: number;
}

export const CHALLENGES: readonly Challenge[] = [
  { id: 'ch1-kings-road', base: 'intro', rules: { road: true }, target: 16 },
  { id: 'ch2-blind-envoy', base: 'intro', rules: { blindChoice: true }, target: 14 },
  { id: 'ch3-no-stand-ins', base: 'full', rules: { noSubstitutes: true }, target: 16 },
  {
    id: 'ch4-three-companions',
    base: 'intro',
    allies: ['claws-jack', 'flowers-jack', 'leaves-jack', null],
    rules: {},
    target: 16,
  },
  {
    id: 'ch5-court-of-crowns',
    base: 'fixed',
    allies: ['claws-prince', 'flowers-prince', 'leaves-prince', 'eyes-prince'],
    rulers: [
      'eyes-baron',
      'claws-marchioness',
      'leaves-baron',
      'flowers-marchioness',
      'claws-baron',
      'eyes-marchioness',
      'flowers-baron',
      'leaves-marchioness',
    ],
    rules: {},
    target: 16,
  },
  { id: 'ch6-short-audience', base: 'intro', rules: { handSize: 7 }, target: 14 },
  // target 16 was won in 6 of 70 advisor games (12 samples); 13 or more stars came in 15 of 40
  { id: 'ch7-two-voices', base: 'full', rules: { maxAbilitiesPerVisit: 2 }, target: 13 },
  {
    id: 'ch8-mirrored-realm',
    base: 'fixed',
    allies: ['claws-jack', 'flowers-jack', 'leaves-jack', 'eyes-jack'],
    rulers: [
      'claws-queen',
      'flowers-king',
      'leaves-queen',
      'eyes-king',
      'eyes-queen',
      'leaves-king',
      'flowers-queen',
      'claws-king',
    ],
    rules: {},
    target: 18,
  },
  { id: 'ch9-winter-road', base: 'intro', rules: { road: true, handSize: 7 }, target: 14 },
  {
    id: 'ch10-two-companions',
    base: 'intro',
    allies: ['claws-jack', null, null, 'eyes-jack'],
    rules: {},
    target: 10,
  },
  { id: 'ch11-one-voice', base: 'intro', rules: { maxAbilitiesPerVisit: 1 }, target: 12 },
  { id: 'ch12-night-road', base: 'intro', rules: { road: true, blindChoice: true }, target: 14 },
  { id: 'ch13-crowned-road', base: 'full', rules: { road: true }, target: 12 },
  {
    id: 'ch14-kings-abroad',
    base: 'fixed',
    allies: ['claws-king', 'flowers-king', 'leaves-king', 'eyes-king'],
    rulers: [
      'claws-jack',
      'flowers-queen',
      'leaves-jack',
      'eyes-queen',
      'claws-queen',
      'eyes-jack',
      'flowers-jack',
      'leaves-queen',
    ],
    rules: {},
    target: 16,
  },
  {
    id: 'ch15-marcher-lords',
    base: 'fixed',
    allies: ['claws-marchioness', 'flowers-marchioness', 'leaves-marchioness', 'eyes-marchioness'],
    rulers: [
      'claws-baron',
      'flowers-king',
      'leaves-prince',
      'eyes-queen',
      'eyes-baron',
      'leaves-king',
      'flowers-prince',
      'claws-queen',
    ],
    rules: { handSize: 7 },
    target: 14,
  },
  { id: 'ch16-silent-court', base: 'full', rules: { noSubstitutes: true, maxAbilitiesPerVisit: 1 }, target: 10 },
];
export const CHALLENGE_IDS = CHALLENGES.map((c) => c.id);
export function challengeById(id: string): Challenge | undefined {
  return CHALLENGES.find((c) => c.id === id);
}

/** The tutorial's fixed deal (§11). */
export const TUTORIAL_SETUP = {
  allies: ['claws-jack', 'flowers-jack', 'leaves-jack', 'eyes-jack'] as CharId[],
  rulers: [
    'flowers-king',
    'claws-queen',
    'leaves-king',
    'eyes-queen',
    'claws-king',
    'flowers-queen',
    'eyes-king',
    'leaves-queen',
  ] as CharId[],
  hand: ['claws-8', 'claws-2', 'flowers-7', 'flowers-3', 'leaves-6', 'leaves-1', 'eyes-4', 'eyes-2'] as CardId[],
  deck: [
    'claws-5',
    'flowers-6',
    'claws-1',
    'flowers-2',
    'eyes-7',
    'leaves-8',
    'claws-6',
    'flowers-8',
    'claws-7',
    'flowers-5',
  ] as CardId[],
};
