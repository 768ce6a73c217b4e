/**
 * The people at an online table (issue 16), against a real game server (./online-start.ts), by clicks.
 * Undo asks the table: in a 2-person Four Temperaments room the person who just placed a token
 * presses Undo and the other is asked in their talk; refused, the move stays (both tables say why);
 * asked again and allowed, the token is back in the placer's supply at both tables. A second tab of
 * the same person takes the seat; the first says so and waits (no tug of war) until asked to play there
 * again. Bob then closes his tab: the table hears he went and his seat waits (no bot at once).
 * `SHOTS=dir` saves what the first tab shows then.
 */

import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import { createRoom, device, gameServerForFile } from './online-start';

type Move = { type: string; tokenId?: string; target?: { kind: string; id: string; slot: number } };
type View = {
  pending: { kind: string; seat: number } | null;
  players: { seat: number; supply: { tokenId: string }[] | null }[];
};
type Hooks = {
  tableReady?: boolean;
  view(seat: number): View;
  legal(seat: number): Move[];
  busy(): boolean;
  session: { seat: number | null; eventCount: number };
  scene: { send(e: unknown): boolean };
};
const hooks = <T>(page: Page, f: (h: Hooks, arg: never) => T, arg?: unknown): Promise<T> =>
  page.evaluate(`(${f.toString()})(window.__scriptorium, ${JSON.stringify(arg)})`) as Promise<T>;
const supplyOf = (page: Page, seat: number) =>
  hooks(
    page,
    (h, s) =>
      h
        .view(s)
        .players.find((p) => p.seat === s)
        ?.supply?.map((t) => t.tokenId) ?? [],
    seat,
  );

const server = gameServerForFile();

