/**
 * The board's shipped layouts (where its names, compass rose, hare and birds go, searched at build
 * time by `scripts/board-layouts.ts`) are what the search finds today, and drawing with one gives
 * exactly the board the search draws; a board of other content is searched afresh.
 */
import { describe, expect, it } from 'vitest';
import { boardSignature, kingdomBoard } from '../../../src/games/temperaments/art';
import SHIPPED from '../../../src/games/temperaments/art/board-layouts.json';
import { boardIn, boardInput } from '../../../src/games/temperaments/textures';

describe.each(['en', 'ru'] as const)('the board in %s', (lang) => {
  it('has a shipped layout made for its content, equal to a fresh search (else run scripts/board-layouts.ts)', () => {
    const input = boardInput(lang);
    const searched = kingdomBoard(input);
    const shipped = SHIPPED[lang];
    expect(shipped.signature, 'the board changed: run scripts/board-layouts.ts').toBe(boardSignature(input));
    expect(shipped.layout, 'the search changed: run scripts/board-layouts.ts').toEqual(searched.layout);
    // The app's board, drawn with the shipped layout, is the searched one to the byte.
    expect(boardIn(lang).picture).toEqual(searched.picture);
    expect(boardIn(lang).keepClear).toEqual(searched.keepClear);
  });
});

it('a board with other names is searched afresh, not drawn with a layout made for other lettering', () => {
  const input = boardInput('en');
  const renamed = { ...input, zones: input.zones.map((z, i) => (i ? z : { ...z, name: `${z.name} and Dales` })) };
  expect(boardSignature(renamed)).not.toBe(boardSignature(input));
  const zone = input.zones[0]?.id as string;
  const own = kingdomBoard(renamed).layout.names[zone];
  expect(own).toBeDefined();
  // The longer name needs room: the search places it where the shipped spot would not do.
  expect(own).not.toEqual(SHIPPED.en.layout.names[zone as keyof typeof SHIPPED.en.layout.names]);
});
