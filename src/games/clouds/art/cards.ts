/**
 * Cloud Marches cards and pieces as Pictures: the pony card (portrait, name, class, vigor and mood
 * pips with their maxima, ability and cost), the round pointer medallion in its owner's colour,
 * status badges, class icons, the mood token and the vigor pip. Display strings come from the caller.
 */
import type { Label, Picture } from '../../../art/compose';
import { hex } from '../../../art/palette';
import { diaperPattern, frame, goldGradient, parchmentFilter, seal, svgDoc } from '../../../art/svg';
import { HEAD_CROPS } from './heads';
import { type BadgeKind, cloudsArt, hashOf, nestSvg, type PonyClass, r2 } from './library';

export type { BadgeKind, PonyClass } from './library';

/** The four seats' chronicle colours: vermilion, lapis, verdigris, purpure (in seat order). */
export const SEAT_COLOURS = ['#B23A26', '#2C4F8F', '#3F7A3B', '#6B3A78'] as const;

/** Class grounds behind the portraits (diaper colours). */
export const CLASS_GROUND: Record<PonyClass, { ground: string; line: string; dot: string }> = {
  pegasus: { ground: '#3E62A6', line: '#6F93B8', dot: hex.goldBright },
  unicorn: { ground: '#9A3324', line: '#C8604A', dot: hex.goldBright },
  earth: { ground: '#3F6A36', line: '#6F9A5A', dot: hex.goldBright },
};

export const CARD_W = 100;
export const CARD_H = 140;

export interface PonyCardSpec {
  id: string;
  name: string;
  cls: PonyClass;
  V: number;
  M: number;
  ability: string;
  cost: number;
  /** Current vigor (default V) and mood (default 0): filled pips; the rest up to the maxima are hollow. */
  vigor?: number;
  mood?: number;
  /** Status badges shown along the portrait's lower edge. */
  statuses?: BadgeKind[];
  /** The owner's colour: a wax seal in the top right corner. */
  owner?: string | null;
}

/**
 * A pony card, CARD_W × CARD_H (100 × 140; shown at about 90 × 126 on the table).
 * Layout: portrait window on a class diaper with the class roundel; the name on a scroll; vigor
 * (vermilion lozenges) and mood (gilt roundels) as a big current numeral plus one pip per point up
 * to the maximum; the ability in red with its cost on a gilt seal.
 */
export function ponyCard(c: PonyCardSpec): Picture {
  const art = cloudsArt();
  const vigor = Math.max(0, Math.min(c.V, c.vigor ?? c.V));
  const mood = Math.max(0, Math.min(c.M, c.mood ?? 0));
  const P = `pc${c.id}${hashOf(JSON.stringify(c))}`;
  const W = CARD_W;
  const H = CARD_H;
  const g = CLASS_GROUND[c.cls];
  const defs = [
    goldGradient(`${P}g`),
    parchmentFilter(`${P}p`, 5, 0.16),
    diaperPattern(`${P}d`, { ground: g.ground, line: g.line, dot: g.dot, size: 11 }),
    `<clipPath id="${P}w"><rect x="6" y="6" width="88" height="66" rx="2"/></clipPath>`,
  ].join('');
  // portrait window
  const win = `<rect x="6" y="6" width="88" height="66" rx="2" fill="url(#${P}d)"/>
    <g clip-path="url(#${P}w)">${nestSvg(art.ponies[c.id] ?? '', `${P}a`, 6, 6, 88, 66, { fit: 'xMidYMax slice' })}</g>
    <rect x="6" y="6" width="88" height="66" rx="2" fill="none" stroke="${hex.ink}" stroke-width="1.2"/>`;
  // class roundel in the window's corner
  const cls = nestSvg(art.classes[c.cls], `${P}c`, 2.5, 2.5, 17, 17);
  // owner seal
  const own = c.owner ? seal(89, 11, 7, c.owner, '') : '';
  // statuses: small badges along the window's lower edge, from the right
  const st = (c.statuses ?? []).map((b, i) => nestSvg(art.badges[b], `${P}s${i}`, 80 - i * 13, 59, 13, 13)).join('');
  // name scroll
  const scroll = `<path d="M4 74.5H96L93 80L96 85.5H4L7 80Z" fill="${hex.vellum}" stroke="${hex.ink}" stroke-width="1"/>
    <path d="M4 74.5L7 80L4 85.5" fill="none" stroke="url(#${P}g)" stroke-width="1.2"/><path d="M96 74.5L93 80L96 85.5" fill="none" stroke="url(#${P}g)" stroke-width="1.2"/>`;
  // stat rows
  const rows = statRow(art, `${P}v`, 'vigor', 89, vigor, c.V) + statRow(art, `${P}m`, 'mood', 105, mood, c.M);
  // ability and cost
  const costSeal = nestSvg(art.tokens.mood, `${P}k`, 81.5, 123.5, 14, 14);
  const rule = `<path d="M8 121.5H92" stroke="url(#${P}g)" stroke-width=".9"/>`;
  const body = `<rect x="0" y="0" width="${W}" height="${H}" rx="4" fill="${hex.parchment}" filter="url(#${P}p)"/>
    ${frame(0, 0, W, H, { goldId: `${P}g`, inset: 2.6, fleurons: false, radius: 4, weight: 0.8 })}
    ${win}${cls}${own}${st}${scroll}${rows}${rule}${costSeal}`;
  const labels: Label[] = [
    { text: c.name, x: 50, y: 80.6, size: 13, font: 'caps', weight: 600, color: hex.ink, maxWidth: 82 },
    {
      text: String(vigor),
      x: 13,
      y: 96.4,
      size: 10.5,
      font: 'caps',
      weight: 600,
      color: hex.vellum,
    },
    { text: String(mood), x: 13, y: 112.4, size: 10, font: 'caps', weight: 600, color: hex.ink },
    { text: c.ability, x: 8, y: 130.2, size: 10, italic: true, color: hex.vermilion, align: 'left', maxWidth: 72 },
    { text: String(c.cost), x: 88.5, y: 130.4, size: 9.5, font: 'caps', weight: 600, color: hex.ink },
  ];
  return { width: W, height: H, svg: svgDoc(W, H, body, defs), labels };
}

