/** The save slots (src/app/saves.ts): unreadable text never becomes the backup, and nothing refused is lost. */
import { beforeEach, describe, expect, it } from 'vitest';
import { hasSave, readBackup, readSave, restoreBackup, setAsideRefused, writeSave } from '../../../src/app/saves';

class MemoryStorage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  entries() {
    return Object.fromEntries(this.m);
  }
}

const rec = (n: number) => JSON.stringify({ format: 1, game: 'clouds', events: Array(n).fill({ type: 'X' }) });
let store: MemoryStorage;

/** Two saves (the first now the backup), then the save on disk turns to `text` and is refused and set aside. */
function refuseOverBackup(text: string): void {
  writeSave('clouds', rec(1));
  writeSave('clouds', rec(2));
  store.setItem('scriptorium.save.clouds', text);
  setAsideRefused('clouds');
}

describe('save slots', () => {
  beforeEach(() => {
    store = new MemoryStorage();
    (globalThis as { localStorage?: unknown }).localStorage = store;
  });

  it('keeps the replaced save as the backup, but never unreadable text', () => {
    writeSave('clouds', rec(1));
    writeSave('clouds', rec(2));
    expect(readBackup('clouds')).toBe(rec(1));
    store.setItem('scriptorium.save.clouds', rec(2).slice(0, 20)); // truncated on disk
    writeSave('clouds', rec(3));
    expect(readBackup('clouds')).toBe(rec(1));
    expect(readSave('clouds')).toBe(rec(3));
  });

  it('sets a refused save aside, then keeps an unrestored backup aside when a new game writes', () => {
    refuseOverBackup('garbled');
    expect(readSave('clouds')).toBeNull();
    expect(hasSave('clouds')).toBe(true); // the backup is still there to offer
    writeSave('clouds', rec(0));
    writeSave('clouds', rec(1));
    const all = store.entries();
    const aside = (why: string) =>
      Object.entries(all)
        .filter(([k]) => k.startsWith(`scriptorium.save.clouds.${why}.`))
        .map(([, v]) => v);
    expect(aside('refused')).toEqual(['garbled']);
    expect(aside('declined')).toEqual([rec(1)]);
    expect(readBackup('clouds')).toBe(rec(0));
  });

  it('restores the backup into the save slot', () => {
    refuseOverBackup('{');
    expect(restoreBackup('clouds')).toBe(true);
    expect(readSave('clouds')).toBe(rec(1));
  });
});
