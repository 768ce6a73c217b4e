/** The Cloud Marches rulebook's pictures: the table's own pony cards, pointers, tokens and map. */
import { BOARD, CARD_BY_ID, type CardId, CLOUD_KEYS } from '../../machines/clouds/content';
import '../games/clouds/art/assets';
import { badge, moodToken, pointer, ponyCard, SEAT_COLOURS } from '../games/clouds/art/cards';
import type { BadgeKind } from '../games/clouds/art/library';
import { type MapCell, skyMap } from '../games/clouds/art/map';
import { mapPiece } from '../games/clouds/art/tiles';
import { type Lang, t } from '../i18n';
import type { Plate } from './book';

const board = (x: number, y: number): MapCell => {
  const i = y * 31 + x;
  const cloud = BOARD.cloud[i];
  const harbour = BOARD.harbour[i] as number;
  return { kind: BOARD.kind[i] as MapCell['kind'], ...(cloud ? { cloud } : {}), ...(harbour ? { harbour } : {}) };
};

function card(id: CardId, lang: Lang, mood = 0, width = 130): Plate {
  const d = CARD_BY_ID[id];
  return {
    picture: ponyCard({
      id,
      name: t(`clouds.cards.${id}`, {}, lang),
      cls: d.cls,
      V: d.V,
      M: d.M,
      ability: t(`clouds.abilities.${d.ability}`, {}, lang),
      cost: d.cost,
      vigor: d.V,
      mood,
    }),
    width,
    label: t(`clouds.classes.${d.cls}`, {}, lang),
  };
}

export function figure(id: string, lang: Lang): Plate[] {
  switch (id) {
    case 'classes':
      return [card('p3' as CardId, lang, 1), card('u2' as CardId, lang, 2), card('e1' as CardId, lang)];
    case 'map': {
      const names = Object.fromEntries(
        Object.entries(CLOUD_KEYS).map(([cloud, key]) => [cloud, t(`clouds.clouds.${key}`, {}, lang)]),
      );
      return [{ picture: skyMap(board, names), width: 560 }];
    }
    case 'pieces':
      return [
        { picture: pointer('p3', SEAT_COLOURS[0]), width: 52, label: t('clouds.terms.pointer', {}, lang) },
        { picture: moodToken(40), width: 40, label: t('clouds.terms.token', {}, lang) },
        { picture: mapPiece('storm', 40), width: 48, label: t('clouds.terms.storm', {}, lang) },
        { picture: mapPiece('harbour', 40), width: 48, label: t('clouds.terms.harbour', {}, lang) },
      ];
    case 'badges':
      return (['marked', 'respite', 'doubled', 'hobbled', 'warded', 'unveiled'] as BadgeKind[]).map((b) => ({
        picture: badge(b, 32),
        width: 32,
        label: t(`clouds.terms.${b}`, {}, lang),
      }));
    case 'abilities':
      return [
        card('p4' as CardId, lang, 3, 120),
        card('u5' as CardId, lang, 2, 120),
        card('e6' as CardId, lang, 3, 120),
      ];
    default:
      return [];
  }
}
