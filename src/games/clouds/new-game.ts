/** The Cloud Marches new-game sheet: the seats (2–4, people and bots), the seed, the round limit and the vigor rule. */

import { DEFAULT_VIGOR_CHIPS } from '../../../machines/clouds/content';
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
  // §5.1: the other vigor rule than the default, as an option
  const chips = h('input', {
    type: 'checkbox',
    checked: DEFAULT_VIGOR_CHIPS,
    dataset: { field: 'vigor-chips' },
    'aria-label': t('clouds.table.vigorChips'),
  }) as HTMLInputElement;
  const chipsRow = labelledField(t('clouds.table.vigorChips'), chips, t('clouds.table.vigorChipsHint'));
  const choice = await openSeatsDialog(host, {
    title: t('clouds.table.newGame'),
    min: 2,
    max: 4,
    extra: [row, chipsRow],
    allowAllBots: true,
  });
  if (!choice) return null;
  const n = Math.round(Number(input.value));
  const roundLimit = Number.isFinite(n) && n >= 1 && n <= 1000 ? n : 60;
  const options: Record<string, unknown> = roundLimit === 60 ? {} : { roundLimit };
  if (chips.checked !== DEFAULT_VIGOR_CHIPS) options.vigorChips = chips.checked;
  return { players: choice.players, seed: choice.seed, options };
}