test('undo online: the other is asked, refused then allowed; a second tab takes the seat and gives it back; a closed tab keeps it', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const ann = await device(browser, server.base, 'Ann');
  const bob = await device(browser, server.base, 'Bob');
  const code = await createRoom(ann.page, 'temperaments', ['human', 'human']);
  await bob.page.goto(`/#/join/${code}`);
  await expect(bob.page.locator('[data-part="seats"] [data-seat="1"]')).toContainText('You', { timeout: 120_000 });
  // A greeting in the waiting room: the talk goes on at the table, its lines kept.
  await bob.page.locator('[data-phrase="hello"]').click();
  await expect(ann.page.locator('[data-part="chat"]')).toContainText('Bob: Hello, all!');
  await ann.page.locator('[data-action="start"]').click();
  await Promise.all([settled(ann.page, 120_000), settled(bob.page, 120_000)]);
  await ann.page.locator('[data-action="chat"]').click();
  await expect(ann.page.locator('.online-panel[data-part="chat-panel"]')).toContainText('Bob: Hello, all!');
  await ann.page.locator('[data-action="chat"]').click();

  // Whoever is to place first places a token, as the table's own click sends it.
  const people = [
    { page: ann.page, seat: 0, name: 'Ann' },
    { page: bob.page, seat: 1, name: 'Bob' },
  ];
  const first = await hooks(ann.page, (h) => h.view(0).pending?.seat ?? -1);
  const placer = people.find((p) => p.seat === first);
  const other = people.find((p) => p.seat !== first);
  if (!placer || !other) throw new Error(`nobody is to place first (pending seat ${first})`);
  const supply = await supplyOf(placer.page, placer.seat);
  const count = await hooks(placer.page, (h) => h.session.eventCount);
  const place = (await hooks(placer.page, (h, s) => h.legal(s), placer.seat)).find((m) => m.type === 'PLACE');
  expect(place, 'a legal placement').toBeTruthy();
  await hooks(placer.page, (h, e) => h.scene.send(e), place);
  const placed = (p: Page) =>
    expect.poll(() => hooks(p, (h) => h.session.eventCount), { timeout: 60_000 }).toBe(count + 1);
  await Promise.all([placed(placer.page), placed(other.page)]);
  expect(await supplyOf(placer.page, placer.seat)).not.toContain(place?.tokenId);

  // Undo asks the other person; they refuse; the move stays and both tables say so.
  const undo = placer.page.locator('.hud-toolbar [data-action="undo"]');
  const ask = other.page.locator('.online-panel[data-part="chat-panel"] [data-part="undo-ask"]');
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(ask).toBeVisible({ timeout: 30_000 });
  // Asked once: no second copy of the question left behind in the waiting room under the table.
  await expect(other.page.locator('[data-part="undo-ask"]')).toHaveCount(1);
  await expect(other.page.locator('.online-panel[data-part="chat-panel"]')).toContainText(
    `${placer.name} asks to take back the last move.`,
  );
  await ask.locator('[data-action="undo-refuse"]').click();
  await expect(ask).toHaveCount(0);
  await expect(placer.page.locator('.hud-notice', { hasText: `The move stays: ${other.name} said no.` })).toBeVisible();
  expect(await hooks(placer.page, (h) => h.session.eventCount)).toBe(count + 1);
  expect(await supplyOf(placer.page, placer.seat)).not.toContain(place?.tokenId);

  // Asked again and allowed: the token is back, at both tables the move is gone.
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(ask).toBeVisible({ timeout: 30_000 });
  await ask.locator('[data-action="undo-allow"]').click();
  const undone = (p: Page) => expect.poll(() => hooks(p, (h) => h.session.eventCount), { timeout: 60_000 }).toBe(count);
  await Promise.all([undone(placer.page), undone(other.page)]);
  expect((await supplyOf(placer.page, placer.seat)).sort()).toEqual([...supply].sort());
  expect(await hooks(other.page, (h, s) => h.view(s).pending?.seat, other.seat)).toBe(placer.seat);
  // The undo redraws the table at the new present; the talk keeps the line.
  await expect(placer.page.locator('.online-panel[data-part="chat-panel"]')).toContainText(
    `${placer.name}’s last move was taken back.`,
  );
  // The placer may place again; the one who allowed it cannot undo someone else's move.
  await expect(other.page.locator('.hud-toolbar [data-action="undo"]')).toBeDisabled();

  // The same browser (the same person, Ann) opens the invite link in a second tab: it takes her seat,
  // the first tab says so and waits.
  const second = await ann.ctx.newPage();
  await second.goto(`/#/join/${code}`);
  await settled(second, 120_000);
  expect(await hooks(second, (h) => h.session.seat)).toBe(0);
  const taken = (p: Page) => p.locator('[data-part="seat-taken"]');
  await expect(taken(ann.page)).toContainText('Your seat is now played in another tab');
  if (process.env.SHOTS) await ann.page.screenshot({ path: `${process.env.SHOTS}/online-seat-taken.png` });
  // No tug of war: a while later the second tab still has the seat and the first still waits.
  await ann.page.waitForTimeout(4000);
  await expect(taken(second)).toHaveCount(0);
  await expect(taken(ann.page)).toBeVisible();
  // Asked, the first tab plays there again, and now the second one waits.
  await ann.page.locator('[data-action="play-here"]').click();
  await expect(taken(second)).toBeVisible({ timeout: 60_000 });
  await settled(ann.page, 120_000);
  expect(await hooks(ann.page, (h) => h.session.seat)).toBe(0);
  await expect(taken(ann.page)).toBeHidden();
  await second.close();

  for (const d of [ann, bob]) expect(d.errors, 'console errors').toEqual([]);
  // A closed tab keeps its seat: the table hears Bob went, not that a bot took over.
  await bob.page.close();
  await expect(ann.page.locator('.hud-notice', { hasText: 'Bob lost the connection' })).toBeVisible({
    timeout: 30_000,
  });
  await ann.page.waitForTimeout(3000);
  await expect(ann.page.locator('.hud-notice', { hasText: 'did not come back' })).toHaveCount(0);
  await ann.ctx.close();
  await bob.ctx.close();
});
