/**
 * Headless self-play: N games of one module with one bot per seat, stepping the real machine.
 * Used by `npm run sim`, the benchmark and the engine tests.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { randomBotFor } from './bots/random';
import { now } from './clock';
import { GameRunner } from './engine';
import type { AnyGameModule, Bot, BotOptions, GameResult } from './game';
import { type GameRecord, newRecord } from './record';

export interface SimOptions {
  module: AnyGameModule;
  games: number;
  seed: string;
  /** Bot names, one per seat; a shorter list is cycled over the seats. */
  bots: string[];
  seats?: number;
  options?: unknown;
  botOptions?: Partial<BotOptions>;
  /** Per seat, over `botOptions` (e.g. one `level` each); a shorter list is cycled over the seats. */
  seatBotOptions?: Partial<BotOptions>[];
  /**
   * Paired games: each seed is played twice, the second time with the seats' bots (and their options) in
   * reverse order, so at 2 seats the bots swap seats over the same draft and seat order. `games` counts seeds.
   */
  swap?: boolean;
  maxEvents?: number;
  keepRecords?: boolean;
  /** Called after each game (progress, per-game reports). */
  onGame?: (outcome: GameOutcome, index: number) => void;
}

export interface GameOutcome {
  seed: string;
  /** Each seat's bot as labelled in this game (name, or name:level with per-seat levels). */
  bots: string[];
  result: GameResult;
  finished: boolean;
  events: number;
  ms: number;
  snapshot: AnyMachineSnapshot;
  record?: GameRecord;
}

export interface DecisionStats {
  count: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export interface SimResult {
  game: string;
  games: number;
  finished: number;
  seats: number;
  bots: string[];
  avgEvents: number;
  winsBySeat: number[];
  /** Games won by a seat each label played (draws not counted; a shared win counts for each winner). */
  winsByBot: Record<string, number>;
  /** With `swap`: per seed, how many of its two games the first seat's first label won (2, 1 or 0). */
  pairs?: { bot: string; both: number; split: number; neither: number };
  draws: number;
  gamesPerSecond: number;
  eventsPerSecond: number;
  decisions: Record<string, DecisionStats>;
  outcomes: GameOutcome[];
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.floor(q * sorted.length));
  return sorted[i] as number;
}

/** A seat's bot label: its name, with its level when levels are given per seat. */
export function botLabel(name: string, opts: Partial<BotOptions> | undefined): string {
  return opts?.level ? `${name}:${opts.level}` : name;
}

export function statsOf(times: number[]): DecisionStats {
  const sorted = times.slice().sort((a, b) => a - b);
  return {
    count: sorted.length,
    medianMs: quantile(sorted, 0.5),
    p95Ms: quantile(sorted, 0.95),
    maxMs: sorted.length ? (sorted[sorted.length - 1] as number) : 0,
  };
}

export function makeBot(
  module: AnyGameModule,
  name: string,
  opts: BotOptions,
): Bot<AnyMachineSnapshot, { type: string }> {
  const factory = module.bots[name] ?? (name === 'random' ? randomBotFor(module) : undefined);
  if (!factory) {
    const known = Object.keys(module.bots);
    throw new Error(`Unknown bot "${name}" for ${module.id}. Known bots: ${known.join(', ')}`);
  }
  return factory(opts);
}

