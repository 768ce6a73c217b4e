/**
 * Which of a seat's locations make its best partial match for a goal (§6), to light on the board
 * when a goal is hovered. Presentation only: the rules' own test (`meets`) decides the marker.
 */
import {
  BRIDGES,
  HUMAN_TYPES,
  KINDS,
  LOCATION_BY_ID,
  neighbours,
  TRIANGLES,
  ZONE_IDS,
} from '../../../machines/temperaments/content';
import type { BoardTokenView } from '../../../machines/temperaments/view';

/** Locations of `seat`'s best partial match for `goal` (may be empty). */
export function bestMatch(goal: string, board: BoardTokenView[], seat: number): string[] {
  const mine = board.filter((b) => b.owner === seat);
  const occ = new Set(mine.map((b) => b.loc));
  const zoneOf = (loc: string) => LOCATION_BY_ID.get(loc)?.zone ?? '';
  const kindOf = (loc: string) => LOCATION_BY_ID.get(loc)?.kind ?? '';
  const most = <T>(groups: T[], size: (g: T) => number): T | undefined =>
    groups.reduce<T | undefined>((best, g) => (best === undefined || size(g) > size(best) ? g : best), undefined);
  const largest = (groups: string[][]) => most(groups, (g) => g.length) ?? [];
  const held = [...occ];
  switch (goal) {
    case 'goal-six-realms':
    case 'goal-grand-tour': {
      // one location per zone (or per kind)
      const key = goal === 'goal-six-realms' ? zoneOf : kindOf;
      const seen = new Map<string, string>();
      for (const l of held) if (!seen.has(key(l))) seen.set(key(l), l);
      return [...seen.values()];
    }
    case 'goal-bridges':
      return [...new Set(BRIDGES.filter(([a, b]) => occ.has(a) && occ.has(b)).flat())];
    case 'goal-kings-road':
    case 'goal-pilgrims-way': {
      const comps = components(held, occ);
      if (goal === 'goal-pilgrims-way')
        return most(comps, (c) => c.filter((l) => kindOf(l) === 'shrine').length * 100 + c.length) ?? [];
      const ends = (c: string[]) =>
        (c.some((l) => ['zone-a', 'zone-d'].includes(zoneOf(l))) ? 100 : 0) +
        (c.some((l) => ['zone-c', 'zone-f'].includes(zoneOf(l))) ? 100 : 0) +
        c.length;
      return most(comps, ends) ?? [];
    }
    case 'goal-whole-court': {
      const seen = new Map<string, string>();
      for (const b of mine)
        if (b.resType && (HUMAN_TYPES as readonly string[]).includes(b.resType) && !seen.has(b.resType))
          seen.set(b.resType, b.loc);
      return [...new Set(seen.values())];
    }
    case 'goal-balance':
    case 'goal-fervour': {
      const groups = ZONE_IDS.flatMap((z) => {
        const here = mine.filter((b) => zoneOf(b.loc) === z);
        if (goal === 'goal-balance') return [{ n: new Set(here.map((b) => b.h)).size, locs: here.map((b) => b.loc) }];
        return (['C', 'S', 'M', 'P'] as const).map((h) => {
          const of = here.filter((b) => b.h === h);
          return { n: of.length, locs: of.map((b) => b.loc) };
        });
      });
      const best = most(groups, (g) => g.n);
      return best && best.n > 0 ? [...new Set(best.locs)] : [];
    }
    case 'goal-dominion':
      return largest(ZONE_IDS.map((z) => held.filter((l) => zoneOf(l) === z)));
    case 'goal-triptych':
      return largest(KINDS.map((k) => held.filter((l) => kindOf(l) === k)));
    case 'goal-crossroads': {
      const best = most(held, (l) => neighbours(l).filter((n) => occ.has(n)).length);
      return best ? [best, ...neighbours(best).filter((n) => occ.has(n))] : [];
    }
    case 'goal-trinity':
      return largest(TRIANGLES.map((tri) => tri.filter((l) => occ.has(l))));
    default:
      return held;
  }
}

function components(held: string[], occ: Set<string>): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const start of held) {
    if (seen.has(start)) continue;
    const comp: string[] = [];
    const stack = [start];
    seen.add(start);
    while (stack.length) {
      const l = stack.pop() as string;
      comp.push(l);
      for (const n of neighbours(l))
        if (occ.has(n) && !seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
    }
    out.push(comp);
  }
  return out;
}
