/** Random play for the agreement and property tests: pure rules stepping, event perturbation, move keys. */
import { CARD_IDS, DIRECTIONS } from '../../../machines/clouds/content';
import { cloudsFlow, step } from '../../../machines/clouds/machine';
import { actionMoves } from '../../../machines/clouds/rules';
import { awaitedSeat, parseCell } from '../../../machines/clouds/state';
import type { CloudsEvent, CloudsOptions, Ctx } from '../../../machines/clouds/types';
import { Rng } from '../../../machines/core/rng';

export function newGame(seed: string, seats: number, options: CloudsOptions = {}): Ctx {
  return cloudsFlow.start({ seed, seats, options });
}

/** A random game as pure rules steps: calls `visit` before every event. */
export function randomGame(
  seed: string,
  seats: number,
  options: CloudsOptions,
  visit?: (ctx: Ctx, ev: CloudsEvent) => void,
): { ctx: Ctx; events: CloudsEvent[] } {
  const rng = Rng.from(`random:${seed}`);
  let ctx = newGame(seed, seats, options);
  const events: CloudsEvent[] = [];
  while (ctx.phase !== 'gameOver') {
    const seat = awaitedSeat(ctx) as number;
    const moves = actionMoves(ctx, seat);
    if (moves.length === 0) throw new Error(`seed ${seed}: seat ${seat} has no move in ${ctx.phase}`);
    const ev = rng.pick(moves);
    visit?.(ctx, ev);
    ctx = step(ctx, ev);
    events.push(ev);
  }
  return { ctx, events };
}

/** The payload fields of each event type (anything else is ignored, by the rules as by this key). */
const FIELDS: Record<string, string[]> = {
  DRAFT_PICK: ['cardId'],
  PLACE_POINTER: ['cardId', 'cell'],
  PLACE_TOKEN: ['cell'],
  SELECT_CARD: ['cardId'],
  USE_ABILITY: ['cardId', 'targetId', 'cell', 'cells', 'dir', 'n'],
  CLASS_ACTION: ['cardId', 'delta', 'targetId'],
  SKIP: ['cardId'],
  DRAIN: ['amount'],
};

/** A key under which equivalent events agree: a MOVE by its end cell and target, Thunderhead cells unordered. */
export function moveKey(ctx: Ctx, ev: CloudsEvent): string {
  if (ev.type === 'MOVE') {
    const card = ctx.cards.find((c) => c.id === ev.cardId);
    const end = ev.path.length ? parseCell(ev.path[ev.path.length - 1]) : (card?.pos ?? null);
    return `MOVE|${ev.seat}|${ev.cardId}|${end}|${ev.targetId ?? '-'}`;
  }
  const plain: Record<string, unknown> = {};
  const fields = ['type', 'seat', ...(FIELDS[ev.type] ?? [])];
  for (const [k, v] of Object.entries(ev).sort(([a], [b]) => a.localeCompare(b))) {
    if (v === undefined || v === null || !fields.includes(k)) continue;
    plain[k] = k === 'cells' && Array.isArray(v) ? [...(v as number[][])].map((c) => c.join(',')).sort() : v;
  }
  return JSON.stringify(plain);
}

const rnd = (rng: Rng, lo: number, hi: number) => lo + rng.int(hi - lo + 1);

/** A few perturbations of a legal event (most illegal, some legal). */
export function perturb(ev: CloudsEvent, rng: Rng, seats: number): CloudsEvent[] {
  const out: CloudsEvent[] = [];
  const e = ev as Record<string, unknown> & CloudsEvent;
  out.push({ ...e, seat: (e.seat + 1 + rng.int(seats - 1)) % seats } as CloudsEvent);
  if ('cardId' in e) out.push({ ...e, cardId: rng.pick(CARD_IDS) } as CloudsEvent);
  switch (ev.type) {
    case 'MOVE': {
      const path = ev.path.map((c) => [c[0], c[1]] as [number, number]);
      if (path.length > 0) {
        const i = rng.int(path.length);
        const c = path[i] as [number, number];
        const bent = path.slice();
        bent[i] = [c[0] + rnd(rng, -1, 1), c[1] + rnd(rng, -1, 1)];
        out.push({ ...ev, path: bent });
        out.push({ ...ev, path: path.slice(0, -1) });
      }
      const last = path[path.length - 1];
      if (last) {
        const d = rng.pick([
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ]) as [number, number];
        out.push({ ...ev, path: [...path, [last[0] + d[0], last[1] + d[1]]] });
        out.push({ ...ev, path: [...path, [last[0] + d[0], last[1] + d[1]], [last[0], last[1]]] });
      }
      out.push({ ...ev, targetId: ev.targetId ? undefined : rng.pick(CARD_IDS) });
      out.push({ ...ev, path: [] });
      break;
    }
    case 'USE_ABILITY':
      out.push({ ...ev, targetId: rng.pick(CARD_IDS) });
      if (ev.cell) out.push({ ...ev, cell: [ev.cell[0] + rnd(rng, -2, 2), ev.cell[1] + rnd(rng, -2, 2)] });
      if (ev.cells) out.push({ ...ev, cells: ev.cells.map((c) => [c[0] + 1, c[1]] as [number, number]) });
      if (ev.dir) out.push({ ...ev, dir: rng.pick(DIRECTIONS), n: rnd(rng, 0, 4) });
      out.push({ ...ev, cell: [rnd(rng, 0, 30), rnd(rng, 0, 30)] });
      break;
    case 'CLASS_ACTION':
      out.push({ ...ev, delta: rng.pick([1, -1, 2, undefined]) as 1 });
      out.push({ ...ev, targetId: rng.pick([...CARD_IDS, undefined]) as never });
      break;
    case 'DRAIN':
      out.push({ ...ev, amount: ev.amount + rng.pick([-1, 1, 2]) });
      break;
    case 'PLACE_TOKEN':
    case 'PLACE_POINTER':
      out.push({ ...ev, cell: [rnd(rng, 0, 30), rnd(rng, 0, 30)] });
      break;
    case 'SELECT_CARD':
    case 'DRAFT_PICK':
      out.push({ ...ev, cardId: rng.pick(CARD_IDS) });
      break;
  }
  out.push({
    type: rng.pick(['SKIP', 'DESELECT_CARD', 'DRAIN', 'SELECT_CARD']),
    seat: ev.seat,
    cardId: rng.pick(CARD_IDS),
    amount: 0,
  } as CloudsEvent);
  return out;
}
