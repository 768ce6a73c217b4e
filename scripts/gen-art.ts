/**
 * `npm run gen-art [-- outDir]`: regenerates the drawn Cloud Marches art — the pony portraits, the
 * small pieces (class icons, badges, tokens, map pieces) and the portraits' head crops. Without
 * outDir it rewrites the shipped files (assets/clouds, src/games/clouds/art/heads.ts); `git status`
 * then shows no change unless a drawing changed. With outDir everything goes there instead.
 */
import { join } from 'node:path';
import { writePieces } from './art/pieces';
import { writePonies } from './art/ponies';
import { REPO } from './art/raw-svg';

const outDir = process.argv[2];
const assets = outDir ?? join(REPO, 'assets/clouds');
const heads = outDir ? join(outDir, 'heads.ts') : join(REPO, 'src/games/clouds/art/heads.ts');
const n = writePonies(join(assets, 'ponies'), heads);
writePieces(assets);
console.log(`${n} ponies, the pieces → ${assets}; head crops → ${heads}`);
