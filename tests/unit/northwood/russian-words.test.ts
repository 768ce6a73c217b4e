/**
 * Russian that agrees: fief names have genders («Папоротниковая Лощина», «Моховой Курган»), so no line
 * puts a gendered word straight after a fief's name; and a number of tricks takes its plural form
 * («ровно 1 взятка», «ровно 3 взятки», «ровно 5 взяток»).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import nw from '../../../machines/northwood';
import { fiefTip } from '../../../src/games/northwood/tips';
import { getLang, setLang, t } from '../../../src/i18n';
import { start } from './helpers';

const fiefNames = Array.from({ length: 8 }, (_, n) => t(`northwood.fiefs.fief-${n}`, {}, 'ru'));

describe('Northwood in Russian', () => {
  const was = getLang();
  beforeAll(() => {
    vi.stubGlobal('document', { documentElement: {} });
    setLang('ru', false);
  });
  afterAll(() => {
    setLang(was, false);
    vi.unstubAllGlobals();
  });

  it('the end-of-visit banner reads right for a fief of any gender', () => {
    for (const fief of fiefNames) {
      const text = t('northwood.banner.failed', { fief });
      // «Папоротниковая Лощина потерян» / «Моховой Курган потеряна»: the participle must not agree with the name
      expect(text).not.toMatch(new RegExp(`${fief}\\s+потерян`));
      expect(text).toContain('потерян');
    }
  });

  it("a fief's close-up counts its tricks in the right plural form", () => {
    const { snap } = start({ mode: 'intro', difficulty: 'standard' });
    const v = nw.view(snap, 0);
    expect(fiefTip(v, 1)).toContain('ровно 1 взятка ');
    expect(fiefTip(v, 3)).toContain('ровно 3 взятки ');
    expect(fiefTip(v, 5)).toContain('ровно 5 взяток ');
    for (let n = 0; n < 8; n++) expect(fiefTip(v, n)).not.toMatch(/\b[1-4] взяток/);
  });
});
