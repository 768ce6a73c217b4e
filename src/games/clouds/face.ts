/**
 * A card's live stats drawn over its face: the face is rasterized once per card and language (its
 * pips all hollow, no numerals), and the filled pips, numerals, status badges and owner's seal are
 * drawn here in the art's own geometry, so a change of vigor or mood costs no new picture.
 */
import type Phaser from 'phaser';
import type { CardView } from '../../../machines/clouds/view';
import { fonts, hex, num } from '../../art/palette';
import type { Card } from '../../table/card';
import { addCanvasTexture } from '../../table/textures';
import { SEAT_COLOURS } from './art/cards';
import { badgeKey, statusesOf } from './textures';

const NUMERALS = {
  vigor: { size: 11, color: hex.vellum },
  mood: { size: 10.5, color: hex.ink },
} as const;
/** Numerals are drawn at 3× their size on the card, to stay sharp when the map is zoomed. */
const RES = 3;

/**
 * A stat's numeral as a texture, drawn once per value and shared by every card (textures outlive the
 * table). A Phaser Text per card and stat was 36 canvases measured, drawn and uploaded while the
 * table opened (~50 ms of it).
 */
function numeral(scene: Phaser.Scene, kind: keyof typeof NUMERALS, n: number): string {
  const key = `cm-num-${kind}-${n}`;
  if (scene.textures.exists(key)) return key;
  const { size, color } = NUMERALS[kind];
  const font = `600 ${size}px ${fonts.caps}`;
  const c = document.createElement('canvas');
  const ctx = c.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  ctx.font = font;
  const text = String(n);
  // The box and pen a Phaser Text gives its line (its face measured on Phaser's test string, the pen
  // on a whole pixel), at RES times the size, so its texels meet the screen's pixels as a Text's did.
  const line = ctx.measureText('|MÃ‰qgy');
  c.width = Math.max(1, Math.ceil(ctx.measureText(text).width)) * RES;
  c.height = (line.actualBoundingBoxAscent + line.actualBoundingBoxDescent) * RES;
  ctx.scale(RES, RES); // a resized canvas forgets its font and scale
  ctx.font = font;
  ctx.fillStyle = color;
  ctx.fillText(text, 0, Math.round(line.actualBoundingBoxAscent));
  addCanvasTexture(scene.textures, key, c);
  return key;
}

export class FaceOverlay {
  private g: Phaser.GameObjects.Graphics;
  private vigor: Phaser.GameObjects.Image;
  private mood: Phaser.GameObjects.Image;
  private badges: Phaser.GameObjects.Image[] = [];
  private last = '';

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly card: Card,
  ) {
    // picture units: (0, 0) is the card's top-left corner
    this.g = scene.add.graphics().setPosition(-50, -70);
    this.vigor = scene.add
      .image(13 - 50, 96.4 - 70, numeral(scene, 'vigor', 0))
      .setOrigin(0.5, 0.55)
      .setScale(1 / RES);
    this.mood = scene.add
      .image(13 - 50, 112.4 - 70, numeral(scene, 'mood', 0))
      .setOrigin(0.5, 0.55)
      .setScale(1 / RES);
    card.held.add([this.g, this.vigor, this.mood]);
  }

  update(c: CardView): void {
    const vigor = c.where === 'pool' ? c.V : c.vigor;
    const mood = c.where === 'pool' ? 0 : c.mood;
    const st = c.where === 'pool' ? [] : statusesOf(c);
    const sig = `${vigor}/${mood}/${st.join('.')}/${c.owner}`;
    if (sig === this.last) return;
    this.last = sig;
    const g = this.g.clear();
    pips(g, 'vigor', 89, vigor, c.V);
    pips(g, 'mood', 105, mood, c.M);
    if (c.owner !== null && c.where !== 'pool') {
      g.fillStyle(num(SEAT_COLOURS[c.owner] as string), 1).fillCircle(89, 11, 7);
      g.lineStyle(1, num(hex.ink), 1).strokeCircle(89, 11, 7);
      g.lineStyle(0.8, num(hex.goldBright), 0.9).strokeCircle(89, 11, 4.6);
    }
    this.vigor.setTexture(numeral(this.scene, 'vigor', vigor));
    this.mood.setTexture(numeral(this.scene, 'mood', mood));
    for (const b of this.badges) b.destroy();
    this.badges = st.map((b, i) => {
      const img = this.scene.add.image(80 - i * 13 + 6.5 - 50, 59 + 6.5 - 70, badgeKey(b)).setDisplaySize(13, 13);
      this.card.held.add(img);
      return img;
    });
  }
}

/** Filled pips over the face's hollow ones (the geometry of art/cards.ts statRow). */
function pips(g: Phaser.GameObjects.Graphics, kind: 'vigor' | 'mood', y: number, cur: number, max: number): void {
  const step = Math.min(9.2, 70 / Math.max(1, max));
  for (let i = 0; i < Math.min(cur, max); i++) {
    const cx = 23 + step * i + step / 2;
    const cy = y + 8;
    if (kind === 'vigor') {
      const r = Math.min(4.2, step * 0.48);
      g.fillStyle(num(hex.vermilion), 1);
      g.lineStyle(0.9, num(hex.ink), 1);
      g.beginPath();
      g.moveTo(cx, cy - r * 1.2);
      g.lineTo(cx + r, cy);
      g.lineTo(cx, cy + r * 1.2);
      g.lineTo(cx - r, cy);
      g.closePath();
      g.fillPath();
      g.strokePath();
    } else {
      const r = Math.min(3.7, step * 0.42);
      g.fillStyle(num(hex.gold), 1).fillCircle(cx, cy, r);
      g.lineStyle(0.9, num(hex.ink), 1).strokeCircle(cx, cy, r);
      g.fillStyle(num(hex.goldBright), 1).fillCircle(cx - r * 0.3, cy - r * 0.3, r * 0.35);
    }
  }
}
