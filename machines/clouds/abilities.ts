/**
 * The 18 individual abilities of §6.2: each one's payload guard, its effect, and the enumeration
 * of every legal payload (candidate payloads filtered through the very same guard, so legalMoves
 * and check cannot disagree).
 */
import type { Illegal } from '../core/game';
import {
  BOARD,
  CARDS,
  type CardId,
  CLOUD_CELLS,
  cellIndex,
  DIR_STEP,
  DIRECTIONS,
  type Direction,
  dist,
  isCardId,
  onBoard,
  SIZE,
} from './content';
import { ill } from './reasons';
import {
  cardOf,
  cloudIdAt,
  defOf,
  emit,
  gridOf,
  isOpponent,
  type Out,
  opponentPointerAt,
  parseCell,
  pointerAt,
  relocate,
  setFlag,
  setMood,
  setVigor,
  shielded,
  tempStormAt,
  tokenIndexAt,
  warded,
  xy,
} from './state';
import type { CardState, Ctx, UseAbility } from './types';

const FIELDS = ['targetId', 'cell', 'cells', 'dir', 'n'] as const;
type Field = (typeof FIELDS)[number];
const SHAPE_FIELDS: Record<string, readonly Field[]> = {
  none: [],
  target: ['targetId'],
  targetCell: ['targetId', 'cell'],
  cell: ['cell'],
  cells: ['cells'],
  shove: ['targetId', 'dir', 'n'],
};

/** A payload without the event's type, seat and card. */
export type AbilityPayload = Pick<UseAbility, Field>;

function opponentTarget(user: CardState, t: CardState, range: number | null): Illegal | null {
  if (t.owner === null || t.pos === null) return ill('noTarget', `${t.id} is not in play.`, { target: t.id });
  if (!isOpponent(user, t)) return ill('ownCard', `${t.id} is not an opponent's card.`, { target: t.id });
  if (range !== null && dist(user.pos as number, t.pos) > range) {
    return ill('outOfRange', `${t.id} is farther than ${range} from ${user.id}.`, { target: t.id, range });
  }
  return null;
}

function ownTarget(user: CardState, t: CardState): Illegal | null {
  if (t.owner === null || t.pos === null) return ill('noTarget', `${t.id} is not in play.`, { target: t.id });
  if (t.id === user.id) return ill('sameCard', `${user.id} cannot pick itself.`, { target: t.id });
  if (t.owner !== user.owner) return ill('notOwnCard', `${t.id} is not one of your cards.`, { target: t.id });
  return null;
}

const onCloudGuard = (user: CardState): Illegal | null =>
  cloudIdAt(user.pos) ? null : ill('notOnCloud', `${user.id} is not on a cloud.`, { card: user.id });

/** Cells entered by a Shove of `n` steps in `dir`, or null when one is off the board or a storm. */
function shoveCells(ctx: Ctx, from: number, dir: Direction, n: number): number[] | null {
  const [sx, sy] = DIR_STEP[dir];
  const grid = gridOf(ctx);
  const out: number[] = [];
  let x = from % SIZE;
  let y = (from / SIZE) | 0;
  for (let k = 0; k < n; k++) {
    x += sx;
    y += sy;
    if (!onBoard(x, y)) return null;
    const c = cellIndex(x, y);
    if (grid.blocked[c]) return null;
    out.push(c);
  }
  return out;
}

function directionFrom(a: number, b: number): Direction | null {
  const dx = (b % SIZE) - (a % SIZE);
  const dy = ((b / SIZE) | 0) - ((a / SIZE) | 0);
  if (dx === 0 && dy === -1) return 'N';
  if (dx === 1 && dy === 0) return 'E';
  if (dx === 0 && dy === 1) return 'S';
  if (dx === -1 && dy === 0) return 'W';
  return null;
}

