/**
 * Card composers of Four Temperaments: scene cards (manuscript miniatures with resident slots and the
 * check order), party tiles (open and sealed) and goal cards (their pattern as a miniature). Each returns
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
import { bridgeSvg } from './board';
import { type H, humourDisc, orderRow, slotSocket } from './humours';
import { type Kind, vignette } from './locations';
import { type ResidentType, residentSvg } from './raw';
import { f, hash, symbol, tag, use } from './svgkit';

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

const INK = hex.ink;

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

interface Doc {
  p: string;
  defs: string[];
  body: string[];
  labels: Label[];
  symbols: Set<string>;
}

function doc(key: string): Doc {
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

function finish(d: Doc, w: number, h: number): Picture {
  return { width: w, height: h, svg: svgDoc(w, h, d.body.join(''), d.defs.join('')), labels: d.labels };
}

/** A parchment leaf with grain, foxing and the house frame. */
function leaf(d: Doc, w: number, h: number, tint: string = hex.parchment): void {
  d.body.push(
    `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="4" fill="${tint}" filter="url(#${d.p}parch)"/>`,
    `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="4" fill="url(#${d.p}fox)"/>`,
    frame(0, 0, w, h, { goldId: `${d.p}gold`, inset: 4, fleurons: false, radius: 4 }),
  );
}

