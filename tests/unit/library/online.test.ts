/**
 * Online games in the library (src/library/online.ts): a running one is kept as a "Rejoin" entry
 * with no record (never replayed), the finished one takes its place with the full record and is
 * watched only through this device's seat; a record that does not replay, or a seat that is not
 * there, is refused with why and the running entry survives.
 */
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../machines/registry';
import { type AnyGameModule, loadGame } from '../../../machines/core/game';
import { type GameRecord, replay } from '../../../machines/core/record';
import { playGame } from '../../../machines/core/sim';
import { recordText } from '../../../src/library/entry';
import { onlineEntryId, saveOnlineGame } from '../../../src/library/online';
import { openReplay, viewersOf } from '../../../src/library/replay';
import { getEntry, listEntries } from '../../../src/library/store';

let m: AnyGameModule;
let record: GameRecord;

beforeAll(async () => {
  m = await loadGame('temperaments');
  const out = playGame(m, 'online-1', ['heuristic'], 3, m.defaultOptions(3), {}, 100_000, undefined, true);
  expect(out.finished).toBe(true);
  record = out.record as GameRecord;
});

describe('online games in the library', () => {
  it('a running game is a Rejoin entry; the finished one replaces it, watched only as this seat saw it', async () => {
    const names = ['Anna', 'Bea', 'Cyril'];
    const base = { game: 'temperaments', seat: 1, names, roomCode: 'KX7Q2M' };
    const running = await saveOnlineGame({ ...base, record: null, result: null }, '2026-12-01T10:00:00.000Z');
    if (!running.ok) throw new Error(running.message);
    const id = onlineEntryId('temperaments', 'KX7Q2M');
    let e = await getEntry(id);
    expect(e).toMatchObject({ finished: false, online: { seat: 1, room: 'KX7Q2M' }, origin: 'online' });
    expect(e?.players.map((p) => p.name)).toEqual(names);
    expect(e && recordText(e)).toBe(''); // nothing to replay: what others hold never reaches this device's library
    expect((await openReplay(m, id)).ok).toBe(false);

    const done = await saveOnlineGame(
      { ...base, record, result: { winners: [2], scores: [1, 2, 3], draw: false, reason: 'x' } },
      '2026-12-01T11:00:00.000Z',
    );
    if (!done.ok) throw new Error(done.message);
    const all = (await listEntries()).filter((x) => x.id === id);
    expect(all).toHaveLength(1); // the same room: one entry
    e = all[0];
    expect(e?.finished).toBe(true);
    expect(e?.moves).toBe(record.events.length);
    expect(e?.created).toBe('2026-12-01T10:00:00.000Z'); // when it began, kept
    // The result is the record's own (replayed), not the one passed in.
    expect(e?.result?.winners).toEqual(m.result(replay(m, record).snapshot).winners);
    expect(JSON.parse(e ? recordText(e) : '{}').events).toEqual(record.events);
    const opened = await openReplay(m, id);
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.viewers).toEqual([1]); // no other seat, no "everything"
    expect(opened.branch).toBe(false);
    expect(viewersOf(e as NonNullable<typeof e>, 3)).toEqual([1]);
  });

  it('refuses a record that does not replay, a seat not in the game, a missing room; the entry before survives', async () => {
    const base = { game: 'temperaments', seat: 0, names: ['A', 'B', 'C'], roomCode: 'ROOM22', result: null };
    await saveOnlineGame({ ...base, record: null });
    const cut = { ...record, events: [...record.events.slice(0, 4), record.events[2], ...record.events.slice(4)] };
    const bad = await saveOnlineGame({ ...base, record: cut as GameRecord });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/Event 4/);
    expect(await saveOnlineGame({ ...base, seat: 5, record })).toMatchObject({ ok: false });
    expect(await saveOnlineGame({ ...base, roomCode: '<>', record: null })).toMatchObject({ ok: false });
    expect(await saveOnlineGame({ ...base, game: 'chess', record: null })).toMatchObject({ ok: false });
    expect(await getEntry(onlineEntryId('temperaments', 'ROOM22'))).toMatchObject({ finished: false, moves: 0 });
  });
});
