/**
 * A tutorial and a replay on a phone held upright (390×844, touch), by taps alone: both are laid out
 * on the portrait stage; the tutorial's page keeps off what it points at, its buttons and the
 * replay's controls are thumb-sized (44 CSS px), the replay bar stands under the table rather than
 * over it, nothing scrolls sideways, and turning the phone lays the same page (the same moment) out
 * again. `SHOTS=dir` saves what the player sees.
 */
import type { Locator, Page } from '@playwright/test';
import '../../machines/registry';
import { loadGame } from '../../machines/core/game';
import type { GameRecord } from '../../machines/core/record';
import { playGame } from '../../machines/core/sim';
import { expect, onStage, openInstant, settled, test, UPRIGHT_PHONE } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };
type Rect = { x: number; y: number; w: number; h: number };
type Hooks = {
  session: { eventCount: number };
  game: { scale: { width: number; height: number } };
  scene: { locate(id: string): Rect | null };
};

const hooks = <T, A = null>(page: Page, f: (h: Hooks, a: A) => T, arg?: A): Promise<T> =>
  page.evaluate(`(${f.toString()})(window.__scriptorium, ${JSON.stringify(arg ?? null)})`) as Promise<T>;
const events = (page: Page) => hooks(page, (h) => h.session.eventCount);

/** How many px of a select's chosen option its box cuts off (≤ 0: it reads whole, beside the arrow). */
function wordsCutBy(select: Locator): Promise<number> {
  return select.evaluate((s: HTMLSelectElement) => {
    const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    const cs = getComputedStyle(s);
    ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const text = s.selectedOptions[0]?.textContent ?? '';
    const arrow = 20; // Chromium's drop-down arrow
    const room = s.clientWidth - Number.parseFloat(cs.paddingLeft) - Number.parseFloat(cs.paddingRight) - arrow;
    return Math.round(ctx.measureText(text).width - room);
  });
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/**
 * Waits until the table stands upright, built and still, and gives its stage's width: the room a
 * replay bar leaves on a phone is a little squatter than the phone, so For Northwood! (which lays
 * itself out wider, src/app/stage.ts `wide`) takes a stage a little wider than 720 there.
 */
async function onUpright(page: Page): Promise<number> {
  await page.waitForFunction(
    () => {
      const s = (window as unknown as { __scriptorium?: Hooks & { tableReady?: boolean } }).__scriptorium;
      return Boolean(s && s.game.scale.height > s.game.scale.width && s.tableReady === true);
    },
    null,
    { polling: 100 },
  );
  await onStage(page, await hooks(page, (h) => h.game.scale.width));
  return hooks(page, (h) => h.game.scale.width);
}

/** Every visible match is a target a thumb can hit: at least 44 CSS px each way, inside the screen. */
async function thumbSized(page: Page, selector: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  for (const b of await page.locator(selector).all()) {
    if (!(await b.isVisible())) continue;
    const box = (await b.boundingBox()) as Box;
    expect(Math.min(box.width, box.height), `${selector} is a 44-CSS-px target`).toBeGreaterThanOrEqual(43.5);
    expect(box.x >= 0 && box.x + box.width <= width + 0.5, `${selector} is on the screen`).toBe(true);
  }
}

async function noSideScroll(page: Page): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

const overlaps = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x) &&
  Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y);

/**
 * The page covers none of the gilt rings on what it names, once placed: it is placed again whenever its
 * text or the things named move (src/tutorial/overlay.ts follows them every 180 ms).
 */
async function pageClearOfRings(page: Page): Promise<void> {
  const covered = async () => {
    const panel = (await page.locator('.tut-panel').boundingBox()) as Box;
    for (const ring of await page.locator('.tut-ring').all()) {
      const r = (await ring.boundingBox()) as Box;
      if (overlaps(panel, r)) return `the page covers ${await ring.getAttribute('data-target')}`;
    }
    return 'clear';
  };
  await expect.poll(covered).toBe('clear');
}

/** The CSS point of a table object's centre. */
async function pointOf(page: Page, id: string): Promise<{ x: number; y: number }> {
  const r = (await hooks(page, (h, target) => h.scene.locate(target), id)) as Rect;
  const box = (await page.locator('#stage canvas').boundingBox()) as Box;
  const k = box.width / (await hooks(page, (h) => h.game.scale.width));
  return { x: box.x + r.x * k, y: box.y + r.y * k };
}

