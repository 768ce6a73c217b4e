/** What the open bench (`bench-open.ts`) and its profiler (`profile-open.ts`) do alike to a page. */
import type { Page } from '@playwright/test';

type Hooks = {
  ready?: boolean;
  tableReady?: boolean;
  pictures?: { hits: number; shipped: number; drawn: number; stored: number };
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

/** Until the first visit has stored every picture it drew (one lettered in a fallback face never is: 60 s at most). */
export async function picturesStored(page: Page, what: string): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const p = (window as unknown as { __scriptorium?: Hooks }).__scriptorium?.pictures;
        return !p || p.stored >= p.drawn + p.shipped;
      },
      null,
      { polling: 250, timeout: 60_000 },
    )
    .catch(() => console.error(`${what}: pictures still unstored after 60 s`));
}
