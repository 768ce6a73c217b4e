/**
 * Card composers of Four Temperaments: scene cards (manuscript miniatures with resident slots and the
 * check order), party tiles (open and sealed); goal cards are in goals.ts. Each returns
 * `{ picture, slots }`: the Picture (SVG without text + Labels) and the anchors of its token places, in
 * picture units (= table pixels at scale 1). Display strings come from the caller, already translated.
 */

import { RESIDENT_PAIRS } from '../../../../machines/temperaments/content';
import type { Label, Picture } from '../../../art/compose';
import { hex } from '../../../art/palette';
import {
  diaperPattern,
  foxingGradient,
  frame,
  goldGradient,
  inkFilter,
  parchmentFilter,
  star,
  svgDoc,
} from '../../../art/svg';
import { f, hash, symbol, tag, use } from '../../../art/svgkit';
import { type H, orderRow, slotSocket } from './humours';
import { type Kind, vignette } from './locations';
import { type ResidentType, residentSvg } from './raw';

export type { ResidentType } from './raw';
export type Order = 'CSMP' | 'SCMP' | 'MCSP' | 'PMSC' | 'CPSM' | (string & {});

/** Sizes on the 1280 × 720 table (right panel x ≥ 792, 488 px wide). */
export const SCENE_W = 114;
export const SCENE_H = 172;
export const PARTY_W = 156;
export const PARTY_H = 100;
export const GOAL_W = 114;
export const GOAL_H = 100;

export interface Slot {
  x: number;
  y: number;
  r: number;
}

export interface CardArt {
  picture: Picture;
  /** Where tokens sit: resident slots in slot order (scenes, parties) or goal markers (goals). */
  slots: Slot[];
  /** Centres of the check-order discs, in order (to light the humour being checked). */
  order?: { h: H; x: number; y: number; r: number }[];
}

export const INK = hex.ink;

/** The ground colour of each check order: a card's order is its identity (rules §5). */
const orderGround: Record<string, { ground: string; line: string; deep: string }> = {
  CSMP: { ground: '#2C4F8F', line: '#1B3566', deep: '#15264A' },
  SCMP: { ground: '#A8322D', line: '#7A1E1A', deep: '#5A1814' },
  MCSP: { ground: '#3A3458', line: '#25213C', deep: '#1C1930' },
  PMSC: { ground: '#3F7A3B', line: '#2A5A27', deep: '#1E3B1D' },
  CPSM: { ground: '#9A6420', line: '#6E4514', deep: '#4A2E0C' },
};
const groundOf = (order: string) =>
  orderGround[order] ?? (orderGround.CSMP as { ground: string; line: string; deep: string });

export interface Doc {
  p: string;
  defs: string[];
  body: string[];
  labels: Label[];
  symbols: Set<string>;
}

export function doc(key: string): Doc {
  const p = `ft${tag(key)}-`;
  return {
    p,
    defs: [
      goldGradient(`${p}gold`),
      foxingGradient(`${p}fox`),
      parchmentFilter(`${p}parch`, hash(key) % 50, 0.16),
      inkFilter(`${p}ink`, 0.9, hash(key) % 30),
    ],
    body: [],
    labels: [],
    symbols: new Set(),
  };
}

export function finish(d: Doc, w: number, h: number): Picture {
  return { width: w, height: h, svg: svgDoc(w, h, d.body.join(''), d.defs.join('')), labels: d.labels };
}

/** A parchment leaf with grain, foxing and the house frame. */
export function leaf(d: Doc, w: number, h: number, tint: string = hex.parchment): void {
  d.body.push(
    `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="4" fill="${tint}" filter="url(#${d.p}parch)"/>`,
    `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="4" fill="url(#${d.p}fox)"/>`,
    frame(0, 0, w, h, { goldId: `${d.p}gold`, inset: 4, fleurons: false, radius: 4 }),
  );
}

/** A resident figure (a <use> of its symbol) standing in a box whose bottom is `foot`. */
export function figure(d: Doc, type: ResidentType, cx: number, foot: number, h: number, mirror = false): string {
  const id = `${d.p}r-${type}`;
  if (!d.symbols.has(id)) {
    d.symbols.add(id);
    d.defs.push(symbol(residentSvg[type], id));
  }
  const w = (h * 100) / 120;
  const x = cx - w / 2;
  const y = foot - h;
  const t = mirror ? ` transform="translate(${f(2 * cx)} 0) scale(-1 1)"` : '';
  return use(id, x, y, w, h, t);
}

