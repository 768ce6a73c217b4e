/**
 * What the Northwood table shows, kept in step with the machine's emitted events so each one can be
 * animated in order (a card leaves the hand, the statement is revealed, the trick goes to the
 * score…). It starts from the view and is checked against the view after every step.
 */
import { type CardId, type CharId, sortCards } from '../../../machines/northwood/content';
import type { NorthwoodEmitted, NorthwoodEvent } from '../../../machines/northwood/types';
import type { NorthwoodView } from '../../../machines/northwood/view';

export interface Model {
  hand: CardId[];
  deck: number;
  discard: CardId[]; // without the statement being answered
  score: CardId[];
  statement: CardId | null;
  response: CardId | null;
  /** Character placement. */
  rulers: (CharId | null)[]; // per fief
  allies: (CharId | null)[]; // per slot
  subs: (CharId | null)[]; // per slot
  exhausted: boolean[];
  fiefStatus: ('unvisited' | 'friendly' | 'failed')[];
  visiting: number | null;
}

type SetSubstitute = Extract<NorthwoodEvent, { type: 'SET_SUBSTITUTE' }>;

/**
 * What a tap on an ally's slot sends while substitutes are chosen, read off the rules' legal moves: a
 * free slot takes the one friendly ruler who may still stand in there (the tutorial says "tap a slot to
 * send the Leaves King there"); with none or several to choose from, or a slot already covered, the tap
 * only opens the ally's card.
 */
export function substituteForSlot(legal: readonly NorthwoodEvent[], slot: number): SetSubstitute | null {
  const here = legal.filter((e): e is SetSubstitute => e.type === 'SET_SUBSTITUTE' && e.slot === slot);
  if (here.some((e) => e.ruler === null)) return null; // someone stands in there already
  return here.length === 1 ? (here[0] as SetSubstitute) : null;
}

export function modelOf(v: NorthwoodView): Model {
  const statement = v.statement;
  return {
    hand: sortCards(v.hand),
    deck: v.deckSize,
    discard: statement ? v.discard.filter((c) => c !== statement) : v.discard.slice(),
    score: v.score.slice(),
    statement,
    response: null,
    rulers: v.fiefs.map((f) => f.ruler),
    allies: v.slots.map((s) => s.ally),
    subs: v.slots.map((s) => s.sub),
    exhausted: v.slots.map((s) => s.exhausted),
    fiefStatus: v.fiefs.map((f) => f.status),
    visiting: v.visit?.fief ?? null,
  };
}

function take(list: CardId[], cards: readonly CardId[]): CardId[] {
  const set = new Set(cards);
  return list.filter((c) => !set.has(c));
}

/** Applies one emitted event (the hand is kept sorted by suit and value, as a player holds it) to the model (returns a new model). */
export function applyEmitted(m: Model, e: NorthwoodEmitted): Model {
  const n: Model = {
    ...m,
    hand: m.hand.slice(),
    discard: m.discard.slice(),
    score: m.score.slice(),
    rulers: m.rulers.slice(),
    allies: m.allies.slice(),
    subs: m.subs.slice(),
    exhausted: m.exhausted.slice(),
    fiefStatus: m.fiefStatus.slice(),
  };
  switch (e.type) {
    case 'handDealt':
      n.hand = sortCards([...n.hand, ...e.cards.filter((c) => !n.hand.includes(c))]);
      n.deck = Math.max(0, n.deck - e.cards.length);
      break;
    case 'cardsMoved': {
      if (e.from === 'hand') n.hand = take(n.hand, e.cards);
      if (e.from === 'discard') n.discard = take(n.discard, e.cards);
      if (e.from === 'score') n.score = take(n.score, e.cards);
      if (e.from === 'deck' || e.from === 'deckBottom') n.deck -= e.cards.length;
      if (e.to === 'hand') n.hand = sortCards([...n.hand, ...e.cards]);
      if (e.to === 'discard') n.discard = [...n.discard, ...e.cards];
      if (e.to === 'score') n.score = [...n.score, ...e.cards];
      if (e.to === 'deck' || e.to === 'deckBottom') n.deck += e.cards.length;
      break;
    }
    case 'statementRevealed':
      n.statement = e.card;
      n.deck = Math.max(0, n.deck - 1);
      break;
    case 'responsePlayed':
      n.hand = take(n.hand, [e.card]);
      n.response = e.card;
      break;
    case 'trickResolved':
      n.statement = null;
      n.response = null;
      n.discard = [...n.discard, e.statement];
      if (e.to === 'score') n.score = [...n.score, e.response];
      else n.discard = [...n.discard, e.response];
      break;
    case 'cardsCollected':
      n.hand = [];
      n.discard = [];
      n.score = [];
      n.statement = null;
      n.response = null;
      n.deck = e.cards;
      break;
    case 'fiefChosen':
      n.visiting = e.fief;
      break;
    case 'fiefUnchosen':
      n.visiting = null;
      break;
    case 'substituteSet':
      n.subs[e.slot] = e.ruler;
      break;
    case 'abilityUsed':
      n.exhausted[e.slot] = true;
      break;
    case 'rulersSwapped':
      n.rulers[e.fiefs[0]] = e.rulers[1];
      n.rulers[e.fiefs[1]] = e.rulers[0];
      break;
    case 'visitEnded':
      n.fiefStatus[e.fief] = e.friendly ? 'friendly' : 'failed';
      n.visiting = null;
      break;
    case 'rulerRemoved':
      n.rulers[e.fief] = null;
      break;
    case 'substituteRemoved':
      n.subs[e.slot] = null;
      if (e.fief >= 0) n.rulers[e.fief] = null;
      break;
    case 'slotsReadied':
      n.exhausted = n.exhausted.map(() => false);
      break;
    default:
      break;
  }
  return n;
}
