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
const tally = new Map(ids.map((id) => [id, { games: 0, wins: 0, stars: 0 }]));
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
    const t = tally.get(id) as { games: number; wins: number; stars: number };
    t.games += n;
    t.wins += res.winsBySeat[0] ?? 0;
    const rep = module.report?.(res.outcomes.map((o) => ({ snapshot: o.snapshot, result: o.result, bots: res.bots })));
    t.stars += ((rep as { averageStars?: number })?.averageStars ?? 0) * n;
    console.log(`  ${id}: ${t.wins}/${t.games}`);
  }
  const rows = [...tally].map(
    ([id, t]) => `${id}\t${t.games}\t${((100 * t.wins) / t.games).toFixed(0)}%\t${(t.stars / t.games).toFixed(1)}`,
  );
  console.log(
    `after ${done + batch} per challenge, ${((Date.now() - t0) / 1000).toFixed(0)} s wall\n${rows.join('\n')}`,
  );
}
