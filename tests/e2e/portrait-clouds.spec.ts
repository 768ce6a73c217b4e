/**
 * Cloud Marches on a phone held upright (390×844, touch): the table is laid out on a portrait stage
 * (src/games/clouds/layout.ts), the draft and a pointer's placement are made by taps, every target
 * tapped is at least 44 CSS px, the other seat's area opens as a drawer and closes again, and turning
 * the phone lays the same game out on the landscape table (a 4:3 tablet on its side: on the taller
 * one). `SHOTS=dir` saves what the player sees at each stage (for people to judge); `SHOTS_LANG=ru`
 * plays it in Russian.
 */
import type { Page } from '@playwright/test';
import { expect, onStage, openInstant, rendererType, settled, startAgainstEasyBot, test } from './fixtures';

type XY = [number, number];
type Box = { x: number; y: number; width: number; height: number };
type View = {
  phase: string;
  awaitedSeat: number | null;
  cards: { id: string; owner: number | null; pos: XY | null }[];
};
type Hooks = {
  view(seat: number): View;
  legal(seat: number): { type: string; cardId?: string; cell?: XY }[];
  session: { eventCount: number };
  game: { scale: { width: number; height: number } };
  scene: {
    drawer: number | null;
    L: { portrait: boolean; drawer: { x: number; y: number; w: number; h: number } | null };
    cards: Map<string, { x: number; y: number; visible: boolean; scale: number }>;
  };
  clouds: { cellXY(x: number, y: number): XY; lit(): { cell: XY; kind: string }[] };
};

/** Runs `f` on the page's hooks (as source: the page's CSP allows no eval of its own). */
const hooks = <T, A = null>(page: Page, f: (h: Hooks, a: A) => T, arg?: A): Promise<T> =>
  page.evaluate(`(${f.toString()})(window.__scriptorium, ${JSON.stringify(arg ?? null)})`) as Promise<T>;
