/**
 * Four Temperaments in the app: the seats sheet (2–4 seats, people and bots, a seed) and the table
 * scene on the generic host (resume, tutorial, bots in a worker, the inspector).
 */
import temperaments from '../../../machines/temperaments';
import { h } from '../../app/dom';
import { tableHost } from '../../app/host';
import { openSeatsDialog } from '../../app/new-game';
import { keepPictures } from '../../art/compose';
import { getLang, t } from '../../i18n';
import { TemperamentsScene } from './scene';
import { boardIn, dealPictures } from './textures';
import './temperaments.css';

export default tableHost({
  module: temperaments,
  scene: TemperamentsScene,
  shapes: { portrait: true, tall: true, wide: true },
  // The board, drawn from its shipped layout while the sheet is up (still ~20–60 ms of composing).
  prepare: () => void boardIn(getLang()),
  keepAhead: () => keepPictures(() => dealPictures(getLang())),
  async ask(app) {
    // The variant of spec v1: a placement draws a replacement (off: four potions a round).
    const steady = h('input', { type: 'checkbox', dataset: { field: 'steady-supply' } }) as HTMLInputElement;
    const row = h(
      'label.field',
      {},
      steady,
      h('span.label', {}, t('temperaments.table.steadySupply')),
      h('span.hint', {}, t('temperaments.table.steadySupplyHint')),
    );
    const choice = await openSeatsDialog(app.dialogs, {
      title: t('temperaments.table.newGame'),
      min: temperaments.seats.min,
      max: temperaments.seats.max,
      extra: [row],
    });
    if (!choice) return null;
    return { players: choice.players, seed: choice.seed, options: steady.checked ? { steadySupply: true } : {} };
  },
});
