/**
 * A round piece (potion token, wax seal, pointer medallion) with its own shadow. `stamp` presses it
 * onto the table with a squash and a thud, as a seal is pressed.
 */
import Phaser from 'phaser';
import { isTap } from './card';
import type { AnimQueue } from './queue';
import { roundShadowTexture } from './textures';

export class Token extends Phaser.GameObjects.Container {
  readonly shadow: Phaser.GameObjects.Image;
  readonly face: Phaser.GameObjects.Image;
  private liftValue = 0;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    texture: string,
    readonly radius: number,
    readonly tokenId = '',
  ) {
    super(scene, x, y);
    this.shadow = scene.add.image(2, 3, roundShadowTexture(scene, radius, Math.max(3, radius * 0.3)));
    this.face = scene.add.image(0, 0, texture).setDisplaySize(radius * 2, radius * 2);
    this.add([this.shadow, this.face]);
    this.setSize(radius * 2, radius * 2);
    scene.add.existing(this);
  }

  get lift(): number {
    return this.liftValue;
  }
  set lift(v: number) {
    this.liftValue = v;
    this.face.y = -v * 8;
    this.shadow
      .setPosition(2 + v * 6, 3 + v * 9)
      .setScale(1 + v * 0.15)
      .setAlpha(0.7 - v * 0.3);
  }

  setTextureKey(key: string): this {
    this.face.setTexture(key).setDisplaySize(this.radius * 2, this.radius * 2);
    return this;
  }

  makeInteractive(): this {
    this.setInteractive(new Phaser.Geom.Circle(this.radius, this.radius, this.radius), Phaser.Geom.Circle.Contains);
    if (this.input) this.input.cursor = 'pointer';
    this.on('pointerover', () => this.scene.tweens.add({ targets: this, lift: 0.5, duration: 110 }));
    this.on('pointerout', () => this.scene.tweens.add({ targets: this, lift: 0, duration: 140 }));
    this.on('pointerup', () => isTap(this) && this.emit('activate'));
    return this;
  }

  /** Travels through the air to (x, y). */
  async travelTo(q: AnimQueue, x: number, y: number, duration = 380): Promise<void> {
    await q.all([
      { targets: this, x, y, duration, ease: 'Cubic.inOut' },
      { targets: this, lift: 1, duration: duration / 2, yoyo: true, ease: 'Quad.out' },
    ]);
    this.lift = 0;
  }

  /** Pressed down like a seal: from above, a squash on impact, then it settles. */
  async stamp(q: AnimQueue, onImpact?: () => void): Promise<void> {
    this.lift = 1;
    this.setScale(1.5);
    this.setAlpha(0);
    await q.all([
      { targets: this, alpha: 1, duration: 120 },
      { targets: this, scale: 1, lift: 0, duration: 220, ease: 'Quad.in' },
    ]);
    onImpact?.();
    await q.tween({
      targets: this.face,
      scaleX: this.face.scaleX * 1.14,
      scaleY: this.face.scaleY * 0.84,
      duration: 70,
      yoyo: true,
      ease: 'Quad.out',
    });
  }
}
