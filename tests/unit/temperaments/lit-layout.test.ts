/**
 * A lit card (a slot in it takes the token in hand, a party to choose) wears a gilt ring with corner
 * marks that reach `LIT` px beyond it (src/table/textures.ts `ringTexture`), and scenes and parties are
 * lit together. On every stage the screens get (a phone on its side and upright, a tablet either way,
 * a desktop; a tablet on its side every height in steps of 20, held upright every width in steps of
 * 30) each card lit stays whole inside the stage, and no two lit cards run into each other: the 4th
 * scene of a phone on its side lost its right edge, and on a tablet upright the right parties were cut
 * and the rings of neighbouring cards crossed.
 */
import { describe, expect, it } from 'vitest';
import { stageFor } from '../../../src/app/stage';
import { GOAL_H, GOAL_W, PARTY_H, PARTY_W, SCENE_H, SCENE_W } from '../../../src/games/temperaments/art';
import { LIT, layoutFor, MARKS, type Rect } from '../../../src/games/temperaments/layout';
import { inside } from '../upright';

/** A lit card's reach (`by`: its glow, LIT, or its marks), a hair less (a sum of fractions may come out 1e-13 over). */
const lit = (c: { x: number; y: number }, w: number, h: number, by = LIT): Rect => ({
  x: c.x - w / 2 - by + 0.001,
  y: c.y - h / 2 - by + 0.001,
  w: w + 2 * by - 0.002,
  h: h + 2 * by - 0.002,
});
const apart = (a: Rect, b: Rect) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;

function check(w: number, h: number): void {
  const L = layoutFor(w, h);
  const k = L.card;
  const cards = [
    ...[0, 1, 2, 3].map((i) => lit(L.sceneAt(i), SCENE_W * k, SCENE_H * k)),
    ...[0, 1, 2, 3, 4, 5].map((i) => lit(L.partyAt(i), PARTY_W * k, PARTY_H * k)),
  ];
  for (const c of cards) expect(inside(c, w, h), `${w}×${h}: ${JSON.stringify(c)}`).toBe(true);
  // neighbours' marks meet, never cross
  const marks = [
    ...[0, 1, 2, 3].map((i) => lit(L.sceneAt(i), SCENE_W * k, SCENE_H * k, MARKS)),
    ...[0, 1, 2, 3, 4, 5].map((i) => lit(L.partyAt(i), PARTY_W * k, PARTY_H * k, MARKS)),
  ];
  for (const [i, a] of marks.entries())
    for (const b of marks.slice(i + 1)) expect(apart(a, b), `${w}×${h}: ${JSON.stringify([a, b])}`).toBe(true);
  // a goal on the table is lit alone (a marker stamped): whole
  if (!L.portrait)
    for (const i of [0, 1, 2, 3]) {
      const g = lit(L.goalAt(i), GOAL_W * L.goal, GOAL_H * L.goal);
      expect(inside(g, w, h), `${w}×${h}: goal ${JSON.stringify(g)}`).toBe(true);
    }
  // the plaque (drawn over the cards) leaves a lit card whole
  const plaque = L.plaqueAt(0, 2, 0, 0);
  for (const c of cards) expect(apart(c, plaque), `${w}×${h}: ${JSON.stringify(c)}`).toBe(true);
}

describe('Four Temperaments cards lit', () => {
  const shapes = { portrait: true, tall: true, wide: true };
  for (const [sw, sh] of [
    [844, 390],
    [390, 844],
    [768, 1024],
    [1024, 768],
    [1280, 720],
    [1440, 900],
    [360, 640],
  ] as const)
    it(`stay whole and apart on a ${sw}×${sh} screen`, () => {
      const stage = stageFor(sw, sh, shapes);
      check(stage.width, stage.height);
    });
  it('stay whole and apart on every taller landscape table and every wider upright one', () => {
    for (let H = 740; H <= 960; H += 20) check(1280, H);
    for (let W = 720; W <= 1050; W += 30) for (const H of [1400, 1500, 1600]) check(W, H);
  });
});
