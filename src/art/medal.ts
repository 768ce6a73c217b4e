/**
 * Medals for the end of a game: a struck medallion on a ribbon, in bronze, silver or gold, with a
 * laurel wreath and a star; `none` is a plain wax seal for a game that fell short.
 */
import type { Picture } from './compose';
import { hex } from './palette';
import { seal, star, svgDoc } from './svg';

export type Medal = 'gold' | 'silver' | 'bronze' | 'none';

const METAL: Record<Exclude<Medal, 'none'>, [string, string, string]> = {
  gold: ['#8E6B1F', '#E2B84A', '#FFF1B0'],
  silver: ['#5E646C', '#BFC5CC', '#F4F7FA'],
  bronze: ['#5E3418', '#B06A34', '#F0B98A'],
};

function laurel(r: number, side: 1 | -1): string {
  let out = '';
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (0.14 + i * 0.082) * side;
    const x = Math.sin(a) * r;
    const y = Math.cos(a) * r;
    const rot = (-a * 180) / Math.PI + (side > 0 ? -150 : -30);
    out += `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rot.toFixed(1)})" d="M0 0C4 -5 10 -6 14 -3C10 1 5 3 0 0Z" fill="${hex.verdigris}" stroke="${hex.ink}" stroke-width="0.8"/>`;
  }
  return out;
}

export function medalPicture(medal: Medal, size = 200): Picture {
  const c = size / 2;
  if (medal === 'none') {
    const body = seal(
      c,
      c,
      size * 0.38,
      hex.failed,
      `<path d="M-18 -18L18 18M18 -18L-18 18" stroke="#3b3833" stroke-width="7" stroke-linecap="round"/>`,
    );
    return { width: size, height: size, svg: svgDoc(size, size, body) };
  }
  const [dark, mid, light] = METAL[medal];
  const defs = `<radialGradient id="md-${medal}" cx=".38" cy=".32" r=".75"><stop offset="0" stop-color="${light}"/><stop offset=".45" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
    <linearGradient id="md-rib" x1="0" x2="1"><stop offset="0" stop-color="#7d1f14"/><stop offset=".5" stop-color="${hex.vermilion}"/><stop offset="1" stop-color="#7d1f14"/></linearGradient>`;
  const r = size * 0.3;
  const body = `
    <path d="M${c - r * 0.7} ${c + r * 0.5}L${c - r * 1.05} ${size - 6}L${c - r * 0.55} ${size - 22}L${c - r * 0.2} ${size - 4}L${c} ${c + r * 0.7}Z" fill="url(#md-rib)" stroke="${hex.ink}" stroke-width="1.5"/>
    <path d="M${c + r * 0.7} ${c + r * 0.5}L${c + r * 1.05} ${size - 6}L${c + r * 0.55} ${size - 22}L${c + r * 0.2} ${size - 4}L${c} ${c + r * 0.7}Z" fill="url(#md-rib)" stroke="${hex.ink}" stroke-width="1.5"/>
    <g transform="translate(${c} ${c - size * 0.06})">
      <circle r="${r * 1.12}" fill="${dark}" stroke="${hex.ink}" stroke-width="2"/>
      <circle r="${r}" fill="url(#md-${medal})" stroke="${dark}" stroke-width="2"/>
      <circle r="${r * 0.86}" fill="none" stroke="${light}" stroke-opacity=".7" stroke-width="1.2" stroke-dasharray="2 3"/>
      ${laurel(r * 0.7, 1)}${laurel(r * 0.7, -1)}
      ${star(0, -2, r * 0.36, `url(#md-${medal})`, dark)}
      <ellipse cx="${-r * 0.35}" cy="${-r * 0.5}" rx="${r * 0.35}" ry="${r * 0.14}" fill="#fff" opacity=".35" transform="rotate(-30 ${-r * 0.35} ${-r * 0.5})"/>
    </g>`;
  return { width: size, height: size, svg: svgDoc(size, size, body, defs) };
}
