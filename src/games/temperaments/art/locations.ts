/**
 * Location vignettes (keep, shrine, hamlet, market, wild) in the manner of a medieval map. Each kind is one
 * drawing (assets/temperaments/locations/<kind>.svg); a `variant` (usually the location id) varies its roof,
 * flag and foliage colours, mirrors it and may add a small accent, so thirty places never look stamped.
 */
import { num } from '../../../art/palette';
import { f, hash, parseSvg, prefixIds, recolour } from '../../../art/svgkit';
import { type Kind, locationSvg } from './raw';

export type { Kind } from './raw';
export const KINDS: readonly Kind[] = ['keep', 'shrine', 'hamlet', 'market', 'wild'];

/** Sentinel colours in the vignette files that a variant may replace. */
const ROOF = '#B3402A';
const FLAG = '#2C5090';
const LEAF = '#4A7F3A';
const HILL = '#A9B872';
const HILL_SHADE = '#8C9E5A';

const roofs: Record<Kind, string[]> = {
  keep: ['#B3402A', '#2C4F8F', '#3F7A3B', '#5A6470', '#9A3A5A', '#B06A2A'],
  shrine: ['#B3402A', '#3F7A3B', '#2C4F8F', '#7A5230', '#5A6470', '#9A3A5A'],
  hamlet: ['#B3402A', '#8A5A2A', '#5A6470', '#9A3A5A', '#3F7A3B', '#B06A2A'],
  market: ['#B3402A', '#3F7A3B', '#9A3A5A', '#C08A3E', '#2C4F8F', '#6A3F8F'],
  wild: ['#B3402A'],
};
const flags = ['#2C5090', '#B3261E', '#D9A21B', '#3F7A3B', '#F4EEDC', '#6A3F8F'];
const leaves = ['#4A7F3A', '#5B8A3A', '#3F6E45', '#6E8A2E', '#A8742A', '#4F7A52'];

export interface VignetteOpts {
  /** Any string or number; the same variant always gives the same look (default: the kind). */
  variant?: string | number;
  /** Colour of the mound (e.g. the zone's ground); the shade is derived. */
  ground?: string;
  /** Forces the mirror (otherwise chosen by the variant). */
  mirror?: boolean;
  /** An accent drawn with the vignette (see `accentFor`); `false` for none. */
  accent?: Accent | false;
}

export type Accent =
  | 'windmill'
  | 'anvil'
  | 'water'
  | 'ruin'
  | 'stones'
  | 'swan'
  | 'wisps'
  | 'vines'
  | 'apples'
  | 'pennants'
  | 'fish'
  | 'bell'
  | 'crown'
  | 'barrow'
  | 'deer'
  | 'mushrooms'
  | 'sign'
  | 'logs'
  | 'well';

/** Accents of the rules' thirty locations (by id; unknown ids get none). */
const ACCENTS: Record<string, Accent> = {
  'loc-mill': 'windmill',
  'loc-forge': 'anvil',
  'loc-barrow': 'barrow',
  'loc-hermitage': 'bell',
  'loc-kingswood': 'deer',
  'loc-palace': 'crown',
  'loc-tourney': 'pennants',
  'loc-vineyard': 'vines',
  'loc-bog': 'wisps',
  'loc-fishmarket': 'fish',
  'loc-chapel': 'water',
  'loc-stilts': 'water',
  'loc-orchard': 'apples',
  'loc-glade': 'mushrooms',
  'loc-fair': 'pennants',
  'loc-tavern': 'sign',
  'loc-lakecastle': 'water',
  'loc-swanisle': 'swan',
  'loc-ruin': 'ruin',
  'loc-stones': 'stones',
  'loc-woodcutters': 'logs',
  'loc-well': 'well',
};

export function accentFor(id: string): Accent | undefined {
  return ACCENTS[id];
}

function shade(hexColour: string, k: number): string {
  const n = num(hexColour);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.max(0, Math.min(255, Math.round(v * k))));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const INK = '#2A2018';

