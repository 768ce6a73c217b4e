/**
 * The Four Temperaments board and the Cloud Marches map pan and pinch-zoom on a phone on its side
 * (src/table/pan-zoom.ts): two fingers (real touch events through the DevTools protocol) magnify the
 * board about the point between them, one finger drags it while zoomed without choosing anything, a
 * tap on a piece drawn under the finger chooses that piece, and "Show all" or a double tap gives the
 * whole board back. The setup moves go through the session; everything measured goes through touch.
 */
import type { CDPSession, Page } from '@playwright/test';
import { CARD_BY_ID } from '../../machines/temperaments/content';
import { expect, openApp, settled, startAgainstEasyBot, test } from './fixtures';

type Pt = { x: number; y: number };
type Move = { type: string; seat?: number; target?: { id: string }; partyId?: string; cardId?: string };
type Hooks = {
  view(seat: number): {
    active: number | null;
    phase: string;
    awaitedSeat?: number | null;
    pending: null | { kind: string; seat: number; choice?: { options: string[]; tokenId: string } };
    cards?: { id: string; owner: number | null; pos: [number, number] | null }[];
  };
  legal(seat: number): Move[];
  busy(): boolean;
  session: { eventCount: number; send(m: Move): { ok: boolean }; record: { events: Move[] } };
  scene: {
    locPoint(id: string): Pt;
    boardZoom?: Zoom;
    mapZoom?: Zoom;
    cameras: { cameras: { name: string; zoom: number; visible: boolean; getWorldPoint(x: number, y: number): Pt }[] };
  };
  clouds?: { lit(): { cell: [number, number]; kind: string }[]; cellXY(x: number, y: number): [number, number] };
};
type Zoom = {
  view: { zoom: number; x: number; y: number };
  area: { x: number; y: number; w: number; h: number };
  toScreen(p: Pt): Pt;
};

// An expression string, not `new Function` in the page: the page's CSP refuses eval.
const hooks = <T>(page: Page, f: (h: Hooks, arg: never) => T, arg?: unknown): Promise<T> =>
  page.evaluate(`(${f.toString()})(window.__scriptorium, ${JSON.stringify(arg)})`) as Promise<T>;
const events = (page: Page) => hooks(page, (h) => h.session.eventCount);
const POLL = { polling: 100 } as const;

test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

/** The canvas on the page: table px → CSS px. */
async function stage(page: Page): Promise<(p: Pt) => Pt> {
  const box = (await page.locator('#stage canvas').boundingBox()) as { x: number; y: number; width: number };
  const k = box.width / 1280;
  return (p) => ({ x: box.x + p.x * k, y: box.y + p.y * k });
}

/** Fingers on the glass: each call sends the touch points now down (CSS px). */
class Fingers {
  constructor(private readonly cdp: CDPSession) {}
  /** `at`: when the touch happened (s since the epoch), as a touch screen stamps it; else when it arrives. */
  private send(type: 'touchStart' | 'touchMove' | 'touchEnd', pts: Pt[], at?: number) {
    return this.cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: pts.map((p, id) => ({ x: Math.round(p.x), y: Math.round(p.y), id })),
      ...(at === undefined ? {} : { timestamp: at }),
    });
  }
  /** Fingers go down at `from`, move in steps to `to`, and lift. */
  async gesture(from: Pt[], to: Pt[], steps = 6): Promise<void> {
    await this.send('touchStart', from);
    for (let i = 1; i <= steps; i++)
      await this.send(
        'touchMove',
        from.map((p, j) => {
          const q = to[j] as Pt;
          return { x: p.x + ((q.x - p.x) * i) / steps, y: p.y + ((q.y - p.y) * i) / steps };
        }),
      );
    await this.send('touchEnd', []);
  }
  tap(p: Pt): Promise<void> {
    return this.gesture([p], [p], 0);
  }
  /** A finger held still at `p` while `meanwhile` runs, then lifted. */
  async hold(p: Pt, meanwhile: () => Promise<void>): Promise<void> {
    await this.send('touchStart', [p]);
    await meanwhile();
    await this.send('touchEnd', []);
  }
  /**
   * Two taps 150 ms apart, stamped with the time they happen, as a touch screen does: on a starved
   * machine the four messages may reach the page further apart than a double tap's 320 ms. The page
   * has 150 ms between them, as from a person, to answer the first (a table step takes it).
   */
  async doubleTap(p: Pt): Promise<void> {
    const t = Date.now() / 1000;
    await this.send('touchStart', [p], t);
    await this.send('touchEnd', [], t + 0.05);
    await new Promise((r) => setTimeout(r, 150));
    await this.send('touchStart', [p], t + 0.15);
    await this.send('touchEnd', [], t + 0.2);
  }
}

