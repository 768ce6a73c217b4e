/** Helpers for driving Four Temperaments through its real machine from fixed setups. */
import type { AnyMachineSnapshot } from 'xstate';
import { GameRunner } from '../../../machines/core/engine';
import temperaments from '../../../machines/temperaments';
import type { H } from '../../../machines/temperaments/content';
import type { At, Ctx, Emitted, FixedSetup, PlayerEvent, Token } from '../../../machines/temperaments/types';

export const module = temperaments;

export function game(seats: number, setup: FixedSetup, seed = 'test', steadySupply = false): GameRunner {
  return new GameRunner(temperaments, { seed, seats, options: { setup, ...(steadySupply ? { steadySupply } : {}) } });
}

export const ctx = (r: GameRunner | AnyMachineSnapshot): Ctx =>
  (r instanceof GameRunner ? r.snapshot.context : r.context) as Ctx;

/** Sends a legal event (throws with the reason otherwise) and returns what it emitted. */
export function send(r: GameRunner, ev: PlayerEvent): Emitted[] {
  const res = r.send(ev);
  if (!res.ok) throw new Error(`${JSON.stringify(ev)} refused: ${res.reason.message}`);
  return res.emitted as Emitted[];
}

export const place = (seat: number, tokenId: string, id: string, slot: number): PlayerEvent => ({
  type: 'PLACE',
  seat,
  tokenId,
  target: { kind: id.startsWith('party') ? 'party' : 'scene', id, slot } as At,
});
export const pass = (seat: number): PlayerEvent => ({ type: 'PASS', seat });
export const chooseLoc = (seat: number, tokenId: string, locId: string): PlayerEvent => ({
  type: 'CHOOSE_LOCATION',
  seat,
  tokenId,
  locId,
});
export const chooseParty = (seat: number, partyId: string): PlayerEvent => ({ type: 'CHOOSE_PARTY', seat, partyId });

/** Every seat passes, starting with the current one (ends placement when nobody placed since). */
export function allPass(r: GameRunner): Emitted[] {
  const out: Emitted[] = [];
  const n = ctx(r).seats;
  for (let i = 0; i < n && ctx(r).phase === 'placement'; i++) out.push(...send(r, pass(ctx(r).current)));
  return out;
}

export const tok = (r: GameRunner, id: string): Token => ctx(r).tokens.find((t) => t.id === id) as Token;
export const boardOf = (r: GameRunner, seat: number): string[] =>
  ctx(r)
    .tokens.filter((t) => t.owner === seat && t.pos.k === 'board')
    .map((t) => `${t.h}@${(t.pos as { loc: string }).loc}`)
    .sort();
export const supplyHumours = (r: GameRunner, seat: number): H[] =>
  ctx(r)
    .tokens.filter((t) => t.owner === seat && t.pos.k === 'supply')
    .map((t) => t.h)
    .sort();
export const ofType = <T extends Emitted['type']>(evs: Emitted[], type: T): Extract<Emitted, { type: T }>[] =>
  evs.filter((e): e is Extract<Emitted, { type: T }> => e.type === type);

/** A fixed board of `n` tokens for `seat` (all its humours, cycling), to shrink its supply and bag. */
export function filler(seat: number, n: number, loc = 'loc-bog'): NonNullable<FixedSetup['board']> {
  const hs: H[] = ['C', 'S', 'M', 'P'];
  return Array.from({ length: n }, (_, i) => ({ seat, h: hs[i % 4] as H, loc, resType: 'owl' as const }));
}

/** A fixed board of choleric knights for `seat`, one on each named location (`keep` → `loc-keep`). */
export const knights = (seat: number, places: string[]): NonNullable<FixedSetup['board']> =>
  places.map((l) => ({ seat, h: 'C', loc: `loc-${l}`, resType: 'knight' }));

/** A scene row with room for every test's placements. */
export const ROW = ['scene-tourney', 'scene-mill', 'scene-glade', 'scene-wolves'];
/** Goals no filler board meets (fillers stack on one location). */
export const QUIET: FixedSetup['goals'] = ['goal-trinity', 'goal-crossroads', 'goal-bridges', 'goal-six-realms'];
/** Goals of which three knights at keep, barrow and mill meet Trinity alone. */
export const TRINITY: FixedSetup['goals'] = ['goal-trinity', 'goal-bridges', 'goal-six-realms', 'goal-dominion'];

/** Seat 0's three knights meet Trinity at the first check, so seat 0 chooses a party (§5); seat 0 starts. */
export function partyGame(seats: number, supplies?: FixedSetup['supplies']): GameRunner {
  const board = knights(0, ['keep', 'barrow', 'mill']);
  return game(seats, { goals: TRINITY, deck: ROW, board, ...(supplies ? { supplies } : {}), firstPlayer: 0 });
}

/** Each seat's supply written as the rules write a card's order, a letter a humour: `humours('CPSS', 'M')`. */
export const humours = (...supplies: string[]): H[][] => supplies.map((s) => [...s] as H[]);
