/**
 * A table's opening pictures loaded ahead (src/art/raster-cache.ts `prefetchOpening`): the first
 * opening of a table keeps the list of pictures it asked for; opened again (a reload resumes the
 * same deal), every one of them is read and decoded while the app boots, and the table shows them.
 * A new game's own deal is read ahead while its sheet is up (`HostSpec.readAhead`); once a table is up,
 * the pictures any next deal may open with are kept (`HostSpec.keepAhead`).
 */
import type { Page } from '@playwright/test';
import { expect, openApp, test } from './fixtures';

type Hooks = {
  tableReady?: boolean;
  pictures?: {
    hits: number;
    shipped: number;
    ahead: number;
    drawn: number;
    stored: number;
    kept: number;
    pending: number;
  };
};
const hooks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scriptorium: Hooks }).__scriptorium.pictures);
/** Every picture of the visit kept in the device's store, and every one its table keeps ahead. */
const allStored = (page: Page) =>
  page.waitForFunction(
    () => {
      const p = (window as unknown as { __scriptorium: Hooks }).__scriptorium.pictures;
      return p && p.stored >= p.drawn + p.shipped && p.pending === 0;
    },
    null,
    { timeout: 120_000 },
  );

/** Starts the new game its sheet offers and waits for the table. */
async function startNew(page: Page): Promise<void> {
  await page.locator('[data-modal="new-game"] [data-action="start"]').click();
  await page.waitForFunction(() => (window as unknown as { __scriptorium: Hooks }).__scriptorium.tableReady);
}
/** The keys of the pictures `game`'s last first opening asked for (the list read ahead next time). */
const openingKeys = async (page: Page, game: string): Promise<string[]> =>
  (await page.evaluate((g) => JSON.parse(localStorage.getItem(`scriptorium.opening.${g}`) ?? '[]'), game)).map(
    ([k]: [string]) => k,
  );
/**
 * Opens a first new game of `game`, then, after its pictures are stored, a second one (another seed)
 * afresh; returns the keys the second opening asked for that the first did not.
 */
async function twoNewGames(page: Page, game: string, between: () => Promise<void>): Promise<string[]> {
  await openApp(page, `/${game}/new`);
  await startNew(page);
  const first = new Set(await openingKeys(page, game));
  await allStored(page);
  await between();
  await page.goto(`/#/${game}/new`);
  await page.reload();
  await startNew(page);
  return (await openingKeys(page, game)).filter((k) => !first.has(k));
}

test('a reopened table is handed the pictures its last opening asked for, loaded ahead', async ({ page }) => {
  await openApp(page, '/northwood/new');
  await startNew(page);
  const list = await page.evaluate(() => JSON.parse(localStorage.getItem('scriptorium.opening.northwood') ?? '[]'));
  // The surface, the backs, emblems and fiefs, and the cards and characters dealt.
  expect(list.length).toBeGreaterThan(20);
  // A first visit has no list: only its deal's cards and characters were read ahead (the sheet knew
  // its seed), not the backs, the fiefs or the table's surface.
  const first = await hooks(page);
  expect(first?.ahead).toBeGreaterThan(0);
  expect(first?.ahead).toBeLessThan(list.length - 10);
  await allStored(page);

  await page.reload(); // #/northwood/continue: the same deal
  await page.waitForFunction(() => (window as unknown as { __scriptorium: Hooks }).__scriptorium.tableReady);
  const again = await hooks(page);
  expect(again?.ahead).toBe(list.length);
  expect(again?.drawn).toBe(0);
  // Each became one of the table's textures.
  const made = await page.evaluate(() => {
    const scene = (window as unknown as { __scriptorium: { scene: Phaser.Scene } }).__scriptorium.scene;
    return scene.textures.getTextureKeys().filter((k) => /^(nw-|surface-northwood)/.test(k)).length;
  });
  expect(made).toBeGreaterThanOrEqual(list.length);
});

test('a new game opened again has its new deal read ahead while its sheet is up, not only the last deal', async ({
  page,
}) => {
  // Another new game: another seed, another hand, whose cards the last opening never asked for.
  const fresh = await twoNewGames(page, 'northwood', async () => {});
  expect(fresh.length, 'the new deal asks for pictures the last one did not').toBeGreaterThan(0);
  // Every picture the opening asked for was handed over ready: the new deal's too.
  const again = await hooks(page);
  expect(again?.ahead).toBe((await openingKeys(page, 'northwood')).length);
  expect(again?.drawn).toBe(0);
});

test('a new Four Temperaments deal opens from the device: after the first table, every card a deal may show is kept', async ({
  page,
}) => {
  const fresh = await twoNewGames(page, 'temperaments', async () => {
    // The 36 scene cards, 6 party tiles and 12 goals, less those this table opened with (stored as it drew them).
    expect((await hooks(page))?.kept).toBeGreaterThan(30);
  });
  expect(fresh.length, 'the new deal shows cards the last one did not').toBeGreaterThan(0);
  // Nothing fetched and nothing drawn: the new deal's cards came from the device's store.
  const again = await hooks(page);
  expect(again?.shipped).toBe(0);
  expect(again?.drawn).toBe(0);
});
