/**
 * Cloud Marches in the browser, played as people play it: clicks on the canvas and the panel. The
 * test reads the legal moves and the lit cells from the hooks to know what a person would pick, but
 * acts only through the input a person has.
 */
import type { Locator, Page } from '@playwright/test';
import { t } from '../../src/i18n';
import { expect, openInstant, rendererType, sendAsTable, test, waitReady } from './fixtures';

type XY = [number, number];
type View = {
  phase: string;
  awaitedSeat: number | null;
  round: number;
  counts: number[];
  result: null | { reason: string; counts: number[]; winners: number[]; draw: boolean };
  current: null | { cardId: string };
  cards: { id: string; owner: number | null; pos: XY | null; vigor: number }[];
};
type Hooks = {
  tableReady?: boolean;
  busy(): boolean;
  view(seat: number): View;
  legal(seat: number): { type: string; cardId?: string }[];
  session: { eventCount: number };
  clouds: {
    lit(): { cell: XY; kind: string }[];
    cellXY(x: number, y: number): XY;
    cardXY(id: string): XY | null;
    octants(): { shown: boolean; depth: number; numerals: string[]; litDepth: number };
  };
};

const hooks = <T>(page: Page, f: (h: Hooks) => T): Promise<T> =>
  page.evaluate(`(${f.toString()})(window.__scriptorium)`) as Promise<T>;
const view = (page: Page) => hooks(page, (h) => h.view(0));
const events = (page: Page) => hooks(page, (h) => h.session.eventCount);

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const s = (window as unknown as { __scriptorium?: { tableReady?: boolean; busy?: () => boolean } }).__scriptorium;
    return Boolean(s?.tableReady) && s?.busy?.() === false;
  });
}

