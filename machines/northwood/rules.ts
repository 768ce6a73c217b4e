/**
 * The rules of For Northwood! as pure functions over the context (rules §4–§6): legality
 * (`check`, `legalMoves`) and the flow steps the machine's actions call (the flow itself is the
 * chart in machine.ts, stepped fast by `northwoodFlow`).
 */

import { strictCheck } from '../core/events';
import type { Illegal } from '../core/game';
import { Rng } from '../core/rng';
import { ABILITY_SPECS, CHOICE_SPECS, checkArgs } from './abilities';
import { abilityOf, CARDS, type CardId, type CharId, isCard, isChar, medalFor, sortCards, suitOf } from './content';
import { EVENT_SCHEMAS } from './events';
import { activeOf, availableRulers, draw, removeFromHand, starsWhere, trumpOf, visitOver, wins } from './ops';
import type { AbilityArgs, Ctx, NorthwoodEvent, Out, Phase } from './types';

export { availableRulers, cloneCtx, trumpOf, visitOver, wins } from './ops';

export const VISITS = 8;

/** Every reason `check` can give (each is translated as `northwood.reasons.<code>`). */
export const REASON_CODES = [
  'malformed',
  'badSeat',
  'notNow',
  'over',
  'unknownFief',
  'fiefVisited',
  'offTheRoad',
  'cannotConcede',
  'badSlot',
  'unknownRuler',
  'rulerUnavailable',
  'rulerInOtherSlot',
  'noChange',
  'noTakeBack',
  'abilityUsedThisDialogue',
  'slotEmpty',
  'slotExhausted',
  'abilityLimit',
  'noopTakesNoArgs',
  'badArgs',
  'badOrder',
  'badFief',
  'emptyPile',
  'notInPile',
  'notInHand',
  'notNine',
  'badChoice',
  'unknownCard',
  'mustFollowSuit',
] as const;

// ---- derived values ------------------------------------------------------------------------

export function phaseOf(c: Ctx): Phase {
  if (c.over) return 'gameOver';
  const v = c.visit;
  if (!v) return 'chooseFief';
  if (!v.confirmed) return 'chooseSubstitutes';
  if (v.pending) return 'abilityChoice';
  if (v.statement) return 'response';
  return v.abilityUsed ? 'awaitReveal' : 'abilityWindow';
}
export const scoreOf = (c: Ctx): number => starsWhere(c, 'friendly');
export const canConcede = (c: Ctx): boolean =>
  phaseOf(c) === 'chooseFief' && starsWhere(c, 'friendly') + starsWhere(c, 'unvisited') < c.target;

/** Fiefs CHOOSE_FIEF accepts now (unvisited; on the road in "The King's Road"). */
export function choosableFiefs(c: Ctx): number[] {
  const out: number[] = [];
  const visited = (i: number) => c.fiefs[i] !== undefined && c.fiefs[i].status !== 'unvisited';
  const anyVisited = c.fiefs.some((f) => f.status !== 'unvisited');
  for (let i = 0; i < c.fiefs.length; i++) {
    if (c.fiefs[i]?.status !== 'unvisited') continue;
    if (c.rules.road && anyVisited && !visited(i - 1) && !visited(i + 1)) continue;
    out.push(i);
  }
  return out;
}

/** CHOOSE_FIEF goes straight to the dialogues: no friendly ruler can stand in, or the challenge forbids it. */
export const skipsSubstitutes = (c: Ctx): boolean => !!c.rules.noSubstitutes || availableRulers(c).length === 0;

/** Whether a slot's ability may be used now (window open, slot ready, challenge limit). */
export function canUseSlot(c: Ctx, slot: number): boolean {
  const v = c.visit;
  if (!v || phaseOf(c) !== 'abilityWindow') return false;
  const s = c.slots[slot];
  if (!s || s.exhausted || !activeOf(c, slot)) return false;
  const max = c.rules.maxAbilitiesPerVisit;
  return max === undefined || v.abilitiesUsed < max;
}

/** The ability a slot would use now and whether it would do nothing. */
export function slotAbility(c: Ctx, slot: number): { ability: ReturnType<typeof abilityOf>; noop: boolean } | null {
  const ch = activeOf(c, slot);
  if (!ch) return null;
  const ability = abilityOf(ch);
  return { ability, noop: ABILITY_SPECS[ability].noop(c) };
}

// ---- legality ------------------------------------------------------------------------------

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const bad = (code: (typeof REASON_CODES)[number], message: string, params?: Record<string, string | number>) => ({
  code,
  message,
  ...(params ? { params } : {}),
});

