/**
 * A connection that stalls (a phone out of reach: the socket neither closes nor carries anything)
 * is noticed within a few seconds (`connection` false, the table's "Connection lost — reconnecting…"),
 * moves made meanwhile are refused with a reason instead of landing late, and when the server is
 * heard again the notice goes. A socket that closes says so at once.
 */
import type { Socket } from 'node:net';
import { expect, it, vi } from 'vitest';
import '../../../machines/registry';
import { loadGame } from '../../../machines/core/game';
import { ANSWER_MS, RemoteSession } from '../../../src/session/remote';
import { serverForFile, until } from './harness';

const server = serverForFile();

/** The Node socket under a session's WebSocket (the `ws` package's). */
const socketOf = (s: RemoteSession): Socket =>
  (s as unknown as { room: { connection: { transport: { ws: { _socket: Socket } } } } }).room.connection.transport.ws
    ._socket;

it('a stalled connection is said within seconds, moves are refused meanwhile, and it clears when back', async () => {
  const ann = await RemoteSession.create(server.url, loadGame, {
    game: 'clouds',
    seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
    name: 'Ann',
    identity: 'ann-connection-identity',
  });
  const ups: boolean[] = [];
  ann.on('connection', (up) => ups.push(up));
  const refused: string[] = [];
  ann.on('rejected', (r) => refused.push(r.reason.code));
  ann.start();
  await until(() => ann.started, 10_000, 'the start');
  await until(
    () => ann.seat !== null && ann.activeSeats().includes(ann.seat) && ann.legalMoves(0).length > 0,
    20_000,
    'Ann’s turn',
  );
  expect(ann.connected).toBe(true);

  socketOf(ann).pause(); // nothing from the server reaches this client any more
  const t0 = Date.now();
  await until(() => !ann.connected, ANSWER_MS + 4000, 'the connection counted lost');
  expect(Date.now() - t0).toBeLessThan(ANSWER_MS + 3000);
  expect(ups).toEqual([false]);

  const count = ann.eventCount;
  const move = ann.legalMoves(0)[0];
  if (!move) throw new Error('no move');
  expect(ann.send(move)).toMatchObject({ ok: false, reason: { code: 'notConnected' } });
  expect(refused).toEqual(['notConnected']);

  socketOf(ann).resume();
  await until(() => ann.connected, 5000, 'the connection back');
  expect(ups).toEqual([false, true]);
  // The refused move never reached the server: the table is as it was.
  await new Promise((r) => setTimeout(r, 500));
  expect(ann.eventCount).toBe(count);
  expect(ann.activeSeats()).toContain(0);
  ann.dispose();
});

it('a socket that closes counts as lost at once', async () => {
  const ann = await RemoteSession.create(server.url, loadGame, {
    game: 'clouds',
    seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
    name: 'Ann',
    identity: 'ann-connection-closed',
  });
  const ups: boolean[] = [];
  ann.on('connection', (up) => ups.push(up));
  socketOf(ann).destroy();
  await until(() => ups.length > 0, 3000, 'the loss');
  expect(ups).toEqual([false]);
  expect(ann.connected).toBe(false);
  ann.dispose();
});

it('a page that was itself stalled (busy drawing) does not call the connection lost', async () => {
  const ann = await RemoteSession.create(server.url, loadGame, {
    game: 'clouds',
    seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
    name: 'Ann',
    identity: 'ann-connection-stalled-page',
  });
  const ups: boolean[] = [];
  ann.on('connection', (up) => ups.push(up));
  // a ping goes out and its answer is held back…
  socketOf(ann).pause();
  await new Promise((r) => setTimeout(r, 2700));
  // …while this side's own clock jumps four seconds with nothing run (a page busy drawing: its timers
  // come late, and the answer waits in its queue)
  const now = Date.now;
  const jump = vi.spyOn(Date, 'now').mockImplementation(() => now() + ANSWER_MS + 1000);
  await new Promise((r) => setTimeout(r, 600));
  socketOf(ann).resume();
  await new Promise((r) => setTimeout(r, 400));
  jump.mockRestore();
  expect(ups).toEqual([]);
  expect(ann.connected).toBe(true);
  ann.dispose();
});
