/** Cloud Marches in the app: its seats sheet and table scene on the generic host. */
import clouds from '../../../machines/clouds';
import { tableHost } from '../../app/host';
import { askNewGame } from './new-game';
import { CloudsScene } from './scene';

export default tableHost({
  module: clouds,
  scene: CloudsScene,
  portrait: true,
  async book() {
    const [words, pictures] = await Promise.all([import('../../i18n/rulebook-clouds'), import('./rulebook')]);
    return { book: words.default, figure: pictures.figure };
  },
  ask: (app) => askNewGame(app.dialogs),
});
