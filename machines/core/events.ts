/**
 * The shape of a player event, checked before any rule looks at it. Each game declares one zod
 * schema per event type (`machines/<game>/events.ts`): strict objects (unknown keys, own
 * `__proto__`/`constructor` included, are refused), typed and bounded fields. `strictCheck`
 * puts that in front of a game's `check`, and turns an exception inside the rules into a refusal,
 * so a hostile or corrupt event never reaches a guard's lookups and nothing throws out of a check.
 */

import { z } from './zod';

/** One schema per event type. */
export type EventSchemas = Readonly<Record<string, z.ZodType>>;

/** Refusals the engine itself gives for every game (translated as `app.reasons.<code>`). */
export const ENGINE_REASON_CODES = ['unknownEvent', 'gameOver', 'rejected', 'malformed', 'internal'] as const;

/** A game's own reason codes and the engine's, once each: a module's `reasonCodes`. */
export const withEngineCodes = (codes: readonly string[]): readonly string[] => [
  ...new Set([...codes, ...ENGINE_REASON_CODES]),
];

/** Identifiers in events are short: a bound that keeps a 100 kB string out of every lookup. */
export const id = () => z.string().min(1).max(64);
/** A bounded integer (NaN, ±Infinity, 1e400 and fractions are refused). */
export const int = (min: number, max: number) => z.number().int().min(min).max(max);

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The event objects already checked against their schema in the step now running (the engine's
 * precheck, a trusted pick from `legalMoves`, a record's events checked before its replay), so
 * `check` and the guards inside that step do not parse them again: one validation per incoming event. Identity, not content: cleared when
 * the step returns, so an event mutated afterwards is parsed again next time.
 */
const vouched = new Set<object>();

/** Runs `step` with `events` counted as schema-checked by `malformed` (see `vouched`). */
export function withVouched<T>(events: readonly object[], step: () => T): T {
  const added = events.filter((e) => !vouched.has(e));
  for (const e of added) vouched.add(e);
  try {
    return step();
  } finally {
    for (const e of added) vouched.delete(e);
  }
}

/** Why an event is illegal now. `code` is translated by the UI as `reasons.<game>.<code>`. */
export interface Illegal {
  code: string;
  message: string; // English, for logs, the CLI and test failures
  params?: Record<string, string | number>;
}

/** Null when `event` has the shape its type declares; else `malformed` with the path of the bad field. */
export function malformed(schemas: EventSchemas, event: unknown): Illegal | null {
  if (vouched.has(event as object)) return null;
  if (!isObj(event) || typeof event.type !== 'string') {
    return { code: 'malformed', message: 'An event is an object with a type.', params: { path: 'type' } };
  }
  const type = event.type;
  const schema = Object.hasOwn(schemas, type) ? schemas[type] : undefined;
  if (!schema) {
    return {
      code: 'malformed',
      message: `"${type.slice(0, 64)}" is not an event of this game.`,
      params: { path: 'type' },
    };
  }
  const parsed = schema.safeParse(event);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0] as z.core.$ZodIssue;
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const path = [...issue.path, ...keys.slice(0, 1)].map(String).join('.') || 'event';
  return {
    code: 'malformed',
    message: `${type}: ${path}: ${keys.length ? 'no such field' : issue.message}.`,
    params: { path },
  };
}

const logged = new Set<string>();

/**
 * The refusal for an exception inside the rules. It is logged once per game and message (a bot
 * loop must not flood the console), and the caller leaves the snapshot unchanged.
 */
export function internalError(game: string, where: string, error: unknown): Illegal {
  const message = error instanceof Error ? error.message : String(error);
  const key = `${game}:${where}:${message}`;
  if (!logged.has(key) && logged.size < 1000) {
    logged.add(key);
    // machines/ has no DOM or Node types: the host's console, where there is one
    (globalThis as { console?: { error(...a: unknown[]): void } }).console?.error(
      `${game}: ${where} threw: ${message}`,
    );
  }
  return { code: 'internal', message: `The rules failed on this event (${message}).`, params: { where } };
}

/**
 * A game's `check` behind its event schemas and a try/catch: what the machine's guards, the
 * module's `check` and the record loader all call. Inside an engine step the schema was checked
 * once already (`withVouched`); everywhere else (a guard reached through the bare machine, `check`
 * called from outside) it is checked here.
 */
export function strictCheck<C, E>(
  game: string,
  schemas: EventSchemas,
  check: (context: C, event: E) => Illegal | null,
): (context: C, event: unknown) => Illegal | null {
  return (context, event) => {
    const bad = malformed(schemas, event);
    if (bad) return bad;
    try {
      return check(context, event as E);
    } catch (e) {
      return internalError(game, 'check', e);
    }
  };
}