const NOW: Record<NorthwoodEvent['type'], Phase[]> = {
  CHOOSE_FIEF: ['chooseFief'],
  CONCEDE: ['chooseFief'],
  SET_SUBSTITUTE: ['chooseSubstitutes'],
  BACK: ['chooseSubstitutes'],
  CONFIRM_SUBSTITUTES: ['chooseSubstitutes'],
  USE_ABILITY: ['abilityWindow'],
  REVEAL: ['abilityWindow', 'awaitReveal'],
  ABILITY_CHOICE: ['abilityChoice'],
  PLAY_CARD: ['response'],
};

/** The payload fields of each event (ABILITY_CHOICE: further narrowed by the pending choice). */
const FIELDS: Record<NorthwoodEvent['type'], readonly string[]> = {
  CHOOSE_FIEF: ['fief'],
  CONCEDE: [],
  SET_SUBSTITUTE: ['slot', 'ruler'],
  BACK: [],
  CONFIRM_SUBSTITUTES: [],
  USE_ABILITY: ['slot', 'args'],
  REVEAL: [],
  ABILITY_CHOICE: ['cards', 'swapWith', 'order', 'card', 'toBottom', 'keep'],
  PLAY_CARD: ['card'],
};

function checkAbility(c: Ctx, ev: Record<string, unknown>): Illegal | null {
  const v = c.visit as NonNullable<Ctx['visit']>;
  const slot = ev.slot;
  if (!isInt(slot) || slot < 0 || slot > 3) return bad('badSlot', 'slot must be 0–3.');
  const s = c.slots[slot];
  const ch = activeOf(c, slot);
  if (!s || !ch) return bad('slotEmpty', 'No character stands in that slot.', { slot });
  if (s.exhausted) return bad('slotExhausted', 'That character has already helped this visit.', { slot });
  const max = c.rules.maxAbilitiesPerVisit;
  if (max !== undefined && v.abilitiesUsed >= max) {
    return bad('abilityLimit', `Only ${max} abilities per visit in this challenge.`, { max });
  }
  const ability = abilityOf(ch);
  if (ABILITY_SPECS[ability].noop(c)) {
    return ev.args === undefined
      ? null
      : bad('noopTakesNoArgs', 'This ability can do nothing now; use it without args.');
  }
  return checkArgs(c, ability, ev.args);
}

/** Null when `event` is legal now, else why not: its shape first, then the rules. The machine's guards call this. */
export const check: (c: Ctx, event: unknown) => Illegal | null = strictCheck('northwood', EVENT_SCHEMAS, checkRules);

