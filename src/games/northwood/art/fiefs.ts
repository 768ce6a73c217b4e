/**
 * For Northwood!'s fief cards: the big number (the exact tricks a visit needs), gold stars, the
 * landscape; a friendly fief wears its ruler's seal, a failed one is greyed and struck.
 */
import type { Picture } from '../../../art/compose';
import { hex } from '../../../art/palette';
import { frame, seal, star } from '../../../art/svg';
import { nest } from '../../../art/svgkit';
import {
  CARD_H,
  CARD_W,
  crownSvg,
  FAILED,
  type FiefStatus,
  fitSize,
  GOLD_TEXT,
  houseFrame,
  INK,
  initialGround,
  parchmentBody,
  picture,
  type Suit,
  sheet,
  suitColor,
} from './cards';
import { backSvg, emblemSvg, fiefSvg } from './raw';

export interface FiefText {
  name: string;
  number: number;
  stars: number;
  status: FiefStatus;
  /** suit of the ruler who made the fief friendly (colour and emblem of the seal) */
  ruler?: Suit;
}

/** A fief card: the big number (exact tricks), gold stars, the landscape; friendly and failed variants. */
export function fiefCard(n: number, t: FiefText): Picture {
  if (t.status === 'failed') return failedFief(n, t);
  const friendly = t.status === 'friendly';
  const s = sheet(`f-${n}-${t.status}-${t.ruler ?? ''}`);
  parchmentBody(s, 21 + n);
  houseFrame(s);
  // number initial (vermilion rubric ground)
  s.body.push(initialGround(s, 16, 15, 60, hex.vermilion, hex.goldDeep, 'n'));
  s.labels.push({
    text: String(t.number),
    x: 46,
    y: 47,
    size: 46,
    font: 'display',
    color: GOLD_TEXT,
    stroke: { color: INK, width: 3 },
  });
  // stars
  s.defs.push(
    `<radialGradient id="${s.p}halo"><stop offset=".25" stop-color="${hex.goldBright}" stop-opacity=".95"/><stop offset=".6" stop-color="${hex.goldBright}" stop-opacity=".35"/><stop offset="1" stop-color="${hex.goldBright}" stop-opacity="0"/></radialGradient>`,
  );
  const k = Math.max(1, t.stars);
  const gap = 23;
  const cx0 = 136 - ((k - 1) * gap) / 2;
  for (let i = 0; i < t.stars; i++) {
    const cx = cx0 + i * gap;
    const mid = (t.stars - 1) / 2;
    const cy = 48 - (mid * mid - (i - mid) * (i - mid)) * 1.6;
    if (friendly) {
      s.body.push(
        `<circle cx="${cx}" cy="${cy}" r="19" fill="url(#${s.p}halo)"/>`,
        `<g stroke="${hex.gold}" stroke-width="1" opacity=".9">${[0, 1, 2, 3, 4, 5, 6, 7]
          .map((j) => {
            const a = (j * Math.PI) / 4 + Math.PI / 8;
            return `<path d="M${(cx + 12 * Math.cos(a)).toFixed(1)} ${(cy + 12 * Math.sin(a)).toFixed(1)}L${(cx + 17 * Math.cos(a)).toFixed(1)} ${(cy + 17 * Math.sin(a)).toFixed(1)}"/>`;
          })
          .join('')}</g>`,
      );
    }
    s.body.push(star(cx, cy, friendly ? 12 : 11, `url(#${s.p}gold)`));
  }
  // vignette
  s.body.push(
    `<rect x="14" y="84" width="172" height="152" fill="${hex.lapis}"/>`,
    nest(fiefSvg[n] ?? '', `${s.p}v-`, 14, 84, 172, 152, true),
    `<rect x="14" y="84" width="172" height="152" fill="none" stroke="url(#${s.p}gold)" stroke-width="3"/>`,
    `<rect x="12.3" y="82.3" width="175.4" height="155.4" fill="none" stroke="${INK}" stroke-width="1"/>`,
  );
  if (friendly) {
    const suit = t.ruler;
    const wax = suit ? suitColor[suit] : hex.vermilion;
    const emblem = suit ? nest(emblemSvg[suit], `${s.p}se-`, -34, -34, 68, 68) : crownSvg(0, 4, 60, `${s.p}gold`);
    s.body.push(
      `<path d="M150 216C148 224 145 229 141 234M157 218C158 225 160 230 164 235" stroke="${INK}" stroke-width="6.4" fill="none" stroke-linecap="round"/>`,
      `<path d="M150 216C148 224 145 229 141 234M157 218C158 225 160 230 164 235" stroke="${wax}" stroke-width="4.4" fill="none" stroke-linecap="round"/>`,
      `<g transform="rotate(-12 156 204)">${seal(156, 204, 21, wax, `<g opacity=".92">${emblem}</g>`)}</g>`,
    );
  }
  s.labels.push({
    text: t.name,
    x: 100,
    y: 256,
    size: fitSize(t.name, 14.5, 168, 0.66),
    font: 'display',
    color: INK,
    maxWidth: 168,
  });
  return picture(s);
}

