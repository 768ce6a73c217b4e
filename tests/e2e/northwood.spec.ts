/**
 * For Northwood! in the browser, played as a person plays it: clicks on the canvas and the page.
 * The test reads the legal moves from the hooks to know what a person would pick, but acts only
 * through the input a person has.
 */
import type { Page } from '@playwright/test';
import { cardPoint, clickAt, expect, rendererType, settled, startNorthwood, test, waitReady } from './fixtures';

type View = {
  phase: string;
  playable: string[];
  fiefs: { number: number; choosable: boolean; status: string }[];
  slots: { usable: boolean; active: string | null }[];
  result: unknown;
  visit: { fief: number } | null;
  hand: string[];
};

const view = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scriptorium: { view(s: number): View } }).__scriptorium.view(0));
const events = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __scriptorium: { session: { eventCount: number } } }).__scriptorium.session.eventCount,
  );

/** One move the way a person makes it: the first choosable fief, begin, reveal, the first playable card. */
async function playOne(page: Page): Promise<void> {
  const v = await view(page);
  if (v.phase === 'chooseFief') {
    const f = v.fiefs.find((x) => x.choosable);
    if (!f) throw new Error('no choosable fief');
    await clickAt(page, 98 + f.number * 155, 116);
  } else if (v.phase === 'chooseSubstitutes') {
    await page.locator('[data-action="confirm"]').click();
  } else if (v.phase === 'abilityWindow' || v.phase === 'awaitReveal') {
    await page.locator('.nw-actions [data-action="reveal"]').click();
  } else if (v.phase === 'response') {
    const [x, y] = await cardPoint(page, v.playable[0] as string);
    await clickAt(page, x, y);
  } else {
    throw new Error(`unexpected phase ${v.phase}`);
  }
  await settled(page);
}

test('a whole game from the title screen to the medal, on WebGL', async ({ page }) => {
  test.setTimeout(600_000);
  await startNorthwood(page, 'e2e-full');
  expect(await rendererType(page)).toBe(2);
  await expect(page.locator('.hud-status')).toContainText('Visit 1 of 8');
  for (let i = 0; i < 400 && !(await view(page)).result; i++) await playOne(page);
  const end = page.locator('[data-modal="game-over"]');
  await expect(end).toBeVisible();
  await expect(end.locator('.nw-medal svg')).toBeVisible();
  await expect(end).toContainText(/stars/);
  await expect(end.locator('.nw-fiefs li')).toHaveCount(8);
  const result = await page.evaluate(() =>
    (
      window as unknown as { __scriptorium: { session: { result(): { over: boolean } } } }
    ).__scriptorium.session.result(),
  );
  expect(result.over).toBe(true);
  // Every fief was visited once: none is left unvisited at the end.
  expect((await view(page)).fiefs.filter((f) => f.status === 'unvisited')).toHaveLength(0);
  await end.locator('[data-action="play-again"]').click();
  await expect(page.locator('[data-modal="new-game"]')).toBeVisible();
});

test('an illegal card shows why and changes nothing', async ({ page }) => {
  await startNorthwood(page, 'e2e-illegal');
  // Reach a response where some card may not be played.
  for (let i = 0; i < 60; i++) {
    const v = await view(page);
    if (v.phase === 'response' && v.playable.length < v.hand.length) break;
    await playOne(page);
  }
  const v = await view(page);
  expect(v.phase).toBe('response');
  const bad = v.hand.find((c) => !v.playable.includes(c)) as string;
  const before = await events(page);
  const [x, y] = await cardPoint(page, bad);
  await clickAt(page, x, y);
  await expect(page.locator('.hud-notice').last()).toContainText('follow');
  expect(await events(page)).toBe(before);
  expect((await view(page)).hand).toContain(bad);
});

test('a reload in the middle of a visit comes back to exactly the same position', async ({ page }) => {
  await startNorthwood(page, 'e2e-resume');
  for (let i = 0; i < 7; i++) await playOne(page);
  const snap = () =>
    page.evaluate(() =>
      JSON.stringify(
        (
          window as unknown as { __scriptorium: { snapshot(): { context: unknown; value: unknown } } }
        ).__scriptorium.snapshot(),
      ),
    );
  const before = JSON.parse(await snap());
  expect((await view(page)).visit).not.toBeNull();
  await page.reload({ waitUntil: 'commit' });
  await waitReady(page);
  // The address now names the game being played, so the reload resumes it by itself.
  expect(page.url()).toContain('#/northwood/continue');
  await settled(page);
  const after = JSON.parse(await snap());
  expect(after.context).toEqual(before.context);
  expect(after.value).toEqual(before.value);
});

test('keyboard: Enter reveals, a number plays a card, U takes back a fief choice', async ({ page }) => {
  await startNorthwood(page, 'e2e-keys');
  const v0 = await view(page);
  const f = v0.fiefs.find((x) => x.choosable) as { number: number };
  await clickAt(page, 98 + f.number * 155, 116);
  await settled(page);
  if ((await view(page)).phase === 'chooseSubstitutes') await page.locator('[data-action="confirm"]').click();
  await settled(page);
  await page.keyboard.press('u');
  await settled(page);
  expect((await view(page)).phase).toBe('chooseFief');
  await clickAt(page, 98 + f.number * 155, 116);
  await settled(page);
  await page.keyboard.press('Enter');
  await settled(page);
  const v = await view(page);
  expect(v.phase).toBe('response');
  const sorted = await page.evaluate(
    () =>
      (window as unknown as { __scriptorium: { scene: { model: { hand: string[] } } } }).__scriptorium.scene.model.hand,
  );
  const index = sorted.findIndex((c) => v.playable.includes(c));
  const before = await events(page);
  await page.keyboard.press(String(index + 1));
  await settled(page);
  expect(await events(page)).toBe(before + 1);
  expect((await view(page)).hand).not.toContain(sorted[index]);
});
