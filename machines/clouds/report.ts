/**
 * The balance report of `npm run sim -- --game clouds --report`: win rates (per seat, per bot, for
 * the first to move), draws, rounds, end reasons, how often each ability and class action is used,
 * and the figures §5.1 compares rule sets by: abilities per game per seat, forced skips as a share
 * of card actions, voluntary skips and captures per game, games ending by collection, and where mood
 * comes from and stays (tokens taken, mood left on the cards at the end). Games played
 * with the `mirror` option (single-class drafts) add the §2.2 check, which fails when a class wins
 * more than 60% against another (draws half each; per pairing also the 95% intervals, draws, games to the
 * round limit and rounds); the first player's 45–55% is checked on the other games. What decides
 * the games (the first capture, the draft's class majorities) is `decidedBy.ts`'s.
 */
import { round3, wilson } from '../core/wilson';
import { CARD_BY_ID, CARDS, type CardClass } from './content';
import { firstCaptureFigures, mostOfClassFigures, type Played } from './decidedBy';

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
  // the most uses of each ability in one game: a loop (a cost repaid every turn) shows as one big game
  const abilityTopGame: Record<string, number> = {};
  const classActions = [0, 0, 0];
  let draws = 0;
  let rounds = 0;
  let firstWins = 0;
  let captures = 0;
  let forcedSkips = 0;
  let skips = 0;
  let moves = 0;
  let allClassActions = 0;
  // mood: tokens taken (8 laid per seat at setup) and mood left unspent on the cards at the end
  let tokensTaken = 0;
  let moodLeft = 0;
  const abilitiesByBot: Record<string, number> = {};
  // the same over the games ended by collection (a round-60 standoff can loop one ability for 40 rounds)
  const collectedByBot: Record<string, number> = {};
  const collectedSeats: Record<string, number> = {};
  // mirror drafts: per pair of classes "a-b" (a < b), games and wins of each class
  const mirror: Record<string, Record<string, number>> = {};
  let mirrorGames = 0;
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
      abilityTopGame[name] = Math.max(abilityTopGame[name] ?? 0, k);
    });
    ctx.stats.classActions.forEach((k, i) => {
      classActions[i] = (classActions[i] as number) + k;
    });
    captures += ctx.stats.captures;
    forcedSkips += ctx.stats.forcedSkips;
    skips += ctx.stats.skips;
    moves += ctx.stats.moves;
    for (const k of ctx.stats.classActions) allClassActions += k;
    tokensTaken += Math.max(0, 8 * seats - ctx.tokens.length);
    for (const c of ctx.cards) if (c.owner !== null) moodLeft += c.mood;
    ctx.stats.abilitiesBySeat.forEach((k, s) => {
      const bot = g.bots[s] ?? '?';
      abilitiesByBot[bot] = (abilitiesByBot[bot] ?? 0) + k;
      if (r.reason !== 'allCards') return;
      collectedByBot[bot] = (collectedByBot[bot] ?? 0) + k;
      collectedSeats[bot] = (collectedSeats[bot] ?? 0) + 1;
    });
    if (ctx.draftClasses && seats === 2) {
      mirrorGames++;
      const [a, b] = ctx.draftClasses as [CardClass, CardClass];
      const key = [a, b].sort().join('-');
      const e = mirror[key] ?? { games: 0, draws: 0, roundLimit: 0, rounds: 0, [a]: 0, [b]: 0 };
      mirror[key] = e;
      e.games = (e.games ?? 0) + 1;
      e.rounds = (e.rounds ?? 0) + ctx.round;
      if (r.reason === 'roundLimit') e.roundLimit = (e.roundLimit ?? 0) + 1;
      if (r.draw) e.draws = (e.draws ?? 0) + 1;
      // a draw counts half to each class (a draw names both seats winners)
      for (const w of r.winners) {
        const cls = ctx.draftClasses[w] as CardClass;
        e[cls] = (e[cls] ?? 0) + 1 / r.winners.length;
      }
    }
  }
  const held = classCards.pegasus + classCards.unicorn + classCards.earth;
  const cardActions = moves + skips + forcedSkips + allClassActions;
  const mirrorRates = Object.fromEntries(
    Object.entries(mirror).map(([key, e]) => {
      const [a, b] = key.split('-') as [string, string];
      const games = e.games ?? 0;
      const ci = (k: number) => wilson(k, games).map(round3);
      return [
        key,
        {
          games,
          [a]: round3((e[a] ?? 0) / games),
          [b]: round3((e[b] ?? 0) / games),
          // 95% intervals of each class's rate (with half-points for draws); a pairing fails clearly
          // when an interval lies wholly outside 40–60%
          ci95: { [a]: ci(e[a] ?? 0), [b]: ci(e[b] ?? 0) },
          draws: e.draws ?? 0,
          roundLimit: e.roundLimit ?? 0,
          averageRounds: round3((e.rounds ?? 0) / games),
        },
      ];
    }),
  );
  const worst = Math.max(
    0,
    ...Object.values(mirrorRates).flatMap((e) =>
      Object.entries(e)
        .filter(([k]) => k in classCards)
        .map(([, v]) => v as number),
    ),
  );
  // a class whose whole 95% interval lies above 60% (the check fails beyond these games' noise)
  const clearlyOver = Object.values(mirrorRates).some((e) =>
    Object.values(e.ci95 as Record<string, number[]>).some((ci) => (ci[0] as number) > 0.6),
  );
  const firstRate = round3(firstWins / n);
  const ci = (k: number) => wilson(k, n).map(round3);
  const share = (k: number) => (held ? round3(k / held) : 0);
  return {
    games: n,
    seats,
    winRateBySeat: winsBySeat.map((w) => round3(w / n)),
    /** Share of all games won by a seat this bot played. */
    winRateByBot: Object.fromEntries(Object.keys(botSeats).map((bot) => [bot, round3((botWins[bot] ?? 0) / n)])),
    firstPlayerWinRate: firstRate,
    firstPlayerWins: { wins: firstWins, ci95: ci(firstWins) },
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
    // §5.1's comparison (abilities per seat of each bot, per game)
    abilitiesPerSeat: Object.fromEntries(
      Object.keys(botSeats).map((bot) => [bot, round3((abilitiesByBot[bot] ?? 0) / (botSeats[bot] ?? 1))]),
    ),
    abilitiesPerSeatCollected: Object.fromEntries(
      Object.keys(collectedSeats).map((bot) => [bot, round3((collectedByBot[bot] ?? 0) / (collectedSeats[bot] ?? 1))]),
    ),
    forcedSkipShare: round3(forcedSkips / Math.max(1, cardActions)),
    voluntarySkipsPerGame: round3(skips / n),
    capturesPerGame: round3(captures / n),
    collectionRate: round3((reasons.allCards ?? 0) / n),
    collection: { games: reasons.allCards ?? 0, ci95: ci(reasons.allCards ?? 0) },
    /** Uses of each ability over all games, most used first. */
    abilityUses: Object.fromEntries(Object.entries(abilities).sort((a, b) => b[1] - a[1])),
    /** The most uses of each ability in a single game. */
    abilityUsesTopGame: abilityTopGame,
    firstCapture: firstCaptureFigures(games),
    mostOfClassWins: mostOfClassFigures(games),
    tokensTakenPerGame: round3(tokensTaken / n),
    moodLeftPerGame: round3(moodLeft / n),
    // §2.2: single-class drafts (option mirror, 2 seats), each class's win rate per pairing
    mirror: mirrorGames ? mirrorRates : null,
    checks: mirrorGames
      ? { mirrorWithin40to60: worst <= 0.6, mirrorWorst: worst, mirrorClearlyOver60: clearlyOver }
      : { firstPlayer45to55: firstRate >= 0.45 && firstRate <= 0.55 },
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
