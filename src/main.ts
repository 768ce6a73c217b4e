/** Boot: fonts (with Cyrillic), language, settings and sound, then the app. */
import './app/csp';
import '@fontsource/eb-garamond/400.css';
import '@fontsource/eb-garamond/400-italic.css';
import '@fontsource/eb-garamond/600.css';
import '@fontsource/ruslan-display/400.css';
import '@fontsource/cormorant-sc/600.css';
import './app/style.css';
import { startApp } from './app/app';
import { registerPwa } from './app/pwa';
import { loadSettings } from './app/settings';
import { registerTable } from './app/table-registry';
import { initSound } from './audio/bank';
import { initLang } from './i18n';

async function loadFonts(): Promise<void> {
  // Canvas text (Phaser, card lettering) cannot wait for a font: load every face first, both scripts.
  const sample = 'Scriptorium Скрипторий 0123456789';
  await Promise.all(
    [
      '400 24px "EB Garamond"',
      'italic 400 24px "EB Garamond"',
      '600 24px "EB Garamond"',
      '400 24px "Ruslan Display"',
      '600 24px "Cormorant SC"',
    ].map((f) => document.fonts.load(f, sample).catch(() => [])),
  );
}

// The games' tables, each its own chunk; a title tile is playable once its engine is registered
// (machines/registry.ts) and its table is here.
registerTable('northwood', async () => (await import('./games/northwood')).default);
registerTable('temperaments', async () => (await import('./games/temperaments')).default);
registerTable('clouds', async () => (await import('./games/clouds')).default);

initLang();
loadSettings();
initSound();
await loadFonts();
await startApp();
registerPwa();