function checkRules(c: Ctx, event: unknown): Illegal | null {
  if (!isObj(event) || typeof event.type !== 'string') return bad('malformed', 'An event needs a type.');
  const type = event.type as NorthwoodEvent['type'];
  const phases = Object.hasOwn(NOW, type) ? NOW[type] : undefined;
  if (!phases) return bad('malformed', `"${type}" is not an event of northwood.`);
  if (event.seat !== undefined && event.seat !== 0) return bad('badSeat', 'For Northwood! has one seat, 0.');
  const fields = FIELDS[type];
  for (const [k, x] of Object.entries(event)) {
    if (k !== 'type' && k !== 'seat' && x !== undefined && !fields.includes(k)) {
      return bad('malformed', `${type} has no field "${k}".`, { field: k });
    }
  }
  const phase = phaseOf(c);
  if (phase === 'gameOver') return bad('over', 'The game is over.');
  if (!phases.includes(phase)) {
    if (type === 'USE_ABILITY' && phase === 'awaitReveal') {
      return bad('abilityUsedThisDialogue', 'One ability per dialogue: reveal the statement now.');
    }
    return bad('notNow', `${type} is not possible now (${phase}).`, { event: type, phase });
  }
  const v = c.visit;
  switch (type) {
    case 'CHOOSE_FIEF': {
      const f = event.fief;
      if (!isInt(f) || f < 0 || f > 7) return bad('unknownFief', 'fief must be 0–7.');
      if (c.fiefs[f]?.status !== 'unvisited') return bad('fiefVisited', 'That fief was visited already.', { fief: f });
      if (!choosableFiefs(c).includes(f)) {
        return bad('offTheRoad', 'On the King’s Road choose a fief next to a visited one.', { fief: f });
      }
      return null;
    }
    case 'CONCEDE':
      return canConcede(c) ? null : bad('cannotConcede', 'The target can still be reached.');
    case 'SET_SUBSTITUTE': {
      const slot = event.slot;
      const ruler = event.ruler;
      if (!isInt(slot) || slot < 0 || slot > 3) return bad('badSlot', 'slot must be 0–3.');
      if (ruler === undefined) return bad('malformed', 'SET_SUBSTITUTE needs a ruler (or null).');
      const s = c.slots[slot] as Ctx['slots'][number];
      if (ruler === null) return s.sub ? null : bad('noChange', 'That slot has no substitute.', { slot });
      if (!isChar(ruler)) return bad('unknownRuler', 'ruler must be a character id or null.');
      if (!availableRulers(c).includes(ruler)) {
        return bad('rulerUnavailable', 'Only a friendly fief’s ruler can stand in.', { ruler });
      }
      if (s.sub === ruler) return bad('noChange', 'That ruler already stands in this slot.', { slot });
      if (c.slots.some((o, i) => i !== slot && o.sub === ruler)) {
        return bad('rulerInOtherSlot', 'That ruler already stands in another slot.', { ruler });
      }
      return null;
    }
    case 'BACK':
      return v?.blindDrawn ? bad('noTakeBack', 'Your hand is drawn: no going back.') : null;
    case 'CONFIRM_SUBSTITUTES':
    case 'REVEAL':
      return null;
    case 'USE_ABILITY':
      return checkAbility(c, event);
    case 'ABILITY_CHOICE': {
      const p = (v as NonNullable<Ctx['visit']>).pending as NonNullable<NonNullable<Ctx['visit']>['pending']>;
      const spec = CHOICE_SPECS[p.kind];
      for (const [k, x] of Object.entries(event)) {
        if (k !== 'type' && k !== 'seat' && x !== undefined && !(spec.keys as readonly string[]).includes(k)) {
          return bad('malformed', `This choice has no field "${k}".`, { field: k });
        }
      }
      return spec.check(c, p, event as Extract<NorthwoodEvent, { type: 'ABILITY_CHOICE' }>);
    }
    case 'PLAY_CARD': {
      const card = event.card;
      if (!isCard(card)) return bad('unknownCard', 'card must be a card id.');
      if (!c.hand.includes(card)) return bad('notInHand', 'That card is not in your hand.', { card });
      const s = suitOf((v as NonNullable<Ctx['visit']>).statement as CardId);
      if (!v?.freeResponse && suitOf(card) !== s && c.hand.some((h) => suitOf(h) === s)) {
        return bad('mustFollowSuit', 'Follow the statement’s suit while you can.', { suit: s });
      }
      return null;
    }
  }
  return bad('malformed', 'Unknown event.');
}

/**
 * The spelling legalMoves lists for an accepted event: an `order` that is the canonical one
 * (ascending) is omitted wherever omitting it is legal, as `orderChoices` lists it. Every other
 * order is a move of its own (see `orderChoices`).
 */
export function canonicalEvent(c: Ctx, ev: NorthwoodEvent): NorthwoodEvent {
  let bare: NorthwoodEvent | null = null;
  if (ev.type === 'USE_ABILITY' && ev.args && Array.isArray(ev.args.order)) {
    const { order: _, ...args } = ev.args;
    if (isCanonical(ev.args.order)) bare = { ...ev, args };
  } else if (ev.type === 'ABILITY_CHOICE' && Array.isArray(ev.order) && isCanonical(ev.order)) {
    const { order: _, ...rest } = ev;
    bare = rest;
  }
  return bare && check(c, bare) === null ? bare : ev;
}
const isCanonical = (order: readonly CardId[]) => sortCards(order).join() === order.join();