/** Accent drawings in the vignette's 100 × 100 units (drawn behind or in front of the building). */
function accentSvg(a: Accent, p: string): { back: string; front: string } {
  const s = `stroke="${INK}" stroke-linejoin="round" stroke-linecap="round"`;
  switch (a) {
    case 'windmill':
      return {
        back: `<g ${s} stroke-width="1.8"><path d="M73 60L76 34L88 34L91 60Z" fill="#E4D6B2"/><path d="M74 34L82 24L90 34Z" fill="#8A5A2A"/><path d="M80 52L80 46Q82 44 84 46L84 52Z" fill="#5B3A22" stroke-width="1"/>
          <g transform="translate(82 33) rotate(18)"><path d="M0 0L0 -22M0 0L22 0M0 0L0 22M0 0L-22 0" stroke-width="1.6"/>
          <path d="M1 -21L7 -21L7 -4L1 -4ZM21 1L21 7L4 7L4 1ZM-1 21L-7 21L-7 4L-1 4ZM-21 -1L-21 -7L-4 -7L-4 -1Z" fill="#F4EEDC" stroke-width="1.2"/>
          <path d="M1 -15L7 -15M1 -9L7 -9M15 1L15 7M9 1L9 7M-1 15L-7 15M-1 9L-7 9M-15 -1L-15 -7M-9 -1L-9 -7" stroke-width=".8"/><circle r="2.4" fill="#5B3A22" stroke-width="1"/></g></g>`,
        front: '',
      };
    case 'anvil':
      return {
        back: `<path d="M84 40Q80 32 86 26Q92 20 88 12" fill="none" stroke="#8A8580" stroke-width="2.4" stroke-linecap="round"/>`,
        front: `<g ${s} stroke-width="1.8"><path d="M72 84L74 80L68 76L92 76L86 80L88 84Z" fill="#5A5F66"/><path d="M79 80L81 80L81 84L79 84Z" fill="#5A5F66"/></g>`,
      };
    case 'water':
      return {
        back: `<g ${s}><path d="M-2 92Q50 104 102 92Q104 100 98 101Q50 109 2 101Q-4 100 -2 92Z" fill="#6F8C9A" stroke-width="2"/>
          <path d="M12 99Q18 97 24 99M44 102Q50 100 56 102M76 99Q82 97 88 99" fill="none" stroke="#C9DCE2" stroke-width="1.6"/></g>`,
        front: '',
      };
    case 'ruin':
      return {
        back: '',
        front: `<g ${s} stroke-width="2.2"><path d="M37 37L37 30L41 30L41 24L45 28L48 20L52 27L55 22L58 31L63 31L63 37Z" fill="#D6C8A4"/>
          <path d="M15 58L15 52L19 55L22 49L26 54L29 51L29 58ZM71 58L71 53L75 50L78 55L82 52L85 56L85 58Z" fill="#D6C8A4"/>
          <path d="M38 44Q44 40 42 52Q40 60 46 64M60 40Q56 48 62 54" fill="none" stroke="#3F7A3B" stroke-width="2.6"/>
          <path d="M20 90L24 85L30 90ZM68 91L73 86L78 91Z" fill="#C9BFA6" stroke-width="1.6"/></g>`,
      };
    case 'stones':
      return {
        back: `<g ${s} stroke-width="2"><path d="M6 88L8 66Q12 62 16 66L16 88Z" fill="#9A9488"/><path d="M84 88L85 64Q90 60 94 64L94 88Z" fill="#9A9488"/><path d="M4 66L18 64L18 60L4 62Z" fill="#8A8478"/></g>`,
        front: '',
      };
    case 'swan':
      return {
        back: `<g ${s}><path d="M-2 92Q50 104 102 92Q104 100 98 101Q50 109 2 101Q-4 100 -2 92Z" fill="#6F8C9A" stroke-width="2"/></g>`,
        front: `<g ${s} stroke-width="1.6"><path d="M72 97Q70 90 78 90L86 92Q84 86 86 80Q88 76 92 78L90 80Q88 86 90 94Q88 99 80 99Q74 99 72 97Z" fill="#F4EEDC"/><path d="M92 78L96 79L92 80Z" fill="#D9A21B" stroke-width="1"/></g>`,
      };
    case 'wisps':
      return {
        back: `<g><circle cx="14" cy="40" r="4" fill="#F1D77A" opacity=".9"/><circle cx="14" cy="40" r="7" fill="#F1D77A" opacity=".3"/><circle cx="88" cy="30" r="3.4" fill="#CFE9C0" opacity=".9"/><circle cx="88" cy="30" r="6.4" fill="#CFE9C0" opacity=".3"/></g>`,
        front: `<g ${s} stroke-width="1.6" fill="none"><path d="M8 90L6 80M12 90L13 79M16 90L19 82M84 91L82 81M88 91L89 80M92 91L95 83" stroke="#2F5E34"/></g>`,
      };
    case 'vines':
      return {
        back: '',
        front: `<g ${s} stroke-width="1.4">${[10, 22, 78, 90]
          .map(
            (x) =>
              `<path d="M${x} 92L${x} 76" stroke="#5B3A22" stroke-width="2"/><circle cx="${x - 3}" cy="80" r="2.4" fill="#6A3F8F"/><circle cx="${x + 1}" cy="82" r="2.4" fill="#6A3F8F"/><circle cx="${x - 1}" cy="85" r="2.4" fill="#6A3F8F"/><path d="M${x} 76Q${x + 6} 72 ${x + 8} 76Q${x + 4} 79 ${x} 76Z" fill="#4A7F3A"/>`,
          )
          .join('')}</g>`,
      };
    case 'apples':
      return {
        back: '',
        front: `<g ${s} stroke-width="1.4"><path d="M10 90L10 76" stroke="#5B3A22" stroke-width="3"/><circle cx="10" cy="68" r="10" fill="#5B8A3A"/><circle cx="6" cy="66" r="2" fill="#B3261E"/><circle cx="13" cy="70" r="2" fill="#B3261E"/><circle cx="10" cy="62" r="2" fill="#B3261E"/></g>`,
      };
    case 'pennants':
      return {
        back: `<g ${s} stroke-width="1.6"><path d="M10 90L10 26" fill="none"/><path d="M10 27L26 31L10 35Z" fill="#D9A21B"/><path d="M90 90L90 22" fill="none"/><path d="M90 23L74 27L90 31Z" fill="#B3261E"/></g>`,
        front: '',
      };
    case 'fish':
      return {
        back: '',
        front: `<g ${s} stroke-width="1.3"><path d="M40 92Q46 87 54 91L59 88L58 95L54 92Q46 96 40 92Z" fill="#8DB3C7"/><circle cx="43.5" cy="91.4" r=".9" fill="${INK}" stroke="none"/></g>`,
      };
    case 'bell':
      return {
        back: `<g ${s} stroke-width="1.6"><path d="M84 88L84 62M96 88L96 62M82 62L98 62" fill="none" stroke="#5B3A22" stroke-width="2.2"/><path d="M86 74Q86 65 90 65Q94 65 94 74Z" fill="#C9A23A"/></g>`,
        front: '',
      };
    case 'crown':
      return {
        back: `<g ${s} stroke-width="1.2"><path d="M14 56L14 40M86 56L86 40" fill="none" stroke-width="1.6"/><path d="M14 41L26 44L14 48Z" fill="#D9A21B"/><path d="M86 41L74 44L86 48Z" fill="#D9A21B"/></g>`,
        front: '',
      };
    case 'barrow':
      return {
        back: `<g ${s} stroke-width="2"><path d="M58 80Q64 56 82 56Q98 58 100 84Z" fill="#8C9E5A"/><path d="M74 80L74 70Q78 66 82 70L82 80Z" fill="${INK}"/></g>`,
        front: '',
      };
    case 'deer':
      return {
        back: '',
        front: `<g ${s} stroke-width="1.3"><path d="M4 88L6 80Q10 76 18 77L22 72L24 73L22 79L20 88M8 88L8 81M18 88L17 81" fill="#A8653A"/><path d="M22 72L20 66M22 72L26 67M21 69L18 67" fill="none"/></g>`,
      };
    case 'mushrooms':
      return {
        back: '',
        front: `<g ${s} stroke-width="1.3">${[
          [10, 88],
          [18, 90],
          [86, 89],
        ]
          .map(
            ([x, y]) =>
              `<path d="M${(x as number) - 1.4} ${y}L${(x as number) - 1.2} ${(y as number) - 5}L${(x as number) + 1.2} ${(y as number) - 5}L${(x as number) + 1.4} ${y}Z" fill="#F4EEDC"/><path d="M${(x as number) - 5} ${(y as number) - 4.5}Q${x} ${(y as number) - 11} ${(x as number) + 5} ${(y as number) - 4.5}Z" fill="#B3261E"/>`,
          )
          .join('')}<circle cx="50" cy="40" r="0" fill="none"/></g>`,
      };
    case 'sign':
      return {
        back: '',
        front: `<g ${s} stroke-width="1.5"><path d="M88 90L88 60M88 62L76 62" fill="none" stroke="#5B3A22" stroke-width="2"/><path d="M76 63L76 74L86 74L86 63Z" fill="#D9A21B"/><path d="M78 66L81 72L84 66Z" fill="${INK}" stroke="none"/></g>`,
      };
    case 'well':
      return {
        back: '',
        front: `<g ${s} stroke-width="1.5"><path d="M4 88L4 78Q13 75 22 78L22 88Q13 91 4 88Z" fill="#C9BFA6"/><ellipse cx="13" cy="78" rx="9" ry="2.6" fill="#3E5560"/>
          <path d="M5.5 78L5.5 64M20.5 78L20.5 64" fill="none" stroke="#5B3A22" stroke-width="2"/><path d="M2 65L13 57L24 65Z" fill="#8A5A2A"/>
          <path d="M13 66L13 72" fill="none" stroke-width="1"/><path d="M10.5 72L15.5 72L15 76L11 76Z" fill="#9A6A3A" stroke-width="1"/>
          <path d="M8 83L10 81M15 85L17 82" fill="none" stroke="#8A7E68" stroke-width=".8"/></g>`,
      };
    case 'logs':
      return {
        back: '',
        front: `<g ${s} stroke-width="1.4"><path d="M2 86L22 86L22 92L2 92Z" fill="#8A5A2A"/><path d="M6 80L24 80L24 86L6 86Z" fill="#9A6A3A"/><circle cx="22" cy="89" r="3" fill="#D8B88A"/><circle cx="24" cy="83" r="3" fill="#D8B88A"/></g>`,
      };
  }
  return { back: `<g id="${p}"/>`, front: '' };
}

