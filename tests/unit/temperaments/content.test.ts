import { describe, expect, it } from 'vitest';
import {
  BOARD,
  BRIDGES,
  CARD_BY_ID,
  GOAL_IDS,
  LOCATIONS,
  neighbours,
  PARTIES,
  PATHS,
  RESIDENT_PAIRS,
  SCENES,
  TRIANGLES,
} from '../../../machines/temperaments/content';

describe('temperaments content (§2)', () => {
  it('the board has 30 locations in 6 zones, one of each kind per zone, with the rules’ coordinates', () => {
    expect(LOCATIONS).toHaveLength(30);
    for (const z of BOARD.zones) {
      const kinds = LOCATIONS.filter((l) => l.zone === z.id).map((l) => l.kind);
      expect(kinds.sort()).toEqual(['hamlet', 'keep', 'market', 'shrine', 'wild']);
      for (const l of LOCATIONS.filter((x) => x.zone === z.id)) {
        expect(l.x).toBeGreaterThanOrEqual(z.x0);
        expect(l.x).toBeLessThanOrEqual(z.x1);
        expect(l.y).toBeGreaterThanOrEqual(z.y0);
        expect(l.y).toBeLessThanOrEqual(z.y1);
      }
    }
    expect(LOCATIONS.find((l) => l.id === 'loc-chapel')).toMatchObject({
      zone: 'zone-c',
      kind: 'shrine',
      x: 700,
      y: 150,
    });
    expect(LOCATIONS.find((l) => l.id === 'loc-woodcutters')?.nameKey).toBe('temperaments.names.loc-woodcutters');
  });

  it('36 paths stay inside zones, 11 bridges cross between zones, every location has ≥2 neighbours', () => {
    expect(PATHS).toHaveLength(36);
    expect(BRIDGES).toHaveLength(11);
    const zone = (id: string) => LOCATIONS.find((l) => l.id === id)?.zone;
    for (const [a, b] of PATHS) expect(zone(a)).toBe(zone(b));
    for (const [a, b] of BRIDGES) expect(zone(a)).not.toBe(zone(b));
    for (const l of LOCATIONS) expect(neighbours(l.id).length).toBeGreaterThanOrEqual(2);
    expect(neighbours('loc-mill').slice().sort()).toEqual(['loc-barrow', 'loc-forge', 'loc-hermitage', 'loc-keep']);
  });

  it('the board has exactly 9 triangles, all inside zones', () => {
    expect(TRIANGLES).toHaveLength(9);
    for (const t of TRIANGLES) expect(new Set(t.map((l) => LOCATIONS.find((x) => x.id === l)?.zone)).size).toBe(1);
  });

  it('36 scenes (6 animal) and 6 parties; slots accept C 57, S 58, M 54, P 57 times; orders as printed', () => {
    expect(SCENES).toHaveLength(36);
    expect(SCENES.filter((s) => s.animal).map((s) => s.id)).toEqual([
      'scene-wolves',
      'scene-hunt',
      'scene-owls',
      'scene-hart',
      'scene-nightingale',
      'scene-bear',
    ]);
    const counts: Record<string, number> = { C: 0, S: 0, M: 0, P: 0 };
    for (const s of SCENES)
      for (const r of s.residents) for (const h of RESIDENT_PAIRS[r]) counts[h] = (counts[h] ?? 0) + 1;
    expect(counts).toEqual({ C: 57, S: 58, M: 54, P: 57 });
    const orders: Record<string, number> = {};
    for (const s of SCENES) orders[s.order.join('')] = (orders[s.order.join('')] ?? 0) + 1;
    expect(orders).toEqual({ CSMP: 9, SCMP: 9, MCSP: 8, PMSC: 5, CPSM: 5 });
    expect(CARD_BY_ID.get('scene-stilts')?.residents).toEqual(['peasant', 'noble', 'nun', 'knight']);
    expect(CARD_BY_ID.get('scene-bear')).toMatchObject({ zone: 'zone-f', location: null, order: ['C', 'P', 'S', 'M'] });
    expect(PARTIES.map((p) => p.order.join(''))).toEqual(['SCMP', 'CSMP', 'MCSP', 'PMSC', 'CPSM', 'SCMP']);
    expect(GOAL_IDS).toHaveLength(12);
  });
});
