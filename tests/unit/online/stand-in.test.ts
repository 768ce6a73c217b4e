/**
 * A bot playing for an absent person shows at the table: the remote session's players mark the seat
 * (`standIn`), and the plaque, head or tab says so beside the name (seatTag: "bot plays" /
 * «играет бот»), gone when the person returns.
 */
import { expect, it } from 'vitest';
import '../../../machines/registry';
import { loadGame } from '../../../machines/core/game';
import { t } from '../../../src/i18n';
import { RemoteSession } from '../../../src/session/remote';
import { seatTag } from '../../../src/table/seat-names';
import { serverForFile, until } from './harness';

const server = serverForFile({ reconnectSeconds: 1 });

it('a seat a bot plays for its absent person is marked, and the mark goes when they return', async () => {
  const ann = await RemoteSession.create(server.url, loadGame, {
    game: 'clouds',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Ann',
    identity: 'ann-stand-in-identity',
  });
  const bob = await RemoteSession.join(server.url, loadGame, ann.code, { name: 'Bob', identity: 'bob-stand-in-id' });
  ann.start();
  await until(() => ann.started && bob.started, 10_000, 'the start');
  expect(seatTag(ann.players[1])).toBe('');

  bob.dispose(); // Menu → To the title
  await until(() => ann.players[1]?.standIn === true, 5000, 'the stand-in');
  expect(ann.players[1]).toMatchObject({ name: 'Bob', kind: 'remote', standIn: true });
  expect(seatTag(ann.players[1])).toBe(t('online.botPlays'));
  expect(t('online.botPlays', {}, 'ru')).toBe('играет бот');
  expect(seatTag(ann.players[0])).toBe('');

  const back = await RemoteSession.join(server.url, loadGame, ann.code, { name: 'Bob', identity: 'bob-stand-in-id' });
  await until(() => ann.players[1]?.standIn !== true, 5000, 'Bob back');
  expect(seatTag(ann.players[1])).toBe('');
  back.dispose();
  ann.dispose();
});