const events = (page: Page) => hooks(page, (h) => h.session.eventCount);
const lang = process.env.SHOTS_LANG === 'ru' ? 'ru' : 'en';

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${lang}.png` });
}

/** Taps the table at logical (x, y) of the stage. */
async function tapAt(page: Page, [x, y]: XY): Promise<void> {
  const box = (await page.locator('#stage canvas').boundingBox()) as Box;
  const k = box.width / (await hooks(page, (h) => h.game.scale.width));
  await page.touchscreen.tap(box.x + x * k, box.y + y * k);
}

/** Waits until seat 0 is awaited (the bot has moved) and the table is still. */
async function myTurn(page: Page): Promise<View> {
  await page.waitForFunction(
    () => (window as never as { __scriptorium: Hooks }).__scriptorium.view(0).awaitedSeat === 0,
    null,
    { polling: 100 },
  );
  await settled(page);
  return hooks(page, (h) => h.view(0));
}

/** Sends one move by a tap at `at` and waits until the game has taken it. */
async function tapMove(page: Page, at: XY): Promise<void> {
  const before = await events(page);
  await tapAt(page, at);
  await page.waitForFunction(
    (n) => (window as never as { __scriptorium: Hooks }).__scriptorium.session.eventCount > n,
    before,
    { polling: 100 },
  );
}

/** A button or tab a thumb can hit: at least 44 CSS px each way. */
async function thumbSized(page: Page, selector: string): Promise<void> {
  for (const b of await page.locator(selector).all()) {
    const box = (await b.boundingBox()) as Box;
    expect(Math.min(box.width, box.height), `${selector} is a target of 44 CSS px`).toBeGreaterThanOrEqual(43.5);
  }
}

/** The CSS px each card of `seat` shows of itself (the step to its neighbour in its row, or its width). */
async function cardShows(page: Page, seat: number): Promise<number[]> {
  return hooks(
    page,
    (h, s) => {
      const k =
        (document.querySelector('#stage canvas') as HTMLCanvasElement).getBoundingClientRect().width /
        h.game.scale.width;
      const cs = h
        .view(0)
        .cards.filter((c) => c.owner === s)
        .map((c) => h.scene.cards.get(c.id) as { x: number; y: number; scale: number; visible: boolean });
      return cs.map((c) => {
        const next = cs.filter((o) => o.y === c.y && o.x > c.x).map((o) => o.x - c.x);
        return Math.min(100 * c.scale, ...next) * k;
      });
    },
    seat,
  );
}

test.describe('Cloud Marches on a phone held upright', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the draft, a pointer placed, a seat drawer, by taps; turned, the same game in landscape', async ({ page }) => {
    test.setTimeout(300_000);
    await openInstant(page, '/', lang);
    await page.locator('article[data-game="clouds"] [data-action="new"]').tap();
    await startAgainstEasyBot(page, 'e2e-portrait-clouds');
    expect(await rendererType(page)).toBe(2); // WebGL
    expect(await hooks(page, (h) => [h.game.scale.width, h.game.scale.height])).toEqual([720, 1560]);
    await thumbSized(page, '.hud-toolbar button:not([hidden])');
    await thumbSized(page, '.cm-tab');
    await shot(page, 'draft');

    // the draft by taps: three cards each, the bot answering each pick; the first card taken lands in
    // the first of three slots and stays there, as large, while the other two are taken
    const firstAt: number[][] = [];
    let first = '';
    const place = (c: string) =>
      hooks(
        page,
        (h, id) => {
          const card = h.scene.cards.get(id);
          return [card?.x, card?.y, card?.scale].map((n) => Math.round(Number(n) * 10) / 10);
        },
        c,
      );
    // each tab that glows as a card goes to it, out of sight (the bot's picks; the person's are in the dock)
    await page.evaluate(() => {
      const glowed: string[] = [];
      (window as unknown as { __glowed: string[] }).__glowed = glowed;
      new MutationObserver(() => {
        for (const t of document.querySelectorAll<HTMLElement>('.cm-tab.took'))
          if (!glowed.includes(t.dataset.seat as string)) glowed.push(t.dataset.seat as string);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
    for (let pick = 0; pick < 3; pick++) {
      await myTurn(page);
      if (first) firstAt.push(await place(first));
      const id = await hooks(page, (h) => h.legal(0).find((m) => m.type === 'DRAFT_PICK')?.cardId as string);
      first ||= id;
      const at = await hooks(
        page,
        (h, c) => {
          const card = h.scene.cards.get(c);
          return [card?.x, card?.y] as XY;
        },
        id,
      );
      await tapMove(page, at);
      expect((await hooks(page, (h) => h.view(0))).cards.find((c) => c.id === id)?.owner).toBe(0);
    }
    let v = await myTurn(page);
    expect(v.phase).toBe('placePointers');
    expect(await page.evaluate(() => (window as unknown as { __glowed: string[] }).__glowed)).toEqual(['1']);
    firstAt.push(await place(first));
    expect(firstAt[1]).toEqual(firstAt[0]);
    expect(firstAt[2]).toEqual(firstAt[0]);
    // the docked seat's three cards, each a target a thumb can hit
    expect(Math.min(...(await cardShows(page, 0)))).toBeGreaterThanOrEqual(44);
    await expect(page.locator('.cm-panel')).toBeVisible();

    // the bot's drawer: a tap on its tab opens it (its cards there, the panel under it); Close shuts it
    const tab = page.locator('.cm-tab[data-seat="1"]');
    await tab.tap();
    const drawer = page.locator('[data-testid="cm-drawer"]');
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText((await tab.locator('strong').textContent()) as string);
    await expect(page.locator('.cm-panel')).toBeHidden();
    const placed = await hooks(page, (h) => {
      const d = h.scene.L.drawer as { x: number; y: number; w: number; h: number };
      return h
        .view(0)
        .cards.filter((c) => c.owner !== null)
        .map((c) => {
          const k = h.scene.cards.get(c.id) as { x: number; y: number; visible: boolean };
          return {
            owner: c.owner,
            visible: k.visible,
            inside: k.y > d.y && k.y < d.y + d.h && k.x > d.x && k.x < d.x + d.w,
          };
        });
    });
    expect(placed.filter((c) => c.owner === 1).every((c) => c.visible && c.inside)).toBe(true);
    expect(placed.filter((c) => c.owner === 0).every((c) => !c.visible)).toBe(true);
    expect(Math.min(...(await cardShows(page, 1)))).toBeGreaterThanOrEqual(44);
    await thumbSized(page, '[data-action="close-drawer"]');
    await shot(page, 'drawer');
    await page.locator('[data-action="close-drawer"]').tap();
    await expect(drawer).toBeHidden();
    await expect(page.locator('.cm-panel')).toBeVisible();
    expect(await hooks(page, (h) => h.scene.drawer)).toBe(null);
    // a second tap on the tab shuts it too
    await tab.tap();
    await expect(drawer).toBeVisible();
    await tab.tap();
    await expect(drawer).toBeHidden();

    // a pointer placed by a tap on a lit cell
    const lit = await hooks(page, (h) => h.clouds.lit());
    expect(lit.length).toBeGreaterThan(0);
    const cell = (lit[0] as { cell: XY }).cell;
    await tapMove(page, await hooks(page, (h, c) => h.clouds.cellXY(c[0], c[1]), cell));
    v = await hooks(page, (h) => h.view(0));
    expect(v.cards.some((c) => c.owner === 0 && c.pos?.[0] === cell[0] && c.pos?.[1] === cell[1])).toBe(true);
    await settled(page);
    await shot(page, 'map');

    // turned on its side: the same game on the landscape table, the seats' heads in the side column
    const count = await events(page);
    await page.setViewportSize({ width: 844, height: 390 });
    await onStage(page, 1280);
    expect(await events(page)).toBe(count);
    expect(await hooks(page, (h) => h.scene.L.portrait)).toBe(false);
    await expect(page.locator('.cm-head')).toHaveCount(2);
    await expect(page.locator('.cm-tabs')).toHaveCount(0);
    const pos = await hooks(page, (h) =>
      h
        .view(0)
        .cards.filter((c) => c.owner === 0)
        .map((c) => c.pos),
    );
    expect(pos).toEqual(v.cards.filter((c) => c.owner === 0).map((c) => c.pos));
    // every seat's cards in its area of the side column
    const side = await hooks(page, (h) =>
      h
        .view(0)
        .cards.filter((c) => c.owner !== null)
        .every((c) => {
          const k = h.scene.cards.get(c.id) as { x: number; visible: boolean };
          return k.visible && k.x > 688;
        }),
    );
    expect(side).toBe(true);
    await shot(page, 'turned');

    // on a 4:3 tablet on its side: the taller table (1280×960), its map larger, the same game
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.waitForFunction(
      () => {
        const s = (window as never as { __scriptorium: Hooks & { tableReady?: boolean } }).__scriptorium;
        return s.game.scale.height === 960 && s.tableReady === true;
      },
      null,
      { polling: 100 },
    );
    await settled(page);
    expect(await events(page)).toBe(count);
    const tall = await hooks(page, (h) => {
      const L = h.scene.L as unknown as { map: { x: number; size: number } };
      const cards = h
        .view(0)
        .cards.filter((c) => c.owner !== null)
        .map((c) => h.scene.cards.get(c.id) as { x: number; visible: boolean });
      return { size: L.map.size, inColumn: cards.every((k) => k.visible && k.x > L.map.x + L.map.size) };
    });
    expect(tall.size).toBeGreaterThan(662);
    expect(tall.inColumn).toBe(true);
    // the action panel's line of help reads at 12 CSS px at least there (was 11.6), whole
    const help = await page.locator('.cm-panel p').evaluate((p) => {
      const ui = document.getElementById('ui') as HTMLElement;
      const k = Number(getComputedStyle(ui).getPropertyValue('--ui-scale'));
      const panel = p.parentElement as HTMLElement;
      return { px: Number.parseFloat(getComputedStyle(p).fontSize) * k, cut: panel.scrollHeight > panel.clientHeight };
    });
    expect(help.px).toBeGreaterThanOrEqual(12);
    expect(help.cut).toBe(false);
  });

  test('a card marked in the bot’s drawer: the drawer shuts once the mark is shown, and the panel is back', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openInstant(page, '/clouds/new', lang);
    await startAgainstEasyBot(page, 'e2e-portrait-mark');
    // To a turn where a unicorn of seat 0 may mark a card of the bot's: its unicorns drafted, the rest
    // of the setup and any other turn sent as the table would send them.
    type Move = { type: string; cardId?: string; targetId?: string };
    type Driven = {
      view(s: number): Omit<View, 'cards'> & { cards: { id: string; owner: number | null; cls: string }[] };
    };
    type Sends = Driven & { legal(s: number): Move[]; scene: { send(m: Move): void } };
    for (let i = 0; ; i++) {
      expect(i, 'a turn to mark in').toBeLessThan(80);
      await myTurn(page);
      const step = await hooks(page, (h) => {
        const s = h as unknown as Sends;
        const v = s.view(0);
        const legal = s.legal(0);
        const cls = (id?: string) => v.cards.find((c) => c.id === id)?.cls;
        const owner = (id?: string) => v.cards.find((c) => c.id === id)?.owner;
        if (legal.some((m) => m.type === 'CLASS_ACTION' && owner(m.targetId) === 1)) return 'mark';
        const m =
          (v.phase === 'draft' && legal.find((m) => m.type === 'DRAFT_PICK' && cls(m.cardId) === 'unicorn')) ||
          (v.phase === 'selectCard' && legal.find((m) => m.type === 'SELECT_CARD' && cls(m.cardId) === 'unicorn')) ||
          legal.find((m) => m.type === 'SKIP') ||
          legal[0];
        if (m) s.scene.send(m);
        return m?.type;
      });
      if (step === 'mark') break;
    }
    await page.locator('.cm-panel [data-action="class"]').tap();
    await page.locator('.cm-tab[data-seat="1"]').tap();
    const drawer = page.locator('[data-testid="cm-drawer"]');
    await expect(drawer).toBeVisible();
    const target = await hooks(page, (h) => {
      const m = (h as unknown as Sends).legal(0).find((m) => m.type === 'CLASS_ACTION' && m.targetId) as Move;
      const c = h.scene.cards.get(m.targetId as string) as { x: number; y: number };
      return { id: m.targetId as string, at: [c.x, c.y] as XY };
    });
    await tapMove(page, target.at);
    await expect(drawer).toBeHidden();
    await expect(page.locator('.cm-panel')).toBeVisible();
    expect(await hooks(page, (h) => h.scene.drawer)).toBe(null);
    const marked = await hooks(
      page,
      (h, id) => (h.view(0).cards as { id: string; skipMark?: boolean }[]).find((c) => c.id === id)?.skipMark,
      target.id,
    );
    expect(marked).toBe(true);
  });

  test('four seats in Russian: each tab names its seat in full, a thumb’s size', async ({ page }) => {
    test.setTimeout(120_000);
    await openInstant(page, '/clouds/new', 'ru');
    const sheet = page.locator('[data-modal="new-game"]');
    await expect(sheet).toBeVisible();
    // the sheet opens without raising the phone's keyboard: no field is focused until it is tapped
    await expect(sheet).toBeFocused();
    await sheet.locator('[data-action="add-seat"]').tap();
    await sheet.locator('[data-action="add-seat"]').tap();
    for (const i of [1, 2, 3]) {
      await sheet.locator(`[data-seat="${i}"] [data-kind="bot"]`).tap();
      await sheet.locator(`[data-field="level-${i}"]`).selectOption('easy');
    }
    await sheet.locator('[data-field="seed"]').fill('e2e-four-tabs');
    await sheet.locator('[data-action="start"]').tap();
    await settled(page);
    // a quarter of the width each: a bot by its own name (its title in its drawer), none of it cut
    const tabs = await page.locator('.cm-tab strong').evaluateAll((els) =>
      els.map((e) => ({
        name: e.textContent,
        whole: e.scrollWidth <= e.clientWidth,
        face: getComputedStyle(e).fontFamily.split(',')[0],
      })),
    );
    // each name as typed, in the body face: in the tabs' small capitals a Latin 'Bob' read as 'Вов'
    expect(tabs).toEqual(
      ['Игрок 1', 'Хильдегарда', 'Одо', 'Изольда'].map((name) => ({ name, whole: true, face: '"EB Garamond"' })),
    );
    await thumbSized(page, '.cm-tab');
    await page.locator('.cm-tab[data-seat="1"]').tap();
    await expect(page.locator('[data-testid="cm-drawer"]')).toContainText('Сестра Хильдегарда');
    const head = page.locator('.cm-drawer-title strong');
    await expect(head).toHaveText('Сестра Хильдегарда');
    expect(await head.evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(/^"?EB Garamond/);
  });
});

test.describe('Cloud Marches on a phone on its side', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('the end sheet shows every place and its ways on, nothing scrolled to', async ({ page }) => {
    await openInstant(page, '/clouds/new', 'ru');
    await startAgainstEasyBot(page, 'e2e-side-end');
    // the person concedes through the table's own Concede and its question
    await page.locator('[data-action="concede"]').tap();
    await page.locator('.hud-prompt button.primary').tap();
    const sheet = page.locator('[data-modal="game-over"]');
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('.end-rank')).toHaveCount(2);
    // it had its heading, reason and note over the ranking, the rows scrolled under the buttons
    for (const part of await sheet.locator('.end-rank, .form-actions button').all())
      await expect(part).toBeInViewport({ ratio: 0.99 });
    expect(await sheet.evaluate((e) => e.scrollHeight <= e.clientHeight + 1)).toBe(true);
  });
});
