/**
 * What the player sees (rules §7): everything but the order of the unknown deck cards. A solo
 * game has nobody to hide the hand from, so a spectator sees what the player sees.
 */
import { CHOICE_SPECS } from './abilities';
import {
  type AbilityId,
  abilityOf,
  type CardId,
  type CharId,
  charSuit,
  FIEFS,
  type Suit,
  sortCards,
  type Trump,
} from './content';
import { activeOf, availableRulers, starsWhere, trumpOf } from './ops';
import { canConcede, canUseSlot, choosableFiefs, phaseOf, playableCards, slotAbility } from './rules';
import type { Ctx, FiefStatus, GameOverInfo, NorthwoodEvent, Pending, Phase, TrickLog } from './types';

export interface FiefView {
  id: string;
  number: number; // exact tricks wanted
  stars: number;
  status: FiefStatus;
  ruler: CharId | null;
  rulerSuit: Suit | null; // the trump while visiting it
  rulerAbility: AbilityId | null;
  choosable: boolean; // CHOOSE_FIEF accepts it now
  visiting: boolean;
}

export interface SlotView {
  slot: number;
  ally: CharId | null;
  sub: CharId | null; // a friendly ruler covering the ally this visit
  active: CharId | null; // sub ?? ally
  ability: AbilityId | null;
  exhausted: boolean;
  usable: boolean; // USE_ABILITY accepts this slot now
  noop: boolean; // its ability would do nothing now (the UI confirms first)
}

export type PendingView = Pending & { choices: Omit<Extract<NorthwoodEvent, { type: 'ABILITY_CHOICE' }>, 'type'>[] };

export interface VisitView {
  fief: number;
  ruler: CharId | null;
  need: number; // = fief number
  stars: number;
  trump: Trump;
  trumpOverridden: boolean;
  tricks: number;
  statement: CardId | null;
  freeResponse: boolean;
  abilityUsedThisDialogue: boolean;
  abilitiesUsed: number;
  maxAbilities: number | null;
  dialoguesLeft: number; // min(hand, deck) if no ability changes it
  canGoBack: boolean;
  log: TrickLog[]; // this visit's dialogues
}

/** What a seat sees: the game's settings as the context holds them, and each part as the table shows it. */
export interface NorthwoodView
  extends Pick<Ctx, 'mode' | 'difficulty' | 'challengeId' | 'target' | 'handSize' | 'rules'> {
  phase: Phase;
  fiefs: FiefView[];
  slots: SlotView[];
  removed: CharId[];
  availableRulers: CharId[];
  hand: CardId[];
  playable: CardId[]; // cards PLAY_CARD accepts now
  discard: CardId[]; // last = top
  score: CardId[]; // last = top
  tricks: number;
  deckSize: number;
  deckView: (CardId | null)[]; // 0 = top; null = face down and unknown
  unseen: CardId[]; // the unknown deck cards, sorted (card counting is fair)
  trump: Trump | null;
  statement: CardId | null;
  visit: VisitView | null;
  pending: PendingView | null;
  visitsDone: number;
  starsSoFar: number;
  starsOpen: number;
  canConcede: boolean;
  lastTrick: TrickLog | null;
  result: GameOverInfo | null;
}

export function viewOf(c: Ctx): NorthwoodView {
  const phase = phaseOf(c);
  const v = c.visit;
  const choosable = phase === 'chooseFief' ? new Set(choosableFiefs(c)) : new Set<number>();
  const fiefs: FiefView[] = c.fiefs.map((f, i) => ({
    id: FIEFS[i]?.id ?? `fief-${i}`,
    number: i,
    stars: FIEFS[i]?.stars ?? 0,
    status: f.status,
    ruler: f.ruler,
    rulerSuit: f.ruler ? charSuit(f.ruler) : null,
    rulerAbility: f.ruler ? abilityOf(f.ruler) : null,
    choosable: choosable.has(i),
    visiting: v?.fief === i,
  }));
  const slots: SlotView[] = c.slots.map((s, slot) => {
    const active = activeOf(c, slot);
    const sa = v?.confirmed ? slotAbility(c, slot) : null;
    return {
      slot,
      ally: s.ally,
      sub: s.sub,
      active,
      ability: active ? abilityOf(active) : null,
      exhausted: s.exhausted,
      usable: canUseSlot(c, slot),
      noop: sa?.noop ?? false,
    };
  });
  const deckView = c.deck.map((e) => (e.known ? e.card : null));
  const unseen = sortCards(c.deck.filter((e) => !e.known).map((e) => e.card));
  const trump = v ? trumpOf(c) : null;
  let visit: VisitView | null = null;
  if (v) {
    const max = c.rules.maxAbilitiesPerVisit;
    visit = {
      fief: v.fief,
      ruler: c.fiefs[v.fief]?.ruler ?? null,
      need: v.fief,
      stars: FIEFS[v.fief]?.stars ?? 0,
      trump: trump as Trump,
      trumpOverridden: v.trumpOverride !== null,
      tricks: c.score.length,
      statement: v.statement,
      freeResponse: v.freeResponse,
      abilityUsedThisDialogue: v.abilityUsed,
      abilitiesUsed: v.abilitiesUsed,
      maxAbilities: max ?? null,
      dialoguesLeft: Math.min(c.hand.length, c.deck.length) + (v.statement ? 1 : 0),
      canGoBack: phase === 'chooseSubstitutes' && !v.blindDrawn,
      log: c.log.filter((l) => l.visit === c.visitsDone),
    };
  }
  const p = v?.pending ?? null;
  return {
    phase,
    mode: c.mode,
    difficulty: c.difficulty,
    challengeId: c.challengeId,
    target: c.target,
    handSize: c.handSize,
    rules: { ...c.rules },
    fiefs,
    slots,
    removed: c.removed.slice(),
    availableRulers: availableRulers(c),
    hand: c.hand.slice(),
    playable: playableCards(c),
    discard: c.discard.slice(),
    score: c.score.slice(),
    tricks: c.score.length,
    deckSize: c.deck.length,
    deckView,
    unseen,
    trump,
    statement: v?.statement ?? null,
    visit,
    pending: p
      ? ({ ...(JSON.parse(JSON.stringify(p)) as Pending), choices: CHOICE_SPECS[p.kind].options(c, p) } as PendingView)
      : null,
    visitsDone: c.visitsDone,
    starsSoFar: starsWhere(c, 'friendly'),
    starsOpen: starsWhere(c, 'unvisited'),
    canConcede: canConcede(c),
    lastTrick: c.log.length ? { ...(c.log[c.log.length - 1] as TrickLog) } : null,
    result: c.over ? { ...c.over } : null,
  };
}
