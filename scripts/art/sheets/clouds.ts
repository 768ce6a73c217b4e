/**
 * The Cloud Marches art sheet: the sky map, all 18 cards, pointers, icons, badges, tokens and map
 * pieces, in English and Russian.
 *   npx tsx scripts/art-sheet.ts /tmp/clouds-sheet.png scripts/art/sheets/clouds.ts --cell 200
 * Node cannot import Vite's `import.meta.glob`, so this module fills the art library from the files.
 */
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
import { BADGES, loadCloudsArt, type PonyClass, setCloudsArt } from '../../../src/games/clouds/art/library';
import { cellCentre, type MapCell, mapLayout, skyMap } from '../../../src/games/clouds/art/map';
import { cloudTile, mapPiece } from '../../../src/games/clouds/art/tiles';
import { readAsset } from '../raw-svg';

/** Sample board: the rules' §2.1 generator (the engine exports the real one). */
export function sampleBoard(x: number, y: number): MapCell {
  const dx = x - 15;
  const dy = y - 15;
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  const corners: [number, number][] = [
    [x, y],
    [30 - x, y],
    [x, 30 - y],
    [30 - x, 30 - y],
  ];
  const moles = ['12,0', '18,0', '30,12', '30,18', '12,30', '18,30', '0,12', '0,18'];
  if (
    (dx === 0 && dy === 0) ||
    (ax + ay === 4 && dx !== 0 && dy !== 0) ||
    (ax === ay && ax >= 6 && ax <= 8) ||
    moles.includes(`${x},${y}`) ||
    corners.some(([a, b]) => a + b <= 1)
  )
    return { kind: 'storm' };
  if (ax + y <= 2) return { kind: 'sky', harbour: 1 };
  if (30 - x + ay <= 2) return { kind: 'sky', harbour: 2 };
  if (ax + (30 - y) <= 2) return { kind: 'sky', harbour: 3 };
  if (x + ay <= 2) return { kind: 'sky', harbour: 4 };
  if (ax + ay >= 1 && ax + ay <= 2) return { kind: 'cloud', cloud: 'C' };
  const near = (cx: number, cy: number) => Math.abs(x - cx) + Math.abs(y - cy) <= 2;
  if (near(15, 7)) return { kind: 'cloud', cloud: 'B' };
  if (near(23, 15)) return { kind: 'cloud', cloud: 'E' };
  if (near(15, 23)) return { kind: 'cloud', cloud: 'N' };
  if (near(7, 15)) return { kind: 'cloud', cloud: 'Z' };
  const cornerCloud = (a: number, b: number) => a >= 1 && b >= 1 && a + b <= 6;
  if (cornerCloud(x, y)) return { kind: 'cloud', cloud: 'M' };
  if (cornerCloud(30 - x, y)) return { kind: 'cloud', cloud: 'G' };
  if (cornerCloud(30 - x, 30 - y)) return { kind: 'cloud', cloud: 'S' };
  if (cornerCloud(x, 30 - y)) return { kind: 'cloud', cloud: 'L' };
  return { kind: 'sky' };
}

export const CLOUD_NAMES = {
  en: {
    C: 'Crown',
    B: 'Boreas',
    E: 'Eurus',
    N: 'Notus',
    Z: 'Zephyr',
    M: 'Maestro',
    G: 'Greco',
    S: 'Scirocco',
    L: 'Libeccio',
  },
  ru: { C: 'Венец', B: 'Борей', E: 'Эвр', N: 'Нот', Z: 'Зефир', M: 'Маэстро', G: 'Греко', S: 'Сирокко', L: 'Либеччо' },
};

