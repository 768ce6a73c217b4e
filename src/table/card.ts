/**
 * A card on the table: a face or back texture over a soft shadow. It lifts (its shadow grows and
 * drifts) on hover and while it travels, flips like a real card (it narrows, rises and turns its
 * other side), can be dragged onto snap targets, and can be dimmed with the reason it may not be
 * played. Scenes listen to its `activate` / `hover` / `drop` events; it never decides anything.
 */
import Phaser from 'phaser';
import { calmPictures } from '../app/settings';
import type { AnimQueue } from './queue';
import { ringTexture, shadowTexture } from './textures';

export type Highlight = null | 'legal' | 'selected' | 'hint' | 'focus';
const RING: Record<Exclude<Highlight, null>, string> = {
  legal: '#f1d77a',
  selected: '#c8321e', // rubric red: chosen, unmistakably unlike the pulsing gold of 'may choose'
  hint: '#7fd0ff',
  focus: '#ffffff',
};

/** False when the release ends a long press that opened the piece's close-up (TableScene.isTap). */
export function isTap(o: Phaser.GameObjects.GameObject): boolean {
  const scene = o.scene as Phaser.Scene & { isTap?: (o: Phaser.GameObjects.GameObject) => boolean };
  return scene.isTap?.(o) ?? true;
}

export interface DropTarget {
  id: string;
  rect: Phaser.Geom.Rectangle;
  accepts?: (card: Card) => boolean;
}

export class Card extends Phaser.GameObjects.Container {
  readonly shadow: Phaser.GameObjects.Image;
  readonly held: Phaser.GameObjects.Container;
  readonly art: Phaser.GameObjects.Image;
  private ring: Phaser.GameObjects.Image | null = null;
  private marker: Phaser.GameObjects.Image | null = null;
  private liftValue = 0;
  private hovering = false;
  faceUp: boolean;
  dimReason: string | null = null;
  highlight: Highlight = null;
  draggableTo: DropTarget[] | null = null;
  private home: { x: number; y: number; rotation: number; depth: number } | null = null;

  constructor(
    scene: Phaser.Scene,
    readonly cardId: string,
    public faceKey: string,
    public backKey: string,
    readonly cw: number,
    readonly ch: number,
    faceUp = true,
  ) {
    super(scene, 0, 0);
    this.faceUp = faceUp;
    this.shadow = scene.add.image(0, 0, shadowTexture(scene, cw, ch, Math.round(cw * 0.06), 9));
    this.art = scene.add.image(0, 0, faceUp ? faceKey : backKey).setDisplaySize(cw, ch);
    this.held = scene.add.container(0, 0, [this.art]);
    this.add([this.shadow, this.held]);
    this.setSize(cw, ch);
    this.applyLift();
    scene.add.existing(this);
  }

  /** 0 = lying flat, 1 = held high: the body rises, the shadow spreads, drifts and fades. */
  get lift(): number {
    return this.liftValue;
  }
  set lift(v: number) {
    this.liftValue = v;
    this.applyLift();
  }

  private applyLift(): void {
    const l = this.liftValue;
    this.held.y = -l * 10;
    this.held.setScale(1 + l * 0.05);
    this.shadow.setPosition(3 + l * 9, 4 + l * 12);
    this.shadow.setScale(1 + l * 0.1);
    this.shadow.setAlpha(0.55 - l * 0.2);
  }

  /** Makes the card answer the pointer: hover lifts it, a click or Enter activates it. */
  makeInteractive(): this {
    this.setInteractive(new Phaser.Geom.Rectangle(0, 0, this.cw, this.ch), Phaser.Geom.Rectangle.Contains);
    if (this.input) this.input.cursor = 'pointer';
    // A touch never hovers: its over and out come with every tap, and its out would take away at once
    // what the tap showed (a tip).
    this.on('pointerover', (p: Phaser.Input.Pointer) => {
      this.hovering = true;
      if (!p.wasTouch) this.emit('hover', true);
      if (!this.dimReason) this.scene.tweens.add({ targets: this, lift: 0.55, duration: 120, ease: 'Quad.out' });
    });
    this.on('pointerout', (p: Phaser.Input.Pointer) => {
      this.hovering = false;
      if (!p.wasTouch) this.emit('hover', false);
      if (!this.dragging) this.scene.tweens.add({ targets: this, lift: 0, duration: 160, ease: 'Quad.out' });
    });
    this.on('pointerup', (p: Phaser.Input.Pointer) => {
      // Only the main button acts: a right-click is for reading the card, never for playing it.
      if (p.button === 0 && !this.dragging && p.getDistance() < 8 && isTap(this)) this.emit('activate');
    });
    return this;
  }

  get isHovered(): boolean {
    return this.hovering;
  }

  setFaceUp(up: boolean): this {
    this.faceUp = up;
    this.art.setTexture(up ? this.faceKey : this.backKey).setDisplaySize(this.cw, this.ch);
    return this;
  }

  setFaceTexture(key: string): this {
    this.faceKey = key;
    if (this.faceUp) this.art.setTexture(key).setDisplaySize(this.cw, this.ch);
    return this;
  }