/** Every legal event now (see `orderChoices` for how multi-card orders are listed). */
export function legalMoves(c: Ctx): NorthwoodEvent[] {
  const phase = phaseOf(c);
  const v = c.visit;
  const out: NorthwoodEvent[] = [];
  switch (phase) {
    case 'chooseFief':
      for (const fief of choosableFiefs(c)) out.push({ type: 'CHOOSE_FIEF', fief });
      if (canConcede(c)) out.push({ type: 'CONCEDE' });
      break;
    case 'chooseSubstitutes': {
      const rulers = availableRulers(c);
      c.slots.forEach((s, slot) => {
        if (s.sub) out.push({ type: 'SET_SUBSTITUTE', slot, ruler: null });
        for (const ruler of rulers) {
          if (s.sub !== ruler && !c.slots.some((o, i) => i !== slot && o.sub === ruler)) {
            out.push({ type: 'SET_SUBSTITUTE', slot, ruler });
          }
        }
      });
      if (!v?.blindDrawn) out.push({ type: 'BACK' });
      out.push({ type: 'CONFIRM_SUBSTITUTES' });
      break;
    }
    case 'abilityWindow':
      out.push({ type: 'REVEAL' });
      for (let slot = 0; slot < c.slots.length; slot++) {
        if (!canUseSlot(c, slot)) continue;
        const spec = ABILITY_SPECS[abilityOf(activeOf(c, slot) as CharId)];
        if (spec.noop(c)) out.push({ type: 'USE_ABILITY', slot });
        else for (const args of spec.options(c)) out.push({ type: 'USE_ABILITY', slot, args });
      }
      break;
    case 'awaitReveal':
      out.push({ type: 'REVEAL' });
      break;
    case 'abilityChoice': {
      const p = (v as NonNullable<Ctx['visit']>).pending as NonNullable<NonNullable<Ctx['visit']>['pending']>;
      for (const choice of CHOICE_SPECS[p.kind].options(c, p)) out.push({ type: 'ABILITY_CHOICE', ...choice });
      break;
    }
    case 'response':
      for (const card of playableCards(c)) out.push({ type: 'PLAY_CARD', card });
      break;
    case 'gameOver':
      break;
  }
  return out;
}

/** The hand cards PLAY_CARD accepts now (follow suit unless void or free). */
export function playableCards(c: Ctx): CardId[] {
  const st = c.visit?.statement;
  if (!st) return [];
  if (c.visit?.freeResponse) return c.hand.slice();
  const s = suitOf(st);
  const follow = c.hand.filter((h) => suitOf(h) === s);
  return follow.length ? follow : c.hand.slice();
}

// ---- flow steps (mutate a draft; the machine's actions and `step` call these) ----------------

export function chooseFief(d: Ctx, fief: number, out: Out): void {
  const blind = !!d.rules.blindChoice;
  d.visit = {
    fief,
    trumpOverride: null,
    abilityUsed: false,
    freeResponse: false,
    abilitiesUsed: 0,
    statement: null,
    pending: null,
    confirmed: false,
    blindDrawn: blind,
  };
  out?.push({ type: 'fiefChosen', fief, ruler: d.fiefs[fief]?.ruler ?? null, trump: trumpOf(d) });
  if (blind) {
    const cards = draw(d, d.handSize, null);
    out?.push({ type: 'handDealt', cards });
  }
  if (skipsSubstitutes(d)) confirm(d, out);
}

export function setSubstitute(d: Ctx, slot: number, ruler: CharId | null, out: Out): void {
  const s = d.slots[slot] as Ctx['slots'][number];
  d.slots[slot] = { ...s, sub: ruler };
  out?.push({ type: 'substituteSet', slot, ruler, previous: s.sub });
}

export function back(d: Ctx, out: Out): void {
  d.slots.forEach((s, slot) => {
    if (s.sub) setSubstitute(d, slot, null, out);
  });
  const fief = d.visit?.fief ?? 0;
  d.visit = null;
  out?.push({ type: 'fiefUnchosen', fief });
}

export function confirm(d: Ctx, out: Out): void {
  const v = d.visit as NonNullable<Ctx['visit']>;
  v.confirmed = true;
  out?.push({ type: 'dialoguesBegin', fief: v.fief });
}

export function useAbility(d: Ctx, slot: number, args: AbilityArgs | undefined, out: Out): void {
  const v = d.visit as NonNullable<Ctx['visit']>;
  const s = d.slots[slot] as Ctx['slots'][number];
  const character = activeOf(d, slot) as CharId;
  const ability = abilityOf(character);
  const spec = ABILITY_SPECS[ability];
  const noop = spec.noop(d);
  d.slots[slot] = { ...s, exhausted: true };
  v.abilityUsed = true;
  v.abilitiesUsed++;
  if (out) {
    const mimicked = ability === 'mimic' && d.fiefs[v.fief]?.ruler ? abilityOf(d.fiefs[v.fief]?.ruler as CharId) : null;
    out.push({
      type: 'abilityUsed',
      slot,
      character,
      ability,
      args: noop ? null : (args ?? {}),
      noop,
      ...(mimicked ? { mimicked } : {}),
    });
  }
  if (!noop) spec.apply(d, args ?? {}, slot, ability, out);
}

export function abilityChoice(d: Ctx, ev: Extract<NorthwoodEvent, { type: 'ABILITY_CHOICE' }>, out: Out): void {
  const v = d.visit as NonNullable<Ctx['visit']>;
  const p = v.pending as NonNullable<typeof v.pending>;
  v.pending = null;
  if (out) {
    const { type: _t, ...choice } = ev;
    out.push({ type: 'abilityChosen', slot: p.slot, ability: p.ability, choice });
  }
  CHOICE_SPECS[p.kind].apply(d, p, ev, out);
}

