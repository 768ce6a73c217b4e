/**
 * Bytes that are not the protocol at all, thrown at a running room from a seated client's own
 * socket: that socket alone is closed, the server keeps every room, the seat waits for its person,
 * who takes it back with the same identity, and the game goes on.
 */
import { expect, it } from 'vitest';
import { create, join, serverForFile } from './harness';

const server = serverForFile();

it('garbage frames close the sender only; its seat is reclaimed and the game goes on', async () => {
  const a = await create(server.url, {
    game: 'temperaments',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Ann',
    identity: 'garbage-ann-identity',
  });
  await a.until(() => a.welcome !== null);
  const b = await join(server.url, a.room.roomId, { name: 'Bob', identity: 'garbage-bob-identity' });
  await b.until(() => b.welcome !== null);
  a.room.send('start');
  await Promise.all([a.until(() => a.active.length > 0), b.until(() => b.active.length > 0)]);
  const count = a.eventCount;
  const view = JSON.stringify(a.view);

  // Colyseus' message codes (join, leave, room data, state, patches, bytes…) followed by random bytes.
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const socket = b.room.connection as unknown as { send(data: Uint8Array): void; isOpen: boolean };
  for (let i = 0; i < 300 && socket.isOpen; i++) {
    const bytes = Uint8Array.from({ length: 1 + Math.floor(rand() * 40) }, () => Math.floor(rand() * 256));
    bytes[0] = 10 + Math.floor(rand() * 8);
    socket.send(bytes);
    if (i % 50 === 0) await new Promise((r) => setTimeout(r, 20));
  }
  await b.until(() => !socket.isOpen, 10_000, "the garbage sender's socket to close");
  expect(a.room.connection.isOpen).toBe(true);
  expect(a.eventCount).toBe(count);
  expect(JSON.stringify(a.view)).toBe(view);

  const back = await join(server.url, a.room.roomId, { name: 'Bob', identity: 'garbage-bob-identity' });
  await back.until(() => back.view !== null);
  expect(back.seat).toBe(b.seat);
  const mover = a.active.includes(a.seat as number) ? a : back;
  const move = mover.legal.find((e) => e.type !== 'CONCEDE');
  mover.room.send('move', move);
  await a.until(() => a.eventCount === count + 1, 10_000, 'the next move');
  await Promise.all([a, back].map((p) => p.room.leave().catch(() => {})));
}, 60_000);