/** The zoomed area's state and where the zoom camera (Phaser's own matrix) sees table point `p` from. */
async function zoomState(page: Page, which: 'boardZoom' | 'mapZoom') {
  return hooks(
    page,
    (h, w: 'boardZoom' | 'mapZoom') => {
      const z = h.scene[w] as Zoom;
      const cam = h.scene.cameras.cameras.find((c) => c.name === 'zoom');
      return { view: z.view, area: z.area, camZoom: cam?.zoom ?? 0, camVisible: cam?.visible ?? false };
    },
    which,
  );
}
const seen = (page: Page, which: 'boardZoom' | 'mapZoom', p: Pt) =>
  hooks(
    page,
    (h, a: { w: 'boardZoom' | 'mapZoom'; p: Pt }) => {
      const s = (h.scene[a.w] as Zoom).toScreen(a.p);
      const cam = h.scene.cameras.cameras.find((c) => c.name === 'zoom');
      // what Phaser's camera (its hit tests use it) finds under that screen point
      const back = cam?.visible ? cam.getWorldPoint(s.x, s.y) : s;
      return { s, back: { x: back.x, y: back.y } };
    },
    { w: which, p },
  );

/** Pinches about `focus` (table px), the fingers spreading from 80 to 160 CSS px: ×2. */
async function pinchOpen(page: Page, fingers: Fingers, focus: Pt): Promise<void> {
  const css = (await stage(page))(focus);
  await fingers.gesture(
    [
      { x: css.x - 40, y: css.y },
      { x: css.x + 40, y: css.y },
    ],
    [
      { x: css.x - 80, y: css.y },
      { x: css.x + 80, y: css.y },
    ],
  );
}

/**
 * Pinches open (×2) about the middle of a zoomable area, once the round's notices (which take a finger)
 * have faded: where table point `p` was seen before and is seen after, the zoom then, and the event
 * count from before (a pinch chooses nothing; the test checks that when it chooses).
 */
async function pinchAtMiddle(page: Page, fingers: Fingers, which: 'boardZoom' | 'mapZoom', p: Pt) {
  const { area } = await zoomState(page, which);
  const focus = { x: area.x + area.w / 2, y: area.y + area.h / 2 };
  const at1 = (await seen(page, which, p)).s;
  const n0 = await events(page);
  await expect(page.locator('.hud-notice')).toHaveCount(0);
  await pinchOpen(page, fingers, focus);
  return { area, focus, at1, at2: await seen(page, which, p), zoomed: await zoomState(page, which), n0 };
}

/**
 * Drags with one finger until table point `p` is seen near the area's centre, or the frame stops it (a
 * point near the edge); no move may be made. Returns where `p` is seen then.
 */