type Row = [string, string, string, PonyClass, number, number, string, string, number];
/** id, name en, name ru, class, V, M, ability en, ability ru, cost (rules §2.2). */
export const CARDS: Row[] = [
  ['p1', 'Vane', 'Флюгер', 'pegasus', 4, 5, 'Tailwind', 'Попутный ветер', 1],
  ['p2', 'Cirrus', 'Перистая', 'pegasus', 4, 6, 'Veil of Mist', 'Туманный полог', 2],
  ['p3', 'Kestrel', 'Пустельга', 'pegasus', 5, 4, 'Stoop', 'Пике', 2],
  ['p4', 'Hoarfrost', 'Иней', 'pegasus', 5, 5, 'Hailstroke', 'Градобой', 3],
  ['p5', 'Gonfalon', 'Хоругвь', 'pegasus', 6, 4, 'Summons', 'Призыв под стяг', 3],
  ['p6', 'Lark', 'Жаворонок', 'pegasus', 6, 4, 'Thunderhead', 'Грозовая туча', 2],
  ['u1', 'Initial', 'Буквица', 'unicorn', 3, 6, 'Illumination', 'Иллюминация', 4],
  ['u2', 'Vellum', 'Пергамент', 'unicorn', 4, 6, 'Blink', 'Скачок', 2],
  ['u3', 'Marginalia', 'Маргиналия', 'unicorn', 4, 6, 'Unveil', 'Разоблачение', 2],
  ['u4', 'Astrolabe', 'Астролябия', 'unicorn', 5, 5, 'Conjunction', 'Соединение светил', 3],
  ['u5', 'Rubric', 'Киноварь', 'unicorn', 5, 5, 'Red Letter', 'Красная строка', 2],
  ['u6', 'Palimpsest', 'Палимпсест', 'unicorn', 6, 4, 'Scrape', 'Подчистка', 3],
  ['e1', 'Cooper', 'Бондарь', 'earth', 5, 4, 'Haul', 'Обоз', 2],
  ['e2', 'Bellringer', 'Звонарь', 'earth', 5, 4, 'Tocsin', 'Набат', 3],
  ['e3', 'Hayward', 'Межевик', 'earth', 6, 4, 'Shove', 'Толчок', 2],
  ['e4', 'Harrow', 'Борона', 'earth', 6, 3, 'Hobble', 'Путы', 2],
  ['e5', 'Millstone', 'Жёрнов', 'earth', 7, 3, 'Grind', 'Перемол', 2],
  ['e6', 'Keystone', 'Замковый Камень', 'earth', 8, 3, 'Bulwark', 'Твердыня', 3],
];

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
  const base = skyMap(sampleBoard, CLOUD_NAMES.en, { prefix: 'cmp' });
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
    for (const id of ['p1', 'u3', 'e6']) {
      const [, en, , cls, V, M, aen, , cost] = CARDS.find((r) => r[0] === id) as Row;
      out.push({ name: `${id} large`, picture: ponyCard({ id, name: en, cls, V, M, ability: aen, cost }) });
    }
  }
  if (has('map')) out.push({ name: 'sky map (en)', picture: skyMap(sampleBoard, CLOUD_NAMES.en) });
  if (has('mapRu'))
    out.push({ name: 'sky map (ru)', picture: skyMap(sampleBoard, CLOUD_NAMES.ru, { prefix: 'cmru' }) });
  for (const [id, en, ru, cls, V, M, aen, aru, cost] of CARDS) {
    if (has('cards'))
      out.push({ name: `${id} ${en}`, picture: ponyCard({ id, name: en, cls, V, M, ability: aen, cost }) });
    if (has('cardsRu'))
      out.push({ name: `${id} ${ru}`, picture: ponyCard({ id, name: ru, cls, V, M, ability: aru, cost }) });
  }
  if (has('play')) {
    out.push({
      name: 'in play: p3 drained, marked',
      picture: ponyCard({
        id: 'p3',
        name: 'Kestrel',
        cls: 'pegasus',
        V: 5,
        M: 4,
        ability: 'Stoop',
        cost: 2,
        vigor: 2,
        mood: 3,
        statuses: ['marked', 'unveiled'],
        owner: SEAT_COLOURS[1],
      }),
    });
    out.push({
      name: 'в игре: e6 с оберегом',
      picture: ponyCard({
        id: 'e6',
        name: 'Замковый Камень',
        cls: 'earth',
        V: 8,
        M: 3,
        ability: 'Твердыня',
        cost: 3,
        vigor: 8,
        mood: 3,
        statuses: ['warded', 'doubled'],
        owner: SEAT_COLOURS[3],
      }),
    });
    CARDS.forEach(([id], i) => {
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
