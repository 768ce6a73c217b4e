/**
 * GameRecord: the save file, the replay and the bug report in one. Seed + options + events
 * rebuild the game exactly; `parseRecord` refuses anything else with a message naming the problem.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { type Emitted, GameRunner } from './engine';
import { malformed, withVouched } from './events';
import type { AnyGameModule, Illegal } from './game';
import { z } from './zod';

export interface PlayerMeta {
  name: string;
  kind: 'human' | 'bot';
  level?: string;
}

export interface GameRecord<Opts = unknown, Ev extends { type: string } = { type: string }> {
  format: 1;
  game: string;
  rulesVersion: number;
  seed: string;
  seats: number;
  options: Opts;
  events: Ev[];
  /** Not read by the rules: who sits where, when it began. */
  meta?: { players?: PlayerMeta[]; created?: string; tutorial?: boolean; debug?: boolean };
}

export function newRecord<Opts>(
  module: AnyGameModule,
  seed: string,
  seats: number,
  options: Opts,
  meta?: GameRecord['meta'],
): GameRecord<Opts> {
  return { format: 1, game: module.id, rulesVersion: module.rulesVersion, seed, seats, options, events: [], meta };
}

const eventSchema = z.looseObject({ type: z.string().min(1) });
const recordSchema = z.object({
  format: z.literal(1),
  game: z.string().min(1),
  rulesVersion: z.number().int().nonnegative(),
  seed: z.string(),
  seats: z.number().int().positive(),
  options: z.unknown(),
  events: z.array(eventSchema),
  meta: z
    .object({
      players: z
        .array(z.object({ name: z.string(), kind: z.enum(['human', 'bot']), level: z.string().optional() }))
        .optional(),
      created: z.string().optional(),
      tutorial: z.boolean().optional(),
      debug: z.boolean().optional(),
    })
    .optional(),
});

export type RecordErrorCode =
  | 'notJson'
  | 'badShape'
  | 'unknownGame'
  | 'wrongGame'
  | 'rulesVersion'
  | 'badSeats'
  | 'badOptions'
  | 'unknownEvent'
  | 'illegalEvent';

export interface RecordError {
  code: RecordErrorCode;
  message: string;
  index?: number; // the offending event's index
  reason?: Illegal;
  /** For `rulesVersion`: the version the record was made with and the one this app plays. */
  versions?: { saved: number; now: number };
}

export type ReplayResult =
  | { ok: true; snapshot: AnyMachineSnapshot; emitted: Emitted[][] }
  | { ok: false; error: RecordError; snapshot: AnyMachineSnapshot; emitted: Emitted[][] };

/**
 * Rebuilds a game from its record. `upTo` stops after that many events (time travel).
 * `emitted[0]` holds setup's events, `emitted[i + 1]` those of event i.
 */
export function replay(module: AnyGameModule, record: GameRecord, upTo = record.events.length): ReplayResult {
  const runner = new GameRunner(module, { seed: record.seed, seats: record.seats, options: record.options });
  let snapshot = runner.snapshot;
  const emitted: Emitted[][] = [runner.setupEmitted];
  const n = Math.min(upTo, record.events.length);
  for (let i = 0; i < n; i++) {
    const event = record.events[i] as { type: string };
    const res = runner.send(event);
    if (!res.ok) {
      runner.stop();
      const unknown = res.reason.code === 'unknownEvent';
      return {
        ok: false,
        snapshot,
        emitted,
        error: {
          code: unknown ? 'unknownEvent' : 'illegalEvent',
          index: i,
          reason: res.reason,
          message: unknown
            ? `Event ${i} has the unknown type "${event.type}" for ${module.id}.`
            : res.reason.code === 'internal'
              ? `Event ${i} (${event.type}) made the rules fail: ${res.reason.message}`
              : `Event ${i} (${event.type}) is illegal at its step: ${res.reason.message}`,
        },
      };
    }
    snapshot = res.snapshot;
    emitted.push(res.emitted);
  }
  runner.stop();
  return { ok: true, snapshot, emitted };
}

export type ParseResult =
  | { ok: true; record: GameRecord; module: AnyGameModule; snapshot: AnyMachineSnapshot }
  | { ok: false; error: RecordError };

function fail(code: RecordErrorCode, message: string, extra: Partial<RecordError> = {}): ParseResult {
  return { ok: false, error: { code, message, ...extra } };
}

/**
 * Parses and fully validates a saved record: JSON, shape, game, rules version, seats, options,
 * and every event replayed at its step. `lookup` finds loaded modules; `expectGame` refuses a
 * record of another game (e.g. a Northwood save offered to the Clouds table).
 */
export function parseRecord(
  json: string,
  lookup: (id: string) => AnyGameModule | undefined,
  expectGame?: string,
): ParseResult {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    return fail('notJson', `Not a saved game: the text is not JSON (${(e as Error).message}).`);
  }
  const shape = recordSchema.safeParse(raw);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'the record';
    return fail('badShape', `Not a saved game: ${where}: ${issue?.message ?? 'invalid'}.`);
  }
  const record = shape.data as GameRecord;
  if (expectGame && record.game !== expectGame) {
    return fail('wrongGame', `This record is for "${record.game}", not "${expectGame}".`);
  }
  const module = lookup(record.game);
  if (!module) return fail('unknownGame', `Unknown game "${record.game}".`);
  if (record.rulesVersion !== module.rulesVersion) {
    return fail(
      'rulesVersion',
      `This record was made with rules version ${record.rulesVersion}; this app plays version ${module.rulesVersion}.`,
      { versions: { saved: record.rulesVersion, now: module.rulesVersion } },
    );
  }
  if (record.seats < module.seats.min || record.seats > module.seats.max) {
    return fail('badSeats', `${module.id} is for ${module.seats.min}–${module.seats.max} seats, not ${record.seats}.`);
  }
  try {
    record.options = module.parseOptions(record.options, record.seats);
  } catch (e) {
    return fail('badOptions', `Bad game options: ${(e as Error).message}`);
  }
  const unknownAt = record.events.findIndex((ev) => !module.eventTypes.includes(ev.type));
  if (unknownAt >= 0) {
    return fail(
      'unknownEvent',
      `Event ${unknownAt} has the unknown type "${record.events[unknownAt]?.type}" for ${module.id}.`,
      { index: unknownAt },
    );
  }
  for (let i = 0; i < record.events.length; i++) {
    const bad = malformed(module.eventSchemas, record.events[i]);
    if (bad) {
      return fail('illegalEvent', `Event ${i} (${record.events[i]?.type}) is malformed: ${bad.message}`, {
        index: i,
        reason: bad,
      });
    }
  }
  let replayed: ReplayResult;
  try {
    // every event's schema was checked just above: the replay's steps do not parse them again
    replayed = withVouched(record.events, () => replay(module, record));
  } catch (e) {
    return fail('badOptions', `The game could not be set up from this record: ${(e as Error).message}`);
  }
  if (!replayed.ok) return { ok: false, error: replayed.error };
  return { ok: true, record, module, snapshot: replayed.snapshot };
}
