/**
 * For Northwood! in the app: its new-game sheet and table scene on the generic host (resume,
 * tutorial, the advisor's worker, the inspector).
 */
import { GameRunner } from '../../../machines/core/engine';
import northwood from '../../../machines/northwood';
import { tableHost } from '../../app/host';
import { getLang, t } from '../../i18n';
import { askNewGame, firstChoice, optionsOf } from './new-game';
import { NorthwoodScene } from './scene';
import { readAheadDeal } from './textures';

export default tableHost({
  module: northwood,
  scene: NorthwoodScene,
  shapes: { portrait: true, tall: true, wide: true },
  readAhead(seed) {
    const game = new GameRunner(northwood, { seed, seats: 1, options: optionsOf(firstChoice()) });
    readAheadDeal(northwood.view(game.snapshot, 0), getLang());
    game.stop();
  },
  async ask(app) {
    const choice = await askNewGame(app.dialogs);
    if (!choice) return null;
    return { seed: choice.seed, options: choice.options, players: [{ name: t('northwood.you'), kind: 'human' }] };
  },
});
