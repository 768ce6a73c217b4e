/** The house rule: machines/ holds pure rules and never imports Phaser, Howler, elkjs, src/ or the DOM. */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, specifiersOf, stripComments } from '../../../scripts/import-graph';

const root = join(import.meta.dirname, '../../..');

const FORBIDDEN_MODULE = /^(phaser|howler|elkjs)(\/|$)/;

/** Violations in one file's text: forbidden imports and DOM globals. */
function purityViolations(src: string): string[] {
  const code = stripComments(src);
  const out: string[] = [];
  for (const s of specifiersOf(src)) {
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
    const files = filesUnder(join(root, 'machines'), /\.(ts|tsx|js|mjs)$/);
    expect(files.length).toBeGreaterThan(0);
    const bad = files.flatMap((f) =>
      purityViolations(readFileSync(f, 'utf8')).map((v) => `${relative(root, f)}: ${v}`),
    );
    expect(bad).toEqual([]);
  });
});