async function bringToCentre(page: Page, fingers: Fingers, which: 'boardZoom' | 'mapZoom', p: Pt): Promise<Pt> {
  const before = await events(page);
  const { area } = await zoomState(page, which);
  const centre = { x: area.x + area.w / 2, y: area.y + area.h / 2 };
  let moved = 0;
  const far = Math.hypot(centre.x - (await seen(page, which, p)).s.x, centre.y - (await seen(page, which, p)).s.y);
  for (let i = 0; i < 6; i++) {
    const { s } = await seen(page, which, p);
    const d = { x: centre.x - s.x, y: centre.y - s.y };
    if (Math.hypot(d.x, d.y) < 30) break;
    const step = { x: Math.max(-250, Math.min(250, d.x)), y: Math.max(-200, Math.min(200, d.y)) };
    const toCss = await stage(page);
    await fingers.gesture([toCss({ x: centre.x - step.x, y: centre.y - step.y })], [toCss(centre)]);
    // the board followed the finger, unless the frame stopped it
    const after = (await seen(page, which, p)).s;
    const by = Math.hypot(after.x - s.x, after.y - s.y);
    moved += by;
    if (by < 2) break;
  }
  if (far > 60) expect(moved, 'the zoomed board followed the finger').toBeGreaterThan(40);
  expect(await events(page), 'a drag of the zoomed board chose nothing').toBe(before);
  const s = (await seen(page, which, p)).s;
  expect(s.x > area.x && s.x < area.x + area.w && s.y > area.y && s.y < area.y + area.h).toBe(true);
  return s;
}

/**
 * Waits while the bot thinks: until the session takes another event, or the view's `turn` field
 * (Four Temperaments' `active`, Cloud Marches' `awaitedSeat`) names the person and the table is still.
 */
async function botsMove(page: Page, turn: 'active' | 'awaitedSeat'): Promise<void> {
  await page.waitForFunction(
    (a) => {
      const s = (window as unknown as { __scriptorium: Hooks }).__scriptorium;
      return s.session.eventCount > a.k || ((s.view(0) as Record<string, unknown>)[a.turn] === 0 && !s.busy());
    },
    { k: await events(page), turn },
    POLL,
  );
}

test('Four Temperaments: pinch the board, drag it, tap a location to choose it, and show all again', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => {
    (window as unknown as { __scriptorium: Record<string, unknown> }).__scriptorium = { instant: true };
  });
  await openApp(page, '/temperaments/new', 'en');
  await startAgainstEasyBot(page, 'e2e-pinch');
  // the first table on this touch screen says once how to zoom its board
  await expect(page.locator('.hud-notice', { hasText: 'spread two fingers on the board' })).toBeVisible();

  // The person's moves up to a location to choose go through the session (not what is tested):
  // tokens onto animal scenes first, whose winners pick a place in the zone; else a pass.
  let choice: { options: string[]; tokenId: string } | null = null;
  for (let guard = 0; guard < 300 && !choice; guard++) {
    await settled(page);
    const v = await hooks(page, (h) => h.view(0));
    if (v.phase === 'over') throw new Error('the game ended before a location was to be chosen');
    if (v.active !== 0 || v.pending?.seat !== 0) {
      await botsMove(page, 'active');
      continue;
    }
    if (v.pending.kind === 'location') {
      choice = v.pending.choice ?? null;
      break;
    }
    const legal = await hooks(page, (h) => h.legal(0));
    const animal = legal.find((m) => m.type === 'PLACE' && CARD_BY_ID.get(m.target?.id ?? '')?.animal);
    const m = animal ?? legal.find((x) => x.type === 'PASS') ?? (legal[0] as Move);
    expect(await hooks(page, (h, e: Move) => h.session.send(e).ok, m)).toBe(true);
  }
  expect(choice).not.toBeNull();
  const { options } = choice as { options: string[] };
  await settled(page);

  const fingers = new Fingers(await page.context().newCDPSession(page));
  const reset = page.locator('[data-action="zoom-reset"]');
  await expect(reset).toBeHidden();
  const before = await zoomState(page, 'boardZoom');
  expect(before.view.zoom).toBe(1);
  // a location away from the middle of the board, where the pinch is
  const target = options[options.length - 1] as string;
  const loc = await hooks(page, (h, id: string) => h.scene.locPoint(id), target);
  const { area, focus, at1, at2, zoomed, n0 } = await pinchAtMiddle(page, fingers, 'boardZoom', loc);
  expect(zoomed.view.zoom).toBeGreaterThan(1.8);
  expect(zoomed.view.zoom).toBeLessThan(2.2);
  expect(zoomed.camZoom).toBeCloseTo(zoomed.view.zoom, 6);
  expect(zoomed.camVisible).toBe(true);
  // the board got bigger about the focus: the location is about twice as far from it as before
  const k = zoomed.view.zoom;
  expect(Math.abs(at2.s.x - (focus.x + k * (at1.x - focus.x)))).toBeLessThan(6);
  expect(Math.abs(at2.s.y - (focus.y + k * (at1.y - focus.y)))).toBeLessThan(6);
  // and Phaser's camera, which hit tests use, agrees on what is drawn there
  expect(Math.abs(at2.back.x - loc.x)).toBeLessThan(1);
  expect(Math.abs(at2.back.y - loc.y)).toBeLessThan(1);
  expect(await events(page), 'a pinch chose nothing').toBe(n0);
  // "Show all" is there while zoomed, a finger's size
  await expect(reset).toBeVisible();
  const rb = (await reset.boundingBox()) as { width: number; height: number };
  expect(Math.min(rb.width, rb.height)).toBeGreaterThanOrEqual(44);
  await expect(reset).toContainText('Show all');

  // a drag that starts on the location (a lit choice) and ends on it is a pan: it chooses nothing
  const inArea = (q: Pt) =>
    q.x > area.x + 40 && q.x < area.x + area.w - 40 && q.y > area.y + 40 && q.y < area.y + area.h - 40;
  if (inArea(at2.s)) {
    const toCss = await stage(page);
    const d = { x: at2.s.x < focus.x ? 60 : -60, y: at2.s.y < focus.y ? 40 : -40 };
    await fingers.gesture([toCss(at2.s)], [toCss({ x: at2.s.x + d.x, y: at2.s.y + d.y })]);
    const at3 = (await seen(page, 'boardZoom', loc)).s;
    expect(Math.hypot(at3.x - at2.s.x - d.x, at3.y - at2.s.y - d.y), 'the location followed the finger').toBeLessThan(
      6,
    );
    expect(await events(page), 'the drag chose nothing').toBe(n0);
  }
  // one finger drags it to the middle
  const s = await bringToCentre(page, fingers, 'boardZoom', loc);
  // a tap where it is drawn chooses it
  await fingers.tap((await stage(page))(s));
  await expect.poll(() => events(page)).toBeGreaterThan(n0);
  const last = await hooks(page, (h) => h.session.record.events.at(-1));
  expect(last).toMatchObject({ type: 'CHOOSE_LOCATION', seat: 0, locId: target });

  await reset.tap();
  await expect.poll(async () => (await zoomState(page, 'boardZoom')).view.zoom).toBe(1);
  await expect(reset).toBeHidden();
  expect((await zoomState(page, 'boardZoom')).camVisible).toBe(false);
});