/** A resident figure (a <use> of its symbol) standing in a box whose bottom is `foot`. */
function figure(d: Doc, type: ResidentType, cx: number, foot: number, h: number, mirror = false): string {
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

/** Splits a title into its initial and up to `lines` lines that fit `width` at `size` (an estimate). */
function wrapTitle(title: string, width: number, size: number, lines: number): { initial: string; rest: string[] } {
  const t = title.trim();
  const initial = t.slice(0, 1);
  const words = t.slice(1).split(/\s+/);
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
function titleBlock(
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
  const tx = x + initial + 4;
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
function hills(x: number, y: number, w: number, h: number, seed: number, colours: [string, string]): string {
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

/** The frieze of residents with their slot sockets (shared by scenes and parties). */
function frieze(
  d: Doc,
  residents: ResidentType[],
  box: { x: number; y: number; w: number; h: number },
  sockets: { y: number; r: number[] },
  figH: number[],
): { figures: string; sockets: string; slots: Slot[] } {
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
  return { figures: `<g filter="url(#${d.p}ink)">${figs.join('')}</g>`, sockets: socks, slots };
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
  const fr = frieze(d, o.residents, box, { y: box.y + box.h - 15, r: [10, 10, 10, 9.4] }, [74, 70, 62, 54]);
  const slots = fr.slots;
  d.body.push(
    fr.figures,
    '</g>',
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="none" stroke="${INK}" stroke-width="1.3"/>`,
    `<rect x="${box.x + 1.6}" y="${box.y + 1.6}" width="${box.w - 3.2}" height="${box.h - 3.2}" fill="none" stroke="url(#${d.p}gold)" stroke-width="1.4"/>`,
    fr.sockets,
  );
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
  const fr = frieze(d, o.residents, box, { y: box.y + box.h - 10, r: [8.6, 8.6, 8.6, 8.6] }, [50, 48, 46, 44]);
  const slots = fr.slots;
  d.body.push(
    fr.figures,
    '</g>',
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="none" stroke="${INK}" stroke-width="1.2"/>`,
    `<rect x="${box.x + 1.5}" y="${box.y + 1.5}" width="${box.w - 3}" height="${box.h - 3}" fill="none" stroke="url(#${d.p}gold)" stroke-width="1.2"/>`,
    fr.sockets,
  );
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

// ————————————————————————————————————————— goals

export type GoalId =
  | 'goal-six-realms'
  | 'goal-bridges'
  | 'goal-kings-road'
  | 'goal-pilgrims-way'
  | 'goal-whole-court'
  | 'goal-balance'
  | 'goal-dominion'
  | 'goal-crossroads'
  | 'goal-grand-tour'
  | 'goal-triptych'
  | 'goal-fervour'
  | 'goal-trinity';

const RIVER = '#6F8C9A';
const zoneTint = ['#D8C7A0', '#E2CF8E', '#B9C2A6', '#BFD09A', '#B7CCCF', '#9FB48E'];

/** "Your potion" in the pattern miniatures: a gilt roundel with an ink pip (no seat, no humour). */
function pip(x: number, y: number, r: number, p: string): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#${p}gold)" stroke="${INK}" stroke-width="${f(Math.max(0.7, r * 0.22))}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.38)}" fill="${hex.vermilion}"/>`;
}
function node(x: number, y: number, r: number): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${hex.vellum}" stroke="${INK}" stroke-width=".9"/>`;
}
function dots(x1: number, y1: number, x2: number, y2: number, w = 1.3): string {
  return `<path d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}" stroke="${INK}" stroke-width="${w}" stroke-linecap="round" stroke-dasharray=".1 2.6"/>`;
}
function road(pts: [number, number][], w = 1.6): string {
  return `<path d="M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}" fill="none" stroke="${hex.vermilion}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
function wavy(x1: number, y1: number, x2: number, y2: number, w: number): string {
  const n = Math.max(2, Math.round(Math.hypot(x2 - x1, y2 - y1) / 7));
  const nx = -(y2 - y1) / Math.hypot(x2 - x1, y2 - y1);
  const ny = (x2 - x1) / Math.hypot(x2 - x1, y2 - y1);
  let d = `M${f(x1)} ${f(y1)}`;
  for (let i = 1; i <= n; i++) {
    const t0 = (i - 0.5) / n;
    const t1 = i / n;
    const s = i % 2 ? 1.6 : -1.6;
    d += `Q${f(x1 + (x2 - x1) * t0 + nx * s)} ${f(y1 + (y2 - y1) * t0 + ny * s)} ${f(x1 + (x2 - x1) * t1)} ${f(y1 + (y2 - y1) * t1)}`;
  }
  return `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${f(w + 1.4)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${RIVER}" stroke-width="${f(w)}" stroke-linecap="round"/>`;
}
/** A small 3 × 2 kingdom: zone washes and the river cross. */
function miniKingdom(x: number, y: number, w: number, h: number): string {
  const cw = w / 3;
  const rh = h / 2;
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    out.push(
      `<rect x="${f(x + (i % 3) * cw)}" y="${f(y + Math.floor(i / 3) * rh)}" width="${f(cw)}" height="${f(rh)}" fill="${zoneTint[i]}"/>`,
    );
  }
  out.push(
    wavy(x, y + rh, x + w, y + rh, 2.6),
    wavy(x + cw, y, x + cw, y + h, 2),
    wavy(x + 2 * cw, y, x + 2 * cw, y + h, 2),
  );
  out.push(
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="none" stroke="${INK}" stroke-width="1"/>`,
  );
  return out.join('');
}
function zoneCell(x: number, y: number, w: number, h: number, tint: string): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="5" fill="${tint}" stroke="${INK}" stroke-width="1" stroke-dasharray="3 1.6"/>`;
}
function goalPattern(id: GoalId, d: Doc, x: number, y: number, w: number, h: number): string {
  const p = d.p;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const mini = (k: Kind, vx: number, vy: number, s: number, v: string) =>
    vignette(k, vx - s / 2, vy - s / 2, s, `${p}v${tag(v)}`, { variant: v, accent: false });
  switch (id) {
    case 'goal-six-realms': {
      const out = [miniKingdom(x, y, w, h)];
      for (let i = 0; i < 6; i++)
        out.push(pip(x + (w / 3) * ((i % 3) + 0.5), y + (h / 2) * (Math.floor(i / 3) + 0.5), 4.4, p));
      return out.join('');
    }
    case 'goal-bridges': {
      const out = [
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#C9D29E"/>`,
        wavy(cx, y, cx, y + h, 7),
        bridgeSvg(cx, y + h * 0.28, 0, 20),
        bridgeSvg(cx, y + h * 0.74, 0, 20),
      ];
      for (const ty of [0.28, 0.74]) {
        out.push(dots(cx - 30, y + h * ty, cx - 12, y + h * ty), dots(cx + 12, y + h * ty, cx + 30, y + h * ty));
        out.push(pip(cx - 28, y + h * ty, 4.6, p), pip(cx + 28, y + h * ty, 4.6, p));
      }
      out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${INK}" stroke-width="1"/>`);
      return out.join('');
    }
    case 'goal-kings-road': {
      const pts: [number, number][] = [
        [x + 10, y + h * 0.3],
        [x + w * 0.3, y + h * 0.22],
        [x + w * 0.5, y + h * 0.32],
        [x + w * 0.7, y + h * 0.2],
        [x + w - 10, y + h * 0.3],
      ];
      return (
        miniKingdom(x, y, w, h) +
        road(pts, 2.2) +
        pts.map(([px, py]) => pip(px, py, 4.2, p)).join('') +
        `<path d="M${x + 8} ${y + h * 0.78}L${x + w - 8} ${y + h * 0.78}" stroke="${INK}" stroke-width="1" marker-end=""/>` +
        `<path d="M${x + w - 13} ${y + h * 0.78 - 3}L${x + w - 8} ${y + h * 0.78}L${x + w - 13} ${y + h * 0.78 + 3}M${x + 13} ${y + h * 0.78 - 3}L${x + 8} ${y + h * 0.78}L${x + 13} ${y + h * 0.78 + 3}" fill="none" stroke="${INK}" stroke-width="1"/>`
      );
    }
    case 'goal-pilgrims-way': {
      const pts: [number, number][] = [
        [x + 12, y + h * 0.62],
        [x + w * 0.3, y + h * 0.4],
        [x + w * 0.5, y + h * 0.62],
        [x + w * 0.7, y + h * 0.4],
        [x + w - 12, y + h * 0.62],
      ];
      const out = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#E6D8B0"/>`, road(pts, 2)];
      pts.forEach(([px, py], i) => {
        if (i % 2 === 0) out.push(mini('shrine', px, py - 6, 24, `pw${i}`), pip(px, py + 8, 3.8, p));
        else out.push(pip(px, py, 3.8, p));
      });
      out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${INK}" stroke-width="1"/>`);
      return out.join('');
    }
    case 'goal-whole-court': {
      const types: ResidentType[] = ['knight', 'noble', 'sorcerer', 'minstrel', 'nun', 'peasant'];
      const out = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${p}gd)"/>`];
      d.defs.push(diaperPattern(`${p}gd`, { ground: '#2C4F8F', line: '#1B3566', dot: hex.goldBright, size: 9 }));
      out.push(hills(x, y + h - 14, w, 14, 3, ['#8FA35A', '#A9B872']));
      types.forEach((t, i) => {
        out.push(figure(d, t, x + (w / 6) * (i + 0.5), y + h - 5, 38));
      });
      out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${INK}" stroke-width="1"/>`);
      return out.join('');
    }
    case 'goal-balance': {
      const hs: H[] = ['C', 'S', 'M', 'P'];
      return (
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#E6D8B0"/>` +
        zoneCell(cx - 30, y + 4, 60, h - 8, zoneTint[3] as string) +
        hs
          .map((hh, i) =>
            humourDisc(hh, cx - 18 + (i % 2) * 36 + (i > 1 ? 0 : 0), y + h * (i < 2 ? 0.32 : 0.7), 8, `${p}gold`),
          )
          .join('') +
        `<path d="M${cx - 5} ${cy}L${cx + 5} ${cy}M${cx} ${cy - 5}L${cx} ${cy + 5}" stroke="${hex.vermilion}" stroke-width="1.6" stroke-linecap="round"/>` +
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${INK}" stroke-width="1"/>`
      );
    }
    case 'goal-dominion': {
      type P = [number, number];
      const pts: [P, P, P, P, P] = [
        [cx, y + 8],
        [cx + 24, y + h * 0.42],
        [cx + 15, y + h - 8],
        [cx - 15, y + h - 8],
        [cx - 24, y + h * 0.42],
      ];
      const out = [
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#E6D8B0"/>`,
        zoneCell(cx - 36, y + 2, 72, h - 4, zoneTint[1] as string),
      ];
      pts.forEach(([px, py], i) => {
        const [qx, qy] = pts[(i + 1) % 5] as [number, number];
        out.push(dots(px, py, qx, qy));
      });
      out.push(dots(pts[0][0], pts[0][1], pts[2][0], pts[2][1]));
      pts.forEach(([px, py], i) => {
        out.push(i === 3 ? node(px, py, 4.2) : pip(px, py, 4.6, p));
      });
      out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${INK}" stroke-width="1"/>`);
      return out.join('');
    }
    case 'goal-crossroads': {
      const arms: [number, number][] = [
        [cx - 30, cy - 10],
        [cx + 30, cy - 12],
        [cx + 4, cy + 15],
      ];
      const out = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#C9D29E"/>`];
      for (const [ax, ay] of arms)
        out.push(
          road(
            [
              [cx, cy - 2],
              [ax, ay],
            ],
            1.8,
          ),
        );
      out.push(dots(cx, cy - 2, cx - 6, y + 3));
      out.push(pip(cx, cy - 2, 5.4, p), ...arms.map(([ax, ay]) => pip(ax, ay, 4.4, p)));
      out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${INK}" stroke-width="1"/>`);
      return out.join('');
    }
    case 'goal-grand-tour': {
      const kinds: Kind[] = ['keep', 'shrine', 'hamlet', 'market', 'wild'];
      const out = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#E6D8B0"/>`];
      const s = w / 5;
      out.push(
        road(
          kinds.map((_, i) => [x + s * (i + 0.5), y + h - 8] as [number, number]),
          1.4,
        ),
      );
      kinds.forEach((k, i) => {
        out.push(mini(k, x + s * (i + 0.5), y + h * 0.38, s + 2, `gt-${k}`), pip(x + s * (i + 0.5), y + h - 8, 3.6, p));
      });
      out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${INK}" stroke-width="1"/>`);
      return out.join('');
    }
    case 'goal-triptych': {
      const out = [miniKingdom(x, y, w, h)];
      const spots: [number, number][] = [
        [x + w / 6, y + h * 0.26],
        [x + w / 2, y + h * 0.74],
        [x + (5 * w) / 6, y + h * 0.26],
      ];
      spots.forEach(([sx, sy], i) => {
        out.push(mini('keep', sx - 5, sy, 22, `tri${i}`), pip(sx + 9, sy + 5, 3.8, p));
      });
      return out.join('');
    }
    case 'goal-fervour': {
      const out = [
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#E6D8B0"/>`,
        zoneCell(cx - 34, y + 3, 68, h - 6, zoneTint[5] as string),
      ];
      out.push(
        humourDisc('C', cx - 17, cy + 4, 8.5, `${p}gold`),
        humourDisc('C', cx, cy - 5, 8.5, `${p}gold`),
        humourDisc('C', cx + 17, cy + 4, 8.5, `${p}gold`),
      );
      const small: H[] = ['S', 'M', 'P'];
      small.forEach((hh, i) => {
        out.push(`<g opacity=".55">${humourDisc(hh, cx + 38 + 0 * i, y + 9 + i * 14, 4.5, `${p}gold`)}</g>`);
      });
      out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${INK}" stroke-width="1"/>`);
      return out.join('');
    }
    case 'goal-trinity': {
      type P = [number, number];
      const pts: [P, P, P] = [
        [cx, y + 8],
        [cx + 24, y + h - 9],
        [cx - 24, y + h - 9],
      ];
      const out = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#C9D29E"/>`];
      out.push(road([...pts, pts[0]], 2));
      out.push(dots(pts[1][0], pts[1][1], x + w - 4, y + h - 16), dots(pts[2][0], pts[2][1], x + 4, y + 10));
      out.push(...pts.map(([px, py]) => pip(px, py, 5, p)));
      out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${INK}" stroke-width="1"/>`);
      return out.join('');
    }
  }
  return '';
}

/**
 * A goal card, 114 × 100: illuminated title and the goal's pattern as a miniature; four marker places
 * along the bottom (returned as `slots`, one per seat in seat order).
 */
export function goalCard(o: { id: GoalId | string; title: string }): CardArt {
  const W = GOAL_W;
  const H = GOAL_H;
  const d = doc(`goal-${o.id}-${o.title}`);
  leaf(d, W, H);
  titleBlock(d, o.title, 9, 8, W - 18, 20, 10, 2, hex.vermilion);
  const box = { x: 9, y: 33, w: W - 18, h: 46 };
  d.defs.push(
    `<clipPath id="${d.p}gc"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}"/></clipPath>`,
  );
  d.body.push(
    `<g clip-path="url(#${d.p}gc)">${goalPattern(o.id as GoalId, d, box.x, box.y, box.w, box.h)}</g>`,
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="none" stroke="${INK}" stroke-width="1"/>`,
  );
  d.body.push(
    `<rect x="${box.x + 1.3}" y="${box.y + 1.3}" width="${box.w - 2.6}" height="${box.h - 2.6}" fill="none" stroke="url(#${d.p}gold)" stroke-width="1.1"/>`,
  );
  const slots: Slot[] = [0, 1, 2, 3].map((i) => ({ x: W / 2 + (i - 1.5) * 17, y: H - 11.5, r: 5.6 }));
  for (const s of slots) {
    d.body.push(
      `<circle cx="${f(s.x)}" cy="${f(s.y + 0.6)}" r="${f(s.r)}" fill="#000" opacity=".18"/><circle cx="${f(s.x)}" cy="${f(s.y)}" r="${f(s.r)}" fill="${hex.parchmentDeep}" stroke="${INK}" stroke-width=".8" stroke-dasharray="1.6 1.2"/>`,
    );
  }
  d.body.push(
    `<path d="M14 ${H - 11.5}Q20 ${H - 15} 24 ${H - 11.5}M${W - 14} ${H - 11.5}Q${W - 20} ${H - 15} ${W - 24} ${H - 11.5}" fill="none" stroke="${hex.vermilion}" stroke-width="1"/>`,
  );
  return { picture: finish(d, W, H), slots };
}