/** A big token with the current value (numeral as a Label) and one pip per point up to the maximum. */
function statRow(
  art: ReturnType<typeof cloudsArt>,
  P: string,
  kind: 'vigor' | 'mood',
  y: number,
  cur: number,
  max: number,
): string {
  const token = kind === 'vigor' ? art.tokens.vigor : art.tokens.mood;
  const big = nestSvg(token, `${P}t`, 5, y, 16, 16);
  const x0 = 23;
  const span = 70;
  const step = Math.min(9.2, span / Math.max(1, max));
  let pips = '';
  for (let i = 0; i < max; i++) {
    const cx = x0 + step * i + step / 2;
    const cy = y + 8;
    const on = i < cur;
    if (kind === 'vigor') {
      const r = Math.min(4.2, step * 0.48);
      pips += `<path d="M${r2(cx)} ${r2(cy - r * 1.2)}L${r2(cx + r)} ${r2(cy)}L${r2(cx)} ${r2(cy + r * 1.2)}L${r2(cx - r)} ${r2(cy)}Z" fill="${on ? hex.vermilion : 'none'}" stroke="${on ? hex.ink : hex.inkSoft}" stroke-width="${on ? 0.9 : 0.8}"${on ? '' : ' stroke-dasharray="1.4 1"'}/>`;
    } else {
      const r = Math.min(3.7, step * 0.42);
      pips += on
        ? `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="${hex.gold}" stroke="${hex.ink}" stroke-width=".9"/><circle cx="${r2(cx - r * 0.3)}" cy="${r2(cy - r * 0.3)}" r="${r2(r * 0.35)}" fill="${hex.goldBright}"/>`
        : `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="none" stroke="${hex.goldDeep}" stroke-width=".9" stroke-dasharray="1.4 1"/>`;
    }
  }
  return `${big}${pips}`;
}

/**
 * A pointer: the pony's head in a round medallion with a ring in the owner's colour (size × size,
 * default 40). `seat` (0–3) adds the seat's mark on the ring — none, dots, bars, lozenges — so seats
 * differ by more than hue. `active` gilds the ring; `dim` fades it (e.g. already acted).
 */
