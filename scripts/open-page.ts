/** What the open bench (`bench-open.ts`) and its profiler (`profile-open.ts`) do alike to a page. */
import type { Page } from '@playwright/test';

/** Where the new-game sheet's Start button was when the sheet was first painted (CSS px). */
type Painted = { x: number; y: number };
const painted = new WeakMap<Page, (at: Painted) => void>();

/**
 * In the page (a string: a function here would carry tsx's helpers into it): the first paint of the
 * new-game sheet (Element Timing of its heading) is told to the bench at once, and
 * the press on Start is timed (the event's own time: when the browser took it, not when the page
 * got round to it).
 */
const WATCH = `(() => {
  const bench = (window.__openBench = { painted: 0, pressed: 0, shown: 0 });
  // The sheet's heading is marked for Element Timing as it arrives (before it is first painted).
  const marking = new MutationObserver(() => {
    const head = document.querySelector('[data-modal="new-game"] h2');
    if (!head) return;
    head.setAttribute('elementtiming', 'sheet');
    marking.disconnect();
  });
  marking.observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const start = document.querySelector('[data-modal="new-game"] [data-action="start"]');
        if (e.identifier !== 'sheet' || bench.painted || !start) continue;
        bench.painted = e.renderTime || e.loadTime;
        const r = start.getBoundingClientRect();
        window.__sheetPainted({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
      }
    }).observe({ type: 'element', buffered: true });
  } catch {}
  addEventListener('pointerdown', (e) => {
    if (!bench.pressed && e.target instanceof Element && e.target.closest('[data-action="start"]')) bench.pressed = e.timeStamp;
  }, true);
  // The table's first frame drawn: the animation frame after the one that follows its ready mark (a
  // software renderer begins the next frame once the last one is out).
  const mark = performance.mark.bind(performance);
  performance.mark = (name, options) => {
    if (name === 'table:ready' && !bench.shown)
      requestAnimationFrame(() => requestAnimationFrame(() => { bench.shown = performance.now(); }));
    return mark(name, options);
  };
})();`;

/**
 * In the page: when the title is first painted — its heading and its last game's tile (Element Timing),
 * whichever is later — in ms from the navigation.
 */
const WATCH_TITLE = `(() => {
  const seen = (window.__titlePaint = {});
  const marking = new MutationObserver(() => {
    const head = document.querySelector('[data-screen="title"] h1');
    const tile = document.querySelector('[data-screen="title"] article.tile:last-of-type .tagline');
    if (!head || !tile) return;
    head.setAttribute('elementtiming', 'title-head');
    tile.setAttribute('elementtiming', 'title-tile');
    marking.disconnect();
  });
  marking.observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.identifier.startsWith('title-')) seen[e.identifier] ??= e.renderTime || e.loadTime;
    }).observe({ type: 'element', buffered: true });
  } catch {}
})();`;

/** Once per page, before `openNew` or `titlePainted`. */
export async function watchOpening(page: Page): Promise<void> {
  await page.exposeBinding('__sheetPainted', (_source, at: Painted) => painted.get(page)?.(at));
  await page.addInitScript(WATCH);
  await page.addInitScript(WATCH_TITLE);
}

/** When this load's title was first painted, heading and tiles (ms from the navigation), once it is. */
export async function titlePainted(page: Page): Promise<number> {
  type Seen = Record<string, number>;
  const at = await page.waitForFunction(() => {
    const seen = (window as unknown as { __titlePaint?: Seen }).__titlePaint;
    return seen?.['title-head'] && seen['title-tile'] ? Math.max(seen['title-head'], seen['title-tile']) : 0;
  });
  return Math.round((await at.jsonValue()) as number);
}

export interface Opened {
  /**
   * Time to a playable table (ms from the navigation): the table's ready mark, Start pressed the
   * moment the sheet was first painted (so only a person's own time to press is left out, and
   * whatever held the page then is counted). Taken from the page's own marks.
   */
  playable: number;
  /** When the table's first frame was on the screen (ms from the navigation). */
  shown: number;
  /** When the sheet was first painted, and when the press reached the page (ms from the navigation). */
  sheet: number;
  pressed: number;
  /** As the bench saw them (wall clock): to the sheet painted, from the press to the table ready, both. */
  toSheet: number;
  toTable: number;
  total: number;
}

/** Opens `url` (a game's `#/<game>/new`) afresh and presses Start as soon as the sheet is on the screen. */
export async function openNew(page: Page, url: string): Promise<Opened> {
  await page.goto('about:blank');
  const seen = new Promise<Painted>((resolve) => painted.set(page, resolve));
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const at = await Promise.race([
    seen,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no new-game sheet at ${url}`)), 120_000)),
  ]);
  const t1 = Date.now();
  await page.mouse.click(at.x, at.y);
  await tableReady(page);
  const t2 = Date.now();
  type Bench = { painted: number; pressed: number; shown: number };
  await page.waitForFunction(() => (window as unknown as { __openBench: Bench }).__openBench.shown > 0);
  const inPage = await page.evaluate(() => {
    const w = window as unknown as { __openBench: Bench };
    const ready = performance.getEntriesByName('table:ready')[0]?.startTime ?? Number.NaN;
    return { ...w.__openBench, ready };
  });
  const ms = (x: number) => Math.round(x);
  return {
    playable: ms(inPage.ready),
    shown: ms(inPage.shown),
    sheet: ms(inPage.painted),
    pressed: ms(inPage.pressed),
    toSheet: t1 - t0,
    toTable: t2 - t1,
    total: t2 - t0,
  };
}

type Hooks = {
  ready?: boolean;
  tableReady?: boolean;
  pictures?: { hits: number; shipped: number; drawn: number; stored: number; pending?: number };
};

/** Every run alike: English, no sound, normal speed. */
export async function quietEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('scriptorium.lang', 'en');
    localStorage.setItem('scriptorium.settings', JSON.stringify({ volume: 0, sound: false, speed: 1 }));
  });
}

/** Until the title answers. */
export async function titleReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __scriptorium?: Hooks }).__scriptorium?.ready === true);
}

/** Until the table is drawn and takes moves. */
export async function tableReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __scriptorium?: Hooks }).__scriptorium?.tableReady, null, {
    polling: 20,
    timeout: 120_000,
  });
}

/** The picture cache's counts (hits, shipped, drawn, stored). */
export function pictureStats(page: Page): Promise<Hooks['pictures']> {
  return page.evaluate(() => (window as unknown as { __scriptorium?: Hooks }).__scriptorium?.pictures);
}

/**
 * Until the first visit has stored every picture it drew and kept every one its table keeps ahead (one
 * lettered in a fallback face never is: 60 s at most).
 */
export async function picturesStored(page: Page, what: string): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const p = (window as unknown as { __scriptorium?: Hooks }).__scriptorium?.pictures;
        return !p || (p.stored >= p.drawn + p.shipped && !p.pending);
      },
      null,
      { polling: 250, timeout: 60_000 },
    )
    .catch(() => console.error(`${what}: pictures still unstored after 60 s`));
}

/** The service worker, when there is one, has taken the page (so a warm run is served by it). */
export async function swReady(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return false;
    const reg = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<null>((r) => setTimeout(() => r(null), 15_000)),
    ]);
    return Boolean(reg?.active);
  });
}