/**
 * Splits a title into its initial and up to `lines` lines that fit `width` at `size` (an estimate).
 * The rest of the initial's word is in capitals, as a scribe finishes the word an initial begins
 * (in small capitals, "he Miller's Wager" beside the T read as a word missing its first letter).
 */
function wrapTitle(title: string, width: number, size: number, lines: number): { initial: string; rest: string[] } {
  const t = title.trim();
  const initial = t.slice(0, 1);
  const words = t.slice(1).split(/\s+/);
  words[0] = (words[0] ?? '').toUpperCase();
  const one = words.join(' ');
  const per = width / (size * 0.5);
  if (lines < 2 || one.length <= per || words.length < 2) return { initial, rest: [one] };
  // two lines: the split whose longer line is shortest (the first line sits beside the initial)
  let best = { a: one, b: '', len: one.length };
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const len = Math.max(a.length, b.length);
    if (len < best.len) best = { a, b, len };
  }
  return { initial, rest: best.b ? [best.a, best.b] : [best.a] };
}

/** An illuminated initial (gold letter on the order's ground) and the title beside it. */
export function titleBlock(
  d: Doc,
  title: string,
  x: number,
  y: number,
  w: number,
  initial: number,
  size: number,
  lines: number,
  ground: string,
): void {
  const { initial: ch, rest } = wrapTitle(title, w - initial - 5, size, lines);
  d.body.push(
    `<rect x="${f(x)}" y="${f(y)}" width="${initial}" height="${initial}" fill="${ground}" stroke="${INK}" stroke-width="${f(initial * 0.04)}"/>`,
    `<rect x="${f(x + initial * 0.08)}" y="${f(y + initial * 0.08)}" width="${f(initial * 0.84)}" height="${f(initial * 0.84)}" fill="none" stroke="url(#${d.p}gold)" stroke-width="${f(initial * 0.06)}"/>`,
    `<circle cx="${f(x + initial * 0.22)}" cy="${f(y + initial * 0.22)}" r="${f(initial * 0.05)}" fill="url(#${d.p}gold)"/><circle cx="${f(x + initial * 0.78)}" cy="${f(y + initial * 0.78)}" r="${f(initial * 0.05)}" fill="url(#${d.p}gold)"/>`,
  );
  d.labels.push({
    text: ch.toUpperCase(),
    x: x + initial / 2,
    y: y + initial * 0.55,
    size: initial * 0.74,
    font: 'display',
    color: hex.goldBright,
    stroke: { color: INK, width: Math.max(1, initial * 0.06) },
  });
  const tx = x + initial + 1.5; // right against the initial: one word
  const lineH = size * 1.12;
  const top = y + initial / 2 - ((rest.length - 1) * lineH) / 2;
  rest.forEach((line, i) => {
    d.labels.push({
      text: line,
      x: tx,
      y: top + i * lineH,
      size,
      font: 'caps',
      weight: 600,
      color: INK,
      align: 'left',
      maxWidth: w - initial - 5,
    });
  });
}

