/**
 * The Cloud Marches art sheet: the sky map, all 18 cards, pointers, icons, badges, tokens and map
 * pieces, in English and Russian.
 *   npx tsx scripts/art-sheet.ts /tmp/clouds-sheet.png scripts/art/sheets/clouds.ts --cell 200
 * The board, names and cards are the rules' and the dictionaries' (src/games/clouds/art/rules.ts).
 * Node cannot import Vite's `import.meta.glob`, so this module fills the art library from the files.
 */

import { CARD_IDS, type CardId } from '../../../machines/clouds/content';
import type { Picture } from '../../../src/art/compose';
import {
  badge,
  classIcon,
  moodToken,
  pointer,
  ponyCard,
  SEAT_COLOURS,
  vigorPip,
} from '../../../src/games/clouds/art/cards';
import { BADGES, loadCloudsArt, setCloudsArt } from '../../../src/games/clouds/art/library';
import { cellCentre, mapLayout, skyMap } from '../../../src/games/clouds/art/map';
import { boardCell, cardFace, cloudNames } from '../../../src/games/clouds/art/rules';
import { cloudTile, mapPiece } from '../../../src/games/clouds/art/tiles';
import { readAsset } from '../raw-svg';

export interface SheetOptions {
  /** Which parts to include (default all). */
  only?: ('map' | 'mapRu' | 'cards' | 'cardsRu' | 'pieces' | 'play' | 'table' | 'big')[];
}

/** Lays pictures over a base picture (for a sample of the map in play). */
function overlay(base: Picture, items: { p: Picture; x: number; y: number; w: number; h: number }[]): Picture {
  const inner = items
    .map(({ p, x, y, w, h }) =>
      p.svg.replace(
        /^<svg[^>]*>/,
        `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${p.width} ${p.height}">`,
      ),
    )
    .join('');
  return { ...base, svg: base.svg.replace(/<\/svg>\s*$/, `${inner}</svg>`) };
}

/** The map with pointers of four seats and some mood tokens, as the table will show it. */
function mapInPlay(): Picture {
  const L = mapLayout();
  const base = skyMap(boardCell, cloudNames('en'), { prefix: 'cmp' });
  const put = (p: Picture, x: number, y: number, size: number, dx = 0, dy = 0) => {
    const [cx, cy] = cellCentre(x, y, L);
    return { p, x: cx - size / 2 + dx, y: cy - size / 2 + dy, w: size, h: size };
  };
  const ps = 26;
  const items = [
    put(moodToken(14), 20, 4, 14),
    put(moodToken(14), 9, 20, 14),
    put(moodToken(14), 24, 14, 14),
    put(moodToken(14), 4, 11, 14),
    put(pointer('p3', SEAT_COLOURS[0], { size: ps, seat: 0, active: true }), 15, 5, ps),
    put(pointer('e1', SEAT_COLOURS[0], { size: ps, seat: 0 }), 14, 2, ps),
    put(pointer('u2', SEAT_COLOURS[0], { size: ps, seat: 0 }), 16, 1, ps),
    put(pointer('u5', SEAT_COLOURS[1], { size: ps, seat: 1 }), 17, 6, ps),
    put(pointer('p4', SEAT_COLOURS[1], { size: ps, seat: 1 }), 20, 5, ps),
    put(pointer('e5', SEAT_COLOURS[1], { size: ps, seat: 1, dim: true }), 15, 12, ps),
    put(pointer('u4', SEAT_COLOURS[2], { size: ps, seat: 2 }), 23, 15, ps),
    put(pointer('e6', SEAT_COLOURS[3], { size: ps, seat: 3 }), 7, 16, ps, -5, 0),
    put(pointer('p2', SEAT_COLOURS[2], { size: ps, seat: 2 }), 7, 16, ps, 5, 0),
  ];
  return overlay(base, items);
}

export default function sheet(opts: SheetOptions = {}): { name: string; picture: Picture }[] {
  setCloudsArt(loadCloudsArt((rel) => readAsset(`assets/clouds/${rel}`)));
  const want = (k: NonNullable<SheetOptions['only']>[number]) => !opts.only || opts.only.includes(k);
  const env = process.env.CLOUDS_SHEET;
  const only = env ? (env.split(',') as NonNullable<SheetOptions['only']>) : opts.only;
  const has = (k: NonNullable<SheetOptions['only']>[number]) => (only ? only.includes(k) : want(k));
  const out: { name: string; picture: Picture }[] = [];
  if (has('table')) out.push({ name: 'map in play (pointers 26 px, tokens 14 px)', picture: mapInPlay() });
  if (has('big')) {
    for (const id of ['p1', 'u3', 'e6'] as CardId[])
      out.push({ name: `${id} large`, picture: ponyCard(cardFace(id, 'en')) });
  }
  if (has('map')) out.push({ name: 'sky map (en)', picture: skyMap(boardCell, cloudNames('en')) });
  if (has('mapRu'))
    out.push({ name: 'sky map (ru)', picture: skyMap(boardCell, cloudNames('ru'), { prefix: 'cmru' }) });
  for (const id of CARD_IDS)
    for (const lang of ['en', 'ru'] as const) {
      if (!has(lang === 'en' ? 'cards' : 'cardsRu')) continue;
      const face = cardFace(id, lang);
      out.push({ name: `${id} ${face.name}`, picture: ponyCard(face) });
    }
  if (has('play')) {
    const samples = [
      {
        name: 'in play: p3 drained, marked',
        id: 'p3',
        lang: 'en',
        vigor: 2,
        statuses: ['marked', 'unveiled'],
        seat: 1,
      },
      { name: 'в игре: e6 с оберегом', id: 'e6', lang: 'ru', vigor: 8, statuses: ['warded', 'doubled'], seat: 3 },
    ] as const;
    for (const { name, id, lang, vigor, statuses, seat } of samples) {
      const card = { ...cardFace(id, lang), vigor, mood: 3, statuses: [...statuses], owner: SEAT_COLOURS[seat] };
      out.push({ name, picture: ponyCard(card) });
    }
    CARD_IDS.forEach((id, i) => {
      out.push({
        name: `pointer ${id}`,
        picture: pointer(id, SEAT_COLOURS[i % 4] as string, { size: 60, seat: i % 4, active: i === 0 }),
      });
    });
  }
  if (has('pieces')) {
    for (const cls of ['pegasus', 'unicorn', 'earth'] as const)
      out.push({ name: `class ${cls}`, picture: classIcon(cls, 40) });
    for (const b of BADGES) out.push({ name: `badge ${b}`, picture: badge(b, 40) });
    out.push({ name: 'mood token', picture: moodToken(40) });
    out.push({ name: 'vigor pip', picture: vigorPip(40) });
    out.push({ name: 'vigor pip (lost)', picture: vigorPip(40, false) });
    for (const k of ['storm', 'eye', 'wind', 'harbour', 'sky'] as const)
      out.push({ name: `map ${k}`, picture: mapPiece(k, 40) });
    out.push({ name: 'cloud tile (alone)', picture: cloudTile({ n: false, e: false, s: false, w: false }) });
    out.push({ name: 'cloud tile (n, w joined)', picture: cloudTile({ n: true, e: false, s: false, w: true }) });
    out.push({ name: 'cloud tile (e, w joined)', picture: cloudTile({ n: false, e: true, s: false, w: true }) });
  }
  return out;
}
