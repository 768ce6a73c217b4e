/**
 * What changed between two views of one viewer, by top-level field (`ViewDiff`, read back with
 * `stepView`). A view is rebuilt per event, but what did not change is mostly the same objects
 * (a log's entries stay the entries they were), so equality is checked by identity first and by
 * value only where the objects differ. Nothing here knows any game.
 */
import type { ViewDiff } from './protocol';

/** Equal as JSON (an undefined field is an absent one); no arrays of keys are made. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const isArray = Array.isArray(a);
  if (isArray !== Array.isArray(b)) return false;
  if (isArray) {
    const x = a as unknown[];
    const y = b as unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!same(x[i], y[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const k in x) if (!same(x[k], y[k])) return false;
  for (const k in y) if (x[k] === undefined && y[k] !== undefined) return false;
  return true;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The diff from `prev` to `next`, or null when either is not a plain object (send it whole). */
export function viewDiff(prev: unknown, next: unknown): ViewDiff | null {
  if (!isRecord(prev) || !isRecord(next)) return null;
  const diff: ViewDiff = {};
  for (const [k, v] of Object.entries(next)) {
    if (v === undefined) continue; // JSON leaves it out
    const was = prev[k];
    if (same(was, v)) continue;
    if (Array.isArray(was) && Array.isArray(v) && v.length > was.length && was.every((x, i) => same(x, v[i]))) {
      diff.append ??= {};
      diff.append[k] = v.slice(was.length);
    } else {
      diff.set ??= {};
      diff.set[k] = v;
    }
  }
  const drop = Object.keys(prev).filter((k) => prev[k] !== undefined && next[k] === undefined);
  if (drop.length) diff.drop = drop;
  return diff;
}
