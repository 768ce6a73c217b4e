/** Every key the app asks for by name exists in both languages (a missing key shows itself raw on screen). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEEDS, speedKey } from '../../src/app/settings';
import { has, LANGS, t } from '../../src/i18n';

function sources(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

describe('i18n keys in use', () => {
  it('every speed of the settings has a name in both languages', () => {
    for (const l of LANGS)
      for (const v of SPEEDS) {
        expect([v, l, has(speedKey(v), l)]).toEqual([v, l, true]);
        expect(t(speedKey(v), {}, l)).not.toMatch(/^app\./);
      }
  });

  it('the settings sheet names every setting', () => {
    for (const l of LANGS)
      for (const k of ['title', 'sound', 'volume', 'speed', 'confirm', 'on', 'off', 'saved'])
        expect([k, l, has(`app.settings.${k}`, l)]).toEqual([k, l, true]);
  });

  it('every way a game can end is told in player words, in both languages', () => {
    const ends: [string, string[]][] = [
      ['temperaments.endReason', ['allParties', 'deckOut', 'tokensOut']],
      ['clouds.table.reason', ['allCards', 'concede', 'roundLimit']],
    ];
    for (const [base, codes] of ends)
      for (const code of codes)
        for (const l of LANGS) {
          const text = t(`${base}.${code}`, { name: 'X' }, l);
          expect([code, l, has(`${base}.${code}`, l)]).toEqual([code, l, true]);
          expect(text.split(/\s+/).length, `${base}.${code} (${l}): "${text}"`).toBeGreaterThanOrEqual(6);
        }
    // running out of potions says why the game stops, not only that a supply cannot be refilled
    expect(t('temperaments.endReason.tokensOut', {}, 'en')).toMatch(/bag/);
    expect(t('temperaments.endReason.tokensOut', {}, 'ru')).toMatch(/мешоч/);
  });

  it("every literal key passed to t('…') in src resolves in both languages", () => {
    const missing: string[] = [];
    for (const file of sources('src')) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\('([a-z][\w-]*(?:\.[\w-]+)+)'/g)) {
        const key = m[1] as string;
        for (const l of LANGS) if (!has(key, l)) missing.push(`${file}: ${key} (${l})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
