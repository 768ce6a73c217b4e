/**
 * The Library (issue 20): an old localStorage save is migrated, a game file is opened (a bad one
 * explained), a finished game is named, survives a reload, is shared by link into a fresh browser
 * profile, and is deleted; a running game continues on its table.
 */
import type { Browser, Page } from '@playwright/test';
import '../../machines/registry';
import { loadGame } from '../../machines/core/game';
import type { GameRecord, PlayerMeta } from '../../machines/core/record';
import { playGame } from '../../machines/core/sim';
import { expect, openApp, tableEvents, tableReady, test } from './fixtures';

async function record(game: string, seats: number, bot: string, max: number, created: string): Promise<GameRecord> {
  const m = await loadGame(game);
  const out = playGame(m, `lib-${game}`, [bot], seats, m.defaultOptions(seats), {}, max, undefined, true);
  const r = out.record as GameRecord;
  r.meta = {
    players: (
      [
        { name: 'Anna', kind: 'human' },
        { name: 'Odo', kind: 'bot', level: 'easy' },
        { name: 'Sister Hildegard', kind: 'human' },
      ] as PlayerMeta[]
    ).slice(0, seats),
    created,
  };
  return r;
}

const library = (page: Page) => page.locator('[data-modal="library"]');
const ready = (page: Page) => expect(page.locator('.library-layer[data-ready="true"]')).toHaveCount(1);
/** Gives the library's file field a game file named `name` holding `text`. */
const importFile = (page: Page, name: string, text: string) =>
  library(page)
    .locator('[data-field="import"]')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

/** Opens the library, adds `rec` as the file `name` and watches it back on its table: the replay bar. */
async function watchImported(page: Page, rec: GameRecord, name: string) {
  await openApp(page, '/library');
  await ready(page);
  await importFile(page, name, JSON.stringify(rec));
  await library(page).locator(`[data-game="${rec.game}"] [data-action="watch"]`).click();
  await tableReady(page);
  return page.locator('[data-replay="bar"]');
}

