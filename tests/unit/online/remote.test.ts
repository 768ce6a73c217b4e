/**
 * The app's remote Session against a real server: a person and a bot play Four Temperaments to
 * the end through it, a spectator watches, the downloaded record replays to the same result, and
 * a reload comes back into the same seat with the same view.
 */
import { expect, it } from 'vitest';
import '../../../machines/registry';
import { loadGame } from '../../../machines/core/game';
import { replay } from '../../../machines/core/record';
import { RemoteSession } from '../../../src/session/remote';
import { serverForFile, until } from './harness';

const server = serverForFile();

it('plays a whole game through the remote session', async () => {
  const module = await loadGame('temperaments');
  const host = await RemoteSession.create(server.url, loadGame, {
    game: 'temperaments',
    seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
    name: 'Ann',
    identity: 'ann-remote-identity',
  });
  expect(host.seat).toBe(0);
  expect(host.isHost).toBe(true);
  expect(host.code).toMatch(/^[A-Z2-9]{5}$/);
  const watcher = await RemoteSession.join(server.url, loadGame, host.code, {
    spectate: true,
    identity: 'watch-remote-identity',
  });
  expect(watcher.seat).toBeNull();
  const resets: string[] = [];
  host.on('reset', (r) => resets.push(r.cause));
  host.start();
  await until(() => host.started && watcher.started, 10_000, 'the start');
  expect(resets).toEqual(['start']);
  expect(host.players.map((p) => p.kind)).toEqual(['human', 'bot']);
  // The spectator has no seat: every person is somewhere else to it.
  expect(watcher.players.map((p) => p.kind)).toEqual(['remote', 'bot']);
  expect(watcher.record.seed).toBe('');

  // check() knows this seat's legal moves; a refused move reaches the rejected listeners.
  const refused: string[] = [];
  host.on('rejected', (r) => refused.push(r.reason.code));
  await until(() => host.activeSeats().includes(0), 10_000, 'Ann’s turn');
  const legal = host.legalMoves(0);
  expect(legal.length).toBeGreaterThan(0);
  expect(host.check(legal[0] ?? { type: 'none' })).toBeNull();
  const bogus = { type: 'PASS', seat: 1 };
  expect(host.check(bogus)?.code).toBe('rejected');
  host.send(bogus);
  await until(() => refused.length === 1, 5000, 'the refusal');
  expect(refused).toEqual(['notYourSeat']);

  // A reload: the same seat and the same view again.
  const before = JSON.stringify(host.view());
  const token = host.reconnectionToken;
  (
    host as unknown as { room: { connection: { transport: { ws: { terminate(): void } } } } }
  ).room.connection.transport.ws.terminate();
  const back = await RemoteSession.reconnect(server.url, loadGame, token);
  await until(() => back.started, 5000, 'the present after the reload');
  expect(back.seat).toBe(0);
  expect(JSON.stringify(back.view())).toBe(before);

  // Ann plays her legal moves; the bot answers; to the end.
  back.on('step', () => {
    if (!back.over && back.activeSeats().includes(0))
      setTimeout(() => back.send(back.legalMoves(0)[0] ?? { type: 'none' }), 30);
  });
  if (back.activeSeats().includes(0)) back.send(back.legalMoves(0)[0] ?? { type: 'none' });
  await until(() => back.over && watcher.over, 150_000, 'the end');
  const record = await back.requestRecord();
  const again = replay(module, record);
  expect(again.ok).toBe(true);
  expect(module.result(again.snapshot)).toEqual(back.result());
  expect(JSON.parse(JSON.stringify(module.view(again.snapshot, 'spectator')))).toEqual(watcher.view());
  back.dispose();
  watcher.dispose();
}, 200_000);
