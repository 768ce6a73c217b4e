/**
 * Online play in browsers against a real game server (tests/e2e/online-server.ts, the built app
 * and the server on one free loopback port, as `npm run serve` runs them): two people and a server
 * bot play Four Temperaments to the ranking, each on their own table (the first decisions by clicks and
 * keys, as in temperaments.spec.ts, the rest as the table's clicks send them); one reloads mid-round
 * and is back in the same seat; a third watches. Every
 * WebSocket frame each browser received is searched for what it must never see (the others' hidden
 * tokens, the seed), the truth read from the record downloaded at the end. Then a 2-person Cloud
 * Marches room: each person selects a card and moves it to a lit cell with clicks on the canvas (the
 * reach read off the seat's legal moves, machines/clouds/listed.ts), the other table shows it there,
 * and one person concedes.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import '../../machines/registry';
import { unpackMultiple } from '@colyseus/msgpackr';
import type { AnyMachineSnapshot } from 'xstate';
import { type Emitted, GameRunner } from '../../machines/core/engine';
import { loadGame } from '../../machines/core/game';
import { type GameRecord, replay } from '../../machines/core/record';
import { readMsg, S, type StepMsg, type SyncMsg, stepView } from '../../server/protocol';
import { clickAt, expect, sendAsTable, settled, test } from './fixtures';
import { createRoom, device, gameServerForFile } from './online-start';
import { chooseByClick, type Pending } from './temperaments-choices';

type Move = { type: string; tokenId?: string; target?: { kind: string; id: string; slot: number }; locId?: string };
type View = {
  pending: { kind: 'place'; seat: number } | Pending | null;
  parties: { id: string }[];
  players: { seat: number; supply: { tokenId: string }[] | null }[];
};
type Hooks = {
  tableReady?: boolean;
  view(seat: number | 'spectator'): View;
  legal(seat: number): Move[];
  busy(): boolean;
  session: { seat: number | null; eventCount: number; over: boolean; code: string };
  scene: {
    slotPoint(id: string, slot: number): { x: number; y: number };
    locPoint(id: string): { x: number; y: number };
    supplyTokens: Map<number, { x: number; y: number; tokenId: string }[]>;
    send(e: unknown): boolean;
  };
};
const hooks = <T>(page: Page, f: (h: Hooks, arg: never) => T, arg?: unknown): Promise<T> =>
  page.evaluate(`(${f.toString()})(window.__scriptorium, ${JSON.stringify(arg)})`) as Promise<T>;
type XY = [number, number];
/** The hooks of a Cloud Marches table (src/games/clouds/scene.ts). */
type CloudsHooks = Omit<Hooks, 'view' | 'legal'> & {
  view(seat: number): {
    phase: string;
    awaitedSeat: number | null;
    current: null | { cardId: string };
    cards: { id: string; pos: XY | null }[];
  };
  legal(seat: number): { type: string; cardId?: string }[];
  clouds: {
    lit(): { cell: XY; kind: string }[];
    previewAt(x: number, y: number): number;
    cellXY(x: number, y: number): XY;
    cardXY(id: string): XY | null;
    pointerXY(id: string): XY | null;
  };
};
const cm = hooks as unknown as <T>(page: Page, f: (h: CloudsHooks, arg: never) => T, arg?: unknown) => Promise<T>;
const POLL = { polling: 100, timeout: 120_000 } as const;

const server = gameServerForFile();

/**
 * One WebSocket frame as colyseus.js reads it: a room message is its protocol byte, the type and
 * the MessagePack payload (sync and step carry JSON text). `text` is everything in it, to search;
 * other frames (the join handshake) are searched as they are.
 */
function decodeFrame(f: string | Buffer): { type: string; payload: unknown; text: string } {
  if (typeof f !== 'string' && f[0] === ROOM_DATA) {
    const [type, payload] = unpackMultiple(f.subarray(1)) as [string, unknown];
    return { type, payload, text: `${type} ${typeof payload === 'string' ? payload : JSON.stringify(payload)}` };
  }
  return { type: '', payload: null, text: typeof f === 'string' ? f : f.toString('latin1') };
}
/** colyseus.js' Protocol.ROOM_DATA. */
const ROOM_DATA = 13;

/** One decision of the seat at `page`, through its table: pass (P), place (clicks), a location or a party (clicks). */
async function act(page: Page, seat: number, n: number): Promise<void> {
  const v = await hooks(page, (h, s) => h.view(s), seat);
  const legal = await hooks(page, (h, s) => h.legal(s), seat);
  const p = v.pending;
  if (!p) return;
  if (p.kind === 'place') {
    const places = legal.filter((m) => m.type === 'PLACE');
    const m = places[n % Math.max(1, places.length)];
    if (!m || n % 4 !== 1) return void (await page.keyboard.press('p'));
    // A placement goes out the way the table's own click sends it (TableScene.send).
    await hooks(page, (h, e) => h.scene.send(e), m);
  } else await chooseByClick(page, p, v.parties, n);
}

