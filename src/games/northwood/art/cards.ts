/**
 * Card composers of For Northwood!: dialogue cards, character cards (fief cards are in fiefs.ts), backs, emblems and the
 * "known" marker. Every function returns a Picture (SVG without text + Labels set in the app's fonts).
 * Card pictures are 200 × 280 units (5:7); display strings come from the caller (already translated).
 */
import type { Label, Picture } from '../../../art/compose';
import { hex } from '../../../art/palette';
import { diaperPattern, foxingGradient, frame, goldGradient, parchmentFilter, tendril } from '../../../art/svg';
import { nest, symbol, tag, use } from '../../../art/svgkit';
import { backSvg, emblemSvg, portraitSvg } from './raw';

export type Suit = 'claws' | 'flowers' | 'leaves' | 'eyes';
export const SUITS: readonly Suit[] = ['claws', 'flowers', 'leaves', 'eyes'];
export type Title = 'jack' | 'queen' | 'king' | 'prince' | 'marchioness' | 'baron';
export type CharacterId = `${Suit}-${Title}`;
export type FiefStatus = 'unvisited' | 'friendly' | 'failed';

export const CARD_W = 200;
export const CARD_H = 280;

/** Suit colours of the rules file (§2.1) and their deep/pale companions for grounds. */
export const suitColor: Record<Suit, string> = {
  claws: '#A8322D',
  flowers: '#B5527F',
  leaves: '#3F7A3B',
  eyes: '#2C4F8F',
};
const suitDeep: Record<Suit, string> = {
  claws: '#5A1814',
  flowers: '#5A2240',
  leaves: '#1E3B1D',
  eyes: '#15264A',
};
const suitInk: Record<Suit, string> = {
  claws: '#7E231F',
  flowers: '#8A3560',
  leaves: '#2C5A29',
  eyes: '#22407A',
};

export const INK = hex.ink;
export const GOLD_TEXT = '#E9C85C';
export const FAILED = '#6E6A63';

/** Shrinks a label's size so that `text` fits `width` (k = average glyph width / size of the font). */
export function fitSize(text: string, size: number, width: number, k: number): number {
  return Math.min(size, Math.floor((width / (text.length * k)) * 2) / 2);
}

export function suitOf(id: CharacterId): Suit {
  return id.split('-')[0] as Suit;
}

// ————————————————————————————————————————— shared pieces

interface Sheet {
  p: string;
  defs: string[];
  body: string[];
  labels: Label[];
}

export function sheet(key: string): Sheet {
  const p = `nw${tag(key)}-`;
  return { p, defs: [goldGradient(`${p}gold`), foxingGradient(`${p}fox`)], body: [], labels: [] };
}

