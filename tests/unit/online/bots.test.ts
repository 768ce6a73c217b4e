/**
 * The server's bot threads: sized from the cores, and a hard bot's search in one room never holds
 * up another room's quick bot (one thread is always left for quick answers; rooms take turns).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import '../../../machines/registry';
import { startGame } from '../../../machines/core/engine';
import { loadGame } from '../../../machines/core/game';
import { newRecord } from '../../../machines/core/record';
import { BotPool, botThreads } from '../../../server/bots';

let pool: BotPool;
beforeAll(async () => {
  pool = await BotPool.start(2);
}, 60_000);
afterAll(async () => {
  await pool?.close();
});

it('is sized one thread fewer than the cores, at least two', () => {
  expect(botThreads(1)).toBe(2);
  expect(botThreads(2)).toBe(2);
  expect(botThreads(8)).toBe(7);
});

it('a quick bot in one room answers while hard bots of two other rooms search', async () => {
  const module = await loadGame('temperaments');
  const record = newRecord(module, 'pool-seed', 4, module.parseOptions({}, 4));
  const { snapshot } = startGame(module, { seed: record.seed, seats: 4, options: record.options });
  const seat = module.activeSeats(snapshot)[0] as number;
  const order: string[] = [];
  const ask = (room: string, bot: string, budgetMs?: number) =>
    pool
      .choose(room, {
        record,
        generation: 0,
        seat,
        bot,
        options: budgetMs ? { budgetMs, level: 'hard' } : { level: 'easy' },
      })
      .then((reply) => {
        expect(reply.ok ? null : reply.error).toBeNull();
        order.push(room);
      });
  // Both threads load the game first (a cold thread's first answer waits for that, not for a search).
  await Promise.all([ask('W1', 'noisy'), ask('W2', 'noisy')]);
  order.length = 0;
  // Two searches first (each room's request waits its turn), then a quick one.
  const all = [ask('A', 'ismcts', 2000), ask('C', 'ismcts', 2000), ask('B', 'noisy')];
  await Promise.all(all);
  // B did not wait for a search: it came first, though it asked last.
  expect(order[0]).toBe('B');
  expect(order.slice(1).sort()).toEqual(['A', 'C']);
}, 60_000);
