/**
 * An online room on a phone held upright (390×844, touch), against a real game server
 * (./online-start.ts): a Four Temperaments room of a person and a bot, with a turn timer, opens on
 * the portrait table (its drawers) with the clock in the status line and the room's Talk, record
 * and chart under one More; Talk is opened by taps (the keyboard only once the field is tapped, and
 * the table not laid out again when the keyboard shrinks the window), a phrase and a line are sent and
 * stand in the talk, which leaves the player's own supply at the foot in sight; the phone is turned and the room
 * goes on in the same seat, on the landscape table, with its talk kept. Every button tapped or in
 * the toolbar is at least 44 CSS px and inside the screen. Before it, an invite link opened on a
 * phone: the person's name is asked first, the phone's share sheet takes the link, and the waiting
 * room says whom it waits for. `SHOTS=dir` saves what the player sees
 * (`SHOTS_LANG=ru` in Russian), for people to judge.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, onStage, settled, test } from './fixtures';
import { createRoom, device, gameServerForFile } from './online-start';

type Hooks = {
  game: { scale: { width: number; height: number } };
  session: { seat: number | null; eventCount: number; code: string };
  scene: { supplyTokens: Map<number, { x: number; y: number; radius: number }[]> };
};
const hooks = <T>(page: Page, f: (h: Hooks, arg: never) => T, arg?: unknown): Promise<T> =>
  page.evaluate(`(${f.toString()})(window.__scriptorium, ${JSON.stringify(arg)})`) as Promise<T>;
const lang = process.env.SHOTS_LANG === 'ru' ? 'ru' : 'en';

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/online-${name}-${lang}.png` });
}

/** A target a thumb can hit, inside the screen. */
async function thumbSized(b: Locator): Promise<void> {
  const box = await b.boundingBox();
  const width = b.page().viewportSize()?.width ?? 0;
  expect(box, 'drawn').not.toBeNull();
  if (!box) return;
  expect(Math.min(box.width, box.height), 'a target of at least 44 CSS px').toBeGreaterThanOrEqual(44);
  expect(box.x >= 0 && box.x + box.width <= width, 'inside the screen').toBe(true);
}
const server = gameServerForFile();

/** Whether the field's hint (its placeholder) shows whole. */
const hintFits = (field: Locator) =>
  field.evaluate((el: HTMLInputElement) => {
    const st = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    ctx.font = `${st.fontStyle} ${st.fontWeight} ${st.fontSize} ${st.fontFamily}`;
    const room = el.clientWidth - Number.parseFloat(st.paddingLeft) - Number.parseFloat(st.paddingRight);
    return ctx.measureText(el.placeholder).width <= room;
  });

test('an invite link opened on a phone: the name asked first, the link shared, the host named as the one awaited', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ann = await device(browser, server.base, 'Ann');
  const code = await createRoom(ann.page, 'temperaments', ['human', 'human']);
  const phone = await browser.newContext({
    baseURL: server.base,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await phone.addInitScript((l) => {
    localStorage.setItem('scriptorium.lang', l);
    // a phone's share sheet, as Android's: what it was given is kept
    const w = window as unknown as { shared: ShareData[] };
    w.shared = [];
    navigator.share = async (d?: ShareData) => void w.shared.push(d ?? {});
  }, lang);
  const page = await phone.newPage();
  // the link as the host's page shows it: it names the game, and so does the page it opens
  const link = (await ann.page.locator('[data-part="link"]').textContent()) ?? '';
  expect(link).toBe(`${server.base}/#/join/${code}/temperaments`);
  await page.goto(link);
  await expect(page.locator('h2.rubric')).toHaveText(
    lang === 'ru'
      ? `Игра по сети · Четыре темперамента, комната ${code}`
      : `Play online · Four Temperaments, room ${code}`,
  );
  // nobody knows this phone yet: its name first, so the room does not call it "Seat 2"
  const name = page.locator('[data-field="name"]');
  await expect(name).toBeVisible({ timeout: 60_000 });
  await thumbSized(page.locator('[data-action="join-room"]'));
  await name.fill('Bob');
  await page.locator('[data-action="join-room"]').tap();
  const you = lang === 'ru' ? 'Вы' : 'You';
  await expect(page.locator('[data-part="seats"] [data-seat="1"]')).toHaveText(`Bob (${you})`);
  await expect(ann.page.locator('[data-part="seats"] [data-seat="1"]')).toHaveText('Bob');
  // who the room waits for, on both sides
  await expect(page.locator('.online-page [role="status"]')).toHaveText(
    lang === 'ru' ? 'Ждём, когда Ann начнёт игру.' : 'Waiting for Ann to start the game.',
  );
  await expect(ann.page.locator('.online-page [role="status"]')).toHaveText(
    'Everyone is here: start when you are ready.',
  );
  // the phone shares the link through its share sheet
  const share = page.locator('[data-action="share-link"]');
  await thumbSized(share);
  await share.tap();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared.map((d) => d.url)).toEqual([`${server.base}/#/join/${code}/temperaments`]);
  // the talk's field says what it is for, whole
  expect(await hintFits(page.locator('[data-field="chat"]')), 'the chat field’s hint is cut').toBe(true);
  await phone.close();
  await ann.ctx.close();
});