/** Stepped hills (лещадки) as the ground of a miniature, from y to the bottom of the box. */
export function hills(x: number, y: number, w: number, h: number, seed: number, colours: [string, string]): string {
  const r = (i: number) => ((Math.sin(seed * 9.1 + i * 4.7) + 1) / 2) * 0.8 + 0.2;
  const back = `M${f(x)} ${f(y + h * 0.3)}Q${f(x + w * 0.18)} ${f(y - h * 0.05 * r(1))} ${f(x + w * 0.34)} ${f(y + h * 0.18)}Q${f(x + w * 0.5)} ${f(y - h * 0.12 * r(2))} ${f(x + w * 0.68)} ${f(y + h * 0.16)}Q${f(x + w * 0.84)} ${f(y - h * 0.06 * r(3))} ${f(x + w)} ${f(y + h * 0.24)}L${f(x + w)} ${f(y + h)}L${f(x)} ${f(y + h)}Z`;
  const front = `M${f(x)} ${f(y + h * 0.55)}Q${f(x + w * 0.3)} ${f(y + h * 0.3)} ${f(x + w * 0.55)} ${f(y + h * 0.5)}Q${f(x + w * 0.8)} ${f(y + h * 0.34)} ${f(x + w)} ${f(y + h * 0.5)}L${f(x + w)} ${f(y + h)}L${f(x)} ${f(y + h)}Z`;
  const ledges = [0.22, 0.42, 0.62, 0.82]
    .map(
      (k, i) =>
        `<path d="M${f(x + w * k - 7)} ${f(y + h * (0.3 + (i % 2) * 0.08))}q4 -3 8 0q4 -3 8 0" fill="none" stroke="${INK}" stroke-width=".7" opacity=".55"/>`,
    )
    .join('');
  return `<path d="${back}" fill="${colours[0]}" stroke="${INK}" stroke-width="1"/>${ledges}<path d="${front}" fill="${colours[1]}" stroke="${INK}" stroke-width="1"/>`;
}

/** A stylised tree of the miniatures (a round crown with leaf scallops) at (x, foot). */
function tree(x: number, foot: number, s: number, leafColour: string): string {
  return `<g stroke="${INK}" stroke-width="${f(s * 0.06)}" stroke-linejoin="round"><path d="M${f(x)} ${f(foot)}L${f(x)} ${f(foot - s * 0.7)}" stroke-width="${f(s * 0.14)}"/><path d="M${f(x)} ${f(foot)}L${f(x)} ${f(foot - s * 0.7)}" stroke="#6B4A2B" stroke-width="${f(s * 0.07)}"/>
    <ellipse cx="${f(x)}" cy="${f(foot - s * 0.85)}" rx="${f(s * 0.36)}" ry="${f(s * 0.42)}" fill="${leafColour}"/>
    <path d="M${f(x - s * 0.18)} ${f(foot - s * 0.95)}q${f(s * 0.06)} ${f(-s * 0.06)} ${f(s * 0.12)} 0M${f(x + s * 0.02)} ${f(foot - s * 0.78)}q${f(s * 0.06)} ${f(-s * 0.06)} ${f(s * 0.12)} 0M${f(x - s * 0.08)} ${f(foot - s * 1.08)}q${f(s * 0.06)} ${f(-s * 0.06)} ${f(s * 0.12)} 0" fill="none" stroke-width="${f(s * 0.04)}"/></g>`;
}

/**
 * Ends a card's clipped picture (shared by scenes and parties): the frieze of residents, the clip
 * closed, an ink rule round the picture and a gilt one `rule.inset` within it, then the slot sockets.
 */
