/**
 * Opening a library game for its replay (read-only, never autosaved), and branching a new local
 * game from any moment of it ("Play from here").
 */
import type { AnyGameModule } from '../../machines/core/game';
import type { GameRecord } from '../../machines/core/record';
import { Session } from '../session/session';
import { recordText } from './entry';
import { getEntry } from './store';
import { Timeline } from './timeline';

export type OpenedReplay =
  | { ok: true; session: Session; timeline: Timeline; name: string | null }
  | { ok: false; message: string };

export async function openReplay(module: AnyGameModule, entryId: string): Promise<OpenedReplay> {
  const entry = await getEntry(entryId).catch(() => undefined);
  if (!entry || entry.game !== module.id || entry.refused || !entry.finished)
    return { ok: false, message: `No finished ${module.id} game "${entryId}" in the library.` };
  const res = Session.resume(recordText(entry), (g) => (g === module.id ? module : undefined), module.id, {
    autosave: false,
  });
  if (!res.ok) return { ok: false, message: res.error.message };
  return { ok: true, session: res.session, timeline: new Timeline(module, res.session.record), name: entry.name };
}

/** A new game's record: the same setup and the first `moves` moves, dated now (its own library entry). */
export function branchRecord(record: GameRecord, moves: number): string {
  return JSON.stringify({
    ...record,
    events: record.events.slice(0, moves),
    meta: { ...record.meta, created: new Date().toISOString() },
  });
}
