/**
 * The rulebook at the table: R and the Rules button open the game's book (contents, pictures), in
 * both languages; a refused move's notice links to the rule it cites; the statechart inspector is
 * the Chart button (F2), and F2 pressed twice quickly leaves it closed.
 */
import type { Page } from '@playwright/test';
import { cardPoint, clickAt, expect, openApp, settled, startNorthwood, test } from './fixtures';

type View = { phase: string; playable: string[]; hand: string[]; fiefs: { number: number; choosable: boolean }[] };

const view = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scriptorium: { view(s: number): View } }).__scriptorium.view(0));

/** Plays on the way a person does until a card in hand may not be played. */
async function reachForbiddenCard(page: Page): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const v = await view(page);
    if (v.phase === 'response' && v.playable.length < v.hand.length)
      return v.hand.find((c) => !v.playable.includes(c)) as string;
    if (v.phase === 'chooseFief') {
      const f = v.fiefs.find((x) => x.choosable);
      await clickAt(page, 98 + (f?.number ?? 0) * 155, 135);
    } else if (v.phase === 'chooseSubstitutes') await page.locator('[data-action="confirm"]').click();
    else if (v.phase === 'response') await clickAt(page, ...(await cardPoint(page, v.playable[0] as string)));
    else await page.locator('.nw-actions [data-action="reveal"]').click();
    await settled(page);
  }
  throw new Error('no forbidden card met');
}

test('R and the Rules button open the book; a refusal links to its rule; Chart is F2', async ({ page }) => {
  test.setTimeout(240_000);
  await startNorthwood(page, 'e2e-rules', 'en');
  const book = page.locator('.rulebook[data-rulebook="northwood"]');

  await page.keyboard.press('r');
  await expect(book).toBeVisible();
  await expect(book.locator('h1')).toHaveText('For Northwood!');
  await expect(book.locator('.rb-contents li')).toHaveCount(12);
  await expect(book.locator('.rb-contents')).toContainText('A dialogue');
  // the table's own pictures, painted into the pages
  await expect(book.locator('.rb-canvas canvas').first()).toBeVisible();
  // the contents list takes the reader to a section
  await book.locator('[data-goto="allies"]').click();
  await expect(book.locator('[data-section="allies"]')).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(book).toHaveCount(0);

  await page.locator('[data-action="rules"]').click();
  await expect(book).toBeVisible();
  await book.locator('[data-action="close-rules"]').click();
  await expect(book).toHaveCount(0);

  // a refused move cites its rule, and the link opens the book there
  const bad = await reachForbiddenCard(page);
  await clickAt(page, ...(await cardPoint(page, bad)));
  const notice = page.locator('.hud-notice').last();
  await expect(notice).toContainText('follow');
  await notice.locator('.rule-link').click();
  await expect(book).toBeVisible();
  const cited = book.locator('[data-section="dialogue"]');
  await expect(cited).toHaveClass(/cited/);
  await expect(cited).toBeInViewport();
  await expect(cited).toContainText('Follow suit');
  await page.keyboard.press('r');
  await expect(book).toHaveCount(0);

  // the inspector is the Chart, on F2; two quick presses leave it closed
  const chart = page.locator('[data-action="inspector"]');
  await expect(chart).toContainText('Chart');
  await expect(chart).toContainText('F2');
  await page.keyboard.press('F2');
  await page.keyboard.press('F2');
  await page.waitForTimeout(1500);
  await expect(page.locator('aside.insp')).toHaveCount(0);
  await page.keyboard.press('F2');
  await expect(page.locator('aside.insp')).toBeVisible();
  await expect(page.locator('aside.insp .insp-log-item .words').last()).toBeVisible();
  await page.keyboard.press('F2');
  await expect(page.locator('aside.insp')).toHaveCount(0);
});

