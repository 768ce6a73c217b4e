/**
 * The library (src/library): entries read and refused by the record loader, IndexedDB storage
 * (fake-indexeddb) with the localStorage migration, share-link packing, and the budgets:
 * a whole For Northwood! game link ≤ 2,000 characters, 1,000 finished games ≤ 10 MB.
 */
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../machines/registry';
import { type AnyGameModule, loadedGame, loadGame } from '../../../machines/core/game';
import type { GameRecord } from '../../../machines/core/record';
import { playGame } from '../../../machines/core/sim';
import { entryOf, type LibraryEntry, readEntry, recordText } from '../../../src/library/entry';
import { packRecord, unpackRecord } from '../../../src/library/pack';
import {
  deleteEntry,
  getEntry,
  listEntries,
  migrateSaves,
  putEntry,
  renameEntry,
  saveEntry,
} from '../../../src/library/store';

const BASE = 'http://127.0.0.1:4173/#/library/open/';
const modules: Record<string, AnyGameModule> = {};

function finished(game: string, seed: string, seats: number, bots: string[]): GameRecord {
  const m = modules[game] as AnyGameModule;
  const out = playGame(m, seed, bots, seats, m.defaultOptions(seats), {}, 100_000, undefined, true);
  expect(out.finished).toBe(true);
  const record = out.record as GameRecord;
  record.meta = {
    players: Array.from({ length: seats }, (_, i) => ({ name: `Player ${i + 1}`, kind: 'human' as const })),
    created: new Date(Date.UTC(2026, 10, 1, 12, 0, Number(seed.replace(/\D/g, '') || 0))).toISOString(),
  };
  return record;
}

beforeAll(async () => {
  for (const g of ['northwood', 'temperaments', 'clouds']) modules[g] = await loadGame(g);
});

describe('share links', () => {
  it('a whole For Northwood! game fits in 2,000 characters, and unpacks to the same record', () => {
    const lengths: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = finished('northwood', `link-${i}`, 1, ['heuristic']);
      const link = BASE + packRecord(r);
      lengths.push(link.length);
      const back = unpackRecord(link.slice(BASE.length));
      expect(JSON.parse(back as string)).toEqual(r);
    }
    const max = Math.max(...lengths);
    console.log(`northwood link: max ${max}, mean ${Math.round(lengths.reduce((a, b) => a + b) / lengths.length)}`);
    expect(max).toBeLessThanOrEqual(2000);
  });

  it('a damaged payload is refused, and a crafted one is still checked by the record loader', () => {
    expect(unpackRecord('not-a-payload')).toBeNull();
    const r = finished('northwood', 'link-x', 1, ['heuristic']);
    const payload = packRecord(r);
    expect(unpackRecord(payload.slice(0, payload.length / 2))).toBeNull();
    // A well-formed payload whose events break the rules unpacks, and the loader refuses it with its index.
    const bad = { ...r, events: [...r.events.slice(0, 3), { type: 'CHOOSE_FIEF', fief: 99 }] };
    const read = readEntry(unpackRecord(packRecord(bad)) as string, loadedGame, 'imported');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.index).toBe(3);
  });
});

describe('the store', () => {
  it('lists newest first, renames, keeps the name across saves, deletes', async () => {
    const a = entryOf(
      finished('northwood', 's1', 1, ['heuristic']),
      { over: true, winners: [], scores: [3] },
      'played',
    );
    a.updated = '2026-11-01T10:00:00.000Z';
    const b = { ...a, id: 'other', updated: '2026-11-02T10:00:00.000Z' };
    await putEntry(a);
    await putEntry(b);
    expect((await listEntries()).map((e) => e.id).slice(0, 2)).toEqual(['other', a.id]);
    await renameEntry(a.id, '  The long winter ');
    await saveEntry({ ...a, moves: a.moves + 1 });
    expect((await getEntry(a.id))?.name).toBe('The long winter');
    await deleteEntry(a.id);
    await deleteEntry('other');
    expect(await getEntry(a.id)).toBeUndefined();
  });

  it('migrates localStorage saves: the longer of a save and its backup, and refused text kept with why', async () => {
    const full = finished('clouds', 'mig-1', 2, ['random']);
    const half = { ...full, events: full.events.slice(0, 10) };
    const texts = [
      { key: 'scriptorium.save.clouds.previous', text: JSON.stringify(half) },
      { key: 'scriptorium.save.clouds', text: JSON.stringify(full) },
      { key: 'scriptorium.save.clouds.refused.2026-11-30T10:00:00.000Z', text: '{"format":1,"game":"clouds","ev' },
    ];
    await migrateSaves(texts, loadedGame);
    await migrateSaves(texts, loadedGame); // twice: nothing doubles
    const all = await listEntries();
    const game = all.filter((e) => e.game === 'clouds' && !e.refused);
    expect(game).toHaveLength(1);
    expect(game[0]?.moves).toBe(full.events.length);
    expect(game[0]?.finished).toBe(true);
    const refused = all.filter((e) => e.refused);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.refused?.code).toBe('notJson');
    expect(refused[0]?.record).toBe(texts[2]?.text);
    expect(JSON.parse(recordText(game[0] as LibraryEntry))).toEqual(full); // stored compressed, read back whole
    for (const e of all) await deleteEntry(e.id);
  });
});

describe('storage budget', () => {
  it('1,000 finished games of the largest kind take at most 10 MB', () => {
    const sizes: Record<string, number> = {};
    const cases: [string, number, string[]][] = [
      ['northwood', 1, ['heuristic']],
      ['temperaments', 4, ['heuristic']],
      ['clouds', 4, ['heuristic']], // the app's easiest level; random bots wander far longer (reported)
    ];
    for (const [game, seats, bots] of cases) {
      let max = 0;
      for (let i = 0; i < 5; i++) {
        const r = finished(game, `size-${i}`, seats, bots);
        const read = readEntry(JSON.stringify(r), loadedGame, 'played');
        if (!read.ok) throw new Error(read.error.message);
        expect(read.entry.finished).toBe(true);
        // IndexedDB keeps strings as UTF-16: two bytes a character, the compressed record included.
        max = Math.max(max, JSON.stringify(read.entry).length * 2);
      }
      sizes[game] = max;
    }
    const worst = Math.max(...Object.values(sizes));
    console.log(
      `largest entry per game (bytes): ${JSON.stringify(sizes)}; 1,000 of the largest: ${(worst * 1000) / 1e6} MB`,
    );
    expect(worst * 1000).toBeLessThanOrEqual(10_000_000);
  });
});
