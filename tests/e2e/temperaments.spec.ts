/**
 * Four Temperaments in the browser, played as people play it: the seats sheet, clicks on the canvas
 * (a supply token, a lit slot, the seal), keys, the hot-seat curtain. The test reads the legal moves
 * from the hooks to know what a person would pick, but acts only through the input a person has.
 */
import type { Locator, Page } from '@playwright/test';
import {
  clickAt,
  expect,
  openApp,
  openInstant,
  openTutorial,
  quietPoint,
  rendererType,
  sendAsTable,
  settled,
  test,
  waitReady,
} from './fixtures';
import { chooseByClick, type Pending } from './temperaments-choices';

type Move = { type: string; tokenId?: string; target?: { kind: string; id: string; slot: number }; locId?: string };
type View = {
  active: number | null;
  phase: string;
  pending: { kind: 'place'; seat: number } | Pending | null;
  players: { seat: number; supply: { tokenId: string; h: string }[] | null; supplyCount: number }[];
  parties: { id: string }[];
  row: { id: string; slots: { owner: number | null; pair: string[] }[] }[];
};
type Hooks = {
  view(seat: number | 'spectator'): View;
  legal(seat: number): Move[];
  session: { eventCount: number; result(): { over: boolean }; snapshot: { context: unknown } };
  scene: {
    slotPoint(id: string, slot: number): { x: number; y: number };
    locPoint(id: string): { x: number; y: number };
    supplyTokens: Map<number, { x: number; y: number; tokenId: string; lift: number }[]>;
    selected: string | null;
    drawnSupplies(): Record<number, string[]>;
    drawnSlots(): Record<string, string>;
    focus: { current: { id: string } | null };
  };
};
// An expression string, not `new Function` in the page: the page's CSP refuses eval.
const hooks = <T>(page: Page, f: (h: Hooks, arg: never) => T, arg?: unknown): Promise<T> =>
  page.evaluate(`(${f.toString()})(window.__scriptorium, ${JSON.stringify(arg)})`) as Promise<T>;

// Poll on a timer: under load the software-rendered canvas may draw only a few frames a second.
const POLL = { polling: 100 } as const;
const view = (page: Page, seat: number | 'spectator') => hooks(page, (h, s) => h.view(s), seat);
const events = (page: Page) => hooks(page, (h) => h.session.eventCount);

async function newGame(
  page: Page,
  seed: string,
  seats: ('human' | 'bot')[],
  lang: 'en' | 'ru' = 'en',
  instant = true,
): Promise<void> {
  await (instant ? openInstant : openApp)(page, '/temperaments/new', lang);
  const sheet = page.locator('[data-modal="new-game"]');
  await expect(sheet).toBeVisible();
  while ((await sheet.locator('.seat-row').count()) < seats.length)
    await sheet.locator('[data-action="add-seat"]').click();
  for (const [i, kind] of seats.entries()) {
    const row = sheet.locator(`.seat-row[data-seat="${i}"]`);
    await row.locator(`[data-kind="${kind}"]`).click();
    if (kind === 'bot') await row.locator(`[data-field="level-${i}"]`).selectOption('easy');
    else await row.locator(`[data-field="name-${i}"]`).fill(['Anna', 'Boris', 'Clara', 'Dmitri'][i] as string);
  }
  await sheet.locator('[data-field="seed"]').fill(seed);
  await sheet.locator('[data-action="start"]').click();
  await settled(page);
}

