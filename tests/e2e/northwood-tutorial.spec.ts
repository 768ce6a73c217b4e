/**
 * For Northwood!'s tutorial on the real table, clicked through as a learner does: each page's text,
 * the ring on what the page names, the move made on the table (a fief, a card, the ally, Reveal),
 * a card opened large where the page asks, Back, and "Keep playing" at the end with the game going on.
 */
import type { Page } from '@playwright/test';
import northwood from '../../machines/northwood';
import { t } from '../../src/i18n';
import { expect, openTutorial, settled, test } from './fixtures';

type Rect = { x: number; y: number; w: number; h: number };
type Ev = { type: string; [k: string]: unknown };

const firstWords = (text: string) => (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);

async function locate(page: Page, id: string): Promise<Rect> {
  const r = await page.evaluate(
    (target) =>
      (
        window as unknown as { __scriptorium: { scene: { locate(id: string): Rect | null } } }
      ).__scriptorium.scene.locate(target),
    id,
  );
  if (!r) throw new Error(`nothing at ${id}`);
  return r;
}

/** Clicks a table object; cards in the fanned hand a little left of and above their middle, where the next card does not cover them. */
async function clickOn(page: Page, id: string, button: 'left' | 'right' = 'left'): Promise<void> {
  const r = await locate(page, id);
  const box = await page.locator('#stage canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const fan = id.startsWith('card-');
  const x = r.x - (fan ? r.w * 0.1 : 0);
  const y = r.y - (fan ? r.h * 0.2 : 0);
  await page.mouse.click(box.x + (x * box.width) / 1280, box.y + (y * box.height) / 720, { button });
}

const eventCount = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __scriptorium: { session: { eventCount: number } } }).__scriptorium.session.eventCount,
  );

/** Makes the step's move the way a learner would. */
async function act(page: Page, ev: Ev): Promise<void> {
  switch (ev.type) {
    case 'CHOOSE_FIEF':
      return clickOn(page, `fief-${ev.fief}`);
    case 'REVEAL':
      await page.locator('.nw-actions [data-action="reveal"]').click();
      return;
    case 'PLAY_CARD':
      return clickOn(page, `card-${ev.card}`);
    case 'USE_ABILITY':
      await clickOn(page, `slot-${ev.slot}`);
      // The ally's card asks to confirm its ability, with its text.
      await page.locator('.hud-prompt button').first().click();
      return;
    case 'ABILITY_CHOICE':
      for (const c of ev.cards as string[]) await clickOn(page, `card-${c}`);
      await page.locator('[data-action="confirm-selection"]').click();
      return;
    case 'SET_SUBSTITUTE':
      await clickOn(page, `card-${ev.ruler}`);
      await page.locator('.hud-prompt button').nth(Number(ev.slot)).click();
      return;
    case 'CONFIRM_SUBSTITUTES':
      await page.locator('.nw-actions [data-action="confirm"]').click();
      return;
    default:
      throw new Error(`no table gesture for ${ev.type}`);
  }
}

test('the tutorial on the table: every page, each move made on the table, then keep playing', async ({ page }) => {
  test.setTimeout(300_000);
  const panel = await openTutorial(page, 'northwood');
  const steps = northwood.tutorial.steps;
  const progress = page.getByTestId('tutorial-progress');
  let refused = false;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as (typeof steps)[number];
    await expect(panel).toHaveAttribute('data-step', step.id);
    await expect(progress).toHaveText(`Step ${i + 1} of ${steps.length}`);
    await expect(panel.locator('.tut-text')).toContainText(firstWords(t(step.text, {}, 'en')));
    if (step.highlight?.length) await expect(page.locator('.tut-rings > *').first()).toBeVisible();
    if (i === 1) {
      // Back shows the page before; Next comes here again.
      await page.locator('[data-action="tutorial-back"]').click();
      await expect(panel).toHaveAttribute('data-step', (steps[0] as { id: string }).id);
      await page.locator('[data-action="tutorial-next"]').click();
      await expect(panel).toHaveAttribute('data-step', step.id);
    }
    const x = step.expect;
    if (x === 'next') {
      await page.locator('[data-action="tutorial-next"]').click();
    } else if ('ui' in x) {
      await clickOn(page, x.target, 'right'); // a right-click opens the card large
      await page.mouse.move(640, 300); // and moving away closes it
    } else {
      const ev = x.event as Ev;
      if (!refused && ev.type === 'PLAY_CARD') {
        // Once: a card the page did not ask for is refused with the page's hint, and nothing moves.
        refused = true;
        const other = await page.evaluate(
          (want) =>
            (window as unknown as { __scriptorium: { view(s: number): { playable: string[] } } }).__scriptorium
              .view(0)
              .playable.find((c) => c !== want) ?? null,
          ev.card as string,
        );
        if (other) {
          const before = await eventCount(page);
          await clickOn(page, `card-${other}`);
          await expect(page.locator('.tut-hint')).toBeVisible();
          expect(await eventCount(page)).toBe(before);
        }
      }
      const before = await eventCount(page);
      await act(page, ev);
      await expect.poll(() => eventCount(page)).toBeGreaterThan(before);
    }
    await settled(page);
  }
  // The last page offers to keep playing; the game goes on from there.
  await page.locator('[data-action="tutorial-next"]').click();
  await expect(panel).toHaveCount(0);
  const phase = await page.evaluate(
    () => (window as unknown as { __scriptorium: { view(s: number): { phase: string } } }).__scriptorium.view(0).phase,
  );
  expect(['abilityWindow', 'awaitReveal', 'response']).toContain(phase);
});

