/**
 * The DOM layer on phones and tablets (touch, mobile viewport): the title is drawn for the screen's
 * own width — nothing scrolls sideways, nothing sticks out — every control is at least 44 CSS px
 * each way, and a game is started by taps alone (the stage under the page never takes a tap meant
 * for a button).
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  openApp,
  openInstant,
  settled,
  startAgainstEasyBot,
  startNorthwood,
  tableEvents,
  test,
} from './fixtures';

const devices = [
  { name: 'phone upright', width: 390, height: 844 },
  { name: 'phone on its side', width: 844, height: 390 },
  { name: 'tablet upright', width: 768, height: 1024 },
  { name: 'tablet on its side', width: 1024, height: 768 },
];

/**
 * Controls (visible ones) smaller than 44 × 44 CSS px, described for the failure message. Only one that
 * takes no taps is spared: marked `data-tap="through"` and without pointer events, so that a tap on it is
 * what lies under it (Four Temperaments' "i" on a plaque, for the keyboard: a tap is the plaque's).
 */
async function small(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, select, input:not([type="hidden"])')]
      .filter((el) => !(el.dataset.tap === 'through' && getComputedStyle(el).pointerEvents === 'none'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0 && (r.width < 43.5 || r.height < 43.5))
      .map(
        ({ el, r }) =>
          `${el.tagName} "${el.textContent?.trim() || el.dataset.action || ''}" ${Math.round(r.width)}×${Math.round(r.height)}`,
      ),
  );
}

/** Nothing is wider than the screen: the page and every element of `scope` stay inside it. */
async function noSideways(scope: Locator): Promise<void> {
  const out = await scope.evaluate((root) => {
    const vw = window.innerWidth;
    const page = document.scrollingElement as HTMLElement;
    // Shapes inside a picture are clipped by their <svg>; the <svg> itself is checked.
    const sticking = [...root.querySelectorAll<Element>('*')]
      .filter((el) => !(el instanceof SVGElement && el.ownerSVGElement))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > vw + 0.5 || r.left < -0.5);
      })
      .map((el) => `${el.tagName}.${el.getAttribute('class') ?? ''}`);
    return { page: page.scrollWidth - vw, scroller: root.scrollWidth - root.clientWidth, sticking };
  });
  expect(out.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  expect(out.scroller, 'the title scrolls sideways').toBeLessThanOrEqual(0);
  expect(out.sticking, 'elements past the screen edge').toEqual([]);
}

/** The title as it must look on this device, in whatever language it shows now. */
async function titleFits(page: Page, d: (typeof devices)[number]): Promise<Locator> {
  const title = page.locator('[data-screen="title"]');
  await expect(title.locator('h1')).toBeVisible();
  // The page is laid out at the screen's own width (not zoomed out to a 1280-wide page).
  expect(await page.evaluate(() => [window.innerWidth, document.documentElement.clientWidth])).toEqual([
    d.width,
    d.width,
  ]);
  const box = await title.boundingBox();
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([d.width, d.height]);
  await noSideways(title);
  expect(await small(title)).toEqual([]);
  // The lettering is readable: body text of the tiles at least 16 CSS px.
  const size = await title
    .locator('.tile .tagline')
    .first()
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(16);
  // Each game's picture stands in the middle of its tile, or at its side (a tablet upright): never off centre
  const gaps = await title.locator('.tile').evaluateAll((tiles) =>
    tiles.map((t) => {
      const a = t.getBoundingClientRect();
      const m = (t.querySelector('.miniature') as HTMLElement).getBoundingClientRect();
      return Math.round(a.right - m.right - (m.left - a.left));
    }),
  );
  if (d.width < 560) expect(gaps, 'right gap less left gap beside each picture').toEqual(gaps.map(() => 0));
  return title;
}

/** The new-game sheet opened by a tap fits the screen, with nothing small or sticking out. */
async function sheetFits(page: Page, title: Locator, d: (typeof devices)[number]): Promise<Locator> {
  await title.locator('article[data-game="northwood"] [data-action="new"]').tap();
  const sheet = page.locator('[data-modal="new-game"]');
  await expect(sheet).toBeVisible();
  const sb = await sheet.boundingBox();
  expect(sb && sb.x >= 0 && sb.x + sb.width <= d.width && sb.y >= 0 && sb.y + sb.height <= d.height).toBe(true);
  expect(await small(sheet)).toEqual([]);
  await noSideways(sheet);
  return sheet;
}

