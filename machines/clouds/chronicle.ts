/**
 * The chronicle of a Cloud Marches game: which of the machine's emitted events its public log keeps,
 * each in a compact form (only what a line of the chronicle says, no paths or cell lists), so that a
 * player who looked away can read back what was done. The game has perfect information: nothing is
 * redacted. Cosmetic events (a card selected, statuses, veils and storms drawn, the turn's start)
 * stay out; what they change is said by the line of the action that made them.
 */
import type { CardClass, CardId, Cell } from './content';
import type { CloudsEmitted, EndReason, LogEntry, MoveReason, StrikingAbility } from './types';

const isStrike = (r: unknown): r is StrikingAbility => r === 'hailstroke' || r === 'redLetter' || r === 'tocsin';

/** An emitted event as the chronicle keeps it, or null when it is not a chronicle's. */
export function logEntry(e: CloudsEmitted): LogEntry | null {
  const seat = e.seat as number;
  const cardId = e.cardId as CardId;
  switch (e.type) {
    case 'cardDrafted':
      return { type: e.type, seat, cardId };
    case 'draftEnded':
      return { type: e.type, outOfGame: e.outOfGame as CardId[] };
    case 'pointerPlaced':
      return { type: e.type, seat, cardId, harbour: e.harbour as number };
    case 'tokenPlaced':
      return { type: e.type, seat, octant: e.octant as number };
    case 'roundStarted':
      return { type: e.type, round: e.round as number };
    case 'abilityUsed':
      return { type: e.type, seat, cardId, ability: e.ability as string, targetId: (e.targetId as CardId) ?? null };
    case 'classAction':
      return {
        type: e.type,
        seat,
        cardId,
        cls: e.cls as CardClass,
        delta: (e.delta as 1 | -1) ?? null,
        targetId: (e.targetId as CardId) ?? null,
      };
    case 'pointerMoved':
      return {
        type: e.type,
        seat,
        cardId,
        reason: e.reason as MoveReason,
        steps: (e.path as Cell[]).length,
        to: e.to as Cell,
      };
    case 'moodTaken':
      return { type: e.type, cardId };
    case 'attacked':
      return {
        type: e.type,
        seat,
        cardId,
        targetId: e.targetId as CardId,
        targetSeat: e.targetSeat as number,
        effV: e.effV as number,
        targetVigor: e.targetVigor as number,
        captured: e.captured as boolean,
      };
    case 'drained':
      return {
        type: e.type,
        seat,
        cardId,
        targetId: e.targetId as CardId,
        amount: e.amount as number,
        from: e.from as number,
        to: e.to as number,
      };
    case 'vigorChanged':
      // a drain's and a skip's have their own lines; a move's chips are the move's
      return isStrike(e.reason)
        ? { type: 'vigorLost', seat, cardId, reason: e.reason, from: e.from as number, to: e.to as number }
        : null;
    case 'cardCaptured':
      return { type: e.type, cardId, by: e.by as CardId, from: e.from as number, to: e.to as number };
    case 'skipped':
      return { type: e.type, seat, cardId, from: e.from as number, to: e.to as number };
    case 'forcedSkip':
      return { type: e.type, seat, cardId };
    case 'playerOut':
    case 'conceded':
      return { type: e.type, seat };
    case 'gameOver':
      return {
        type: e.type,
        reason: e.reason as EndReason,
        winners: e.winners as number[],
        draw: e.draw as boolean,
        conceded: e.conceded as number | null,
      };
    default:
      return null;
  }
}

/** What `out[from..]` adds to the chronicle, in order. */
export function chronicled(out: readonly CloudsEmitted[], from: number): LogEntry[] {
  const kept: LogEntry[] = [];
  for (let i = from; i < out.length; i++) {
    const x = logEntry(out[i] as CloudsEmitted);
    if (x) kept.push(x);
  }
  return kept;
}
