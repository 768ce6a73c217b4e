/**
 * A round place that may be chosen (a slot, a location), drawn on a Graphics: a soft glow, the
 * colour on an ink under-ring with a lead-white edge, and four ticks pointing in. It reads by light
 * and dark and by shape, not by hue alone, so a colour-blind player sees it too (cards use
 * `ringTexture`'s corner marks the same way).
 */
import type Phaser from 'phaser';

const INK = 0x2a2018;
const LEAD_WHITE = 0xf4eedc;

export function choiceCircle(g: Phaser.GameObjects.Graphics, x: number, y: number, r: number, colour: number): void {
  for (let i = 3; i >= 1; i--) g.lineStyle(4, colour, 0.12 * (4 - i)).strokeCircle(x, y, r + 4 + i * 3);
  g.lineStyle(6, INK, 0.95).strokeCircle(x, y, r);
  g.lineStyle(3.5, colour, 1).strokeCircle(x, y, r);
  g.lineStyle(1.5, LEAD_WHITE, 1).strokeCircle(x, y, r + 4);
  for (let k = 0; k < 4; k++) {
    const a = Math.PI / 4 + (k * Math.PI) / 2;
    const cx = Math.cos(a);
    const cy = Math.sin(a);
    const back = r + 15;
    const side = 5;
    const [x1, y1] = [x + cx * (r + 6), y + cy * (r + 6)];
    const [x2, y2] = [x + cx * back - cy * side, y + cy * back + cx * side];
    const [x3, y3] = [x + cx * back + cy * side, y + cy * back - cx * side];
    g.fillStyle(colour, 1).fillTriangle(x1, y1, x2, y2, x3, y3);
    g.lineStyle(1.5, INK, 1).strokeTriangle(x1, y1, x2, y2, x3, y3);
  }
}
