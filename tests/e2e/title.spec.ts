import type { Page } from '@playwright/test';
import { expect, openApp, rendererType, test, waitReady } from './fixtures';

/** How many animations move the title page's light and motes (src/app/page-backdrop.ts). */
const pageMotion = (page: Page) =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === 'running' &&
            a.effect instanceof KeyframeEffect &&
            a.effect.target instanceof Element &&
            a.effect.target.closest('.page:not([hidden])'),
        ).length,
  );

test.describe('as a player without reduced motion sees it', () => {
  // The suite runs calm (playwright.config.ts); a player's title has its candle and motes moving.
  test.use({ reducedMotion: 'no-preference' });
  test('the title screen loads on WebGL with a tile per game and no console error', async ({ page }) => {
    await openApp(page);
    expect(await rendererType(page)).toBe(2); // Phaser.WEBGL: never the Canvas fallback
    expect(await pageMotion(page)).toBeGreaterThan(10); // the candle breathes, the motes drift
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('aria-label', 'Scriptorium');
    const tiles = page.locator('article.tile');
    await expect(tiles).toHaveCount(3);
    await expect(tiles.nth(0)).toContainText('For Northwood!');
    await expect(tiles.nth(1)).toContainText('Four Temperaments');
    await expect(tiles.nth(2)).toContainText('Cloud Marches');
    // A tile is playable exactly when its game is registered and has a table; others say so.
    for (const tile of await tiles.all()) {
      const disabled = (await tile.getAttribute('aria-disabled')) === 'true';
      if (disabled) await expect(tile).toContainText('Coming soon');
      else await expect(tile.getByRole('button', { name: 'New game' })).toBeVisible();
    }
  });
});

test('the title is on the screen before any WebGL context is made, and Phaser boots behind it', async ({ page }) => {
  // When the title's heading is first painted (Element Timing), and when each WebGL context is made: the
  // title needs none, and under software rendering making one held its first paint back.
  await page.addInitScript(() => {
    const seen = { painted: 0, contexts: [] as number[] };
    (window as unknown as { __titleSeen: typeof seen }).__titleSeen = seen;
    const make = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (type === 'webgl' || type === 'webgl2') seen.contexts.push(performance.now());
      return (make as (...a: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    } as typeof make;
    new MutationObserver((_, watch) => {
      const head = document.querySelector('[data-screen="title"] h1');
      if (!head) return;
      head.setAttribute('elementtiming', 'title');
      watch.disconnect();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { renderTime: number; identifier: string })[])
        if (e.identifier === 'title') seen.painted ||= e.renderTime;
    }).observe({ type: 'element', buffered: true });
  });
  await openApp(page);
  expect(await rendererType(page)).toBe(2); // booted once the title was up, on WebGL
  type Seen = { painted: number; contexts: number[] };
  const painted = await page.waitForFunction(() => (window as unknown as { __titleSeen: Seen }).__titleSeen.painted);
  expect(await painted.jsonValue(), 'the title painted').toBeGreaterThan(0);
  const seen = await page.evaluate(() => (window as unknown as { __titleSeen: Seen }).__titleSeen);
  expect(seen.contexts.length, 'one WebGL context: the table’s').toBe(1);
  expect(seen.contexts[0], 'made after the title was on the screen').toBeGreaterThan(seen.painted);
});

/** Each game's name on its tile: on one line, inside the tile, its tagline ending above the buttons. */
async function namesFit(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  for (const tile of await page.locator('article.tile').all()) {
    // layout pixels inside the tile (the overlay is scaled as a whole)
    const m = await tile.evaluate((el) => {
      const name = el.querySelector('h2') as HTMLElement;
      const tagline = el.querySelector('.tagline') as HTMLElement;
      const actions = el.querySelector('.actions') as HTMLElement;
      return {
        name: name.textContent,
        overflow: name.scrollWidth - name.clientWidth,
        height: name.offsetHeight,
        line: Number.parseFloat(getComputedStyle(name).lineHeight),
        taglineEnd: tagline.offsetTop + tagline.scrollHeight,
        actionsTop: actions.offsetTop,
        actionsEnd: actions.offsetTop + actions.offsetHeight,
        tile: el.clientHeight,
      };
    });
    expect(m.overflow, `${m.name}: fits its tile`).toBeLessThanOrEqual(1);
    expect(m.height, `${m.name}: one line`).toBeLessThan(m.line * 1.5);
    expect(m.taglineEnd, `${m.name}: the tagline ends above the buttons`).toBeLessThanOrEqual(m.actionsTop + 1);
    expect(m.actionsEnd, `${m.name}: its buttons inside the tile`).toBeLessThanOrEqual(m.tile);
  }
  // The title's lettering and the links of the corner (languages, Library…) keep apart.
  const apart = await page.evaluate(() => {
    const a = (document.querySelector('.screen.title h1') as HTMLElement).getBoundingClientRect();
    return [...document.querySelectorAll('.screen.title .corner button')].every((el) => {
      const b = el.getBoundingClientRect();
      return a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
    });
  });
  expect(apart, 'the title clear of the corner links').toBe(true);
}

