/**
 * Every registered game's tutorial, clicked through to its end in the browser: each step's text on
 * the parchment page (English; the first page also in Russian), "step k of n", a wrong move refused
 * with the hint, Back, and at the end "Keep playing". It runs on the inspector's developer route
 * (`#/inspect/<game>?tutorial`), so it needs no table; moves are typed into the inspector's send box
 * as a developer would, gestures are reported as a table would.
 */
import type { Page } from '@playwright/test';
import '../../machines/registry';
import { loadGame, registeredGames } from '../../machines/core/game';
import { t } from '../../src/i18n';
import type { AnyScript } from '../../src/tutorial/runner';
import { expect, openApp, test } from './fixtures';

type Ev = { type: string; [k: string]: unknown };

const firstWords = (text: string) => (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim().slice(0, 70);

async function send(page: Page, event: Ev): Promise<void> {
  await page.getByRole('tab', { name: 'Send an event' }).click();
  await page.getByTestId('send-text').fill(JSON.stringify(event));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

async function eventCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __scriptorium: { session: { eventCount: number } } }).__scriptorium.session.eventCount,
  );
}

for (const entry of registeredGames()) {
  test(`tutorial of ${entry.id}: every page, the hint, Back, to the end`, async ({ page }) => {
    const module = await loadGame(entry.id);
    const script = module.tutorial as AnyScript;
    const n = script.steps.length;
    test.skip(n === 0, `${entry.id} has no tutorial steps yet`);
    await openApp(page, `/inspect/${entry.id}?tutorial`);
    const panel = page.locator('.tut-panel');
    const progress = page.getByTestId('tutorial-progress');
    let hinted = false;
    let backed = false;
    for (let i = 0; i < n; i++) {
      const step = script.steps[i] as AnyScript['steps'][number];
      await expect(panel).toHaveAttribute('data-step', step.id);
      await expect(progress).toHaveText(`Step ${i + 1} of ${n}`);
      await expect(panel.locator('.tut-text')).toContainText(firstWords(t(step.text, {}, 'en')));

      // Once, on the third page: Back shows the page before, then we come here again.
      if (i === 2 && !backed) {
        backed = true;
        await page.getByRole('button', { name: 'Back', exact: true }).click();
        await expect(panel).toHaveAttribute('data-step', (script.steps[1] as { id: string }).id);
        await expect(progress).toHaveText(`Step 2 of ${n}`);
        i = 0; // the loop's i++ makes it 1: redo step 2
        continue;
      }

      const x = step.expect;
      if (x === 'next') {
        await panel.getByRole('button', { name: 'Next' }).click();
      } else if ('ui' in x) {
        await page.evaluate(
          ([kind, target]) =>
            (
              window as unknown as { __scriptorium: { tutorialHost: { gesture(k: string, t: string): void } } }
            ).__scriptorium.tutorialHost.gesture(kind as string, target as string),
          [x.ui, x.target],
        );
      } else {
        const expected = x.event as Ev;
        if (!hinted) {
          // A different legal move is refused with the step's hint, and changes nothing.
          const others = await page.evaluate(
            ([seat, want]) => {
              const s = (window as unknown as { __scriptorium: { session: { legalMoves(seat: number): unknown[] } } })
                .__scriptorium.session;
              return s.legalMoves(seat as number).filter((m) => JSON.stringify(m) !== want);
            },
            [script.learnerSeat, JSON.stringify(expected)] as const,
          );
          const other = x.accepts ? undefined : (others as Ev[])[0];
          if (other) {
            hinted = true;
            const before = await eventCount(page);
            await send(page, other);
            await expect(panel.locator('.tut-hint')).toHaveText(t(step.hint ?? 'tutorial.notThis', {}, 'en'));
            expect(await eventCount(page)).toBe(before);
          }
        }
        const before = await eventCount(page);
        await send(page, expected);
        await expect.poll(() => eventCount(page)).toBeGreaterThan(before);
      }
    }
    await expect(panel).toHaveAttribute('data-step', 'end');
    await expect(panel).toContainText('Well learned!');
    await panel.getByRole('button', { name: 'Keep playing' }).click();
    await expect(panel).toBeHidden();
  });

  test(`tutorial of ${entry.id} reads in Russian`, async ({ page }) => {
    const module = await loadGame(entry.id);
    const script = module.tutorial as AnyScript;
    test.skip(script.steps.length === 0, `${entry.id} has no tutorial steps yet`);
    await openApp(page, `/inspect/${entry.id}?tutorial`, 'ru');
    const panel = page.locator('.tut-panel');
    const first = script.steps[0] as AnyScript['steps'][number];
    await expect(panel.locator('.tut-text')).toContainText(firstWords(t(first.text, {}, 'ru')));
    await expect(page.getByTestId('tutorial-progress')).toHaveText(`Шаг 1 из ${script.steps.length}`);
  });
}
