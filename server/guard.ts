/**
 * Every client message is hostile: these turn raw input into something the room may use, or say
 * why not. Nothing here throws.
 */
import type { Illegal } from '../machines/core/game';
import { LIMITS } from './protocol';

/** A token bucket: `take()` is false once the client spends faster than its rate allows. */
export class Bucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.at = clock();
  }

  take(): boolean {
    const now = this.clock();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Control characters, bidi overrides and zero-width marks: nothing that could disguise a name. */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** A display name: printable, single-spaced, at most `nameChars` characters; empty when nothing is left. */
export function cleanName(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const s = raw.slice(0, 200).replace(/\s+/g, ' ').replace(INVISIBLE, '').trim();
  return [...s].slice(0, LIMITS.nameChars).join('').trim();
}

/** A chat line: printable text, at most `chatChars` characters, or null when too long or empty. */
export function cleanChat(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > LIMITS.chatChars * 2) return null;
  const s = raw.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  if (!s || [...s].length > LIMITS.chatChars) return null;
  return s;
}

export type Plain = { type: string; [key: string]: unknown };

export function illegal(code: string, message: string): Illegal {
  return { code, message };
}

/**
 * A plain JSON event of a known type, small enough, or the reason it is malformed. What came over
 * the wire is copied through JSON, so no prototype, Buffer, Map or getter reaches the rules.
 */
export function plainEvent(
  raw: unknown,
  types: readonly string[],
): { ok: true; event: Plain } | { ok: false; reason: Illegal } {
  let json: string | undefined;
  try {
    json = JSON.stringify(raw);
  } catch {
    json = undefined;
  }
  if (json === undefined) return { ok: false, reason: illegal('malformed', 'The event is not JSON.') };
  if (json.length > LIMITS.maxEventBytes) return { ok: false, reason: illegal('malformed', 'The event is too large.') };
  const event = JSON.parse(json) as unknown;
  if (!event || typeof event !== 'object' || Array.isArray(event))
    return { ok: false, reason: illegal('malformed', 'The event is not an object.') };
  const type = (event as { type?: unknown }).type;
  if (typeof type !== 'string') return { ok: false, reason: illegal('malformed', 'The event has no type.') };
  if (!types.includes(type))
    return { ok: false, reason: illegal('unknownEvent', `"${type.slice(0, 40)}" is not an event of this game.`) };
  return { ok: true, event: event as Plain };
}
