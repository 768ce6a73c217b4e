/**
 * For Northwood!'s words for pieces, read off the view: a card's name, and the hover tips of a
 * fief (its need, stars, trump and state), a character (its ability) and a hand card.
 */
import { abilityOf, type CardId, type CharId, FIEFS } from '../../../machines/northwood/content';
import type { NorthwoodView } from '../../../machines/northwood/view';
import { t } from '../../i18n';

/** "Claws 5" / "Когти 5". */
export function cardName(id: CardId): string {
  const [suit, value] = id.split('-');
  return t('northwood.card', { suit: t(`northwood.suits.${suit}`), value: value ?? '' });
}

export function fiefTip(v: NorthwoodView, n: number): string {
  const f = v.fiefs[n];
  if (!f) return '';
  const name = t(`northwood.fiefs.fief-${n}`);
  const stars = t('northwood.stars', { count: FIEFS[n]?.stars ?? 0 });
  if (f.status === 'failed') return `${name} — ${t('northwood.fiefStatus.failed')} (${stars})`;
  const trump = f.rulerSuit ? t(`northwood.suits.${f.rulerSuit}`) : t('northwood.suits.none');
  return t('northwood.tip.fief', {
    fief: name,
    tricks: t('northwood.tricks', { count: n }), // «ровно 3 взятки», «ровно 1 взятка»
    stars,
    trump,
    status: t(`northwood.fiefStatus.${f.status}`),
  });
}

export function charTip(v: NorthwoodView, id: CharId): string {
  const ability = t(`northwood.abilities.${abilityOf(id)}.name`);
  const text = t(`northwood.abilities.${abilityOf(id)}.text`, { handSize: v.handSize });
  return `${t(`northwood.characters.${id}.name`)} — ${ability}: ${text}`;
}

/** A hand card's name, except while it is to be played (the dimmed ones say why instead). */
export function cardTip(v: NorthwoodView, id: CardId): string | null {
  return v.phase === 'response' ? null : cardName(id);
}
