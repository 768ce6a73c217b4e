/**
 * The one raw-SVG loader for Node scripts. Importing it lets Node import `*.svg?raw` as Vite does
 * (a default-exported string), so the app's art modules run unchanged under tsx; `readAsset` reads an
 * asset file by its path from the repository root (for modules that take their SVG as an argument).
 */
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';

register(
  `data:text/javascript,${encodeURIComponent(`
import { readFileSync } from 'node:fs'; import { fileURLToPath } from 'node:url';
export async function load(url, ctx, next) {
  if (url.includes('.svg?raw')) return { format: 'module', shortCircuit: true,
    source: 'export default ' + JSON.stringify(readFileSync(fileURLToPath(url.split('?')[0]), 'utf8')) };
  return next(url, ctx);
}`)}`,
);

export const REPO = join(import.meta.dirname, '../..');

export function readAsset(rel: string): string {
  return readFileSync(join(REPO, rel), 'utf8');
}
