/**
 * For Northwood! challenges: the advisor's win rate on each, in rounds of `--batch` games per challenge
 * (so every challenge has a figure whenever the run is stopped), printed after each round.
 *   npx tsx scripts/challenges.ts --games 100 --batch 25 --samples 20 [--only ch9-winter-road,…]
 */
import '../machines/registry';
import { parseArgs } from 'node:util';
import { loadGame } from '../machines/core/game';
import { simulate } from '../machines/core/sim';
import { CHALLENGES } from '../machines/northwood/content';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    batch: { type: 'string', default: '25' },
    samples: { type: 'string', default: '20' },
    seed: { type: 'string', default: 'ch' },
    only: { type: 'string' },
  },
});
const module = await loadGame('northwood');
const ids = values.only ? values.only.split(',') : CHALLENGES.map((c) => c.id);
const games = Number(values.games);
const batch = Number(values.batch);
const tally = new Map(ids.map((id) => [id, { games: 0, wins: 0, stars: 0, hist: new Map<number, number>() }]));
const t0 = Date.now();
for (let done = 0; done < games; done += batch) {
  for (const id of ids) {
    const n = Math.min(batch, games - done);
    const res = simulate({
      module,
      games: n,
      seed: `${values.seed}-${id}-${done}`,
      bots: ['advisor'],
      options: module.parseOptions({ mode: 'challenge', challengeId: id }, 1),
      botOptions: { iterations: Number(values.samples) },
    });
    const t = tally.get(id) as { games: number; wins: number; stars: number; hist: Map<number, number> };
    // the star distribution, to set a target: the win rate at target T is the share of scores ≥ T
    for (const o of res.outcomes) {
      const score = (o.snapshot.context as { over?: { score: number } }).over?.score ?? 0;
      t.hist.set(score, (t.hist.get(score) ?? 0) + 1);
    }
    t.games += n;
    t.wins += res.winsBySeat[0] ?? 0;
    const rep = module.report?.(res.outcomes.map((o) => ({ snapshot: o.snapshot, result: o.result, bots: res.bots })));
    t.stars += ((rep as { averageStars?: number })?.averageStars ?? 0) * n;
    const hist = [...t.hist].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}:${v}`);
    console.log(`  ${id}: ${t.wins}/${t.games} stars ${hist.join(' ')}`);
  }
  const rows = [...tally].map(
    ([id, t]) => `${id}\t${t.games}\t${((100 * t.wins) / t.games).toFixed(0)}%\t${(t.stars / t.games).toFixed(1)}`,
  );
  console.log(
    `after ${done + batch} per challenge, ${((Date.now() - t0) / 1000).toFixed(0)} s wall\n${rows.join('\n')}`,
  );
}