/** Clicks the table at logical (x, y) of the 1280×720 canvas. */
async function clickAt(page: Page, [x, y]: XY): Promise<void> {
  const box = await page.locator('#stage canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.click(box.x + (x * box.width) / 1280, box.y + (y * box.height) / 720);
}

const cellPoint = (page: Page, c: XY) =>
  page.evaluate(([x, y]) => (window as unknown as { __scriptorium: Hooks }).__scriptorium.clouds.cellXY(x, y), c);
const cardPoint = async (page: Page, id: string) =>
  (await page.evaluate(
    (k) => (window as unknown as { __scriptorium: Hooks }).__scriptorium.clouds.cardXY(k),
    id,
  )) as XY;

async function startNew(
  page: Page,
  o: { seed: string; seats: ('human' | 'bot')[]; rounds: number; lang?: 'en' | 'ru'; names?: string[] },
): Promise<void> {
  await openInstant(page, '/', o.lang ?? 'en');
  await page.locator('article[data-game="clouds"] [data-action="new"]').click();
  const sheet = page.locator('[data-modal="new-game"]');
  await expect(sheet).toBeVisible();
  for (let i = 2; i < o.seats.length; i++) await sheet.locator('[data-action="add-seat"]').click();
  for (const [i, kind] of o.seats.entries()) {
    await sheet.locator(`[data-seat="${i}"] [data-kind="${kind}"]`).click();
    if (kind === 'bot') await sheet.locator(`[data-field="level-${i}"]`).selectOption('easy');
    const name = o.names?.[i];
    if (name) await sheet.locator(`[data-field="name-${i}"]`).fill(name);
  }
  await sheet.locator('[data-field="round-limit"]').fill(String(o.rounds));
  await sheet.locator('[data-field="seed"]').fill(o.seed);
  await sheet.locator('[data-action="start"]').click();
  await settled(page);
}

/** One move of seat 0 the way a person makes it. */
async function playOne(page: Page): Promise<void> {
  const v = await view(page);
  const lit = await hooks(page, (h) => h.clouds.lit());
  if (v.phase === 'draft') {
    const m = (await hooks(page, (h) => h.legal(0))).find((e) => e.type === 'DRAFT_PICK');
    await clickAt(page, await cardPoint(page, m?.cardId as string));
  } else if (v.phase === 'placePointers' || v.phase === 'placeMoodTokens') {
    expect(lit.length).toBeGreaterThan(0);
    await clickAt(page, await cellPoint(page, (lit[0] as { cell: XY }).cell));
  } else if (v.phase === 'selectCard') {
    const m = (await hooks(page, (h) => h.legal(0))).find((e) => e.type === 'SELECT_CARD');
    await clickAt(page, await cardPoint(page, m?.cardId as string));
  } else if (v.phase === 'abilityWindow') {
    // a capture when one is lit, else the farthest lit cell; no cell at all: skip
    const pick = lit.find((l) => l.kind === 'capture') ?? lit.find((l) => l.kind === 'attack') ?? lit[lit.length - 1];
    if (pick) await clickAt(page, await cellPoint(page, pick.cell));
    else await page.locator('.cm-panel [data-action="skip"]').click();
  } else if (v.phase === 'awaitDrain') {
    await page.locator('.cm-panel [data-action="drain"]').click();
  } else {
    throw new Error(`unexpected phase ${v.phase}`);
  }
}

const SETUP = ['draft', 'placePointers', 'placeMoodTokens'];

/** Plays seat 0 to the result: every kind of choice by clicks, the setup's repeats of one as the table sends them. */
async function playToEnd(page: Page, onTurn?: (v: View) => Promise<void>): Promise<View> {
  const clicked = new Set<string>();
  for (let i = 0; i < 600; i++) {
    await settled(page);
    const v = await view(page);
    if (v.result) return v;
    if (SETUP.includes(v.phase) && clicked.has(v.phase) && v.awaitedSeat === 0) {
      await sendAsTable(page, 0, { phase: v.phase });
      continue;
    }
    if (v.awaitedSeat !== 0) {
      await page.waitForFunction(
        (n) => {
          const s = (window as unknown as { __scriptorium: Hooks }).__scriptorium;
          return s.session.eventCount > n || s.view(0).awaitedSeat === 0 || s.view(0).result !== null;
        },
        await events(page),
      );
      continue;
    }
    if (onTurn) await onTurn(v);
    const before = await events(page);
    clicked.add(v.phase);
    await playOne(page);
    await page.waitForFunction((n) => {
      const s = (window as unknown as { __scriptorium: Hooks }).__scriptorium;
      return s.session.eventCount > n;
    }, before);
  }
  throw new Error('the game did not end');
}

/**
 * The seat names a card's ring (its glow and corner marks included) would cross: each ringed card in
 * a seat area against every seat's name band, both in CSS px as drawn.
 */
async function ringsOverNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Img = { visible: boolean; getBounds(): { x: number; y: number; width: number; height: number } };
    const scene = (window as unknown as { __scriptorium: { scene: { cards: Map<string, { ring?: Img | null }> } } })
      .__scriptorium.scene;
    const canvas = (document.querySelector('#stage canvas') as HTMLCanvasElement).getBoundingClientRect();
    const k = canvas.width / 1280;
    const out: string[] = [];
    const heads = [...document.querySelectorAll('.cm-head')].map((e) => e.getBoundingClientRect());
    for (const [id, c] of scene.cards) {
      if (!c.ring) continue;
      const b = c.ring.getBounds();
      const r = { x: canvas.x + b.x * k, y: canvas.y + b.y * k, w: b.width * k, h: b.height * k };
      for (const [i, n] of heads.entries())
        if (r.x < n.right && n.left < r.x + r.w && r.y < n.bottom && n.top < r.y + r.h)
          out.push(`${id} over seat ${i}`);
    }
    return out;
  });
}

