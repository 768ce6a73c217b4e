/**
 * The kingdom board's marginalia: the compass rose, each zone's small decor (hills, fields, reeds,
 * trees, ripples, forest) and the creatures in the margins (a boat, fish, a hare, birds, a serpent).
 */
import { hex } from '../../../art/palette';
import { f } from '../../../art/svgkit';

const INK = hex.ink;

/** How a zone looks: its wash, its ground, its small decor and the colour of its lettering. */
export interface ZoneLook {
  tint: string;
  ground: string;
  decor: 'hills' | 'fields' | 'reeds' | 'trees' | 'ripples' | 'forest';
  letter: string;
}

export function compassRose(x: number, y: number, r: number, p: string): string {
  const pts = (n: number, r1: number, r2: number, rot: number) => {
    const out: string[] = [];
    for (let i = 0; i < n * 2; i++) {
      const a = rot + (i * Math.PI) / n;
      const rr = i % 2 === 0 ? r1 : r2;
      out.push(`${f(x + rr * Math.sin(a))},${f(y - rr * Math.cos(a))}`);
    }
    return out.join(' ');
  };
  const rays: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    rays.push(
      `<path d="M${f(x + r * 0.32 * Math.sin(a))} ${f(y - r * 0.32 * Math.cos(a))}L${f(x + r * 1.18 * Math.sin(a))} ${f(y - r * 1.18 * Math.cos(a))}" stroke="${INK}" stroke-width=".5" opacity=".5"/>`,
    );
  }
  // the eight winds: gold cardinal points, vermilion ordinal points, each half-shaded
  const kite = (a: number, len: number, fillA: string, fillB: string) => {
    const tx = x + len * Math.sin(a);
    const ty = y - len * Math.cos(a);
    const w = len * 0.2;
    const lx = x + w * Math.sin(a - Math.PI / 2);
    const ly = y - w * Math.cos(a - Math.PI / 2);
    const rx = x + w * Math.sin(a + Math.PI / 2);
    const ry = y - w * Math.cos(a + Math.PI / 2);
    return `<path d="M${f(x)} ${f(y)}L${f(lx)} ${f(ly)}L${f(tx)} ${f(ty)}Z" fill="${fillA}" stroke="${INK}" stroke-width=".8" stroke-linejoin="round"/><path d="M${f(x)} ${f(y)}L${f(rx)} ${f(ry)}L${f(tx)} ${f(ty)}Z" fill="${fillB}" stroke="${INK}" stroke-width=".8" stroke-linejoin="round"/>`;
  };
  const winds: string[] = [];
  for (let i = 0; i < 4; i++) winds.push(kite(Math.PI / 4 + (i * Math.PI) / 2, r * 0.66, hex.vermilion, '#7A2418'));
  for (let i = 0; i < 4; i++) winds.push(kite((i * Math.PI) / 2, r, `url(#${p}gold)`, hex.goldDeep));
  // a fleur-de-lis on the north point instead of a letter
  const fl = `<g transform="translate(${f(x)} ${f(y - r - 7)}) scale(${f(r / 26)})"><path d="M0 -8Q4 -3 1.6 2L4 2Q9 -4 7 -8Q12 -4 7 4L-7 4Q-12 -4 -7 -8Q-9 -4 -4 2L-1.6 2Q-4 -3 0 -8Z" fill="url(#${p}gold)" stroke="${INK}" stroke-width=".8" stroke-linejoin="round"/><path d="M-5 4L5 4L5 6.2L-5 6.2Z" fill="${hex.vermilion}" stroke="${INK}" stroke-width=".6"/></g>`;
  return `<g><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.86)}" fill="${hex.vellum}" fill-opacity=".55" stroke="${INK}" stroke-width=".8"/>
    <circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.78)}" fill="none" stroke="${INK}" stroke-width=".5" stroke-dasharray="1 2"/>
    ${rays.join('')}<polygon points="${pts(8, r * 0.4, r * 0.2, Math.PI / 8)}" fill="${hex.azurite}" stroke="${INK}" stroke-width=".6"/>
    ${winds.join('')}<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.09)}" fill="${hex.vellum}" stroke="${INK}" stroke-width=".8"/>${fl}</g>`;
}

