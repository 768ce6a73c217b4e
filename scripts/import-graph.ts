/**
 * The house's imports read from the files' text: which modules a file names (static, dynamic,
 * type-only, require), the graph of relative imports between the tree's .ts files, and its circles.
 * Used by `scripts/dead-exports.ts` and the unit tests that hold the floors and machines/' purity.
 */
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Every file below `dir` whose name matches `pattern` (.ts by default, declaration files aside). */
export function filesUnder(dir: string, pattern = /(?<!\.d)\.ts$/): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p, pattern));
    else if (pattern.test(name)) out.push(p);
  }
  return out;
}

/** The code without its comments, so prose may say `from './x'` or name Phaser. */
export function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');
}

/** Every module specifier a file's text names: `from '…'`, `import('…')`, `import '…'`, `require('…')`. */
export function specifiersOf(src: string): string[] {
  const code = stripComments(src);
  return [
    ...code.matchAll(/\bfrom\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...code.matchAll(/\bimport\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] as string);
}

/** The file a relative specifier names, or null when it is not a .ts module of the tree (css, json). */
function resolveSpec(from: string, spec: string, known: Set<string>): string | null {
  const base = resolve(dirname(from), spec);
  for (const p of [base, `${base}.ts`, join(base, 'index.ts')]) if (known.has(p)) return p;
  return null;
}

/** Each file → the files of `files` it imports (relative imports only). */
export function importGraph(files: string[], read: (f: string) => string): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const to = specifiersOf(read(f))
      .filter((s) => s.startsWith('.'))
      .map((s) => resolveSpec(f, s, known))
      .filter((p): p is string => p !== null);
    graph.set(f, [...new Set(to)]);
  }
  return graph;
}

/** Every circle: a strongly connected group of more than one file, or a file importing itself (Tarjan). */
export function circles(graph: Map<string, string[]>): string[][] {
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
