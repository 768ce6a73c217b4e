/**
 * Four Temperaments on a phone held upright (390×844, touch): the table is laid out on a portrait
 * stage (src/games/temperaments/layout.ts), a token is placed by taps (the token, then the card), the
 * goals and the other player open as drawers and close again, Pass is tapped, and turning the phone
 * lays the same game out on the landscape table. Every target tapped is at least 44 CSS px.
 * `SHOTS=dir` saves what the player sees (`SHOTS_LANG=ru` in Russian), for people to judge.
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  onStage,
  openInstant,
  rendererType,
  settled,
  startAgainstEasyBot,
  test,
  UPRIGHT_PHONE,
} from './fixtures';

type Move = { type: string; tokenId?: string; target?: { kind: string; id: string; slot: number } };
type Slot = { owner: number | null };
type View = {
  active: number | null;
  pending: { kind: string; seat: number } | null;
  row: { id: string; slots: Slot[] }[];
  parties: { id: string; slots: Slot[] }[];
  board: unknown[];
  goals: { id: string }[];
};
type Hooks = {
  view(seat: number): View;
  legal(seat: number): Move[];
  game: { scale: { width: number; height: number } };
  session: { eventCount: number; record: { events: { type: string }[] } };
  scene: {
    supplyTokens: Map<number, { x: number; y: number; radius: number; tokenId: string }[]>;
    cardObject(id: string): { x: number; y: number; cw: number; ch: number } | null;
    selected: string | null;
  };
};
// An expression string, not `new Function` in the page: the page's CSP refuses eval.
const hooks = <T>(page: Page, f: (h: Hooks, arg: never) => T, arg?: unknown): Promise<T> =>
  page.evaluate(`(${f.toString()})(window.__scriptorium, ${JSON.stringify(arg)})`) as Promise<T>;
const view = (page: Page) => hooks(page, (h) => h.view(0));
const events = (page: Page) => hooks(page, (h) => h.session.eventCount);
const lang = process.env.SHOTS_LANG === 'ru' ? 'ru' : 'en';

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}-${lang}.png` });
}

/** CSS px per logical px of the table now. */
const cssPerPx = (page: Page) =>
  hooks(
    page,
    (h) => (document.querySelector('#stage canvas')?.getBoundingClientRect().width ?? 0) / h.game.scale.width,
  );

/** Taps the table at logical (x, y). */
async function tapAt(page: Page, x: number, y: number): Promise<void> {
  const box = await page.locator('#stage canvas').boundingBox();
  const k = await cssPerPx(page);
  if (!box) throw new Error('no canvas');
  await page.touchscreen.tap(box.x + x * k, box.y + y * k);
}

/** A button a thumb can hit, tapped. */
async function tapButton(b: Locator): Promise<void> {
  const box = await b.boundingBox();
  expect(box && box.width >= 44 && box.height >= 44, 'a target of at least 44 CSS px').toBe(true);
  await b.tap();
}

/** Waits, bound by events, until the person (seat 0) may place or pass. */
async function myTurn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const s = (window as unknown as { __scriptorium: Hooks & { busy(): boolean } }).__scriptorium;
      const v = s.view(0);
      return !s.busy() && v.active === 0 && v.pending?.kind === 'place';
    },
    null,
    { polling: 100 },
  );
}

const owned = (v: View) => [...v.row, ...v.parties].flatMap((c) => c.slots.filter((s) => s.owner === 0)).length;

