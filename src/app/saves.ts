/**
 * Save slots in localStorage: one autosave per game (the GameRecord as JSON). Writing keeps the
 * previous save as a backup, so a failed or corrupt write never loses the last good game. Text that
 * does not read as a record never becomes the backup; a save the app refuses is set aside under its
 * own key (never deleted), so a later version or a person can still recover it.
 */
const key = (game: string) => `scriptorium.save.${game}`;
const backupKey = (game: string) => `scriptorium.save.${game}.previous`;
/** Where refused saves (and a backup the player chose not to restore) are kept: `<prefix><time>`. */
export const asideKey = (game: string, why: 'refused' | 'declined') => `scriptorium.save.${game}.${why}.`;

function get(k: string): string | null {
  try {
    return localStorage.getItem(k);
  } catch {
    return null;
  }
}

export function readSave(game: string): string | null {
  return get(key(game));
}

export function readBackup(game: string): string | null {
  return get(backupKey(game));
}

/** Something to continue: a save, or a backup left by a refused save (Continue then explains). */
export function hasSave(game: string): boolean {
  return readSave(game) !== null || readBackup(game) !== null;
}

/** Cheap test that `text` is at least a record of `game` (the full check replays it: parseRecord). */
function looksLikeRecord(text: string, game: string): boolean {
  try {
    const r = JSON.parse(text) as { format?: unknown; game?: unknown; events?: unknown };
    return r !== null && r.format === 1 && r.game === game && Array.isArray(r.events);
  } catch {
    return false;
  }
}

/** Stores `json` as the game's save; the save it replaces becomes the backup. False if storage refused. */
export function writeSave(game: string, json: string): boolean {
  try {
    const old = localStorage.getItem(key(game));
    if (old !== null && old !== json && looksLikeRecord(old, game)) localStorage.setItem(backupKey(game), old);
    // A backup without a save is what a refused save left behind: keep it aside, never overwrite it.
    if (old === null) setAsideBackup(game);
    localStorage.setItem(key(game), json);
    return true;
  } catch {
    return false;
  }
}

/** The game is over: its save and backup go (a finished game is not resumed). */
export function clearSave(game: string): void {
  try {
    localStorage.removeItem(key(game));
    localStorage.removeItem(backupKey(game));
  } catch {
    // nothing to clear
  }
}

/** Moves text out of the way under its own dated key; the slot it came from is then free. */
function setAside(game: string, why: 'refused' | 'declined', text: string, from: string): boolean {
  try {
    localStorage.setItem(`${asideKey(game, why)}${new Date().toISOString()}`, text);
    localStorage.removeItem(from);
    return true;
  } catch {
    return false; // storage full: leave the text where it is rather than lose it
  }
}

/** The save was refused: keep its text aside, so nothing written later can replace the backup with it. */
export function setAsideRefused(game: string): boolean {
  const text = readSave(game);
  return text === null || setAside(game, 'refused', text, key(game));
}

/** A new game begins where the backup was not restored: the backup is kept aside, not overwritten. */
export function setAsideBackup(game: string): boolean {
  const text = readBackup(game);
  return text === null || setAside(game, 'declined', text, backupKey(game));
}

/** The backup becomes the save again (it was read and accepted by the caller). */
export function restoreBackup(game: string): boolean {
  const text = readBackup(game);
  if (text === null) return false;
  try {
    localStorage.setItem(key(game), text);
    return true;
  } catch {
    return false;
  }
}

/** Every key this module ever wrote for `game`, with its text (the library's migration reads these). */
export function allSaveTexts(game: string): { key: string; text: string }[] {
  const out: { key: string; text: string }[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k === null || (k !== key(game) && !k.startsWith(`${key(game)}.`))) continue;
      const text = localStorage.getItem(k);
      if (text !== null) out.push({ key: k, text });
    }
  } catch {
    // no storage: nothing to list
  }
  return out;
}
