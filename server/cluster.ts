/**
 * Several server processes on one Redis (issue 17). With `REDIS_URL` set, Colyseus' own Redis
 * presence and driver share room listings and seat reservations between processes, each process
 * advertises its own address (`PUBLIC_ADDRESS`, e.g. `game.example.com/p1/online`) so a client
 * connects to the process that hosts its room, a heartbeat says which processes live, and a
 * RoomStore keeps every room's record so another process can take over a crashed one's rooms.
 * Without `REDIS_URL`: null, and the server stays the embedded single-process default.
 *
 * Settings (environment): RECORD_TTL (seconds a finished room's record is kept, default 3600),
 * CLUSTER_DEAD_MS (a process silent this long is dead, default 3000), REDIS_PREFIX (default `scriptorium:`).
 */
import { matchMaker, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { Redis } from 'ioredis';
import { RoomStore } from './persist';

export interface Cluster {
  /** What `new Server({...})` takes. */
  server: {
    presence: Presence;
    driver: RedisDriver;
    publicAddress?: string;
    selectProcessIdToCreateRoom: matchMaker.SelectProcessIdCallback;
  };
  store: RoomStore;
  /** Starts the heartbeat (once the matchmaker has its process id). */
  start(): Promise<void>;
  /** Stops the heartbeat and says so at once (a stopped process's rooms may be restored right away). */
  close(): Promise<void>;
}

function seconds(v: string | undefined, fallback: number): number {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function clusterFromEnv(env: NodeJS.ProcessEnv = process.env): Cluster | null {
  const url = env.REDIS_URL;
  if (!url) return null;
  const prefix = env.REDIS_PREFIX ?? 'scriptorium:';
  const deadMs = seconds(env.CLUSTER_DEAD_MS, 3000);
  const beatMs = Math.max(100, Math.round(deadMs / 6));
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  const store = new RoomStore(redis, () => matchMaker.processId, {
    prefix,
    liveTtl: 24 * 3600,
    finishedTtl: seconds(env.RECORD_TTL, 3600),
    // Two missed beats make a host doubtful: the client waits a little instead of joining it.
    freshMs: beatMs * 2 + 100,
  });
  const aliveKey = () => `${store.alivePrefix}${matchMaker.processId}`;
  const beat = () => redis.set(aliveKey(), String(deadMs), 'PX', deadMs);
  let timer: NodeJS.Timeout | undefined;

  return {
    server: {
      presence: new RedisPresence(url),
      driver: new RedisDriver(url),
      publicAddress: env.PUBLIC_ADDRESS || undefined,
      // A restored room is made where it was asked for (its clients are already here); a new one
      // on the living process hosting the fewest rooms.
      async selectProcessIdToCreateRoom(_name, options) {
        if (options && typeof options === 'object' && Object.hasOwn(options, 'restore')) return matchMaker.processId;
        const all = await matchMaker.stats.fetchAll();
        const alive = await Promise.all(all.map((s) => redis.exists(`${store.alivePrefix}${s.processId}`)));
        const live = all.filter((_, i) => alive[i] === 1).sort((a, b) => a.roomCount - b.roomCount);
        return live[0]?.processId ?? matchMaker.processId;
      },
    },
    store,
    async start() {
      await beat();
      timer = setInterval(() => void beat().catch(() => {}), beatMs);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      await redis.del(aliveKey()).catch(() => {});
      redis.disconnect();
    },
  };
}