// small decorations, each drawn around (0,0) with its foot at y=0 and about `s` wide
export function decorSvg(
  kind: ZoneLook['decor'],
  x: number,
  y: number,
  s: number,
  r: () => number,
  look: ZoneLook,
): string {
  const k = s / 20;
  const t = `translate(${f(x)} ${f(y)}) scale(${f(k)})`;
  const ink = `stroke="${INK}" stroke-linejoin="round" stroke-linecap="round"`;
  switch (kind) {
    case 'hills': {
      const c = r() < 0.5 ? '#CDB98E' : '#BFA97E';
      const top = '#E6D6AE';
      return `<g transform="${t}" ${ink} stroke-width="1"><path d="M-15 0L-13 -5Q-5 -7.5 4 -5.5L13 -5.5L15 0Z" fill="${c}"/><path d="M-9 -5.5L-7 -10.5Q-1 -12.5 5 -10.5L9 -10.5L10.5 -5.5Z" fill="${c}"/><path d="M-4 -10.5L-2 -14.5Q2 -16 5 -14.5L6.5 -10.5Z" fill="${c}"/>
        <path d="M-12 -4.6Q-5 -6.4 3 -4.8M-6.5 -9.6Q-1 -11.2 4.5 -9.8M-1.6 -13.8Q2 -15 4.6 -13.9" fill="none" stroke="${top}" stroke-width="1.4"/></g>`;
    }
    case 'fields': {
      if (r() < 0.35)
        return `<g transform="${t}" ${ink} stroke-width=".9"><path d="M-6 0L-1.6 -7L-6.5 -15Q0 -18.5 6.5 -15L1.6 -7L6 0Q0 1.2 -6 0Z" fill="#D8B85A"/><path d="M-2.6 -7.6L2.6 -7.6" stroke="#8A5A2A" stroke-width="1.8"/><path d="M-3.6 -14.4L-1 -9M0 -15.6L0 -9M3.6 -14.4L1 -9M-3 -1L-1 -5M3 -1L1 -5" fill="none" stroke="#A8873A" stroke-width=".7"/></g>`;
      const cols = ['#D9C27A', '#BCC47E', '#CDAE72'];
      const o = Math.floor(r() * 3);
      const strip = (i: number) => {
        const c = cols[(o + i) % 3];
        const x0 = -18 + i * 12;
        const furrows = [2.5, 5, 7.5, 10].map((k) => `M${x0 + k} -1L${x0 + k + 3} -9`).join('');
        return `<path d="M${x0} 0L${x0 + 12} 0L${x0 + 15} -10L${x0 + 3} -10Z" fill="${c}"/><path d="${furrows}" stroke="#9A8452" stroke-width=".7" opacity=".8"/>`;
      };
      return `<g transform="${t}" opacity=".85">${strip(0)}${strip(1)}${strip(2)}<path d="M-18 0L18 0L21 -10L-15 -10Z" fill="none" stroke="#8A7A4A" stroke-width=".7" stroke-dasharray="2 1.5"/></g>`;
    }
    case 'reeds':
      return `<g transform="${t}" ${ink}><ellipse cx="0" cy="-1" rx="11" ry="3" fill="#8FAAB2" stroke-width=".9"/><path d="M-5 -1L-6 -13M-2 -1L-2 -15M2 -1L3 -12M5 -1L7 -10" fill="none" stroke="#4F6A3A" stroke-width="1.2"/><path d="M-2 -15L-2 -11M-6 -13L-6 -10" stroke="#6B4A2B" stroke-width="2.2"/></g>`;
    case 'trees': {
      const c = ['#5B8A3A', '#4A7F3A', '#6E8A2E'][Math.floor(r() * 3)];
      return `<g transform="${t}" ${ink} stroke-width="1.1"><path d="M0 0L0 -8" stroke-width="3"/><path d="M0 0L0 -8" stroke="#6B4A2B" stroke-width="1.4"/><path d="M0 -20Q7 -20 8 -14Q10 -8 3 -7Q0 -5 -3 -7Q-10 -8 -8 -14Q-7 -20 0 -20Z" fill="${c}"/><path d="M-4 -14q2 -2 4 0M1 -11q2 -2 4 0" fill="none" stroke-width=".7"/></g>`;
    }
    case 'ripples':
      return `<g transform="${t}" fill="none" stroke="#5E7D8A" stroke-width="1.1" stroke-linecap="round"><path d="M-10 -4q2.5 -3 5 0t5 0t5 0M-4 0q2.5 -3 5 0t5 0"/></g>`;
    case 'forest': {
      const one = (dx: number, h: number, c: string) =>
        `<path d="M${dx} ${-h}L${dx + 5} ${-h * 0.55}L${dx + 3} ${-h * 0.55}L${dx + 7} ${-h * 0.1}L${dx - 7} ${-h * 0.1}L${dx - 3} ${-h * 0.55}L${dx - 5} ${-h * 0.55}Z" fill="${c}"/><path d="M${dx} ${-h * 0.1}L${dx} 0" stroke-width="2"/>`;
      return `<g transform="${t}" ${ink} stroke-width="1">${one(-5, 20, '#2F5E34')}${one(5, 16, '#3F6E45')}</g>`;
    }
  }
  void look;
  return '';
}