test('a person against a bot, through the UI from the draft to the result', async ({ page }) => {
  test.setTimeout(300_000);
  await startNew(page, { seed: 'e2e-duel', seats: ['human', 'bot'], rounds: 2 });
  expect(await rendererType(page)).toBe(2); // WEBGL
  await expect(page.locator('.hud-status')).toContainText('Draft');
  let triedIllegal = false;
  let ringsSeen = 0;
  let toldWhy = false;
  const v = await playToEnd(page, async (now) => {
    // the rings of the cards that may be chosen, and of the chosen one, leave the seats' names clear
    if (now.phase === 'selectCard' || now.phase === 'abilityWindow') {
      expect(await ringsOverNames(page)).toEqual([]);
      ringsSeen++;
    }
    if (now.phase === 'abilityWindow' && !toldWhy) {
      // an action that may not be used now answers a click (or a tap) with the rules' reason
      const off = page.locator('.cm-panel button[aria-disabled="true"]').first();
      if (await off.count()) {
        const before = await events(page);
        // its tooltip says what it does, then why not; the click says why not
        const title = (await off.getAttribute('title')) as string;
        await off.click({ force: true }); // Playwright waits for aria-disabled to clear; a person just clicks
        const why = (await page.locator('.hud-notice').last().textContent()) ?? '';
        expect(why.length).toBeGreaterThan(3);
        expect(title.endsWith(` ${why}`) && title.length > why.length + 10, `“${title}” ends with “${why}”`).toBe(true);
        expect(await events(page)).toBe(before);
        toldWhy = true;
      }
    }
    if (now.phase !== 'abilityWindow' || triedIllegal) return;
    triedIllegal = true;
    // The Eye of the storm can never be entered: the reason is shown and nothing changes.
    const before = await events(page);
    const card = now.cards.find((c) => c.id === now.current?.cardId);
    await clickAt(page, await cellPoint(page, [15, 15]));
    await expect(page.locator('.hud-notice').last()).toContainText(/storm|blocked|longer than the allowance/i);
    expect(await events(page)).toBe(before);
    expect((await view(page)).cards.find((c) => c.id === card?.id)?.pos).toEqual(card?.pos);
  });
  expect(triedIllegal).toBe(true);
  expect(ringsSeen).toBeGreaterThan(1);
  expect(toldWhy).toBe(true);
  expect(v.result).not.toBeNull();
  const sheet = page.locator('[data-modal="game-over"]');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('.end-rank')).toHaveCount(2);
  const reason = v.result?.reason;
  await expect(sheet.locator('.cm-why')).toContainText(
    reason === 'roundLimit' ? 'last round' : reason === 'allCards' ? 'every card' : 'conceded',
  );
  await expect(sheet.locator('.end-rank').first()).toContainText(String(Math.max(...(v.result?.counts ?? [0]))));
});

test('three bots play a whole game while the table watches', async ({ page }) => {
  test.setTimeout(300_000);
  await startNew(page, { seed: 'e2e-three', seats: ['bot', 'bot', 'bot'], rounds: 2 });
  await page.waitForFunction(
    () => (window as unknown as { __scriptorium: Hooks }).__scriptorium.view(0).result !== null,
    undefined,
    { timeout: 280_000 },
  );
  await settled(page);
  const sheet = page.locator('[data-modal="game-over"]');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('.end-rank')).toHaveCount(3);
  // the same ornament as the other tables: a medal on every row
  await expect(sheet.locator('.end-rank .end-medal svg')).toHaveCount(3);
  await expect(page.locator('.cm-head')).toHaveCount(3);
  // all nine drafted cards are on the map
  const v = await view(page);
  expect(v.cards.filter((c) => c.owner !== null && c.pos !== null)).toHaveLength(9);
});

test('a game in progress survives a reload', async ({ page }) => {
  test.setTimeout(200_000);
  await startNew(page, { seed: 'e2e-resume', seats: ['human', 'bot'], rounds: 5 });
  // through the draft and the pointers (as the table's clicks send them: the clicks are another test's)
  await sendAsTable(page, 0, { phase: 'draft' });
  await sendAsTable(page, 0, { phase: 'placePointers' });
  expect((await view(page)).phase).toBe('placeMoodTokens');
  await settled(page);
  const before = await view(page);
  const count = await events(page);
  expect(count).toBeGreaterThan(6);
  // back to the title, reload the page, and continue the saved game
  await page.goto('/#/');
  await page.reload();
  await waitReady(page);
  await page.locator('article[data-game="clouds"] [data-action="continue"]').click();
  await settled(page);
  expect(await events(page)).toBe(count);
  const after = await view(page);
  expect(after.cards.map((c) => [c.id, c.owner, c.pos])).toEqual(before.cards.map((c) => [c.id, c.owner, c.pos]));
  await expect(page.locator('.cm-head')).toHaveCount(2);
});