/** Plays one game to its end (or `maxEvents`) and returns what happened. */
export function playGame(
  module: AnyGameModule,
  seed: string,
  botNames: string[],
  seats: number,
  options: unknown,
  /** Shared by all seats, or one per seat (cycled). */
  botOptions: Partial<BotOptions> | Partial<BotOptions>[] = {},
  maxEvents = 100_000,
  decisionTimes?: Map<string, number[]>,
  keepRecord = false,
): GameOutcome {
  const t0 = now();
  const bots = Array.from({ length: seats }, (_, s) => {
    const bot = botNames[s % botNames.length] as string;
    const opts = Array.isArray(botOptions) ? botOptions[s % botOptions.length] : botOptions;
    const name = Array.isArray(botOptions) ? botLabel(bot, opts) : bot;
    return { name, bot: makeBot(module, bot, { ...opts, seed: `${seed}:bot${s}` }) };
  });
  const record = newRecord(module, seed, seats, options);
  const runner = new GameRunner(module, { seed, seats, options });
  let snapshot = runner.snapshot;
  let events = 0;
  let result = module.result(snapshot);
  while (!result.over && events < maxEvents) {
    const active = module.activeSeats(snapshot);
    const seat = active[0];
    if (seat === undefined) throw new Error(`${module.id} seed ${seed}: no seat may act but the game is not over`);
    const { name, bot } = bots[seat] as (typeof bots)[number];
    const d0 = now();
    const event = bot.choose(snapshot, seat);
    if (decisionTimes) {
      const times = decisionTimes.get(name) ?? [];
      times.push(now() - d0);
      decisionTimes.set(name, times);
    }
    const res = runner.send(event, true);
    if (!res.ok) {
      throw new Error(`${module.id} seed ${seed}: bot "${name}" chose an illegal ${JSON.stringify(event)}`);
    }
    if (keepRecord) record.events.push(event);
    snapshot = res.snapshot;
    events++;
    result = module.result(snapshot);
  }
  runner.stop();
  return {
    seed,
    bots: bots.map((b) => b.name),
    result,
    finished: result.over,
    events,
    ms: now() - t0,
    snapshot,
    record: keepRecord ? record : undefined,
  };
}

export function simulate(opts: SimOptions): SimResult {
  const { module, games } = opts;
  const seats = opts.seats ?? Math.min(module.seats.max, Math.max(module.seats.min, opts.bots.length));
  const options = opts.options ?? module.defaultOptions(seats);
  const winsBySeat = new Array<number>(seats).fill(0);
  const winsByBot: Record<string, number> = {};
  const decisionTimes = new Map<string, number[]>();
  const outcomes: GameOutcome[] = [];
  // each seat's bot name and options; with `swap`, the reversed lineup plays each seed again
  const lineup = Array.from({ length: seats }, (_, s) => ({
    bot: opts.bots[s % opts.bots.length] as string,
    opts: { ...opts.botOptions, ...opts.seatBotOptions?.[s % opts.seatBotOptions.length] },
  }));
  const lineups = opts.swap ? [lineup, lineup.slice().reverse()] : [lineup];
  const perSeat = opts.seatBotOptions !== undefined;
  const pairs = {
    bot: botLabel(lineup[0]?.bot ?? '?', perSeat ? lineup[0]?.opts : undefined),
    both: 0,
    split: 0,
    neither: 0,
  };
  let finished = 0;
  let draws = 0;
  let totalEvents = 0;
  const t0 = now();
  for (let i = 0; i < games; i++) {
    let pairWins = 0;
    for (const l of lineups) {
      const outcome = playGame(
        module,
        `${opts.seed}:${i}`,
        l.map((x) => x.bot),
        seats,
        options,
        perSeat ? l.map((x) => x.opts) : opts.botOptions,
        opts.maxEvents,
        decisionTimes,
        opts.keepRecords,
      );
      if (outcome.finished) finished++;
      if (outcome.result.draw) draws++;
      for (const w of outcome.result.winners) winsBySeat[w] = (winsBySeat[w] ?? 0) + 1;
      for (const w of outcome.result.draw ? [] : outcome.result.winners) {
        const label = outcome.bots[w] as string;
        winsByBot[label] = (winsByBot[label] ?? 0) + 1;
        if (label === pairs.bot) pairWins++;
      }
      totalEvents += outcome.events;
      outcomes.push(outcome);
      opts.onGame?.(outcome, outcomes.length - 1);
    }
    if (opts.swap) pairs[pairWins >= 2 ? 'both' : pairWins === 1 ? 'split' : 'neither']++;
  }
  const seconds = (now() - t0) / 1000;
  const decisions: Record<string, DecisionStats> = {};
  for (const [name, times] of decisionTimes) decisions[name] = statsOf(times);
  const played = outcomes.length;
  return {
    game: module.id,
    games: played,
    finished,
    seats,
    bots: lineup.map((x) => botLabel(x.bot, perSeat ? x.opts : undefined)),
    avgEvents: played ? totalEvents / played : 0,
    winsBySeat,
    winsByBot,
    pairs: opts.swap ? pairs : undefined,
    draws,
    gamesPerSecond: seconds > 0 ? played / seconds : 0,
    eventsPerSecond: seconds > 0 ? totalEvents / seconds : 0,
    decisions,
    outcomes,
  };
}
