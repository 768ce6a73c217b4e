/** Every visible string exists in both languages; every rules reason of every game is translated. */
import { describe, expect, it } from 'vitest';
import '../../machines/registry';
import { loadGame, registeredGames } from '../../machines/core/game';
import { has, namespaces, t } from '../../src/i18n';
import type { Dict, Plural } from '../../src/i18n/types';

const isPlural = (v: unknown): v is Plural => typeof v === 'object' && v !== null && 'other' in v;

function leaves(d: Dict, prefix = ''): Map<string, string | Plural> {
  const out = new Map<string, string | Plural>();
  for (const [k, v] of Object.entries(d)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string' || isPlural(v)) out.set(key, v);
    else for (const [kk, vv] of leaves(v as Dict, key)) out.set(kk, vv);
  }
  return out;
}

describe('i18n', () => {
  for (const [ns, b] of Object.entries(namespaces)) {
    it(`${ns}: the same keys in Russian and English`, () => {
      const en = leaves(b.en);
      const ru = leaves(b.ru);
      expect([...en.keys()].filter((k) => !ru.has(k)).map((k) => `${ns}.${k} (ru missing)`)).toEqual([]);
      expect([...ru.keys()].filter((k) => !en.has(k)).map((k) => `${ns}.${k} (en missing)`)).toEqual([]);
      for (const [k, v] of ru) {
        if (isPlural(v)) expect([k, v.few && v.many ? 'ok' : 'needs one/few/many/other']).toEqual([k, 'ok']);
        else expect([k, v.trim().length > 0]).toEqual([k, true]);
      }
      for (const [k, v] of en) if (typeof v === 'string') expect([k, v.trim().length > 0]).toEqual([k, true]);
    });
  }

  it('a hint that asks for a hover or a right-click has a touch twin that names a tap or a press instead', async () => {
    const MOUSE = /hover|right-click|наведи|правой кнопк/i;
    const bare: string[] = [];
    for (const [ns, b] of Object.entries(namespaces))
      for (const l of ['en', 'ru'] as const) {
        const all = leaves(b[l]);
        for (const [k, v] of all) {
          if (typeof v !== 'string') continue;
          if (k.endsWith('Touch')) expect([k, l, MOUSE.test(v)]).toEqual([k, l, false]);
          else if (MOUSE.test(v) && !all.has(`${k}Touch`)) bare.push(`${ns}.${k} (${l})`);
        }
      }
    // the rulebooks: such a paragraph comes in its two forms
    for (const id of ['northwood', 'temperaments', 'clouds']) {
      const book = (await import(`../../src/i18n/rulebook-${id}.ts`)).default as Record<
        'en' | 'ru',
        { sections: { id: string; body: unknown[] }[] }
      >;
      for (const l of ['en', 'ru'] as const)
        for (const s of book[l].sections)
          for (const b of s.body) {
            const text = typeof b === 'string' ? b : JSON.stringify(b);
            if (typeof b === 'string' || !('touch' in (b as object)))
              if (MOUSE.test(text)) bare.push(`rulebook-${id} ${s.id} (${l})`);
          }
    }
    expect(bare).toEqual([]);
  });

  it('fills placeholders and picks Russian plural forms', () => {
    expect(t('app.title', {}, 'ru')).toBe('Скрипторий');
    expect(t('app.no.such.key')).toBe('app.no.such.key');
    expect(has('app.title', 'en')).toBe(true);
  });

  it('a default name after the Russian word for a player is not said twice', () => {
    const name = t('app.newGame.defaultName', { n: 2 }, 'ru');
    expect(t('temperaments.table.autoPassed', { name }, 'ru')).toBe('У игрока 2 нет жетонов — пас.');
    expect(t('clouds.table.captured', { card: 'Руна', by: 'Ключ', name }, 'ru')).toBe(
      'Карта «Руна» захвачена картой «Ключ» и служит игроку 2.',
    );
    expect(t('temperaments.table.autoPassed', { name: 'Аня' }, 'ru')).toBe('У игрока Аня нет жетонов — пас.');
    expect(t('temperaments.table.autoPassed', { name: 'Player 2' }, 'en')).toContain('Player 2');
  });

  it('Cloud Marches in Russian: a sentence about a card or a person reads right whatever its gender', () => {
    // card names are of every gender (Жёрнов, Борона, Иней…), and so are people's (Сестра Хильдегарда)
    expect(t('clouds.table.forcedSkip', { card: 'Замковый Камень' }, 'ru')).toBe(
      'Карта «Замковый Камень» помечена: её ход пропущен.',
    );
    expect(t('clouds.table.forcedSkip', { card: 'Борона' }, 'ru')).toBe('Карта «Борона» помечена: её ход пропущен.');
    expect(t('clouds.table.captured', { card: 'Жёрнов', by: 'Пустельга', name: 'Аня' }, 'ru')).toBe(
      'Карта «Жёрнов» захвачена картой «Пустельга» и служит игроку Аня.',
    );
    expect(t('clouds.table.out', { name: 'Сестра Хильдегарда' }, 'ru')).toBe(
      'Сестра Хильдегарда выбывает из игры: карт не осталось.',
    );
    // no template makes a name the subject of a past-tense verb or a short participle (their endings
    // say a gender: «{card} помечена», «{name} объявил»), nor says «он»/«она» of it
    const GENDERED = /\{(card|by|name|attacker|target)\} [а-яё]+(л|ла|лся|лась|ен|ена|ён|ан|ана)(?![а-яё])/;
    const PRONOUN = /\{(card|by|name|attacker|target)\}[^.]*[:,—] (он|она) /;
    const flawed = [...leaves(namespaces.clouds?.ru ?? {}), ...leaves(namespaces.tutorial?.ru ?? {})]
      .flatMap(([k, v]) => (isPlural(v) ? Object.values(v).map((x) => [k, x] as const) : [[k, v] as const]))
      .filter(([, v]) => GENDERED.test(v as string) || PRONOUN.test(v as string))
      .map(([k]) => k);
    expect(flawed).toEqual([]);
  });

  it("every registered game's rules reasons are translated", async () => {
    for (const entry of registeredGames()) {
      const module = await loadGame(entry.id);
      // a game's own words first, else the app's (the engine's codes: malformed, internal…)
      const said = (code: string, lang: 'en' | 'ru') =>
        has(`${module.id}.reasons.${code}`, lang) || has(`app.reasons.${code}`, lang);
      for (const code of module.reasonCodes) {
        expect([code, said(code, 'en'), said(code, 'ru')]).toEqual([code, true, true]);
      }
    }
  });
});