function frieze(
  d: Doc,
  residents: ResidentType[],
  box: { x: number; y: number; w: number; h: number },
  sockets: { y: number; r: number[] },
  figH: number[],
  rule: { ink: number; inset: number; gold: number },
): Slot[] {
  const k = residents.length;
  const inset = k >= 4 ? 3 : 0;
  const step = (box.w - 2 * inset) / k;
  const hFig = figH[Math.min(k, figH.length) - 1] ?? 48;
  const r = sockets.r[Math.min(k, sockets.r.length) - 1] ?? 10;
  const foot = sockets.y - r * 0.45;
  const slots: Slot[] = [];
  const figs: string[] = [];
  residents.forEach((type, i) => {
    const cx = box.x + inset + step * (i + 0.5);
    // animals turn to the middle; a stagger of heights makes a crowd, as in the chronicles
    const face = FACING[type];
    const right = i + 0.5 > k / 2;
    const mirror = k > 1 && ((face === 'r' && right) || (face === 'l' && !right && i + 0.5 !== k / 2));
    const lift = k >= 4 ? (i % 2 === 0 ? 0 : -3) : 0;
    figs.push(figure(d, type, cx, foot + lift, hFig, mirror));
    slots.push({ x: cx, y: sockets.y, r });
  });
  const socks = slots
    .map((s, i) => slotSocket(RESIDENT_PAIRS[residents[i] as ResidentType], s.x, s.y, s.r, `${d.p}gold`, `${d.p}s${i}`))
    .join('');
  const i = rule.inset;
  d.body.push(
    `<g filter="url(#${d.p}ink)">${figs.join('')}</g>`,
    '</g>',
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="none" stroke="${INK}" stroke-width="${rule.ink}"/>`,
    `<rect x="${box.x + i}" y="${box.y + i}" width="${box.w - 2 * i}" height="${box.h - 2 * i}" fill="none" stroke="url(#${d.p}gold)" stroke-width="${rule.gold}"/>`,
    socks,
  );
  return slots;
}

/** Which way each drawing looks (animals turn to face the middle of the frieze). */
const FACING: Partial<Record<ResidentType, 'l' | 'r'>> = { hound: 'r', stag: 'l', wolf: 'l', nightingale: 'l' };

/**
 * A scene card, 114 × 172: illuminated title, a miniature of its residents standing on the hills with a
 * slot socket (the two humour half-discs) under each, and the check order as a row of emblems.
 * `animalZone` (the zone's display name) marks an animal scene: a twilight landscape, a gold star and the zone.
 */
export function sceneCard(o: {
  id: string;
  title: string;
  residents: ResidentType[];
  order: Order;
  animalZone?: string;
  /** The scene's location (its vignette stands behind the residents). */
  location?: { id: string; kind: Kind };
}): CardArt {
  const W = SCENE_W;
  const H = SCENE_H;
  const d = doc(`scene-${o.id}-${o.title}`);
  const g = groundOf(o.order);
  const seed = hash(o.id);
  leaf(d, W, H);
  titleBlock(d, o.title, 9, 9, W - 18, 25, 10.5, 2, g.ground);

  const box = { x: 9, y: 38, w: W - 18, h: 110 };
  const clip = `${d.p}mc`;
  d.defs.push(
    `<clipPath id="${clip}"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}"/></clipPath>`,
    diaperPattern(`${d.p}dia`, { ground: g.ground, line: g.line, dot: hex.goldBright, size: 11 }),
    `<linearGradient id="${d.p}sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1C2A52"/><stop offset=".7" stop-color="#2C4F8F"/><stop offset="1" stop-color="#6F93B8"/></linearGradient>`,
  );
  const animal = o.animalZone !== undefined;
  const inner: string[] = [];
  if (animal) {
    inner.push(`<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="url(#${d.p}sky)"/>`);
    for (let i = 0; i < 9; i++) {
      const sx = box.x + 6 + ((seed >> i) % 17) * 5.2;
      const sy = box.y + 6 + ((seed >> (i + 3)) % 9) * 3.4;
      inner.push(star(sx, sy, 1.4 + (i % 3) * 0.5, hex.goldBright, 'none'));
    }
    inner.push(`<circle cx="${box.x + box.w - 16}" cy="${box.y + 14}" r="7" fill="#F4EEDC" opacity=".9"/>`);
    inner.push(hills(box.x - 2, box.y + box.h - 54, box.w + 4, 30, seed, ['#3F6E45', '#4F7A52']));
    inner.push(
      tree(box.x + 10, box.y + box.h - 30, 26, '#2F5E34'),
      tree(box.x + box.w - 10, box.y + box.h - 28, 30, '#35663A'),
    );
  } else {
    inner.push(`<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="url(#${d.p}dia)"/>`);
    if (o.location) {
      const vs = 66;
      inner.push(
        `<ellipse cx="${W / 2}" cy="${box.y + 8 + vs * 0.55}" rx="${vs * 0.55}" ry="${vs * 0.5}" fill="${g.deep}" opacity=".35"/>`,
        vignette(o.location.kind, W / 2 - vs / 2, box.y + 6, vs, `${d.p}loc`, { variant: o.location.id }),
      );
    }
  }
  inner.push(hills(box.x - 2, box.y + box.h - 32, box.w + 4, 34, seed + 1, ['#8FA35A', '#A9B872']));
  d.body.push(`<g clip-path="url(#${clip})">${inner.join('')}`);
  const slots = frieze(d, o.residents, box, { y: box.y + box.h - 15, r: [10, 10, 10, 9.4] }, [74, 70, 62, 54], {
    ink: 1.3,
    inset: 1.6,
    gold: 1.4,
  });
  if (animal) {
    const zy = box.y + 11;
    const zw = Math.min(box.w - 6, (o.animalZone ?? '').length * 8 * 0.55 + 24);
    d.body.push(
      `<path d="M${box.x + 3} ${zy - 6.5}L${f(box.x + 3 + zw)} ${zy - 6.5}L${f(box.x + zw - 1)} ${zy}L${f(box.x + 3 + zw)} ${zy + 6.5}L${box.x + 3} ${zy + 6.5}Z" fill="${hex.vellum}" stroke="${INK}" stroke-width=".8"/>`,
      star(box.x + 10, zy, 4.4, `url(#${d.p}gold)`),
    );
    d.labels.push({
      text: o.animalZone ?? '',
      x: box.x + 16,
      y: zy + 0.5,
      size: 8,
      font: 'caps',
      weight: 600,
      color: hex.vermilion,
      align: 'left',
      maxWidth: zw - 16,
    });
  }
  const row = orderRow(o.order, W / 2, H - 13, 6.6, 7, `${d.p}gold`);
  d.body.push(row.svg);
  return {
    picture: finish(d, W, H),
    slots,
    order: row.centres.map((c) => ({ ...c, r: 6.6 })),
  };
}

