/**
 * For Northwood! in the browser, played as a person plays it: clicks on the canvas and the page.
 * The test reads the legal moves from the hooks to know what a person would pick, but acts only
 * through the input a person has.
 */
import type { Page } from '@playwright/test';
import {
  cardPoint,
  clickAt,
  expect,
  northwoodPress,
  quietPoint,
  rendererType,
  settled,
  startNorthwood,
  test,
  waitReady,
} from './fixtures';

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

/** One move the way a person makes it (a card is clicked on its upper part); false once the game is over. */
async function playOne(page: Page): Promise<boolean> {
  const next = await northwoodPress(page, 40);
  if ('over' in next) return false;
  if ('button' in next) await page.locator(next.button).click();
  else await clickAt(page, ...next.at);
  await settled(page);
  return true;
}

test('a whole game from the title screen to the medal, on WebGL', async ({ page }) => {
  test.setTimeout(600_000);
  // Every WebGL context the page makes: one (the table's), not a second one for Phaser's device check
  // (vite.config.ts), which held the page up to a quarter of a second under software rendering.
  await page.addInitScript(() => {
    const w = window as unknown as { __webglContexts: number };
    w.__webglContexts = 0;
    const make = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (/webgl/.test(type)) w.__webglContexts++;
      return (make as (...a: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    } as typeof make;
  });
  await startNorthwood(page, 'e2e-full');
  expect(await rendererType(page)).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { __webglContexts: number }).__webglContexts)).toBe(1);
  await expect(page.locator('.hud-status')).toContainText('Visit 1 of 8');
  // A visit by clicks, as a person plays it; the other seven as the table's own clicks send them
  // (TableScene.send, the same moves), each drawn before the next: the end is the same game's end,
  // in a fraction of the time (one page round trip per visit, not three per move).
  const status = page.locator('.hud-status');
  for (let i = 0; i < 200 && !(await status.textContent())?.includes('Visit 2 of 8'); i++) await playOne(page);
  await expect(status).toContainText('Visit 2 of 8');
  await page.evaluate(async () => {
    type Ev = { type: string; fief?: number; card?: string };
    const s = (
      window as unknown as {
        __scriptorium: { legal(seat: number): Ev[]; busy(): boolean; scene: { send(e: Ev): boolean } };
      }
    ).__scriptorium;
    const pick = ['CHOOSE_FIEF', 'CONFIRM_SUBSTITUTES', 'REVEAL', 'PLAY_CARD'];
    for (let i = 0; i < 400; i++) {
      while (s.busy()) await new Promise((r) => setTimeout(r, 20));
      const legal = s.legal(0);
      const move = pick.map((t) => legal.find((m) => m.type === t)).find(Boolean);
      if (!move) return;
      s.scene.send(move);
    }
  });
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
  // nothing the table said before stays over the end sheet
  await expect(page.locator('.hud-notice')).toHaveCount(0);
  await expect(page.locator('.hud-tip')).toBeHidden();
  await end.locator('[data-action="play-again"]').click();
  const sheet = page.locator('[data-modal="new-game"]');
  await expect(sheet).toBeVisible();
  // the sixteen challenges are offered only once Challenge is chosen
  const challenge = sheet.locator('[data-field="challenge"]');
  await expect(challenge).toBeHidden();
  await sheet.getByRole('button', { name: 'Challenge', exact: true }).click();
  await expect(challenge).toBeVisible();
  await expect(challenge.locator('option')).toHaveCount(16);
  // Close stands before Begin in the sheet's row of actions, not on a row of its own under it
  const [close, begin] = await Promise.all(
    ['close', 'start'].map((a) => sheet.locator(`[data-action="${a}"]`).boundingBox()),
  );
  expect(close && begin && Math.abs(close.y - begin.y)).toBeLessThan(4);
  expect(close && begin && begin.x - (close.x + close.width)).toBeGreaterThan(0);
});

/** The page box of `sel`, which must lie inside the 1280×720 window. */
async function insideScreen(page: Page, sel: string): Promise<void> {
  const b = await page.locator(sel).boundingBox();
  if (!b) throw new Error(`${sel} is not shown`);
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(1280);
  expect(b.y + b.height).toBeLessThanOrEqual(720);
}