/** Decisions made through the table's clicks and keys before the rest of the game is sent (`sendAsTable`). */
const UI_DECISIONS = 6;
/** Whose decision it is, as `page` sees it (null: nobody's, or the game is over). */
const pendingSeat = (page: Page) =>
  hooks(page, (h) => (h.session.over ? -1 : (h.view(h.session.seat ?? 'spectator').pending?.seat ?? null)));

test('two people and a server bot play Four Temperaments online; a reload keeps the seat; a spectator watches; no frame leaks', async ({
  browser,
}) => {
  // Bounded by its events (each wait below has its own limit); a loaded machine (load 30+) took 27 minutes.
  test.setTimeout(2_400_000);
  const t0 = Date.now();
  const ann = await device(browser, server.base, 'Ann');
  const bob = await device(browser, server.base, 'Bob');
  const eve = await device(browser, server.base, 'Eve');
  const code = await createRoom(ann.page, 'temperaments', ['human', 'human', 'easy']);
  // Copying the code says so on its button for a moment, then the button says what it does again.
  const copyCode = ann.page.locator('[data-action="copy-code"]');
  const label = (await copyCode.textContent()) ?? '';
  await copyCode.click();
  await expect(copyCode).not.toHaveText(label);
  await expect(copyCode).toHaveText(label, { timeout: 10_000 });
  // Bob follows the invite link into the free seat.
  await bob.page.goto(`/#/join/${code}`);
  // The app loads slowly on a busy machine: wait for Bob's own waiting room first.
  await expect(bob.page.locator('[data-part="seats"] [data-seat="1"]')).toContainText('You', { timeout: 120_000 });
  await expect(ann.page.locator('[data-part="seats"] [data-seat="1"]')).toContainText('Bob');
  await ann.page.locator('[data-action="start"]').click();
  await Promise.all([settled(ann.page, POLL.timeout), settled(bob.page, POLL.timeout)]);
  // A code with no room behind it is said in player words.
  await eve.page.goto('/#/join/NOROOM');
  await expect(eve.page.locator('.form-error')).toHaveText(
    'There is no room with this code any more: its game is over, or its server stopped.',
  );
  // A mistyped code in the lobby keeps the form and what was typed, and says so under it.
  await eve.page.goto('/#/online/temperaments');
  await eve.page.locator('[data-field="code"]').fill('abcde');
  await eve.page.locator('[data-action="join-room"]').click();
  await expect(eve.page.locator('[data-part="no-room"]')).toHaveText(
    'No room has the code ABCDE: check it with the one who sent it.',
  );
  await expect(eve.page.locator('[data-field="code"]')).toHaveValue('abcde');
  await expect(eve.page.locator('[data-action="create-room"]')).toBeVisible();
  // Eve watches the running room, from the lobby by its code.
  await eve.page.goto('/#/online/temperaments');
  await eve.page.locator('[data-field="code"]').fill(code);
  await eve.page.locator('[data-action="watch-room"]').click();
  await settled(eve.page, POLL.timeout);
  expect(await hooks(eve.page, (h) => h.session.seat)).toBeNull();

  // Each person sees only their own supply; no curtain, the table is theirs.
  const annView = await hooks(ann.page, (h) => h.view(0));
  expect(annView.players[0]?.supply?.length).toBeGreaterThan(0);
  expect(annView.players[1]?.supply).toBeNull();
  await expect(ann.page.locator('.curtain')).toHaveCount(0);

  // The chat: a phrase and a line of text reach the other table, as text.
  await bob.page.locator('[data-action="chat"]').click();
  await bob.page.locator('.online-panel [data-phrase="bluff"]').click();
  await bob.page.locator('.online-panel [data-field="chat"]').fill('<b>hi</b> Ann');
  await bob.page.locator('.online-panel [data-action="chat-send"]').click();
  await bob.page.locator('[data-action="chat"]').click(); // closed again: the table's keys are the table's
  await expect(ann.page.locator('[data-action="chat"] .badge')).toHaveText('2');
  await ann.page.locator('[data-action="chat"]').click();
  await expect(ann.page.locator('.online-panel [data-part="chat"]')).toContainText('Bob: I smell a bluff…');
  await expect(ann.page.locator('.online-panel [data-part="chat"]')).toContainText('Bob: <b>hi</b> Ann');
  await ann.page.locator('[data-action="chat"]').click();

  const people = [
    { d: ann, seat: 0 },
    { d: bob, seat: 1 },
  ];
  let n = 0;
  let reloaded = false;
  // The first decisions by clicks and keys at each table (Bob's reload among them); then the rest
  // of the game as the tables' own clicks send them, below.
  for (let guard = 0; guard < 600 && !(reloaded && n >= UI_DECISIONS); guard++) {
    // Wait until someone here is to decide (the bot plays on the server), or the game is over.
    const who = await Promise.race(
      people.map(async (p) => {
        await p.d.page.waitForFunction(
          (seat) => {
            const s = (window as unknown as { __scriptorium?: Hooks }).__scriptorium;
            if (!s?.tableReady || s.busy()) return false;
            return s.session.over || s.view(seat).pending?.seat === seat;
          },
          p.seat,
          { polling: 100, timeout: 120_000 },
        );
        return p;
      }),
    );
    if ((await pendingSeat(who.d.page)) === -1) break;
    // Mid-round, once: Bob reloads while it is his turn, and is back in his seat with the same view.
    if (who.seat === 1 && !reloaded && n >= 4) {
      reloaded = true;
      const before = JSON.stringify(await hooks(bob.page, (h) => h.view(1)));
      await bob.page.reload();
      await settled(bob.page, POLL.timeout);
      expect(await hooks(bob.page, (h) => h.session.seat)).toBe(1);
      expect(JSON.stringify(await hooks(bob.page, (h) => h.view(1)))).toBe(before);
      continue;
    }
    const before = await hooks(who.d.page, (h) => h.session.eventCount);
    await act(who.d.page, who.seat, n++);
    await who.d.page.waitForFunction(
      (b) => {
        const s = (window as unknown as { __scriptorium: Hooks }).__scriptorium;
        return s.session.eventCount > b || s.session.over;
      },
      before,
      POLL,
    );
  }
  expect(reloaded).toBe(true);
  expect(n, 'decisions made by clicks and keys').toBeGreaterThanOrEqual(UI_DECISIONS);
  // The rest of the game: each person's legal moves in turn, as the table's own clicks send them, one
  // page round trip per person for the rest of the game rather than several per decision (every
  // frame is still captured and searched below).
  await Promise.all(people.map((p) => sendAsTable(p.d.page, p.seat, { varied: true, seconds: 1200 })));
  // The end sheet at every table, the spectator's too.
  for (const d of [ann, bob, eve]) {
    const end = d.page.locator('[data-modal="game-over"]');
    await expect(end).toBeVisible({ timeout: 60_000 });
    await expect(end.locator('.end-rank')).toHaveCount(3);
  }
  // The whole record, downloaded from the table: it replays to the same end.
  const [download] = await Promise.all([
    ann.page.waitForEvent('download'),
    ann.page.locator('[data-modal="game-over"] [data-action="download"]').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^temperaments-.*\.scriptorium\.json$/);
  const record = JSON.parse(readFileSync((await download.path()) as string, 'utf8')) as GameRecord;
  const module = await loadGame('temperaments');
  const end = replay(module, record);
  expect(end.ok).toBe(true);
  expect(module.result(end.snapshot).over).toBe(true);

  // The browsers are done: what is left is reading their frames (no page needed, and a loaded machine is slow at it).
  for (const d of [ann, bob, eve]) {
    expect(d.errors, 'page errors').toEqual([]);
    await d.ctx.close();
  }
  // The truth at every moment, from the record: each step's snapshot and what it emitted.
  const runner = new GameRunner(module, { seed: record.seed, seats: record.seats, options: record.options });
  const snaps = [runner.snapshot];
  const emitted: Emitted[][] = [runner.setupEmitted];
  for (const e of record.events) {
    const r = runner.send(e, true);
    if (!r.ok) throw new Error(`the record does not replay: ${r.reason.message}`);
    snaps.push(r.snapshot);
    emitted.push(r.emitted);
  }
  runner.stop();
  const TOKEN = /t(\d)-[CSMP]\d+/g;
  // Public after k events: every token id in the spectator's view then.
  const publicAt = snaps.map(
    (snap) => new Set([...JSON.stringify(module.view(snap, 'spectator')).matchAll(TOKEN)].map((m) => m[0])),
  );
  const plain = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;
  for (const [d, seat] of [
    [ann, 0],
    [bob, 1],
    [eve, null],
  ] as const) {
    const viewer = seat ?? 'spectator';
    const leaked = new Set<string>();
    const own = new Set<string>();
    let at = 0; // events this browser knew of when the frame came
    let view: unknown = null;
    let views = 0;
    for (const f of d.frames.map(decodeFrame)) {
      // The whole record, seed and all, is every player's once the game is over.
      if (f.type === S.record) continue;
      if (f.type === S.sync || f.type === S.step) {
        const m = readMsg<SyncMsg & StepMsg>(f.payload);
        if (f.type === S.sync) {
          at = m.eventCount;
          view = m.view;
        } else {
          at = m.index + 1;
          view = stepView(view, m);
          // Its emitted events are exactly the rules' for this viewer (no other seat's humour or id).
          expect(plain(m.emitted), `the emitted events of step ${m.index} for ${viewer}`).toEqual(
            plain(
              (emitted[at] ?? []).map((e) => (module.redact ? module.redact(e, viewer) : e)).filter((e) => e !== null),
            ),
          );
          // Another seat's move arrives as its type and seat alone.
          if (m.seat !== seat) expect(Object.keys(m.event).sort()).toEqual(['seat', 'type']);
        }
        // Every view that arrived is exactly what the rules show this viewer then.
        expect(plain(view), `the view after ${at} events for ${viewer}`).toEqual(
          plain(module.view(snaps[at] as AnyMachineSnapshot, viewer)),
        );
        views++;
      }
      for (const [id, owner] of [...f.text.matchAll(TOKEN)].map((m) => [m[0], Number(m[1])] as const)) {
        if (publicAt[at]?.has(id)) continue;
        (owner === seat ? own : leaked).add(id);
      }
      expect(f.text.includes(record.seed), `the seed in a ${f.type} frame of ${viewer}`).toBe(false);
    }
    expect(views, `views received by ${viewer}`).toBeGreaterThan(record.events.length / 4);
    expect([...leaked], `hidden tokens in the frames of ${viewer}`).toEqual([]);
    // The search does find what is there: the seat's own hidden tokens are in its own frames.
    if (seat !== null) expect(own.size, `own hidden tokens in the frames of seat ${seat}`).toBeGreaterThan(0);
  }
  console.log(`temperaments online: ${record.events.length} events in ${Math.round((Date.now() - t0) / 1000)} s`);
});

test('a 2-person Cloud Marches room: each person moves a card to a lit cell with clicks, the other sees it; one concedes', async ({
  browser,
}) => {
  // Bounded by its events; a loaded machine (load 19) answers each decision in seconds.
  test.setTimeout(480_000);
  const ann = await device(browser, server.base, 'Ann');
  const bob = await device(browser, server.base, 'Bob');
  const code = await createRoom(ann.page, 'clouds', ['human', 'human']);
  await bob.page.goto(`/#/join/${code}`);
  await expect(bob.page.locator('[data-part="seats"] [data-seat="1"]')).toContainText('You', { timeout: 120_000 });
  await expect(ann.page.locator('[data-part="seats"] [data-seat="1"]')).toContainText('Bob');
  await ann.page.locator('[data-action="start"]').click();
  await Promise.all([settled(ann.page, POLL.timeout), settled(bob.page, POLL.timeout)]);
  const people = [
    { page: ann.page, seat: 0 },
    { page: bob.page, seat: 1 },
  ];
  // Whoever is to move decides at their own table with clicks on the canvas: a card of the draft, a lit
  // cell for a pointer and for a token (each person's first; the rest as the table sends them), then a
  // card to act and a lit cell to move it to (each person once; later actions skip with the panel's button).
  const moved = new Map<number, { card: string; cell: XY }>();
  const clicked = new Set<string>();
  for (let i = 0; i < 90 && moved.size < 2; i++) {
    const who = await Promise.race(
      people.map(async (p) => {
        await p.page.waitForFunction(
          (seat) => {
            const s = (window as unknown as { __scriptorium?: CloudsHooks }).__scriptorium;
            return Boolean(s?.tableReady) && !s?.busy() && s?.view(seat).awaitedSeat === seat;
          },
          p.seat,
          POLL,
        );
        return p;
      }),
    );
    const other = people[1 - who.seat] as (typeof people)[number];
    // one round trip to the page for what a person sees (a loaded machine answers each slowly)
    const { v, legal, before, lit } = await cm(
      who.page,
      (h, seat) => ({ v: h.view(seat), legal: h.legal(seat), before: h.session.eventCount, lit: h.clouds.lit() }),
      who.seat,
    );
    const setup = v.phase === 'draft' || v.phase === 'placePointers' || v.phase === 'placeMoodTokens';
    if (setup && clicked.has(`0 ${v.phase}`) && clicked.has(`1 ${v.phase}`)) {
      // Both have chosen by clicks in this part of the setup: its other choices as the tables' clicks
      // send them, in the pages (sixteen tokens one page round trip at a time took a while).
      await Promise.all(people.map((p) => sendAsTable(p.page, p.seat, { phase: v.phase, seconds: 300 })));
      continue;
    } else if (setup && clicked.has(`${who.seat} ${v.phase}`)) {
      await cm(who.page, (h, e) => h.scene.send(e), legal[0]);
    } else if (v.phase === 'draft') {
      clicked.add(`${who.seat} ${v.phase}`);
      const m = legal.find((e) => e.type === 'DRAFT_PICK');
      await clickAt(who.page, ...((await cm(who.page, (h, id) => h.clouds.cardXY(id), m?.cardId)) as XY));
    } else if (setup) {
      // the cells a pointer or a token may take are lit online too
      clicked.add(`${who.seat} ${v.phase}`);
      expect(lit.length, `cells lit in ${v.phase}`).toBeGreaterThan(0);
      const c = (lit[0] as { cell: XY }).cell;
      await clickAt(who.page, ...(await cm(who.page, (h, xy) => h.clouds.cellXY(xy[0], xy[1]), c)));
    } else if (v.phase === 'selectCard') {
      const m = legal.find((e) => e.type === 'SELECT_CARD');
      const at = await cm(who.page, (h, id) => h.clouds.cardXY(id), m?.cardId);
      await clickAt(who.page, ...(at as XY));
    } else if (v.phase === 'abilityWindow' && !moved.has(who.seat)) {
      // The selected card's reachable cells are lit, online as offline; a click on one moves it there.
      const cell = lit.filter((l) => l.kind === 'move').at(-1)?.cell as XY;
      expect(cell, `cells lit for seat ${who.seat}`).toBeTruthy();
      const card = v.current?.cardId as string;
      // hovering it previews the path (its steps), as offline
      expect(await cm(who.page, (h, c) => h.clouds.previewAt(c[0], c[1]), cell)).toBeGreaterThan(0);
      await clickAt(who.page, ...(await cm(who.page, (h, c) => h.clouds.cellXY(c[0], c[1]), cell)));
      moved.set(who.seat, { card, cell });
      // The other table shows the card at its new cell: in its view and its pointer drawn there.
      await other.page.waitForFunction(
        ([id, c]) => {
          const s = (window as unknown as { __scriptorium: CloudsHooks }).__scriptorium;
          const pos = s.view(0).cards.find((k) => k.id === id)?.pos;
          return !s.busy() && pos?.[0] === c[0] && pos?.[1] === c[1];
        },
        [card, cell] as const,
        POLL,
      );
      const drawn = (await cm(other.page, (h, id) => h.clouds.pointerXY(id), card)) as XY;
      const there = await cm(other.page, (h, c) => h.clouds.cellXY(c[0], c[1]), cell);
      expect(Math.hypot(drawn[0] - there[0], drawn[1] - there[1]), 'the pointer drawn on its cell').toBeLessThan(16);
    } else if (v.phase === 'abilityWindow') {
      await who.page.locator('.cm-panel [data-action="skip"]').click();
    } else if (v.phase === 'awaitDrain') {
      await who.page.locator('.cm-panel [data-action="drain"]').click();
    }
    await who.page.waitForFunction(
      (b) => (window as unknown as { __scriptorium: Hooks }).__scriptorium.session.eventCount > b,
      before,
      POLL,
    );
  }
  expect([...moved.keys()].sort()).toEqual([0, 1]);
  // Bob concedes through the toolbar; both tables end.
  await bob.page.locator('[data-action="concede"]').click();
  await bob.page.locator('[data-prompt="concede"] [data-choice="0"]').click();
  for (const page of [ann.page, bob.page]) {
    const sheet = page.locator('[data-modal="game-over"]');
    await expect(sheet).toBeVisible({ timeout: 60_000 });
    await expect(sheet.locator('.cm-why')).toContainText('conceded');
    // online the way on is a new room, not a game against bots at this table
    await expect(sheet.locator('[data-action="play-again"]')).toHaveCount(0);
    await expect(sheet.locator('[data-action="download"]')).toBeVisible();
  }
  await ann.page.locator('[data-modal="game-over"] [data-action="new-room"]').click();
  await expect(ann.page.locator('[data-action="create-room"]')).toBeVisible();
  await expect(ann.page.locator('[data-modal="game-over"]')).toHaveCount(0);
  for (const d of [ann, bob]) {
    expect(d.errors, 'page errors').toEqual([]);
    await d.ctx.close();
  }
});