/**
 * A party tile, 156 × 100. Open: title, the residents' frieze with slot sockets, the check order down the
 * right edge. `resolved`: the sealed side — the miniature folded away under a ribbon and a wax seal.
 */
export function partyTile(o: {
  id?: string;
  title: string;
  residents: ResidentType[];
  order: Order;
  resolved?: boolean;
}): CardArt {
  const W = PARTY_W;
  const H = PARTY_H;
  const key = `party-${o.id ?? o.title}-${o.resolved ? 's' : 'o'}-${o.title}`;
  const d = doc(key);
  const g = groundOf(o.order);
  const seed = hash(o.id ?? o.title);
  leaf(d, W, H, o.resolved ? '#E6D5AE' : hex.parchment);
  titleBlock(d, o.title, 9, 8, W - 18, 17, 10.5, 1, o.resolved ? '#6E6A63' : g.ground);
  const box = { x: 9, y: 29, w: 112, h: 62 };
  if (o.resolved) {
    d.defs.push(diaperPattern(`${d.p}dia`, { ground: '#D9C79C', line: '#B8A37A', dot: '#C9B58A', size: 10 }));
    d.body.push(
      `<rect x="${box.x}" y="${box.y}" width="${W - 18}" height="${box.h}" fill="url(#${d.p}dia)" stroke="${INK}" stroke-width="1"/>`,
      `<path d="M${box.x} ${box.y}L${W - 9} ${box.y + box.h}M${W - 9} ${box.y}L${box.x} ${box.y + box.h}" stroke="${INK}" stroke-width=".6" opacity=".35"/>`,
      `<path d="M${box.x} ${box.y + box.h / 2 - 4}L${W - 9} ${box.y + box.h / 2 - 4}L${W - 9} ${box.y + box.h / 2 + 4}L${box.x} ${box.y + box.h / 2 + 4}Z" fill="${hex.vermilion}" stroke="${INK}" stroke-width=".8"/>`,
      `<path d="M${W / 2 - 4} ${box.y}L${W / 2 + 4} ${box.y}L${W / 2 + 4} ${box.y + box.h}L${W / 2 - 4} ${box.y + box.h}Z" fill="${hex.vermilion}" stroke="${INK}" stroke-width=".8"/>`,
      `<path d="M${W / 2} ${box.y + box.h / 2}L${W / 2 - 12} ${box.y + box.h + 4}L${W / 2 - 5} ${box.y + box.h - 2}L${W / 2 - 2} ${box.y + box.h + 6}Z" fill="${hex.vermilion}" stroke="${INK}" stroke-width=".8"/>`,
      `<path d="M${W / 2} ${box.y + box.h / 2}L${W / 2 + 12} ${box.y + box.h + 4}L${W / 2 + 5} ${box.y + box.h - 2}L${W / 2 + 2} ${box.y + box.h + 6}Z" fill="${hex.vermilion}" stroke="${INK}" stroke-width=".8"/>`,
      waxSeal(W / 2, box.y + box.h / 2, 17, d.p, seed),
    );
    // small ghosts of the residents still show through the folded leaf
    d.body.push('<g opacity=".28">');
    o.residents.forEach((t, i) => {
      const cx = box.x + 14 + i * 14;
      d.body.push(figure(d, t, cx, box.y + box.h - 4, 22));
    });
    d.body.push('</g>');
    return { picture: finish(d, W, H), slots: [] };
  }
  const clip = `${d.p}mc`;
  d.defs.push(
    `<clipPath id="${clip}"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}"/></clipPath>`,
    diaperPattern(`${d.p}dia`, { ground: g.ground, line: g.line, dot: hex.goldBright, size: 10, kind: 'check' }),
  );
  d.body.push(
    `<g clip-path="url(#${clip})"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="url(#${d.p}dia)"/>`,
    // a festive swag of bunting across the top
    bunting(box.x, box.y + 3, box.w, seed),
    hills(box.x - 2, box.y + box.h - 22, box.w + 4, 24, seed, ['#8FA35A', '#A9B872']),
  );
  const slots = frieze(d, o.residents, box, { y: box.y + box.h - 10, r: [8.6, 8.6, 8.6, 8.6] }, [50, 48, 46, 44], {
    ink: 1.2,
    inset: 1.5,
    gold: 1.2,
  });
  const row = orderRow(o.order, W - 20.5, box.y + box.h / 2, 5.6, 5, `${d.p}gold`, true);
  d.body.push(row.svg);
  return { picture: finish(d, W, H), slots, order: row.centres.map((c) => ({ ...c, r: 5.6 })) };
}