const fontPx = (page: Page, sel: string) =>
  page
    .locator(sel)
    .first()
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));

test('a card or fief rested on opens large enough to read, beside the pointer and inside the screen', async ({
  page,
}) => {
  test.setTimeout(200_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await startNorthwood(page, 'e2e-closeup');
  // every card of the full hand lies whole on the table (the outer ones were cut by its lower edge)
  const lowest = await page.evaluate(() => {
    type C = { x: number; y: number; rotation: number; cw: number; ch: number };
    const s = (window as unknown as { __scriptorium: { scene: { cards: Map<string, C> }; view(s: number): View } })
      .__scriptorium;
    return Math.max(
      ...s.view(0).hand.map((id) => {
        const c = s.scene.cards.get(id) as C;
        return c.y + (c.ch / 2) * Math.cos(c.rotation) + (c.cw / 2) * Math.abs(Math.sin(c.rotation));
      }),
    );
  });
  expect(lowest).toBeLessThanOrEqual(720);
  const closeup = page.locator('.closeup');
  const box = (await page.locator('#stage canvas').boundingBox()) as { x: number; y: number; width: number };
  const k = box.width / 1280;
  // the toolbar's buttons stand clear of the fiefs and the corner marks of one that may be chosen (6 px
  // above it): they covered the tops of the right fiefs
  const fiefTop = await page.evaluate(() => {
    type C = { y: number; ch: number };
    const s = (window as unknown as { __scriptorium: { scene: { fiefs: C[] } } }).__scriptorium;
    return Math.min(...s.scene.fiefs.map((c) => c.y - c.ch / 2));
  });
  const buttonsFoot = await page
    .locator('.hud-toolbar button:visible')
    .evaluateAll((bs) => Math.max(...bs.map((b) => b.getBoundingClientRect().bottom)));
  expect(fiefTop - 6).toBeGreaterThanOrEqual((buttonsFoot - box.y) / k);
  const move = (x: number, y: number) => page.mouse.move(box.x + x * k, box.y + y * k);
  const [qx, qy] = await quietPoint(page);
  const away = () => move(qx, qy);
  // fief 0 at the top edge, fief 7 at the right edge: close-ups stay on screen
  for (const [x, y] of [
    [98, 135],
    [98 + 7 * 155, 135],
  ] as const) {
    await move(x, y);
    // the tip comes at once (inside the screen), the close-up after a moment's rest
    await expect(closeup).toBeVisible();
    await expect(page.locator('.hud-tip')).toBeHidden();
    await insideScreen(page, '.closeup');
    expect(await fontPx(page, '.closeup-title')).toBeGreaterThanOrEqual(14);
    expect(await fontPx(page, '.closeup-text')).toBeGreaterThanOrEqual(14);
    await expect(page.locator('.closeup-text')).toContainText(/\w{3}/);
    await expect(page.locator('.closeup-picture img')).toHaveCount(1);
    // beside the pointer, not under it
    const b = (await closeup.boundingBox()) as { x: number; y: number; width: number; height: number };
    expect(box.x + x * k < b.x || box.x + x * k > b.x + b.width).toBe(true);
    await away();
    await expect(closeup).toBeHidden();
  }
  // the tip of fief 0 opens below it when there is no room above
  await move(98, 135);
  // Read in one go: the close-up replaces the tip after a moment's rest, so a tip seen visible may be
  // gone by the time a second call asks for its box.
  const tipBox = await page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('.hud-tip');
    const r = el?.getBoundingClientRect();
    return el && r && r.width > 0 && getComputedStyle(el).visibility !== 'hidden'
      ? [r.left, r.top, r.right, r.bottom]
      : null;
  });
  if (tipBox) {
    expect(Math.min(tipBox[0] as number, tipBox[1] as number)).toBeGreaterThanOrEqual(0);
    expect(tipBox[2]).toBeLessThanOrEqual(1280);
    expect(tipBox[3]).toBeLessThanOrEqual(720);
  }
  await away();
  // a hand card: its name large; a right-click opens it at once
  const v = await view(page);
  const [cx, cy] = await cardPoint(page, v.hand[0] as string);
  await page.mouse.click(box.x + cx * k, box.y + cy * k, { button: 'right' });
  await expect(closeup).toBeVisible();
  await insideScreen(page, '.closeup');
  expect(await fontPx(page, '.closeup-title')).toBeGreaterThanOrEqual(14);
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

test('keyboard: Enter reveals, a number plays a card, U takes back a fief choice; an illegal card shows why and changes nothing', async ({
  page,
}) => {
  await startNorthwood(page, 'e2e-keys');
  const v0 = await view(page);
  const f = v0.fiefs.find((x) => x.choosable) as { number: number };
  await clickAt(page, 98 + f.number * 155, 135);
  await settled(page);
  if ((await view(page)).phase === 'chooseSubstitutes') await page.locator('[data-action="confirm"]').click();
  await settled(page);
  await page.keyboard.press('u');
  await settled(page);
  expect((await view(page)).phase).toBe('chooseFief');
  await clickAt(page, 98 + f.number * 155, 135);
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

  // Later, a response where some card may not be played: clicked, it is refused with the reason.
  for (let i = 0; i < 60; i++) {
    const w = await view(page);
    if (w.phase === 'response' && w.playable.length < w.hand.length) break;
    await playOne(page);
  }
  const r = await view(page);
  expect(r.phase).toBe('response');
  const bad = r.hand.find((c) => !r.playable.includes(c)) as string;
  const count = await events(page);
  const [x, y] = await cardPoint(page, bad);
  await clickAt(page, x, y);
  await expect(page.locator('.hud-notice').last()).toContainText('follow');
  expect(await events(page)).toBe(count);
  expect((await view(page)).hand).toContain(bad);
});

test('when the target goes out of reach, a notice says so as Concede appears', async ({ page }) => {
  test.setTimeout(200_000);
  await startNorthwood(page, 'e2e-out-of-reach');
  // quick, careless play (the first legal move each time) until the stars left cannot reach the target
  const reached = await page.evaluate(() => {
    type S = {
      session: { legalMoves(s: number): { type: string }[]; send(e: unknown): unknown };
      view(s: number): { phase: string; canConcede: boolean; result: unknown };
    };
    const s = (window as unknown as { __scriptorium: S }).__scriptorium;
    for (let i = 0; i < 400; i++) {
      const v = s.view(0);
      if (v.result) return false;
      if (v.phase === 'chooseFief' && v.canConcede) return true;
      // no abilities, no stand-ins (and no Back: it would go round for ever)
      const moves = s.session
        .legalMoves(0)
        .filter((m) => !['CONCEDE', 'USE_ABILITY', 'SET_SUBSTITUTE', 'BACK'].includes(m.type));
      s.session.send(moves[0]);
    }
    return false;
  });
  expect(reached).toBe(true);
  await settled(page);
  await expect(page.locator('.nw-actions [data-action="concede"]')).toBeVisible();
  const notice = page.locator('.hud-notice', { hasText: '16 stars are out of reach now' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveCount(1);
});

test('a greyed-out Undo says why at a click: nothing yet, then no take-back once a statement is revealed', async ({
  page,
}) => {
  await startNorthwood(page, 'e2e-undo-why');
  const undo = page.locator('[data-action="undo"]');
  const press = async () => {
    const b = await undo.boundingBox();
    if (!b) throw new Error('no Undo');
    await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
  };
  await expect(undo).toBeDisabled();
  await press();
  await expect(page.locator('.hud-notice', { hasText: 'Nothing to take back yet.' })).toBeVisible();
  // a fief chosen may be taken back; a statement revealed may not
  const fief = (await view(page)).fiefs.find((f) => f.choosable)?.number ?? 0;
  await page.evaluate(
    (n) =>
      (window as unknown as { __scriptorium: { session: { send(e: unknown): unknown } } }).__scriptorium.session.send({
        type: 'CHOOSE_FIEF',
        fief: n,
      }),
    fief,
  );
  await settled(page);
  await expect(undo).toBeEnabled();
  const next = await view(page);
  if (next.phase === 'chooseSubstitutes') {
    await page.locator('.nw-actions [data-action="confirm"]').click();
    await settled(page);
  }
  await page.locator('.nw-actions [data-action="reveal"]').click();
  await settled(page);
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAttribute('title', /statement is revealed/);
  await press();
  await expect(
    page.locator('.hud-notice', { hasText: 'No take-backs once a statement is revealed or a card is drawn.' }),
  ).toBeVisible();
});