async function openFresh(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

test('the library keeps, opens, names, shares and deletes games', async ({ page, browser }) => {
  test.setTimeout(600_000); // two browser profiles and a reload on a shared, loaded machine
  const running = await record('clouds', 2, 'random', 8, '2026-11-20T09:00:00.000Z');
  const won = await record('northwood', 1, 'heuristic', 100_000, '2026-11-25T18:30:00.000Z');
  await openApp(page);
  await page.evaluate((t) => localStorage.setItem('scriptorium.save.clouds', t), JSON.stringify(running));

  // The title's Library: the old save is migrated.
  await page.getByRole('button', { name: 'Library' }).click();
  await ready(page);
  const sheet = library(page);
  await expect(sheet.getByRole('heading', { level: 2 })).toHaveText('Library');
  const clouds = sheet.locator('[data-game="clouds"]');
  await expect(clouds).toContainText('Anna, Odo');
  await expect(clouds).toContainText('In progress');
  await expect(clouds).toContainText('8 moves');

  // A game file: a finished Northwood game is added, newest first by when it was played.
  await importFile(page, 'winter.scriptorium.json', JSON.stringify(won));
  await expect(sheet.locator('.lib-status')).toHaveText('“For Northwood!” was added to the library.');
  const nw = sheet.locator('[data-game="northwood"]');
  await expect(nw).toContainText(won.events.length === 1 ? '1 move' : `${won.events.length} moves`);
  await expect(nw).toContainText(/Won, \d+|Lost, \d+/);

  // A cut file is explained, and nothing is added.
  await importFile(page, 'cut.scriptorium.json', JSON.stringify(won).slice(0, 300));
  await expect(sheet.locator('.lib-status')).toHaveText(
    'That file is not a game this app can open. The save is damaged: its text is cut short or garbled, so it is not a whole game.',
  );
  await expect(sheet.locator('.lib-entry')).toHaveCount(2);

  // Rename with the keyboard; the name survives a reload.
  await nw.locator('[data-action="rename"]').click();
  await nw.getByLabel('Name of this game').fill('The long winter');
  await page.keyboard.press('Enter');
  await expect(sheet.locator('[data-game="northwood"] .lib-name')).toHaveText('The long winter');
  await page.reload();
  await ready(page);
  await expect(library(page).locator('[data-game="northwood"] .lib-name')).toHaveText('The long winter');

  // Share by link into a fresh profile.
  await library(page).locator('[data-game="northwood"] [data-action="link"]').click();
  const link = await library(page).locator('.lib-link input').inputValue();
  expect(link.length).toBeLessThanOrEqual(2000);
  console.log(`northwood share link: ${link.length} characters`);
  const other = await openFresh(browser, link);
  await expect(other.locator('.library-layer[data-ready="true"]')).toHaveCount(1);
  await expect(other.locator('[data-modal="library"] .lib-status')).toHaveText(
    '“For Northwood!” was added to the library.',
  );
  await expect(other.locator('[data-modal="library"] [data-game="northwood"]')).toContainText(
    `${won.events.length} moves`,
  );
  expect(other.url()).toMatch(/#\/library$/);
  await other.context().close();

  // Delete asks once more.
  const del = library(page).locator('[data-game="northwood"] [data-action="delete"]');
  await del.click();
  await expect(del).toHaveText('Delete for good?');
  await del.click();
  await expect(library(page).locator('[data-game="northwood"]')).toHaveCount(0);

  // Continue opens the running game on its table.
  await library(page).locator('[data-game="clouds"] [data-action="continue"]').click();
  const events = await tableEvents(page);
  expect(events.slice(0, 8)).toEqual(running.events);
});

test('a finished game is watched back on its table and branched with Play from here', async ({ page }) => {
  const won = await record('northwood', 1, 'heuristic', 100_000, '2026-11-25T18:30:00.000Z');
  const bar = await watchImported(page, won, 'winter.scriptorium.json');
  await expect(bar).toBeVisible();
  const where = bar.locator('.rp-where');
  const total = won.events.length;
  await expect(where).toHaveText(`Move 0 of ${total}`);
  // The table shows the moment read-only; the session stays at the game's end.
  const shown = () =>
    page.evaluate(() => {
      const s = (
        window as unknown as { __scriptorium: { scene: { moment: unknown }; session: { eventCount: number } } }
      ).__scriptorium;
      return { moment: s.scene.moment !== null, events: s.session.eventCount };
    });
  expect(await shown()).toEqual({ moment: true, events: total });
  // ...and draws move 0, not the end it opened on: the hand dealt, every fief still to visit (the end's
  // layout, waiting on a visited fief's picture, used to finish after move 0's and draw over it)
  const drawn = () =>
    page.evaluate(() => {
      const s = (
        window as unknown as {
          __scriptorium: {
            scene: {
              cards: Map<string, { visible: boolean }>;
              fiefs: { faceKey: string }[];
              model: { hand: string[] };
            };
          };
        }
      ).__scriptorium.scene;
      return {
        hand: s.model.hand.filter((id) => s.cards.get(id)?.visible).length,
        visited: s.fiefs.filter((f) => !f.faceKey.includes('unvisited')).length,
      };
    });
  await expect.poll(drawn).toEqual({ hand: 8, visited: 0 });
  await page.waitForTimeout(1500);
  expect(await drawn()).toEqual({ hand: 8, visited: 0 });
  // the bar keeps a strip of its own: the table is laid out above it (it hid the hand), or below it when
  // the bar is docked at the top
  const apart = async () => {
    const [table, strip] = await Promise.all([page.locator('#stage canvas').boundingBox(), bar.boundingBox()]);
    if (!table || !strip) throw new Error('no table or bar');
    return strip.y >= table.y ? strip.y - (table.y + table.height) : table.y - (strip.y + strip.height);
  };
  await expect.poll(apart, 'px between the table and the bar under it').toBeGreaterThanOrEqual(0);
  await bar.locator('[data-control="dock"]').click();
  await expect(bar).toHaveClass(/\btop\b/);
  await expect.poll(apart, 'px between the bar docked on top and the table').toBeGreaterThanOrEqual(0);
  await bar.locator('[data-control="dock"]').click();
  await bar.locator('[data-control="forward"]').click();
  await expect(where).toHaveText(`Move 1 of ${total}`);
  await page.keyboard.press('PageDown'); // the next round (fief)
  const afterRound = Number((await where.textContent())?.match(/\d+/)?.[0]);
  expect(afterRound).toBeGreaterThan(1);
  await page.keyboard.press('ArrowLeft');
  await expect(where).toHaveText(`Move ${afterRound - 1} of ${total}`);
  await expect(bar.locator('.rp-mark').first()).toBeAttached();
  // Playing at 8× moves on by itself; pause stops it.
  await bar.locator('[data-control="speed"]').selectOption('8');
  await bar.locator('[data-control="play"]').click();
  await expect.poll(async () => Number((await where.textContent())?.match(/\d+/)?.[0])).toBeGreaterThan(afterRound + 2);
  await bar.locator('[data-control="play"]').click();
  const paused = await where.textContent();
  await page.waitForTimeout(600);
  await expect(where).toHaveText(paused as string);
  await bar.locator('[data-control="scrub"]').fill('12');
  await expect(where).toHaveText(`Move 12 of ${total}`);
  // Play from here: a new game with the first 12 moves, playable, and the finished one still kept.
  await bar.locator('[data-control="play-from-here"]').click();
  await expect(bar).toHaveCount(0);
  await page.waitForFunction(() => {
    const s = (window as unknown as { __scriptorium?: { tableReady?: boolean; session?: { eventCount: number } } })
      .__scriptorium;
    return s?.tableReady === true && s.session?.eventCount === 12;
  });
  await expect(page).toHaveURL(/#\/northwood\/continue$/);
});

test('whose view: a seat sees only its own supply, everything shows all; the chart follows the replay', async ({
  page,
}) => {
  const game = await record('temperaments', 3, 'heuristic', 100_000, '2026-11-26T10:00:00.000Z');
  const bar = await watchImported(page, game, 'kingdom.scriptorium.json');
  await bar.locator('[data-control="scrub"]').fill('1');
  const supplies = () =>
    page.evaluate(() => {
      const s = (window as unknown as { __scriptorium: { scene: { drawnSupplies(): Record<number, string[]> } } })
        .__scriptorium.scene;
      return Object.fromEntries(
        Object.entries(s.drawnSupplies()).map(([k, v]) => [k, v.filter((x) => x !== 'back').length]),
      );
    });
  // A finished game opens with everything revealed: every seat's supply face up.
  const viewer = bar.locator('[data-control="viewer"]');
  await expect(viewer.locator('option')).toHaveText(['Everything revealed', 'Anna', 'Odo', 'Sister Hildegard']);
  await expect.poll(supplies).toEqual({ 0: expect.any(Number), 1: expect.any(Number), 2: expect.any(Number) });
  const all = await supplies();
  for (const seat of [0, 1, 2]) expect(all[seat]).toBeGreaterThan(0);
  // each name whole on its plaque: the others' faces lie where their backs would, not beside the name
  // as the viewer's own do (three plaques lettered as the viewer's cut "Sister Hildegard" short)
  const cut = () =>
    page
      .locator('.ft-plaque .ft-name')
      .evaluateAll((els) => els.filter((n) => n.scrollWidth > n.clientWidth + 0.5).map((n) => n.textContent));
  expect(await cut(), 'names cut on their plaques').toEqual([]);
  // Odo's eyes: only Odo's supply shows its faces.
  await viewer.selectOption({ label: 'Odo' });
  await expect.poll(supplies).toEqual({ 0: 0, 1: all[1], 2: 0 });
  await viewer.selectOption({ label: 'Anna' });
  await expect.poll(supplies).toEqual({ 0: all[0], 1: 0, 2: 0 });
  expect(await cut(), 'names cut on their plaques').toEqual([]);

  // The inspector's chart follows the replay, and travelling in its log moves the replay.
  await page.keyboard.press('F2');
  const label = page.locator('[data-testid="travel-label"]');
  await expect(label).toHaveText(`Viewing move 1 of ${game.events.length}`);
  await bar.locator('[data-control="forward"]').click();
  await expect(label).toHaveText(`Viewing move 2 of ${game.events.length}`);
  await page.locator('[data-action="travel-forward"]').click();
  await expect(bar.locator('.rp-where')).toHaveText(`Move 3 of ${game.events.length}`);
  // Closing the inspector leaves the replay where it is.
  await page.keyboard.press('F2');
  await expect(page.locator('[data-inspector]')).toHaveCount(0);
  await expect(bar.locator('.rp-where')).toHaveText(`Move 3 of ${game.events.length}`);
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { __scriptorium: { scene: { moment: unknown } } }).__scriptorium.scene.moment !== null,
    ),
  ).toBe(true);
});
