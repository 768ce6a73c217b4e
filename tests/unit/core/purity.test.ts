/** The house rule: machines/ holds pure rules and never imports Phaser, Howler, elkjs, src/ or the DOM. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else if (/\.(ts|tsx|js|mjs)$/.test(name)) out.push(p);
  }
  return out;
}

/** Strips comments and string contents that are not import specifiers, so prose can name Phaser. */
function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

const FORBIDDEN_MODULE = /^(phaser|howler|elkjs)(\/|$)/;

/** Violations in one file's text: forbidden imports and DOM globals. */
function purityViolations(src: string): string[] {
  const code = stripComments(src);
  const out: string[] = [];
  const specifiers = [
    ...code.matchAll(/\bfrom\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...code.matchAll(/\bimport\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] as string);
  for (const s of specifiers) {
    if (FORBIDDEN_MODULE.test(s)) out.push(`imports ${s}`);
    if (/(^|\/)src(\/|$)/.test(s) && s.startsWith('.')) out.push(`imports ${s} (src/)`);
  }
  for (const m of code.matchAll(/\b(window|document|localStorage|navigator|HTMLElement|requestAnimationFrame)\b/g)) {
    out.push(`touches ${m[1]}`);
  }
  return out;
}

describe('machines/ purity', () => {
  it('the checker catches each kind of violation', () => {
    expect(purityViolations("import Phaser from 'phaser';")).toEqual(['imports phaser']);
    expect(purityViolations("import { Howl } from 'howler'")).toEqual(['imports howler']);
    expect(purityViolations("const ELK = await import('elkjs/lib/elk.bundled.js')")).toEqual([
      'imports elkjs/lib/elk.bundled.js',
    ]);
    expect(purityViolations("import { t } from '../../src/i18n'")).toEqual(['imports ../../src/i18n (src/)']);
    expect(purityViolations('const w = window.innerWidth;')).toEqual(['touches window']);
    expect(purityViolations('document.body.append(x)')).toEqual(['touches document']);
    expect(purityViolations("// Phaser draws this; window.foo in prose\nimport { setup } from 'xstate';")).toEqual([]);
  });

  it('no file under machines/ breaks it', () => {
    const files = filesUnder(join(root, 'machines'));
    expect(files.length).toBeGreaterThan(0);
    const bad = files.flatMap((f) =>
      purityViolations(readFileSync(f, 'utf8')).map((v) => `${relative(root, f)}: ${v}`),
    );
    expect(bad).toEqual([]);
  });
});
