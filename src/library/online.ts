/**
 * Online games in the library (called by the online client, src/app/online): a running game is
 * kept as a "Rejoin" entry (its room's invite link, no record, never replayed); once it ends, the
 * full record downloaded from the server replaces it and is watched like a local game, but only
 * through this device's seat. One entry per room, so the finished game takes the running one's place.
 */
import { type GameResult, loadGame } from '../../machines/core/game';
import type { GameRecord, PlayerMeta } from '../../machines/core/record';
import { type LibraryEntry, readEntry } from './entry';
import { saveEntry } from './store';

export interface OnlineGame {
  game: string;
  /** The whole record, from the server at the end; null while the game runs. */
  record: GameRecord | null;
  /** This device's seat. */
  seat: number;
  /** The seats' names, in seat order. */
  names: string[];
  roomCode: string;
  /** The room's result (null while running); a record's own replayed result wins. */
  result: Pick<GameResult, 'winners' | 'scores' | 'draw' | 'reason'> | null;
  /** When the game began (ISO); the record's own date wins. */
  created?: string;
}

export const onlineEntryId = (game: string, room: string) => `online:${game}:${room}`;

/** Keeps (or updates) an online game's entry; a record that does not replay is refused with why. */
export async function saveOnlineGame(
  g: OnlineGame,
  now = new Date().toISOString(),
): Promise<{ ok: true; entry: LibraryEntry } | { ok: false; message: string }> {
  const room = String(g.roomCode)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 12);
  if (!room) return { ok: false, message: 'An online game needs its room code.' };
  if (!Number.isInteger(g.seat) || g.seat < 0) return { ok: false, message: `No seat ${g.seat}.` };
  const module = await loadGame(g.game).catch(() => null);
  if (!module) return { ok: false, message: `Unknown game "${g.game}".` };
  const players: PlayerMeta[] = g.names.map((n) => ({ name: String(n).slice(0, 80), kind: 'human' }));
  const online = { seat: g.seat, room };
  let entry: LibraryEntry;
  if (g.record) {
    if (g.record.game !== module.id) return { ok: false, message: `The record is for "${g.record.game}".` };
    const record: GameRecord = {
      ...g.record,
      meta: {
        ...g.record.meta,
        players: g.record.meta?.players ?? players,
        created: g.record.meta?.created ?? g.created,
      },
    };
    if (g.seat >= record.seats) return { ok: false, message: `No seat ${g.seat} in a ${record.seats}-seat game.` };
    const read = readEntry(JSON.stringify(record), (id) => (id === module.id ? module : undefined), 'online');
    if (!read.ok) return { ok: false, message: read.error.message };
    entry = { ...read.entry, id: onlineEntryId(module.id, room), updated: now, online };
  } else {
    if (g.seat >= Math.max(1, g.names.length)) return { ok: false, message: `No seat ${g.seat}.` };
    const r = g.result;
    entry = {
      id: onlineEntryId(module.id, room),
      game: module.id,
      name: null,
      created: g.created ?? now,
      updated: now,
      players,
      moves: 0,
      finished: r !== null,
      result: r && { winners: r.winners, scores: r.scores, draw: r.draw, reason: r.reason },
      record: '',
      origin: 'online',
      online,
    };
  }
  await saveEntry(entry);
  return { ok: true, entry };
}
