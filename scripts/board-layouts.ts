/**
 * Searches Four Temperaments' board once per language and writes where its names, compass rose, hare
 * and birds went (src/games/temperaments/art/board-layouts.json): the app then draws the board at
 * once instead of searching as a table opens (~100–250 ms in a browser). A unit test fails when the
 * board's content, names or search changed and the file was not remade; the app also searches afresh
 * for a board whose content differs from the one a layout was made for.
 *
 *   npx tsx scripts/board-layouts.ts
 */
import './art/raw-svg';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const { LANGS } = await import('../src/i18n');
const { boardSignature, kingdomBoard } = await import('../src/games/temperaments/art');
const { boardInput } = await import('../src/games/temperaments/textures');

// Each language's layout, searched afresh, with the signature of the content it was made for.
const layouts = Object.fromEntries(
  LANGS.map((lang) => {
    const input = boardInput(lang);
    return [lang, { signature: boardSignature(input), layout: kingdomBoard(input).layout }];
  }),
);
const file = join(import.meta.dirname, '..', 'src', 'games', 'temperaments', 'art', 'board-layouts.json');
writeFileSync(file, `${JSON.stringify(layouts, null, 1)}\n`);
console.log(`wrote ${file}`);
