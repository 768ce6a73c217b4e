/** Cloud Marches textures: the map in the player's language, cards with their live stats, pointers, tokens. */
import type Phaser from 'phaser';
import type { CardId } from '../../../machines/clouds/content';
import type { CardView } from '../../../machines/clouds/view';
import type { Picture } from '../../art/compose';
import { pictureTexture } from '../../table/textures';
import './art/assets';
import { type BadgeKind, badge, moodToken, pointer, ponyCard, SEAT_COLOURS } from './art/cards';
import { BADGES } from './art/library';
import { skyMap } from './art/map';
import { boardCell, cardFace, cloudNames } from './art/rules';
import { mapPiece } from './art/tiles';

/** Card faces are drawn at 1.5× (shown at 0.74–1×); each is drawn once per language. */
const CARD_RES = 1.5;

export function mapTexture(scene: Phaser.Scene, lang: string): Promise<string> {
  return pictureTexture(scene, `cm-map-${lang}`, () => skyMap(boardCell, cloudNames()), 1.5);
}

export function statusesOf(c: CardView): BadgeKind[] {
  const out: BadgeKind[] = [];
  if (c.skipMark) out.push('marked');
  if (c.respite) out.push('respite');
  if (c.doubledNext) out.push('doubled');
  if (c.hobbledNext) out.push('hobbled');
  if (c.warded) out.push('warded');
  if (c.unveiled) out.push('unveiled');
  return out;
}

/** The texture key of a card's face (one per card and language: the stats are drawn over it). */
export function cardKey(c: CardView | CardId, lang: string): string {
  return `cm-face-${typeof c === 'string' ? c : c.id}-${lang}`;
}

/**
 * A card's face with every pip hollow and no numerals, owner or statuses (FaceOverlay draws those
 * live over it).
 */
export function faceTexture(scene: Phaser.Scene, c: CardView | CardId, lang: string): Promise<string> {
  const id = typeof c === 'string' ? c : c.id;
  return pictureTexture(
    scene,
    cardKey(id, lang),
    () => {
      const pic = ponyCard({ ...cardFace(id), vigor: 0, mood: 0 });
      // the two stat numerals are drawn live
      return { ...pic, labels: (pic.labels ?? []).filter((l) => !(l.x === 13 && l.text === '0')) };
    },
    CARD_RES,
  );
}

/** A card as it stands now (its pips, statuses and owner's seal), for the close-up. */
export function livePicture(c: CardView): Picture {
  return ponyCard({
    ...cardFace(c.id),
    vigor: c.vigor,
    mood: c.where === 'pool' ? 0 : c.mood,
    statuses: statusesOf(c),
    owner: c.owner === null ? null : (SEAT_COLOURS[c.owner] as string),
  });
}

export const badgeKey = (b: BadgeKind) => `cm-badge-${b}`;

export function badgeTextures(scene: Phaser.Scene): Promise<string[]> {
  return Promise.all(BADGES.map((b) => pictureTexture(scene, badgeKey(b), () => badge(b, 16), 2)));
}

export function pointerTexture(scene: Phaser.Scene, id: CardId, seat: number, active: boolean): Promise<string> {
  const key = `cm-ptr-${id}-${seat}-${active ? 1 : 0}`;
  return pictureTexture(scene, key, () => pointer(id, SEAT_COLOURS[seat] as string, { size: 40, seat, active }), 1.5);
}

export function tokenTexture(scene: Phaser.Scene): Promise<string> {
  return pictureTexture(scene, 'cm-token', () => moodToken(24), 2);
}

export function stormTexture(scene: Phaser.Scene): Promise<string> {
  return pictureTexture(scene, 'cm-storm', () => mapPiece('storm', 40), 1);
}
