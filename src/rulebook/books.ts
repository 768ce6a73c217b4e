/**
 * The registry of the games' rulebooks: `src/main.ts` registers each, loaded on demand as its own chunk
 * (its words and its table's pictures, without the table or Phaser), so a table and the title open it
 * alike by id.
 */
import type { GameBook } from './types';

const books = new Map<string, () => Promise<GameBook>>();

export function registerBook(id: string, load: () => Promise<GameBook>): void {
  books.set(id, load);
}

/** The loader of a game's rulebook, or undefined when this build has none. */
export function bookOf(id: string): (() => Promise<GameBook>) | undefined {
  return books.get(id);
}
