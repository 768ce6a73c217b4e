/** The rulebooks: the same pages in both languages, every cited rule exists, every picture is drawn. */
import { describe, expect, it } from 'vitest';
import '../../machines/registry';
import { loadGame } from '../../machines/core/game';
import * as clouds from '../../src/games/clouds/rulebook';
import * as northwood from '../../src/games/northwood/rulebook';
import * as temperaments from '../../src/games/temperaments/rulebook';
import { CITES, citedSection } from '../../src/rulebook/cites';
import type { Block, GameBook, RuleBook } from '../../src/rulebook/types';

/** Each game's book as its table hands it over (src/games/<id>/rulebook.ts). */
const BOOKS: Record<string, GameBook> = { northwood, temperaments, clouds };

const kind = (b: Block) => (typeof b === 'string' ? 'p' : 'fig' in b ? `fig:${b.fig}` : Object.keys(b)[0]);
const shape = (book: RuleBook) => book.sections.map((s) => [s.id, s.body.map(kind)]);

describe('rulebooks', () => {
  for (const [id, { book, figure }] of Object.entries(BOOKS)) {
    it(`${id}: the Russian and English books have the same sections, blocks and pictures`, () => {
      expect(shape(book.ru)).toEqual(shape(book.en));
      expect(book.en.sections.length).toBeGreaterThanOrEqual(8);
      const ids = book.en.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const lang of ['en', 'ru'] as const)
        for (const s of book[lang].sections) {
          expect([s.id, s.title.trim().length > 0]).toEqual([s.id, true]);
          for (const b of s.body) if (typeof b === 'string') expect(b).not.toMatch(/[A-Za-z]+\.[a-z]+\.[a-z]+/); // no raw i18n keys
        }
    });

    it(`${id}: every refusal it cites opens an existing section, and every cited code is a real reason`, async () => {
      const module = await loadGame(id);
      const sections = new Set(book.en.sections.map((s) => s.id));
      const map = CITES[id] ?? {};
      for (const [code, section] of Object.entries(map)) {
        expect([code, sections.has(section)]).toEqual([code, true]);
        expect([code, module.reasonCodes.includes(code)]).toEqual([code, true]);
      }
      // the reasons a player meets at the table while playing cite a rule
      const cited = module.reasonCodes.filter((c) => citedSection(id, c));
      expect(cited.length).toBeGreaterThanOrEqual(Math.min(10, module.reasonCodes.length - 6));
    });

    it(`${id}: every picture in the book is drawn from the table's art, in both languages`, () => {
      for (const lang of ['en', 'ru'] as const)
        for (const s of book[lang].sections)
          for (const b of s.body) {
            if (typeof b === 'string' || !('fig' in b)) continue;
            const plates = figure(b.fig, lang);
            expect([b.fig, plates.length > 0]).toEqual([b.fig, true]);
            for (const p of plates) {
              expect(p.picture.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
              expect(p.width).toBeGreaterThan(20);
              if (p.label) expect(p.label).not.toMatch(/^[a-z]+\.[a-z.]+$/);
            }
          }
    });
  }

  it('Four Temperaments tells the v2 supply: four potions a round, the draw only under the option', () => {
    const en = temperaments.book.en.sections.find((s) => s.id === 'supply');
    const ru = temperaments.book.ru.sections.find((s) => s.id === 'supply');
    expect(JSON.stringify(en)).toMatch(/four/i);
    expect(JSON.stringify(en)).toMatch(/steady supply/i);
    expect(JSON.stringify(ru)).toMatch(/четыр/i);
  });
});