/**
 * A new Cloud Marches game against a bot, drafted through the session up to the person's first pointer:
 * a lit cell to place it on (the last) and where that cell is on the table.
 */
/** Plays through the session (not what is tested) until the person is awaited in `phase`: their moves `pick`ed from the legal ones, the bot's its own. */
async function sessionUntil(page: Page, phase: string, pick: (legal: Move[]) => Move | undefined): Promise<void> {
  for (let guard = 0; guard < 80; guard++) {
    await settled(page);
    const v = await hooks(page, (h) => h.view(0));
    if (v.phase === phase && v.awaitedSeat === 0) break;
    if (v.awaitedSeat !== 0) {
      await botsMove(page, 'awaitedSeat');
      continue;
    }
    const m = pick(await hooks(page, (h) => h.legal(0))) as Move;
    expect(await hooks(page, (h, e: Move) => h.session.send(e).ok, m)).toBe(true);
  }
  await settled(page);
  expect(await hooks(page, (h) => h.view(0).phase)).toBe(phase);
}

async function cloudsToPlacement(
  page: Page,
  lang: 'en' | 'ru',
  touch: boolean,
): Promise<{ cell: [number, number]; at: Pt }> {
  await page.addInitScript(() => {
    (window as unknown as { __scriptorium: Record<string, unknown> }).__scriptorium = { instant: true };
  });
  await openApp(page, '/', lang);
  const press = (l: ReturnType<Page['locator']>) => (touch ? l.tap() : l.click());
  await press(page.locator('article[data-game="clouds"] [data-action="new"]'));
  const sheet = page.locator('[data-modal="new-game"]');
  await press(sheet.locator('[data-seat="1"] [data-kind="bot"]'));
  await sheet.locator('[data-field="level-1"]').selectOption('easy');
  await sheet.locator('[data-field="seed"]').fill('e2e-pinch');
  await press(sheet.locator('[data-action="start"]'));
  await settled(page);
  await sessionUntil(page, 'placePointers', (legal) => legal.find((e) => e.type === 'DRAFT_PICK'));
  const lit = await hooks(page, (h) => h.clouds?.lit() ?? []);
  expect(lit.length).toBeGreaterThan(0);
  const { cell } = lit.at(-1) as { cell: [number, number] };
  const [x, y] = await hooks(page, (h, c: [number, number]) => h.clouds?.cellXY(c[0], c[1]) ?? [0, 0], cell);
  return { cell, at: { x, y } };
}