for (const d of devices) {
  test.describe(d.name, () => {
    test.use({ viewport: { width: d.width, height: d.height }, isMobile: true, hasTouch: true });

    // Both languages in one page (the switch is a tap on the title), so the table boots once per device.
    test('the title and the new-game sheet fit the screen in English and Russian, and a game starts by taps', async ({
      page,
    }) => {
      await openApp(page, '/', 'en');
      let title = await titleFits(page, d);
      const english = await sheetFits(page, title, d);
      await english.locator('[data-action="close"], [data-action="cancel"]').first().tap();
      await expect(english).toBeHidden();
      // About, the longest sheet of words: its Close is in sight as it opens (on a phone on its side it was
      // under the fold), and closes it
      await title.locator('[data-action="about"]').tap();
      const about = page.locator('[data-modal="about"]');
      const close = about.locator('[data-action="close"]');
      await expect(close).toBeVisible();
      const shut = await close.boundingBox();
      expect(shut && shut.y >= 0 && shut.y + shut.height <= d.height, 'About’s Close in sight').toBe(true);
      await close.tap();
      await expect(about).toBeHidden();

      await title.locator('.lang [data-lang="ru"]').tap();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      title = await titleFits(page, d);
      const sheet = await sheetFits(page, title, d);
      await expect(sheet).toContainText(/[А-Яа-яЁё]{4}/);
      await sheet.locator('[data-action="start"]').tap();
      await page.waitForFunction(
        () => (window as unknown as { __scriptorium?: { tableReady?: boolean } }).__scriptorium?.tableReady,
      );
      await expect(sheet).toBeHidden();
      // For Northwood!'s table takes the screen's shape: a tablet gets the wider or the taller stage
      const stage = await page.evaluate(() => {
        const s = (window as unknown as { __scriptorium: { game: { scale: { width: number; height: number } } } })
          .__scriptorium.game.scale;
        return [s.width, s.height];
      });
      const shape: Record<string, number[]> = {
        'phone upright': [720, 1560],
        'tablet upright': [1050, 1400],
        'tablet on its side': [1280, 960],
      };
      expect(stage).toEqual(shape[d.name] ?? [1280, 720]);
      // a tablet's table fills its screen both ways: no empty bands
      const canvas = await page.locator('#stage canvas').boundingBox();
      if (d.name.startsWith('tablet'))
        expect(canvas && Math.min(canvas.width / d.width, canvas.height / d.height)).toBeGreaterThan(0.98);
      await expect(page.locator('#ui .hud-toolbar [data-action="menu"]')).toBeVisible();
      expect(await small(page.locator('#ui .table-hud')), 'the table’s own controls').toEqual([]);
    });
  });
}

test.describe('a phone on its side', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('a new-game sheet longer than the screen opens with Close and Begin in sight at its foot', async ({ page }) => {
    await openInstant(page, '/temperaments/new', 'ru');
    const sheet = page.locator('[data-modal="new-game"]');
    await expect(sheet).toHaveClass(/overflows/);
    for (const action of ['close', 'start']) {
      const b = (await sheet.locator(`[data-action="${action}"]`).boundingBox()) as { y: number; height: number };
      expect(b.y + b.height, `${action} above the screen's foot`).toBeLessThanOrEqual(390);
    }
    // the fields scroll under them, and Begin still begins
    await sheet.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await sheet.locator('[data-action="start"]').tap();
    await expect(sheet).toBeHidden();
  });
});

/** The seat name fields of the open new-game sheet whose name (typed, or the placeholder) does not fit. */
async function cutNames(sheet: Locator): Promise<string[]> {
  return sheet.locator('[data-field^="name-"]').evaluateAll((inputs) => {
    const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    return (inputs as HTMLInputElement[]).flatMap((el) => {
      const cs = getComputedStyle(el);
      ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const room = el.clientWidth - Number.parseFloat(cs.paddingLeft) - Number.parseFloat(cs.paddingRight);
      const text = el.value || el.placeholder;
      const need = ctx.measureText(text).width;
      return need > room + 0.5 ? [`"${text}" ${Math.round(need)} px in ${Math.round(room)}`] : [];
    });
  });
}