/** Thunderhead cells as indices in line order, or an Illegal. */
function parseLine(raw: unknown): number[] | Illegal {
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > 3) {
    return ill('badCells', 'Thunderhead takes 1 to 3 cells in one line.');
  }
  const cells: number[] = [];
  for (const v of raw) {
    const c = parseCell(v);
    if (c === null) return ill('badCell', 'A Thunderhead cell is not a cell of the board.');
    cells.push(c);
  }
  cells.sort((a, b) => a - b);
  if (cells.length > 1) {
    const first = cells[0] as number;
    const row = cells.every((c, i) => c === first + i && ((c / SIZE) | 0) === ((first / SIZE) | 0));
    const col = cells.every((c, i) => c === first + i * SIZE);
    if (!row && !col) return ill('badCells', 'Thunderhead cells must be consecutive in one orthogonal line.');
  }
  return cells;
}

/** The payload's shape, then the ability's own guard (§6.2). Mood and turn are checked by the caller. */
export function checkAbility(ctx: Ctx, user: CardState, ev: UseAbility): Illegal | null {
  const def = defOf(user.id);
  const want = SHAPE_FIELDS[def.shape] as readonly Field[];
  for (const f of FIELDS) {
    const has = ev[f] !== undefined && ev[f] !== null;
    if (has !== want.includes(f)) {
      return ill('badPayload', has ? `${def.ability} takes no "${f}".` : `${def.ability} needs "${f}".`, {
        field: f,
        ability: def.ability,
      });
    }
  }
  let t: CardState | null = null;
  if (want.includes('targetId')) {
    if (!isCardId(ev.targetId)) return ill('unknownCard', `No card "${String(ev.targetId)}".`);
    t = cardOf(ctx, ev.targetId);
  }
  const pos = user.pos as number;
  switch (user.id) {
    case 'p1':
    case 'p3':
    case 'e5':
    case 'e6':
      return null;
    case 'p2':
      return onCloudGuard(user);
    case 'p4': {
      const target = t as CardState;
      const bad = opponentTarget(user, target, 4);
      if (bad) return bad;
      return warded(ctx, target) ? ill('protected', `${target.id} is Warded.`, { target: target.id }) : null;
    }
    case 'p5': {
      const cloudBad = onCloudGuard(user);
      if (cloudBad) return cloudBad;
      const target = t as CardState;
      const bad = ownTarget(user, target);
      if (bad) return bad;
      const cell = parseCell(ev.cell);
      if (cell === null) return ill('badCell', 'Not a cell of the board.');
      if (cloudIdAt(cell) !== cloudIdAt(pos)) return ill('badCell', 'Summons calls to a cell of your own cloud.');
      if (cell === target.pos) return ill('sameCell', `${target.id} already stands there.`);
      if (opponentPointerAt(ctx, cell, user.owner as number)) return ill('opponentThere', 'An opponent stands there.');
      return null;
    }
    case 'p6': {
      const line = parseLine(ev.cells);
      if (!Array.isArray(line)) return line;
      for (const c of line) {
        if (BOARD.kind[c] !== 'sky')
          return ill('notSky', 'Thunderhead forms over sky cells only.', { x: xy(c)[0], y: xy(c)[1] });
        if (tempStormAt(ctx, c, user.id)) return ill('stormCell', 'That cell is a storm already.');
        if (dist(pos, c) > 3) return ill('outOfRange', 'Thunderhead cells must be within 3.', { range: 3 });
        if (pointerAt(ctx, c)) return ill('occupied', 'A pointer stands there.');
        if (tokenIndexAt(ctx, c) >= 0) return ill('occupied', 'A mood token lies there.');
      }
      return null;
    }
    case 'u1': {
      const target = t as CardState;
      const bad = opponentTarget(user, target, 6);
      if (bad) return bad;
      if (target.skipMark) return ill('alreadyMarked', `${target.id} is marked already.`, { target: target.id });
      if (target.respite) return ill('inRespite', `${target.id} is in respite.`, { target: target.id });
      return null;
    }
    case 'u2': {
      const cell = parseCell(ev.cell);
      if (cell === null) return ill('badCell', 'Not a cell of the board.');
      const d = dist(pos, cell);
      if (d === 0) return ill('sameCell', 'Blink must leave the cell.');
      if (d > 3) return ill('outOfRange', 'Blink reaches 3 cells.', { range: 3 });
      if (gridOf(ctx).blocked[cell]) return ill('stormCell', 'Nothing may enter a storm.');
      if (opponentPointerAt(ctx, cell, user.owner as number)) return ill('opponentThere', 'An opponent stands there.');
      return null;
    }
    case 'u3':
    case 'e4':
    case 'u6':
      return opponentTarget(user, t as CardState, user.id === 'u3' ? 6 : user.id === 'e4' ? 3 : 5);
    case 'u4': {
      const target = t as CardState;
      const bad = ownTarget(user, target);
      if (bad) return bad;
      return target.pos === pos ? ill('sameCell', `${target.id} stands on the same cell.`) : null;
    }
    case 'u5': {
      const target = t as CardState;
      const bad = opponentTarget(user, target, 6);
      if (bad) return bad;
      if (warded(ctx, target) || shielded(target, false)) {
        return ill('protected', `${target.id} is protected.`, { target: target.id });
      }
      return null;
    }
    case 'e1': {
      const target = t as CardState;
      const bad = ownTarget(user, target);
      if (bad) return bad;
      return dist(pos, target.pos as number) > 1
        ? ill('notAdjacent', `${target.id} is not on or beside ${user.id}.`)
        : null;
    }
    case 'e2': {
      for (const o of ctx.cards) {
        if (isOpponent(user, o) && dist(pos, o.pos as number) <= 2 && !warded(ctx, o) && !shielded(o, false)) {
          return null;
        }
      }
      return ill('nobodyAffected', 'No unprotected opponent stands within 2.');
    }
    case 'e3': {
      const target = t as CardState;
      const bad = opponentTarget(user, target, null);
      if (bad) return bad;
      const tp = target.pos as number;
      if (dist(pos, tp) > 1) return ill('notAdjacent', `${target.id} is not on or beside ${user.id}.`);
      if (warded(ctx, target)) return ill('protected', `${target.id} is Warded.`, { target: target.id });
      if (!DIRECTIONS.includes(ev.dir as Direction)) return ill('badDirection', 'dir is one of N, E, S, W.');
      if (tp !== pos && directionFrom(pos, tp) !== ev.dir) {
        return ill('badDirection', 'Shove pushes away from the shover.');
      }
      if (ev.n !== 1 && ev.n !== 2 && ev.n !== 3) return ill('badDistance', 'Shove pushes 1, 2 or 3 cells.');
      if (!shoveCells(ctx, tp, ev.dir as Direction, ev.n)) {
        return ill('pathBlocked', 'The push would leave the board or enter a storm.');
      }
      return null;
    }
  }
}

