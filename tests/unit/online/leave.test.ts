/**
 * Leaving on purpose and losing the connection are told apart: a person who leaves (the app's Menu →
 * To the title, `room.leave(true)`) gets one notice on the others' devices, `left`, and a bot plays
 * at once; a dropped connection keeps its two steps (`disconnected`, then `botTookSeat`).
 */
import { expect, it } from 'vitest';
import { type NoticeMsg, S } from '../../../server/protocol';
import { create, join, type Seated, serverForFile } from './harness';

const server = serverForFile({ reconnectSeconds: 1, undoAnswerSeconds: 1 });

async function pair(identity: string) {
  const a = await create(server.url, {
    game: 'temperaments',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Ann',
    identity: `ann-${identity}`,
  });
  await a.until(() => a.welcome !== null);
  const b = await join(server.url, a.room.roomId, { name: 'Bob', identity: `bob-${identity}` });
  await b.until(() => b.welcome !== null);
  a.room.send('start');
  await Promise.all([a.until(() => a.active.length > 0), b.until(() => b.active.length > 0)]);
  return { a, b };
}

const noticesOf = (p: Seated) => {
  const got: NoticeMsg[] = [];
  p.listeners.push((type, msg) => type === S.notice && got.push(msg as NoticeMsg));
  return got;
};

it('a person who leaves on purpose gets one notice, "left", and a bot plays the seat at once', async () => {
  const { a, b } = await pair('leave-on-purpose');
  const notices = noticesOf(a);
  await b.room.leave(true);
  await a.until(() => notices.some((n) => n.code === 'left'), 5000, 'the left notice');
  // longer than the grace period (1 s here): nothing else is said about Bob
  await new Promise((r) => setTimeout(r, 1800));
  expect(notices.map((n) => n.code)).toEqual(['left']);
  expect(notices[0]).toMatchObject({ seat: 1, name: 'Bob' });
  expect(a.lobby?.seats[1]).toMatchObject({ standIn: true, connected: false });
  await a.room.leave();
});

it('a dropped connection still says "disconnected", then "botTookSeat"', async () => {
  const { a, b } = await pair('leave-dropped');
  const notices = noticesOf(a);
  (b.room.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate();
  await a.until(() => notices.some((n) => n.code === 'botTookSeat'), 8000, 'the bot taking the seat');
  expect(notices.map((n) => n.code)).toEqual(['disconnected', 'botTookSeat']);
  await a.room.leave();
});
