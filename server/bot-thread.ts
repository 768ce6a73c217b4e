/**
 * A bot thread: answers `choose` requests for many rooms, each with its own live copy of its game
 * (the app's BotHost, advanced by the new events only), the least recently used dropped past a bound.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { BotHost } from '../machines/core/bots/host';
import type { BotRequest } from '../machines/core/bots/protocol';
import { registeredGames } from '../machines/core/game';

const KEEP = 256;

// Linux keeps a nice value per thread: this thread (only) yields the CPU to the one answering
// people's moves, so a searching bot never delays a person's round trip.
try {
  setPriority(10);
} catch {
  // not permitted here: run at the normal priority
}
const hosts = new Map<string, BotHost>();

function hostFor(room: string): BotHost {
  let host = hosts.get(room);
  if (host) hosts.delete(room);
  else host = new BotHost();
  hosts.set(room, host); // most recent last
  if (hosts.size > KEEP) hosts.delete(hosts.keys().next().value as string);
  return host;
}

parentPort?.on('message', async (msg: { room: string; req: BotRequest } | { warm: true }) => {
  if ('warm' in msg) {
    // Load every game before the first room needs one (a cold thread takes seconds).
    await Promise.all(registeredGames().map((g) => g.load().catch(() => null)));
    parentPort?.postMessage({ warm: true });
    return;
  }
  parentPort?.postMessage(await hostFor(msg.room).handle(msg.req));
});