/** The statement (§4): the deck's top card, face up onto the discard. */
export function revealStatement(d: Ctx, out: Out): void {
  const v = d.visit as NonNullable<Ctx['visit']>;
  const top = d.deck.shift() as Ctx['deck'][number];
  d.discard.push(top.card);
  v.statement = top.card;
  out?.push({ type: 'statementRevealed', card: top.card, trump: trumpOf(d) });
}

/**
 * PLAY_CARD and trickResolution (§4): the response leaves the hand; rule (a) or (b) decides
 * whether it goes to the score or the discard.
 */
export function resolveTrick(d: Ctx, card: CardId, out: Out): void {
  const v = d.visit as NonNullable<Ctx['visit']>;
  const statement = v.statement as CardId;
  const trump = trumpOf(d);
  removeFromHand(d, card);
  out?.push({ type: 'responsePlayed', card, statement });
  const won = wins(statement, card, trump);
  (won ? d.score : d.discard).push(card);
  d.log = [...d.log, { visit: d.visitsDone, fief: v.fief, statement, response: card, won, trump }];
  v.statement = null;
  v.abilityUsed = false;
  v.freeResponse = false;
  out?.push({
    type: 'trickResolved',
    statement,
    response: card,
    won,
    to: won ? 'score' : 'discard',
    tricks: d.score.length,
  });
}

/** visitEnd (§6): steps 1–3, then step 4 (the next deal) or the end of the game. */
export function visitEnd(d: Ctx, out: Out): void {
  endVisit(d, out);
  if (allVisited(d)) finishGame(d, false, out);
  else redeal(d, out);
}

/** Visit end steps 1–3 (§6). */
export function endVisit(d: Ctx, out: Out): void {
  const v = d.visit as NonNullable<Ctx['visit']>;
  const n = v.fief;
  const t = d.score.length;
  const fief = d.fiefs[n] as Ctx['fiefs'][number];
  const friendly = t === n;
  out?.push({ type: 'visitEnded', fief: n, friendly, tricks: t, need: n, ruler: fief.ruler });
  if (friendly) d.fiefs[n] = { status: 'friendly', ruler: fief.ruler };
  else {
    d.fiefs[n] = { status: 'failed', ruler: null };
    if (fief.ruler) {
      d.removed.push(fief.ruler);
      out?.push({ type: 'rulerRemoved', fief: n, ruler: fief.ruler });
    }
  }
  d.slots.forEach((s, slot) => {
    if (s.sub) {
      const home = d.fiefs.findIndex((f) => f.ruler === s.sub);
      if (home >= 0) d.fiefs[home] = { ...(d.fiefs[home] as Ctx['fiefs'][number]), ruler: null };
      d.removed.push(s.sub);
      out?.push({ type: 'substituteRemoved', slot, ruler: s.sub, fief: home });
    }
    if (s.sub || s.exhausted) d.slots[slot] = { ally: s.ally, sub: null, exhausted: false };
  });
  out?.push({ type: 'slotsReadied' });
  d.visit = null;
  d.visitsDone++;
}

/** Visit end step 4 (§6): all 32 cards collected, shuffled, a new hand drawn. */
export function redeal(d: Ctx, out: Out): void {
  const rng = new Rng(d.rng);
  const order = rng.shuffle(CARDS);
  d.rng = rng.state;
  d.hand = [];
  d.discard = [];
  d.score = [];
  d.deck = order.map((card) => ({ card, known: false }));
  out?.push({ type: 'cardsCollected', cards: CARDS.length });
  out?.push({ type: 'deckShuffled', size: CARDS.length });
  if (!d.rules.blindChoice) {
    const cards = draw(d, d.handSize, null);
    out?.push({ type: 'handDealt', cards });
  }
}

export const allVisited = (c: Ctx): boolean => c.visitsDone >= VISITS;

export function finishGame(d: Ctx, conceded: boolean, out: Out): void {
  const score = scoreOf(d);
  const medal = medalFor(score);
  const won = !conceded && score >= d.target;
  d.over = { score, medal, won, conceded };
  out?.push({ type: 'gameOver', score, medal, won, target: d.target, conceded });
}

/** The dialogues are over: no choice or statement pending and the hand or the deck is empty. */
export const visitFinished = (c: Ctx): boolean =>
  !!c.visit?.confirmed && !c.visit.pending && !c.visit.statement && visitOver(c);
