/**
 * For Northwood! on a phone held upright (390×844, touch): the table is laid out on a portrait stage
 * (src/app/stage.ts, src/games/northwood/layout.ts), a visit is played by taps alone, every card in
 * the hand shows at least 44 CSS px of itself, nothing scrolls sideways, a long press opens a
 * close-up inside the screen, and turning the phone lays the same game out again.
 * `SHOTS=dir` saves what the player sees at each stage (for people to judge).
 */
import type { Page } from '@playwright/test';
import { expect, northwoodPress, onStage, openInstant, settled, startNorthwood, test, UPRIGHT_PHONE } from './fixtures';

type View = {
  phase: string;
  playable: string[];
  fiefs: { number: number; choosable: boolean }[];
  visitsDone: number;
  hand: string[];
};
type Hooks = {
  view(s: number): View;
  session: { eventCount: number };
  game: { scale: { width: number; height: number } };
  scene: {
    L: { fiefAt(n: number): { x: number; y: number } };
    cards: Map<string, { x: number; y: number; cw: number; visible: boolean }>;
  };
};

const view = (page: Page) => page.evaluate(() => (window as unknown as { __scriptorium: Hooks }).__scriptorium.view(0));
const eventCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scriptorium: Hooks }).__scriptorium.session.eventCount);
const stage = (page: Page) =>
  page.evaluate(() => {
    const s = (window as unknown as { __scriptorium: Hooks }).__scriptorium.game.scale;
    return { width: s.width, height: s.height };
  });

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** Taps the table at logical (x, y) of the stage. */
async function tapAt(page: Page, x: number, y: number): Promise<void> {
  const box = await page.locator('#stage canvas').boundingBox();
  const { width } = await stage(page);
  if (!box) throw new Error('no canvas');
  const k = box.width / width;
  await page.touchscreen.tap(box.x + x * k, box.y + y * k);
}

/** The CSS px of each hand card that shows (the step to the next card in its row; the last whole). */
async function handShows(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const s = (window as unknown as { __scriptorium: Hooks }).__scriptorium;
    const canvas = document.querySelector('#stage canvas') as HTMLCanvasElement;
    const k = canvas.getBoundingClientRect().width / s.game.scale.width;
    const cards = s
      .view(0)
      .hand.map((id) => s.scene.cards.get(id))
      .filter((c) => c?.visible) as { x: number; y: number; cw: number }[];
    const rows = new Map<number, { x: number; cw: number }[]>();
    for (const c of cards) {
      const row = Math.round(c.y / 60);
      rows.set(row, [...(rows.get(row) ?? []), c]);
    }
    return [...rows.values()].flatMap((row) => {
      row.sort((a, b) => a.x - b.x);
      return row.map((c, i) => (row[i + 1] ? (row[i + 1] as { x: number }).x - c.x : c.cw) * k);
    });
  });
}

