/**
 * Four Temperaments' choices after a round, made as a person makes them on the landscape table
 * (tests/e2e/temperaments.spec.ts, online.spec.ts): where a won token goes (a click on the location)
 * and which party a token joins (a click on the party tile).
 */
import type { Page } from '@playwright/test';
import { clickAt } from './fixtures';

export type Pending =
  | { kind: 'location'; seat: number; choice: { options: string[]; tokenId: string } }
  | { kind: 'party'; seat: number; options: string[] };

/** Clicks the `n`-th offered location (round the list), or the first party offered among `parties` (in table order). */
export async function chooseByClick(page: Page, p: Pending, parties: { id: string }[], n: number): Promise<void> {
  if (p.kind === 'location') {
    const loc = p.choice.options[n % p.choice.options.length] as string;
    const pt = await page.evaluate(
      (l) =>
        (
          window as unknown as { __scriptorium: { scene: { locPoint(id: string): { x: number; y: number } } } }
        ).__scriptorium.scene.locPoint(l),
      loc,
    );
    await clickAt(page, pt.x, pt.y);
  } else {
    const i = parties.findIndex((x) => x.id === p.options[0]);
    await clickAt(page, 792 + 166 * (i % 3) + 78, (i < 3 ? 252 : 358) + 28);
  }
}