/** Picks up a supply token, clicks its slot and seals it, as a person does. */
async function placeByClicks(page: Page, seat: number, m: Move): Promise<void> {
  const at = await hooks(
    page,
    (h, a: { seat: number; m: Move }) => {
      const list = h.scene.supplyTokens.get(a.seat) ?? [];
      const i = list.findIndex((t) => t.tokenId === a.m.tokenId);
      const tok = list[i];
      const t = a.m.target as { id: string; slot: number };
      return { i, tok: tok ? { x: tok.x, y: tok.y } : null, slot: h.scene.slotPoint(t.id, t.slot) };
    },
    { seat, m },
  );
  if (!at.tok) throw new Error(`token ${m.tokenId} is not drawn`);
  const n = (placements.get(page) ?? 0) + 1;
  placements.set(page, n);
  const before = await events(page);
  // The first seals pick the token up with the mouse, later ones with its number key.
  if (n <= 2) {
    await clickAt(page, at.tok.x, at.tok.y);
    // the token picked up stays lifted once the pointer has left it (it sank back as the pointer went)
    const [qx, qy] = await quietPoint(page);
    await page.mouse.move(qx, qy);
    const lifted = (s: number) =>
      hooks(
        page,
        (h, a: number) => (h.scene.supplyTokens.get(a) ?? []).filter((t) => t.lift > 0.99).map((t) => t.tokenId),
        s,
      );
    await expect.poll(() => lifted(seat)).toEqual([m.tokenId]);
  } else {
    await page.keyboard.press(String(at.i + 1));
    await expect.poll(() => hooks(page, (h) => h.scene.selected)).toBe(m.tokenId);
  }
  await clickAt(page, at.slot.x, at.slot.y);
  const prompt = page.locator('[data-prompt="confirm-place"]');
  if (n <= 2) {
    // The first seal is confirmed; the second answers "seal, and stop asking".
    await prompt.locator(`[data-choice="${n - 1}"]`).click();
  } else {
    // From then on a placement seals at once.
    await expect.poll(() => events(page)).toBeGreaterThan(before);
    await expect(prompt).toHaveCount(0);
  }
}
const placements = new WeakMap<Page, number>();

/** One decision of `seat` through the table: place (clicks), pass (the P key), a location or a party (clicks). */
async function act(page: Page, seat: number, n: number): Promise<void> {
  const v = await view(page, seat);
  const legal = await hooks(page, (h, s) => h.legal(s), seat);
  const p = v.pending;
  if (!p) return;
  if (p.kind === 'place') {
    const places = legal.filter((m) => m.type === 'PLACE');
    if (places.length === 0 || n % 3 !== 0) await page.keyboard.press('p');
    else await placeByClicks(page, seat, places[n % places.length] as Move);
  } else await chooseByClick(page, p, v.parties, n);
}

