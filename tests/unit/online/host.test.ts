/**
 * The host's role passes on: when the host leaves the waiting room (a tab closed), the next person
 * in it becomes the host, their remote session says so, and their Start begins the game. The new
 * host was told to wait for themselves, with no Start, until a reload.
 */
import { expect, it } from 'vitest';
import '../../../machines/registry';
import { loadGame } from '../../../machines/core/game';
import { RemoteSession } from '../../../src/session/remote';
import { serverForFile, until } from './harness';

const server = serverForFile({ reconnectSeconds: 1 });

it('the host leaves the waiting room: the next person becomes the host and can start', async () => {
  const ann = await RemoteSession.create(server.url, loadGame, {
    game: 'temperaments',
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'easy' }],
    name: 'Ann',
    identity: 'ann-host-identity',
  });
  const bob = await RemoteSession.join(server.url, loadGame, ann.code, { name: 'Bob', identity: 'bob-host-identity' });
  await until(() => bob.lobby.seats[1]?.taken === true, 5000, 'Bob seated');
  expect(ann.isHost).toBe(true);
  expect(bob.isHost).toBe(false);
  // Ann's tab closes (no goodbye): her seat waits its second, then the room is Bob's
  (
    ann as unknown as { room: { connection: { transport: { ws: { terminate(): void } } } } }
  ).room.connection.transport.ws.terminate();
  await until(() => bob.lobby.host === 1, 10_000, 'the host role passed on');
  expect(bob.isHost).toBe(true);
  bob.start();
  await until(() => bob.started, 10_000, 'the start');
  expect(bob.seat).toBe(1);
  bob.dispose();
});
