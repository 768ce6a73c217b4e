/**
 * The house's floors: every import in src/ and machines/ (static, dynamic, type-only) makes a graph
 * with no circle, and no file imports a floor above its own. Floors, lowest first:
 *   0 machines/                        the rules (pure; purity.test.ts checks the rest)
 *   1 src/i18n, src/art, src/audio, src/session, src/library, the app's kit (dom, modal, settings, saves, panels, csp…)
 *   2 src/table                        the table kit: TableScene, HUD base, queue, cards, menu
 *   3 src/debug, src/tutorial, src/rulebook attached to a running table (the book's shapes, rulebook/types,
 *                                      on 1: the dictionaries use them; each game's pictures come from its table)
 *   4 src/app (shell: app, title, host) the routes; it knows tables only through its registry
 *   5 src/games/<id>                   one game's table
 *   6 src/main.ts                      registers the tables, boots the app
 * Same-floor imports are fine as long as they make no circle.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, filesUnder, importGraph } from '../../../scripts/import-graph';

const root = join(import.meta.dirname, '../../..');

/** The app's own kit, below the table: DOM helpers, dialogs, settings, saves, the settings sheet. */
const APP_KIT = new Set([
  'shell',
  'dom',
  'modal',
  'settings',
  'saves',
  'panels',
  'tables',
  'draw-on-change',
  'overlay',
  'csp',
]);

/** The floor of a path relative to the repo root (see the header), or null outside src/ and machines/. */
function floorOf(path: string): number | null {
  const parts = path.split('/');
  if (parts[0] === 'machines') return 0;
  if (parts[0] !== 'src') return null;
  const top = parts[1] ?? '';
  if (top === 'main.ts') return 6;
  if (['i18n', 'art', 'audio', 'session', 'library'].includes(top)) return 1;
  if (top === 'app') return APP_KIT.has((parts[2] ?? '').replace(/\.ts$/, '')) ? 1 : 4;
  if (top === 'table') return 2;
  if (top === 'rulebook') return parts[2] === 'types.ts' ? 1 : 3;
  if (top === 'debug' || top === 'tutorial') return 3;
  if (top === 'games') return 5;
  return null;
}

/** Imports that run up a floor, as `from → to`. */
function upward(graph: Map<string, string[]>, rel: (p: string) => string): string[] {
  const out: string[] = [];
  for (const [from, tos] of graph) {
    const a = floorOf(rel(from));
    for (const to of tos) {
      const b = floorOf(rel(to));
      if (a !== null && b !== null && b > a) out.push(`${rel(from)} → ${rel(to)}`);
    }
  }
  return out;
}

describe('imports', () => {
  it('the checker finds a circle, a type-only one and an upward import', () => {
    const files = ['/r/src/a.ts', '/r/src/b.ts', '/r/src/c.ts', '/r/src/d.ts'];
    const text: Record<string, string> = {
      '/r/src/a.ts': "import { b } from './b';",
      '/r/src/b.ts': "import type { C } from './c';\n// import { d } from './d';",
      '/r/src/c.ts': "const a = () => import('./a');",
      '/r/src/d.ts': "export * from './d';",
    };
    const g = importGraph(files, (f) => text[f] as string);
    expect(circles(g).sort()).toEqual([['/r/src/a.ts', '/r/src/b.ts', '/r/src/c.ts'], ['/r/src/d.ts']]);
    const up = importGraph(['/r/src/table/x.ts', '/r/src/games/y.ts'], (f) =>
      f.endsWith('x.ts') ? "import { y } from '../games/y';" : '',
    );
    expect(upward(up, (p) => p.replace('/r/', ''))).toEqual(['src/table/x.ts → src/games/y.ts']);
  });

  const files = [...filesUnder(join(root, 'src')), ...filesUnder(join(root, 'machines'))];
  const graph = importGraph(files, (f) => readFileSync(f, 'utf8'));
  const rel = (p: string) => relative(root, p);

  it('src/ and machines/ have no import circle', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(circles(graph).map((c) => c.map(rel).join(' ⇄ '))).toEqual([]);
  });

  it('every file stands on a floor (a new folder is placed before its imports are judged)', () => {
    expect(files.map(rel).filter((f) => floorOf(f) === null)).toEqual([]);
  });

  it('no import runs up a floor', () => {
    expect(upward(graph, rel)).toEqual([]);
  });
});