/** A little boat with a sail on the river. */
export function boatSvg(x: number, y: number): string {
  return `<g transform="translate(${f(x)} ${f(y)})" stroke="${INK}" stroke-width="1" stroke-linejoin="round"><path d="M-9 0L9 0L6 4L-6 4Z" fill="#8A5A2A"/><path d="M0 0L0 -15" /><path d="M0 -14Q7 -8 0 -2Z" fill="${hex.vellum}"/><path d="M0 -15L-4 -13L0 -12" fill="${hex.vermilion}"/></g>`;
}
export function fishSvg(x: number, y: number, flip: boolean): string {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${flip ? -1 : 1} 1) rotate(-25)" stroke="${INK}" stroke-width=".8" stroke-linejoin="round"><path d="M-7 0Q-1 -5 5 0L9 -3L8 3L5 1Q-1 5 -7 0Z" fill="#C9A23A"/><circle cx="-4" cy="-.6" r=".7" fill="${INK}" stroke="none"/></g>`;
}
export function hareSvg(x: number, y: number): string {
  return `<g transform="translate(${f(x)} ${f(y)})" stroke="${INK}" stroke-width=".9" stroke-linejoin="round"><path d="M-9 0Q-10 -7 -3 -8Q3 -9 5 -6L7 -7L6 -15Q8 -15 8.5 -8L9.5 -14Q11 -14 10.5 -7Q13 -5 11 -3L7 -3Q6 0 3 0Z" fill="#A8784A"/><circle cx="9" cy="-5.4" r=".7" fill="${INK}" stroke="none"/><path d="M-9 -3Q-12 -4 -11 -1" fill="${hex.vellum}"/></g>`;
}
export function birdsSvg(x: number, y: number): string {
  return `<g transform="translate(${f(x)} ${f(y)})" fill="none" stroke="${INK}" stroke-width="1" stroke-linecap="round"><path d="M-8 0q2 -3 4 0q2 -3 4 0M2 -6q1.6 -2.4 3.2 0q1.6 -2.4 3.2 0M-2 -10q1.4 -2 2.8 0q1.4 -2 2.8 0"/></g>`;
}
export function serpentSvg(x: number, y: number): string {
  return `<g transform="translate(${f(x)} ${f(y)})" stroke="${INK}" stroke-width="1" stroke-linejoin="round" stroke-linecap="round"><path d="M-14 2Q-12 -6 -8 2Q-5 -7 -1 2" fill="none" stroke="#3F7A3B" stroke-width="3.4"/><path d="M-14 2Q-12 -6 -8 2Q-5 -7 -1 2" fill="none" stroke="#6E9A5A" stroke-width="1.6"/><path d="M2 2Q2 -8 7 -9Q12 -9 12 -6L8 -5Q6 -4 6 2" fill="#6E9A5A"/><circle cx="8.4" cy="-7.2" r=".7" fill="${INK}" stroke="none"/><path d="M12 -6L15 -5" stroke="${hex.vermilion}"/></g>`;
}
