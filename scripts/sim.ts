/**
 * Headless self-play from the command line.
 *   npm run sim -- --game northwood --games 1000 --seed S --bots heuristic --json
 *   npm run sim -- --game temperaments --seats 3 --bots ismcts,heuristic,random --games 300 --report
 * Options: --options '<json>' (game options), --iterations N / --budget MS / --level L (bot budget),
 * --levels L1,L2,... (one level per seat, cycled; the bots are labelled name:level),
 * --swap (each of the --games seeds is played twice, the second time with the seats' bots reversed: at
 * 2 seats the bots swap seats over the same draft and seat order; the summary counts the pairs),
 * --progress (one line per finished game on stderr: seed, bots, winners, events, ms),
 * --draft-noise N (Cloud Marches bots' draft spread; 1000: random drafts, as §2.2 and §5.1 measure),
 * --cards 'e6.V=7,u1.cost=2' (Cloud Marches: §2.2's V and Cost knobs for a balance run, applied before
 * the game loads; the default table stays content.ts's).
 *   npm run sim -- --game clouds --seats 2 --bots mcts --levels hard,normal --swap --games 24 --seed h30 \
 *     --draft-noise 1000 --report --json
 * Unknown game → exit 2 with the list of known games.
 */
import '../machines/registry';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { loadGame, registeredGames } from '../machines/core/game';
import { simulate } from '../machines/core/sim';
import { wilson } from '../machines/core/wilson';

function usage(code: number, message?: string): never {
  if (message) console.error(message);
  console.error(
    'usage: npm run sim -- --game <id> [--games N] [--seed S] [--bots a,b,...] [--seats N] [--options JSON] [--iterations N] [--budget MS] [--level L] [--levels L1,L2] [--swap] [--progress] [--draft-noise N] [--cards SPEC] [--json] [--report]',
  );
  process.exit(code);
}

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: 'sim' },
    bots: { type: 'string', default: 'random' },
    seats: { type: 'string' },
    options: { type: 'string' },
    iterations: { type: 'string' },
    budget: { type: 'string' },
    level: { type: 'string' },
    levels: { type: 'string' },
    swap: { type: 'boolean', default: false },
    progress: { type: 'boolean', default: false },
    cards: { type: 'string' },
    'draft-noise': { type: 'string' },
    json: { type: 'boolean', default: false },
    report: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});

if (values.help) usage(0);
const known = registeredGames().map((g) => g.id);
if (!values.game) usage(2, `Which game? Known games: ${known.join(', ') || '(none yet)'}`);
if (!known.includes(values.game)) {
  console.error(`Unknown game "${values.game}". Known games: ${known.join(', ') || '(none yet)'}`);
  process.exit(2);
}
const games = Number(values.games);
if (!Number.isInteger(games) || games < 1) usage(2, `--games must be a positive integer, not "${values.games}"`);

if (values.cards) {
  if (values.game !== 'clouds') usage(2, '--cards is for Cloud Marches (clouds) only');
  const { CARD_BY_ID, isCardId } = await import('../machines/clouds/content');
  for (const item of values.cards.split(',')) {
    const m = /^\s*(\w+)\.(V|cost)=(\d+)\s*$/.exec(item);
    if (!m || !isCardId(m[1])) usage(2, `Bad --cards item "${item}": want <card id>.V=<n> or <card id>.cost=<n>`);
    // the table is read-only to the rules; a balance run changes it before the rules (and bots) load
    (CARD_BY_ID[m[1]] as { V: number; cost: number })[m[2] as 'V' | 'cost'] = Number(m[3]);
  }
}
const module = await loadGame(values.game);
const bots = values.bots.split(',').map((b) => b.trim());
const seats = values.seats ? Number(values.seats) : undefined;
let options: unknown;
try {
  options = values.options ? module.parseOptions(JSON.parse(values.options), seats ?? bots.length) : undefined;
} catch (e) {
  usage(2, `Bad --options: ${(e as Error).message}`);
}

const load0 = loadavg()[0] as number;
const cpu0 = process.cpuUsage();
const res = simulate({
  module,
  games,
  seed: values.seed,
  bots,
  seats,
  options,
  swap: values.swap,
  onGame: values.progress
    ? (o, i) =>
        console.error(
          `${i + 1} ${o.seed} ${o.bots.join(',')} winners ${o.result.winners.join(',') || '-'}${o.result.draw ? ' draw' : ''} ${o.events} events ${Math.round(o.ms)} ms`,
        )
    : undefined,
  seatBotOptions: values.levels?.split(',').map((level) => ({ level: level.trim() })),
  botOptions: {
    iterations: values.iterations ? Number(values.iterations) : undefined,
    budgetMs: values.budget ? Number(values.budget) : undefined,
    level: values.level,
    draftNoise: values['draft-noise'] ? Number(values['draft-noise']) : undefined,
  },
});

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const cpuSeconds = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6;
const summary: Record<string, unknown> = {
  cards: values.cards,
  game: res.game,
  games: res.games,
  finished: res.finished,
  seats: res.seats,
  bots: res.bots,
  avgEvents: Number(res.avgEvents.toFixed(2)),
  winsBySeat: res.winsBySeat,
  winRateBySeat: res.winsBySeat.map((w) => Number((w / res.games).toFixed(4))),
  winsByBot: Object.fromEntries(
    Object.entries(res.winsByBot).map(([bot, w]) => [
      bot,
      { wins: w, rate: round3(w / res.games), ci95: wilson(w, res.games).map(round3) },
    ]),
  ),
  pairs: res.pairs,
  draws: res.draws,
  gamesPerSecond: Number(res.gamesPerSecond.toFixed(2)),
  // CPU seconds spent per game (a busy or paused machine stretches the wall time, not this)
  cpuSecondsPerGame: round3(cpuSeconds(process.cpuUsage(cpu0)) / res.games),
  loadAverage: { start: round3(load0), end: round3(loadavg()[0] as number), cores: cpus().length },
  eventsPerSecond: Math.round(res.eventsPerSecond),
  decisionMs: Object.fromEntries(
    Object.entries(res.decisions).map(([k, v]) => [
      k,
      { median: Number(v.medianMs.toFixed(3)), p95: Number(v.p95Ms.toFixed(3)), max: Number(v.maxMs.toFixed(3)) },
    ]),
  ),
};
if (values.report && module.report) {
  summary.report = module.report(res.outcomes.map((o) => ({ snapshot: o.snapshot, result: o.result, bots: o.bots })));
}

if (values.json) {
  console.log(JSON.stringify(summary));
} else {
  console.log(JSON.stringify(summary, null, 2));
}