test.describe('a small phone upright', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('each seat of the new-game sheet reads its whole name, people and bots, in English and Russian', async ({
    page,
  }) => {
    await openApp(page, '/', 'en');
    for (const lang of ['en', 'ru'] as const) {
      if (lang === 'ru') {
        await page.locator('[data-screen="title"] .lang [data-lang="ru"]').tap();
        await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      }
      await page.locator('article[data-game="clouds"] [data-action="new"]').tap();
      const sheet = page.locator('[data-modal="new-game"]');
      await expect(sheet).toBeVisible();
      expect(await cutNames(sheet), `two seats (${lang})`).toEqual([]);
      await sheet.locator('[data-action="add-seat"]').tap();
      await sheet.locator('[data-action="add-seat"]').tap();
      await sheet.locator('[data-seat="3"] [data-kind="human"]').tap();
      expect(await cutNames(sheet), `four seats (${lang})`).toEqual([]);
      expect(await small(sheet.locator('.seat-list'))).toEqual([]);
      await noSideways(sheet);
      await sheet.locator('[data-action="close"]').tap();
      await expect(sheet).toBeHidden();
    }
  });
});

/**
 * The largest share of any of the table's pieces that take a tap (their bounds, on the 1280×720
 * stage) lying under `el`.
 */
async function coveredShare(page: Page, el: Locator): Promise<number> {
  const b = await el.boundingBox();
  if (!b) return 1;
  return page.evaluate((b) => {
    type Piece = {
      visible: boolean;
      input?: { enabled: boolean };
      getBounds?(): { x: number; y: number; width: number; height: number };
    };
    type Scene = { scale: { width: number }; input: { _list: Piece[] } };
    const scene = (window as unknown as { __scriptorium: { scene: Scene } }).__scriptorium.scene;
    const c = (document.querySelector('#stage canvas') as HTMLCanvasElement).getBoundingClientRect();
    const k = scene.scale.width / c.width;
    const r = { x: (b.x - c.left) * k, y: (b.y - c.top) * k, w: b.width * k, h: b.height * k };
    let worst = 0;
    for (const o of scene.input._list) {
      if (!o.visible || !o.input?.enabled || !o.getBounds) continue;
      const g = o.getBounds();
      const w = Math.max(0, Math.min(r.x + r.w, g.x + g.width) - Math.max(r.x, g.x));
      const h = Math.max(0, Math.min(r.y + r.h, g.y + g.height) - Math.max(r.y, g.y));
      if (g.width * g.height > 0) worst = Math.max(worst, (w * h) / (g.width * g.height));
    }
    return worst;
  }, b);
}

/**
 * The lettering of the table's DOM layer smaller than 12 CSS px (an element's font size times the stage's
 * scale, --ui-scale), described for the failure message, and how many pieces of lettering were measured.
 */
async function smallType(page: Page): Promise<{ read: number; small: string[] }> {
  return page.locator('#ui').evaluate((ui) => {
    const k = Number.parseFloat(getComputedStyle(ui).getPropertyValue('--ui-scale')) || 1;
    const small: string[] = [];
    let read = 0;
    for (const el of ui.querySelectorAll<HTMLElement>('*')) {
      if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue;
      const style = getComputedStyle(el);
      if (el.getClientRects().length === 0 || style.visibility === 'hidden') continue;
      read++;
      const px = Number.parseFloat(style.fontSize) * k;
      if (px < 11.95)
        small.push(`${el.className || el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${px.toFixed(1)}`);
    }
    return { read, small };
  });
}

/** For Northwood!'s status line ends left of its prompt's words (the first line of them, all there is). */
async function statusApart(page: Page): Promise<boolean> {
  return page.locator('#ui').evaluate((ui) => {
    const status = (ui.querySelector('.hud-status') as HTMLElement).getBoundingClientRect();
    const words = document.createRange();
    words.selectNodeContents(ui.querySelector('.nw-info') as HTMLElement);
    const lines = [...words.getClientRects()].filter((r) => r.width > 0 && r.top < status.bottom);
    return lines.length > 0 && lines.every((r) => r.left >= status.right + 4 || r.top >= status.bottom);
  });
}

/**
 * What For Northwood!'s "Взято / нужно" (its tricks' label, drawn on the canvas) lies over, in CSS px: the
 * action bar's buttons and the cloth under the hand ([] when nothing; it lay 6 px over both at 1280×720).
 */
