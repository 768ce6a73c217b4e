/**
 * Boot: fonts (with Cyrillic), language, settings and sound, then the app. This entry holds no Phaser:
 * the faces, the title's page picture (or a routed table's code, pictures and Phaser) are asked for
 * before the app's chunk is even evaluated. The app waits for the fonts only before it shows any words;
 * the title and a new game's sheet do not wait for Phaser (over a megabyte, and a WebGL context that
 * takes a second under software rendering) at all.
 */
import './app/csp';
import '@fontsource/eb-garamond/400.css';
import '@fontsource/eb-garamond/400-italic.css';
import '@fontsource/eb-garamond/600.css';
import '@fontsource/ruslan-display/400.css';
import '@fontsource/cormorant-sc/600.css';
import './app/style.css';
// Before the app and Phaser are evaluated: the faces download meanwhile.
import './app/fonts';
import { GAME_IDS } from '../machines/core/game';
import { fontsLoaded } from './app/fonts';
import { makeTableContext } from './app/gl-context';
import { registerPwa } from './app/pwa';
import { loadSettings } from './app/settings';
import { registerTable, tableOf } from './app/table-registry';
import { preparePage } from './art/page';
import { prefetchOpening } from './art/raster-cache';
import { initSound } from './audio/bank';
import { initLang } from './i18n';
import { registerBook } from './rulebook/books';

// The app and Phaser, fetched now and evaluated once this module has asked for everything else.
const app = import('./app/app');

// The games' tables, each its own chunk; a title tile is playable once its engine is registered
// (machines/registry.ts) and its table is here.
registerTable('northwood', async () => (await import('./games/northwood')).default);
registerTable('temperaments', async () => (await import('./games/temperaments')).default);
registerTable('clouds', async () => (await import('./games/clouds')).default);
// Their rulebooks, opened at a table or from the title.
registerBook('northwood', () => import('./games/northwood/rulebook'));
registerBook('temperaments', () => import('./games/temperaments/rulebook'));
registerBook('clouds', () => import('./games/clouds/rulebook'));

// A game's route opened straight away: its table's code and the pictures it last opened with are
// fetched while the app boots.
const routed = GAME_IDS.find((g) => g === location.hash.replace(/^#\/?/, '').split('/')[0]);
if (routed) {
  void tableOf(routed)?.().catch(() => undefined);
  prefetchOpening(routed);
  // Phaser too (the title's page needs none, and boots it only once the title is on the screen).
  void import('./app/boot-phaser').catch(() => undefined);
}

// The title's page, fetched and decoded while the app's chunk arrives; a game's route does not show it
// (the app makes it if the player goes to the title).
const page = routed ? null : preparePage();
// A page's first WebGL context costs a few hundred ms under software rendering (the GPU process sets
// the page up for WebGL): a table's route makes the table's own now, while the app's chunk arrives, and
// Phaser uses it. The title is shown first, and makes it once it is on the screen.
const gl = routed ? makeTableContext() : null;
performance.mark('boot:main');
initLang();
loadSettings();
initSound();
await (await app).startApp(
  fontsLoaded.then(() => performance.mark('boot:fonts')),
  page,
  gl,
);
// The service worker precaches the whole build (megabytes): not while the first table lays out its
// pictures, but a few seconds later, when the page is idle.
setTimeout(() => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(registerPwa, { timeout: 4000 });
  else registerPwa();
}, 4000);
