/**
 * Rooms that outlive their process (issue 17): after every change a room's record — seed,
 * options, seats with their reconnection identities, events — is in Redis. Each room names its
 * host process there; a process that stops beating its heart (cluster.ts) is dead, and the first
 * other process asked to restore one of its rooms claims it atomically and replays it. A host that
 * finds it no longer owns its room (it stalled and was taken over) stops writing.
 *
 * Keys: `<prefix>room:<code>` a hash {process, meta}; `<prefix>room:<code>:events` the events, one
 * JSON string each (appended per accepted event; rewritten only after an undo).
 */
import { ErrorCode, ServerError } from '@colyseus/core';
import type { Redis } from 'ioredis';
import { type AnyGameModule, seatOf } from '../machines/core/game';
import type { GameRecord } from '../machines/core/record';
import type { Plain } from './guard';
import { type Author, Match } from './match';
import type { Level, Phase } from './protocol';

export interface SavedSeat {
  kind: 'human' | 'bot';
  level: Level;
  name: string;
  identity: string | null;
  standIn: boolean;
}

/** What a room is, apart from its connections. */
export interface SavedRoom {
  code: string;
  game: string;
  options: unknown;
  turnSeconds: number;
  phase: Phase;
  host: string | null;
  seats: SavedSeat[];
  /** The match's record (null in the lobby) and who made each event. */
  record: GameRecord | null;
  authors: Author[];
  /** The match's history generation: it changes when an undo rewrote the events. */
  generation: number;
}

/** Why a restore was refused; the client's rejoin acts on the word after `restore:`. */
export type RestoreRefusal = 'alive' | 'wait' | 'missing' | 'corrupt';

/** A `ServerError`: an answer to the client, not a fault of the server, so Colyseus does not log it. */
export class RestoreError extends ServerError {
  constructor(
    readonly why: RestoreRefusal,
    detail = '',
  ) {
    super(ErrorCode.MATCHMAKE_UNHANDLED, `restore:${why}${detail ? ` ${detail}` : ''}`);
  }
}

export interface StoreSettings {
  /** Key prefix (tests use their own). */
  prefix: string;
  /** Seconds a live room's record is kept after its last change. */
  liveTtl: number;
  /** Seconds a finished (or abandoned) room's record is kept for download. */
  finishedTtl: number;
  /** A heartbeat younger than this (ms) means the host is surely alive. */
  freshMs: number;
}

// Writes only while this process owns the room. ARGV: process, meta, ttl, reset, events…
const SAVE = `
local owner = redis.call('HGET', KEYS[1], 'process')
if owner and owner ~= '' and owner ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'process', ARGV[1], 'meta', ARGV[2])
if ARGV[4] == '1' then redis.call('DEL', KEYS[2]) end
for i = 5, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return 1`;

// Takes a room over when nobody hosts it or its host's heartbeat is gone. ARGV: process, alive prefix, freshMs.
const CLAIM = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 'missing' end
local owner = redis.call('HGET', KEYS[1], 'process')
if owner and owner ~= '' then
  local left = redis.call('PTTL', ARGV[2] .. owner)
  if left > 0 then
    local ttl = tonumber(redis.call('GET', ARGV[2] .. owner) or '0')
    if ttl - left < tonumber(ARGV[3]) then return 'alive' end
    return 'wait'
  end
end
redis.call('HSET', KEYS[1], 'process', ARGV[1])
return 'ok'`;

// Lets go of a room this process disposed: anyone may restore it while the record lasts.
const RELEASE = `
if redis.call('HGET', KEYS[1], 'process') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'process', '')
redis.call('EXPIRE', KEYS[1], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[2])
return 1`;

export class RoomStore {
  /** Events already in Redis per room code, and the generation they belong to. */
  private written = new Map<string, { count: number; generation: number }>();

  constructor(
    private readonly redis: Redis,
    readonly processId: () => string,
    readonly settings: StoreSettings,
  ) {}

  private keys(code: string): [string, string] {
    const room = `${this.settings.prefix}room:${code}`;
    return [room, `${room}:events`];
  }

  get alivePrefix(): string {
    return `${this.settings.prefix}alive:`;
  }

  /** Writes what changed since the last save. False: another process has taken the room over. */
  async save(room: SavedRoom): Promise<boolean> {
    const { record, ...rest } = room;
    const events = record?.events ?? [];
    const before = this.written.get(room.code);
    const reset = !before || before.generation !== room.generation || before.count > events.length;
    const fresh = reset ? events : events.slice(before.count);
    this.written.set(room.code, { count: events.length, generation: room.generation });
    const meta = JSON.stringify({ ...rest, record: record ? { ...record, events: [] } : null });
    const ttl = room.phase === 'over' ? this.settings.finishedTtl : this.settings.liveTtl;
    const ok = await this.redis.eval(
      SAVE,
      2,
      ...this.keys(room.code),
      this.processId(),
      meta,
      ttl,
      reset ? '1' : '0',
      ...fresh.map((e) => JSON.stringify(e)),
    );
    return ok === 1;
  }

  /** The room is gone from this process (everyone left, or shutdown): it may be restored elsewhere. */
  async release(code: string): Promise<void> {
    this.written.delete(code);
    await this.redis.eval(RELEASE, 2, ...this.keys(code), this.processId(), this.settings.finishedTtl);
  }

  /** Reads a room's saved state (null when there is none or it cannot be read). */
  async load(code: string): Promise<SavedRoom | null> {
    const [roomKey, eventsKey] = this.keys(code);
    const [meta, events] = await Promise.all([this.redis.hget(roomKey, 'meta'), this.redis.lrange(eventsKey, 0, -1)]);
    if (!meta) return null;
    try {
      const saved = JSON.parse(meta) as SavedRoom;
      if (saved.record) saved.record.events = events.map((e) => JSON.parse(e) as { type: string });
      return saved;
    } catch {
      return null;
    }
  }

  /** Claims a room whose host is dead (or that no process hosts) and returns it; otherwise says why not. */
  async claim(code: string): Promise<SavedRoom> {
    const [roomKey] = this.keys(code);
    const answer = await this.redis.eval(CLAIM, 1, roomKey, this.processId(), this.alivePrefix, this.settings.freshMs);
    if (answer !== 'ok')
      throw new RestoreError(answer === 'missing' ? 'missing' : answer === 'wait' ? 'wait' : 'alive');
    const saved = await this.load(code);
    if (!saved) throw new RestoreError('corrupt', 'The saved room cannot be read.');
    this.written.set(code, { count: saved.record?.events.length ?? 0, generation: saved.generation });
    return saved;
  }
}

/**
 * Rebuilds a match by replaying its record through the rules, as it was played (every event is
 * checked again: a record that does not replay is refused, never half-restored).
 */
export function replayMatch(module: AnyGameModule, saved: SavedRoom): Match {
  const record = saved.record;
  if (!record || record.game !== module.id || record.rulesVersion !== module.rulesVersion)
    throw new RestoreError('corrupt', 'The saved game does not fit these rules.');
  const match = new Match(module, record.seats, record.options, record.meta?.players ?? [], record.seed);
  if (record.meta) match.record.meta = record.meta;
  record.events.forEach((event, i) => {
    const res = match.apply(event as Plain, seatOf(event), saved.authors[i] ?? 'human');
    if (!res.ok) throw new RestoreError('corrupt', `Event ${i} does not replay: ${res.reason.message}`);
  });
  match.generation = saved.generation;
  return match;
}
