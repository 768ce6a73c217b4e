/**
 * The balance report of `npm run sim -- --game clouds --report`: win rates (per seat, per bot, for
 * the first to move), draws, rounds, end reasons, the share of winners' cards per class (the §2.2
 * acceptance figure: each class 1/3 ± 5 points) and how often each ability and class action is used.
 */
import type { GameResult } from '../core/game';
import { CARD_BY_ID, CARDS, type CardClass } from './content';
import type { Ctx } from './types';

interface Played {
  snapshot: { context: Ctx };
  result: GameResult;
  bots: string[];
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function report(games: Played[]): Record<string, unknown> {
  const n = games.length;
  if (n === 0) return { games: 0 };
  const seats = games[0]?.snapshot.context.seats ?? 2;
  const winsBySeat = new Array<number>(seats).fill(0);
  const botWins: Record<string, number> = {};
  const botSeats: Record<string, number> = {};
  const reasons: Record<string, number> = { allCards: 0, concede: 0, roundLimit: 0, unfinished: 0 };
  const classCards: Record<CardClass, number> = { pegasus: 0, unicorn: 0, earth: 0 };
  const abilities: Record<string, number> = {};
  const classActions = [0, 0, 0];
  let draws = 0;
  let rounds = 0;
  let firstWins = 0;
  let captures = 0;
  let forcedSkips = 0;
  for (const g of games) {
    const ctx = g.snapshot.context;
    rounds += ctx.round;
    const r = g.result;
    if (!r.over) reasons.unfinished = (reasons.unfinished ?? 0) + 1;
    else reasons[r.reason ?? 'unfinished'] = (reasons[r.reason ?? 'unfinished'] ?? 0) + 1;
    for (let s = 0; s < seats; s++) {
      const bot = g.bots[s] ?? '?';
      botSeats[bot] = (botSeats[bot] ?? 0) + 1;
    }
    if (r.draw) draws++;
    else {
      for (const w of r.winners) {
        winsBySeat[w] = (winsBySeat[w] ?? 0) + 1;
        const bot = g.bots[w] ?? '?';
        botWins[bot] = (botWins[bot] ?? 0) + 1;
        if (ctx.order[0] === w) firstWins++;
      }
    }
    for (const w of r.draw ? [] : r.winners) {
      for (const c of ctx.cards) if (c.owner === w) classCards[CARD_BY_ID[c.id].cls]++;
    }
    ctx.stats.abilities.forEach((k, i) => {
      const name = (CARDS[i] as { ability: string }).ability;
      abilities[name] = (abilities[name] ?? 0) + k;
    });
    ctx.stats.classActions.forEach((k, i) => {
      classActions[i] = (classActions[i] as number) + k;
    });
    captures += ctx.stats.captures;
    forcedSkips += ctx.stats.forcedSkips;
  }
  const held = classCards.pegasus + classCards.unicorn + classCards.earth;
  const share = (k: number) => (held ? round3(k / held) : 0);
  return {
    games: n,
    seats,
    winRateBySeat: winsBySeat.map((w) => round3(w / n)),
    /** Share of all games won by a seat this bot played. */
    winRateByBot: Object.fromEntries(Object.keys(botSeats).map((bot) => [bot, round3((botWins[bot] ?? 0) / n)])),
    firstPlayerWinRate: round3(firstWins / n),
    draws,
    drawRate: round3(draws / n),
    averageRounds: round3(rounds / n),
    endReasons: reasons,
    winnersCardsByClass: {
      pegasus: share(classCards.pegasus),
      unicorn: share(classCards.unicorn),
      earth: share(classCards.earth),
      cards: held,
    },
    perGame: {
      captures: round3(captures / n),
      forcedSkips: round3(forcedSkips / n),
      classActions: {
        pegasus: round3((classActions[0] as number) / n),
        unicorn: round3((classActions[1] as number) / n),
        earth: round3((classActions[2] as number) / n),
      },
      abilities: Object.fromEntries(Object.entries(abilities).map(([k, v]) => [k, round3(v / n)])),
    },
  };
}
