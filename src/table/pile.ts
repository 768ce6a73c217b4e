/**
 * A pile of cards (deck, discard, score): a stack whose thickness shows how many cards it holds, the
 * top card face up or down, a count on a gilt roundel, and a label. Clicking it asks to spread it
 * for inspection (when the rules allow looking).
 */
import Phaser from 'phaser';
import { fonts } from '../art/palette';
import { shadowTexture } from './textures';

export class Pile extends Phaser.GameObjects.Container {
  private edges: Phaser.GameObjects.Graphics;
  private top: Phaser.GameObjects.Image;
  private countText: Phaser.GameObjects.Text;
  private labelText: Phaser.GameObjects.Text;
  private badge: Phaser.GameObjects.Graphics;
  size = 0;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    readonly pw: number,
    readonly ph: number,
    public emptyKey: string | null,
    label: string,
    /** Label colour: ink on vellum, pale on wood. */
    onWood = false,
    /** The label and count drawn larger (a table drawn small, as on a phone). */
    private readonly textScale = 1,
  ) {
    super(scene, x, y);
    const shadow = scene.add.image(4, 5, shadowTexture(scene, pw, ph, Math.round(pw * 0.06), 9)).setAlpha(0.5);
    this.edges = scene.add.graphics();
    this.top = scene.add.image(0, 0, emptyKey ?? '__DEFAULT').setDisplaySize(pw, ph);
    this.badge = scene.add.graphics();
    this.countText = scene.add
      .text(pw / 2 - 4, ph / 2 - 4, '0', {
        fontFamily: fonts.caps,
        fontSize: `${Math.round(19 * textScale)}px`,
        color: '#2A2018',
        fontStyle: '600',
      })
      .setOrigin(0.5);
    this.labelText = scene.add
      .text(0, ph / 2 + 14 * textScale, label, {
        fontFamily: fonts.caps,
        fontSize: `${Math.round(18 * textScale)}px`,
        color: onWood ? '#F4EEDC' : '#2A2018',
        fontStyle: '600',
      })
      .setOrigin(0.5, 0);
    if (onWood) this.labelText.setShadow(0, 1, '#000', 3, false, true);
    this.add([shadow, this.edges, this.top, this.badge, this.countText, this.labelText]);
    this.setSize(pw, ph);
    this.setInteractive(new Phaser.Geom.Rectangle(0, 0, pw, ph), Phaser.Geom.Rectangle.Contains);
    if (this.input) this.input.cursor = 'zoom-in';
    this.on('pointerup', () => this.emit('inspect'));
    scene.add.existing(this);
  }

  setLabel(text: string): this {
    this.labelText.setText(text);
    return this;
  }

  /** Shows `count` cards with `topKey` on top (null: the empty outline). */
  show(count: number, topKey: string | null): this {
    this.size = count;
    const depth = Math.min(10, Math.ceil(count / 3));
    const { pw, ph } = this;
    this.edges.clear();
    for (let i = depth; i > 0; i--) {
      this.edges
        .fillStyle(i % 2 ? 0xe9dcb8 : 0xd8c697, 1)
        .fillRoundedRect(-pw / 2 + i * 0.8, -ph / 2 + i * 1.1, pw, ph, 6);
      this.edges.lineStyle(1, 0x2a2018, 0.5).strokeRoundedRect(-pw / 2 + i * 0.8, -ph / 2 + i * 1.1, pw, ph, 6);
    }
    const key = count > 0 ? topKey : this.emptyKey;
    this.top.setVisible(Boolean(key));
    if (key) this.top.setTexture(key).setDisplaySize(pw, ph);
    this.top.setAlpha(count > 0 ? 1 : 0.35);
    this.countText.setText(String(count));
    const k = this.textScale;
    this.badge.clear();
    this.badge.fillStyle(0x2a2018, 1).fillCircle(pw / 2 - 4, ph / 2 - 4, 17 * k);
    this.badge.fillStyle(0xc9a23a, 1).fillCircle(pw / 2 - 4, ph / 2 - 4, 15 * k);
    this.badge.fillStyle(0xf1d77a, 1).fillCircle(pw / 2 - 4 - 1.5 * k, ph / 2 - 4 - 1.5 * k, 11 * k);
    this.countText.setPosition(pw / 2 - 4, ph / 2 - 5);
    return this;
  }

  /** Where a card landing on this pile should go (the top of the stack, in world space). */
  topPoint(): { x: number; y: number } {
    return { x: this.x, y: this.y };
  }
}
