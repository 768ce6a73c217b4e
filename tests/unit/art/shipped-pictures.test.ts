/**
 * The pictures shipped with the app (public/pictures, listed in src/art/shipped-pictures.json) are
 * the current art's: every picture the title and the tables open with, in both languages, has its
 * PNG under the key the runtime looks for. Changed art hashes to a new key and fails here until
 * `npm run gen-pictures` draws it again (a stale set would only be slower, never wrong).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Picture } from '../../../src/art/compose';
import shippedKeys from '../../../src/art/shipped-pictures.json';

const shipped: string[] = shippedKeys;

const asked = new Set<string>();

vi.mock('../../../src/art/compose', async (original) => {
  const real = await original<typeof import('../../../src/art/compose')>();
  return {
    ...real,
    // Recorded, not drawn: Node has no canvas.
    pictureToCanvas: async (p: Picture, scale = 2) => {
      asked.add(real.rasterKey(p, scale));
      return {} as HTMLCanvasElement;
    },
  };
});

// The language switch marks the page's language; Node has no page.
vi.stubGlobal('document', { documentElement: {} });

const dir = join(import.meta.dirname, '../../../public/pictures');

describe('shipped pictures', () => {
  // Importing every game's art takes a while on a busy machine.
  it.each(['en', 'ru'] as const)(
    'hold every picture the title and the tables open with, in %s',
    { timeout: 240_000 },
    async (lang) => {
      const { openingPictures } = await import('../../../scripts/art/opening-pictures');
      asked.clear();
      await openingPictures(lang);
      expect(asked.size).toBeGreaterThan(100);
      const missing = [...asked].filter((k) => !shipped.includes(k));
      expect(missing, 'run `npm run gen-pictures`').toEqual([]);
    },
  );

  it('are PNG files, one per listed key, and nothing else', () => {
    const files = readdirSync(dir).sort();
    expect(files).toEqual(shipped.map((k) => `${k}.png`).sort());
    for (const k of shipped) expect(statSync(join(dir, `${k}.png`)).size).toBeGreaterThan(100);
  });
});
