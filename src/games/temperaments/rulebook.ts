/**
 * The Four Temperaments rulebook as its table hands it to the book:
 * the words, and the pictures (the table's own tokens, cards and board).
 */
export { default as book } from '../../i18n/rulebook-temperaments';

import type { H } from '../../../machines/temperaments/content';
import { type Lang, t } from '../../i18n';
import type { Plate } from '../../rulebook/types';
import { goalCard, tokenBack, tokenFace } from './art';
import { boardIn, cardArt } from './textures';

const HUMOURS: [H, string][] = [
  ['C', 'choleric'],
  ['S', 'sanguine'],
  ['M', 'melancholic'],
  ['P', 'phlegmatic'],
];

const card = (id: string, lang: Lang, width = 150, sealed = false): Plate => ({
  picture: cardArt(id, lang, sealed).picture,
  width,
});

export function figure(id: string, lang: Lang): Plate[] {
  switch (id) {
    case 'humours':
      return HUMOURS.map(([h, name]) => ({
        picture: tokenFace(h, { size: 64 }),
        width: 60,
        label: t(`temperaments.names.${name}`, {}, lang),
      }));
    case 'backs':
      return [0, 1, 2, 3].map((seat) => ({ picture: tokenBack(seat, { size: 64 }), width: 52 }));
    case 'scene':
      return [card('scene-mill', lang), card('scene-tourney', lang), card('scene-wolves', lang)];
    case 'parties':
      return [card('party-1', lang, 200), card('party-5', lang, 200, true)];
    case 'goals':
      return ['goal-trinity', 'goal-crossroads', 'goal-bridges'].map((g) => ({
        picture: goalCard({ id: g, title: t(`temperaments.names.${g}`, {}, lang) }).picture,
        width: 140,
      }));
    case 'board':
      return [{ picture: boardIn(lang).picture, width: 640 }];
    default:
      return [];
  }
}