test.describe('an online room on a phone held upright', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the portrait table, More and Talk by taps, a phrase sent, the phone turned in the same seat', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.addInitScript((l) => {
      localStorage.setItem('scriptorium.lang', l);
      localStorage.setItem('scriptorium.online.name', 'Ann');
      (window as unknown as { __scriptorium: Record<string, unknown> }).__scriptorium ??= { instant: true };
    }, lang);
    await page.goto(`${server.base}/#/online/temperaments`);
    const create = page.locator('[data-action="create-room"]');
    await expect(create).toBeVisible({ timeout: 120_000 });
    await page.locator('select[data-seat="1"]').selectOption('easy');
    await page.locator('[data-field="timer"]').selectOption('120');
    await create.tap();
    await page.locator('[data-action="start"]').tap();
    await settled(page, 120_000);

    // the portrait table with its drawers; the room's extras under More; the clock in the status line
    expect(await hooks(page, (h) => h.game.scale.width)).toBe(720);
    await expect(page.locator('.ft-tabs')).toBeVisible();
    const toolbar = page.locator('.hud-toolbar');
    await expect(toolbar.locator('[data-action="chat"]')).toHaveCount(0);
    for (const b of await toolbar.locator('button').all()) await thumbSized(b);
    expect(
      await toolbar.evaluate((el) => el.scrollWidth - el.clientWidth),
      'the toolbar overflows',
    ).toBeLessThanOrEqual(0);
    const clock = page.locator('.table-hud > [data-part="clock"]');
    await expect(clock).toHaveText(/\d:\d\d$/);
    const clockBox = await clock.boundingBox();
    expect(clockBox && clockBox.x >= 0 && clockBox.x + clockBox.width <= 390, 'the clock inside the screen').toBe(true);
    const over = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
    expect(over, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    await shot(page, 'upright');

    // More opens a small menu: Talk and the chart, thumb-sized
    const more = toolbar.locator('[data-action="more"]');
    await more.tap();
    const menu = page.locator('[data-part="more"]');
    await expect(menu).toBeVisible();
    for (const b of await menu.locator('button').all()) await thumbSized(b);
    await shot(page, 'more');
    // the count of unread talk on More reads at 12 CSS px and more
    const badgePx = await more.locator('.badge').evaluate((el) => {
      const ui = document.getElementById('ui') as HTMLElement;
      return Number.parseFloat(getComputedStyle(el).fontSize) * new DOMMatrix(getComputedStyle(ui).transform).a;
    });
    expect(badgePx, 'the unread count in CSS px').toBeGreaterThanOrEqual(12);
    await menu.locator('[data-action="chat"]').tap();
    await expect(menu).toBeHidden();
    const panel = page.locator('.online-panel[data-part="chat-panel"]');
    await expect(panel).toBeVisible();

    // a phrase and a line, by taps and the keyboard
    const phrase = panel.locator('[data-phrase="hello"]');
    await thumbSized(phrase);
    await phrase.tap();
    const said = lang === 'ru' ? 'Всем привет!' : 'Hello, all!';
    await expect(panel.locator('[data-part="chat"]')).toContainText(`Ann: ${said}`);
    // the keyboard waits for a tap on the field (opened, the talk is read and a phrase tapped);
    // up, it shrinks the window, and the table is not laid out again under the line being written
    const field = panel.locator('[data-field="chat"]');
    expect(await field.evaluate((el) => el === document.activeElement), 'the keyboard up at once').toBe(false);
    const stage = await hooks(page, (h) => [h.game.scale.width, h.game.scale.height]);
    await field.tap();
    await page.setViewportSize({ width: 390, height: 490 });
    await page.waitForTimeout(600); // past the resize's settling (src/app/stage.ts)
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    expect(await hooks(page, (h) => [h.game.scale.width, h.game.scale.height]), 'laid out again').toEqual(stage);
    await field.fill('gl hf');
    await thumbSized(panel.locator('[data-action="chat-send"]'));
    await panel.locator('[data-action="chat-send"]').tap();
    // the field let go: a slow phone's keyboard goes down a second later; the table waits for it rather
    // than being laid out for the short window it leaves, and the talk stays open
    await page.waitForTimeout(1000);
    expect(await hooks(page, (h) => [h.game.scale.width, h.game.scale.height]), 'laid out for the keyboard').toEqual(
      stage,
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(1000);
    await settled(page);
    expect(await hooks(page, (h) => [h.game.scale.width, h.game.scale.height]), 'the upright stage again').toEqual(
      stage,
    );
    await expect(panel).toBeVisible();
    await expect(panel.locator('[data-part="chat"]')).toContainText('Ann: gl hf');
    // the talk fits the screen and stays clear of the player's own supply at the foot
    const box = await panel.boundingBox();
    const supplyTop = await hooks(page, (h) => {
      const canvas = document.querySelector('#stage canvas')?.getBoundingClientRect();
      const k = (canvas?.width ?? 0) / h.game.scale.width;
      const toks = h.scene.supplyTokens.get(h.session.seat ?? 0) ?? [];
      return (canvas?.y ?? 0) + Math.min(...toks.map((t) => t.y - t.radius)) * k;
    });
    expect(box && box.x >= 0 && box.x + box.width <= 390, 'the talk inside the screen').toBe(true);
    expect((box?.y ?? 0) + (box?.height ?? 0), 'the talk over the own supply').toBeLessThan(supplyTop);
    await shot(page, 'talk');
    // more talk than the turned phone's log shows at once (the talk's rate: four at once, then one in 2 s)
    await page.waitForTimeout(2000);
    for (const p of ['thanks', 'goodGame', 'thinking']) await panel.locator(`[data-phrase="${p}"]`).tap();
    const log = panel.locator('[data-part="chat"]');
    await expect(log.locator('li')).toHaveCount(5);

    // turned on its side: the same seat and game, the landscape table, the talk kept
    const seat = await hooks(page, (h) => h.session.seat);
    const code = await hooks(page, (h) => h.session.code);
    await page.setViewportSize({ width: 844, height: 390 });
    await onStage(page, 1280);
    expect(await hooks(page, (h) => [h.session.seat, h.session.code])).toEqual([seat, code]);
    await expect(page.locator('.ft-tabs')).toHaveCount(0);
    const talk = toolbar.locator('[data-action="chat"]');
    await expect(toolbar.locator('[data-action="more"]')).toHaveCount(0);
    // the talk open before the turn is open after it; its × closes it and Talk opens it again
    await expect(panel).toBeVisible();
    await expect(talk).toHaveAttribute('aria-expanded', 'true');
    await shot(page, 'turned-kept');
    await panel.locator('header button').tap();
    await expect(panel).toBeHidden();
    await expect(talk).toHaveAttribute('aria-expanded', 'false');
    await talk.tap();
    await expect(panel).toBeVisible();
    await expect(panel.locator('[data-part="chat"]')).toContainText('Ann: gl hf');
    // the log, laid out anew, shows its newest line (it showed the oldest)
    const [top, seen, all] = await log.evaluate((el) => [el.scrollTop, el.clientHeight, el.scrollHeight]);
    expect(all, 'more talk than the log shows at once').toBeGreaterThan(seen);
    expect(top + seen, 'the log scrolled to its newest line').toBeGreaterThanOrEqual(all - 1);
    await shot(page, 'turned');
    await settled(page);
  });
});