test.describe('a phone held upright', () => {
  test.use(UPRIGHT_PHONE);

  test('Four Temperaments by taps on a portrait table: a token placed, the drawers, Pass, the phone turned', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await openInstant(page, '/temperaments/new', lang);
    await startAgainstEasyBot(page, 'e2e-portrait-ft');
    expect(await rendererType(page)).toBe(2);
    expect(await hooks(page, (h) => h.game.scale.width)).toBe(720);
    const over = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
    expect(over, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    for (const b of await page.locator('.hud-toolbar button, .ft-tab').all()) {
      const box = await b.boundingBox();
      expect(box && box.height >= 44 && box.width >= 44, 'toolbar buttons and tabs of 44 CSS px').toBe(true);
    }
    // the first table on a touch screen says how to zoom the board; a drawer over the board takes it away
    const hint = page.locator('.hud-notice', { hasText: lang === 'ru' ? 'рассмотреть поле' : 'look closer' });
    await expect(hint).toBeVisible();
    await tapButton(page.locator('.ft-tab[data-drawer="players"]'));
    await expect(page.locator('.ft-drawer')).toBeVisible();
    expect(await hint.count(), 'the hint is gone as the drawer opens (not faded later)').toBe(0);
    await tapButton(page.locator('.ft-tab[data-drawer="players"]'));
    await expect(page.locator('.ft-drawer')).toBeHidden();
    // a tap answers with the button's own press, not the browser's grey-blue flash over the tab
    expect(
      await page
        .locator('.ft-tab[data-drawer="players"]')
        .evaluate((b) => getComputedStyle(b).getPropertyValue('-webkit-tap-highlight-color')),
    ).toBe('rgba(0, 0, 0, 0)');
    await myTurn(page);
    await shot(page, 'portrait');

    // a token by taps: the supply token (44 CSS px and more), then the card it goes on
    const k = await cssPerPx(page);
    const legal = (await hooks(page, (h) => h.legal(0))).filter((m) => m.type === 'PLACE');
    const move = legal[0] as Move & { target: { id: string } };
    const at = await hooks(
      page,
      (h, a: { token: string; card: string }) => ({
        tok: h.scene.supplyTokens.get(0)?.find((t) => t.tokenId === a.token),
        card: h.scene.cardObject(a.card),
      }),
      { token: move.tokenId, card: move.target.id },
    );
    if (!at.tok || !at.card) throw new Error('the token or its card is not drawn');
    expect(at.tok.radius * 2 * k).toBeGreaterThanOrEqual(44);
    expect(Math.min(at.card.cw, at.card.ch) * k).toBeGreaterThanOrEqual(44);
    const before = await events(page);
    const mine = owned(await view(page));
    await tapAt(page, at.tok.x, at.tok.y);
    await expect.poll(() => hooks(page, (h) => h.scene.selected)).toBe(move.tokenId);
    await tapAt(page, at.card.x, at.card.y);
    // one resident that takes it: the seal is asked; more: the player picks one (which seals it)
    const ask = page.locator('[data-prompt="confirm-place"], [data-prompt="choose-slot"]');
    await expect(ask).toBeVisible();
    await shot(page, 'ask');
    await tapButton(ask.locator('[data-choice="0"]'));
    await expect.poll(() => events(page)).toBeGreaterThan(before);
    await settled(page);
    expect(owned(await view(page))).toBe(mine + 1);

    // the goals' drawer opens over the table, legible, and closes by its tab again
    const drawer = page.locator('.ft-drawer');
    await expect(drawer).toBeHidden();
    await tapButton(page.locator('.ft-tab[data-drawer="goals"]'));
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('.ft-goal')).toHaveCount((await view(page)).goals.length);
    await expect(drawer.locator('.ft-goal-card img').first()).toHaveAttribute('src', /^data:image/);
    const card = await drawer.locator('.ft-goal-card').first().boundingBox();
    expect(card && card.width >= 110, 'a goal card about as large as a real one').toBe(true);
    const type = await drawer
      .locator('.ft-goal-text p')
      .first()
      .evaluate(
        (p: HTMLElement) =>
          (Number.parseFloat(getComputedStyle(p).fontSize) * p.getBoundingClientRect().width) / p.offsetWidth,
      );
    expect(type, 'the goals’ words of 12 CSS px and more').toBeGreaterThanOrEqual(12);
    await shot(page, 'goals');
    await tapButton(page.locator('.ft-tab[data-drawer="goals"]'));
    await expect(drawer).toBeHidden();
    // the other player's plaque, behind its tab; the ✕ closes it
    await tapButton(page.locator('.ft-tab[data-drawer="players"]'));
    await expect(drawer.locator('.ft-seat')).toHaveCount(1);
    await shot(page, 'players');
    // the chronicle: the placement is in it
    await tapButton(page.locator('.ft-tab[data-drawer="log"]'));
    await expect(drawer.locator('.ft-log li.tokenPlaced').first()).toBeVisible();
    await shot(page, 'chronicle');
    await tapButton(drawer.locator('[data-action="close-drawer"]'));
    await expect(drawer).toBeHidden();

    // Pass, by a tap
    await myTurn(page);
    const passAt = await events(page);
    await tapButton(page.locator('[data-action="pass"]'));
    await expect.poll(() => events(page)).toBeGreaterThan(passAt);
    expect(await hooks(page, (h, n: number) => h.session.record.events[n]?.type, passAt)).toBe('PASS');
    await settled(page);

    // turned on its side: the same game on the landscape table
    const n = await events(page);
    const v = await view(page);
    await page.setViewportSize({ width: 844, height: 390 });
    await onStage(page, 1280);
    expect(await events(page)).toBe(n);
    const w = await view(page);
    expect([w.row, w.parties, w.board]).toEqual([v.row, v.parties, v.board]);
    await expect(page.locator('.ft-plaque')).toHaveCount(2);
    await expect(page.locator('.ft-tabs')).toHaveCount(0);
    await shot(page, 'turned');

    // a tablet on its side (1024×768): the same game on the taller table, its supply a finger's size
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.waitForFunction(
      () =>
        (window as unknown as { __scriptorium: Hooks & { tableReady?: boolean } }).__scriptorium.game.scale.height ===
        960,
      null,
      { polling: 100 },
    );
    await onStage(page, 1280);
    expect(await events(page)).toBe(n);
    expect((await view(page)).board).toEqual(v.board);
    const tall = await cssPerPx(page);
    const supply = await hooks(page, (h) => h.scene.supplyTokens.get(0)?.map((t) => t.radius) ?? []);
    expect(supply.length).toBeGreaterThan(0);
    for (const r of supply) expect(r * 2 * tall).toBeGreaterThanOrEqual(44);
    await expect(page.locator('.ft-plaques[data-shape="tall"] .ft-plaque')).toHaveCount(2);
    await shot(page, 'tablet');
  });
});