/** The page does not scroll sideways, and the table's canvas lies inside the screen. */
async function fitsScreen(page: Page): Promise<void> {
  const out = await page.evaluate(() => {
    const page = document.scrollingElement as HTMLElement;
    const r = (document.querySelector('#stage canvas') as HTMLCanvasElement).getBoundingClientRect();
    return { over: page.scrollWidth - window.innerWidth, left: r.left, right: r.right - window.innerWidth };
  });
  expect(out.over, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  expect(out.left).toBeGreaterThanOrEqual(-0.5);
  expect(out.right).toBeLessThanOrEqual(0.5);
}

/**
 * One move by a tap: the first choosable fief, Begin, Reveal, or the first playable card (its upper
 * part: in a hand of two rows the lower row covers the rest of an upper card).
 */
async function tapOne(page: Page): Promise<void> {
  const next = await northwoodPress(page, 50);
  if ('over' in next) throw new Error('the game is over');
  if ('button' in next) {
    const b = page.locator(next.button);
    const box = await b.boundingBox();
    expect(box && box.height >= 43.5 && box.width >= 43.5, 'a button of at least 44 CSS px').toBe(true);
    await b.tap();
  } else await tapAt(page, ...next.at);
  await settled(page);
}

test.describe('a phone held upright', () => {
  test.use(UPRIGHT_PHONE);

  test('a Northwood visit played by taps alone on a portrait table', async ({ page }) => {
    test.setTimeout(400_000);
    await startNorthwood(page, 'e2e-portrait', 'en', 'tap');
    const st = await stage(page);
    expect(st.width).toBe(720);
    expect(st.height).toBeGreaterThan(st.width);
    const canvas = await page.locator('#stage canvas').boundingBox();
    expect(canvas && canvas.height > canvas.width * 1.5 && canvas.width > 380).toBe(true);
    await fitsScreen(page);
    await expect(page.locator('.hud-status')).toContainText('Visit 1 of 8');
    // the toolbar's buttons are targets a thumb can hit
    for (const b of await page.locator('.hud-toolbar button').all()) {
      const box = await b.boundingBox();
      expect(box && box.height >= 43.5 && box.width >= 43.5).toBe(true);
    }
    expect(Math.min(...(await handShows(page)))).toBeGreaterThanOrEqual(44);
    await shot(page, 'fief-choice');

    // a long press on a fief opens its close-up, inside the screen, and chooses nothing
    const before = await eventCount(page);
    const at = await page.evaluate(() =>
      (window as unknown as { __scriptorium: Hooks }).__scriptorium.scene.L.fiefAt(5),
    );
    const box = (await page.locator('#stage canvas').boundingBox()) as { x: number; y: number; width: number };
    const k = box.width / st.width;
    const cdp = await page.context().newCDPSession(page);
    const point = { x: box.x + at.x * k, y: box.y + at.y * k };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    const closeup = page.locator('.closeup');
    await expect(closeup).toBeVisible();
    await expect(page.locator('.closeup-picture img')).toHaveCount(1);
    const cb = (await closeup.boundingBox()) as { x: number; y: number; width: number; height: number };
    expect(cb.x >= 0 && cb.y >= 0 && cb.x + cb.width <= 390 && cb.y + cb.height <= 844).toBe(true);
    expect(cb.width).toBeGreaterThan(200);
    await shot(page, 'closeup');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await settled(page);
    expect(await eventCount(page)).toBe(before);

    // the visit, by taps: a fief, Begin, Reveal, a card, … until it ends
    const visits = (await view(page)).visitsDone;
    let midShot = false;
    for (let i = 0; i < 60 && (await view(page)).visitsDone === visits; i++) {
      const v = await view(page);
      if (v.phase === 'response') {
        expect(Math.min(...(await handShows(page)))).toBeGreaterThanOrEqual(44);
        if (!midShot) {
          midShot = true;
          await shot(page, 'mid-visit');
        }
      }
      await tapOne(page);
      await fitsScreen(page);
    }
    expect((await view(page)).visitsDone).toBe(visits + 1);
    // the status names the visit to choose next, not the one just done
    await expect(page.locator('.hud-status')).toContainText('Visit 2 of 8');
    await shot(page, 'after-visit');
  });

  test('a phone turned while the table is still opening: one table, in the new shape, playing', async ({ page }) => {
    test.setTimeout(120_000);
    // the table's pictures come slowly (a first visit on a slow network): it is still opening when turned
    await page.route('**/pictures/**', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await openInstant(page, '/');
    await page.locator('article[data-game="northwood"] [data-action="new"]').tap();
    await page.locator('[data-modal="new-game"] [data-action="start"]').tap();
    await page.waitForTimeout(300); // the table begins to open
    await page.setViewportSize({ width: 844, height: 390 });
    await onStage(page, 1280);
    expect(await stage(page)).toEqual({ width: 1280, height: 720 });
    await expect(page.locator('#stage canvas')).toHaveCount(1);
    const events = await eventCount(page);
    for (let i = 0; i < 3 && (await eventCount(page)) === events; i++) await tapOne(page);
    expect(await eventCount(page)).toBeGreaterThan(events);
  });

  test('turning the phone lays the same game out again', async ({ page }) => {
    test.setTimeout(300_000);
    await startNorthwood(page, 'e2e-turn', 'en', 'tap');
    // a fief, Begin, Reveal: to the first card to play
    for (let i = 0; i < 6 && (await view(page)).phase !== 'response'; i++) await tapOne(page);
    expect((await view(page)).phase).toBe('response');
    const events = await eventCount(page);
    const hand = (await view(page)).hand;
    await page.setViewportSize({ width: 844, height: 390 });
    await onStage(page, 1280);
    expect(await stage(page)).toEqual({ width: 1280, height: 720 });
    expect(await eventCount(page)).toBe(events);
    expect((await view(page)).hand).toEqual(hand);
    await fitsScreen(page);
    await shot(page, 'turned');
    // the table made afresh plays on: a card by a tap, then upright again
    await tapOne(page);
    expect(await eventCount(page)).toBeGreaterThan(events);
    const now = await eventCount(page);
    await page.setViewportSize(UPRIGHT_PHONE.viewport);
    await onStage(page, 720);
    expect(await eventCount(page)).toBe(now);
    expect(Math.min(...(await handShows(page)))).toBeGreaterThanOrEqual(44);
    await tapOne(page);
    expect(await eventCount(page)).toBeGreaterThan(now);
  });
});