test('Cloud Marches: pinch the map, tap a lit harbour cell to place a pointer there, double-tap back', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // the draft goes through the session (not what is tested) until the person places a pointer
  const { cell, at: centre } = await cloudsToPlacement(page, 'ru', true);
  // the draft over, the map says once how to zoom it
  await expect(page.locator('.hud-notice', { hasText: 'разведите на ней два пальца' })).toBeVisible();

  const fingers = new Fingers(await page.context().newCDPSession(page));
  const { focus, at1, at2, zoomed, n0 } = await pinchAtMiddle(page, fingers, 'mapZoom', centre);
  expect(zoomed.view.zoom).toBeGreaterThan(1.8);
  const moved =
    Math.hypot(at2.s.x - focus.x, at2.s.y - focus.y) / Math.max(1, Math.hypot(at1.x - focus.x, at1.y - focus.y));
  expect(moved).toBeGreaterThan(1.7);
  await expect(page.locator('[data-action="zoom-reset"]')).toContainText('Показать всё');

  // cells are about 11 CSS px here unzoomed; zoomed they take a fingertip
  const s = await bringToCentre(page, fingers, 'mapZoom', centre);
  expect(await events(page)).toBe(n0);
  // a finger held on the cell says what a tap would do there, and lifting it does nothing
  const tip = page.locator('.hud-tip');
  await fingers.hold((await stage(page))(s), () => expect(tip).toBeVisible());
  await page.waitForTimeout(300);
  expect(await events(page)).toBe(n0);
  await fingers.tap((await stage(page))(s));
  await expect.poll(() => events(page)).toBeGreaterThan(n0);
  const placed = await hooks(page, (h) => h.view(0).cards?.filter((c) => c.owner === 0 && c.pos) ?? []);
  expect(placed.map((c) => c.pos)).toContainEqual(cell);

  // "Show all" gives the whole map back
  await page.locator('[data-action="zoom-reset"]').tap();
  await expect.poll(async () => (await zoomState(page, 'mapZoom')).view.zoom).toBe(1);
  // once the person is to choose a card to act (the pointers placed through the session), a double tap
  // on an empty cell zooms ×2 about it…
  await sessionUntil(page, 'selectCard', (legal) => legal[0]);
  const taken = (await hooks(page, (h) => h.view(0).cards ?? [])).flatMap((c) => (c.pos ? [c.pos.join()] : []));
  const empty = [8, 7, 9, 6, 10].map((y) => [15, y]).find((c) => !taken.includes(c.join())) as [number, number];
  const mid = await hooks(
    page,
    (h, c: [number, number]) => (h.clouds?.cellXY(c[0], c[1]) ?? [0, 0]) as [number, number],
    empty,
  );
  const m1 = (await seen(page, 'mapZoom', { x: mid[0], y: mid[1] })).s;
  const n1 = await events(page);
  await fingers.doubleTap((await stage(page))(m1));
  await expect.poll(async () => (await zoomState(page, 'mapZoom')).view.zoom).toBe(2);
  // what its first tap alone said ("Choose a card to act first") went with the second
  expect(await page.locator('.hud-notice:not(.lasting)').allTextContents()).toEqual([]);
  const m2 = (await seen(page, 'mapZoom', { x: mid[0], y: mid[1] })).s;
  expect(Math.hypot(m2.x - m1.x, m2.y - m1.y), 'the tapped cell stays under the finger').toBeLessThan(3);
  // …and another gives the whole map back; neither chose anything
  await fingers.doubleTap((await stage(page))(m2));
  await expect.poll(async () => (await zoomState(page, 'mapZoom')).view.zoom).toBe(1);
  expect(await events(page)).toBe(n1);

  // zoomed again, a card chosen whose pointer is out of sight: the map goes to show it
  await fingers.doubleTap((await stage(page))(m1));
  await expect.poll(async () => (await zoomState(page, 'mapZoom')).view.zoom).toBe(2);
  const shown = (p: Pt, a: { x: number; y: number; w: number; h: number }) =>
    p.x > a.x && p.x < a.x + a.w && p.y > a.y && p.y < a.y + a.h;
  const { area } = await zoomState(page, 'mapZoom');
  let far: { id: string; at: Pt } | undefined;
  for (const m of await hooks(page, (h) => h.legal(0))) {
    const id = (m as { cardId?: string }).cardId;
    const pos = (await hooks(page, (h) => h.view(0).cards ?? [])).find((c) => c.id === id)?.pos;
    if (m.type !== 'SELECT_CARD' || !id || !pos) continue;
    const [x, y] = await hooks(page, (h, c: [number, number]) => h.clouds?.cellXY(c[0], c[1]) ?? [0, 0], pos);
    if (!shown((await seen(page, 'mapZoom', { x, y })).s, area)) far = { id, at: { x, y } };
  }
  if (!far) throw new Error('every pointer is in sight: the deal no longer tests this');
  const chosen = far;
  expect(
    await hooks(page, (h, id: string) => h.session.send({ type: 'SELECT_CARD', seat: 0, cardId: id }).ok, chosen.id),
  ).toBe(true);
  await settled(page);
  expect((await zoomState(page, 'mapZoom')).view.zoom, 'still zoomed').toBe(2);
  expect(shown((await seen(page, 'mapZoom', chosen.at)).s, area), 'the chosen card’s pointer in sight').toBe(true);

  // a finger held on Skip says what a skip is, and lifting it skips nothing
  const skip = await page.locator('.cm-panel [data-action="skip"]').boundingBox();
  if (!skip) throw new Error('no Skip');
  const n2 = await events(page);
  await fingers.hold({ x: skip.x + skip.width / 2, y: skip.y + skip.height / 2 }, () =>
    expect(page.locator('.hud-tip')).toContainText('восстанавливает только пропуск'),
  );
  await page.waitForTimeout(300);
  expect(await events(page), 'the held Skip skipped').toBe(n2);
});

