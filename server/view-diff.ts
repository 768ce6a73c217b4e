/**
 * What changed between two views of one viewer (`ViewDiff`, read back with `stepView`), down to
 * the fields that changed: a token placed on a card sends that card's slot, not the row. A view is
 * rebuilt per event, but what did not change is mostly the same objects (a log's entries stay the
 * entries they were), so only objects that differ by identity are walked. Nothing here knows any game.
 */
import type { ViewDiff } from './protocol';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A diff with all its fields from the start (an absent one undefined, which JSON leaves out): one
 * hidden class, where fields added as found made one per order found, short-lived classes whose
 * collection threw away the compiled code that had met them.
 */
const emptyDiff = (): ViewDiff => ({ set: undefined, in: undefined, append: undefined, drop: undefined });

/** How a part went from `was` to what it is: its inner diff (null: send it whole) and its grown tail. */
interface Change {
  was: object;
  inner: ViewDiff | null;
  tail: unknown[] | null;
}

/**
 * The diffs of one event's views, one per viewer: the viewers' views share most parts (the public
 * log, the board, the seats as others see them), and a part that two viewers had and have alike is
 * compared once. Made per event, then dropped.
 */
export class StepDiffs {
  private changes = new Map<object, Change>();

  /** The diff from `prev` to `next`, or null when either is not a plain object (send it whole). */
  diff(prev: unknown, next: unknown): ViewDiff | null {
    return isRecord(prev) && isRecord(next) ? objectDiff(prev, next, this, true) : null;
  }

  /** How object `v` differs from `was`, compared once per pair (the last pair seen for `v`). */
  change(was: object, v: object): Change {
    const hit = this.changes.get(v);
    if (hit?.was === was) return hit;
    const made = changeOf(was, v, this);
    this.changes.set(v, made);
    return made;
  }
}

/** The diff from `prev` to `next`, or null when either is not a plain object (send it whole). */
export function viewDiff(prev: unknown, next: unknown): ViewDiff | null {
  return new StepDiffs().diff(prev, next);
}

/**
 * How `next` differs from `prev` field by field (an undefined field is an absent one, as JSON writes it),
 * or null when more than half its fields changed (the whole object is then about as short to
 * send), unless it is the view itself (whose long log mostly stays).
 */
function objectDiff(
  prev: Record<string, unknown>,
  next: Record<string, unknown>,
  step: StepDiffs,
  top = false,
): ViewDiff | null {
  const diff = emptyDiff();
  let fields = 0;
  let changed = 0;
  for (const k in next) {
    const v = next[k];
    if (v === undefined) continue;
    fields++;
    if (note(diff, k, prev[k], v, step)) changed++;
  }
  for (const k in prev)
    if (prev[k] !== undefined && next[k] === undefined) {
      diff.drop ??= [];
      diff.drop.push(k);
      changed++;
    }
  return changed * 2 > fields && !top ? null : diff;
}

/** An array's changes by index over the length both have (null: more than half of them changed). */
function arrayDiff(prev: unknown[], next: unknown[], step: StepDiffs): ViewDiff | null {
  const diff = emptyDiff();
  let changed = 0;
  // (a log of hundreds of entries, the same objects, is walked once per event: the viewers share it)
  for (let i = 0; i < prev.length; i++)
    if (prev[i] !== next[i] && note(diff, String(i), prev[i], next[i], step)) changed++;
  return changed * 2 > prev.length ? null : diff;
}

function changeOf(was: object, v: object, step: StepDiffs): Change {
  let inner: ViewDiff | null = null;
  let tail: unknown[] | null = null;
  if (Array.isArray(was) && Array.isArray(v) && v.length >= was.length) {
    inner = arrayDiff(was, v, step);
    if (v.length > was.length) tail = v.slice(was.length);
  } else if (isRecord(was) && isRecord(v)) inner = objectDiff(was, v, step);
  return { was, inner, tail };
}

/** Notes in `diff` how field `k` went from `was` to `v`; false when it did not change. */
function note(diff: ViewDiff, k: string, was: unknown, v: unknown, step: StepDiffs): boolean {
  if (was === v) return false;
  const c = typeof was === 'object' && was !== null && typeof v === 'object' && v !== null ? step.change(was, v) : null;
  const inner = c?.inner ?? null;
  if (!inner) {
    diff.set ??= {};
    diff.set[k] = v;
    return true;
  }
  const within = !!(inner.set || inner.in || inner.append || inner.drop);
  if (within) {
    diff.in ??= {};
    diff.in[k] = inner;
  }
  const tail = c?.tail ?? null;
  if (tail) {
    diff.append ??= {};
    diff.append[k] = tail;
  }
  return within || tail !== null;
}