function bunting(x: number, y: number, w: number, seed: number): string {
  const n = 9;
  const cols = [hex.goldBright, hex.vellum, '#B3261E', '#8DB3C7'];
  const out: string[] = [
    `<path d="M${x} ${y}Q${x + w / 2} ${y + 8} ${x + w} ${y}" fill="none" stroke="${INK}" stroke-width=".7"/>`,
  ];
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const px = x + w * t;
    const py = y + 8 * 2 * t * (1 - t) * 2;
    out.push(
      `<path d="M${f(px - 3.2)} ${f(py - 0.4)}L${f(px + 3.2)} ${f(py - 0.4)}L${f(px)} ${f(py + 6)}Z" fill="${cols[(i + seed) % cols.length]}" stroke="${INK}" stroke-width=".5"/>`,
    );
  }
  return out.join('');
}

/** A vermilion wax seal with an impressed goblet (the feast is over). */
function waxSeal(cx: number, cy: number, r: number, p: string, seed: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const rr = r * (1 + 0.07 * Math.sin(i * 2.7 + seed) + 0.05 * Math.cos(i * 4.1));
    pts.push(`${f(cx + rr * Math.cos(a))},${f(cy + rr * Math.sin(a))}`);
  }
  const k = r / 20;
  const goblet = `M-7 -9L7 -9Q7 0 1.5 2L1.5 7L5 9L-5 9L-1.5 7L-1.5 2Q-7 0 -7 -9Z`;
  return `<defs><radialGradient id="${p}wx" cx=".38" cy=".34" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></radialGradient></defs>
    <polygon points="${pts.join(' ')}" fill="#A8261E" stroke="${INK}" stroke-width="1" stroke-linejoin="round"/>
    <polygon points="${pts.join(' ')}" fill="url(#${p}wx)"/>
    <circle cx="${cx}" cy="${cy}" r="${f(r * 0.7)}" fill="#000" opacity=".12"/>
    <g transform="translate(${f(cx + 0.6)} ${f(cy + 0.7)}) scale(${f(k)})"><path d="${goblet}" fill="#fff" opacity=".35"/></g>
    <g transform="translate(${f(cx)} ${f(cy)}) scale(${f(k)})"><path d="${goblet}" fill="#6A1410"/>${[
      0, 1, 2, 3, 4, 5, 6, 7,
    ]
      .map((i) => {
        const a = (i / 8) * Math.PI * 2;
        return `<circle cx="${f(12 * Math.cos(a))}" cy="${f(12 * Math.sin(a))}" r="1.2" fill="#6A1410"/>`;
      })
      .join('')}</g>`;
}