  /** Turns the card over: it rises a little, narrows to an edge, shows its other side, and settles. */
  async flip(q: AnimQueue, up = !this.faceUp, base = 320): Promise<void> {
    if (up === this.faceUp) return;
    const sx = this.held.scaleX;
    await q.tween({ targets: this, lift: Math.max(this.lift, 0.7), duration: base * 0.25, ease: 'Quad.out' });
    await q.tween({ targets: this.held, scaleX: 0.02, scaleY: sx * 1.06, duration: base * 0.35, ease: 'Sine.in' });
    this.setFaceUp(up);
    await q.tween({ targets: this.held, scaleX: sx, scaleY: sx, duration: base * 0.35, ease: 'Sine.out' });
    await q.tween({ targets: this, lift: 0, duration: base * 0.2, ease: 'Quad.in' });
  }

  /** Travels to (x, y): lifted in the air on the way, landing flat. */
  async travelTo(
    q: AnimQueue,
    x: number,
    y: number,
    opts: { rotation?: number; duration?: number; scale?: number; flipTo?: boolean; delay?: number } = {},
  ): Promise<void> {
    const duration = opts.duration ?? 420;
    if (opts.delay) await q.wait(opts.delay);
    const moves: Phaser.Types.Tweens.TweenBuilderConfig[] = [
      {
        targets: this,
        x,
        y,
        rotation: opts.rotation ?? 0,
        scale: opts.scale ?? this.scale,
        duration,
        ease: 'Cubic.out',
      },
      { targets: this, lift: 0.9, duration: duration * 0.4, ease: 'Quad.out', yoyo: true },
    ];
    if (opts.flipTo !== undefined && opts.flipTo !== this.faceUp) {
      await Promise.all([q.all(moves), this.flip(q, opts.flipTo, duration * 0.9)]);
    } else {
      await q.all(moves);
    }
    this.lift = 0;
  }

  /** Dimmed cards may not be played now; `reason` is shown when the player hovers them. */
  setDimmed(reason: string | null): this {
    this.dimReason = reason;
    if (reason) this.art.setTint(0x7a746b);
    else this.art.clearTint();
    return this;
  }

  setHighlight(kind: Highlight): this {
    this.highlight = kind;
    this.ring?.destroy();
    this.ring = null;
    if (kind) {
      this.ring = this.scene.add.image(
        0,
        0,
        ringTexture(
          this.scene,
          this.cw + 6,
          this.ch + 6,
          Math.round(this.cw * 0.07),
          RING[kind],
          kind === 'focus' ? 2.5 : kind === 'selected' ? 5 : 4,
          kind === 'legal' ? 'marks' : kind === 'selected' ? 'double' : 'none',
        ),
      );
      this.held.add(this.ring);
      if ((kind === 'hint' || kind === 'legal') && !calmPictures()) {
        // A few pulses draw the eye, then the ring holds still: a still table costs nothing to
        // draw (src/app/draw-on-change.ts), which leaves the CPU to the bots.
        this.scene.tweens.add({
          targets: this.ring,
          alpha: { from: 1, to: 0.6 },
          duration: 900,
          yoyo: true,
          repeat: 2,
          ease: 'Sine.inOut',
        });
      }
    }
    return this;
  }

  /** A small mark in the card's corner (e.g. a "known" eye on a deck card). */
  setMarker(texture: string | null, size = 22): this {
    this.marker?.destroy();
    this.marker = null;
    if (texture) {
      this.marker = this.scene.add
        .image(this.cw / 2 - size * 0.7, -this.ch / 2 + size * 0.7, texture)
        .setDisplaySize(size, size);
      this.held.add(this.marker);
    }
    return this;
  }

  // ---- dragging ---------------------------------------------------------------------------

  private dragging = false;

  /** Lets the card be dragged onto `targets`; emits `drop` (target id) or returns home. */
  enableDrag(targets: DropTarget[]): this {
    this.draggableTo = targets;
    if (!this.input) this.makeInteractive();
    this.scene.input.setDraggable(this, true);
    this.off('dragstart').off('drag').off('dragend');
    this.on('dragstart', () => {
      if (this.dimReason) return;
      this.dragging = true;
      this.home = { x: this.x, y: this.y, rotation: this.rotation, depth: this.depth };
      this.setDepth(10_000);
      this.scene.tweens.add({ targets: this, lift: 1, rotation: 0, duration: 120 });
      this.emit('dragging', true);
    });
    this.on('drag', (_p: Phaser.Input.Pointer, x: number, y: number) => {
      if (!this.dragging) return;
      this.setPosition(x, y);
      this.emit('dragover', this.targetAt(x, y)?.id ?? null);
    });
    this.on('dragend', (p: Phaser.Input.Pointer) => {
      if (!this.dragging) return;
      this.dragging = false;
      this.emit('dragging', false);
      const target = this.targetAt(p.worldX, p.worldY);
      if (target) this.emit('drop', target.id);
      else this.returnHome();
    });
    return this;
  }

  disableDrag(): this {
    this.draggableTo = null;
    if (this.input) this.scene.input.setDraggable(this, false);
    return this;
  }

  private targetAt(x: number, y: number): DropTarget | undefined {
    return this.draggableTo?.find(
      (t) => (t.accepts ? t.accepts(this) : true) && Phaser.Geom.Rectangle.Contains(t.rect, x, y),
    );
  }

  /** Back to where the drag began (a refused drop). */
  returnHome(): void {
    const home = this.home;
    if (!home) return;
    this.scene.tweens.add({
      targets: this,
      x: home.x,
      y: home.y,
      rotation: home.rotation,
      lift: 0,
      duration: 220,
      ease: 'Back.out',
      onComplete: () => this.setDepth(home.depth),
    });
  }
}