/** The effect of a checked ability (after commit and the mood payment). */
export function applyAbility(ctx: Ctx, user: CardState, ev: UseAbility, out: Out): void {
  const cur = ctx.cur as NonNullable<Ctx['cur']>;
  const t = ev.targetId ? cardOf(ctx, ev.targetId) : null;
  const pos = user.pos as number;
  switch (user.id) {
    case 'p1':
      cur.tailwind = true;
      return;
    case 'p3':
      cur.stoop = true;
      return;
    case 'e5':
      cur.grind = true;
      return;
    case 'e6':
      setFlag(user, 'bulwark', true, out);
      return;
    case 'p2': {
      const cloud = cloudIdAt(pos);
      if (!cloud) return;
      ctx.veils = [...ctx.veils, { source: user.id, cloud }];
      emit(out, { type: 'veilChanged', source: user.id, seat: user.owner, cloud, on: true });
      return;
    }
    case 'p4': {
      const target = t as CardState;
      setVigor(target, Math.max(0, target.vigor - 2), 'hailstroke', out);
      return;
    }
    case 'p5':
      relocate(ctx, t as CardState, [parseCell(ev.cell) as number], 'summons', out);
      return;
    case 'p6': {
      const cells = parseLine(ev.cells) as number[];
      ctx.tempStorms = [...ctx.tempStorms, { source: user.id, cells }];
      emit(out, {
        type: 'stormsChanged',
        source: user.id,
        added: cells.map(xy),
        removed: [],
        cells: ctx.tempStorms.flatMap((s) => s.cells.map(xy)),
      });
      return;
    }
    case 'u1': {
      const target = t as CardState;
      setFlag(target, 'skipMark', true, out);
      emit(out, { type: 'markSet', cardId: target.id, seat: target.owner, by: user.id, bySeat: user.owner });
      return;
    }
    case 'u2':
      relocate(ctx, user, [parseCell(ev.cell) as number], 'blink', out);
      return;
    case 'u3':
      setFlag(t as CardState, 'unveiled', true, out);
      return;
    case 'u4': {
      const target = t as CardState;
      const a = pos;
      const b = target.pos as number;
      relocate(ctx, user, [b], 'conjunction', out);
      relocate(ctx, target, [a], 'conjunction', out);
      return;
    }
    case 'u5': {
      const target = t as CardState;
      setVigor(target, Math.max(0, target.vigor - 1), 'redLetter', out);
      return;
    }
    case 'u6': {
      const target = t as CardState;
      setMood(target, 0, 'scrape', out);
      setFlag(target, 'doubledNext', false, out);
      return;
    }
    case 'e1':
      cur.haul = (t as CardState).id;
      return;
    case 'e2':
      for (const o of ctx.cards) {
        if (isOpponent(user, o) && dist(pos, o.pos as number) <= 2 && !warded(ctx, o) && !shielded(o, false)) {
          setVigor(o, Math.max(0, o.vigor - 1), 'tocsin', out);
        }
      }
      return;
    case 'e3': {
      const target = t as CardState;
      const cells = shoveCells(ctx, target.pos as number, ev.dir as Direction, ev.n as number) as number[];
      relocate(ctx, target, cells, 'shove', out);
      return;
    }
    case 'e4':
      setFlag(t as CardState, 'hobbledNext', true, out);
      return;
  }
}

