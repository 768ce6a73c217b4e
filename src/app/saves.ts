/**
 * Save slots in localStorage: one autosave per game (the GameRecord as JSON). Writing keeps the
 * previous save as a backup, so a failed or corrupt write never loses the last good game.
 */
const key = (game: string) => `scriptorium.save.${game}`;
const backupKey = (game: string) => `scriptorium.save.${game}.previous`;

export function readSave(game: string): string | null {
  try {
    return localStorage.getItem(key(game));
  } catch {
    return null;
  }
}

export function hasSave(game: string): boolean {
  return readSave(game) !== null;
}

/** Stores `json` as the game's save; the save it replaces becomes the backup. False if storage refused. */
export function writeSave(game: string, json: string): boolean {
  try {
    const old = localStorage.getItem(key(game));
    if (old !== null && old !== json) localStorage.setItem(backupKey(game), old);
    localStorage.setItem(key(game), json);
    return true;
  } catch {
    return false;
  }
}

export function clearSave(game: string): void {
  try {
    localStorage.removeItem(key(game));
  } catch {
    // nothing to clear
  }
}
