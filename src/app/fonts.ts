/**
 * The faces, every one in both scripts, asked for as soon as this module runs: src/main.ts imports it
 * before the app (and Phaser) are evaluated, so the fonts arrive while the rest of the code is parsed.
 * Canvas text (Phaser, card lettering) cannot wait for a font: the app starts once they are in.
 */
async function loadFonts(): Promise<void> {
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

export const fontsLoaded: Promise<void> = loadFonts();