test('while mood tokens are laid, the octant rays and numerals the prompt names show over the lit cells', async ({
  page,
}) => {
  test.setTimeout(200_000);
  await startNew(page, { seed: 'e2e-octants', seats: ['human', 'bot'], rounds: 5 });
  await sendAsTable(page, 0, { phase: 'draft' });
  await sendAsTable(page, 0, { phase: 'placePointers' });
  await settled(page);
  expect((await view(page)).phase).toBe('placeMoodTokens');
  await expect(page.locator('.cm-panel')).toContainText('the red rays');
  // almost every cell is lit and framed: the rays and numerals are drawn again above the frames
  expect((await hooks(page, (h) => h.clouds.lit())).length).toBeGreaterThan(500);
  const o = await hooks(page, (h) => h.clouds.octants());
  expect(o.shown).toBe(true);
  expect(o.depth).toBeGreaterThan(o.litDepth);
  expect(o.numerals).toEqual(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII']);
  // the tokens laid, the game goes on without them (the map's own rays stay, under the lit cells)
  await sendAsTable(page, 0, { phase: 'placeMoodTokens' });
  await settled(page);
  expect((await hooks(page, (h) => h.clouds.octants())).shown).toBe(false);
  expect((await hooks(page, (h) => h.clouds.octants())).numerals).toEqual([]);
});

/** The status line ends left of the toolbar's buttons (a long name must not run under them). */
async function statusClear(page: Page): Promise<void> {
  const [end, start] = await page.evaluate(() => {
    const line = document.querySelector('.hud-status')?.getBoundingClientRect();
    const buttons = [...document.querySelectorAll('.hud-toolbar > *')].map((e) => e.getBoundingClientRect());
    return [line?.right ?? 0, Math.min(...buttons.filter((r) => r.width > 0).map((r) => r.left))];
  });
  expect(end).toBeLessThanOrEqual(start);
}

test('the table in Russian: the panel, the seats, a long name and a refused placement', async ({ page }) => {
  const name = 'Всеволод Святославович';
  await startNew(page, { seed: 'e2e-ru', seats: ['human', 'bot'], rounds: 3, lang: 'ru', names: [name] });
  await expect(page.locator('.hud-status')).toContainText('Выбор карт');
  for (let i = 0; i < 40 && (await view(page)).phase === 'draft'; i++) {
    await settled(page);
    if ((await view(page)).awaitedSeat === 0) {
      // the turn's name whole, beside the round, and clear of the toolbar at 1280×720
      await expect(page.locator('.hud-status')).toContainText(`Ход: ${name}`);
      // the name as typed, in the body face, among the status line's and the prompt's small capitals
      for (const l of [
        page.locator('.hud-status .cm-turn .pname'),
        page.locator('.cm-panel h3 .pname'),
        page.locator('.cm-head[data-seat="0"] strong'),
      ]) {
        await expect(l).toHaveText(name);
        expect(await face(l)).toMatch(/^"?EB Garamond/);
      }
      await statusClear(page);
      await playOne(page);
    } else await page.waitForTimeout(50);
  }
  await page.waitForFunction(
    () => (window as unknown as { __scriptorium: Hooks }).__scriptorium.view(0).awaitedSeat === 0,
  );
  await settled(page);
  expect((await view(page)).phase).toBe('placePointers');
  await expect(page.locator('.cm-panel')).toContainText('Поставьте указатель');
  const before = await events(page);
  // the middle of the map is no harbour
  await clickAt(page, await cellPoint(page, [15, 8]));
  await expect(page.locator('.hud-notice').last()).toContainText('гавани');
  expect(await events(page)).toBe(before);
  // conceding ends it: the winner's name in the sheet's title, the panel's heading and the status line
  // as typed (in the display face and small capitals a Latin 'Bob' read as 'ВОВ')
  await page.locator('[data-action="concede"]').click();
  await page.locator('[data-prompt="concede"] [data-choice="0"]').click();
  const winner = await page.locator('.cm-head[data-seat="1"] strong').textContent();
  const end = page.locator('[data-modal="game-over"]');
  await expect(end).toBeVisible();
  await expect(end.locator('h2.rubric')).toContainText(`Побеждает ${winner}`);
  for (const l of [end.locator('h2.rubric .pname'), page.locator('[data-testid="result"] .pname')]) {
    await expect(l).toHaveText(winner as string);
    expect(await face(l)).toMatch(/^"?EB Garamond/);
  }
  expect(await face(end.locator('h2.rubric'))).toMatch(/^"?Ruslan Display/);
});

const face = (l: Locator) => l.evaluate((el) => getComputedStyle(el).fontFamily);

test('the keyboard alone: Tab and Enter draft a card, arrows and Enter place a pointer', async ({ page }) => {
  await startNew(page, { seed: 'e2e-keys', seats: ['human', 'bot'], rounds: 3 });
  const mine = async () => (await view(page)).cards.filter((c) => c.owner === 0).length;
  for (let i = 0; i < 30 && (await view(page)).phase === 'draft'; i++) {
    await settled(page);
    const v = await view(page);
    if (v.phase !== 'draft') break;
    if (v.awaitedSeat !== 0) {
      await page.waitForTimeout(50);
      continue;
    }
    const before = await mine();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(mine).toBe(before + 1);
  }
  await page.waitForFunction(() => {
    const s = (window as unknown as { __scriptorium: Hooks }).__scriptorium;
    return s.view(0).phase === 'placePointers' && s.view(0).awaitedSeat === 0 && !s.busy();
  });
  const n = await events(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(() => events(page)).toBeGreaterThan(n);
  expect((await view(page)).cards.filter((c) => c.owner === 0 && c.pos !== null).length).toBeGreaterThan(0);
});

/** The close-up's box and its words' size as drawn on the screen (CSS px, the table's scale included). */
async function closeUpNow(
  page: Page,
): Promise<{ box: { x: number; y: number; width: number; height: number }; title: number; text: number }> {
  const closeup = page.locator('.closeup');
  await expect(closeup).toBeVisible();
  const box = (await closeup.boundingBox()) as { x: number; y: number; width: number; height: number };
  const [title, text] = await closeup.evaluate((el) => {
    const k = el.getBoundingClientRect().width / (el as HTMLElement).offsetWidth;
    const px = (sel: string) => Number.parseFloat(getComputedStyle(el.querySelector(sel) as Element).fontSize) * k;
    return [px('.closeup-title'), px('.closeup-text')];
  });
  return { box, title, text };
}

async function insideScreen(page: Page, b: { x: number; y: number; width: number; height: number }): Promise<void> {
  const vp = page.viewportSize() as { width: number; height: number };
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(vp.width);
  expect(b.y + b.height).toBeLessThanOrEqual(vp.height);
}

test('a card or a pointer rested on opens large enough to read, beside the pointer and inside the screen', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await startNew(page, { seed: 'e2e-closeup', seats: ['human', 'bot'], rounds: 3 });
  // through the draft until two pointers of seat 0 stand on the map
  for (let i = 0; i < 60; i++) {
    await settled(page);
    const v = await view(page);
    if (v.cards.filter((c) => c.owner === 0 && c.pos).length >= 2 && v.awaitedSeat === 0) break;
    if (v.awaitedSeat !== 0) {
      await page.waitForTimeout(50);
      continue;
    }
    const n = await events(page);
    await playOne(page);
    await page.waitForFunction(
      (k) => (window as unknown as { __scriptorium: Hooks }).__scriptorium.session.eventCount > k,
      n,
    );
  }
  await settled(page);
  const v = await view(page);
  const onMap = v.cards.find((c) => c.owner === 0 && c.pos) as View['cards'][number];
  const inHand = v.cards.filter((c) => c.owner === 0).at(-1) as View['cards'][number];
  const box = (await page.locator('#stage canvas').boundingBox()) as { x: number; y: number; width: number };
  const k = box.width / 1280;
  const move = ([x, y]: XY) => page.mouse.move(box.x + x * k, box.y + y * k);
  const closeup = page.locator('.closeup');
  for (const [id, at] of [
    [inHand.id, await cardPoint(page, inHand.id)],
    [onMap.id, await cellPoint(page, onMap.pos as XY)],
  ] as const) {
    await move(at);
    const c = await closeUpNow(page);
    await insideScreen(page, c.box);
    expect(c.title).toBeGreaterThanOrEqual(14);
    expect(c.text).toBeGreaterThanOrEqual(14);
    await expect(closeup.locator('.closeup-title')).toContainText(t(`clouds.cards.${id}`, {}, 'en'));
    await expect(closeup.locator('.closeup-text')).toContainText('Vigor');
    await expect(closeup.locator('.closeup-picture img')).toHaveCount(1);
    // beside the pointer, not under it; the tooltip gave way to it
    const px = box.x + at[0] * k;
    expect(px < c.box.x || px > c.box.x + c.box.width).toBe(true);
    await expect(page.locator('.hud-tip')).toBeHidden();
    await move([1270, 5]);
    await expect(closeup).toBeHidden();
  }
  // a right-click opens it at once, and nothing is played
  const before = await events(page);
  const at = await cardPoint(page, inHand.id);
  await page.mouse.click(box.x + at[0] * k, box.y + at[1] * k, { button: 'right' });
  await expect(closeup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(closeup).toBeHidden();
  expect(await events(page)).toBe(before);
});

test.describe('on a phone on its side', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('a long press on a card opens it large enough to read, and does not take it', async ({ page }) => {
    test.setTimeout(240_000);
    await startNew(page, { seed: 'e2e-press', seats: ['human', 'bot'], rounds: 3 });
    await settled(page);
    const v = await view(page);
    expect(v.phase).toBe('draft');
    // the hint names the gestures a touch screen has
    await expect(page.locator('.cm-panel')).toContainText('Touch and hold a card');
    await expect(page.locator('.cm-panel')).not.toContainText(/hover|click/i);
    const id = (await hooks(page, (h) => h.legal(0))).find((e) => e.type === 'DRAFT_PICK')?.cardId as string;
    const [x, y] = await cardPoint(page, id);
    const box = (await page.locator('#stage canvas').boundingBox()) as { x: number; y: number; width: number };
    const k = box.width / 1280;
    const touch = await page.context().newCDPSession(page);
    const point = [{ x: box.x + x * k, y: box.y + y * k }];
    const before = await events(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
    const c = await closeUpNow(page);
    await expect(page.locator('.closeup-title')).toContainText(t(`clouds.cards.${id}`, {}, 'en'));
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // the table is drawn at half size here: the close-up is not, and it stays on the screen
    await insideScreen(page, c.box);
    expect(c.title).toBeGreaterThanOrEqual(14);
    expect(c.text).toBeGreaterThanOrEqual(14);
    // the press was a reading, not a tap: the card is still in the pool
    await page.waitForTimeout(300);
    expect(await events(page)).toBe(before);
    expect((await view(page)).cards.find((c) => c.id === id)?.owner).toBeNull();
    // a tap takes it
    await page.touchscreen.tap(point[0]?.x as number, point[0]?.y as number);
    await expect.poll(() => events(page)).toBeGreaterThan(before);
    expect((await view(page)).cards.find((c) => c.id === id)?.owner).toBe(0);
    // conceding ends the game: its sheet opens at its title, its ways on (Close among them) in sight too
    await page.locator('[data-action="concede"]').tap();
    await page.locator('[data-prompt="concede"] [data-choice="0"]').tap();
    const end = page.locator('[data-modal="game-over"]');
    await expect(end).toBeVisible();
    await expect(end.locator('h2.rubric')).toBeInViewport({ ratio: 1 });
    expect(await end.evaluate((el) => el.scrollTop)).toBe(0);
    for (const a of ['close', 'title', 'play-again'])
      await expect(end.locator(`[data-action="${a}"]`)).toBeInViewport({ ratio: 1 });
  });
});

test('the tutorial panel keeps off the action panel, the cards and what may be chosen on the map', async ({ page }) => {
  test.setTimeout(240_000);
  await openInstant(page, '/clouds/tutorial');
  await settled(page);
  const panel = page.locator('.tut-panel');
  const canvas = (await page.locator('#stage canvas').boundingBox()) as { x: number; y: number; width: number };
  const k = canvas.width / 1280;
  type Box = { x: number; y: number; width: number; height: number };
  const around = ([x, y]: XY, r: number): Box => ({
    x: canvas.x + (x - r) * k,
    y: canvas.y + (y - r) * k,
    width: 2 * r * k,
    height: 2 * r * k,
  });
  const apart = (a: Box, b: Box) =>
    a.x >= b.x + b.width || b.x >= a.x + a.width || a.y >= b.y + b.height || b.y >= a.y + a.height;
  // the welcome page, then Kestrel chosen: its reach is lit on the map
  for (const go of ['next', 'select'] as const) {
    if (go === 'next') await panel.locator('[data-action="tutorial-next"]').click();
    else
      await page.evaluate(() =>
        (
          window as unknown as { __scriptorium: { session: { send(e: unknown, by: string): unknown } } }
        ).__scriptorium.session.send({ type: 'SELECT_CARD', seat: 1, cardId: 'p3' }, 'human'),
      );
    await settled(page);
    await page.waitForTimeout(400); // the panel glides to its place
    const b = (await panel.boundingBox()) as Box;
    const keep: [string, Box][] = [['the action panel', (await page.locator('.cm-panel').boundingBox()) as Box]];
    for (const l of await hooks(page, (h) => h.clouds.lit()))
      keep.push([`lit cell ${l.cell}`, around(await cellPoint(page, l.cell), 10)]);
    for (const c of (await view(page)).cards) {
      if (c.pos) keep.push([`pointer ${c.id}`, around(await cellPoint(page, c.pos), 10)]);
      keep.push([`card ${c.id}`, around(await cardPoint(page, c.id), 30)]);
    }
    for (const [what, r] of keep) expect(apart(b, r), `the tutorial panel covers ${what}`).toBe(true);
  }
  expect((await hooks(page, (h) => h.clouds.lit())).length).toBeGreaterThan(3);
});

test('the chronicle says what the bot just did, in the table’s words, and a reload keeps it', async ({ page }) => {
  test.setTimeout(240_000);
  await startNew(page, { seed: 'e2e-chronicle', seats: ['human', 'bot'], rounds: 6 });
  for (const phase of SETUP) await sendAsTable(page, 0, { phase });
  // our moves by clicks until the bot has acted on the map and it is our turn again
  type Entry = { type: string; seat?: number; cardId?: string; reason?: string };
  const acts = ['pointerMoved', 'attacked', 'drained', 'abilityUsed', 'classAction', 'skipped', 'forcedSkip'];
  const botActed = (log: Entry[]) => log.some((e) => e.seat === 1 && acts.includes(e.type));
  for (let i = 0; i < 40; i++) {
    await settled(page);
    const v = (await hooks(page, (h) => h.view(0))) as View & { log: Entry[] };
    if (v.awaitedSeat === 0 && botActed(v.log)) break;
    if (v.awaitedSeat !== 0) {
      await page.waitForFunction(
        (n) => {
          const s = (window as unknown as { __scriptorium: Hooks }).__scriptorium;
          return s.session.eventCount > n || s.view(0).awaitedSeat === 0;
        },
        await events(page),
      );
      continue;
    }
    const before = await events(page);
    await playOne(page);
    await page.waitForFunction(
      (n) => (window as unknown as { __scriptorium: Hooks }).__scriptorium.session.eventCount > n,
      before,
    );
  }
  const v = (await hooks(page, (h) => h.view(0))) as View & { log: Entry[] };
  expect(botActed(v.log)).toBe(true);
  // the bot's last action, as a player reads it: its name, the card, and what the card did
  const last = [...v.log]
    .reverse()
    .find((e) => e.seat === 1 && acts.includes(e.type) && (e.type !== 'pointerMoved' || e.reason === 'move')) as Entry;
  const bot = (await page.locator('.cm-head[data-seat="1"] strong').textContent()) as string;
  const verb: Record<string, RegExp> = {
    pointerMoved: /moves \d+ cells?/,
    attacked: /attacks|captures/,
    drained: /drains|does not drain/,
    abilityUsed: /uses/,
    classAction: /gives mood|marks|prepares/,
    skipped: /rests: vigor/,
    forcedSkip: /is marked and skips/,
  };
  const line = page.locator('.cm-panel .cm-chron li[data-seat="1"]').last();
  await expect(line).toBeVisible(); // two seats at 1280×720: the box has room for it under its words
  await expect(line).toContainText(`${bot}: ${t(`clouds.cards.${last.cardId}`)}`);
  await expect(line).toContainText(verb[last.type] as RegExp);
  await expect(line).not.toContainText(/pointerMoved|cardId|undefined|\{/);
  // the whole chronicle: L opens it over the seats, with the same last line; Esc closes it
  const inline = await page.locator('.cm-panel .cm-chron li').allTextContents();
  await page.keyboard.press('l');
  const sheet = page.locator('[data-testid="chronicle-sheet"]');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('li').last()).toHaveText(inline.at(-1) as string);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  // a reload brings the same chronicle back (it is the view's: the record replayed)
  await page.goto('/#/');
  await page.reload();
  await waitReady(page);
  await page.locator('article[data-game="clouds"] [data-action="continue"]').click();
  await settled(page);
  await expect(page.locator('.cm-panel .cm-chron li[data-seat="1"]').last()).toContainText(
    `${bot}: ${t(`clouds.cards.${last.cardId}`)}`,
  );
  expect(await page.locator('.cm-panel .cm-chron li').allTextContents()).toEqual(inline);
});
