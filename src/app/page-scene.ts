/**
 * The title screen's Phaser layer: the vellum page, lit by a slowly breathing candle, with a few
 * motes of dust in the light. The text and buttons are DOM on top (src/app/title.ts). While the page
 * shows, the canvas covers the whole screen (Scale ENVELOP: a phone in portrait sees the middle of
 * the page, not a strip of it between dark bands) and the DOM layer is the screen's own size; a
 * table, when the page sleeps, gets Scale FIT and a layer of its stage's size (src/app/stage.ts).
 */
import Phaser from 'phaser';
import { addCanvasTexture } from '../table/textures';
import { setOverlayMode } from './overlay';
import { calmPictures } from './settings';
import { LANDSCAPE, setStage } from './stage';

export const PAGE_TEXTURE = 'page';

/** The page as a texture (before the scene starts, so the first frame is whole). */
export function addPage(game: Phaser.Game, canvas: HTMLCanvasElement): void {
  if (!game.textures.exists(PAGE_TEXTURE)) addCanvasTexture(game.textures, PAGE_TEXTURE, canvas);
}

function glowTexture(scene: Phaser.Scene, key: string, size: number, rgb: string): void {
  if (scene.textures.exists(key)) return;
  const c = document.createElement('canvas');
  c.width = c.height = size;
  const ctx = c.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  const g = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
  g.addColorStop(0, `rgba(${rgb},1)`);
  g.addColorStop(0.5, `rgba(${rgb},0.35)`);
  g.addColorStop(1, `rgba(${rgb},0)`);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, size, size);
  addCanvasTexture(scene.textures, key, c);
}

/**
 * Shows or hides the page under a table. Phaser warns when asked to sleep a scene that is not
 * running: one still starting (a game route opened straight after load) or already asleep (two
 * routes in a row). Such a page is put to sleep once it has started, if it is still meant to.
 */
export function showPage(game: Phaser.Game, show: boolean): void {
  const scene = game.scene.getScene('page');
  if (!scene) return;
  wanted.set(game, show);
  const status = scene.sys.getStatus();
  if (show) {
    if (scene.sys.isSleeping()) game.scene.wake('page');
  } else if (status === Phaser.Scenes.CREATING || status === Phaser.Scenes.RUNNING) {
    game.scene.sleep('page');
  } else if (status < Phaser.Scenes.CREATING) {
    scene.events.once(Phaser.Scenes.Events.CREATE, () => {
      if (wanted.get(game) === false) game.scene.sleep('page');
    });
  }
}
const wanted = new WeakMap<Phaser.Game, boolean>();

export class PageScene extends Phaser.Scene {
  constructor() {
    super('page');
  }

  /** The page covers the screen while it shows; a table fits the screen. */
  private cover(on: boolean): void {
    const mode = on ? Phaser.Scale.ENVELOP : Phaser.Scale.FIT;
    const scale = this.scale;
    // The page is drawn 1280×720, whatever stage the last table had.
    if (on) setStage(this.game, LANDSCAPE);
    if (scale.scaleMode !== mode) {
      scale.scaleMode = mode;
      scale.displaySize.setAspectMode(mode);
      scale.refresh();
    }
    setOverlayMode(on ? 'page' : 'table');
  }

  create(): void {
    this.cover(true);
    this.events.on(Phaser.Scenes.Events.WAKE, () => this.cover(true));
    this.events.on(Phaser.Scenes.Events.SLEEP, () => this.cover(false));
    this.add.image(0, 0, PAGE_TEXTURE).setOrigin(0).setDisplaySize(1280, 720);
    glowTexture(this, 'candle', 512, '255,214,140');
    glowTexture(this, 'mote', 16, '255,240,200');
    const light = this.add
      .image(640, 300, 'candle')
      .setDisplaySize(1500, 1100)
      .setBlendMode(Phaser.BlendModes.ADD)
      .setAlpha(0.14);
    const calm = calmPictures();
    // The candle breathes: a slow, irregular swell of warmth over the page (still, for a calm page).
    if (!calm) {
      this.tweens.add({ targets: light, alpha: 0.2, duration: 2300, yoyo: true, repeat: -1, ease: 'Sine.inOut' });
      this.tweens.add({ targets: light, x: 660, duration: 3700, yoyo: true, repeat: -1, ease: 'Sine.inOut' });
    }
    // Dark corners, as a page lit from its middle.
    const shade = this.add.graphics();
    shade.fillStyle(0x1a0f06, 0.12).fillRect(0, 0, 1280, 720);
    shade.setBlendMode(Phaser.BlendModes.MULTIPLY);
    for (let i = 0; i < (calm ? 0 : 14); i++) {
      const mote = this.add
        .image(Phaser.Math.Between(200, 1100), Phaser.Math.Between(120, 620), 'mote')
        .setBlendMode(Phaser.BlendModes.ADD)
        .setAlpha(0)
        .setScale(0.25 + Math.random() * 0.35);
      this.tweens.add({
        targets: mote,
        y: mote.y - Phaser.Math.Between(60, 140),
        x: mote.x + Phaser.Math.Between(-40, 40),
        alpha: { from: 0, to: 0.55 },
        duration: Phaser.Math.Between(5000, 9000),
        delay: Phaser.Math.Between(0, 6000),
        yoyo: true,
        repeat: -1,
        ease: 'Sine.inOut',
      });
    }
  }
}
