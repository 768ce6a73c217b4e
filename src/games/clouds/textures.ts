/** Cloud Marches textures: the map in the player's language, cards with their live stats, pointers, tokens. */
import type Phaser from 'phaser';
import { BOARD, CARD_BY_ID, type CardId, CLOUD_KEYS } from '../../../machines/clouds/content';
import type { CardView } from '../../../machines/clouds/view';
import { t } from '../../i18n';
import { pictureTexture } from '../../table/textures';
import './art/assets';
import { type BadgeKind, moodToken, pointer, ponyCard, SEAT_COLOURS } from './art/cards';
import type { MapCell } from './art/map';
import { skyMap } from './art/map';
import { mapPiece } from './art/tiles';

const board = (x: number, y: number): MapCell => {
  const i = y * 31 + x;
  const kind = BOARD.kind[i] as MapCell['kind'];
  const cloud = BOARD.cloud[i];
  const harbour = BOARD.harbour[i] as number;
  return { kind, ...(cloud ? { cloud } : {}), ...(harbour ? { harbour } : {}) };
};

export function mapTexture(scene: Phaser.Scene, lang: string): Promise<string> {
  const names = Object.fromEntries(Object.entries(CLOUD_KEYS).map(([id, key]) => [id, t(`clouds.clouds.${key}`)]));
  return pictureTexture(scene, `cm-map-${lang}`, () => skyMap(board, names), 1.5);
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

/** A card face with its current vigor, mood, statuses and owner (one texture per distinct look). */
export function cardTexture(scene: Phaser.Scene, c: CardView, lang: string, scale = 1.5): Promise<string> {
  const st = statusesOf(c);
  const owner = c.owner === null ? null : (SEAT_COLOURS[c.owner] as string);
  const key = `cm-card-${c.id}-${lang}-${c.vigor}-${c.mood}-${st.join('.')}-${c.owner ?? 'x'}-${scale}`;
  return pictureTexture(
    scene,
    key,
    () =>
      ponyCard({
        id: c.id,
        name: t(`clouds.cards.${c.id}`),
        cls: c.cls,
        V: c.V,
        M: c.M,
        ability: t(`clouds.abilities.${c.ability}`),
        cost: c.cost,
        vigor: c.vigor,
        mood: c.mood,
        statuses: st,
        owner,
      }),
    scale,
  );
}

/** A fresh card as it lies in the pool (full vigor, no mood). */
export function poolCardTexture(scene: Phaser.Scene, id: CardId, lang: string): Promise<string> {
  const d = CARD_BY_ID[id];
  const key = `cm-card-${id}-${lang}-${d.V}-0--x-1.5`;
  return pictureTexture(
    scene,
    key,
    () =>
      ponyCard({
        id,
        name: t(`clouds.cards.${id}`),
        cls: d.cls,
        V: d.V,
        M: d.M,
        ability: t(`clouds.abilities.${d.ability}`),
        cost: d.cost,
      }),
    1.5,
  );
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
