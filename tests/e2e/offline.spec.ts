/**
 * Installable and offline: the manifest and its icons, then the service worker keeps the whole app —
 * after one visit and with the network cut, a reload opens the title, a solo game is played by
 * clicks, the advisor thinks in its Web Worker, a tutorial and the inspector open.
 */
import type { Page } from '@playwright/test';
import { expect, openInstant, test, waitReady } from './fixtures';

test.use({ serviceWorkers: 'allow' });

type View = { phase: string; playable: string[]; fiefs: { number: number; choosable: boolean }[] };
type Hooks = {
  offlineReady?: boolean;
  tableReady?: boolean;
  busy?: () => boolean;
  view(seat: number): View;
  session: { eventCount: number };
  scene: { cards: Map<string, { x: number; y: number }> };
};

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const s = (window as unknown as { __scriptorium?: Partial<Hooks> }).__scriptorium;
    return Boolean(s?.tableReady) && s?.busy?.() === false;
  });
}

async function clickAt(page: Page, x: number, y: number): Promise<void> {
  const box = await page.locator('#stage canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.click(box.x + (x * box.width) / 1280, box.y + (y * box.height) / 720);
}

test('after one visit the app installs and plays with the network cut', async ({ page, context, consoleErrors }) => {
  test.setTimeout(300_000);
  await openInstant(page, '/');
  // Installable: the manifest names the app and its icons (192, 512 and a maskable one), all served.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(new URL(href as string, page.url()).href)).json();
  expect(manifest.name).toBe('Scriptorium');
  expect(manifest.display).toBe('standalone');
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const res = await page.request.get(new URL(icon.src, page.url()).href);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  // The worker has kept every file of the build.
  await page.waitForFunction(() => (window as unknown as { __scriptorium: Hooks }).__scriptorium.offlineReady === true);
  // and says so once, at the top, where a tap goes through it to what it covers (at the foot it hid a
  // phone's hand and the table's buttons)
  const kept = page.locator('.pwa-toast[data-toast="offline"]');
  await expect(kept).toBeVisible();
  expect((await kept.boundingBox())?.y ?? 999).toBeLessThan(40);
  expect(await kept.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');

  await context.setOffline(true);
  await page.reload();
  await waitReady(page);
  await expect(page.locator('[data-screen="title"] article.tile')).toHaveCount(3);
  // The network is really gone: a file the worker did not keep cannot be fetched.
  expect(
    await page.evaluate(() =>
      fetch('./not-kept.txt').then(
        () => 'reached',
        () => 'offline',
      ),
    ),
  ).toBe('offline');
  // …which the browser reports on the console; that one line is the proof, not a fault.
  const cut = () => consoleErrors.findIndex((e) => e.includes('ERR_INTERNET_DISCONNECTED'));
  await expect.poll(cut).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(cut(), 1);

  // A solo game by clicks: the first choosable fief, substitutes, reveal, a playable card.
  await page.locator('article[data-game="northwood"] [data-action="new"]').click();
  const sheet = page.locator('[data-modal="new-game"]');
  await sheet.locator('[data-field="seed"]').fill('offline');
  await sheet.locator('[data-action="start"]').click();
  await settled(page);
  const view = () => page.evaluate(() => (window as unknown as { __scriptorium: Hooks }).__scriptorium.view(0));
  const count = () =>
    page.evaluate(() => (window as unknown as { __scriptorium: Hooks }).__scriptorium.session.eventCount);
  const start = await count();
  for (let i = 0; i < 8 && (await view()).phase !== 'response'; i++) {
    const v = await view();
    if (v.phase === 'chooseFief') {
      const f = v.fiefs.find((x) => x.choosable) as { number: number };
      await clickAt(page, 98 + f.number * 155, 135);
    } else if (v.phase === 'chooseSubstitutes') await page.locator('[data-action="confirm"]').click();
    else await page.locator('.nw-actions [data-action="reveal"]').click();
    await settled(page);
  }
  const v = await view();
  expect(v.phase).toBe('response');
  const [x, y] = await page.evaluate((id) => {
    const c = (window as unknown as { __scriptorium: Hooks }).__scriptorium.scene.cards.get(id) as {
      x: number;
      y: number;
    };
    return [c.x, c.y - 40];
  }, v.playable[0] as string);
  await clickAt(page, x, y);
  await settled(page);
  expect(await count()).toBeGreaterThanOrEqual(start + 3);
  // The advisor runs in the bot Web Worker, itself served by the service worker.
  await page.locator('[data-action="hint"]').click();
  await expect(page.locator('.nw-hint li').first()).toBeVisible({ timeout: 120_000 });

  // A tutorial and the inspector, still offline.
  await page.goto(`${new URL(page.url()).origin}/#/temperaments/tutorial`);
  await waitReady(page);
  await expect(page.locator('.tut-panel')).toBeVisible();
  await page.goto(`${new URL(page.url()).origin}/#/inspect/northwood`);
  await waitReady(page);
  await expect(page.locator('aside.insp')).toBeVisible();
});