export function pointer(
  id: string,
  ownerColour: string,
  opts: { size?: number; seat?: number; active?: boolean; dim?: boolean } = {},
): Picture {
  const art = cloudsArt();
  const S = opts.size ?? 40;
  const P = `pt${id}${hashOf(`${ownerColour}${S}${opts.seat}${!!opts.active}${!!opts.dim}`)}`;
  const k = S / 40;
  const [cx, cy, r] = HEAD_CROPS[id] ?? [120, 80, 60];
  const rr = 12.8 * k;
  const c = S / 2;
  const R = 18.8 * k;
  const defs = `${goldGradient(`${P}g`)}<clipPath id="${P}c"><circle cx="${c}" cy="${c}" r="${r2(rr)}"/></clipPath>
    <radialGradient id="${P}b" cx=".5" cy=".4" r=".7"><stop offset="0" stop-color="${hex.vellum}"/><stop offset="1" stop-color="#D8C8A0"/></radialGradient>`;
  const portrait = nestSvg(art.ponies[id] ?? '', `${P}a`, c - rr, c - rr, rr * 2, rr * 2, {
    viewBox: `${cx - r} ${cy - r} ${r * 2} ${r * 2}`,
    fit: 'xMidYMid slice',
  });
  const ringMid = (R + rr + 0.8 * k) / 2;
  let marks = '';
  for (let i = 0; i < 4; i++) {
    const a = (Math.PI / 2) * i + Math.PI / 4;
    const mx = c + Math.cos(a) * ringMid;
    const my = c + Math.sin(a) * ringMid;
    const deg = (a * 180) / Math.PI;
    if (opts.seat === 1)
      marks += `<circle cx="${r2(mx)}" cy="${r2(my)}" r="${r2(1.5 * k)}" fill="${hex.vellum}" stroke="${hex.ink}" stroke-width="${r2(0.5 * k)}"/>`;
    if (opts.seat === 2)
      marks += `<rect x="${r2(mx - 0.9 * k)}" y="${r2(my - 2.4 * k)}" width="${r2(1.8 * k)}" height="${r2(4.8 * k)}" fill="${hex.vellum}" stroke="${hex.ink}" stroke-width="${r2(0.5 * k)}" transform="rotate(${r2(deg)} ${r2(mx)} ${r2(my)})"/>`;
    if (opts.seat === 3)
      marks += `<path d="M${r2(mx)} ${r2(my - 2.4 * k)}L${r2(mx + 1.7 * k)} ${r2(my)}L${r2(mx)} ${r2(my + 2.4 * k)}L${r2(mx - 1.7 * k)} ${r2(my)}Z" fill="${hex.goldBright}" stroke="${hex.ink}" stroke-width="${r2(0.5 * k)}" transform="rotate(${r2(deg + 45)} ${r2(mx)} ${r2(my)})"/>`;
  }
  const body = `<circle cx="${c}" cy="${c}" r="${r2(R + 0.6 * k)}" fill="${hex.ink}" opacity=".25" transform="translate(${r2(0.8 * k)} ${r2(1.2 * k)})"/>
    <circle cx="${c}" cy="${c}" r="${r2(R)}" fill="${ownerColour}" stroke="${hex.ink}" stroke-width="${r2(1.3 * k)}"/>
    ${marks}
    <circle cx="${c}" cy="${c}" r="${r2(rr + 0.8 * k)}" fill="url(#${P}b)" stroke="url(#${P}g)" stroke-width="${r2((opts.active ? 2.2 : 1.5) * k)}"/>
    <g clip-path="url(#${P}c)">${portrait}</g>
    <circle cx="${c}" cy="${c}" r="${r2(rr)}" fill="none" stroke="${hex.ink}" stroke-width="${r2(0.8 * k)}"/>
    ${opts.active ? `<circle cx="${c}" cy="${c}" r="${r2(R)}" fill="none" stroke="url(#${P}g)" stroke-width="${r2(1.6 * k)}"/>` : ''}
    ${opts.dim ? `<circle cx="${c}" cy="${c}" r="${r2(R)}" fill="${hex.parchment}" opacity=".5"/>` : ''}`;
  return { width: S, height: S, svg: svgDoc(S, S, body, defs) };
}

function icon(svg: string, prefix: string, size: number): Picture {
  return { width: size, height: size, svg: svgDoc(size, size, nestSvg(svg, prefix, 0, 0, size, size)) };
}

/** A status badge (marked, respite, doubled, hobbled, warded, unveiled), size × size (reads at 14). */
export function badge(kind: BadgeKind, size = 16): Picture {
  return icon(cloudsArt().badges[kind], `bd${kind}${size}`, size);
}

/** A class roundel (pegasus wing, unicorn horn, earth horseshoe), size × size (reads at 14). */
export function classIcon(cls: PonyClass, size = 16): Picture {
  return icon(cloudsArt().classes[cls], `ci${cls}${size}`, size);
}

/** A mood token: a gilt roundel with a sun's face (placed on the map and on cards). */
export function moodToken(size = 18): Picture {
  return icon(cloudsArt().tokens.mood, `mt${size}`, size);
}

/** A vigor pip: a vermilion lozenge; `filled: false` gives the hollow pip of a lost point. */
export function vigorPip(size = 12, filled = true): Picture {
  if (filled) return icon(cloudsArt().tokens.vigor, `vp${size}`, size);
  const s = size;
  return {
    width: s,
    height: s,
    svg: svgDoc(
      s,
      s,
      `<path d="M${s / 2} ${s * 0.08}L${s * 0.86} ${s / 2}L${s / 2} ${s * 0.92}L${s * 0.14} ${s / 2}Z" fill="none" stroke="${hex.inkSoft}" stroke-width="${r2(s * 0.06)}" stroke-dasharray="${r2(s * 0.1)} ${r2(s * 0.07)}"/>`,
    ),
  };
}
