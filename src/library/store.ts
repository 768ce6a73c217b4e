/**
 * The library's storage: one IndexedDB store (idb-keyval), an entry per game, keyed by its id.
 * Entries are checked when read (a malformed one is shown as refused, never dropped), and the
 * localStorage save slots of earlier versions (saves, backups, texts set aside) are copied in.
 */
import { createStore, del, get, set, type UseStore, values } from 'idb-keyval';
import type { AnyGameModule } from '../../machines/core/game';
import type { RecordError } from '../../machines/core/record';
import { entryId, type LibraryEntry, readEntry, refusedEntry } from './entry';

let db: UseStore | null = null;
const store = () => {
  db ??= createStore('scriptorium-library', 'games');
  return db;
};

/** Whether a stored value has the entry's shape (storage is not trusted either). */
function isEntry(v: unknown): v is LibraryEntry {
  const e = v as LibraryEntry;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.id === 'string' &&
    typeof e.game === 'string' &&
    (typeof e.record === 'string' || typeof e.packed === 'string') &&
    typeof e.updated === 'string' &&
    Array.isArray(e.players) &&
    typeof e.moves === 'number' &&
    (e.online === undefined ||
      (typeof e.online === 'object' &&
        e.online !== null &&
        Number.isInteger(e.online.seat) &&
        e.online.seat >= 0 &&
        typeof e.online.room === 'string'))
  );
}

/** Every entry, newest first. Values that are not entries come back as refused ones (with their text). */
export async function listEntries(): Promise<LibraryEntry[]> {
  const all = await values(store());
  const out = all.map((v, i) =>
    isEntry(v)
      ? v
      : refusedEntry(`stored-${i}`, JSON.stringify(v) ?? String(v), {
          code: 'badShape',
          message: 'A stored library entry is malformed.',
        }),
  );
  return out.sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0));
}

export async function getEntry(id: string): Promise<LibraryEntry | undefined> {
  const v = await get(id, store());
  return isEntry(v) ? v : undefined;
}

export async function putEntry(entry: LibraryEntry): Promise<void> {
  await set(entry.id, entry, store());
}

/** Keeps the player's name for an entry when the game it holds is saved again. */
export async function saveEntry(entry: LibraryEntry): Promise<void> {
  const old = await getEntry(entry.id);
  await putEntry(old ? { ...entry, name: old.name, created: old.created, origin: old.origin } : entry);
}

export async function renameEntry(id: string, name: string): Promise<void> {
  const e = await getEntry(id);
  if (e) await putEntry({ ...e, name: name.trim() || null });
}

export async function deleteEntry(id: string): Promise<void> {
  await del(id, store());
}

/**
 * Copies the localStorage save slots into the library (idempotent: a record already there by its
 * id is left as it is; a text that does not read is kept as a refused entry under its key).
 */
export async function migrateSaves(
  texts: { key: string; text: string }[],
  lookup: (id: string) => AnyGameModule | undefined,
): Promise<number> {
  let added = 0;
  for (const { key, text } of texts) {
    const read = readEntry(text, lookup, 'saved');
    const entry = read.ok ? read.entry : refusedEntry(key, text, read.error as RecordError);
    if (read.ok) entry.updated = entry.created; // an old save sorts by when its game began
    const old = await getEntry(entry.id);
    // The same game twice (a save and its backup): the longer one wins, never over a game played since.
    if (old && !(old.origin === 'saved' && !entry.refused && old.moves < entry.moves)) continue;
    await putEntry(entry);
    added++;
  }
  return added;
}

export { entryId };
