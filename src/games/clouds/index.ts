/** Cloud Marches in the app: its seats sheet and table scene on the generic host. */
import clouds from '../../../machines/clouds';
import { tableHost } from '../../app/host';
import { askNewGame } from './new-game';
import { CloudsScene } from './scene';

export default tableHost({
  module: clouds,
  scene: CloudsScene,
  shapes: { portrait: true, tall: true, wide: true },
  ask: (app) => askNewGame(app.dialogs),
});
