/**
 * Online e2e set-up: the game server (./online-server.ts: the built app and the game server on one
 * free loopback port) as one Node process (no npx wrapper, so stopping it stops the server), a
 * browser of its own per person, and a room created from the lobby page.
 */
import { spawn } from 'node:child_process';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A game server for the tests of one spec file: each worker that takes one of them starts its own
 * (so two files' games run side by side) and stops it after them. `base` is its address.
 */
export function gameServerForFile(): { readonly base: string } {
  let server: Awaited<ReturnType<typeof startGameServer>> | null = null;
  test.beforeAll(async () => {
    server = await startGameServer();
  });
  test.afterAll(() => {
    server?.stop();
    server = null;
  });
  return {
    get base() {
      if (!server) throw new Error('the game server is not running');
      return server.base;
    },
  };
}

/** Resolves with the server's address and its stop. */

export async function startGameServer(): Promise<{ base: string; stop(): void }> {
  const dist = `dist-e2e/${Number(process.env.E2E_PORT || 4173)}`; // built by playwright.config.ts's webServer
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/online-server.ts'], {
    env: { ...process.env, PORT: '0', DIST: dist },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the game server did not start')), 300_000);
    let out = '';
    proc.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /online-server listening (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    proc.once('exit', (code) => reject(new Error(`the game server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      if (proc.pid && proc.exitCode === null) proc.kill('SIGTERM');
    },
  };
}

/** A browser of its own (a "device") at `base`, in English, whose received WebSocket frames are all kept. */
export async function device(
  browser: Browser,
  base: string,
  name: string,
): Promise<{ ctx: BrowserContext; page: Page; frames: (string | Buffer)[]; errors: string[] }> {
  const ctx = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 720 },
    serviceWorkers: 'block',
  });
  await ctx.addInitScript((n) => {
    localStorage.setItem('scriptorium.lang', 'en');
    localStorage.setItem('scriptorium.online.name', n);
    (window as unknown as { __scriptorium: Record<string, unknown> }).__scriptorium ??= { instant: true };
  }, name);
  const page = await ctx.newPage();
  const frames: (string | Buffer)[] = [];
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(f.payload)));
  return { ctx, page, frames, errors };
}

/** Creates a room from the lobby page (seat 0 is the creator's); returns its code. */
export async function createRoom(page: Page, game: string, seats: ('human' | 'easy')[]): Promise<string> {
  await page.goto(`/#/online/${game}`);
  const create = page.locator('[data-action="create-room"]');
  await expect(create).toBeVisible({ timeout: 120_000 });
  while ((await page.locator('.online-seats li').count()) < seats.length)
    await page.getByRole('button', { name: 'Add a seat' }).click();
  for (const [i, kind] of seats.entries()) if (i > 0) await page.locator(`select[data-seat="${i}"]`).selectOption(kind);
  await create.click();
  const code = page.locator('[data-part="code"]');
  await expect(code).toHaveText(/^[A-Z0-9]{4,12}$/);
  return (await code.textContent()) ?? '';
}