export function picture(s: Sheet, w = CARD_W, h = CARD_H): Picture {
  return {
    width: w,
    height: h,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${s.defs.join('')}</defs>${s.body.join('')}</svg>`,
    labels: s.labels,
  };
}

/** Parchment card body with grain and foxing, clipped to the rounded card. */
export function parchmentBody(s: Sheet, seedKey: number, fill = '#EEDDB6'): void {
  s.defs.push(parchmentFilter(`${s.p}parch`, seedKey, 0.14));
  s.body.push(
    `<rect x=".5" y=".5" width="${CARD_W - 1}" height="${CARD_H - 1}" rx="10" fill="${fill}" filter="url(#${s.p}parch)"/>`,
    `<rect x=".5" y=".5" width="${CARD_W - 1}" height="${CARD_H - 1}" rx="10" fill="url(#${s.p}fox)"/>`,
  );
}

export function houseFrame(s: Sheet): void {
  s.body.push(frame(0, 0, CARD_W, CARD_H, { goldId: `${s.p}gold`, inset: 7, radius: 10 }));
}

/** The emblem of a suit as a reusable symbol in this picture; returns its id. */
function emblemSymbol(s: Sheet, suit: Suit): string {
  const id = `${s.p}em-${suit}`;
  if (!s.defs.some((d) => d.includes(`id="${id}"`))) s.defs.push(symbol(emblemSvg[suit], id));
  return id;
}

/** A small gold crown (the ♛ of crowned characters), centred at (cx, cy), `w` wide. */
export function crownSvg(cx: number, cy: number, w: number, goldId: string): string {
  const k = w / 40;
  return `<g transform="translate(${cx} ${cy}) scale(${k})" stroke="${INK}" stroke-width="1.8" stroke-linejoin="round">
    <path d="M-18 10L-20 -10L-10 0L0 -15L10 0L20 -10L18 10Z" fill="url(#${goldId})"/>
    <rect x="-19" y="9" width="38" height="7" rx="1.5" fill="url(#${goldId})"/>
    <circle cx="-20" cy="-11" r="3" fill="${hex.leadWhite}"/><circle cx="0" cy="-16" r="3.4" fill="${hex.leadWhite}"/><circle cx="20" cy="-11" r="3" fill="${hex.leadWhite}"/>
    <circle cx="0" cy="12.5" r="2.4" fill="${hex.vermilion}" stroke-width="1"/><circle cx="-10" cy="12.5" r="1.8" fill="${hex.lapis}" stroke-width="1"/><circle cx="10" cy="12.5" r="1.8" fill="${hex.verdigris}" stroke-width="1"/>
  </g>`;
}

/**
 * An illuminated ground for a numeral: a diapered square in `ground` framed in gold, with small gilt
 * tendrils inside the card. The numeral itself is a Label.
 */
export function initialGround(
  s: Sheet,
  x: number,
  y: number,
  size: number,
  ground: string,
  line: string,
  key: string,
): string {
  const pid = `${s.p}ini-${key}`;
  s.defs.push(diaperPattern(pid, { ground, line, dot: hex.goldBright, size: size / 6, kind: 'lozenge' }));
  const g = `url(#${s.p}gold)`;
  const t = size * 0.3;
  return `<g>
    <rect x="${x + 2}" y="${y + 2.5}" width="${size}" height="${size}" fill="#000" opacity=".18"/>
    <rect x="${x}" y="${y}" width="${size}" height="${size}" fill="url(#${pid})" stroke="${INK}" stroke-width="1.6"/>
    <rect x="${x + size * 0.05}" y="${y + size * 0.05}" width="${size * 0.9}" height="${size * 0.9}" fill="none" stroke="${g}" stroke-width="${size * 0.04}"/>
    <rect x="${x + size * 0.1}" y="${y + size * 0.1}" width="${size * 0.8}" height="${size * 0.8}" fill="none" stroke="${INK}" stroke-width=".6" opacity=".6"/>
    ${tendril(x + size, y + size * 0.12, t, g, hex.verdigris)}
    ${tendril(x, y + size * 0.88, t, g, hex.verdigris, true)}
    ${[0, 1, 2, 3].map((i) => `<circle cx="${x + (i % 2) * size}" cy="${y + Math.floor(i / 2) * size}" r="${size * 0.045}" fill="${g}" stroke="${INK}" stroke-width=".8"/>`).join('')}
  </g>`;
}

// ————————————————————————————————————————— dialogue cards

/** Pip centres (and pip size) for 1–8 emblems in the lower field of a dialogue card. */
const PIPS: Record<number, { s: number; at: [number, number][] }> = {
  1: { s: 74, at: [[100, 186]] },
  2: {
    s: 54,
    at: [
      [100, 152],
      [100, 222],
    ],
  },
  3: {
    s: 48,
    at: [
      [100, 148],
      [64, 222],
      [136, 222],
    ],
  },
  4: {
    s: 46,
    at: [
      [66, 154],
      [134, 154],
      [66, 222],
      [134, 222],
    ],
  },
  5: {
    s: 42,
    at: [
      [62, 148],
      [138, 148],
      [100, 187],
      [62, 226],
      [138, 226],
    ],
  },
  6: {
    s: 40,
    at: [
      [68, 143],
      [132, 143],
      [68, 187],
      [132, 187],
      [68, 231],
      [132, 231],
    ],
  },
  7: {
    s: 38,
    at: [
      [56, 146],
      [100, 146],
      [144, 146],
      [100, 187],
      [56, 228],
      [100, 228],
      [144, 228],
    ],
  },
  8: {
    s: 36,
    at: [
      [56, 146],
      [100, 146],
      [144, 146],
      [78, 187],
      [122, 187],
      [56, 228],
      [100, 228],
      [144, 228],
    ],
  },
};

/** A dialogue card: suit colour, gold, the value as an illuminated numeral and as pips; corner indices. */
export function dialogueCard(suit: Suit, value: number): Picture {
  const s = sheet(`d-${suit}-${value}`);
  const c = suitColor[suit];
  parchmentBody(s, 3 + value);
  const em = emblemSymbol(s, suit);
  // a rule in the suit colour inside the gold frame: the card reads by suit at a glance
  s.body.push(
    `<rect x="12.5" y="12.5" width="175" height="255" rx="6" fill="none" stroke="${c}" stroke-width="2.2"/>`,
    `<rect x="15.5" y="15.5" width="169" height="249" rx="5" fill="none" stroke="${c}" stroke-width=".7" opacity=".7"/>`,
  );
  houseFrame(s);
  s.body.push(initialGround(s, 60, 22, 80, c, hex.goldDeep, 'n'));
  const layout = PIPS[value] ?? PIPS[1];
  if (layout) {
    for (const [x, y] of layout.at) {
      s.body.push(
        `<ellipse cx="${x + 1.5}" cy="${y + layout.s * 0.44}" rx="${layout.s * 0.34}" ry="${layout.s * 0.06}" fill="#5a3e18" opacity=".18"/>`,
      );
      s.body.push(use(em, x - layout.s / 2, y - layout.s / 2, layout.s, layout.s));
    }
  }
  // corner indices: numeral over a small emblem, top-left and bottom-right
  s.body.push(use(em, 17, 45, 21, 21), use(em, 163, 216, 21, 21));
  const idx = {
    text: String(value),
    size: 25,
    font: 'display' as const,
    color: c,
    stroke: { color: hex.parchment, width: 3 },
  };
  s.labels.push({ ...idx, x: 27.5, y: 31 }, { ...idx, x: 173.5, y: 252 });
  s.labels.push({
    text: String(value),
    x: 100,
    y: 64,
    size: 60,
    font: 'display',
    color: GOLD_TEXT,
    stroke: { color: INK, width: 3.2 },
  });
  return picture(s);
}

// ————————————————————————————————————————— character cards

export interface CharacterText {
  /** e.g. "Brock Ironpaw" / "Брок Железнолап" */
  name: string;
  /** e.g. "Jack" / "Валет" */
  title: string;
  /** the ability's display name, e.g. "Refill" */
  ability: string;
  /** the flavour line */
  flavour: string;
  crowned: boolean;
}

const ARCH = 'M15 204V80C15 56 52 40 100 38C148 40 185 56 185 80V204Z';

/** A character card: portrait on a diapered ground in the suit colour, title, name, ability rubric, flavour. */
export function characterCard(id: CharacterId, t: CharacterText): Picture {
  const suit = suitOf(id);
  const s = sheet(`c-${id}`);
  const c = suitColor[suit];
  parchmentBody(s, 11 + id.length);
  const em = emblemSymbol(s, suit);
  const dia = `${s.p}dia`;
  s.defs.push(
    diaperPattern(dia, { ground: suitDeep[suit], line: hex.goldDeep, dot: hex.gold, size: 16, kind: 'lozenge' }),
    `<clipPath id="${s.p}arch"><path d="${ARCH}"/></clipPath>`,
    `<radialGradient id="${s.p}glow" cx=".5" cy=".55" r=".6"><stop offset="0" stop-color="${c}" stop-opacity=".55"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
  );
  houseFrame(s);
  // the arched panel with its diaper, a soft halo of suit colour and the figure
  s.body.push(
    `<path d="${ARCH}" fill="url(#${dia})"/>`,
    `<path d="${ARCH}" fill="url(#${s.p}glow)"/>`,
    `<g clip-path="url(#${s.p}arch)"><rect x="15" y="188" width="170" height="16" fill="${suitInk[suit]}"/><path d="M15 190H185" stroke="${hex.goldDeep}" stroke-width="1"/></g>`,
    nest(portraitSvg[id] ?? '', `${s.p}pt-`, 20, 42, 160, 160),
    `<path d="${ARCH}" fill="none" stroke="url(#${s.p}gold)" stroke-width="3.2"/>`,
    `<path d="${ARCH}" fill="none" stroke="${INK}" stroke-width="1" transform="translate(0 0)"/>`,
  );
  // header: emblem in the corners (a crown on the right for crowned characters)
  s.body.push(use(em, 14, 12, 24, 24));
  s.body.push(t.crowned ? crownSvg(174, 25, 25, `${s.p}gold`) : use(em, 162, 12, 24, 24));
  s.labels.push({
    text: t.title,
    x: 100,
    y: 24,
    size: 17,
    font: 'caps',
    weight: 600,
    color: suitInk[suit],
    maxWidth: 112,
  });
  // name, ability rubric, flavour
  s.body.push(
    `<path d="M40 229H160" stroke="url(#${s.p}gold)" stroke-width="1.2"/>`,
    `<path d="M100 226L103 229L100 232L97 229Z" fill="url(#${s.p}gold)" stroke="${INK}" stroke-width=".5"/>`,
  );
  s.labels.push(
    {
      text: t.name,
      x: 100,
      y: 216,
      size: fitSize(t.name, 14.5, 166, 0.66),
      font: 'display',
      color: INK,
      maxWidth: 166,
    },
    { text: t.ability, x: 100, y: 241, size: 12.5, font: 'caps', weight: 600, color: hex.vermilion, maxWidth: 160 },
    {
      text: t.flavour,
      x: 100,
      y: 258,
      size: fitSize(t.flavour, 11, 164, 0.43),
      font: 'body',
      italic: true,
      color: hex.inkSoft,
      maxWidth: 164,
    },
  );
  return picture(s);
}

// ————————————————————————————————————————— backs, emblems, marker

/** The back of every dialogue, character and fief card: lapis diaper, the Northwood device, the four emblems. */
export function cardBack(): Picture {
  const s = sheet('back');
  s.defs.push(
    `<clipPath id="${s.p}card"><rect x=".5" y=".5" width="${CARD_W - 1}" height="${CARD_H - 1}" rx="10"/></clipPath>`,
  );
  s.body.push(`<g clip-path="url(#${s.p}card)">${nest(backSvg, `${s.p}b-`, 0, 0, CARD_W, CARD_H, true)}</g>`);
  const corners: [Suit, number, number][] = [
    ['claws', 44, 44],
    ['flowers', 156, 44],
    ['leaves', 44, 236],
    ['eyes', 156, 236],
  ];
  for (const [suit, x, y] of corners) {
    s.body.push(
      `<circle cx="${x}" cy="${y}" r="16.5" fill="#172E5E" stroke="url(#${s.p}gold)" stroke-width="2.2"/>`,
      `<circle cx="${x}" cy="${y}" r="18" fill="none" stroke="${INK}" stroke-width=".7"/>`,
      use(emblemSymbol(s, suit), x - 12, y - 12, 24, 24),
    );
  }
  s.body.push(frame(0, 0, CARD_W, CARD_H, { goldId: `${s.p}gold`, inset: 7, radius: 10 }));
  return picture(s);
}

/** A suit emblem alone (pips, trump indicator, legends), `size` × `size`. */
export function emblemPicture(suit: Suit, size = 48): Picture {
  const s = sheet(`e-${suit}-${size}`);
  s.body.push(nest(emblemSvg[suit], `${s.p}e-`, 0, 0, size, size));
  return picture(s, size, size);
}

/** A small mark for known deck cards (§8.10): an open eye on a gilt roundel with a quill tucked behind it. */
export function knownMarker(size = 40): Picture {
  const s = sheet(`known-${size}`);
  const k = size / 40;
  s.body.push(`<g transform="scale(${k})" stroke="${INK}" stroke-linejoin="round">
    <path d="M25 24C28 16 32 8 39 1C39 9 35 17 29 25Z" fill="${hex.vellum}" stroke-width="1"/>
    <path d="M28 22C31 15 34 9 38 3" fill="none" stroke="${hex.vermilion}" stroke-width="1"/>
    <circle cx="18" cy="22" r="16" fill="#000" opacity=".25" stroke="none"/>
    <circle cx="18" cy="21" r="16" fill="url(#${s.p}gold)" stroke-width="1.3"/>
    <circle cx="18" cy="21" r="12.6" fill="${hex.vellum}" stroke-width=".9"/>
    <path d="M7.5 21.5C10 16.5 13.5 14.5 18 14.5C22.5 14.5 26 16.5 28.5 21.5C26 26 22.5 28 18 28C13.5 28 10 26 7.5 21.5Z" fill="#fff" stroke-width="1.3"/>
    <circle cx="18" cy="21.3" r="4.6" fill="${hex.lapis}" stroke-width=".9"/><circle cx="18" cy="21.3" r="2" fill="${INK}" stroke="none"/><circle cx="16.6" cy="19.8" r="1" fill="#fff" stroke="none"/>
    <path d="M9 16.5L7.5 14.5M13 14.6L12.2 12.3M18 14L18 11.6M23 14.6L23.8 12.3M27 16.5L28.5 14.5" fill="none" stroke-width="1"/>
  </g>`);
  return picture(s, size, size);
}