function diamond(centre: number, r: number): number[] {
  const cx = centre % SIZE;
  const cy = (centre / SIZE) | 0;
  const out: number[] = [];
  for (let dy = -r; dy <= r; dy++) {
    const w = r - Math.abs(dy);
    for (let dx = -w; dx <= w; dx++) if (onBoard(cx + dx, cy + dy)) out.push(cellIndex(cx + dx, cy + dy));
  }
  return out;
}

/** Every syntactically possible payload near the user, before the guard. */
function candidates(ctx: Ctx, user: CardState): AbilityPayload[] {
  const pos = user.pos as number;
  const others = () => CARDS.map((c) => c.id).filter((id) => id !== user.id && cardOf(ctx, id).owner !== null);
  switch (defOf(user.id).shape) {
    case 'none':
      return [{}];
    case 'target':
      return others().map((targetId) => ({ targetId }));
    case 'targetCell': {
      const cloud = cloudIdAt(pos);
      if (!cloud) return [];
      const own = others().filter((id) => cardOf(ctx, id).owner === user.owner);
      return own.flatMap((targetId) => CLOUD_CELLS[cloud].map((c) => ({ targetId, cell: xy(c) })));
    }
    case 'cell':
      return diamond(pos, 3).map((c) => ({ cell: xy(c) }));
    case 'cells': {
      const out: AbilityPayload[] = [];
      for (const c of diamond(pos, 3)) {
        out.push({ cells: [xy(c)] });
        const x = c % SIZE;
        const y = (c / SIZE) | 0;
        for (let n = 2; n <= 3; n++) {
          if (x + n - 1 < SIZE) out.push({ cells: Array.from({ length: n }, (_, k) => xy(c + k)) });
          if (y + n - 1 < SIZE) out.push({ cells: Array.from({ length: n }, (_, k) => xy(c + k * SIZE)) });
        }
      }
      return out;
    }
    case 'shove': {
      const out: AbilityPayload[] = [];
      for (const targetId of others()) {
        if (dist(pos, cardOf(ctx, targetId).pos as number) > 1) continue;
        for (const dir of DIRECTIONS) for (const n of [1, 2, 3]) out.push({ targetId, dir, n });
      }
      return out;
    }
  }
  return [];
}

/** Every legal payload of the user's ability now (mood and turn aside). */
export function abilityPayloads(ctx: Ctx, user: CardState): AbilityPayload[] {
  const probe = { type: 'USE_ABILITY', seat: user.owner as number, cardId: user.id } as UseAbility;
  return candidates(ctx, user).filter((p) => checkAbility(ctx, user, { ...probe, ...p }) === null);
}

export type { CardId };
