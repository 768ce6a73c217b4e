/** Where things lie on the 1280×720 table (logical pixels): board left, cards right, seats along the bottom. */

import type { H } from '../../../machines/temperaments/content';
import { GOAL_H, GOAL_W, PARTY_H, PARTY_W, SCENE_H, SCENE_W } from './art';

export const BOARD = { x: 16, y: 72 } as const;
/** Centre of row card i (0..3). */
export const sceneAt = (i: number) => ({ x: 792 + 124 * i + SCENE_W / 2, y: 72 + SCENE_H / 2 });
/** Centre of party tile i (0..5): three columns, two rows. */
export const partyAt = (i: number) => ({ x: 792 + 166 * (i % 3) + PARTY_W / 2, y: (i < 3 ? 252 : 358) + PARTY_H / 2 });
/** Centre of goal card i (0..3). */
export const goalAt = (i: number) => ({ x: 792 + 124 * i + GOAL_W / 2, y: 466 + GOAL_H / 2 });
/** The log strip under the goals lies at x 792, y 574, 486×62 (temperaments.css). */
/** The seats' plaques along the bottom. */
export const SEATS = { x: 16, y: 642, w: 1248, h: 72 } as const;
/** Seat plaques side by side; the viewer's (it holds the supply to pick from and Pass) is wider. */
export const plaqueAt = (seat: number, n: number, viewer: number | 'spectator') => {
  const weight = (s: number) => (s === viewer ? 1.5 : 1);
  let total = 0;
  for (let s = 0; s < n; s++) total += weight(s);
  const unit = (SEATS.w - 8 * (n - 1)) / total;
  let x = SEATS.x;
  for (let s = 0; s < seat; s++) x += weight(s) * unit + 8;
  return { x, y: SEATS.y, w: weight(seat) * unit, h: SEATS.h };
};
/** Supply token radius on the plaque (own tokens are larger: they are picked up). */
export const SUPPLY_R = 17;
export const SLOT_R = 11;
export const BOARD_TOKEN = 18; // diameter
/** Where new scene cards come from and old ones go (off the right edge). */
export const DECK = { x: 1330, y: 150 } as const;

export type Rect = { x: number; y: number; w: number; h: number };

/** A humour's name as the i18n keys spell it. */
const HUMOUR_NAME: Record<H, string> = { C: 'choleric', S: 'sanguine', M: 'melancholic', P: 'phlegmatic' };
export const humourName = (h: H): string => HUMOUR_NAME[h];