test.describe('a phone held upright', () => {
  test.use(UPRIGHT_PHONE);

  test("For Northwood!'s tutorial by taps: its pages on the upright table, and turned, the same page", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openInstant(page, '/');
    await page.locator('article[data-game="northwood"] [data-action="learn"]').tap();
    await onStage(page, 720);
    const panel = page.locator('.tut-panel');
    await expect(panel).toHaveAttribute('data-step', 'welcome');
    await thumbSized(page, '.tut-panel button');
    await thumbSized(page, '.hud-toolbar button');
    await pageClearOfRings(page);
    await noSideScroll(page);
    await shot(page, 'tutorial-welcome');

    // a reading page: Next
    await panel.locator('[data-action="tutorial-next"]').tap();
    await expect(panel).toHaveAttribute('data-step', 'openFief');
    // a gesture: a long press opens the fief the page names
    await pageClearOfRings(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [await pointOf(page, 'fief-2')] });
    await expect(page.locator('.closeup')).toBeVisible();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(panel).toHaveAttribute('data-step', 'chooseFief');
    // a move: a tap on the fief
    await pageClearOfRings(page);
    const before = await events(page);
    const fief = await pointOf(page, 'fief-2');
    await page.touchscreen.tap(fief.x, fief.y);
    await expect.poll(() => events(page)).toBeGreaterThan(before);
    await expect(panel).not.toHaveAttribute('data-step', 'chooseFief');
    const step = (await panel.getAttribute('data-step')) as string;
    const progress = (await page.getByTestId('tutorial-progress').textContent()) as string;
    const made = await events(page);
    await shot(page, 'tutorial-after-move');

    // turned on its side and back: the same page of the same game, its page clear of its rings
    await page.setViewportSize({ width: 844, height: 390 });
    await onStage(page, 1280);
    await expect(panel).toHaveAttribute('data-step', step);
    await expect(page.getByTestId('tutorial-progress')).toHaveText(progress);
    expect(await events(page)).toBe(made);
    await shot(page, 'tutorial-turned');
    await page.setViewportSize(UPRIGHT_PHONE.viewport);
    await onStage(page, 720);
    await expect(panel).toHaveAttribute('data-step', step);
    await expect(page.getByTestId('tutorial-progress')).toHaveText(progress);
    await thumbSized(page, '.tut-panel button');
    await pageClearOfRings(page);
    // the page goes on by taps on the table made afresh
    if (await panel.locator('[data-action="tutorial-next"]').isVisible()) {
      await panel.locator('[data-action="tutorial-next"]').tap();
      await expect(panel).not.toHaveAttribute('data-step', step);
    }
  });

  test('Four Temperaments’ tutorial: a finger held on the scene it names opens it, and the page goes on', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openInstant(page, '/temperaments/tutorial');
    await onUpright(page);
    const panel = page.locator('.tut-panel');
    await expect(panel).toHaveAttribute('data-step', 'board');
    const mill = await pointOf(page, 'loc-mill');
    await page.touchscreen.tap(mill.x, mill.y);
    await expect(panel).toHaveAttribute('data-step', 'scenes');
    // a tap's close-up would go as the finger lifts: the page asks for a finger held, and says so
    await expect(panel).toContainText('Hold your finger on “The Miller’s Wager”');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [await pointOf(page, 'scene-mill')],
    });
    await expect(page.locator('.closeup')).toBeVisible();
    await expect(page.locator('.closeup')).toContainText(/The Miller.s Wager/);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(panel).toHaveAttribute('data-step', 'place');
    await hooks(page, (h) =>
      (h.scene as unknown as { send(e: object): boolean }).send({
        type: 'PLACE',
        seat: 0,
        tokenId: 't0-S1',
        target: { kind: 'scene', id: 'scene-mill', slot: 0 },
      }),
    );
    // "Tap the token to see who it may be": its tip says so, and stays once the finger has lifted
    await expect(panel).toHaveAttribute('data-step', 'hidden');
    await settled(page);
    const token = await pointOf(page, 'scene-mill:2');
    await page.touchscreen.tap(token.x, token.y);
    await expect(panel).not.toHaveAttribute('data-step', 'hidden');
    const tip = page.locator('.hud-tip');
    await expect(tip).toContainText('face down — Choleric / Sanguine');
    await page.waitForTimeout(800);
    await expect(tip).toBeVisible();
    // a finger held on the card: its close-up says who sits where (its picture is the bare card)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [await pointOf(page, 'scene-mill')],
    });
    const lines = page.locator('.closeup .closeup-lines li');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('a Sanguine of Apprentice');
    await expect(lines.nth(1)).toContainText('a token of Tutor, face down');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  });

  test('Cloud Marches’ tutorial: the pegasus’s question keeps clear of the page that says which answer to give', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const script = (await loadGame('clouds')).tutorial as {
      steps: { id: string; expect: 'next' | { event: object } }[];
    };
    await openInstant(page, '/clouds/tutorial');
    await onUpright(page);
    const panel = page.locator('.tut-panel');
    // the pages before it, each as the table's own input makes its move
    for (const step of script.steps) {
      if (step.id === 'pegasusAction') break;
      await expect(panel).toHaveAttribute('data-step', step.id);
      if (step.expect === 'next') await panel.locator('[data-action="tutorial-next"]').tap();
      else
        await hooks(
          page,
          (h, e) => (h.session as unknown as { send(e: object, by: string): unknown }).send(e, 'human'),
          step.expect.event,
        );
      await settled(page);
    }
    await expect(panel).toHaveAttribute('data-step', 'pegasusAction');
    await page.locator('[data-action="class"]').tap();
    const question = page.locator('.hud-prompt');
    await expect(question).toBeVisible();
    const clear = async () =>
      overlaps((await panel.boundingBox()) as Box, (await question.boundingBox()) as Box) ? 'covered' : 'clear';
    await expect.poll(clear).toBe('clear');
    await expect(panel).toBeInViewport({ ratio: 0.99 });
    await shot(page, 'clouds-pegasus-question');
    await question.locator('button', { hasText: 'Mood +1' }).tap();
    await expect(panel).toHaveAttribute('data-step', 'selectCooper2');
  });

  test('a replay in Russian: the bar under the table, stepped by taps, and turned, the same moment', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const m = await loadGame('northwood');
    const played = playGame(
      m,
      'e2e-upright-replay',
      ['heuristic'],
      1,
      m.defaultOptions(1),
      {},
      100_000,
      undefined,
      true,
    );
    const rec = played.record as GameRecord;
    rec.meta = { players: [{ name: 'Анна', kind: 'human' }], created: '2026-11-25T18:30:00.000Z' };
    const total = rec.events.length;
    await openInstant(page, '/library', 'ru');
    await expect(page.locator('.library-layer[data-ready="true"]')).toHaveCount(1);
    await page
      .locator('[data-modal="library"] [data-field="import"]')
      .setInputFiles({ name: 'winter.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(rec)) });
    await page.locator('[data-modal="library"] [data-game="northwood"] [data-action="watch"]').tap();
    expect(await onUpright(page)).toBeGreaterThanOrEqual(720); // 800: the room over the bar is about 390×680
    const bar = page.locator('[data-replay="bar"]');
    const where = bar.locator('.rp-where');
    await expect(where).toHaveText(`Ход 0 из ${total}`);
    await thumbSized(page, '[data-replay="bar"] button, [data-replay="bar"] select, [data-replay="bar"] input');
    await noSideScroll(page);
    // whose eyes the replay is seen through reads whole in its list (it was cut to "Всё откры")
    expect(await wordsCutBy(bar.locator('select.rp-viewer')), 'px of "Всё открыто" cut off').toBeLessThanOrEqual(0);
    // and every button holds its words (none runs out over the next)
    const spilt = await bar
      .locator('button:visible')
      .evaluateAll((els) => els.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent));
    expect(spilt, 'buttons whose words run out of them').toEqual([]);
    // the table stands above the bar: the bar covers none of it
    const canvas = (await page.locator('#stage canvas').boundingBox()) as Box;
    const strip = (await bar.boundingBox()) as Box;
    expect(canvas.y + canvas.height).toBeLessThanOrEqual(strip.y + 0.5);
    expect(canvas.width).toBeGreaterThan(340);
    await bar.locator('[data-control="forward"]').tap();
    await bar.locator('[data-control="forward"]').tap();
    await expect(where).toHaveText(`Ход 2 из ${total}`);
    await shot(page, 'replay-upright');

    // turned: the same moment on the landscape table, and back
    await page.setViewportSize({ width: 844, height: 390 });
    await onStage(page, 1280);
    await expect(where).toHaveText(`Ход 2 из ${total}`);
    // sideways, one row of thumb-sized controls under the table, the rest folded behind ⋯
    const low = (await bar.boundingBox()) as Box;
    expect(low.height).toBeLessThanOrEqual(60);
    expect(await page.locator('#stage canvas').evaluate((c) => c.getBoundingClientRect().bottom)).toBeLessThanOrEqual(
      low.y + 0.5,
    );
    await bar.locator('[data-control="more"]').tap();
    await thumbSized(page, '[data-replay="bar"] button, [data-replay="bar"] select, [data-replay="bar"] input');
    await noSideScroll(page);
    await shot(page, 'replay-sideways');
    await page.setViewportSize(UPRIGHT_PHONE.viewport);
    expect(await onUpright(page)).toBeGreaterThanOrEqual(720); // 800: the room over the bar is about 390×680
    await expect(where).toHaveText(`Ход 2 из ${total}`);
    await bar.locator('[data-control="forward"]').tap();
    await expect(where).toHaveText(`Ход 3 из ${total}`);
    // the room kept for the bar is the bar's: the table still ends where the bar begins
    const again = (await page.locator('#stage canvas').boundingBox()) as Box;
    expect(again.y + again.height).toBeLessThanOrEqual(((await bar.boundingBox()) as Box).y + 0.5);
    await thumbSized(page, '[data-replay="bar"] [data-control="play-from-here"]');
  });
});
