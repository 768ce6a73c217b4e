/**
 * Every game played at a table is kept in the library as it goes (one entry per game, updated
 * after each move, finished games kept). Writes are queued so they land in order.
 */
import type { Session } from '../session/session';
import { entryOf } from './entry';
import { saveEntry } from './store';

let queue: Promise<void> = Promise.resolve();

export function keepInLibrary(session: Session): () => void {
  const write = () => {
    const entry = entryOf(session.record, session.result(), 'played');
    queue = queue.then(() => saveEntry(entry)).catch(() => undefined); // no IndexedDB: the autosave still holds it
  };
  write();
  const offs = [session.on('step', write), session.on('reset', write)];
  return () => {
    for (const off of offs) off();
  };
}

/** Resolves once every queued write has landed (tests, and before leaving for the library). */
export function libraryWritten(): Promise<void> {
  return queue;
}
