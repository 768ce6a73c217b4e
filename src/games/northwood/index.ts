/**
 * For Northwood! in the app: its new-game sheet and table scene on the generic host (resume,
 * tutorial, the advisor's worker, the inspector).
 */
import northwood from '../../../machines/northwood';
import { tableHost } from '../../app/host';
import { t } from '../../i18n';
import { askNewGame } from './new-game';
import { NorthwoodScene } from './scene';

export default tableHost({
  module: northwood,
  scene: NorthwoodScene,
  shapes: { portrait: true, tall: true, wide: true },
  book: () => import('./rulebook'),
  async ask(app) {
    const choice = await askNewGame(app.dialogs);
    if (!choice) return null;
    return { seed: choice.seed, options: choice.options, players: [{ name: t('northwood.you'), kind: 'human' }] };
  },
});
