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
  /** Where it rests with no pointer over it: lifted (1) while it is the chosen one. */
  private rest = 0;
  private ring: Phaser.GameObjects.Graphics | null = null;

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
    this.ring?.setY(this.face.y);
    this.shadow
      .setPosition(2 + v * 6, 3 + v * 9)
      .setScale(1 + v * 0.15)
      .setAlpha(0.7 - v * 0.3);
  }

  /**
   * Marks the piece as the one chosen (a supply token picked up): it stays lifted, ringed in gold on an
   * ink line, whether or not a pointer is over it (a lift alone was lost as the pointer left).
   */
  setChosen(on: boolean): this {
    this.rest = on ? 1 : 0;
    this.lift = this.rest;
    if (on && !this.ring) {
      const r = this.radius + 3;
      this.ring = this.scene.add.graphics().lineStyle(6, 0x2a2018, 0.85).strokeCircle(0, 0, r);
      this.ring.lineStyle(3.5, 0xd9a93a).strokeCircle(0, 0, r);
      this.add(this.ring);
      this.ring.setY(this.face.y);
    }
    this.ring?.setVisible(on);
    return this;
  }

  setTextureKey(key: string): this {
    this.face.setTexture(key).setDisplaySize(this.radius * 2, this.radius * 2);
    return this;
  }

  makeInteractive(): this {
    this.setInteractive(new Phaser.Geom.Circle(this.radius, this.radius, this.radius), Phaser.Geom.Circle.Contains);
    if (this.input) this.input.cursor = 'pointer';
    // a touch never hovers (card.ts): its over and out come with every tap
    this.on('pointerover', (p: Phaser.Input.Pointer) => {
      if (!p.wasTouch) this.scene.tweens.add({ targets: this, lift: Math.max(this.rest, 0.5), duration: 110 });
    });
    this.on('pointerout', (p: Phaser.Input.Pointer) => {
      if (!p.wasTouch) this.scene.tweens.add({ targets: this, lift: this.rest, duration: 140 });
    });
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