async function tricksLabelOver(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { x: number; y: number; width: number; height: number };
    type Scene = {
      tricksLabel: { text: string; getBounds(): Box };
      L: { cloth: { x: number; y: number; w: number; h: number } };
      scale: { width: number };
    };
    const s = (window as unknown as { __scriptorium: { scene: Scene } }).__scriptorium.scene;
    if (!s.tricksLabel.text) return ['no label shown'];
    const c = (document.querySelector('#stage canvas') as HTMLCanvasElement).getBoundingClientRect();
    const k = c.width / s.scale.width;
    const b = s.tricksLabel.getBounds();
    const label = { l: c.x + b.x * k, t: c.y + b.y * k, r: c.x + (b.x + b.width) * k, b: c.y + (b.y + b.height) * k };
    const { cloth } = s.L;
    const others = [
      ...[...document.querySelectorAll<HTMLElement>('.nw-actions button')]
        .filter((e) => e.offsetWidth > 0)
        .map((e) => {
          const r = e.getBoundingClientRect();
          return { name: `button "${e.textContent}"`, l: r.left, t: r.top, r: r.right, b: r.bottom };
        }),
      {
        name: 'the cloth',
        l: c.x + cloth.x * k,
        t: c.y + cloth.y * k,
        r: c.x + (cloth.x + cloth.w) * k,
        b: c.y + (cloth.y + cloth.h) * k,
      },
    ];
    return others
      .filter((o) => o.l < label.r && label.l < o.r && o.t < label.b && label.t < o.b)
      .map((o) => `${o.name} by ${Math.round(label.b - o.t)} px`);
  });
}

/**
 * Four Temperaments on a phone on its side draws the supply tokens about 19 CSS px, 4 apart: a tap
 * between two of them (on neither) opens the humours held, as buttons of a finger's size lettered at
 * 12 CSS px and more, the one in hand marked; the one chosen is taken up.
 */
async function pickHumourByTap(page: Page): Promise<void> {
  type Hooks = {
    busy(): boolean;
    view(seat: number): {
      active: number | null;
      pending: { kind: string } | null;
      players: { supply?: { tokenId: string; h: string }[] }[];
    };
    scene: { selected: string | null; supplyTokens: Map<number, { x: number; y: number; radius: number }[]> };
  };
  await page.waitForFunction(
    () => {
      const s = (window as unknown as { __scriptorium: Hooks }).__scriptorium;
      const v = s.view(0);
      return !s.busy() && v.active === 0 && v.pending?.kind === 'place';
    },
    null,
    { polling: 100 },
  );
  const row = await page.evaluate(() => {
    const s = (window as unknown as { __scriptorium: Hooks }).__scriptorium;
    const c = (document.querySelector('#stage canvas') as HTMLCanvasElement).getBoundingClientRect();
    const k = c.width / 1280;
    const supply = s.view(0).players[0]?.supply ?? [];
    const toks = (s.scene.supplyTokens.get(0) ?? []).map((t) => ({
      x: c.left + t.x * k,
      y: c.top + t.y * k,
      d: 2 * t.radius * k,
    }));
    const held = (id: string | null) => supply.find((x) => x.tokenId === id)?.h;
    return { toks, humours: [...new Set(supply.map((x) => x.h))], inHand: held(s.scene.selected) };
  });
  const [a, b] = row.toks;
  if (!a || !b) throw new Error('no supply drawn');
  expect(a.d, 'the supply tokens are smaller than a finger here (else no picker is needed)').toBeLessThan(44);
  expect(row.humours.length).toBeGreaterThan(1);
  await page.touchscreen.tap((a.x + b.x) / 2, a.y + a.d * 0.6);
  const picker = page.locator('[data-prompt="pick-token"]');
  await expect(picker).toBeVisible();
  expect(await small(picker), 'the humours’ buttons').toEqual([]);
  expect((await smallType(page)).small, 'the picker’s lettering under 12 CSS px').toEqual([]);
  const marked = row.humours.indexOf(row.inHand ?? '');
  await expect(picker.locator('button.primary')).toHaveAttribute('data-choice', String(marked));
  await expect(picker.locator('button.choice img')).toHaveCount(row.humours.length);
  const want = marked === 0 ? 1 : 0;
  await picker.locator(`[data-choice="${want}"]`).tap();
  await expect(picker).toBeHidden();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const s = (window as unknown as { __scriptorium: Hooks }).__scriptorium;
        return s.view(0).players[0]?.supply?.find((x) => x.tokenId === s.scene.selected)?.h;
      }),
    )
    .toBe(row.humours[want]);
}

