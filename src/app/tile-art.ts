/** Miniatures on the title screen's game tiles: one small illuminated picture per game (inline SVG). */
import type { GameId } from '../../machines/core/game';
import { hex } from '../art/palette';
import { diaperPattern, goldGradient, star, svgDoc } from '../art/svg';

const W = 300;
const H = 150;

function northwood(p: string): string {
  const defs = goldGradient(`${p}g`) + diaperPattern(`${p}d`, { ground: '#1f3a6e', line: hex.goldDeep, size: 12 });
  const hill = (d: string, fill: string) =>
    `<path d="${d}" fill="${fill}" stroke="${hex.ink}" stroke-width="1.6" stroke-linejoin="round"/>`;
  const pine = (x: number, y: number, s: number) =>
    `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -30L10 -12H5L14 2H-14L-5 -12H-10Z" fill="${hex.verdigris}" stroke="${hex.ink}" stroke-width="1.4" stroke-linejoin="round"/><rect x="${x - 1.5 * s}" y="${y + 2 * s}" width="${3 * s}" height="${6 * s}" fill="${hex.inkSoft}"/>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#${p}d)"/>
    <circle cx="236" cy="38" r="17" fill="url(#${p}g)" stroke="${hex.ink}" stroke-width="1.4"/>
    ${star(60, 28, 6, `url(#${p}g)`)}${star(110, 46, 4, `url(#${p}g)`)}${star(170, 22, 5, `url(#${p}g)`)}
    ${hill('M-5 150L-5 95C20 80 40 70 70 78L90 70C120 60 150 70 170 86L200 96L305 88V150Z', '#7a9a55')}
    ${hill('M-5 150V120C40 104 80 100 120 110C170 96 230 96 305 112V150Z', hex.verdigris)}
    <g stroke="${hex.ink}" stroke-width="1.5" stroke-linejoin="round">
      <rect x="128" y="64" width="26" height="44" fill="${hex.leadWhite}"/><path d="M124 66L141 34L158 66Z" fill="${hex.vermilion}"/>
      <rect x="136" y="80" width="9" height="14" rx="4" fill="${hex.ink}"/><path d="M141 34V24L152 28L141 31" fill="url(#${p}g)"/>
    </g>
    ${pine(40, 118, 1)}${pine(62, 124, 0.8)}${pine(226, 120, 1.1)}${pine(252, 126, 0.85)}${pine(92, 132, 0.7)}`;
  return svgDoc(W, H, body, defs);
}

function temperaments(p: string): string {
  const defs =
    goldGradient(`${p}g`) +
    diaperPattern(`${p}d`, { ground: hex.vermilion, line: hex.goldDeep, size: 12, kind: 'check' });
  const disc = (x: number, y: number, fill: string, emblem: string) =>
    `<g transform="translate(${x} ${y})"><circle r="26" fill="${fill}" stroke="${hex.ink}" stroke-width="2"/><circle r="21" fill="none" stroke="url(#${p}g)" stroke-width="2.5"/>${emblem}</g>`;
  const flame = `<path d="M0 14C-10 12 -12 2 -6 -6C-4 0 -1 1 0 -2C0 -8 4 -12 3 -17C10 -10 12 -2 10 4C8 10 5 13 0 14Z" fill="${hex.vermilion}" stroke="${hex.ink}" stroke-width="1.3"/>`;
  const heart = `<path d="M0 13C-14 3 -14 -10 -6 -11C-2 -11 0 -8 0 -6C0 -8 2 -11 6 -11C14 -10 14 3 0 13Z" fill="#F4EEDC" stroke="${hex.ink}" stroke-width="1.3"/>`;
  const moon = `<path d="M5 -13A14 14 0 1 0 5 13A11 11 0 1 1 5 -13Z" fill="#E8DFC8" stroke="${hex.ink}" stroke-width="1.3"/>`;
  const wave = `<path d="M-14 2C-10 -6 -4 -6 0 0C4 6 10 6 14 -2M-14 10C-10 2 -4 2 0 8C4 14 10 14 14 6" fill="none" stroke="#F4EEDC" stroke-width="2.6" stroke-linecap="round"/>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#${p}d)"/>
    <path d="M150 12C190 12 220 40 220 75C220 110 190 138 150 138C110 138 80 110 80 75C80 40 110 12 150 12Z" fill="${hex.parchment}" stroke="${hex.ink}" stroke-width="2"/>
    ${disc(112, 50, '#D9A21B', flame)}${disc(188, 50, '#B3261E', heart)}${disc(112, 102, '#2E2B3A', moon)}${disc(188, 102, '#8DB3C7', wave)}
    <circle cx="150" cy="76" r="9" fill="url(#${p}g)" stroke="${hex.ink}" stroke-width="1.5"/>`;
  return svgDoc(W, H, body, defs);
}

function clouds(p: string): string {
  const defs = goldGradient(`${p}g`);
  const cloud = (x: number, y: number, s: number) =>
    `<path transform="translate(${x} ${y}) scale(${s})" d="M-40 10C-52 10 -52 -6 -40 -8C-42 -22 -22 -26 -16 -16C-12 -30 10 -30 14 -16C22 -24 40 -18 36 -6C50 -6 50 10 38 10Z" fill="${hex.azurite}" stroke="url(#${p}g)" stroke-width="${3 / s}"/>`;
  const wing = `<g transform="translate(150 78)" stroke="${hex.ink}" stroke-width="1.6" stroke-linejoin="round">
      <path d="M-30 10C-34 -2 -20 -10 -8 -8L14 -10C22 -20 30 -22 34 -16C30 -12 26 -6 24 0C22 8 16 12 8 12L-20 14Z" fill="${hex.leadWhite}"/>
      <path d="M-24 12L-28 28M-12 13L-10 30M6 12L2 29M16 10L20 26" fill="none" stroke-width="3"/>
      <path d="M-10 -8C-14 -30 -4 -44 12 -48C8 -38 14 -34 4 -28C14 -28 18 -22 6 -18C12 -16 10 -12 0 -9Z" fill="url(#${p}g)"/>
      <path d="M30 -18C30 -24 26 -30 22 -30" fill="none" stroke="${hex.vermilion}" stroke-width="3"/>
      <circle cx="29" cy="-15" r="1.4" fill="${hex.ink}"/></g>`;
  const body = `<rect width="${W}" height="${H}" fill="${hex.lapis}"/>
    <rect width="${W}" height="${H}" fill="url(#${p}sky)"/>
    ${star(40, 26, 5, `url(#${p}g)`)}${star(262, 30, 6, `url(#${p}g)`)}${star(210, 16, 3.5, `url(#${p}g)`)}${star(80, 60, 3.5, `url(#${p}g)`)}
    ${cloud(70, 120, 1.1)}${cloud(238, 112, 1.25)}${cloud(160, 134, 0.9)}${wing}`;
  return svgDoc(
    W,
    H,
    body,
    `${defs}<linearGradient id="${p}sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d3566"/><stop offset="1" stop-color="${hex.azurite}"/></linearGradient>`,
  );
}

export function tileArt(id: GameId): string {
  const p = `tile-${id}-`;
  return id === 'northwood' ? northwood(p) : id === 'temperaments' ? temperaments(p) : clouds(p);
}
