/**
 * The Cloud Marches rulebook as its table hands it to the book:
 * the words, and the pictures (the table's own pony cards, pointers, tokens and map).
 */
export { default as book } from '../../i18n/rulebook-clouds';

import type { CardId } from '../../../machines/clouds/content';
import './art/assets';
import { type Lang, t } from '../../i18n';
import type { Plate } from '../../rulebook/types';
import { badge, moodToken, pointer, ponyCard, SEAT_COLOURS } from './art/cards';
import type { BadgeKind } from './art/library';
import { skyMap } from './art/map';
import { boardCell, cardFace, cloudNames } from './art/rules';
import { mapPiece } from './art/tiles';

function card(id: CardId, lang: Lang, mood = 0, width = 130): Plate {
  const face = cardFace(id, lang);
  return {
    picture: ponyCard({ ...face, vigor: face.V, mood }),
    width,
    label: t(`clouds.classes.${face.cls}`, {}, lang),
  };
}

export function figure(id: string, lang: Lang): Plate[] {
  switch (id) {
    case 'classes':
      return [card('p3' as CardId, lang, 1), card('u2' as CardId, lang, 2), card('e1' as CardId, lang)];
    case 'map':
      return [{ picture: skyMap(boardCell, cloudNames(lang)), width: 560 }];
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
