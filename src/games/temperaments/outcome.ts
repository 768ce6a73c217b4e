/** What a resolved card says, in its caption and the chronicle: who won, or why nobody did (rules §5). */
import type { Emitted } from '../../../machines/temperaments/types';
import { type Lang, t } from '../../i18n';
import { humourName } from './layout';

type Resolved = Extract<Emitted, { type: 'cardResolved' }>;

/** `l`: the language (the app's own when absent). */
export function outcomeText(e: Resolved, name: (seat: number) => string, l?: Lang): string {
  const card = t(`temperaments.names.${e.card}`, {}, l);
  const who = (list: { seat: number }[]) => [...new Set(list.map((x) => name(x.seat)))].join(', ');
  const w = e.winners[0];
  const won = w
    ? t(
        'temperaments.table.outcome.won',
        {
          card,
          humour: t(`temperaments.names.${humourName(w.h)}`, {}, l),
          names: who(e.winners),
          count: e.winners.length,
        },
        l,
      )
    : nobodyWins(card, e.losers, l);
  const esc = e.escapers.length ? ` ${t('temperaments.table.outcome.escaped', { names: who(e.escapers) }, l)}` : '';
  return won + esc;
}

/**
 * "Nobody wins", and why: each humour among the losers failed its check — two or more cholerics
 * cancel, a sanguine needs a second, melancholics win only as a pair (a lone one slips away only
 * from a location: then it is an escaper, not a loser); a phlegmatic always wins, so none was there.
 */
function nobodyWins(card: string, losers: { h: string }[], l?: Lang): string {
  const why = (['C', 'S', 'M'] as const)
    .map((h) => ({ h, n: losers.filter((x) => x.h === h).length }))
    .filter(({ n }) => n > 0)
    .map(({ h, n }) => t(`temperaments.table.outcome.why.${h}`, { count: n }, l));
  return why.length
    ? t('temperaments.table.outcome.noneFor', { card, why: why.join('; ') }, l)
    : t('temperaments.table.outcome.none', { card }, l);
}
