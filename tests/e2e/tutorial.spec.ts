/**
 * Every game's tutorial in Russian, on the inspector's developer route (`#/inspect/<game>?tutorial`,
 * which checks a script without a table). The tutorials are walked page by page on their real
 * tables in northwood-tutorial.spec.ts (with the hint and Back) and table-tutorials.spec.ts.
 */
import '../../machines/registry';
import { loadGame, registeredGames } from '../../machines/core/game';
import { t } from '../../src/i18n';
import type { AnyScript } from '../../src/tutorial/runner';
import { expect, openApp, test } from './fixtures';

const firstWords = (text: string) => (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim().slice(0, 70);

test('every tutorial reads in Russian', async ({ page }) => {
  for (const entry of registeredGames()) {
    const module = await loadGame(entry.id);
    const script = module.tutorial as AnyScript;
    await openApp(page, `/inspect/${entry.id}?tutorial`, 'ru');
    const panel = page.locator('.tut-panel');
    const first = script.steps[0] as AnyScript['steps'][number];
    await expect(panel.locator('.tut-text')).toContainText(firstWords(t(first.text, {}, 'ru')));
    await expect(page.getByTestId('tutorial-progress')).toHaveText(`Шаг 1 из ${script.steps.length}`);
  }
});