test('the tutorial panel keeps off the hand and the allies while its page points elsewhere', async ({ page }) => {
  test.setTimeout(200_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const panel = await openTutorial(page, 'northwood', false);
  await expect(panel).toHaveAttribute('data-corner', /^(tl|tr|bl|br|ml|mr)$/);
  const hand = await locate(page, 'hand');
  const slots = await Promise.all([0, 1, 2, 3].map((s) => locate(page, `slot-${s}`)));
  // The panel glides to its corner (slowly on a busy machine): wait for it to settle clear of them.
  const covered = async () => {
    const b = (await panel.boundingBox()) as { x: number; y: number; width: number; height: number };
    const overlaps = (r: Rect) =>
      b.x < r.x + r.w / 2 && b.x + b.width > r.x - r.w / 2 && b.y < r.y + r.h / 2 && b.y + b.height > r.y - r.h / 2;
    return [hand, ...slots].filter(overlaps).length;
  };
  await expect.poll(covered, { timeout: 30_000 }).toBe(0);
});

test('Leave midway asks first: Stay keeps the page, Leave goes to the title', async ({ page }) => {
  const panel = await openTutorial(page, 'northwood');
  await page.locator('[data-action="tutorial-next"]').click();
  const step = (await panel.getAttribute('data-step')) as string;
  await panel.locator('[data-action="tutorial-leave"]').click();
  const ask = page.locator('[data-prompt="tutorial-leave"]');
  await expect(ask).toContainText(`step 2 of ${northwood.tutorial?.steps.length}`);
  await ask.locator('[data-choice="cancel"]').click();
  await expect(ask).toBeHidden();
  await expect(panel).toHaveAttribute('data-step', step);
  expect(page.url()).toContain('/northwood/tutorial');
  await panel.locator('[data-action="tutorial-leave"]').click();
  await ask.locator('[data-choice="0"]').click();
  await expect(page.locator('article[data-game="northwood"]')).toBeVisible();
});

/** Goes through the tutorial's pages up to the one named `id`, each move sent as the page expects. */
async function skipTo(page: Page, id: string): Promise<void> {
  for (;;) {
    const at = await page.locator('.tut-panel').getAttribute('data-step');
    if (at === id) return;
    // an ability's choice is made on its open selection bar, which a move sent around it would leave open
    const ev = await page.evaluate(
      () =>
        (window as unknown as { __scriptorium: { tutorial: { runner: { step: { expect: unknown } } } } }).__scriptorium
          .tutorial.runner.step.expect,
    );
    if (typeof ev === 'object' && ev && 'event' in ev && (ev.event as Ev).type === 'ABILITY_CHOICE') {
      await act(page, ev.event as Ev);
      await settled(page);
      continue;
    }
    await page.evaluate(() => {
      type X = 'next' | { ui: string; target: string } | { event: Ev };
      const s = (
        window as unknown as {
          __scriptorium: {
            tutorial: { runner: { step: { expect: X }; next(): void; gesture(k: string, t: string): void } };
            session: { send(e: Ev): unknown };
          };
        }
      ).__scriptorium;
      const r = s.tutorial.runner;
      const x = r.step.expect;
      if (x === 'next') r.next();
      else if ('ui' in x) r.gesture(x.ui, x.target);
      else s.session.send(x.event);
    });
    await settled(page);
  }
}

test('“Click a slot to send the Leaves King there”: a click on an ally’s slot does it', async ({ page }) => {
  test.setTimeout(200_000);
  const panel = await openTutorial(page, 'northwood');
  await skipTo(page, 'setSubstitute');
  const before = await eventCount(page);
  await clickOn(page, 'slot-2');
  await expect.poll(() => eventCount(page)).toBe(before + 1);
  await expect(panel).toHaveAttribute('data-step', 'confirm');
  const sub = await page.evaluate(
    () =>
      (
        window as unknown as { __scriptorium: { view(s: number): { slots: { sub: string | null }[] } } }
      ).__scriptorium.view(0).slots[2]?.sub,
  );
  expect(sub).toBe('leaves-king');
});

test('rings where the page points: the star counter when Brambleford scores, the button it names at “Begin the dialogues”', async ({
  page,
}) => {
  test.setTimeout(200_000);
  const panel = await openTutorial(page, 'northwood');
  /** The ring on `target` frames the element `selector` (its middle inside the ring). */
  const ringsRound = async (target: string, selector: string) => {
    const ring = page.locator(`.tut-ring[data-target="${target}"]`);
    await expect(ring).toHaveCount(1);
    const r = await ring.boundingBox();
    const el = await page.locator(selector).first().boundingBox();
    if (!r || !el) throw new Error(`no box for ${target}`);
    const [cx, cy] = [el.x + el.width / 2, el.y + el.height / 2];
    expect(cx > r.x && cx < r.x + r.width && cy > r.y && cy < r.y + r.height).toBe(true);
  };
  await skipTo(page, 'visitEnd');
  await expect(page.locator('.nw-stars')).toContainText('★ 2');
  await expect.poll(() => page.locator('.tut-ring[data-target="stars"]').count()).toBe(1);
  await ringsRound('stars', '.nw-stars');
  await skipTo(page, 'confirm');
  await expect.poll(() => page.locator('.tut-ring[data-target="confirm"]').count()).toBe(1);
  await ringsRound('confirm', '.nw-actions [data-action="confirm"]');
  await expect(panel).toHaveAttribute('data-step', 'confirm');
});
