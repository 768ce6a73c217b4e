/**
 * The tutorials of Four Temperaments and Cloud Marches on their real tables (For Northwood!'s is
 * clicked through in northwood-tutorial.spec.ts): every page's text, a gilt ring on each thing the
 * page names (so the table knows where each named object is), the step's move made as the table's
 * own input would make it (through the Session, the tutorial's guard included), animations played
 * in between, and "Keep playing" at the end with the table still running.
 */
import type { Page } from '@playwright/test';
import '../../machines/registry';
import { loadGame } from '../../machines/core/game';
import { t } from '../../src/i18n';
import type { AnyScript } from '../../src/tutorial/runner';
import { expect, openInstant, test } from './fixtures';

type Ev = { type: string; [k: string]: unknown };
type Hooks = {
  tableReady?: boolean;
  busy?: () => boolean;
  scene: { locate(id: string): unknown; gesture(kind: string, target: string): void };
  session: { eventCount: number; send(e: Ev, by: string): { ok: boolean } };
};

const firstWords = (text: string) => (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const s = (window as unknown as { __scriptorium?: Partial<Hooks> }).__scriptorium;
    return Boolean(s?.tableReady) && s?.busy?.() === false;
  });
}

/**
 * How the page's first word meets its illuminated initial: the gap from the initial's box to the rest
 * of the word (its own margin is clear space), whether that rest is on the initial's first line, and
 * its letter case.
 */
async function initialsWord(page: Page): Promise<{ gap: number; beside: boolean; caps: string }> {
  return page.evaluate(() => {
    const ini = (document.querySelector('.tut-panel .tut-ini') as Element).getBoundingClientRect();
    const word = document.querySelector('.tut-panel .tut-word');
    if (!word) return { gap: Number.NaN, beside: false, caps: 'none' };
    const r = word.getClientRects()[0] as DOMRect;
    return {
      gap: r.left - ini.right,
      beside: r.top < ini.top + ini.height / 2,
      caps: getComputedStyle(word).textTransform,
    };
  });
}

for (const id of ['temperaments', 'clouds'] as const) {
  test(`tutorial of ${id} on its table: every page, rings on what it names, to the end`, async ({ page }) => {
    test.setTimeout(300_000);
    const script = (await loadGame(id)).tutorial as AnyScript;
    await openInstant(page, `/${id}/tutorial`);
    await settled(page);
    const panel = page.locator('.tut-panel');
    const n = script.steps.length;
    for (let i = 0; i < n; i++) {
      const step = script.steps[i] as AnyScript['steps'][number];
      await expect(panel).toHaveAttribute('data-step', step.id);
      await expect(page.getByTestId('tutorial-progress')).toHaveText(`Step ${i + 1} of ${n}`);
      await expect(panel.locator('.tut-text')).toContainText(firstWords(t(step.text, {}, 'en')));
      // the initial begins its word: the rest of it, in capitals, stands right against it
      const w = await initialsWord(page);
      expect(w.gap, `${id} step ${step.id}`).toBeLessThanOrEqual(2);
      expect([w.beside, w.caps]).toEqual([true, 'uppercase']);
      for (const target of step.highlight ?? []) {
        const where = await page.evaluate(
          (tg) => (window as unknown as { __scriptorium: Hooks }).__scriptorium.scene.locate(tg),
          target,
        );
        expect(where, `${id} step ${step.id}: the table cannot find "${target}"`).not.toBeNull();
      }
      const x = step.expect;
      if (x === 'next') {
        await panel.locator('[data-action="tutorial-next"]').click();
      } else if ('ui' in x) {
        await page.evaluate(
          ([kind, target]) =>
            (window as unknown as { __scriptorium: Hooks }).__scriptorium.scene.gesture(
              kind as string,
              target as string,
            ),
          [x.ui, x.target],
        );
      } else {
        const before = await page.evaluate(
          () => (window as unknown as { __scriptorium: Hooks }).__scriptorium.session.eventCount,
        );
        const ok = await page.evaluate(
          (e) => (window as unknown as { __scriptorium: Hooks }).__scriptorium.session.send(e as Ev, 'human').ok,
          x.event as Ev,
        );
        expect(ok, `${id} step ${step.id}: the scripted move was refused`).toBe(true);
        await expect
          .poll(() =>
            page.evaluate(() => (window as unknown as { __scriptorium: Hooks }).__scriptorium.session.eventCount),
          )
          .toBeGreaterThan(before);
      }
      await settled(page);
    }
    await expect(panel).toHaveAttribute('data-step', 'end');
    expect((await initialsWord(page)).gap).toBeLessThanOrEqual(2);
    await panel.locator('[data-action="tutorial-next"]').click();
    await expect(panel).toBeHidden();
  });
}
