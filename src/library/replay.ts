/**
 * Opening a library game for its replay (read-only, never autosaved: one checked replay into a
 * Timeline), whose eyes it may be watched through, and branching a new local game from any moment
 * of a finished one ("Play from here").
 */
import type { AnyGameModule, Viewer } from '../../machines/core/game';
import type { GameRecord } from '../../machines/core/record';
import { type LibraryEntry, recordText } from './entry';
import { ReplaySession } from './replay-session';
import { getEntry } from './store';
import { readTimeline, type Timeline } from './timeline';

/** Whose view a replay shows: a seat, the public table, or (finished games) everything. */
export type Watch = Viewer | 'everything';

export type OpenedReplay =
  | {
      ok: true;
      session: ReplaySession;
      timeline: Timeline;
      name: string | null;
      /** The views this replay may show, the first shown first. */
      viewers: Watch[];
      /** Whether "Play from here" is offered (a finished local game). */
      branch: boolean;
    }
  | { ok: false; message: string };

/**
 * Only what the player may see: an online game shows only this device's seat; a running local
 * game its one person's seat (or, with several people sharing the device, only the public table,
 * as behind the hot-seat curtain); a finished local game everything, or any seat.
 */
export function viewersOf(entry: Pick<LibraryEntry, 'finished' | 'online' | 'players'>, seats: number): Watch[] {
  if (entry.online) return [entry.online.seat];
  if (!entry.finished) {
    const people = entry.players.flatMap((p, i) => (p.kind === 'human' ? [i] : []));
    return people.length === 1 ? [people[0] as number] : ['spectator'];
  }
  return ['everything', ...Array.from({ length: seats }, (_, i) => i)];
}

export async function openReplay(module: AnyGameModule, entryId: string): Promise<OpenedReplay> {
  const entry = await getEntry(entryId).catch(() => undefined);
  const text = entry ? recordText(entry) : '';
  if (!entry || entry.game !== module.id || entry.refused || !text)
    return { ok: false, message: `No ${module.id} game "${entryId}" to watch in the library.` };
  const read = readTimeline(text, module);
  if (!read.ok) return { ok: false, message: read.error.message };
  const { timeline } = read;
  return {
    ok: true,
    session: new ReplaySession(timeline),
    timeline,
    name: entry.name,
    viewers: viewersOf(entry, timeline.record.seats),
    branch: entry.finished && !entry.online,
  };
}

/** A new game's record: the same setup and the first `moves` moves, dated now (its own library entry). */
export function branchRecord(record: GameRecord, moves: number): string {
  return JSON.stringify({
    ...record,
    events: record.events.slice(0, moves),
    meta: { ...record.meta, created: new Date().toISOString() },
  });
}
