/**
 * Boot: fonts (with Cyrillic), language, settings and sound, then the app. The app boots Phaser (the
 * WebGL context takes a second under software rendering) and fetches the title's page while the fonts
 * arrive; it waits for them only before it draws any words.
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
import { startApp } from './app/app';
import { fontsLoaded } from './app/fonts';
import { registerPwa } from './app/pwa';
import { loadSettings } from './app/settings';
import { registerTable, tableOf } from './app/table-registry';
import { initSound } from './audio/bank';
import { initLang } from './i18n';

// The games' tables, each its own chunk; a title tile is playable once its engine is registered
// (machines/registry.ts) and its table is here.
registerTable('northwood', async () => (await import('./games/northwood')).default);
registerTable('temperaments', async () => (await import('./games/temperaments')).default);
registerTable('clouds', async () => (await import('./games/clouds')).default);

// A game's route opened straight away: its table's code is fetched while the app boots.
const routed = GAME_IDS.find((g) => g === location.hash.replace(/^#\/?/, '').split('/')[0]);
if (routed) void tableOf(routed)?.().catch(() => undefined);

performance.mark('boot:main');
initLang();
loadSettings();
initSound();
await startApp(fontsLoaded.then(() => performance.mark('boot:fonts')));
// The service worker precaches the whole build (megabytes): not while the first table lays out its
// pictures, but a few seconds later, when the page is idle.
setTimeout(() => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(registerPwa, { timeout: 4000 });
  else registerPwa();
}, 4000);
