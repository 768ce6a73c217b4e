/**
 * The Northwood rulebook as its table hands it to the book:
 * the words, and the pictures (the table's own cards, drawn by the same composers).
 */
export { default as book } from '../../i18n/rulebook-northwood';

import type { CharId } from '../../../machines/northwood/content';
import { FIEFS } from '../../../machines/northwood/content';
import { type Lang, t } from '../../i18n';
import type { Plate } from '../../rulebook/types';
import { cardBack, dialogueCard, knownMarker, type Suit } from './art/cards';
import { fiefCard } from './art/fiefs';
import { characterPicture } from './textures';

const card = (id: string, width = 86, label?: string): Plate => {
  const [suit, value] = id.split('-') as [Suit, string];
  return { picture: dialogueCard(suit, Number(value)), width, ...(label ? { label } : {}) };
};
const char = (id: CharId, lang: Lang, width = 120): Plate => ({ picture: characterPicture(id, lang), width });
const fief = (n: number, lang: Lang, status: 'unvisited' | 'friendly' | 'failed' = 'unvisited', ruler?: Suit) => ({
  picture: fiefCard(n, {
    name: t(`northwood.fiefs.fief-${n}`, {}, lang),
    number: n,
    stars: FIEFS[n]?.stars ?? 0,
    status,
    ...(ruler ? { ruler } : {}),
  }),
  width: 120,
});

export function figure(id: string, lang: Lang): Plate[] {
  const l = (key: string) => t(`rulebook.northwood.${key}`, {}, lang);
  switch (id) {
    case 'suits':
      return ['claws-8', 'flowers-3', 'leaves-6', 'eyes-1'].map((c) => card(c));
    case 'fiefs':
      return [fief(0, lang), fief(2, lang, 'friendly', 'leaves'), fief(7, lang), fief(5, lang, 'failed')];
    case 'rulers':
      return [char('leaves-king', lang), char('flowers-queen', lang)];
    case 'allies':
      return (['claws-jack', 'flowers-jack', 'leaves-jack', 'eyes-jack'] as CharId[]).map((c) => char(c, lang, 110));
    case 'trick':
      return [card('claws-5', 96, l('statement')), card('claws-8', 96, l('response'))];
    case 'trump':
      return [card('flowers-7', 96, l('statement')), card('leaves-1', 96, l('trumpWins'))];
    case 'crowned':
      return [char('claws-prince', lang), char('eyes-baron', lang)];
    case 'deck':
      return [
        { picture: cardBack(), width: 86 },
        { picture: knownMarker(40), width: 44, label: l('known') },
      ];
    default:
      return [];
  }
}
