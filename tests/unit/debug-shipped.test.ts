/**
 * The inspector ships each machine's diagram layout (so the first F2 draws at once): those files
 * must fit today's machines, and the font widths they were measured with must be the fonts' own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../machines/registry';
import { loadGame, registeredGames } from '../../machines/core/game';
import { DIAGRAM_FONTS, diagramMetrics, readFontAdvances } from '../../scripts/font-metrics';
import { FONT, fontMeasure, layoutMachine, layoutSignature, unpackLayout } from '../../src/debug/layout';
import { diagramModel } from '../../src/debug/model';

const root = join(import.meta.dirname, '..', '..');

describe('diagram lettering widths', () => {
  it('src/debug/font-metrics.json is what the font files say (else: npx tsx scripts/font-metrics.ts)', () => {
    const stored = JSON.parse(readFileSync(join(root, 'src/debug/font-metrics.json'), 'utf8'));
    expect(stored).toEqual(diagramMetrics());
  });

  it('reads real advances: Cormorant SC capitals are wider than its small-cap lowercase, spaces are narrow', () => {
    const [W, w, space] = readFontAdvances(join(root, 'node_modules', DIAGRAM_FONTS.name), 'Ww ');
    expect(W).toBeGreaterThan(w as number);
    expect(w).toBeGreaterThan(space as number);
    expect(W).toBeGreaterThan(700); // thousandths of an em
    expect(W).toBeLessThan(1100);
    // A word is the sum of its letters, at the lettering's size.
    expect(fontMeasure('Ww', 'name')).toBeCloseTo((((W as number) + (w as number)) / 1000) * FONT.name, 5);
    // Italic guards are narrower than the roman small caps of the same text.
    expect(fontMeasure('canPlace', 'guard')).toBeLessThan(fontMeasure('canPlace', 'event'));
  });
});

describe.each(registeredGames().map((g) => g.id))('the shipped layout of %s', (id) => {
  it('fits the machine as it is now (else: npx tsx scripts/diagram-layouts.ts) and is read without ELK', async () => {
    const machine = (await loadGame(id)).machine;
    const model = diagramModel(machine);
    const json = readFileSync(join(root, `src/debug/layouts/${machine.id}.json`), 'utf8');
    const layout = unpackLayout(model, json, layoutSignature(model, fontMeasure));
    expect(layout, 'the shipped layout is stale').not.toBeNull();
    expect(layout?.nodes.size).toBe(model.nodes.size);
    const shipped = { get: () => json, set: () => {} };
    const t0 = performance.now();
    const read = await layoutMachine(machine, fontMeasure, [shipped]);
    expect(performance.now() - t0).toBeLessThan(100);
    expect(read.width).toBe(layout?.width);
  });
});
