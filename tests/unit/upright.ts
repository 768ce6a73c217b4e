/** What the tables' layout tests share: sizes on an upright phone, and the stage every portrait table gets. */
import { describe, expect, it } from 'vitest';
import { LANDSCAPE, stageFor } from '../../src/app/stage';
import type { Rect } from '../../src/table/surface';

/** CSS px per logical px on a phone 390 wide (the upright stage is 720 wide). */
export const CSS = 390 / 720;

export const inside = (r: Rect, w: number, h: number) => r.x >= 0 && r.y >= 0 && r.x + r.w <= w && r.y + r.h <= h;

/** A portrait table is laid out upright on an upright phone's stage, and as ever on its side. */
export function describeStage(name: string, layoutFor: (w: number, h: number) => { portrait: boolean }): void {
  describe(`the stage ${name} gets`, () => {
    // stageFor itself: tests/unit/northwood/portrait-layout.test.ts
    it('is laid out upright on the stage of a phone held upright, and as ever on its side', () => {
      const upright = stageFor(390, 844, true);
      expect(layoutFor(upright.width, upright.height).portrait).toBe(true);
      expect(layoutFor(LANDSCAPE.width, LANDSCAPE.height).portrait).toBe(false);
    });
  });
}
