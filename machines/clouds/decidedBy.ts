/**
 * Two of the balance report's figures on what decides a game, both read from the game's stats:
 * whether the seat that captures first wins (and how often that is the first player), and whether
 * the seat that drafted most of a class wins. They ask where the first player's edge comes from.
 */
import type { GameResult } from '../core/game';
import { round3, wilson } from '../core/wilson';
import { CARD_BY_ID, type CardClass } from './content';
import type { Ctx } from './types';

export interface Played {
  snapshot: { context: Ctx };
  result: GameResult;
  bots: string[];
}

const CLASSES: CardClass[] = ['pegasus', 'unicorn', 'earth'];

/** k of n with its rate and 95% interval. */
const part = (k: number, n: number) => ({ k, rate: n ? round3(k / n) : 0, ci95: wilson(k, n).map(round3) });

/** The sole winner (null in a draw or an unfinished game). */
const winnerOf = (r: GameResult): number | null =>
  r.over && !r.draw && r.winners.length === 1 ? (r.winners[0] ?? null) : null;

/**
 * `games`: games with a capture (`noCapture`: without); `decides`: the first capturer won (a draw
 * decides nothing); `byFirstPlayer`: the first capture was the first player's.
 */
export function firstCaptureFigures(games: Played[]) {
  let captured = 0;
  let decides = 0;
  let byFirst = 0;
  for (const g of games) {
    const ctx = g.snapshot.context;
    const seat = ctx.stats.firstCapture;
    if (seat === null) continue;
    captured++;
    if (winnerOf(g.result) === seat) decides++;
    if (ctx.order[0] === seat) byFirst++;
  }
  return {
    games: captured,
    noCapture: games.length - captured,
    decides: part(decides, captured),
    byFirstPlayer: part(byFirst, captured),
  };
}

/**
 * Per class, over the drafted games where one seat drafted more of that class than any other:
 * `games`, `wins` (that seat won), `byFirstPlayer` (that seat moved first).
 */
export function mostOfClassFigures(games: Played[]) {
  const tally = Object.fromEntries(CLASSES.map((c) => [c, { games: 0, wins: 0, first: 0 }])) as Record<
    CardClass,
    { games: number; wins: number; first: number }
  >;
  for (const g of games) {
    const ctx = g.snapshot.context;
    const drafted = ctx.stats.drafted;
    if (drafted.every((ids) => ids.length === 0)) continue;
    const winner = winnerOf(g.result);
    for (const cls of CLASSES) {
      const counts = drafted.map((ids) => ids.filter((id) => CARD_BY_ID[id].cls === cls).length);
      const most = Math.max(...counts);
      const seats = counts.flatMap((k, s) => (k === most ? [s] : []));
      if (most === 0 || seats.length > 1) continue;
      const t = tally[cls];
      t.games++;
      if (winner === seats[0]) t.wins++;
      if (ctx.order[0] === seats[0]) t.first++;
    }
  }
  return Object.fromEntries(
    CLASSES.map((c) => {
      const t = tally[c];
      return [c, { games: t.games, wins: part(t.wins, t.games), byFirstPlayer: part(t.first, t.games) }];
    }),
  );
}
