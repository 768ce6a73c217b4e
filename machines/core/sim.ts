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
  maxEvents?: number;
  keepRecords?: boolean;
  /** Called after each game (progress, per-game reports). */
  onGame?: (outcome: GameOutcome, index: number) => void;
}

export interface GameOutcome {
  seed: string;
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
  botOptions: Partial<BotOptions> = {},
  maxEvents = 100_000,
  decisionTimes?: Map<string, number[]>,
  keepRecord = false,
): GameOutcome {
  const t0 = now();
  const bots = Array.from({ length: seats }, (_, s) => {
    const name = botNames[s % botNames.length] as string;
    return { name, bot: makeBot(module, name, { ...botOptions, seed: `${seed}:bot${s}` }) };
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
  const decisionTimes = new Map<string, number[]>();
  const outcomes: GameOutcome[] = [];
  let finished = 0;
  let draws = 0;
  let totalEvents = 0;
  const t0 = now();
  for (let i = 0; i < games; i++) {
    const outcome = playGame(
      module,
      `${opts.seed}:${i}`,
      opts.bots,
      seats,
      options,
      opts.botOptions,
      opts.maxEvents,
      decisionTimes,
      opts.keepRecords,
    );
    if (outcome.finished) finished++;
    if (outcome.result.draw) draws++;
    for (const w of outcome.result.winners) winsBySeat[w] = (winsBySeat[w] ?? 0) + 1;
    totalEvents += outcome.events;
    outcomes.push(outcome);
    opts.onGame?.(outcome, i);
  }
  const seconds = (now() - t0) / 1000;
  const decisions: Record<string, DecisionStats> = {};
  for (const [name, times] of decisionTimes) decisions[name] = statsOf(times);
  return {
    game: module.id,
    games,
    finished,
    seats,
    bots: Array.from({ length: seats }, (_, s) => opts.bots[s % opts.bots.length] as string),
    avgEvents: games ? totalEvents / games : 0,
    winsBySeat,
    draws,
    gamesPerSecond: seconds > 0 ? games / seconds : 0,
    eventsPerSecond: seconds > 0 ? totalEvents / seconds : 0,
    decisions,
    outcomes,
  };
}