test('the books in Russian: Northwood from R, and the other two from their tutorials', async ({ page }) => {
  test.setTimeout(240_000);
  await startNorthwood(page, 'e2e-rules-ru', 'ru');
  // in a visit the prompt is long: it keeps between the status and the toolbar, whose Hint takes a click
  // (the prompt ran under Подсказка and took its clicks)
  const fief = await page.evaluate(
    () =>
      (
        window as unknown as { __scriptorium: { view(s: number): { fiefs: { number: number; choosable: boolean }[] } } }
      ).__scriptorium
        .view(0)
        .fiefs.find((f) => f.choosable)?.number ?? 0,
  );
  await clickAt(page, 98 + fief * 155, 135);
  await settled(page);
  const confirm = page.locator('.nw-actions [data-action="confirm"]');
  if (await confirm.isVisible()) await confirm.click();
  await settled(page);
  const info = page.locator('.nw-info strong');
  await expect(info).toHaveText('Примените свойство или откройте заявление');
  const [words, tools] = [await info.boundingBox(), await page.locator('.hud-toolbar').boundingBox()];
  expect(words && tools && words.x + words.width <= tools.x, 'the prompt ends before the toolbar').toBe(true);
  expect(words && words.height < 30, 'the prompt on one line').toBe(true);
  await page.locator('.hud-toolbar [data-action="hint"]').click({ timeout: 5000 });
  await expect(page.locator('.nw-hint li').first()).toContainText('%');
  const nw = page.locator('.rulebook[data-rulebook="northwood"]');
  await expect(page.locator('[data-action="rules"]')).toContainText('Правила');
  await expect(page.locator('[data-action="inspector"]')).toContainText('Схема');
  await page.keyboard.press('r');
  await expect(nw.locator('h1')).toHaveText('«За Нортвуд!»');
  await expect(nw.locator('.rb-contents h2')).toHaveText('Содержание');
  await expect(nw.locator('[data-section="dialogue"]')).toContainText('Играйте в масть');
  await page.keyboard.press('Escape');

  for (const [game, title, section, words] of [
    ['temperaments', 'Четыре темперамента', 'supply', 'четыре'],
    ['clouds', 'Облачное Порубежье', 'capture', 'захвачена'],
  ] as const) {
    // Four Temperaments' on a small phone held upright: its long title wraps beside Close, which stays on
    // the screen (it was pushed 22 px off)
    await page.setViewportSize(game === 'temperaments' ? { width: 360, height: 740 } : { width: 1280, height: 720 });
    await page.goto(`/#/${game}/tutorial`);
    await page.waitForFunction(
      () => (window as unknown as { __scriptorium?: { tableReady?: boolean } }).__scriptorium?.tableReady,
    );
    await page.locator('[data-action="rules"]').click();
    const book = page.locator(`.rulebook[data-rulebook="${game}"]`);
    await expect(book.locator('h1')).toHaveText(title);
    await expect(book.locator(`[data-section="${section}"]`)).toContainText(words);
    await expect(book.locator('.rb-canvas canvas').first()).toBeVisible();
    const close = (await book.locator('[data-action="close-rules"]').boundingBox()) as { x: number; width: number };
    expect(close.x + close.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await page.keyboard.press('Escape');
    await expect(book).toHaveCount(0);
  }
});

test('each game on the title has its Rules: the book opens over the title, and Close goes back to it', async ({
  page,
}) => {
  await openApp(page, '/', 'en');
  const tiles = page.locator('article.tile.playable');
  await expect(tiles.locator('[data-action="rules"]')).toHaveCount(await tiles.count());
  await tiles.locator('[data-action="rules"]').nth(2).click();
  await expect(page).toHaveURL(/#\/rules\/clouds$/);
  const book = page.locator('.rulebook[data-rulebook="clouds"]');
  await expect(book.locator('h1')).toHaveText('Cloud Marches');
  await expect(book.locator('[data-section="capture"]')).toBeVisible();
  await book.locator('[data-action="close-rules"]').click();
  await expect(book).toHaveCount(0);
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.locator('[data-screen="title"]')).toBeVisible();
  // a link to it opens it too, and a game without a book (or a made-up one) is the title
  await page.goto('/#/rules/northwood');
  await expect(page.locator('.rulebook[data-rulebook="northwood"] h1')).toHaveText('For Northwood!');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#\/$/);
  await page.goto('/#/rules/chess');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.locator('.rulebook')).toHaveCount(0);
});
