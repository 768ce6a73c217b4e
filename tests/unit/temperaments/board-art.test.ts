/**
 * Tokens on the kingdom board stand round their location and never over the board's lettering
 * (location names, lettered wherever they fitted, and the zone banners), in both languages.
 */
import { describe, expect, it } from 'vitest';
import { LOCATIONS } from '../../../machines/temperaments/content';
import { boardTokenSpots, NODE_R } from '../../../src/games/temperaments/art';
import { BOARD_TOKEN } from '../../../src/games/temperaments/layout';
import { boardGeometry, boardLettering } from '../../../src/games/temperaments/textures';

describe.each(['en', 'ru'] as const)('board tokens in %s', (lang) => {
  it('up to 12 tokens at every location keep off all lettering and stay near their vignette', () => {
    const lettering = boardLettering(lang);
    expect(lettering.length).toBeGreaterThan(LOCATIONS.length);
    const r = BOARD_TOKEN / 2;
    for (const l of LOCATIONS) {
      const c = boardGeometry().nodes[l.id] as { x: number; y: number };
      const spots = boardTokenSpots(c.x, c.y, 12, BOARD_TOKEN, lettering);
      expect(spots).toHaveLength(12);
      for (const p of spots) {
        const over = lettering.find(
          (b) => p.x + r > b.x && p.x - r < b.x + b.w && p.y + r > b.y && p.y - r < b.y + b.h,
        );
        expect(over, `${l.id}: a token over lettering`).toBeUndefined();
        expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeLessThan(NODE_R + BOARD_TOKEN * 5);
      }
      // The first token sits on the vignette's shoulder, not far out.
      const first = spots[0] as { x: number; y: number };
      expect(Math.hypot(first.x - c.x, first.y - c.y)).toBeLessThan(NODE_R + BOARD_TOKEN * 1.5);
    }
  });
});
