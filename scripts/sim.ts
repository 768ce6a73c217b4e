/**
 * Headless self-play from the command line.
 *   npm run sim -- --game northwood --games 1000 --seed S --bots heuristic --json
 *   npm run sim -- --game temperaments --seats 3 --bots ismcts,heuristic,random --games 300 --report
 * Options: --options '<json>' (game options), --iterations N / --budget MS / --level L (bot budget),
 * --draft-noise N (Cloud Marches bots' draft spread; 1000: random drafts, as §2.2 and §5.1 measure).
 * Unknown game → exit 2 with the list of known games.
 */
import '../machines/registry';
import { parseArgs } from 'node:util';
import { loadGame, registeredGames } from '../machines/core/game';
import { simulate } from '../machines/core/sim';

function usage(code: number, message?: string): never {
  if (message) console.error(message);
  console.error(
    'usage: npm run sim -- --game <id> [--games N] [--seed S] [--bots a,b,...] [--seats N] [--options JSON] [--iterations N] [--budget MS] [--level L] [--draft-noise N] [--json] [--report]',
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

const module = await loadGame(values.game);
const bots = values.bots.split(',').map((b) => b.trim());
const seats = values.seats ? Number(values.seats) : undefined;
let options: unknown;
try {
  options = values.options ? module.parseOptions(JSON.parse(values.options), seats ?? bots.length) : undefined;
} catch (e) {
  usage(2, `Bad --options: ${(e as Error).message}`);
}

const res = simulate({
  module,
  games,
  seed: values.seed,
  bots,
  seats,
  options,
  botOptions: {
    iterations: values.iterations ? Number(values.iterations) : undefined,
    budgetMs: values.budget ? Number(values.budget) : undefined,
    level: values.level,
    draftNoise: values['draft-noise'] ? Number(values['draft-noise']) : undefined,
  },
});

const summary: Record<string, unknown> = {
  game: res.game,
  games: res.games,
  finished: res.finished,
  seats: res.seats,
  bots: res.bots,
  avgEvents: Number(res.avgEvents.toFixed(2)),
  winsBySeat: res.winsBySeat,
  winRateBySeat: res.winsBySeat.map((w) => Number((w / res.games).toFixed(4))),
  draws: res.draws,
  gamesPerSecond: Number(res.gamesPerSecond.toFixed(2)),
  eventsPerSecond: Math.round(res.eventsPerSecond),
  decisionMs: Object.fromEntries(
    Object.entries(res.decisions).map(([k, v]) => [
      k,
      { median: Number(v.medianMs.toFixed(3)), p95: Number(v.p95Ms.toFixed(3)), max: Number(v.maxMs.toFixed(3)) },
    ]),
  ),
};
if (values.report && module.report) {
  summary.report = module.report(res.outcomes.map((o) => ({ snapshot: o.snapshot, result: o.result, bots: res.bots })));
}

if (values.json) {
  console.log(JSON.stringify(summary));
} else {
  console.log(JSON.stringify(summary, null, 2));
}
