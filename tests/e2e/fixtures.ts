/**
 * Shared e2e helpers: a `test` that fails on any console error or warning or page error, and
 * `openApp`, which loads a route in a given language and waits for the app's ready hook (no sleeping).
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Console lines that are not the app's: the browser's own noise under software rendering. Each is
 * matched narrowly; everything else the page says at warning level or above fails the test.
 */
const EXTERNAL: RegExp[] = [
  // playwright.config.ts blocks service workers (tests must not share a cache); Playwright says so.
  /^Service Worker registration blocked by Playwright$/,
  // Chromium's SwiftShader (software WebGL, no GPU here) reports its own pipeline stalls.
  /GPU stall due to ReadPixels/,
  // Chromium falls back to SwiftShader itself and says so once per page.
  /Automatic fallback to software WebGL has been deprecated/,
];

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        const type = m.type();
        if (type !== 'error' && type !== 'warning') return;
        const text = m.text();
        if (!EXTERNAL.some((re) => re.test(text))) errors.push(`${type}: ${text}`);
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await use(errors);
      expect(errors, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export async function openApp(page: Page, route = '/', lang: 'en' | 'ru' = 'en'): Promise<void> {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e.langSet')) {
      localStorage.setItem('scriptorium.lang', l);
      sessionStorage.setItem('e2e.langSet', '1');
    }
  }, lang);
  await page.goto(`/#${route}`);
  await waitReady(page);
}

/** `openApp` with every animation instant: for tests that read what the table shows, not how it moves. */
export async function openInstant(page: Page, route = '/', lang: 'en' | 'ru' = 'en'): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __scriptorium: Record<string, unknown> }).__scriptorium = { instant: true };
  });
  await openApp(page, route, lang);
}

/** A phone held upright (390×844 CSS px, touch): `test.use(UPRIGHT_PHONE)`; `UPRIGHT_PHONE.viewport` turns one back. */
export const UPRIGHT_PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * A game's tutorial on its table, settled; returns the tutorial's page (`.tut-panel`), shown.
 * `instant`: every animation instant (`openInstant`), else as a player sees them (`openApp`).
 */
export async function openTutorial(page: Page, game: string, instant = true): Promise<Locator> {
  await (instant ? openInstant : openApp)(page, `/${game}/tutorial`);
  await settled(page);
  const panel = page.locator('.tut-panel');
  await expect(panel).toBeVisible();
  return panel;
}

export async function waitReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __scriptorium?: { ready?: boolean } }).__scriptorium?.ready === true,
  );
}

/** The Phaser renderer type (1 = Canvas, 2 = WebGL), once Phaser has booted (behind the title, when idle). */
export async function rendererType(page: Page): Promise<number> {
  const type = await page.waitForFunction(
    () =>
      (window as unknown as { __scriptorium: { game?: { renderer: { type: number } } } }).__scriptorium.game?.renderer
        .type,
  );
  return (await type.jsonValue()) as number;
}

/** Waits until a table is built (it may still be animating). */
export async function tableReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __scriptorium?: { tableReady?: boolean } }).__scriptorium?.tableReady === true,
  );
}

/** The events of the record of the game on the table, once the table is built. */
export async function tableEvents(page: Page): Promise<unknown[]> {
  await tableReady(page);
  return page.evaluate(
    () =>
      (window as unknown as { __scriptorium: { session: { record: { events: unknown[] } } } }).__scriptorium.session
        .record.events,
  );
}

/** Waits until the table is drawn and nothing is animating or thinking. */
export async function settled(page: Page, timeout?: number): Promise<void> {
  // Polled on a timer, not per frame: a starved Chromium may stop drawing frames for a while.
  await page.waitForFunction(
    () => {
      const s = (window as unknown as { __scriptorium?: { tableReady?: boolean; busy?: () => boolean } }).__scriptorium;
      return Boolean(s?.tableReady) && s?.busy?.() === false;
    },
    null,
    { polling: 100, timeout },
  );
}

