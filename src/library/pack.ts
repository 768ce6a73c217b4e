/**
 * Share links: a finished record compressed into the URL fragment. Events are packed as
 * [shape, ...values] with each distinct shape (type and field names) listed once, then lz-string
 * encodes the JSON for a URL; a whole For Northwood! game fits in about 1,200 characters.
 */
import LZString from 'lz-string';
import type { GameRecord } from '../../machines/core/record';

type Ev = { type: string; [k: string]: unknown };
interface Packed {
  r: Omit<GameRecord, 'events'>;
  s: [string, ...string[]][];
  e: [number, ...unknown[]][];
}

/** The record as packed JSON (events by shape), before any compression. */
function packJson(record: GameRecord): string {
  const shapes: [string, ...string[]][] = [];
  const index = new Map<string, number>();
  const e = (record.events as Ev[]).map((ev): [number, ...unknown[]] => {
    const keys = Object.keys(ev).filter((k) => k !== 'type');
    const shape: [string, ...string[]] = [ev.type, ...keys];
    const id = JSON.stringify(shape);
    let i = index.get(id);
    if (i === undefined) {
      i = shapes.length;
      shapes.push(shape);
      index.set(id, i);
    }
    return [i, ...keys.map((k) => ev[k])];
  });
  const { events: _events, ...rest } = record;
  return JSON.stringify({ r: rest, s: shapes, e } satisfies Packed);
}

/** For a share link: packed, then lz-string for a URL fragment. */
export function packRecord(record: GameRecord): string {
  return LZString.compressToEncodedURIComponent(packJson(record));
}

/** For storage (finished games): packed, then lz-string into UTF-16 (how IndexedDB keeps strings). */
export function storeRecord(record: GameRecord): string {
  return LZString.compressToUTF16(packJson(record));
}

/** The record's JSON text again, or null when the payload is not one of ours (the loader then validates it). */
export function unpackRecord(payload: string, from: 'link' | 'store' = 'link'): string | null {
  try {
    const json =
      from === 'link' ? LZString.decompressFromEncodedURIComponent(payload) : LZString.decompressFromUTF16(payload);
    if (!json) return null;
    const p = JSON.parse(json) as Packed;
    if (!p || typeof p.r !== 'object' || !Array.isArray(p.s) || !Array.isArray(p.e)) return null;
    const events = p.e.map((row) => {
      if (!Array.isArray(row)) throw new Error('bad event');
      const [i, ...values] = row;
      const shape = typeof i === 'number' && Object.hasOwn(p.s, i) ? p.s[i] : undefined;
      if (!Array.isArray(shape) || shape.length !== values.length + 1) throw new Error('bad shape');
      const [type, ...keys] = shape;
      const ev: Record<string, unknown> = { type };
      keys.forEach((k, j) => {
        Object.defineProperty(ev, String(k), {
          value: values[j],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      });
      return ev;
    });
    return JSON.stringify({ ...p.r, events });
  } catch {
    return null;
  }
}