/** A failed fief: face down in grey, the number still large and readable, stars and name kept. */
function failedFief(n: number, t: FiefText): Picture {
  const s = sheet(`ff-${n}`);
  s.defs.push(
    `<filter id="${s.p}grey" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values=".25 .45 .1 0 .14  .24 .43 .1 0 .13  .22 .4 .1 0 .12  0 0 0 1 0"/></filter>`,
    `<clipPath id="${s.p}card"><rect x=".5" y=".5" width="${CARD_W - 1}" height="${CARD_H - 1}" rx="10"/></clipPath>`,
  );
  s.body.push(
    `<g clip-path="url(#${s.p}card)" filter="url(#${s.p}grey)">${nest(backSvg, `${s.p}b-`, 0, 0, CARD_W, CARD_H, true)}</g>`,
    `<rect x=".5" y=".5" width="${CARD_W - 1}" height="${CARD_H - 1}" rx="10" fill="${FAILED}" opacity=".35"/>`,
    frame(0, 0, CARD_W, CARD_H, { goldId: `${s.p}silver`, inset: 7, radius: 10 }),
  );
  s.defs.push(
    `<linearGradient id="${s.p}silver" gradientTransform="rotate(35 .5 .5)"><stop offset="0" stop-color="#5E5A54"/><stop offset=".45" stop-color="#A9A49A"/><stop offset=".55" stop-color="#D8D3C8"/><stop offset="1" stop-color="#5E5A54"/></linearGradient>`,
  );
  // central roundel with the number, stars below it, the name on a band
  s.body.push(
    `<circle cx="100" cy="143" r="50" fill="#000" opacity=".25"/>`,
    `<circle cx="100" cy="140" r="50" fill="#E6E0D2" stroke="${INK}" stroke-width="1.6"/>`,
    `<circle cx="100" cy="140" r="45" fill="none" stroke="url(#${s.p}silver)" stroke-width="3"/>`,
    `<circle cx="100" cy="140" r="40.5" fill="none" stroke="${FAILED}" stroke-width=".8"/>`,
  );
  const gap = 23;
  const cx0 = 100 - ((Math.max(1, t.stars) - 1) * gap) / 2;
  s.body.push(
    `<rect x="${cx0 - 17}" y="196" width="${(t.stars - 1) * gap + 34}" height="28" rx="14" fill="#E6E0D2" stroke="${INK}" stroke-width="1.2"/>`,
  );
  for (let i = 0; i < t.stars; i++) s.body.push(star(cx0 + i * gap, 210, 10, `url(#${s.p}silver)`));
  s.body.push(
    `<rect x="26" y="232" width="148" height="26" rx="3" fill="#E6E0D2" stroke="${INK}" stroke-width="1.2"/>`,
  );
  s.labels.push(
    {
      text: String(t.number),
      x: 100,
      y: 124,
      size: 64,
      font: 'display',
      color: '#3E3B36',
      stroke: { color: '#E6E0D2', width: 2 },
    },
    {
      text: t.name,
      x: 100,
      y: 246,
      size: fitSize(t.name, 13, 138, 0.66),
      font: 'display',
      color: '#3E3B36',
      maxWidth: 138,
    },
  );
  return picture(s);
}