test('Cloud Marches: a double tap on a lit cell makes the one move a tap makes, and neither zooms nor says more', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { cell, at } = await cloudsToPlacement(page, 'en', true);
  // the hint says to tap twice where nothing is lit: a tap on a lit cell makes a move
  await expect(page.locator('.hud-notice', { hasText: 'tap twice where nothing is lit' })).toBeVisible();
  await expect(page.locator('.hud-notice')).toHaveCount(0, { timeout: 15_000 });
  const fingers = new Fingers(await page.context().newCDPSession(page));
  // the person's own moves (the bot places its pointers in between)
  const mine = () => hooks(page, (h) => h.session.record.events.filter((e) => e.seat === 0).length);
  const n0 = await mine();
  await fingers.doubleTap((await stage(page))(at));
  await expect.poll(mine).toBeGreaterThan(n0);
  await page.waitForTimeout(500);
  // one pointer, placed where the first tap was; the second tap took nothing, said nothing, zoomed nothing
  expect(await mine(), 'the second tap made no move').toBe(n0 + 1);
  const placed = await hooks(page, (h) => h.view(0).cards?.filter((c) => c.owner === 0 && c.pos) ?? []);
  expect(placed.map((c) => c.pos)).toEqual([cell]);
  expect(await page.locator('.hud-notice').allTextContents(), 'the second tap was not refused').toEqual([]);
  expect((await zoomState(page, 'mapZoom')).view.zoom, 'no zoom came of it').toBe(1);
  // a tap a moment later is a tap again: it places the next pointer on another lit cell
  await sessionUntil(page, 'placePointers', () => undefined);
  const next = (await hooks(page, (h) => h.clouds?.lit() ?? [])).at(0) as { cell: [number, number] };
  const [x, y] = await hooks(page, (h, c: [number, number]) => h.clouds?.cellXY(c[0], c[1]) ?? [0, 0], next.cell);
  await fingers.tap((await stage(page))({ x, y }));
  await expect.poll(mine).toBe(n0 + 2);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 720 }, isMobile: false, hasTouch: false });

  test('Cloud Marches: the wheel zooms at the pointer, a drag pans without choosing, keys zoom and pan, a click places', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const { cell, at: target } = await cloudsToPlacement(page, 'en', false);
    const toCss = await stage(page);
    const n0 = await events(page);
    // the wheel rolled forward over the lit cell zooms about it: it stays under the pointer
    const at = toCss(target);
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await zoomState(page, 'mapZoom')).view.zoom).toBeGreaterThan(1.5);
    const s1 = (await seen(page, 'mapZoom', target)).s;
    expect(Math.hypot(s1.x - target.x, s1.y - target.y)).toBeLessThan(3);
    // "Show all" shows while zoomed, with its key
    await expect(page.locator('[data-action="zoom-reset"]')).toContainText('Show all');
    // a mouse drag from the lit cell pans the map and places nothing
    const { area } = await zoomState(page, 'mapZoom');
    // (away from the edge the view may be stopped at)
    const d = { x: s1.x < area.x + area.w / 2 ? -80 : 80, y: s1.y < area.y + area.h / 2 ? -60 : 60 };
    await page.mouse.down();
    for (let i = 1; i <= 5; i++) await page.mouse.move(at.x + (d.x * i) / 5, at.y + (d.y * i) / 5);
    await page.mouse.up();
    const s2 = (await seen(page, 'mapZoom', target)).s;
    const k = (await stage(page))({ x: 1, y: 0 }).x - (await stage(page))({ x: 0, y: 0 }).x;
    expect(Math.hypot(s2.x - s1.x - d.x / k, s2.y - s1.y - d.y / k), 'the map followed the mouse').toBeLessThan(4);
    expect(await events(page), 'the drag placed nothing').toBe(n0);
    // 0 gives the whole map back, + zooms ×1.5, Shift + an arrow pans
    await page.keyboard.press('0');
    await expect.poll(async () => (await zoomState(page, 'mapZoom')).view.zoom).toBe(1);
    await expect(page.locator('[data-action="zoom-reset"]')).toBeHidden();
    await page.keyboard.press('+');
    await expect.poll(async () => (await zoomState(page, 'mapZoom')).view.zoom).toBeCloseTo(1.5, 6);
    const v1 = (await zoomState(page, 'mapZoom')).view;
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(async () => (await zoomState(page, 'mapZoom')).view.x).toBeGreaterThan(v1.x);
    expect((await zoomState(page, 'mapZoom')).view.y).toBe(v1.y);
    // a click where the lit cell is drawn places the pointer there
    const s3 = (await seen(page, 'mapZoom', target)).s;
    if (s3.x < area.x || s3.x > area.x + area.w || s3.y < area.y || s3.y > area.y + area.h) {
      await page.keyboard.press('0');
      await page.mouse.move(at.x, at.y);
      await page.mouse.wheel(0, -300);
    }
    const s4 = toCss((await seen(page, 'mapZoom', target)).s);
    await page.mouse.click(s4.x, s4.y);
    await expect.poll(() => events(page)).toBeGreaterThan(n0);
    const placed = await hooks(page, (h) => h.view(0).cards?.filter((c) => c.owner === 0 && c.pos) ?? []);
    expect(placed.map((c) => c.pos)).toContainEqual(cell);
  });
});
