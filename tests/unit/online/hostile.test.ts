/**
 * Crafted messages thrown at a running room: each is refused to its sender alone with a reason,
 * and the game does not change. Names and chat are cleaned; rates and sizes are limited.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { LIMITS, S, type StepMsg } from '../../../server/protocol';
import { client, create, join, type Seated, serverForFile } from './harness';

const server = serverForFile();
let a: Seated;
let b: Seated;
let watcher: Seated;

beforeAll(async () => {
  a = await create(server.url, {
    game: 'temperaments',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Ann',
    identity: 'ann-identity-hostile',
  });
  await a.until(() => a.welcome !== null);
  b = await join(server.url, a.room.roomId, {
    name: '  <b>Bob</b>\u202e\u0000\u200b   the\tvery long name of a hostile guest ',
    identity: 'bob-identity-hostile',
  });
  watcher = await join(server.url, a.room.roomId, { spectate: true, identity: 'watcher-identity-h' });
  await b.until(() => b.welcome !== null);
  b.room.send('start');
  await b.next(S.refused);
  a.room.send('start');
  await Promise.all([a.until(() => a.active.length > 0), b.until(() => b.active.length > 0)]);
}, 60_000);
afterAll(async () => {
  await Promise.all([a, b, watcher].map((p) => p?.room.leave().catch(() => {})));
});

it('names are cleaned of markup-free tricks, kept as text and cut to length', () => {
  const name = a.lobby?.seats[1]?.name ?? '';
  expect(name).toBe('<b>Bob</b> the very long n'.slice(0, LIMITS.nameChars).trim());
  expect(name).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  expect([...name].length).toBeLessThanOrEqual(LIMITS.nameChars);
  expect(b.refusals[0]?.reason.code).toBe('notHost');
});

it('illegal and malformed events are refused to their sender alone, changing nothing', async () => {
  const mover = a.active[0] === 0 ? a : b;
  const other = mover === a ? b : a;
  const me = mover.seat as number;
  const count = mover.eventCount;
  const view = JSON.stringify(mover.view);
  const otherRefusals = other.refusals.length;
  const crafted: [unknown, string][] = [
    [{ type: 'PASS', seat: 1 - me }, 'notYourSeat'],
    [{ type: 'PLACE', seat: me, tokenId: 'no-such-token', target: { kind: 'scene', id: 'scene-ruin', slot: 0 } }, ''],
    [{ type: 'PLACE', seat: me, tokenId: 42, target: 'everywhere' }, ''],
    [{ type: 'PLACE', seat: me, target: { kind: { nested: [1, 2, 3] } } }, ''],
    [null, 'malformed'],
    ['PASS', 'malformed'],
    [[{ type: 'PASS', seat: me }], 'malformed'],
    [{ type: 7 }, 'malformed'],
    [{ type: 'TAKE_EVERYTHING', seat: me }, 'unknownEvent'],
    [{ type: 'PASS', seat: me, pad: 'x'.repeat(3000) }, 'malformed'],
    [{ type: 'CHOOSE_PARTY', seat: me, party: '__proto__' }, ''],
  ];
  for (const [event, code] of crafted) {
    const n = mover.refusals.length;
    mover.room.send('move', event);
    await mover.until(() => mover.refusals.length > n, 5000, `a refusal of ${JSON.stringify(event).slice(0, 60)}`);
    const reason = mover.refusals.at(-1)?.reason as { code: string; message: string };
    if (code) expect(reason.code).toBe(code);
    else expect(reason.code).not.toBe('rateLimited');
    expect(typeof reason.message).toBe('string');
  }
  // The other seat moving out of turn is refused by the rules.
  const n = other.refusals.length;
  other.room.send('move', { type: 'PASS', seat: other.seat });
  await other.until(() => other.refusals.length > n);
  expect(other.refusals.length).toBe(otherRefusals + 1);
  // An unknown message, and a spectator's move.
  mover.room.send('grantMeVictory', { please: true });
  await mover.until(() => mover.refusals.at(-1)?.reason.code === 'unknownMessage');
  watcher.room.send('move', { type: 'PASS', seat: me });
  await watcher.until(() => watcher.refusals.at(-1)?.reason.code === 'spectator');
  // Undo out of place: a spectator, a seat with no move to take back, an answer nobody asked for.
  watcher.room.send('undo', { please: 'everything' });
  await watcher.until(() => watcher.refusals.at(-1)?.reason.code === 'cannotUndo');
  mover.room.send('undo');
  await mover.until(() => mover.refusals.at(-1)?.reason.code === 'cannotUndo');
  other.room.send('undoAnswer', { yes: 'yes', __proto__: { yes: true } });
  await other.until(() => other.refusals.at(-1)?.reason.code === 'noUndoAsked');
  // Nothing changed: no step was sent, the view is the same.
  expect(mover.eventCount).toBe(count);
  expect(JSON.stringify(mover.view)).toBe(view);
  expect(mover.frames.filter((f) => f.type === S.step).length).toBe(0);
  // And the game still goes on: a legal move is accepted.
  const legal = mover.legal[0];
  mover.room.send('move', legal);
  const step = (await other.next(S.step)) as StepMsg;
  expect(step.seat).toBe(me);
});

it('chat is text only, at most 200 characters, rate-limited; phrases are ids', async () => {
  a.room.send('chat', { text: 'x'.repeat(201) });
  await a.until(() => a.refusals.at(-1)?.reason.code === 'badChat');
  a.room.send('chat', { text: '<img src=x onerror=alert(1)>' });
  const line = (await b.next(S.chat)) as { text: string; name: string };
  expect(line.text).toBe('<img src=x onerror=alert(1)>');
  expect(line.name).toBe('Ann');
  a.room.send('chat', { phrase: 'bluff' });
  expect(((await b.next(S.chat)) as { phrase: string }).phrase).toBe('bluff');
  for (let i = 0; i < 8; i++) a.room.send('chat', { text: `spam ${i}` });
  await a.until(() => a.refusals.at(-1)?.reason.code === 'rateLimited', 5000, 'the chat rate limit');
});

it('a flood of messages is rate-limited and an oversized frame closes that socket only', async () => {
  const before = a.refusals.length;
  for (let i = 0; i < 80; i++) a.room.send('record');
  await a.until(() => a.refusals.slice(before).some((r) => r.reason.code === 'rateLimited'), 5000, 'the rate limit');
  const intruder = await client(server.url).joinById(a.room.roomId, { spectate: true, identity: 'intruder-identity' });
  const closed = new Promise<number>((resolve) => intruder.onLeave((code) => resolve(code)));
  intruder.send('chat', { text: 'y'.repeat(LIMITS.maxPayload + 100) });
  expect(await closed).not.toBe(1000);
  // The room is still there for everyone else.
  b.room.send('chat', { phrase: 'thanks' });
  expect(((await a.next(S.chat)) as { phrase: string }).phrase).toBe('thanks');
});

it('rooms refuse impossible setups, each with its reason, and the server logs nothing for them', async () => {
  const c = client(server.url);
  const logged = vi.spyOn(console, 'error');
  await expect(c.create('game', { game: 'chess', seats: [{ kind: 'human' }] })).rejects.toThrow(/Unknown game "chess"/);
  await expect(c.create('game', { seats: [{ kind: 'human' }] })).rejects.toThrow(/No game named/);
  await expect(c.create('game', { game: 'temperaments', seats: Array(9).fill({ kind: 'human' }) })).rejects.toThrow(
    /2–4 seats/,
  );
  await expect(c.create('game', { game: 'clouds', seats: 'all of them' })).rejects.toThrow();
  await expect(
    c.create('game', { game: 'clouds', seats: [{ kind: 'human' }, {}], options: { board: 'huge' } }),
  ).rejects.toThrow();
  // A fixed deal would tell the host every hidden card: refused.
  await expect(
    c.create('game', { game: 'temperaments', seats: [{ kind: 'human' }, {}], options: { setup: { bags: [] } } }),
  ).rejects.toThrow(/Fixed setups/);
  await expect(c.joinById('NOSUCH', {})).rejects.toThrow();
  // A hostile client must not be able to fill the server's log with stack traces.
  expect(logged).not.toHaveBeenCalled();
  logged.mockRestore();
});