/** Clicks the table at logical (x, y) of the 1280×720 canvas. */
export async function clickAt(page: Page, x: number, y: number): Promise<void> {
  const box = await page.locator('#stage canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.click(box.x + (x * box.width) / 1280, box.y + (y * box.height) / 720);
}

/** Where a person clicks a For Northwood! card: its upper part, clear of the cards fanned over it. */
export async function cardPoint(page: Page, id: string): Promise<[number, number]> {
  return page.evaluate((card) => {
    const c = (
      window as unknown as { __scriptorium: { scene: { cards: Map<string, { x: number; y: number }> } } }
    ).__scriptorium.scene.cards.get(card);
    if (!c) throw new Error(`no card ${card}`);
    return [c.x, c.y - 40] as [number, number];
  }, id);
}

/** What a person presses next in For Northwood!: a point of the table or a button (`over`: nothing, the game is over). */
export type NorthwoodPress = { over: true } | { at: [number, number] } | { button: string };

/**
 * The first choosable fief, Begin, Reveal, or the first playable card (`lift` stage px above its
 * middle, clear of the cards fanned over it). Read in one round trip: a busy machine makes each slow.
 */
export async function northwoodPress(page: Page, lift: number): Promise<NorthwoodPress> {
  const next = await page.evaluate((lift) => {
    type View = { phase: string; result: unknown; playable: string[]; fiefs: { number: number; choosable: boolean }[] };
    const s = (
      window as unknown as {
        __scriptorium: {
          view(s: number): View;
          scene: { L: { fiefAt(n: number): { x: number; y: number } }; cards: Map<string, { x: number; y: number }> };
        };
      }
    ).__scriptorium;
    const v = s.view(0);
    if (v.result) return { over: true as const };
    if (v.phase === 'chooseFief') {
      const f = v.fiefs.find((x) => x.choosable);
      if (!f) return { error: 'no choosable fief' };
      const at = s.scene.L.fiefAt(f.number);
      return { at: [at.x, at.y] as [number, number] };
    }
    if (v.phase === 'chooseSubstitutes') return { button: '[data-action="confirm"]' };
    if (v.phase === 'abilityWindow' || v.phase === 'awaitReveal')
      return { button: '.nw-actions [data-action="reveal"]' };
    if (v.phase === 'response') {
      const c = s.scene.cards.get(v.playable[0] as string);
      return c ? { at: [c.x, c.y - lift] as [number, number] } : { error: `no card ${v.playable[0]}` };
    }
    return { error: `unexpected phase ${v.phase}` };
  }, lift);
  if ('error' in next) throw new Error(next.error);
  return next;
}

/** A new For Northwood! game from the title with `seed`, animations off, settled; by taps on a touch screen. */
export async function startNorthwood(
  page: Page,
  seed: string,
  lang: 'en' | 'ru' = 'en',
  by: 'click' | 'tap' = 'click',
): Promise<void> {
  await openInstant(page, '/', lang);
  await page.locator('article[data-game="northwood"] [data-action="new"]')[by]();
  const sheet = page.locator('[data-modal="new-game"]');
  await expect(sheet).toBeVisible();
  await sheet.locator('[data-field="seed"]').fill(seed);
  await sheet.locator('[data-action="start"]')[by]();
  await settled(page);
}

/**
 * A point of the 1280×720 table over no interactive piece (scanned top-left first), for moving the
 * pointer away: resting anywhere else may open a close-up, and a slow machine rests long.
 */
export async function quietPoint(page: Page): Promise<[number, number]> {
  return page.evaluate(() => {
    type Scene = {
      input: { manager: { hitTest(p: object, list: unknown[], cam: unknown): unknown[] }; _list: unknown[] };
      cameras: { main: unknown };
    };
    const scene = (window as unknown as { __scriptorium: { scene: Scene } }).__scriptorium.scene;
    for (let y = 10; y < 720; y += 20)
      for (let x = 10; x < 1280; x += 20) {
        const hits = scene.input.manager.hitTest({ x, y }, scene.input._list, scene.cameras.main) as {
          displayWidth?: number;
          displayHeight?: number;
        }[];
        // the table's own backdrop (it takes clicks on empty space) is not a piece
        const pieces = hits.filter((o) => (o.displayWidth ?? 0) * (o.displayHeight ?? 0) < (1280 * 720) / 2);
        if (pieces.length === 0) return [x, y] as [number, number];
      }
    throw new Error('no point of the table is free of pieces');
  });
}

/** On the open new-game sheet, by taps: seat 1 a person, seat 2 an easy bot, `seed`; Start, and the table still. */
export async function startAgainstEasyBot(page: Page, seed: string): Promise<void> {
  const sheet = page.locator('[data-modal="new-game"]');
  await expect(sheet).toBeVisible();
  await sheet.locator('[data-seat="0"] [data-kind="human"]').tap();
  await sheet.locator('[data-seat="1"] [data-kind="bot"]').tap();
  await sheet.locator('[data-field="level-1"]').selectOption('easy');
  await sheet.locator('[data-field="seed"]').fill(seed);
  await sheet.locator('[data-action="start"]').tap();
  await settled(page);
}

/** Waits until the table stands on a stage `width` wide (a phone turned), built and still. */
export async function onStage(page: Page, width: number): Promise<void> {
  await page.waitForFunction(
    (w) => {
      const s = (window as unknown as { __scriptorium?: { game: { scale: { width: number } }; tableReady?: boolean } })
        .__scriptorium;
      return s?.game.scale.width === w && s.tableReady === true;
    },
    width,
    { polling: 100 },
  );
  await settled(page);
}

/**
 * In the page, as one round trip: whenever `seat` is to act and the table is still, sends one of its legal
 * moves (never Undo or Concede) the way the table's own click does (`scene.send`), and waits for the answer
 * (the machine's, or the server's online) before the next. Stops when the game is over, when the setup has
 * left `phase` (given), or after `seconds`. `varied` walks through the legal moves so the game takes
 * different turns; otherwise the first is taken. Returns how many moves it sent.
 */
export async function sendAsTable(
  page: Page,
  seat: number,
  { phase, varied = false, seconds = 120 }: { phase?: string; varied?: boolean; seconds?: number } = {},
): Promise<number> {
  return page.evaluate(
    async ([seat, phase, varied, seconds]) => {
      type Move = { type: string };
      const s = (
        window as unknown as {
          __scriptorium: {
            tableReady?: boolean;
            busy(): boolean;
            legal(seat: number): Move[];
            view(seat: number): { phase?: string };
            scene: { send(e: Move): unknown };
            session: { over: boolean; eventCount: number; activeSeats(): number[] };
          };
        }
      ).__scriptorium;
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const until = Date.now() + seconds * 1000;
      const going = () => Date.now() < until && !s.session.over && (phase === null || s.view(seat).phase === phase);
      let sent = 0;
      for (let i = 0; going(); i++) {
        const legal = s.tableReady && !s.busy() && s.session.activeSeats().includes(seat) ? s.legal(seat) : [];
        const moves = legal.filter((m) => m.type !== 'UNDO' && m.type !== 'CONCEDE');
        if (!moves.length) {
          await sleep(30);
          continue;
        }
        const before = s.session.eventCount;
        s.scene.send(moves[varied ? i % moves.length : 0] as Move);
        sent++;
        for (let w = 0; w < 800 && s.session.eventCount === before && !s.session.over; w++) await sleep(25);
      }
      return sent;
    },
    [seat, phase ?? null, varied, seconds] as const,
  );
}
