/**
 * The house's floors: every import in src/ and machines/ (static, dynamic, type-only) makes a graph
 * with no circle, and no file imports a floor above its own. Floors, lowest first:
 *   0 machines/                        the rules (pure; purity.test.ts checks the rest)
 *   1 src/i18n, src/art, src/audio, src/session, the app's kit (dom, modal, settings, saves, panels, csp…)
 *   2 src/table                        the table kit: TableScene, HUD base, queue, cards, menu
 *   3 src/debug, src/tutorial          attached to a running table
 *   4 src/app (shell: app, title, host) the routes; it knows tables only through its registry
 *   5 src/games/<id>                   one game's table
 *   6 src/main.ts                      registers the tables, boots the app
 * Same-floor imports are fine as long as they make no circle.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else if (/\.ts$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Relative specifiers a file's text imports (comments stripped, so prose may say `from './x'`). */
function specifiersOf(src: string): string[] {
  const code = src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');
  return [
    ...code.matchAll(/\bfrom\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...code.matchAll(/\bimport\s*['"]([^'"]+)['"]/g),
  ]
    .map((m) => m[1] as string)
    .filter((s) => s.startsWith('.'));
}

/** The file a relative specifier names, or null when it is not a .ts module of the tree (css, json). */
function resolveSpec(from: string, spec: string, known: Set<string>): string | null {
  const base = resolve(dirname(from), spec);
  for (const p of [base, `${base}.ts`, join(base, 'index.ts')]) if (known.has(p)) return p;
  return null;
}

function importGraph(files: string[], read: (f: string) => string): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const to = specifiersOf(read(f))
      .map((s) => resolveSpec(f, s, known))
      .filter((p): p is string => p !== null);
    graph.set(f, [...new Set(to)]);
  }
  return graph;
}

/** Every circle (strongly connected group of more than one file, or a file importing itself). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) as number, idx.get(w) as number));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

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
  if (['i18n', 'art', 'audio', 'session'].includes(top)) return 1;
  if (top === 'app') return APP_KIT.has((parts[2] ?? '').replace(/\.ts$/, '')) ? 1 : 4;
  if (top === 'table') return 2;
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

  // Type-only circles that came in with main (h13c, h15); the list only shrinks.
  const KNOWN = [
    'machines/core/events.ts ⇄ machines/core/game.ts',
    'src/rulebook/book.ts ⇄ src/rulebook/pictures-clouds.ts ⇄ src/rulebook/pictures-northwood.ts ⇄ src/rulebook/pictures-temperaments.ts',
  ];

  it('src/ and machines/ have no import circle', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(circles(graph).map((c) => c.map(rel).join(' ⇄ '))).toEqual(KNOWN);
  });

  it('no import runs up a floor', () => {
    expect(upward(graph, rel)).toEqual([]);
  });
});