test('a whole 3-seat game through the table, one person and two bots, to the ranking, on WebGL', async ({ page }) => {
  test.setTimeout(400_000);
  await newGame(page, 'e2e-three', ['human', 'bot', 'bot']);
  expect(await rendererType(page)).toBe(2);
  await expect(page.locator('.hud-status')).toContainText('Round 1');
  await expect(page.locator('.ft-plaque')).toHaveCount(3);
  let n = 0;
  // Two rounds by clicks and keys, as a person plays them; then the rest below.
  for (let guard = 0; guard < 400; guard++) {
    await settled(page);
    if (await hooks(page, (h) => h.session.result().over)) break;
    if ((await page.locator('.hud-status').textContent())?.includes('Round 3')) break;
    const v = await view(page, 0);
    if (v.active !== 0) {
      await page.waitForFunction(
        () => {
          const s = (window as unknown as { __scriptorium: Hooks & { busy(): boolean } }).__scriptorium;
          return s.session.result().over || (s.view(0).active === 0 && !s.busy());
        },
        null,
        POLL,
      );
      continue;
    }
    const before = await events(page);
    await act(page, 0, n++);
    await expect.poll(() => events(page)).toBeGreaterThan(before);
  }
  expect(n, 'the person’s own moves in the first two rounds, by clicks and keys').toBeGreaterThan(3);
  // The chart's chronicle names the person's own potions, never a bot's: a potion's id gives its humour
  // (the rules: face-down tokens are shown to others by position only).
  await page.locator('[data-action="inspector"]').click();
  const log = page.locator('[data-testid="event-log"]');
  await expect(log.locator('.insp-log-item[data-index]')).not.toHaveCount(0);
  const lines = await log
    .locator('.insp-log-item[data-index]')
    .evaluateAll((items) => items.map((li) => [li.querySelector('.seat')?.textContent, li.textContent] as const));
  const own = lines.filter(([seat]) => seat?.startsWith('seat 0'));
  const others = lines.filter(([seat]) => !seat?.startsWith('seat 0'));
  expect(others.length, 'the bots’ moves are in the chronicle').toBeGreaterThan(3);
  for (const [, text] of others) expect(text).not.toMatch(/t\d-[CSMP]\d/);
  expect(others.some(([, text]) => text?.includes('details hidden from you'))).toBe(true);
  expect(
    own.some(([, text]) => /t0-[CSMP]\d/.test(text ?? '')),
    'the person’s own potions are named',
  ).toBe(true);
  await page.locator('[data-action="close-inspector"]').click();
  await expect(page.locator('.insp')).toHaveCount(0);
  // The later rounds: the person's legal moves in turn, as the table's own clicks send them (one page
  // round trip for the rest of the game, not several per move); the bots play as before.
  await sendAsTable(page, 0, { varied: true, seconds: 600 });
  await settled(page);
  const end = page.locator('[data-modal="game-over"]');
  await expect(end).toBeVisible();
  // nothing the table said before stays over the end sheet
  await expect(page.locator('.hud-notice')).toHaveCount(0);
  await expect(page.locator('.hud-tip')).toBeHidden();
  await expect(end.locator('.end-rank')).toHaveCount(3);
  // its title names the winner as typed, not in the display face's capitals
  await expect(end.locator('h2.rubric .pname').first()).toBeVisible();
  await expect(end.locator('.end-rank.winner')).not.toHaveCount(0);
  await expect(end.locator('.end-medal svg').first()).toBeVisible();
  await expect(end.locator('.ft-decided')).toContainText(/markers|shared|tokens|locations/);
  // The log kept the chronicle of the game as marginalia.
  expect(await page.locator('.ft-log li').count()).toBeGreaterThan(20);
  // On a phone either way up the whole sheet fits the screen: its ways on are in sight, not scrolled to
  // (on its side it was 628 px tall for 370; upright at 360×740 in Russian 807 for 720).
  for (const [width, height] of [
    [844, 390],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(end).toBeVisible();
    const fit = await end.evaluate((el) => ({
      scrolls: el.scrollHeight - el.clientHeight,
      foot: Math.max(...[...el.querySelectorAll('button')].map((b) => b.getBoundingClientRect().bottom)),
    }));
    expect(fit.scrolls, `the end sheet scrolls at ${width}×${height}`).toBeLessThanOrEqual(1);
    expect(fit.foot, `its buttons end inside the screen at ${width}×${height}`).toBeLessThanOrEqual(height);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await end.locator('[data-action="play-again"]').click();
  await expect(page.locator('[data-modal="new-game"]')).toBeVisible();
});

/** Waits until seat 0 (the person) is to act and nothing animates or thinks. */
const seatZeroToAct = (page: Page) =>
  page.waitForFunction(
    () => {
      const s = (window as unknown as { __scriptorium: Hooks & { busy(): boolean } }).__scriptorium;
      return s.view(0).active === 0 && !s.busy();
    },
    null,
    POLL,
  );

/**
 * A new game of a person (seat 0) and a bot, at the person's first move: its first supply token and
 * an empty slot of the row whose pair does not take that token's humour (a placement the rules refuse).
 */
async function refusedPlacement(page: Page) {
  await newGame(page, 'e2e-illegal', ['human', 'bot']);
  await seatZeroToAct(page);
  const v = await view(page, 0);
  const tok = v.players[0]?.supply?.[0] as { tokenId: string; h: string };
  const bad = v.row.flatMap((c) =>
    c.slots.flatMap((s, slot) => (s.owner === null && !s.pair.includes(tok.h) ? [{ id: c.id, slot }] : [])),
  )[0];
  expect(bad).toBeDefined();
  return { tok, bad: bad as { id: string; slot: number } };
}

test('an illegal slot says why and changes nothing; keys place and pass; a reload resumes', async ({ page }) => {
  test.setTimeout(300_000);
  const { tok, bad: b } = await refusedPlacement(page);
  const at = await hooks(
    page,
    (h, a: { id: string; tokenId: string; b: { id: string; slot: number } }) => {
      const t = (h.scene.supplyTokens.get(0) ?? []).find((x) => x.tokenId === a.tokenId) as { x: number; y: number };
      return { tok: { x: t.x, y: t.y }, slot: h.scene.slotPoint(a.b.id, a.b.slot) };
    },
    { id: b.id, tokenId: tok.tokenId, b },
  );
  // A still table is not redrawn (the bots' worker gets the CPU); picking a token is drawn at once.
  const frames = () =>
    page.evaluate(() => {
      const f = (window as unknown as { __scriptorium: { frames: { drawn: number; skipped: number } } }).__scriptorium
        .frames;
      return { drawn: f.drawn, skipped: f.skipped };
    });
  await page.waitForTimeout(600);
  const f0 = await frames();
  // Six ticks of the loop pass without drawing (counted, not timed: a loaded machine ticks slowly).
  await expect.poll(async () => (await frames()).skipped - f0.skipped, { timeout: 60_000 }).toBeGreaterThan(5);
  const f1 = await frames();
  expect(f1.drawn - f0.drawn).toBeLessThanOrEqual(1);
  await clickAt(page, at.tok.x, at.tok.y);
  await expect.poll(async () => (await frames()).drawn).toBeGreaterThan(f1.drawn);
  const before = await events(page);
  const box = await page.locator('#stage canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + (at.slot.x * box.width) / 1280, box.y + (at.slot.y * box.height) / 720);
  await expect(page.locator('.hud-tip.reason')).toContainText('does not take this humour');
  await clickAt(page, at.slot.x, at.slot.y);
  await expect(page.locator('.hud-notice').last()).toContainText('does not take this humour');
  expect(await events(page)).toBe(before);
  // Keyboard: Tab walks the lit targets, Enter on a slot asks for the seal, Enter seals.
  for (let i = 0; i < 12; i++) {
    const id = await hooks(page, (h) => h.scene.focus.current?.id ?? '');
    if (id.includes(':')) break;
    await page.keyboard.press('Tab');
  }
  expect(await hooks(page, (h) => h.scene.focus.current?.id ?? '')).toContain(':');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-prompt="confirm-place"]')).toBeVisible();
  // the question is what the player reads now: no refusal or tooltip of before lingers under it
  await expect(page.locator('.hud-notice')).toHaveCount(0);
  await expect(page.locator('.hud-tip')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect.poll(() => events(page)).toBeGreaterThan(before);
  await settled(page);
  await seatZeroToAct(page);
  const mid = await events(page);
  await page.keyboard.press('p');
  await expect.poll(() => events(page)).toBeGreaterThan(mid);
  expect(
    await hooks(page, (h, i) => (h.session as never as { record: { events: Move[] } }).record.events[i], mid),
  ).toEqual({
    type: 'PASS',
    seat: 0,
  });
  await expect(page.locator('.ft-log')).toContainText('Anna passes.');
  // A reload comes back to exactly the same moment, drawn the same way.
  await settled(page);
  const snap = () => hooks(page, (h) => JSON.stringify(h.session.snapshot.context));
  const was = JSON.parse(await snap());
  const drawn = await hooks(page, (h) => h.scene.drawnSlots());
  await page.reload({ waitUntil: 'commit' });
  await waitReady(page);
  expect(page.url()).toContain('#/temperaments/continue');
  await settled(page);
  expect(JSON.parse(await snap())).toEqual(was);
  expect(await hooks(page, (h) => h.scene.drawnSlots())).toEqual(drawn);
});

test('hot-seat: the curtain passes the device, and no one sees the other person’s humours', async ({ page }) => {
  test.setTimeout(300_000);
  await newGame(page, 'e2e-hotseat', ['human', 'human']);
  const curtain = page.locator('.curtain');
  const eyes = () =>
    page.locator('aside.insp [data-viewer]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.viewer));
  for (let turn = 0; turn < 3; turn++) {
    await expect(curtain).toBeVisible();
    const v = await view(page, 'spectator');
    let seat = v.active as number;
    let other = 1 - seat;
    const who = (s: number) => (s === 0 ? 'Anna' : 'Boris');
    if (turn > 0) await expect(curtain.locator('[data-action="take-back"]')).toContainText(`I am ${who(other)}`);
    if (turn === 2) {
      // The one who just moved still holds the device: they take their move back from the curtain,
      // see their own humours again (not the other's) and move anew.
      const before = await events(page);
      await curtain.locator('[data-action="take-back"]').click();
      await expect(curtain).toBeHidden();
      expect(await events(page)).toBe(before - 1);
      await settled(page);
      const again = await hooks(page, (h) => h.scene.drawnSupplies());
      expect((again[other] ?? []).some((x) => x !== 'back')).toBe(true);
      expect((again[seat] ?? []).every((x) => x === 'back')).toBe(true);
      await expect(page.locator('[data-action="undo"]')).toBeDisabled(); // the move left is the other's
      const moves = (await hooks(page, (h, s) => h.legal(s), other)).filter((m) => m.type === 'PLACE');
      await placeByClicks(page, other, moves.at(-1) as Move);
      await expect.poll(() => events(page)).toBe(before);
      await settled(page);
      await expect(curtain).toBeVisible();
      seat = (await view(page, 'spectator')).active as number;
      other = 1 - seat;
    }
    await expect(curtain).toContainText(`Pass to ${who(seat)}`);
    // the name as typed in the heading's display capitals (there 'Bob' would read 'ВОВ')
    const name = curtain.locator('h2 .pname');
    await expect(name).toHaveText(seat === 0 ? 'Anna' : 'Boris');
    expect(await name.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?EB Garamond/);
    // Behind the curtain every supply is drawn as backs.
    const hidden = await hooks(page, (h) => h.scene.drawnSupplies());
    for (const list of Object.values(hidden)) expect(list.every((x) => x === 'back')).toBe(true);
    if (turn === 0) {
      // a phone on its side keeps the toolbar in a band beside the table: nothing of it is shown over the curtain
      await page.setViewportSize({ width: 844, height: 390 });
      await expect(page.locator('#ui')).toHaveAttribute('data-band', 'right');
      await expect(curtain).toBeVisible();
      await expect(page.locator('.hud-toolbar button:visible, .hud-fold:visible')).toHaveCount(0);
      await page.setViewportSize({ width: 1280, height: 720 });
      await settled(page);
    }
    await curtain.locator('[data-action="lift-curtain"]').click();
    await expect(curtain).toBeHidden();
    // The other's move is not this person's to take back.
    if (turn > 0) await expect(page.locator('[data-action="undo"]')).toBeDisabled();
    const drawn = await hooks(page, (h) => h.scene.drawnSupplies());
    expect((drawn[seat] ?? []).some((x) => x !== 'back')).toBe(true);
    expect((drawn[other] ?? []).every((x) => x === 'back')).toBe(true);
    if (turn === 2) {
      // The Chart (the inspector) looks through the eyes of the person at the device only, not the
      // other's, whose humours it would show; once the move is made, through an onlooker's only.
      await page.keyboard.press('F2');
      await expect.poll(eyes).toEqual([String(seat)]);
      const m = (await hooks(page, (h, s) => h.legal(s), seat)).find((x) => x.type === 'PLACE') as Move;
      await hooks(page, (h, move) => (h as unknown as { scene: { send(e: Move): boolean } }).scene.send(move), m);
      await settled(page);
      await expect(curtain).toBeVisible();
      await expect.poll(eyes).toEqual(['spectator']);
      // The chronicle lists each move once, and the curtain's button stands clear of the docked Chart.
      await expect(page.locator('[data-testid="event-log"] > li')).toHaveCount((await events(page)) + 1);
      const lift = (await curtain.locator('[data-action="lift-curtain"]').boundingBox()) as {
        x: number;
        width: number;
      };
      const chart = (await page.locator('aside.insp').boundingBox()) as { x: number; width: number };
      expect(lift.x + lift.width).toBeLessThan(chart.x);
      return;
    }
    // The other person's face-down tokens on the cards are backs too.
    const slots = await hooks(page, (h) => h.scene.drawnSlots());
    const row = await view(page, 'spectator');
    for (const c of row.row)
      c.slots.forEach((s, i) => {
        if (s.owner === other) expect(slots[`${c.id}:${i}`]).toBe('back');
      });
    const legal = (await hooks(page, (h, s) => h.legal(s), seat)).filter((m) => m.type === 'PLACE');
    const before = await events(page);
    await placeByClicks(page, seat, legal[0] as Move);
    await expect.poll(() => events(page)).toBeGreaterThan(before);
    await settled(page);
  }
});

test('a click answers the supply on screen, even before the remade supply is drawn', async ({ page }) => {
  test.setTimeout(200_000);
  await newGame(page, 'e2e-input', ['human', 'bot']);
  await seatZeroToAct(page);
  // Stop the game loop (a slow phone between two steps), remake the supply as a new state does,
  // and click the last token at once: no step has taken it in and no frame has drawn it.
  const last = await hooks(page, (h) => {
    const s = h as unknown as Hooks & { game: { loop: { sleep(): void } }; scene: { syncSupplies(): void } };
    s.game.loop.sleep();
    s.scene.syncSupplies();
    const list = s.scene.supplyTokens.get(0) ?? [];
    const tok = list.findLast((t) => t.tokenId !== s.scene.selected) as { x: number; y: number; tokenId: string };
    return { x: tok.x, y: tok.y, tokenId: tok.tokenId, selected: s.scene.selected };
  });
  // a legal token is picked up to begin with; the click asks for another one
  expect(last.selected).toBeTruthy();
  expect(last.tokenId).not.toBe(last.selected);
  await clickAt(page, last.x, last.y);
  const selected = await hooks(page, (h) => {
    const s = h as unknown as Hooks & { game: { loop: { wake(): void } } };
    const now = s.scene.selected;
    s.game.loop.wake();
    return now;
  });
  expect(selected).toBe(last.tokenId);
});

test('the placed token leaves the supply as it flies: the others stay, in their order', async ({ page }) => {
  test.setTimeout(200_000);
  await newGame(page, 'e2e-leaves', ['human', 'bot'], 'en', false);
  await seatZeroToAct(page);
  const supply = (await view(page, 0)).players[0]?.supply ?? [];
  const drawn = (await hooks(page, (h) => h.scene.drawnSupplies()))[0];
  expect(drawn).toEqual(supply.map((s) => s.h));
  // a token whose humour is not the last one's, so a supply that drops its last token shows it
  const legal = (await hooks(page, (h) => h.legal(0))).filter((m) => m.type === 'PLACE');
  const m = legal.find((x) => supply.find((s) => s.tokenId === x.tokenId)?.h !== supply.at(-1)?.h) as Move;
  expect(m).toBeDefined();
  const gone = supply.findIndex((s) => s.tokenId === m.tokenId);
  // every time the table draws the supply from here on, what it shows
  await hooks(page, (h) => {
    const scene = h.scene as Hooks['scene'] & { syncSupplies(...a: unknown[]): void };
    const shown: string[][] = [];
    (h as unknown as { shown: string[][] }).shown = shown;
    const draw = scene.syncSupplies.bind(scene);
    scene.syncSupplies = (...a: unknown[]) => {
      draw(...a);
      shown.push(scene.drawnSupplies()[0] ?? []);
    };
  });
  await placeByClicks(page, 0, m);
  await settled(page);
  const shown = await hooks(page, (h) => (h as unknown as { shown: string[][] }).shown);
  const kept = supply.filter((_, i) => i !== gone).map((s) => s.h);
  // the first supply drawn after the seal lacks the placed humour and keeps the rest where they lay
  expect(shown[0]).toEqual(kept);
  // and every later one keeps them too (a token drawn to replace it comes after them)
  for (const list of shown) expect(list.slice(0, kept.length)).toEqual(kept);
  expect(shown.at(-1)).toEqual((await view(page, 0)).players[0]?.supply?.map((s) => s.h));
});

test('a panel over the table keeps its clicks; a sheet clears the notices and tooltip; a new state clears a refusal', async ({
  page,
}) => {
  test.setTimeout(200_000);
  const { bad } = await refusedPlacement(page);
  const at = await hooks(page, (h, b: { id: string; slot: number }) => h.scene.slotPoint(b.id, b.slot), bad);
  await page.keyboard.press('1');
  const notice = page.locator('.hud-notice');
  // A panel over the table (the online chat is one) takes its own clicks: a lit slot beneath hears nothing.
  const lit = await hooks(page, (h) => {
    const m = h.legal(0).find((e) => e.type === 'PLACE') as { target: { id: string; slot: number } };
    return h.scene.slotPoint(m.target.id, m.target.slot);
  });
  const box = await page.locator('#stage canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  await page.evaluate(
    (p) => {
      const panel = Object.assign(document.createElement('button'), { className: 'over-table', textContent: '…' });
      Object.assign(panel.style, { position: 'fixed', left: `${p.x - 30}px`, top: `${p.y - 30}px`, width: '60px' });
      Object.assign(panel.style, { height: '60px', zIndex: '50' });
      document.body.append(panel);
    },
    { x: box.x + (lit.x * box.width) / 1280, y: box.y + (lit.y * box.height) / 720 },
  );
  await page.locator('.over-table').click();
  await page.locator('.over-table').evaluate((b) => b.remove());
  await expect(page.locator('[data-prompt="confirm-place"]')).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  // Words over the table are not in its way: a plain notice lets a click through to the canvas; one with
  // something to follow (a link) takes it.
  const under = (html: string) =>
    page.evaluate((inner) => {
      const hud = (window as unknown as { __scriptorium: { scene: { hud: { notice(t: string): HTMLElement } } } })
        .__scriptorium.scene.hud;
      const n = hud.notice('…');
      n.innerHTML = inner;
      const r = n.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.tagName;
      n.remove();
      return hit;
    }, html);
  expect(await under('<strong>Bob</strong> is back.')).toBe('CANVAS');
  expect(await under('<a href="#">See the rule</a>')).toBe('A');
  await clickAt(page, at.x, at.y); // refused: the notice says why, the tooltip too (the pointer is on it)
  await expect(notice).toContainText('does not take this humour');
  await expect(page.locator('.hud-tip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-modal="game-menu"]')).toBeVisible();
  // Return to the game, and no Close beside it saying the same
  await expect(page.locator('[data-modal="game-menu"] [data-action="resume"]')).toBeVisible();
  await expect(page.locator('[data-modal="game-menu"] [data-action="close"]')).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await expect(page.locator('.hud-tip')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.locator('.backdrop')).toHaveCount(0);
  // refused again, then a pass: the refusal was about the state before
  await clickAt(page, at.x, at.y);
  await expect(notice).toContainText('does not take this humour');
  const before = await events(page);
  await page.mouse.move(5, 5);
  await page.keyboard.press('p');
  await expect.poll(() => events(page)).toBeGreaterThan(before);
  await expect(page.locator('.hud-notice.reason')).toHaveCount(0);
});

test('a card or token rested on opens large enough to read, inside the screen', async ({ page }) => {
  test.setTimeout(200_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await newGame(page, 'e2e-closeup', ['human', 'bot']);
  await seatZeroToAct(page);
  const closeup = page.locator('.closeup');
  const box = (await page.locator('#stage canvas').boundingBox()) as { x: number; y: number; width: number };
  const k = box.width / 1280;
  // a scene card of the row, a party tile, a goal (each at a point off its slots), a supply token
  const points = await hooks(page, (h) => {
    type P = { x: number; y: number };
    type C = P & { cw: number; ch: number };
    const s = h.scene as unknown as {
      rowCards: C[];
      parties: C[];
      goals: C[];
      slotZones: Map<string, P>;
      supplyTokens: Map<number, P[]>;
    };
    const off = (c: C): P => {
      for (let dy = -0.4; dy <= 0.4; dy += 0.1)
        for (let dx = -0.3; dx <= 0.3; dx += 0.15) {
          const p = { x: c.x + dx * c.cw, y: c.y + dy * c.ch };
          if ([...s.slotZones.values()].every((z) => Math.hypot(z.x - p.x, z.y - p.y) > 26)) return p;
        }
      return c;
    };
    const tok = (s.supplyTokens.get(0) ?? [])[0] as P;
    return [off(s.rowCards[0] as C), off(s.parties[0] as C), off(s.goals[3] as C), { x: tok.x, y: tok.y }];
  });
  const [qx, qy] = await quietPoint(page);
  for (const { x, y } of points) {
    await page.mouse.move(box.x + x * k, box.y + y * k);
    await expect(closeup).toBeVisible();
    const b = (await closeup.boundingBox()) as { x: number; y: number; width: number; height: number };
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(1280);
    expect(b.y + b.height).toBeLessThanOrEqual(720);
    for (const sel of ['.closeup-title', '.closeup-text'])
      expect(
        await page
          .locator(sel)
          .first()
          .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize)),
      ).toBeGreaterThanOrEqual(14);
    await page.mouse.move(box.x + qx * k, box.y + qy * k);
    await expect(closeup).toBeHidden();
  }
});

test('the tutorial panel keeps off the goals, the log and the opponent’s plaque while its page points at the board', async ({
  page,
}) => {
  test.setTimeout(200_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const panel = await openTutorial(page, 'temperaments', false);
  await page.waitForTimeout(400); // the panel glides to its place
  const b = (await panel.boundingBox()) as { x: number; y: number; width: number; height: number };
  const clear = [
    { x: 792, y: 466, w: 486, h: 170 }, // the goals and the log under them
    { x: 770, y: 642, w: 494, h: 72 }, // the opponent's plaque
  ];
  for (const r of clear)
    expect(b.x < r.x + r.w && b.x + b.width > r.x && b.y < r.y + r.h && b.y + b.height > r.y).toBe(false);
});

test('every seat’s name reads whole on its plaque, four seats in Russian, on a desktop and on a tablet on its side', async ({
  page,
}) => {
  test.setTimeout(200_000);
  await newGame(page, 'e2e-names', ['human', 'bot', 'bot', 'bot'], 'ru');
  // What a person would see cut: a name ending in "…", or a bot's strength outside its plaque.
  const plaques = () =>
    page.locator('.ft-plaque').evaluateAll((els) =>
      els.map((el) => {
        const name = el.querySelector('.ft-name') as HTMLElement;
        const box = el.getBoundingClientRect();
        const bot = el.querySelector('.ft-bot')?.getBoundingClientRect();
        return {
          name: name.textContent,
          whole: name.scrollWidth <= name.clientWidth,
          botInside: !bot || (bot.right <= box.right && bot.bottom <= box.bottom && bot.width > 0),
        };
      }),
    );
  const all = (shape: string) => [0, 1, 2, 3].map(() => ({ whole: true, botInside: true, shape }));
  const check = async (shape: string) => {
    await expect(page.locator(`.ft-plaques[data-shape="${shape}"] .ft-plaque`)).toHaveCount(4);
    const got = await plaques();
    expect(got.map((p) => p.name)).toContain('Сестра Хильдегарда');
    expect(got.map(({ whole, botInside }) => ({ whole, botInside, shape }))).toEqual(all(shape));
  };
  await check('strip');
  // A Latin name at a Russian table is drawn in the body face, as typed: in the small capitals round it
  // (Cormorant SC) "Bob" read as "Вов"; so on its plaque and in the status line
  const face = (l: Locator) => l.evaluate((el) => getComputedStyle(el).fontFamily);
  const anna = page.locator('.ft-plaque[data-seat="0"] .ft-name');
  await expect(anna).toHaveText('Anna');
  expect(await face(anna)).toMatch(/^"?EB Garamond/);
  const turn = page.locator('.hud-status .ft-turn');
  await expect(turn).toContainText('Anna');
  expect(await face(turn.getByText('Anna', { exact: true }))).toMatch(/^"?EB Garamond/);
  expect(await face(turn)).toMatch(/^"?Cormorant SC/);
  // A tablet on its side: the table is laid out taller (1280×960), the plaques take two lines and more.
  await page.setViewportSize({ width: 1024, height: 768 });
  await settled(page);
  await check('tall');
});
