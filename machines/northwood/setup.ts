/** Options validation and the deal (rules §3, §9, §11): a seed and options in, a ready context out. */
import { Rng, seedRng } from '../core/rng';
import {
  CARDS,
  type CardId,
  CHALLENGE_IDS,
  CHAR_IDS,
  CHARACTERS,
  type ChallengeRules,
  type CharId,
  challengeById,
  character,
  DIFFICULTIES,
  type Difficulty,
  INTRO_CHAR_IDS,
  isCard,
  isChar,
  SUITS,
  type Suit,
  TARGETS,
  TUTORIAL_SETUP,
} from './content';
import type { Ctx, FixedSetup, Mode, NorthwoodEmitted, NorthwoodOptions, Slot } from './types';

export const MODES: readonly Mode[] = ['intro', 'full', 'challenge', 'tutorial'];
const JACKS: CharId[] = SUITS.map((s) => `${s}-jack` as CharId);

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function cardList(raw: unknown, name: string): CardId[] {
  if (!Array.isArray(raw)) throw new Error(`${name} must be a list of card ids`);
  for (const c of raw) if (!isCard(c)) throw new Error(`${name}: "${String(c)}" is not a card id`);
  if (new Set(raw).size !== raw.length) throw new Error(`${name} names a card twice`);
  return raw.slice() as CardId[];
}

function parseFixed(raw: unknown): FixedSetup {
  if (!isObj(raw)) throw new Error('fixed must be an object');
  const out: FixedSetup = {};
  if (raw.allies !== undefined) {
    if (!Array.isArray(raw.allies) || raw.allies.length !== 4) throw new Error('fixed.allies must list 4 slots');
    for (const a of raw.allies)
      if (a !== null && !isChar(a)) throw new Error(`fixed.allies: "${String(a)}" is not a character`);
    out.allies = raw.allies.slice() as (CharId | null)[];
  }
  if (raw.rulers !== undefined) {
    if (!Array.isArray(raw.rulers) || raw.rulers.length !== 8) throw new Error('fixed.rulers must list 8 rulers');
    for (const r of raw.rulers) if (!isChar(r)) throw new Error(`fixed.rulers: "${String(r)}" is not a character`);
    out.rulers = raw.rulers.slice() as CharId[];
  }
  if (out.allies && !out.rulers) throw new Error('fixed.allies needs fixed.rulers');
  const placed = [...(out.allies ?? []), ...(out.rulers ?? [])].filter((c): c is CharId => c !== null);
  if (new Set(placed).size !== placed.length) throw new Error('fixed places a character twice');
  if (raw.hand !== undefined) out.hand = cardList(raw.hand, 'fixed.hand');
  if (raw.deck !== undefined) out.deck = cardList(raw.deck, 'fixed.deck');
  if (out.hand && out.deck && out.hand.some((c) => out.deck?.includes(c))) {
    throw new Error('fixed.hand and fixed.deck share a card');
  }
  return out;
}

/** Validates options (from a save, the menu or a test); throws an Error naming the problem. */
export function parseOptions(raw: unknown): NorthwoodOptions {
  if (!isObj(raw)) throw new Error('options must be an object');
  const mode = raw.mode;
  if (!MODES.includes(mode as Mode)) throw new Error(`mode must be one of ${MODES.join(', ')}, not "${String(mode)}"`);
  const difficulty = raw.difficulty ?? 'standard';
  if (!DIFFICULTIES.includes(difficulty as Difficulty)) {
    throw new Error(`difficulty must be one of ${DIFFICULTIES.join(', ')}, not "${String(difficulty)}"`);
  }
  const out: NorthwoodOptions = { mode: mode as Mode, difficulty: difficulty as Difficulty };
  if (mode === 'challenge') {
    if (typeof raw.challengeId !== 'string' || !challengeById(raw.challengeId)) {
      throw new Error(`challengeId must be one of ${CHALLENGE_IDS.join(', ')}, not "${String(raw.challengeId)}"`);
    }
    out.challengeId = raw.challengeId;
  } else if (raw.challengeId !== undefined) {
    throw new Error('challengeId is only for mode "challenge"');
  }
  if (raw.fixed !== undefined) out.fixed = parseFixed(raw.fixed);
  if (mode === 'tutorial' && !out.fixed) out.fixed = structuredCloneSetup(TUTORIAL_SETUP);
  const rules = rulesOf(out);
  if (rules.blindChoice && out.fixed?.hand) throw new Error('the blind challenge deals no hand before the fief choice');
  return out;
}

