/**
 * What the Cloud Marches art draws from the rules (machines/clouds/content) in the player's words:
 * the board's cells, the clouds' names and a card's face. The table, the rulebook and the art sheet
 * all draw from here.
 */
import { BOARD, CARD_BY_ID, type CardId, CLOUD_KEYS, SIZE } from '../../../../machines/clouds/content';
import { type Lang, t } from '../../../i18n';
import type { PonyCardSpec } from './cards';
import type { MapCell } from './map';

/** Cell (x, y) of the rules' board as the map draws it. */
export function boardCell(x: number, y: number): MapCell {
  const i = y * SIZE + x;
  const cloud = BOARD.cloud[i];
  const harbour = BOARD.harbour[i] as number;
  return { kind: BOARD.kind[i] as MapCell['kind'], ...(cloud ? { cloud } : {}), ...(harbour ? { harbour } : {}) };
}

/** Each cloud's name, by cloud id, in `lang` (default: the player's). */
export function cloudNames(lang?: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(CLOUD_KEYS).map(([id, key]) => [id, t(`clouds.clouds.${key}`, {}, lang)]));
}

/** A card's face as printed (its name, class, maxima, ability and cost) in `lang` (default: the player's). */
export function cardFace(id: CardId, lang?: Lang): PonyCardSpec {
  const d = CARD_BY_ID[id];
  return {
    id,
    name: t(`clouds.cards.${id}`, {}, lang),
    cls: d.cls,
    V: d.V,
    M: d.M,
    ability: t(`clouds.abilities.${d.ability}`, {}, lang),
    cost: d.cost,
  };
}
