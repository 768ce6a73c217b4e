/**
 * One game in the library: its GameRecord (exactly as saved) and what the list shows without
 * replaying it — game, dates, seats, result, length, a name the player may give it. A text that
 * does not read as a record is kept too, with why (`refused`), so nothing is ever lost.
 */
import type { AnyGameModule, GameResult } from '../../machines/core/game';
import { type GameRecord, type PlayerMeta, parseRecord, type RecordError } from '../../machines/core/record';
import { storeRecord, unpackRecord } from './pack';

export interface LibraryEntry {
  id: string;
  game: string;
  /** The player's own name for it; null shows the default (game and date). */
  name: string | null;
  created: string; // ISO time
  updated: string; // ISO time; the list is newest first by this
  players: PlayerMeta[];
  moves: number;
  finished: boolean;
  result: Pick<GameResult, 'winners' | 'scores' | 'draw' | 'reason'> | null;
  /** The record's JSON text (running games, refused texts); read it with `recordText`. */
  record?: string;
  /** A finished game's record, packed and compressed (src/library/pack.ts). */
  packed?: string;
  origin: 'played' | 'imported' | 'saved' | 'online';
  /**
   * A game played online from this device: its seat (the only view its replay shows) and room
   * (a running one is rejoined by its invite link, never replayed).
   */
  online?: { seat: number; room: string };
  /** Set when the text was refused: kept, explained, never replayed. */
  refused?: Pick<RecordError, 'code' | 'message' | 'index'>;
}

/** One id per game played: the same game saved again (each move) updates its entry. */
export function entryId(record: Pick<GameRecord, 'game' | 'seed' | 'meta'>): string {
  return `${record.game}:${record.meta?.created ?? 'undated'}:${record.seed}`;
}

/** The entry for a record that reads (`module` and its replayed end from `parseRecord`). */
export function entryOf(
  record: GameRecord,
  result: GameResult,
  origin: LibraryEntry['origin'],
  now = new Date().toISOString(),
): LibraryEntry {
  const created = record.meta?.created ?? now;
  return {
    id: entryId(record),
    game: record.game,
    name: null,
    created,
    updated: now,
    players: record.meta?.players ?? [],
    moves: record.events.length,
    finished: result.over,
    result: result.over
      ? { winners: result.winners, scores: result.scores, draw: result.draw, reason: result.reason }
      : null,
    ...(result.over ? { packed: storeRecord(record) } : { record: JSON.stringify(record) }),
    origin,
  };
}

/** The entry's record as JSON text (unpacked when stored compressed). */
export function recordText(e: LibraryEntry): string {
  if (typeof e.record === 'string') return e.record;
  return (typeof e.packed === 'string' && unpackRecord(e.packed, 'store')) || '';
}

/** Reads a record text fully (replayed event by event) into an entry, or says why not. */
export function readEntry(
  text: string,
  lookup: (id: string) => AnyGameModule | undefined,
  origin: LibraryEntry['origin'],
): { ok: true; entry: LibraryEntry; module: AnyGameModule } | { ok: false; error: RecordError } {
  let parsed: ReturnType<typeof parseRecord>;
  try {
    parsed = parseRecord(text, lookup);
  } catch (e) {
    return { ok: false, error: { code: 'badShape', message: (e as Error).message } };
  }
  if (!parsed.ok) return parsed;
  const entry = entryOf(parsed.record, parsed.module.result(parsed.snapshot), origin);
  return { ok: true, entry, module: parsed.module };
}

/** A kept text that was refused: its own entry (the game id as far as it can be read). */
export function refusedEntry(
  key: string,
  text: string,
  error: RecordError,
  now = new Date().toISOString(),
): LibraryEntry {
  let game = '';
  try {
    const g = (JSON.parse(text) as { game?: unknown }).game;
    if (typeof g === 'string') game = g;
  } catch {
    game = /scriptorium\.save\.([a-z]+)/.exec(key)?.[1] ?? '';
  }
  // A text set aside by src/app/saves.ts carries its time in its key.
  const stamp = /\.(\d{4}-\d\d-\d\dT[\d:.]+Z)$/.exec(key)?.[1];
  if (stamp) now = stamp;
  return {
    id: `refused:${key}`,
    game,
    name: null,
    created: now,
    updated: now,
    players: [],
    moves: 0,
    finished: false,
    result: null,
    record: text,
    origin: 'saved',
    refused: { code: error.code, message: error.message, index: error.index },
  };
}
