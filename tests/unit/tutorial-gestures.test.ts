/** Every tutorial step that waits for the learner's hand names the gesture (click, tap, press, right-click, hold). */
import { describe, expect, it, vi } from 'vitest';
import '../../machines/registry';
import { loadGame, registeredGames } from '../../machines/core/game';
import { t } from '../../src/i18n';

const GESTURE = {
  en: /\b(click|tap|press|right-click|hold)\b/i,
  ru: /(нажмите|щёлкните|задержите|коснитесь)/i,
};

describe('tutorial gestures', () => {
  it('a step that waits for the learner says how to do it, in both languages', async () => {
    const silent: string[] = [];
    for (const entry of registeredGames()) {
      const module = await loadGame(entry.id);
      const steps = (module.tutorial?.steps ?? []) as { id: string; text: string; expect: unknown }[];
      expect(steps.length, entry.id).toBeGreaterThan(0);
      for (const step of steps) {
        if (step.expect === 'next') continue; // read and go on: the panel's own button
        for (const lang of ['en', 'ru'] as const) {
          const text = t(step.text, {}, lang);
          if (!GESTURE[lang].test(text)) silent.push(`${entry.id} ${step.id} (${lang}): ${text}`);
        }
      }
    }
    expect(silent).toEqual([]);
  });

  it('names a click with a mouse and a tap on a touch screen, never both', async () => {
    const step = (module: { tutorial?: { steps: unknown[] } }) =>
      ((module.tutorial?.steps ?? []) as { id: string; text: string }[]).find((s) => s.id === 'chooseFief');
    const text = step(await loadGame('northwood'))?.text ?? '';
    expect(t(text, {}, 'en')).toMatch(/click its card to choose it/);
    vi.resetModules();
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(hover: none)' }));
    try {
      const touch = await import('../../src/i18n');
      expect(touch.t(text, {}, 'en')).toMatch(/Brambleford: tap its card to choose it/);
      expect(touch.t(text, {}, 'ru')).toBe(t(text, {}, 'ru')); // «Нажмите» fits both
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a touch screen names no keyboard key, and a button by the words it bears', async () => {
    const KEY = /\((?:or|или)\b[^)]*\)/i; // "(or C)", "(или P)", "(or press its number)"
    // the Cloud Marches steps that ask for a button, and what the button reads then
    const cls = (c: string, l: 'en' | 'ru') => t('clouds.table.classBtn', { cls: t(`clouds.classes.${c}`, {}, l) }, l);
    const BUTTONS: [string, (l: 'en' | 'ru') => string][] = [
      ['clouds.tutorial.earthAction', (l) => cls('earth', l)],
      ['clouds.tutorial.unicornMark', (l) => cls('unicorn', l)],
      ['clouds.tutorial.pegasusAction', (l) => cls('pegasus', l)],
      ['clouds.tutorial.markAgain', (l) => cls('unicorn', l)],
      [
        'clouds.tutorial.stoop',
        (l) => t('clouds.table.abilityBtn', { name: t('clouds.abilities.stoop', {}, l), cost: 1 }, l),
      ],
    ];
    for (const [key, label] of BUTTONS)
      for (const l of ['en', 'ru'] as const) expect([key, l, t(key, {}, l).includes(label(l))]).toEqual([key, l, true]);
    const steps: string[] = [];
    for (const entry of registeredGames()) {
      const module = await loadGame(entry.id);
      for (const step of (module.tutorial?.steps ?? []) as { text: string }[]) steps.push(step.text);
    }
    vi.resetModules();
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(hover: none)' }));
    try {
      const touch = await import('../../src/i18n');
      const keyed = steps.flatMap((k) =>
        (['en', 'ru'] as const)
          .filter((l) => KEY.test(touch.t(k, {}, l)))
          .map((l) => `${k} (${l}): ${touch.t(k, {}, l)}`),
      );
      expect(keyed).toEqual([]);
      for (const [key, label] of BUTTONS)
        for (const l of ['en', 'ru'] as const)
          expect([key, l, touch.t(key, {}, l).includes(label(l))]).toEqual([key, l, true]);
      // and a click is a tap there
      expect(touch.t('temperaments.tutorial.animal', {}, 'en')).toMatch(/^.*Tap your phlegmatic/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
