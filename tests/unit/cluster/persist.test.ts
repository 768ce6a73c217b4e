/**
 * The room store on a real Redis (127.0.0.1, a free port in 4790–4799): a room saved event by event
 * replays to the same game; a living host keeps its room; a dead host's room is claimed by exactly one
 * process; a record that does not replay is refused, never half-restored.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../../machines/registry';
import { type AnyGameModule, loadGame } from '../../../machines/core/game';
import { freePort, kill, type Proc, startRedis } from '../../../scripts/cluster-procs';
import { Match } from '../../../server/match';
import { RoomStore, replayMatch, type SavedRoom } from '../../../server/persist';

let redis: Proc;
let client: Redis;
let module: AnyGameModule;

beforeAll(async () => {
  redis = await startRedis(await freePort(4790, 4799));
  client = new Redis(redis.url);
  module = await loadGame('temperaments');
}, 30_000);

afterAll(async () => {
  client?.disconnect();
  if (redis) await kill(redis);
});

const settings = { prefix: 't:', liveTtl: 60, finishedTtl: 5, freshMs: 500 };
const store = (id: string) => new RoomStore(client, () => id, settings);

function room(code: string, match: Match): SavedRoom {
  return {
    code,
    game: module.id,
    options: match.record.options,
    turnSeconds: 0,
    phase: 'playing',
    host: 'host-identity',
    seats: [0, 1].map((i) => ({
      kind: 'human',
      level: 'normal',
      name: `P${i}`,
      identity: `ident-${i}`,
      standIn: false,
    })),
    record: match.record,
    authors: match.authors,
    generation: match.generation,
  };
}

/** Plays `n` first legal moves, saving after each as the room does. */
async function played(code: string, s: RoomStore, n: number): Promise<Match> {
  const match = new Match(module, 2, module.defaultOptions(2), [], 'seed-persist');
  await s.save(room(code, match));
  for (let i = 0; i < n; i++) {
    const seat = match.activeSeats()[0] ?? 0;
    const move = match.legalMoves(seat)[0];
    if (!move) break;
    expect(match.apply(move, seat, 'human').ok).toBe(true);
    expect(await s.save(room(code, match))).toBe(true);
  }
  return match;
}

describe('room store', () => {
  it('a room saved per event replays to the same view; its living host keeps it', async () => {
    const a = store('proc-a');
    const match = await played('ROOMA', a, 12);
    await client.set(`${a.alivePrefix}proc-a`, '3000', 'PX', 3000);
    await expect(store('proc-b').claim('ROOMA')).rejects.toThrow('restore:alive');
    const saved = await a.load('ROOMA');
    expect(saved?.record?.events).toEqual(match.record.events);
    const again = replayMatch(module, saved as SavedRoom);
    expect(again.view(0)).toEqual(match.view(0));
    expect(again.view(1)).toEqual(match.view(1));
  });

  it("a dead host's room is claimed once, and the old host can no longer write it", async () => {
    const a = store('proc-c');
    const match = await played('ROOMB', a, 5);
    // Two living processes (their heartbeats beat) race for it; the old host's has stopped.
    for (const id of ['proc-d', 'proc-e']) await client.set(`${a.alivePrefix}${id}`, '3000', 'PX', 3000);
    const claims = await Promise.allSettled([store('proc-d').claim('ROOMB'), store('proc-e').claim('ROOMB')]);
    expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    expect(String((claims.find((c) => c.status === 'rejected') as PromiseRejectedResult).reason)).toMatch(
      /restore:(alive|wait)/,
    );
    expect(await a.save(room('ROOMB', match))).toBe(false);
    await expect(store('proc-f').claim('NOSUCH')).rejects.toThrow('restore:missing');
  });

  it('a record that does not replay is refused with a reason', async () => {
    const a = store('proc-g');
    await played('ROOMC', a, 6);
    await client.lset('t:room:ROOMC:events', 2, JSON.stringify({ type: 'NOT_A_MOVE', seat: 0 }));
    const saved = await store('proc-h').claim('ROOMC');
    expect(() => replayMatch(module, saved)).toThrow(/restore:corrupt Event 2/);
    await client.hset('t:room:ROOMD', 'process', '', 'meta', '{not json');
    await expect(store('proc-h').claim('ROOMD')).rejects.toThrow('restore:corrupt');
  });
});
