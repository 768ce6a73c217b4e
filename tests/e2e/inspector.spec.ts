/**
 * The statechart inspector, driven through its developer route `#/inspect/<game>` for every
 * registered game: the diagram lights the right state, a move moves the light, time travel shows
 * an earlier moment and returns, and a malformed event is refused without changing anything.
 * What the page should show is computed here in Node from the same engine and seed.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import '../../machines/registry';
import { startGame, stepGame } from '../../machines/core/engine';
import { type AnyGameModule, loadGame, registeredGames } from '../../machines/core/game';
import { activeIds, activeLeaves, diagramModel } from '../../src/debug/model';
import { expect, openApp, test } from './fixtures';

const SEED = 'e2e-inspect';

type Ev = { type: string; [k: string]: unknown };

function leafNames(module: AnyGameModule, s: AnyMachineSnapshot): string[] {
  const model = diagramModel(module.machine);
  return activeLeaves(model, activeIds(s)).map((id) => model.nodes.get(id)?.key ?? id);
}

/** The moves the route lists first (seat by seat), and where each leads. */
function firstMoves(module: AnyGameModule, s: AnyMachineSnapshot): Ev[] {
  return module.activeSeats(s).flatMap((seat) => module.legalMoves(s, seat) as Ev[]);
}

/**
 * A legal move now whose next configuration differs from this one (so the light must move),
 * preferring one that does not end the game (a concession would leave no past to travel in).
 */
function movingMove(module: AnyGameModule, s: AnyMachineSnapshot): { move: Ev; after: AnyMachineSnapshot } | null {
  const here = leafNames(module, s).join();
  let still: { move: Ev; after: AnyMachineSnapshot } | null = null;
  let ending: { move: Ev; after: AnyMachineSnapshot } | null = null;
  for (const move of firstMoves(module, s).slice(0, 80)) {
    const r = stepGame(module, s, move);
    if (!r.ok) continue;
    const found = { move, after: r.snapshot };
    if (module.result(r.snapshot).over) {
      ending ??= found;
      continue;
    }
    if (leafNames(module, r.snapshot).join() !== here) return found;
    still ??= found;
  }
  return still ?? ending;
}

async function litNames(page: Page): Promise<string[]> {
  return page.locator('.dg-node.atomic.active .dg-name').allTextContents();
}

async function eventCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __scriptorium: { session: { eventCount: number } } }).__scriptorium.session.eventCount,
  );
}

async function stateValue(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify(
      (window as unknown as { __scriptorium: { session: { snapshot: { value: unknown; context: unknown } } } })
        .__scriptorium.session.snapshot.value,
    ),
  );
}

async function clickMove(page: Page, move: Ev): Promise<void> {
  await page.getByRole('tab', { name: 'Moves now' }).click();
  await page
    .locator(`.insp-move[title="${JSON.stringify(move).replace(/"/g, '\\"')}"]`)
    .first()
    .click();
}

for (const entry of registeredGames()) {
  test(`inspector on ${entry.id}: lit state, a move, time travel, a refused event`, async ({ page }) => {
    const module = await loadGame(entry.id);
    const seats = module.seats.min;
    const s0 = startGame(module, { seed: SEED, seats, options: module.defaultOptions(seats) }).snapshot;

    await openApp(page, `/inspect/${entry.id}?seed=${SEED}`);
    const panel = page.locator('aside.insp');
    await expect(panel).toHaveAttribute('data-drawn', 'true', { timeout: 60_000 });

    // 1. The diagram lights the state the game starts in.
    const start = leafNames(module, s0);
    await expect(page.getByTestId('active-leaf')).toHaveText(start.join(' ‖ '));
    expect(await litNames(page)).toEqual(start);

    // 2. Making a legal move moves the light, and the arrow taken is drawn in gold.
    const first = movingMove(module, s0);
    expect(first, 'a legal move at the start').not.toBeNull();
    if (!first) return;
    await clickMove(page, first.move);
    await expect.poll(() => eventCount(page)).toBe(1);
    const afterFirst = leafNames(module, first.after);
    await expect(page.getByTestId('active-leaf')).toHaveText(afterFirst.join(' ‖ '));
    expect(await litNames(page)).toEqual(afterFirst);
    if (afterFirst.join() !== start.join()) await expect(page.locator('.dg-edge.taken').first()).toBeAttached();

    // Two more moves, so there is a past to travel to.
    let s = first.after;
    for (let k = 0; k < 2; k++) {
      const next = movingMove(module, s);
      if (!next) break;
      await clickMove(page, next.move);
      await expect.poll(() => eventCount(page)).toBe(k + 2);
      s = next.after;
    }
    const n = await eventCount(page);
    const nowLeaves = leafNames(module, s);
    await expect(page.getByTestId('active-leaf')).toHaveText(nowLeaves.join(' ‖ '));

    // 3. Time travel: the first move's moment, then back to now; history is untouched.
    await page.locator('.insp-log-item[data-pos="1"] button').click();
    await expect(page.getByTestId('travel-label')).toHaveText(`Viewing move 1 of ${n}`);
    await expect(page.getByTestId('active-leaf')).toHaveText(afterFirst.join(' ‖ '));
    await expect(page.locator('.insp-move').first()).toBeDisabled();
    await page.getByRole('button', { name: 'Back one move' }).click();
    await expect(page.getByTestId('travel-label')).toHaveText('Viewing the setup, before any move');
    await expect(page.getByTestId('active-leaf')).toHaveText(start.join(' ‖ '));
    await page.getByRole('button', { name: 'Return to now' }).first().click();
    await expect(page.getByTestId('travel-label')).toHaveText('Now');
    await expect(page.getByTestId('active-leaf')).toHaveText(nowLeaves.join(' ‖ '));
    expect(await eventCount(page)).toBe(n);

    // 4. Malformed events are refused with a reason and change nothing.
    const before = await stateValue(page);
    await page.getByRole('tab', { name: 'Send an event' }).click();
    const box = page.getByTestId('send-text');
    const result = page.getByTestId('send-result');
    await box.fill('{"type": "NOPE"');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(result).toContainText('Not JSON');
    await box.fill('{"type": "NOPE"}');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(result).toContainText('Refused (unknownEvent)');
    await box.fill(JSON.stringify({ type: module.eventTypes[0], seat: 99, garbage: [1, { x: null }] }));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(result).toContainText('Refused');
    expect(await eventCount(page)).toBe(n);
    expect(await stateValue(page)).toBe(before);
    await expect(page.getByTestId('active-leaf')).toHaveText(nowLeaves.join(' ‖ '));

    // A well-formed legal event typed by hand is accepted.
    const legal = firstMoves(module, s)[0];
    if (legal) {
      await box.fill(JSON.stringify(legal));
      await page.keyboard.press('Control+Enter');
      await expect(result).toContainText(`Accepted: ${legal.type}`);
      await expect.poll(() => eventCount(page)).toBe(n + 1);
    }
  });
}