function structuredCloneSetup(s: typeof TUTORIAL_SETUP): FixedSetup {
  return { allies: s.allies.slice(), rulers: s.rulers.slice(), hand: s.hand.slice(), deck: s.deck.slice() };
}

export function rulesOf(o: NorthwoodOptions): ChallengeRules {
  return o.mode === 'challenge' ? { ...(challengeById(o.challengeId as string)?.rules ?? {}) } : {};
}

export function defaultOptions(): NorthwoodOptions {
  return { mode: 'intro', difficulty: 'standard' };
}

/** The full game's character reveal (§3): allies by first of suit, rulers by 2nd and 3rd, the rest removed. */
function fullDeal(rng: Rng): { allies: (CharId | null)[]; rulers: CharId[]; removed: CharId[] } {
  const order = rng.shuffle(CHAR_IDS);
  const allies: (CharId | null)[] = [null, null, null, null];
  const rulers: CharId[] = [];
  const removed: CharId[] = [];
  const seen: Record<Suit, number> = { claws: 0, flowers: 0, leaves: 0, eyes: 0 };
  let placed = 0;
  for (const id of order) {
    if (placed === 12) {
      removed.push(id);
      continue;
    }
    const suit = character(id).suit;
    const n = ++seen[suit];
    if (n === 1) allies[SUITS.indexOf(suit)] = id;
    else if (n <= 3) rulers.push(id);
    else {
      removed.push(id);
      continue;
    }
    placed++;
  }
  return { allies, rulers, removed };
}

/** A new game's context and what setup shows (shuffle, deal). `options` must be parsed. */
export function createGame(seed: string, options: NorthwoodOptions): { ctx: Ctx; emitted: NorthwoodEmitted[] } {
  const rng = new Rng(seedRng(seed));
  const challenge = options.mode === 'challenge' ? challengeById(options.challengeId as string) : undefined;
  const rules = rulesOf(options);
  const fixed = options.fixed ?? {};
  const base = challenge?.base ?? (options.mode === 'full' ? 'full' : 'intro');

  let allies: (CharId | null)[];
  let rulers: CharId[];
  let removed: CharId[];
  const fixedRulers = fixed.rulers ?? challenge?.rulers;
  if (fixedRulers) {
    allies = (fixed.allies ?? challenge?.allies ?? JACKS).slice();
    rulers = fixedRulers.slice();
    const placed = new Set<CharId>([...rulers, ...allies.filter((a): a is CharId => a !== null)]);
    const crowned = [...placed].some((c) => character(c).crowned);
    const pool = crowned || base === 'full' ? CHAR_IDS : INTRO_CHAR_IDS;
    removed = pool.filter((c) => !placed.has(c));
  } else if (base === 'full') {
    ({ allies, rulers, removed } = fullDeal(rng));
  } else {
    allies = (challenge?.allies ?? JACKS).slice();
    const courtiers = CHARACTERS.filter((c) => c.title === 'queen' || c.title === 'king').map((c) => c.id);
    rulers = rng.shuffle(courtiers);
    removed = JACKS.filter((j) => !allies.includes(j));
  }

  const handSize = rules.handSize ?? 8;
  const top = fixed.deck ?? [];
  const given = new Set<CardId>([...(fixed.hand ?? []), ...top]);
  const rest = rng.shuffle(CARDS.filter((c) => !given.has(c)));
  const deckCards = [...top, ...rest];
  let hand: CardId[];
  if (fixed.hand) hand = fixed.hand.slice();
  else if (rules.blindChoice) hand = [];
  else hand = deckCards.splice(0, handSize);

  const slots: Slot[] = allies.map((ally) => ({ ally, sub: null, exhausted: false }));
  const ctx: Ctx = {
    mode: options.mode,
    difficulty: options.difficulty,
    challengeId: challenge?.id ?? null,
    target: challenge?.target ?? TARGETS[options.difficulty],
    handSize,
    rules,
    rng: rng.state,
    fiefs: rulers.map((ruler) => ({ status: 'unvisited', ruler })),
    slots,
    removed,
    hand,
    deck: deckCards.map((card) => ({ card, known: false })),
    discard: [],
    score: [],
    visit: null,
    visitsDone: 0,
    log: [],
    over: null,
  };
  const emitted: NorthwoodEmitted[] = [{ type: 'deckShuffled', size: 32 }];
  if (hand.length) emitted.push({ type: 'handDealt', cards: hand.slice() });
  return { ctx, emitted };
}