/** A hamlet whose tree gives way to a windmill. */
function treeless(src: string): string {
  return src
    .replace(/<path d="M80 (86L80 58|30Q90|44Q75|52Q73)[^>]*\/>/g, '')
    .replace(/<path d="M72 44Q75[^>]*\/>/, '');
}

/** A keep fallen to ruin: its roofs, pennant and their ridge lines are gone. */
function ruined(src: string, roof: string): string {
  return src
    .replace(new RegExp(`<path [^>]*fill="${roof}"[^>]*/>`, 'gi'), '')
    .replace(/<path d="M50 12L44 32M50 12L56 32"[^>]*\/>/, '')
    .replace(/<path d="M50 10L50 1.5"[^>]*\/>/, '')
    .replace(/<path d="M50.5 2Q57[^>]*\/>/, '');
}

/**
 * A location vignette as markup placed at (x, y) in a box of `size` (its 100 × 100 drawing scaled);
 * `prefix` keeps its ids unique in the document.
 */
export function vignette(
  kind: Kind,
  x: number,
  y: number,
  size: number,
  prefix: string,
  opts: VignetteOpts = {},
): string {
  const key = String(opts.variant ?? kind);
  const h = hash(key);
  const roof = (roofs[kind] as string[])[h % (roofs[kind] as string[]).length] as string;
  const flag = flags[(h >>> 5) % flags.length] as string;
  const leaf = leaves[(h >>> 9) % leaves.length] as string;
  const ground = opts.ground ?? HILL;
  const mirror = opts.mirror ?? ((h >>> 13) & 1) === 1;
  let src = recolour(parseSvg(locationSvg[kind]).body, {
    [ROOF]: roof === flag ? ROOF : roof,
    [FLAG]: flag === roof ? '#F4EEDC' : flag,
    [LEAF]: leaf,
    [HILL]: ground,
    [HILL_SHADE]: shade(ground, 0.82),
  });
  const accent = opts.accent === false ? undefined : (opts.accent ?? accentFor(key));
  const acc = accent ? accentSvg(accent, `${prefix}a`) : { back: '', front: '' };
  if (accent === 'ruin') src = ruined(src, roof === flag ? ROOF : roof);
  if (accent === 'windmill') src = treeless(src);
  const flip = mirror ? ' transform="translate(100 0) scale(-1 1)"' : '';
  const body = `<g${flip}>${acc.back}${prefixIds(src, prefix)}${acc.front}</g>`;
  return `<svg x="${f(x)}" y="${f(y)}" width="${f(size)}" height="${f(size)}" viewBox="0 0 100 100" overflow="visible">${body}</svg>`;
}
