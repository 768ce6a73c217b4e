/**
 * A game's public log (its chronicle): a persistent list of chunks kept in the context, newest
 * first, one chunk per step that had something to say. Appending costs O(1) and shares every older
 * chunk with the contexts before it; a view reads the entries oldest first (`logEntries`), made once
 * per chunk (`publicLog`) and shared by every view of that moment. The machine appends in its step
 * actions, and only when someone watches (`out` given): bots' rollouts never pay for a log.
 */

/** The log as a persistent list of chunks (one per step), so appending costs O(1). */
export interface LogChunk<E> {
  events: E[];
  prev: LogChunk<E> | null;
}

/** The log with `events` after it (the same log when there are none). */
export function appendLog<E>(log: LogChunk<E> | null, events: E[]): LogChunk<E> | null {
  return events.length ? { events, prev: log } : log;
}

/** The log's entries, oldest first. Filled from the newest chunk back (`flat()` was 30% of a view). */
export function logEntries<E>(log: LogChunk<E> | null): E[] {
  let n = 0;
  for (let c = log; c; c = c.prev) n += c.events.length;
  const out = new Array<E>(n);
  for (let c = log; c; c = c.prev) {
    n -= c.events.length;
    for (let j = 0; j < c.events.length; j++) out[n + j] = c.events[j] as E;
  }
  return out;
}

const made = new WeakMap<LogChunk<unknown>, unknown[]>();

/**
 * `logEntries` for a view: one array per newest chunk, made once however many views (seats, the
 * spectator, the server's clients) read that moment. Views share it: nobody may change it.
 */
export function publicLog<E>(log: LogChunk<E> | null): E[] {
  if (!log) return [];
  let entries = made.get(log) as E[] | undefined;
  if (!entries) {
    entries = logEntries(log);
    made.set(log, entries);
  }
  return entries;
}