test('switching the language changes what is written and is remembered; every game name stays on one line in both', async ({
  page,
}) => {
  await openApp(page);
  await expect(page.locator('.page')).toBeVisible();
  expect(await pageMotion(page), 'a system asking for reduced motion gets a still page').toBe(0);
  await expect(page.locator('.subtitle')).toHaveText('Three games on an illuminated page');
  await expect(page.locator('article.tile').nth(1)).toContainText('Four');
  await namesFit(page);
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('aria-label', 'Скрипторий');
  await expect(page.locator('.subtitle')).toHaveText('Три игры на иллюминированной странице');
  await expect(page.locator('article.tile').nth(0)).toContainText('За Нортвуд!');
  await expect(page.getByRole('button', { name: 'Настройки' })).toBeVisible();
  // The longer Russian names on a smaller screen's tiles.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.locator('article.tile').nth(1)).toContainText('Четыре');
  await namesFit(page);
  await page.reload({ waitUntil: 'commit' });
  await waitReady(page);
  await expect(page.locator('.subtitle')).toHaveText('Три игры на иллюминированной странице');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
});

test('settings persist across a reload', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const sheet = page.getByRole('dialog', { name: 'Settings' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('switch', { name: 'Sound' }).click(); // sound off
  await sheet.getByRole('switch', { name: 'Ask before moves that cannot be undone' }).click(); // no seal question
  await sheet.getByLabel('Animation speed').selectOption('2');
  await sheet.getByLabel('Volume').fill('30');
  await expect(sheet.locator('output')).toHaveText('30%');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.reload({ waitUntil: 'commit' });
  await waitReady(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const again = page.getByRole('dialog', { name: 'Settings' });
  for (const name of ['Sound', 'Ask before moves that cannot be undone']) {
    await expect(again.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'false');
    await expect(again.getByRole('switch', { name })).toHaveText('Off');
  }
  await expect(again.getByLabel('Animation speed')).toHaveValue('2');
  await expect(again.getByLabel('Volume')).toHaveValue('30');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('scriptorium.settings') ?? '{}'));
  expect(stored).toEqual({ volume: 0.3, sound: false, speed: 2, confirm: false });
  // a language chosen here letters the open sheet itself anew, the settings kept
  await again.getByRole('button', { name: 'Русский' }).click();
  const ru = page.getByRole('dialog', { name: 'Настройки' });
  await expect(ru.getByRole('button', { name: 'Русский' })).toHaveAttribute('aria-pressed', 'true');
  await expect(ru.getByRole('switch', { name: 'Звук' })).toHaveText('Выкл.');
  await expect(ru.getByLabel('Громкость')).toHaveValue('30');
  await expect(ru.locator('[data-action="close"]')).toHaveText('Закрыть');
});

test('no sound before the first gesture, then About answers with one; the about sheet and an unknown game’s inspector open from their routes and lead back to the title', async ({
  page,
}) => {
  await openApp(page);
  const before = await page.evaluate(
    () => (window as unknown as { __scriptorium: { sounds: unknown[] } }).__scriptorium.sounds.length,
  );
  expect(before).toBe(0);
  await page.getByRole('button', { name: 'About' }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { __scriptorium: { sounds: { name: string }[] } }).__scriptorium.sounds.map(
          (s) => s.name,
        ),
      ),
    )
    .toContain('card-flick');
  const about = page.getByRole('dialog', { name: 'About Scriptorium' });
  await page.keyboard.press('Escape');
  await expect(about).toBeHidden();
  // A link to the about sheet opens it; Esc goes back to the title.
  await page.goto('/#/about');
  await expect(about).toContainText('Wil Su');
  await page.keyboard.press('Escape');
  await expect(about).toBeHidden();
  await expect(page).toHaveURL(/#\/$/);
  // The inspector asked for a game that is not here names the ones that are.
  await page.goto('/#/inspect/no-such-game');
  await expect(page.getByRole('alert')).toContainText('There is no game “no-such-game” here');
  await page.getByRole('button', { name: 'Back to the title' }).click();
  await expect(page.locator('article.tile')).toHaveCount(3);
});

test('after leaving a table, switching the language on the title throws nothing', async ({ page }) => {
  // The fixture fails on any page error: a scene left behind would still answer the language change.
  for (const game of ['northwood', 'clouds']) {
    await openApp(page, `/${game}/tutorial`);
    await page.waitForFunction(
      () => (window as unknown as { __scriptorium?: { tableReady?: boolean } }).__scriptorium?.tableReady === true,
    );
    await page.evaluate(() => {
      location.hash = '#/';
    });
    await expect(page.locator('article.tile')).toHaveCount(3);
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('aria-label', 'Скрипторий');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('aria-label', 'Scriptorium');
  }
});
