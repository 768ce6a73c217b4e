/** The Cloud Marches new-game sheet: the seats (2–4, people and bots), the seed, and the round limit. */

import { h } from '../../app/dom';
import type { NewGameSetup } from '../../app/host';
import { labelledField, openSeatsDialog } from '../../app/new-game';
import { t } from '../../i18n';

export async function askNewGame(host: HTMLElement): Promise<NewGameSetup | null> {
  const input = h('input', {
    type: 'number',
    min: '1',
    max: '1000',
    value: '60',
    dataset: { field: 'round-limit' },
    'aria-label': t('clouds.table.roundLimit'),
  }) as HTMLInputElement;
  const row = labelledField(t('clouds.table.roundLimit'), input, t('clouds.table.roundLimitHint'));
  const choice = await openSeatsDialog(host, {
    title: t('clouds.table.newGame'),
    min: 2,
    max: 4,
    extra: [row],
    allowAllBots: true,
  });
  if (!choice) return null;
  const n = Math.round(Number(input.value));
  const roundLimit = Number.isFinite(n) && n >= 1 && n <= 1000 ? n : 60;
  return { players: choice.players, seed: choice.seed, options: roundLimit === 60 ? {} : { roundLimit } };
}