/**
 * A phone on its side lays every table on the 1280×720 stage scaled by about 0.54, so the table's own
 * controls (the toolbar, a seat's actions, the tutorial's page) are drawn at least 44 CSS px each way
 * there, in both languages; a screenshot of each is kept for a person to look at. With no room beside
 * the stage (a 16:9 phone, 667×375) the toolbar folds into one ☰ over little of the table's pieces,
 * which opens the same buttons, as large; a choice, Esc or a tap elsewhere closes the list.
 */
test.describe('tables on a phone on its side', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });
  const tables: [string, (page: Page, lang: 'en' | 'ru') => Promise<void>][] = [
    [
      'Four Temperaments',
      async (page, lang) => {
        await openInstant(page, '/temperaments/new', lang);
        // four seats in Russian (the narrowest plaques, the longest names), two in English
        if (lang === 'ru')
          for (const _ of [2, 3]) await page.locator('[data-modal="new-game"] [data-action="add-seat"]').tap();
        await startAgainstEasyBot(page, 'e2e-side-ft');
      },
    ],
    [
      'Cloud Marches',
      async (page, lang) => {
        await openInstant(page, '/clouds/new', lang);
        await startAgainstEasyBot(page, 'e2e-side-cm');
      },
    ],
    [
      'For Northwood!',
      async (page, lang) => {
        if (lang === 'en') {
          await startNorthwood(page, 'e2e-side-nw', lang, 'tap');
          // the advisor's counsel open: its ✕ is a control too (it was 24 CSS px)
          await page.locator('.hud-toolbar [data-action="hint"]').tap();
          await expect(page.locator('.nw-hint-close')).toBeVisible();
          return;
        }
        // Russian: a challenge with a long name, in a visit (the longest prompt beside the longest status)
        await openInstant(page, '/northwood/new', lang);
        const sheet = page.locator('[data-modal="new-game"]');
        await sheet.locator('[data-value="challenge"]').tap();
        await sheet.locator('[data-field="challenge"]').selectOption('ch8-mirrored-realm');
        await sheet.locator('[data-field="seed"]').fill('e2e-side-nw');
        await sheet.locator('[data-action="start"]').tap();
        await settled(page);
        const fief = await page.evaluate(() =>
          (
            window as unknown as { __scriptorium: { scene: { locate(id: string): { x: number; y: number } } } }
          ).__scriptorium.scene.locate('fief-0'),
        );
        const box = await page.locator('#stage canvas').boundingBox();
        if (!box) throw new Error('no canvas');
        await page.touchscreen.tap(box.x + (fief.x * box.width) / 1280, box.y + (fief.y * box.height) / 720);
        await settled(page);
        await expect(page.locator('.nw-info strong')).toHaveText('Примените свойство или откройте заявление');
      },
    ],
    ...['northwood', 'temperaments', 'clouds'].map(
      (game): [string, (page: Page, lang: 'en' | 'ru') => Promise<void>] => [
        `the ${game} tutorial`,
        async (page, lang) => {
          await openInstant(page, `/${game}/tutorial`, lang);
          await settled(page);
          await expect(page.locator('.tut-panel')).toBeVisible();
        },
      ],
    ),
  ];
  test('the rulebook keeps clear of a notch at either side', async ({ page }) => {
    // a phone whose notch is at one side and its home bar at the foot (Chromium's own emulation)
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { left: 44, right: 44, top: 0, bottom: 21 } });
    await startNorthwood(page, 'e2e-notch', 'en', 'tap');
    const hud = page.locator('#ui');
    await hud.locator('.hud-fold').tap(); // the notches leave no band beside the table
    await hud.locator('.hud-toolbar [data-action="rules"]').tap();
    const book = page.locator('.rulebook');
    await expect(book.locator('h1')).toBeVisible();
    const edges = await book.evaluate((el) => {
      const boxes = [...el.querySelectorAll('.rb-head h1, .rb-contents, .rb-text, [data-action="close-rules"]')].map(
        (e) => e.getBoundingClientRect(),
      );
      return [Math.min(...boxes.map((r) => r.left)), Math.max(...boxes.map((r) => r.right))];
    });
    expect(edges[0], 'the left edge of the words').toBeGreaterThanOrEqual(44);
    expect(edges[1], 'the right edge of Close').toBeLessThanOrEqual(844 - 44);
  });

  // One page per language visits every table in turn (each a new navigation): far cheaper than a
  // fresh page per table, and every table is still checked.
  for (const lang of ['en', 'ru'] as const)
    test(`every table control at least 44 CSS px (${lang})`, async ({ page }, info) => {
      for (const [name, open] of tables)
        await test.step(name, async () => {
          await open(page, lang);
          const hud = page.locator('#ui');
          await expect(hud.locator('.hud-toolbar [data-action="menu"]')).toBeVisible();
          await page.screenshot({ path: info.outputPath(`side-${name.replace(/\W+/g, '-')}-${lang}.png`) });
          expect(await small(hud.locator('.table-hud')), name).toEqual([]);
          const tut = hud.locator('.tut-panel');
          if (await tut.isVisible()) expect(await small(tut), name).toEqual([]);
          // every word on the table at least 12 CSS px: the status line, Four Temperaments' plaques
          // (their counts were 7), the prompts, the seats' heads, the tutorial's page
          const type = await smallType(page);
          expect(type.small, `${name}: lettering under 12 CSS px`).toEqual([]);
          if (name === 'For Northwood!') expect(await statusApart(page), 'the status runs into the prompt').toBe(true);
          // in a visit (Russian): its tricks' label above the action bar and the cloth, over neither
          if (name === 'For Northwood!' && lang === 'ru') expect(await tricksLabelOver(page)).toEqual([]);
          expect(type.read).toBeGreaterThan(4);
          await expect(hud.locator('.hud-status')).not.toBeEmpty();
          if (name === 'Four Temperaments') {
            await expect(hud.locator('.ft-plaque .ft-stat').first()).toBeVisible();
            // who is who: every name whole on its plaque (on four a bot's was "Сестра Хил…"), and a tap on
            // another's plaque says all its counts, which its one line of lettering cannot hold
            const plaques = hud.locator('.ft-plaque');
            await expect(plaques).toHaveCount(lang === 'ru' ? 4 : 2);
            const cut = await plaques.evaluateAll((els) =>
              els.flatMap((el) => {
                const n = el.querySelector('.ft-name') as HTMLElement;
                return n.scrollWidth > n.clientWidth + 0.5 ? [n.textContent] : [];
              }),
            );
            expect(cut, 'names cut on their plaques').toEqual([]);
            const last = await plaques.last().boundingBox();
            if (!last) throw new Error('no plaque');
            await page.touchscreen.tap(last.x + 20, last.y + last.height - 8);
            const tip = hud.locator('.hud-tip');
            await expect(tip).toBeVisible();
            await expect(tip).toContainText((await plaques.last().locator('.ft-name').textContent()) ?? '-');
            await expect(tip).toContainText(lang === 'ru' ? /\d+ в мешочке/ : /\d+ in the bag/);
            await expect(tip).toContainText(lang === 'ru' ? /\d+ жетон\S* на поле/ : /\d+ tokens? on the board/);
            // a gilt "i" marks each plaque that hides something: four in Russian leave the others' counts
            // (and strengths) no room; two in English letter all they have, and show none
            const more = hud.locator('.ft-more:visible');
            await expect(more).toHaveCount(lang === 'ru' ? 3 : 0);
            if (lang === 'ru') {
              // for the keyboard: Tab from the toolbar reaches it; Enter and Space say what a tap says
              await expect(more.first()).toHaveAccessibleName(/^Подробнее об игроке Сестра Хильдегарда/);
              await hud.locator('.hud-toolbar button:visible').last().focus();
              for (let i = 0; i < 12; i++) {
                if (await more.first().evaluate((el) => el === document.activeElement)) break;
                await page.keyboard.press('Tab');
              }
              await expect(more.first()).toBeFocused();
              await page.keyboard.press('Enter');
              await expect(tip).toContainText('Сестра Хильдегарда · лёгкий:');
              await expect(tip).toContainText(/\d+ в мешочке/);
              await more.nth(1).focus();
              await page.keyboard.press(' ');
              await expect(tip).toContainText('Мастер Одо');
              await page.touchscreen.tap(4, 4); // the status line
            }
          }
          if (name === 'Four Temperaments') await pickHumourByTap(page);
          if (name === 'Four Temperaments' && lang === 'ru') {
            // the chronicle (four seats: more lines than its strip holds), opened by a tap and closed by a
            // tap elsewhere, shows its newest line again (it was left where the opened strip had been
            // scrolled: older lines, the newest out of sight)
            const log = hud.locator('.ft-log');
            const strip = await log.boundingBox();
            if (!strip) throw new Error('no log');
            await page.touchscreen.tap(strip.x + strip.width / 2, strip.y + strip.height / 2);
            await expect.poll(async () => (await log.boundingBox())?.height ?? 0).toBeGreaterThan(strip.height + 20);
            await page.touchscreen.tap(4, 4); // the status line
            await expect.poll(async () => (await log.boundingBox())?.height ?? 0).toBeLessThan(strip.height + 1);
            const below = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight;
            expect(await log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
            await expect.poll(() => log.evaluate(below), 'the log’s lines under its strip').toBeLessThanOrEqual(1);
          }

          await page.setViewportSize({ width: 667, height: 375 });
          await expect(hud).toHaveAttribute('data-band', 'none');
          const fold = hud.locator('.hud-fold');
          await expect(fold).toBeVisible();
          await expect(fold).toHaveAccessibleName(lang === 'en' ? 'Table menu' : 'Меню стола');
          await expect(hud.locator('.hud-toolbar > button:visible')).toHaveCount(0);
          await page.screenshot({ path: info.outputPath(`side-se-${name.replace(/\W+/g, '-')}-${lang}.png`) });
          expect((await smallType(page)).small, `${name} at 667×375: lettering under 12 CSS px`).toEqual([]);
          if (name === 'For Northwood!') expect(await statusApart(page), 'at 667×375 too').toBe(true);
          // the most it covers: the top edge of the Four Temperaments' top-right scene (about a tenth);
          // the row of buttons lay over the tops of four scenes there and three of Northwood's fiefs
          expect(await coveredShare(page, fold), name).toBeLessThan(0.15);
          expect(await small(hud.locator('.table-hud')), name).toEqual([]);
          const list = hud.locator('.hud-toolbar');
          await fold.tap();
          await expect(list.locator('[data-action="menu"]')).toBeVisible();
          expect(await small(list), name).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(list.locator('[data-action="menu"]')).toBeHidden();
          await expect(page.locator('.backdrop')).toHaveCount(0); // Esc closed the list, not opened the menu
          await fold.tap();
          await page.touchscreen.tap(4, 4); // the status line
          await expect(list.locator('[data-action="menu"]')).toBeHidden();
          if (name === 'Cloud Marches') {
            // a tap on a pool card (which takes it) that closes the list only closes it
            const before = (await tableEvents(page)).length;
            const [x, y] = await page.evaluate(() => {
              type Hooks = { view(seat: number): { pool: string[] }; clouds: { cardXY(id: string): [number, number] } };
              const s = (window as unknown as { __scriptorium: Hooks }).__scriptorium;
              return s.clouds.cardXY(s.view(0).pool[0] as string);
            });
            const box = await page.locator('#stage canvas').boundingBox();
            if (!box) throw new Error('no canvas');
            await fold.tap();
            await page.touchscreen.tap(box.x + (x * box.width) / 1280, box.y + (y * box.height) / 720);
            await expect(list.locator('[data-action="menu"]')).toBeHidden();
            await page.waitForTimeout(600);
            expect((await tableEvents(page)).length, 'the closing tap took a card').toBe(before);
          }
          if (name === tables[0]?.[0]) {
            await fold.tap();
            await list.locator('[data-action="rules"]').tap();
            const book = page.locator('.rulebook');
            await expect(book).toBeVisible();
            await expect(list.locator('[data-action="menu"]')).toBeHidden();
            await book.locator('[data-action="close-rules"]').tap();
            await expect(book).toHaveCount(0);
          }
          await page.setViewportSize({ width: 844, height: 390 });
        });
    });
});
