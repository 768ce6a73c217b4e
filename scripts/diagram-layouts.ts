/**
 * Lays out every registered game's statechart with ELK, measured with the fonts' own advance
 * widths, and writes the packed layouts the inspector ships (src/debug/layouts/<game>.json): the
 * first F2 then draws at once instead of loading ELK. A unit test fails when a machine changed and
 * its layout was not remade; the app also falls back to ELK for a layout that does not fit.
 *
 *   npx tsx scripts/diagram-layouts.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import '../machines/registry';
import { loadGame, registeredGames } from '../machines/core/game';
import { fontMeasure, layoutModel, layoutSignature, packLayout } from '../src/debug/layout';
import { diagramModel } from '../src/debug/model';

/** The packed, shipped layout of one game's machine. */
export async function shippedLayout(id: string): Promise<string> {
  const model = diagramModel((await loadGame(id)).machine);
  const layout = await layoutModel(model, fontMeasure);
  return `${packLayout(layout, layoutSignature(model, fontMeasure))}\n`;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const dir = join(import.meta.dirname, '..', 'src', 'debug', 'layouts');
  mkdirSync(dir, { recursive: true });
  for (const { id } of registeredGames()) {
    const t0 = performance.now();
    const packed = await shippedLayout(id);
    writeFileSync(join(dir, `${(await loadGame(id)).machine.id}.json`), packed);
    console.log(`${id}: ${(packed.length / 1024).toFixed(1)} KB in ${Math.round(performance.now() - t0)} ms`);
  }
}
