/**
 * An undo request at an online table, on every size (a phone upright 390×844, on its side 844×390,
 * a desktop 1280×720), against a real game server (./online-start.ts): the other person's talk opens
 * with the question and its Allow / Refuse all in sight (never scrolled away, no banner the panel
 * covers); the asker reads it as their own ("You asked to take back your move — waiting for Bob."),
 * whole. `SHOTS=dir` saves what both see (`SHOTS_LANG=ru` in Russian).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import { createRoom, gameServerForFile } from './online-start';

type Move = { type: string };
type Hooks = {
  view(seat: number): { pending: { seat: number } | null };
  legal(seat: number): Move[];
  session: { seat: number | null; eventCount: number; undo(): boolean };
  scene: { send(e: unknown): boolean };
};
const hooks = <T>(page: Page, f: (h: Hooks, arg: never) => T, arg?: unknown): Promise<T> =>
  page.evaluate(`(${f.toString()})(window.__scriptorium, ${JSON.stringify(arg)})`) as Promise<T>;
const lang = process.env.SHOTS_LANG === 'ru' ? 'ru' : 'en';
const server = gameServerForFile();

async function person(browser: Browser, name: string, size: { width: number; height: number }) {
  const phone = size.width < 1000;
  const ctx = await browser.newContext({
    baseURL: server.base,
    viewport: size,
    serviceWorkers: 'block',
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  await ctx.addInitScript(
    ([n, l]) => {
      localStorage.setItem('scriptorium.lang', l as string);
      localStorage.setItem('scriptorium.online.name', n as string);
      (window as unknown as { __scriptorium: Record<string, unknown> }).__scriptorium ??= { instant: true };
    },
    [name, lang],
  );
  return { ctx, page: await ctx.newPage(), name };
}

for (const size of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 720 },
]) {
  test(`an undo request on ${size.width}×${size.height}: the question and its answers in sight, the asker's own words`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const ann = await person(browser, 'Ann', size);
    const bob = await person(browser, 'Bob', size);
    const code = await createRoom(ann.page, 'temperaments', ['human', 'human']);
    await bob.page.goto(`/#/join/${code}`);
    await expect(ann.page.locator('[data-part="seats"] [data-seat="1"]')).toContainText('Bob', { timeout: 120_000 });
    await ann.page.locator('[data-action="start"]').click();
    await Promise.all([settled(ann.page, 120_000), settled(bob.page, 120_000)]);

    // Whoever is to place first places a token; then asks to take it back.
    const first = await hooks(ann.page, (h) => h.view(0).pending?.seat ?? -1);
    const [placer, other] = first === 0 ? [ann, bob] : [bob, ann];
    const count = await hooks(placer.page, (h) => h.session.eventCount);
    const seat = first;
    const place = (await hooks(placer.page, (h, s) => h.legal(s), seat)).find((m) => m.type === 'PLACE');
    await hooks(placer.page, (h, e) => h.scene.send(e), place);
    for (const p of [ann, bob])
      await expect.poll(() => hooks(p.page, (h) => h.session.eventCount), { timeout: 60_000 }).toBe(count + 1);
    await settled(placer.page, 60_000);
    expect(await hooks(placer.page, (h) => h.session.undo())).toBe(true);

    // The other's talk opens with the whole question and both answers in sight.
    const ask = other.page.locator('.online-panel[data-part="chat-panel"] [data-part="undo-ask"]');
    await expect(ask).toBeVisible({ timeout: 30_000 });
    const asks = {
      en: `${placer.name} asks to take back the last move.`,
      ru: `${placer.name} просит отменить последний ход.`,
    };
    await expect(ask.locator('p')).toHaveText(asks[lang]);
    for (const part of [
      ask.locator('p'),
      ask.locator('[data-action="undo-allow"]'),
      ask.locator('[data-action="undo-refuse"]'),
    ])
      await expect(part).toBeInViewport({ ratio: 1 });
    // what is under the answers' middle is the answer (no toolbar, no banner over it)
    for (const action of ['undo-allow', 'undo-refuse']) {
      const hit = await ask.locator(`[data-action="${action}"]`).evaluate((b) => {
        const r = b.getBoundingClientRect();
        return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(hit, `${action} is not covered`).toBe(true);
    }
    // The asker reads it as their own, whole.
    const mine = {
      en: `You asked to take back your move — waiting for ${other.name}.`,
      ru: `Вы попросили отменить свой ход — ждём ответа: ${other.name}.`,
    };
    const notice = placer.page.locator('.hud-notice', { hasText: mine[lang] });
    await expect(notice).toBeVisible();
    expect(await notice.evaluate((n) => n.scrollWidth <= n.clientWidth + 1)).toBe(true);
    if (process.env.SHOTS) {
      const at = `${size.width}x${size.height}-${lang}`;
      await other.page.screenshot({ path: `${process.env.SHOTS}/undo-asked-${at}.png` });
      await placer.page.screenshot({ path: `${process.env.SHOTS}/undo-asker-${at}.png` });
    }
    await ask.locator('[data-action="undo-refuse"]').click();
    await expect(ask).toHaveCount(0);
    await Promise.all([ann.ctx.close(), bob.ctx.close()]);
  });
}
