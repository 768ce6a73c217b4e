/**
 * The table talk's words: the one-click phrases suit the room's game (no bluff called in Cloud
 * Marches, whose play has none; the server takes no phrase that is not its game's), and an undo
 * request reads to its asker as their own, naming whom it waits for.
 */
import { expect, it } from 'vitest';
import '../../../machines/registry';
import { loadGame } from '../../../machines/core/game';
import { type ChatMsg, type NoticeMsg, phrasesFor, S } from '../../../server/protocol';
import { asksMe, noticeText } from '../../../src/app/online/chat';
import { getLang, t } from '../../../src/i18n';
import { RemoteSession } from '../../../src/session/remote';
import { create, serverForFile, until } from './harness';

const server = serverForFile();

it('each game offers phrases that suit it: no bluff in Cloud Marches, a capture praised there', () => {
  expect(phrasesFor('clouds')).not.toContain('bluff');
  expect(phrasesFor('clouds')).toContain('niceCapture');
  expect(phrasesFor('temperaments')).toContain('bluff');
  expect(phrasesFor('temperaments')).not.toContain('niceCapture');
  expect(phrasesFor('clouds')).toEqual(expect.arrayContaining(['hello', 'goodMove', 'thanks', 'goodGame']));
});

it('the server refuses a phrase that is not its game’s', async () => {
  const a = await create(server.url, { game: 'clouds', seats: [{ kind: 'human' }, { kind: 'bot' }], name: 'Ann' });
  await a.until(() => a.welcome !== null);
  a.room.send('chat', { phrase: 'bluff' });
  await a.until(() => a.refusals.length > 0, 5000, 'the refusal');
  expect(a.refusals[0]?.reason.code).toBe('badChat');
  a.room.send('chat', { phrase: 'niceCapture' });
  const said = (await a.next(S.chat)) as ChatMsg;
  expect(said.phrase).toBe('niceCapture');
  await a.room.leave();
});

it('an undo request reads to its asker as their own, naming whom it waits for', async () => {
  const ann = await RemoteSession.create(server.url, loadGame, {
    game: 'temperaments',
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot' }],
    name: 'Ann',
    identity: 'ann-talk-identity',
  });
  const bob = await RemoteSession.join(server.url, loadGame, ann.code, { name: 'Boris', identity: 'bob-talk-id' });
  await until(() => ann.lobby.seats[1]?.name === 'Boris', 5000, 'Boris seated');
  const asked: NoticeMsg = { code: 'undoAsked', seat: 0, name: 'Ann', ms: 30_000 };
  expect(getLang()).toBe('en');
  expect(noticeText(ann, asked)).toBe('You asked to take back your move — waiting for Boris.');
  expect(noticeText(bob, asked)).toBe('Ann asks to take back the last move.');
  expect(t('online.undoAskedYou', { names: 'Boris' }, 'ru')).toBe(
    'Вы попросили отменить свой ход — ждём ответа: Boris.',
  );
  expect(asksMe(ann, asked)).toBe(false);
  expect(asksMe(bob, asked)).toBe(true);
  bob.dispose();
  ann.dispose();
});
