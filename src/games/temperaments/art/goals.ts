/**
 * Goal cards of Four Temperaments: an illuminated title and the goal's pattern as a miniature
 * (a small kingdom, roads, rivers, potions), with four marker places along the bottom.
 */
import { hex } from '../../../art/palette';
import { diaperPattern } from '../../../art/svg';
import { f, tag } from '../../../art/svgkit';
import {
  type CardArt,
  type Doc,
  doc,
  figure,
  finish,
  GOAL_H,
  GOAL_W,
  hills,
  INK,
  leaf,
  type Slot,
  titleBlock,
} from './cards';
import { type H, humourDisc } from './humours';
import { type Kind, vignette } from './locations';
import type { ResidentType } from './raw';
import { bridgeSvg } from './river';

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
/**
 * The five stops of a road across a picture: `inset` in from each side and at 0.3, 0.5 and 0.7 of its
 * width, each at its fraction `ys` of the height.
 */
function roadStops(x: number, y: number, w: number, h: number, inset: number, ys: number[]): [number, number][] {
  const xs = [x + inset, x + w * 0.3, x + w * 0.5, x + w * 0.7, x + w - inset];
  return xs.map((px, i) => [px, y + h * (ys[i] as number)]);
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
      const pts = roadStops(x, y, w, h, 10, [0.3, 0.22, 0.32, 0.2, 0.3]);
      return (
        miniKingdom(x, y, w, h) +
        road(pts, 2.2) +
        pts.map(([px, py]) => pip(px, py, 4.2, p)).join('') +
        `<path d="M${x + 8} ${y + h * 0.78}L${x + w - 8} ${y + h * 0.78}" stroke="${INK}" stroke-width="1" marker-end=""/>` +
        `<path d="M${x + w - 13} ${y + h * 0.78 - 3}L${x + w - 8} ${y + h * 0.78}L${x + w - 13} ${y + h * 0.78 + 3}M${x + 13} ${y + h * 0.78 - 3}L${x + 8} ${y + h * 0.78}L${x + 13} ${y + h * 0.78 + 3}" fill="none" stroke="${INK}" stroke-width="1"/>`
      );
    }
    case 'goal-pilgrims-way': {
      const pts = roadStops(x, y, w, h, 12, [0.62, 0.4, 0.62, 0.4, 0.62]);
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
