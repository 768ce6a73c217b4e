/** Test helpers: fixed deals driven through the real machine, every move checked against legalMoves. */
import { expect } from 'vitest';
import { type Emitted, startGame, stepGame } from '../../../machines/core/engine';
import nw, { type NorthwoodSnapshot } from '../../../machines/northwood';
import { type CardId, CHAR_IDS, type CharId } from '../../../machines/northwood/content';
import type { FixedSetup, NorthwoodEvent, NorthwoodOptions } from '../../../machines/northwood/types';

export type Snap = NorthwoodSnapshot;

export function start(options: NorthwoodOptions, seed = 'test'): { snap: Snap; emitted: Emitted[] } {
  const { snapshot, emitted } = startGame(nw, { seed, seats: 1, options });
  return { snap: snapshot as Snap, emitted };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Sends a legal event (it must be listed by legalMoves unless `unlisted`); returns the next snapshot. */
export function send(snap: Snap, ev: NorthwoodEvent, unlisted = false): { snap: Snap; emitted: Emitted[] } {
  if (!unlisted) {
    const legal = nw.legalMoves(snap, 0);
    expect(
      legal.some((m) => same(m, ev)),
      `${JSON.stringify(ev)} in legalMoves`,
    ).toBe(true);
  }
  const res = stepGame(nw, snap, ev);
  if (!res.ok) throw new Error(`${JSON.stringify(ev)} rejected: ${res.reason.code} ${res.reason.message}`);
  return { snap: res.snapshot as Snap, emitted: res.emitted };
}

/** Sends a sequence of legal events. */
export function play(snap: Snap, evs: NorthwoodEvent[]): { snap: Snap; emitted: Emitted[] } {
  let s = snap;
  const all: Emitted[] = [];
  for (const ev of evs) {
    const r = send(s, ev);
    s = r.snap;
    all.push(...r.emitted);
  }
  return { snap: s, emitted: all };
}

/** Expects `ev` to be refused with `code`, leaving the very same snapshot. */
export function refused(snap: Snap, ev: unknown, code?: string): void {
  const res = stepGame(nw, snap, ev as NorthwoodEvent);
  expect(res.ok).toBe(false);
  expect(res.snapshot).toBe(snap);
  if (code && !res.ok) expect(res.reason.code).toBe(code);
  expect(nw.legalMoves(snap, 0).some((m) => same(m, ev))).toBe(false);
}

export const DEFAULT_RULERS: CharId[] = [
  'claws-queen',
  'flowers-queen',
  'eyes-king',
  'eyes-queen',
  'claws-king',
  'flowers-king',
  'leaves-king',
  'leaves-jack',
];

/**
 * A full-mode game on a fixed deal with `ally` in slot 0 (the others: characters not placed
 * elsewhere), visiting `fief` at once. Rulers: fief 0 claws, 1 flowers, 2 eyes, 3 eyes,
 * 4 claws, 5 flowers, 6 leaves, 7 leaves unless given.
 */
export function abilityGame(o: {
  ally: CharId;
  hand: CardId[];
  deck?: CardId[];
  fief: number;
  rulers?: CharId[];
  allies?: (CharId | null)[];
}): Snap {
  const rulers = (o.rulers ?? DEFAULT_RULERS).slice();
  if (!o.rulers) {
    const i = rulers.indexOf(o.ally);
    if (i >= 0) rulers[i] = 'claws-prince' === o.ally ? 'flowers-prince' : 'claws-prince';
  }
  const used = new Set<CharId>([o.ally, ...rulers]);
  const fillers = CHAR_IDS.filter((c) => !used.has(c) && c.endsWith('baron'));
  const allies = o.allies ?? [o.ally, ...fillers.slice(0, 3)];
  const fixed: FixedSetup = { allies, rulers, hand: o.hand, deck: o.deck ?? [] };
  const { snap } = start({ mode: 'full', difficulty: 'standard', fixed });
  return send(snap, { type: 'CHOOSE_FIEF', fief: o.fief }).snap;
}

export const ctxOf = (s: Snap) => s.context;
export const phase = (s: Snap) => nw.view(s, 0).phase;
