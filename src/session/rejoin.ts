/**
 * Back to one's seat after the connection to a room dropped — also when the process hosting the
 * room died (issue 17): through any process, which either hosts the room (join it) or recreates
 * it from its saved record (`restore`). The same identity gets the same seat; the server then
 * sends the whole present (`sync`), and the caller resends the move it had in flight, if any.
 */
import type { Client, Room } from 'colyseus.js';
import { type JoinOptions, ROOM_NAME } from '../../server/protocol';

/** Longer than cluster.ts's `freshMs` for its default CLUSTER_DEAD_MS. */
export const REJOIN_SETTLE_MS = 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Rejoins room `code` with `join` (its identity) within `withinMs`; throws when the room is gone. */
export async function rejoinRoom(client: Client, code: string, join: JoinOptions, withinMs = 15_000): Promise<Room> {
  const until = Date.now() + withinMs;
  // A host that just died still looks alive for a beat or two (cluster.ts): joining it would wait
  // out Colyseus' 2 s timeouts, so the first try comes once its heartbeat has surely gone stale.
  await sleep(REJOIN_SETTLE_MS);
  let last: unknown = null;
  while (Date.now() < until) {
    try {
      return await client.create(ROOM_NAME, { ...join, restore: code });
    } catch (e) {
      last = e;
      const why = /restore:(\w+)/.exec(String((e as Error).message))?.[1];
      if (why === 'missing' || why === 'corrupt') throw e;
      // 'alive', or a server without Redis (no restoring there): join the room where it is.
      if (why === 'alive' || why === undefined) {
        // Its host lives (a dropped connection, or someone restored it a moment ago): join there.
        try {
          return await client.joinById(code, join);
        } catch (e2) {
          last = e2;
        }
      }
    }
    await sleep(200);
  }
  throw last instanceof Error ? last : new Error(`Room ${code} could not be rejoined.`);
}
