/**
 * A truncated Cloud Marches save with a good backup (issue 13): one sheet explains it and nothing
 * covers it; the refused text is kept aside; the backup survives and can be restored, or survives
 * a new game under its own key.
 */
import type { Page } from '@playwright/test';
import '../../machines/registry';
import { loadGame } from '../../machines/core/game';
import { playGame } from '../../machines/core/sim';
import { expect, openApp, tableEvents, tableReady, test } from './fixtures';

const SAVE = 'scriptorium.save.clouds';

async function cloudsRecords(): Promise<{ backup: string; truncated: string; backupEvents: unknown[] }> {
  const module = await loadGame('clouds');
  const play = (n: number) => {
    const out = playGame(module, 'cut-short', ['random'], 2, module.defaultOptions(2), {}, n, undefined, true);
    const record = out.record as NonNullable<typeof out.record>;
    record.meta = {
      players: [
        { name: 'Anna', kind: 'human' },
        { name: 'Odo', kind: 'bot', level: 'easy' },
      ],
      created: '2026-11-30T10:00:00.000Z',
    };
    return record;
  };
  const backup = play(10);
  const last = JSON.stringify(play(12));
  return { backup: JSON.stringify(backup), backupEvents: backup.events, truncated: last.slice(0, last.length / 2) };
}

async function plant(page: Page, save: string, backup: string): Promise<void> {
  await page.evaluate(
    ([k, s, b]) => {
      localStorage.setItem(k as string, s as string);
      localStorage.setItem(`${k}.previous`, b as string);
    },
    [SAVE, save, backup],
  );
}

const storage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.includes('.save.clouds'))));

/** The sheet is on top: the element under each button's centre is that button. */
async function uncovered(page: Page, selector: string): Promise<void> {
  const free = await page.evaluate((sel) => {
    return [...document.querySelectorAll<HTMLElement>(sel)].every((b) => {
      const r = b.getBoundingClientRect();
      return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
  }, selector);
  expect(free).toBe(true);
}

test('a truncated save is explained in one uncovered sheet; the backup survives and is restored', async ({ page }) => {
  const { backup, truncated, backupEvents } = await cloudsRecords();
  await openApp(page);
  await plant(page, truncated, backup);
  await page.reload();
  await page.locator('article[data-game="clouds"] [data-action="continue"]').click();

  const sheet = page.getByRole('dialog', { name: 'The saved game cannot be opened' });
  await expect(sheet).toBeVisible();
  await expect(page.locator('.backdrop')).toHaveCount(1); // no new-game sheet underneath or on top
  await expect(sheet).toContainText('The save is damaged: its text is cut short or garbled');
  await expect(sheet).toContainText('The previous save reads well: 10 moves into the game.');
  await uncovered(page, '[data-modal="save-trouble"] button');

  // The refused text is kept under its own key; the backup is untouched.
  let kept = await storage(page);
  const refused = Object.keys(kept).filter((k) => k.startsWith(`${SAVE}.refused.`));
  expect(refused).toHaveLength(1);
  expect(kept[refused[0] as string]).toBe(truncated);
  expect(kept[`${SAVE}.previous`]).toBe(backup);
  expect(kept[SAVE]).toBeUndefined();

  // Closing goes back to the title; Continue is still offered and explains again.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/#\/$/);
  await page.locator('article[data-game="clouds"] [data-action="continue"]').click();
  await expect(sheet).toContainText('The last save was set aside earlier because it could not be read.');
  kept = await storage(page);
  expect(kept[`${SAVE}.previous`]).toBe(backup);

  await sheet.getByRole('button', { name: 'Restore the previous save' }).click();
  await expect(sheet).toBeHidden();
  const events = await tableEvents(page);
  expect(events.slice(0, 10)).toEqual(backupEvents);
  expect(Object.keys(await storage(page)).filter((k) => k.includes('.refused.'))).toHaveLength(1);
});

test('choosing a new game keeps the good backup aside and explains in Russian', async ({ page }) => {
  const { backup, truncated } = await cloudsRecords();
  await openApp(page, '/', 'ru');
  await plant(page, truncated, backup);
  await page.reload();
  await page.locator('article[data-game="clouds"] [data-action="continue"]').click();
  const sheet = page.locator('[data-modal="save-trouble"]');
  await expect(sheet).toContainText('Сохранение повреждено');
  await expect(sheet).toContainText('Предыдущее сохранение читается: 10 ходов от начала партии.');
  await sheet.getByRole('button', { name: 'Начать новую партию' }).click();
  const newGame = page.locator('[data-modal="new-game"]');
  await expect(newGame).toBeVisible();
  await expect(sheet).toHaveCount(0);
  await newGame.locator('[data-action="start"]').click();
  await tableReady(page);
  const kept = await storage(page);
  const declined = Object.keys(kept).filter((k) => k.startsWith(`${SAVE}.declined.`));
  expect(declined.map((k) => kept[k])).toEqual([backup]);
  expect(
    Object.keys(kept)
      .filter((k) => k.startsWith(`${SAVE}.refused.`))
      .map((k) => kept[k]),
  ).toEqual([truncated]);
  expect(kept[SAVE]).toBeDefined();
  expect(kept[SAVE]).not.toBe(backup);
});
