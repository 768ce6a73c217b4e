/**
 * `npx tsx scripts/dead-exports.ts`: exported names no other file uses (src, machines, scripts, tests),
 * and the import circles between files (static imports). With --local, also the names used only inside
 * their own file (their `export` could go). Entry points (src/main.ts, workers, scripts, tests, vite/playwright config,
 * default exports loaded by path) are not checked.
 */
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { circles } from './import-graph';

const root = resolve(import.meta.dirname, '..');
const config = ts.getParsedCommandLineOfConfigFile(
  resolve(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: () => {},
  },
);
if (!config) throw new Error('no tsconfig.json');
const program = ts.createProgram(config.fileNames, config.options);
const checker = program.getTypeChecker();
const own = program.getSourceFiles().filter((f) => !f.isDeclarationFile && !f.fileName.includes('node_modules'));
const rel = (f: string) => relative(root, f);

const canonical = (s: ts.Symbol): ts.Symbol => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
/** Files that use each symbol (through any import or re-export chain). */
const usedIn = new Map<ts.Symbol, Set<string>>();
const edges = new Map<string, Set<string>>();
const add = <K>(map: Map<K, Set<string>>, key: K, value: string): void => {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
};
for (const sf of own) {
  const from = rel(sf.fileName);
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const s = checker.getSymbolAtLocation(node);
      if (s) {
        for (const sym of new Set([s, canonical(s)])) {
          // a declaration's own name is not a use
          const decl = sym.declarations?.some((d) => (d as ts.NamedDeclaration).name === node);
          if (decl) usedIn.set(sym, usedIn.get(sym) ?? new Set());
          else add(usedIn, sym, from);
        }
      }
    }
    // `const { x } = await import('./y')`: the name is a property of the module's type
    if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const key = (node.propertyName ?? node.name).getText();
      const prop = checker.getTypeAtLocation(node.parent).getProperty(key);
      if (prop) add(usedIn, canonical(prop), from);
    }
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const spec = (node.moduleSpecifier as ts.StringLiteral).text;
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (spec.startsWith('.') && !spec.includes('?')) {
        const r = ts.resolveModuleName(spec, sf.fileName, config.options, ts.sys).resolvedModule;
        if (r && !r.isExternalLibraryImport) add(edges, from, rel(r.resolvedFileName) + (typeOnly ? ' (type)' : ''));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

const entry = (f: string) =>
  /^(scripts|tests)\//.test(f) || /\.config\.ts$/.test(f) || f === 'src/main.ts' || /worker\.ts$/.test(f);
const dead: string[] = [];
const local: string[] = [];
for (const sf of own) {
  const f = rel(sf.fileName);
  if (entry(f)) continue;
  const mod = checker.getSymbolAtLocation(sf);
  if (!mod) continue;
  for (const ex of checker.getExportsOfModule(mod)) {
    if (ex.name === 'default') continue;
    const sym = canonical(ex);
    const files = new Set([...(usedIn.get(ex) ?? []), ...(usedIn.get(sym) ?? [])]);
    // a re-export line (export { x } from './y') uses the name in the re-exporting file only
    const declFile = sym.declarations?.[0] ? rel(sym.declarations[0].getSourceFile().fileName) : f;
    files.delete(f);
    if (declFile !== f) continue; // re-exports are judged where the name is declared
    const others = [...files].filter((u) => u !== f);
    if (others.length === 0) (usedIn.get(sym)?.has(f) ? local : dead).push(`${f}: ${ex.name}`);
  }
}

// circles: strongly connected components of the import graph (type-only imports included)
const graph = new Map<string, string[]>();
for (const [a, bs] of edges)
  graph.set(
    a,
    [...bs].map((b) => b.replace(' (type)', '')),
  );

console.log(`dead exports (${dead.length}):\n  ${dead.join('\n  ')}`);
if (process.argv.includes('--local'))
  console.log(`exported but used only in their own file (${local.length}):\n  ${local.join('\n  ')}`);
const found = circles(graph);
console.log(`import circles (${found.length}):`);
for (const c of found) console.log(`  ${c.length} files: ${c.join(', ')}`);
