/**
 * The pony-drawing kit used to author `assets/clouds/ponies/*.svg` (run `ponies.ts`). Shapes are
 * written by hand in local coordinates; these helpers only place, mirror and outline them.
 */

export const INK = '#2A2018';
export type Pt = [number, number];

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** A smooth closed path through points (Catmull-Rom → cubic Bézier). */
export function smoothClosed(pts: Pt[], tension = 1): string {
  const n = pts.length;
  let d = `M${f(pts[0]?.[0] ?? 0)} ${f(pts[0]?.[1] ?? 0)}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n] as Pt;
    const p1 = pts[i] as Pt;
    const p2 = pts[(i + 1) % n] as Pt;
    const p3 = pts[(i + 2) % n] as Pt;
    const k = tension / 6;
    d += `C${f(p1[0] + (p2[0] - p0[0]) * k)} ${f(p1[1] + (p2[1] - p0[1]) * k)} ${f(p2[0] - (p3[0] - p1[0]) * k)} ${f(p2[1] - (p3[1] - p1[1]) * k)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d}Z`;
}

/** A smooth open path through points. */
export function smoothOpen(pts: Pt[], tension = 1): string {
  const n = pts.length;
  let d = `M${f(pts[0]?.[0] ?? 0)} ${f(pts[0]?.[1] ?? 0)}`;
  for (let i = 0; i < n - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)] as Pt;
    const p1 = pts[i] as Pt;
    const p2 = pts[i + 1] as Pt;
    const p3 = pts[Math.min(n - 1, i + 2)] as Pt;
    const k = tension / 6;
    d += `C${f(p1[0] + (p2[0] - p0[0]) * k)} ${f(p1[1] + (p2[1] - p0[1]) * k)} ${f(p2[0] - (p3[0] - p1[0]) * k)} ${f(p2[1] - (p3[1] - p1[1]) * k)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/** The outline of a tube of varying width along a centre line (legs, necks, poles, horns). */
export function tube(pts: Pt[], widths: number[], capped = true): string {
  const left: Pt[] = [];
  const right: Pt[] = [];
  const n = pts.length;
  for (let i = 0; i < n; i++) {
    const a = pts[Math.max(0, i - 1)] as Pt;
    const b = pts[Math.min(n - 1, i + 1)] as Pt;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    const w = (widths[i] ?? widths[widths.length - 1] ?? 1) / 2;
    const p = pts[i] as Pt;
    left.push([p[0] + nx * w, p[1] + ny * w]);
    right.push([p[0] - nx * w, p[1] - ny * w]);
  }
  if (!capped) return smoothClosed([...left, ...right.reverse()], 0.9);
  // round-ish caps: add a point beyond each end
  const end = pts[n - 1] as Pt;
  const pre = pts[n - 2] as Pt;
  const el = Math.hypot(end[0] - pre[0], end[1] - pre[1]) || 1;
  const we = (widths[n - 1] ?? 1) * 0.4;
  const capE: Pt = [end[0] + ((end[0] - pre[0]) / el) * we, end[1] + ((end[1] - pre[1]) / el) * we];
  const st = pts[0] as Pt;
  const nx2 = pts[1] as Pt;
  const sl = Math.hypot(st[0] - nx2[0], st[1] - nx2[1]) || 1;
  const ws = (widths[0] ?? 1) * 0.4;
  const capS: Pt = [st[0] + ((st[0] - nx2[0]) / sl) * ws, st[1] + ((st[1] - nx2[1]) / sl) * ws];
  return smoothClosed([...left, capE, ...right.reverse(), capS], 0.9);
}

export interface Style {
  fill: string;
  stroke?: string;
  sw?: number;
  extra?: string;
}

export function path(d: string, s: Style): string {
  return `<path d="${d}" fill="${s.fill}" stroke="${s.stroke ?? INK}" stroke-width="${s.sw ?? 2.6}" stroke-linejoin="round" stroke-linecap="round"${s.extra ? ` ${s.extra}` : ''}/>`;
}

export function line(d: string, sw = 1.6, stroke = INK, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
}

export function g(transform: string, body: string): string {
  return `<g transform="${transform}">${body}</g>`;
}

/** Places a shape drawn facing right at (x, y), rotated, scaled, optionally mirrored. */
export function place(
  x: number,
  y: number,
  body: string,
  o: { rot?: number; s?: number; flip?: boolean } = {},
): string {
  const s = o.s ?? 1;
  return g(`translate(${f(x)} ${f(y)}) rotate(${o.rot ?? 0}) scale(${o.flip ? -s : s} ${s})`, body);
}

// ───────────────────────────── the head ─────────────────────────────

export interface HeadOpts {
  coat: string;
  shade: string; // a darker tone of the coat for the far ear and inner lines
  mane: string;
  maneDark: string;
  eye?: 'open' | 'closed' | 'fierce' | 'up' | 'wise' | 'sing';
  iris?: string;
  mouth?: 'closed' | 'open' | 'sing' | 'smile' | 'bite' | 'puff';
  build?: 'fine' | 'plain' | 'broad';
  horn?: string; // horn colour (unicorns)
  hornGold?: string;
  forelock?: 'tuft' | 'long' | 'wisp' | 'crest' | 'bangs' | 'icy' | 'none';
  blaze?: string; // a white blaze on the face
  muzzle?: string; // a muzzle colour (soft nose)
  ears?: 'up' | 'back';
}

/**
 * A pony head in profile facing right: poll at about (−20, −28), muzzle at (+46, +30), throat at
 * (−20, +22). The neck joins between the poll and the throat. About 70 × 70 before scaling.
 */
export function head(o: HeadOpts): string {
  const b = o.build ?? 'plain';
  const j = b === 'broad' ? 4 : b === 'fine' ? -2 : 0; // jowl fullness
  const m = b === 'fine' ? 1 : b === 'broad' ? -2 : 0; // muzzle reach
  const opened = o.mouth === 'open' || o.mouth === 'sing';
  const lower = opened
    ? `L27 31L${41 + m} 39C${41 + m} 45 35 48 28 46C21 44 15 38 10 ${36 + j / 3}`
    : `C${39 + m} 33 36 32 33 32C${35 + m} 36 ${32 + m} ${41 + j / 2} 26 ${41 + j / 2}C20 ${41 + j / 2} 15 36 10 ${36 + j / 3}`;
  const d = `M-20 -26C-14 -36 2 -38 12 -30C24 -20 ${34 + m} -4 ${42 + m} 8C${49 + m} 17 ${49 + m} 27 ${43 + m} 31${lower}C0 ${44 + j} ${-16 - j} ${42 + j} -20 ${28 + j / 2}C-24 18 -26 -12 -20 -26Z`;
  const gape = opened ? path(`M${44 + m} 30L25 31L${42 + m} 40Z`, { fill: '#6A2420', sw: 1.6 }) : '';
  const earUp = (o.ears ?? 'up') === 'up';
  const farEar = earUp
    ? path('M-6 -32C-4 -46 2 -56 8 -60C12 -50 12 -40 6 -31Z', { fill: o.shade, sw: 2.2 })
    : path('M-14 -28C-24 -36 -34 -38 -42 -36C-36 -28 -26 -22 -16 -20Z', { fill: o.shade, sw: 2.2 });
  const nearEar = earUp
    ? `${path('M-18 -26C-22 -42 -18 -54 -12 -62C-6 -52 -2 -40 -4 -30Z', { fill: o.coat, sw: 2.4 })}${path('M-14 -32C-15 -42 -13 -50 -11 -55C-8 -48 -7 -40 -8 -33Z', { fill: o.muzzle ?? '#D9A08A', sw: 0, extra: 'opacity=".75"' })}`
    : path('M-18 -20C-30 -30 -42 -32 -50 -30C-44 -22 -34 -14 -22 -12Z', { fill: o.coat, sw: 2.4 });
  const muzzle = o.muzzle
    ? path(
        `M${36 + m} 0C${44 + m} 8 ${50 + m} 18 ${46 + m} 28C${43 + m} 33 38 33 33 32C${35 + m} 36 ${32 + m} 41 26 41C24 30 ${28 + m} 12 ${36 + m} 0Z`,
        {
          fill: o.muzzle,
          sw: 0,
        },
      )
    : '';
  const blaze = o.blaze
    ? path(`M6 -34C16 -26 ${28 + m} -10 ${40 + m} 8C${36 + m} 8 24 -8 10 -22C6 -26 4 -30 6 -34Z`, {
        fill: o.blaze,
        sw: 0,
      })
    : '';
  const nostril = line(`M${40 + m} 17c3 -2 5 1 3 5`, 2);
  const mouthD: Record<string, string> = {
    closed: line(`M33 32c-3 0 -6 -1 -8 -2`, 1.8),
    smile: line(`M33 32c-3 1 -7 0 -9 -3`, 1.8),
    open: '',
    sing: '',
    bite: line(`M33 32c-3 0 -6 -1 -8 -2`, 1.8),
    puff: '',
  };
  const mouth = mouthD[o.mouth ?? 'closed'] ?? '';
  const jowl = line(
    `M10 ${-2}C-4 2 -10 16 -4 ${28 + j / 2}C0 ${34 + j / 2} 6 ${36 + j / 3} 10 ${36 + j / 3}`,
    1.5,
    INK,
    'opacity=".6"',
  );
  const eye = eyeShape(o.eye ?? 'open', o.iris ?? '#3B5E8C');
  const horn = o.horn ? hornShape(o.horn, o.hornGold ?? '#C9A23A') : '';
  const forelock = forelockShape(o.forelock ?? 'tuft', o.mane, o.maneDark);
  return `${farEar}${gape}${path(d, { fill: o.coat, sw: 2.8 })}${blaze}${muzzle}${jowl}${nostril}${mouth}${eye}${nearEar}${horn}${forelock}`;
}

function eyeShape(kind: NonNullable<HeadOpts['eye']>, iris: string): string {
  const x = 12;
  const y = -10;
  if (kind === 'closed' || kind === 'sing') {
    return `${line(`M${x - 9} ${y + 1}C${x - 4} ${y + 7} ${x + 4} ${y + 7} ${x + 9} ${y}`, 2.4)}${line(`M${x - 8} ${y + 3}l-5 2M${x - 6} ${y + 5}l-3 4`, 1.6)}`;
  }
  const lidTop =
    kind === 'fierce'
      ? `C${x - 4} ${y - 6} ${x + 4} ${y - 7} ${x + 10} ${y - 2}`
      : `C${x - 5} ${y - 11} ${x + 5} ${y - 11} ${x + 10} ${y - 1}`;
  const almond = `M${x - 10} ${y + 1}${lidTop}C${x + 6} ${y + 7} ${x - 4} ${y + 9} ${x - 10} ${y + 1}Z`;
  const dy = kind === 'up' ? -3 : kind === 'wise' ? 1 : 0;
  const ix = kind === 'fierce' ? x + 3 : x + 2;
  const irisC = `<circle cx="${ix}" cy="${y + 1 + dy}" r="${kind === 'fierce' ? 4.6 : 5.4}" fill="${iris}"/><circle cx="${ix + 0.8}" cy="${y + 1 + dy}" r="${kind === 'fierce' ? 2.6 : 3}" fill="${INK}"/><circle cx="${ix - 1.6}" cy="${y - 1.4 + dy}" r="1.5" fill="#FFF8E8"/>`;
  const clip = `<clipPath id="EYE"><path d="${almond}"/></clipPath>`;
  const lashes = line(`M${x - 9} ${y - 1}l-6 -3M${x - 9} ${y + 1}l-6 1`, 1.8);
  const brow =
    kind === 'fierce' ? line(`M${x - 10} ${y - 10}C${x - 2} ${y - 9} ${x + 6} ${y - 6} ${x + 11} ${y - 3}`, 2.4) : '';
  const lidline =
    kind === 'wise' ? line(`M${x - 9} ${y - 2}C${x - 3} ${y - 5} ${x + 4} ${y - 5} ${x + 9} ${y - 2}`, 1.6) : '';
  return `<g transform="translate(${x} ${y}) scale(1.22) translate(${-x} ${-y})">${clip}${path(almond, { fill: '#FBF6E6', sw: 0 })}<g clip-path="url(#EYE)">${irisC}</g>${path(almond, { fill: 'none', sw: 2 })}${line(`M${x - 10} ${y + 1}${lidTop}`, 2.6)}${lashes}${brow}${lidline}</g>`;
}

function hornShape(c: string, gold: string): string {
  // a spiral horn from the forehead, pointing up and forward
  const base: Pt = [0, -32];
  const tip: Pt = [22, -88];
  const d = `M${base[0] - 8} ${base[1] + 2}L${tip[0]} ${tip[1]}L${base[0] + 9} ${base[1] + 4}Z`;
  let spiral = '';
  for (let i = 1; i <= 5; i++) {
    const t = i / 6.2;
    const cx = base[0] + (tip[0] - base[0]) * t;
    const cy = base[1] + (tip[1] - base[1]) * t;
    const w = 8.5 * (1 - t);
    spiral += `M${f(cx - w)} ${f(cy + w * 0.2)}Q${f(cx)} ${f(cy + 1 + w * 0.3)} ${f(cx + w)} ${f(cy - w * 0.5)}`;
  }
  return `${path(d, { fill: c, sw: 2.2 })}${line(spiral, 1.5, gold)}${line(spiral, 0.6, INK, 'opacity=".5"')}`;
}

function forelockShape(kind: NonNullable<HeadOpts['forelock']>, mane: string, dark: string): string {
  switch (kind) {
    case 'none':
      return '';
    case 'tuft':
      return `${path('M-16 -30C-4 -38 10 -34 14 -24C8 -26 2 -22 0 -16C-2 -22 -8 -24 -12 -20C-14 -24 -16 -26 -16 -30Z', { fill: mane, sw: 2 })}${line('M-6 -30C0 -30 6 -28 8 -25', 1.2, dark)}`;
    case 'bangs':
      return `${path('M-20 -26C-6 -40 16 -38 22 -22C16 -20 12 -16 10 -10C6 -16 2 -18 -2 -16C-4 -20 -10 -22 -14 -18C-16 -22 -18 -24 -20 -26Z', { fill: mane, sw: 2 })}${line('M-4 -30C4 -30 10 -26 14 -20M-10 -26C-6 -24 -4 -22 -3 -19', 1.2, dark)}`;
    case 'long':
      return `${path('M-18 -28C-4 -40 16 -36 20 -22C16 -14 16 -4 20 4C10 0 6 -10 6 -18C2 -14 -6 -16 -10 -20C-14 -22 -16 -24 -18 -28Z', { fill: mane, sw: 2 })}${line('M-2 -30C8 -30 14 -24 14 -14', 1.2, dark)}`;
    case 'wisp':
      return `${path('M-18 -28C-4 -42 18 -40 26 -30C20 -30 14 -28 12 -24C22 -24 28 -18 30 -12C22 -16 12 -18 4 -18C0 -20 -8 -20 -12 -22C-14 -24 -16 -26 -18 -28Z', { fill: mane, sw: 1.8 })}${line('M-4 -32C6 -34 16 -32 22 -30M2 -24C10 -24 18 -20 24 -16', 1, dark)}`;
    case 'crest':
      return `${path('M-14 -30C-14 -44 -6 -56 6 -62C2 -52 4 -46 10 -40C10 -48 16 -54 22 -56C18 -46 18 -36 12 -28C4 -30 -6 -32 -14 -30Z', { fill: mane, sw: 2 })}${line('M-4 -36C-2 -46 2 -52 6 -56M8 -34C10 -42 14 -48 18 -52', 1.2, dark)}`;
    case 'icy':
      return `${path('M-18 -28C-6 -38 12 -38 20 -26L18 -12L12 -22L8 -8L4 -20L-2 -10L-4 -22L-10 -14L-12 -24Z', { fill: mane, sw: 2 })}`;
  }
}

// ───────────────────────────── mane, legs, wings ─────────────────────────────

/** Flame-shaped locks hanging from a line of roots, each bent by `bend` and `len` long. */
export function locks(
  roots: Pt[],
  o: { fill: string; dark: string; len: number | number[]; dir: number; bend?: number; width?: number; sw?: number },
): string {
  let out = '';
  roots.forEach((r, i) => {
    const len = Array.isArray(o.len) ? (o.len[i] ?? o.len[o.len.length - 1] ?? 20) : o.len;
    const a = (o.dir * Math.PI) / 180;
    const bend = (o.bend ?? 0.35) * len;
    const w = o.width ?? 12;
    const tip: Pt = [r[0] + Math.cos(a) * len, r[1] + Math.sin(a) * len];
    const nx = -Math.sin(a);
    const ny = Math.cos(a);
    const mid: Pt = [r[0] + Math.cos(a) * len * 0.55 + nx * bend, r[1] + Math.sin(a) * len * 0.55 + ny * bend];
    const d = `M${f(r[0] - nx * w)} ${f(r[1] - ny * w)}Q${f(mid[0] - nx * w * 0.6)} ${f(mid[1] - ny * w * 0.6)} ${f(tip[0])} ${f(tip[1])}Q${f(mid[0] + nx * w * 0.9)} ${f(mid[1] + ny * w * 0.9)} ${f(r[0] + nx * w)} ${f(r[1] + ny * w)}Z`;
    out += path(d, { fill: o.fill, sw: o.sw ?? 2 });
    out += line(
      `M${f(r[0])} ${f(r[1])}Q${f(mid[0] + nx * w * 0.1)} ${f(mid[1] + ny * w * 0.1)} ${f(tip[0] * 0.85 + r[0] * 0.15)} ${f(tip[1] * 0.85 + r[1] * 0.15)}`,
      1.1,
      o.dark,
    );
  });
  return out;
}

/** A hoof at the end of a leg, drawn as a darker trapezium. */
export function hoof(at: Pt, dir: number, w: number, fill: string): string {
  const a = (dir * Math.PI) / 180;
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  const nx = -uy;
  const ny = ux;
  const h = w * 0.75;
  const p1: Pt = [at[0] + (nx * w) / 2, at[1] + (ny * w) / 2];
  const p2: Pt = [at[0] - (nx * w) / 2, at[1] - (ny * w) / 2];
  const p3: Pt = [p2[0] + ux * h - nx * w * 0.08, p2[1] + uy * h - ny * w * 0.08];
  const p4: Pt = [p1[0] + ux * h + nx * w * 0.08, p1[1] + uy * h + ny * w * 0.08];
  return path(
    `M${f(p1[0])} ${f(p1[1])}L${f(p2[0])} ${f(p2[1])}L${f(p3[0])} ${f(p3[1])}Q${f((p3[0] + p4[0]) / 2 + ux * 2)} ${f((p3[1] + p4[1]) / 2 + uy * 2)} ${f(p4[0])} ${f(p4[1])}Z`,
    {
      fill,
      sw: 2.2,
    },
  );
}

/** A leg along joints (shoulder → … → fetlock) with a hoof. */
export function leg(joints: Pt[], widths: number[], coat: string, hoofFill: string): string {
  const n = joints.length;
  const last = joints[n - 1] as Pt;
  const prev = joints[n - 2] as Pt;
  const dir = (Math.atan2(last[1] - prev[1], last[0] - prev[0]) * 180) / Math.PI;
  const w = widths[n - 1] ?? 10;
  return `${path(tube(joints, widths, false), { fill: coat, sw: 2.6 })}${hoof(last, dir, w * 1.05, hoofFill)}`;
}

/**
 * A wing from its root at (0, 0), spread upward and back (towards −x), `open` 0..1. Drawn facing
 * right like the head; place() it. Feathers: coverts, secondaries, primaries, in layers.
 */
export function wing(o: {
  fill: string;
  shade: string;
  edge?: string;
  open?: number;
  len?: number;
  feathers?: number;
  bars?: string;
  tips?: string;
}): string {
  const open = o.open ?? 0.7;
  const L = o.len ?? 110;
  const n = o.feathers ?? 6;
  let prim = '';
  // primaries fan from pointing back-up (open) to pointing back (closed)
  const a0 = -100 - open * 40; // first primary angle (deg)
  const a1 = -170 + (1 - open) * 10;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const a = ((a0 + (a1 - a0) * t) * Math.PI) / 180;
    const len = L * (1 - 0.45 * t);
    const root: Pt = [Math.cos(a) * L * 0.3, Math.sin(a) * L * 0.3];
    const tip: Pt = [Math.cos(a) * len, Math.sin(a) * len];
    const w = 16 - t * 4;
    const nx = -Math.sin(a);
    const ny = Math.cos(a);
    const d = `M${f(root[0] + nx * w * 0.5)} ${f(root[1] + ny * w * 0.5)}Q${f(tip[0] * 0.8 + nx * w * 0.9)} ${f(tip[1] * 0.8 + ny * w * 0.9)} ${f(tip[0])} ${f(tip[1])}Q${f(tip[0] * 0.8 - nx * w * 0.5)} ${f(tip[1] * 0.8 - ny * w * 0.5)} ${f(root[0] - nx * w * 0.5)} ${f(root[1] - ny * w * 0.5)}Z`;
    prim = path(d, { fill: i % 2 ? o.shade : o.fill, sw: 2 }) + prim;
    if (o.bars) {
      for (let k = 1; k <= 3; k++) {
        const q = 0.45 + k * 0.14;
        const cx = tip[0] * q;
        const cy = tip[1] * q;
        prim += line(
          `M${f(cx + nx * w * 0.35)} ${f(cy + ny * w * 0.35)}L${f(cx - nx * w * 0.3)} ${f(cy - ny * w * 0.3)}`,
          2.4,
          o.bars,
        );
      }
    }
    if (o.tips)
      prim += path(
        `M${f(tip[0])} ${f(tip[1])}l${f(-Math.cos(a) * 10 + nx * 3)} ${f(-Math.sin(a) * 10 + ny * 3)}l${f(-nx * 6)} ${f(-ny * 6)}Z`,
        { fill: o.tips, sw: 1 },
      );
  }
  // the arm of the wing (coverts) as a rounded scalloped shape
  const am = ((a0 + (a1 - a0) * 0.35) * Math.PI) / 180;
  const ex: Pt = [Math.cos(am) * L * 0.55, Math.sin(am) * L * 0.55];
  const cov = smoothClosed(
    [
      [8, 6],
      [12, -10],
      [ex[0] * 0.5 + 8, ex[1] * 0.7 - 6],
      [ex[0], ex[1]],
      [ex[0] * 0.8 - 4, ex[1] * 0.55 + 10],
      [ex[0] * 0.45, ex[1] * 0.2 + 10],
    ],
    0.9,
  );
  let scal = '';
  for (let k = 0; k < 4; k++) {
    const t = 0.25 + k * 0.2;
    const cx = ex[0] * t;
    const cy = ex[1] * t + 6;
    scal += `M${f(cx - 6)} ${f(cy)}q6 7 12 0`;
  }
  const edge = o.edge
    ? line(
        smoothOpen([
          [10, -8],
          [ex[0] * 0.5 + 8, ex[1] * 0.7 - 5],
          [ex[0], ex[1]],
        ]),
        3,
        o.edge,
      )
    : '';
  return `${prim}${path(cov, { fill: o.fill, sw: 2.4 })}${line(scal, 1.3, INK, 'opacity=".7"')}${edge}`;
}

/** A small mediaeval cloud (scalloped) for the pegasi to stand on. */
export function puff(cx: number, cy: number, w: number, fill: string, edge: string): string {
  const h = w * 0.32;
  const d = `M${f(cx - w / 2)} ${f(cy + h / 2)}C${f(cx - w / 2 - h * 0.5)} ${f(cy)} ${f(cx - w * 0.35)} ${f(cy - h * 0.5)} ${f(cx - w * 0.22)} ${f(cy - h * 0.2)}C${f(cx - w * 0.18)} ${f(cy - h * 1.1)} ${f(cx + w * 0.05)} ${f(cy - h * 1.1)} ${f(cx + w * 0.08)} ${f(cy - h * 0.35)}C${f(cx + w * 0.18)} ${f(cy - h * 0.9)} ${f(cx + w * 0.42)} ${f(cy - h * 0.6)} ${f(cx + w * 0.36)} ${f(cy - h * 0.05)}C${f(cx + w / 2 + h * 0.3)} ${f(cy)} ${f(cx + w / 2 + h * 0.2)} ${f(cy + h / 2)} ${f(cx + w / 2)} ${f(cy + h / 2)}Z`;
  return `${path(d, { fill, sw: 2.2 })}${line(`M${f(cx - w * 0.4)} ${f(cy + h * 0.28)}H${f(cx + w * 0.4)}`, 1.6, edge)}`;
}

export function svgFile(id: string, w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${defs}</defs>${body}</svg>\n`
    .replace(/id="EYE"/g, `id="${id}-eye"`)
    .replace(/url\(#EYE\)/g, `url(#${id}-eye)`);
}

/**
 * A heraldic raised wing from its root at (0, 0) on the withers, drawn for a pony facing right: the
 * arm (with scale-like coverts) rises up and back, long feathers hang from it down and back.
 * `rise` 0..1 lifts the arm; feathers alternate `fill`/`shade`; `edge` gilds the arm.
 */
export function heraldicWing(o: {
  fill: string;
  shade: string;
  arm?: string;
  edge?: string;
  rise?: number;
  size?: number;
  n?: number;
  bars?: string;
  tips?: string;
  spread?: number;
}): string {
  const r = o.rise ?? 1;
  const s = o.size ?? 1;
  const n = o.n ?? 9;
  const sp = o.spread ?? 1;
  const armPts: Pt[] = [
    [0, 0],
    [-6, -30 * r],
    [-22, -60 * r],
    [-46, -82 * r],
    [-76, -92 * r],
    [-100, -88 * r],
  ].map(([x, y]) => [(x as number) * s, (y as number) * s]);
  const at = (t: number): Pt => {
    const u = t * (armPts.length - 1);
    const i = Math.min(armPts.length - 2, Math.floor(u));
    const k = u - i;
    const a = armPts[i] as Pt;
    const b = armPts[i + 1] as Pt;
    return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
  };
  let feathers = '';
  for (let i = n - 1; i >= 0; i--) {
    const t = 0.18 + (0.82 * i) / (n - 1);
    const root = at(t);
    const ang = ((96 + 74 * t * sp) * Math.PI) / 180; // pointing down (90°) … left (180°)
    const len = (40 + 66 * t) * s;
    const w = (22 + 4 * t) * s;
    const ux = Math.cos(ang);
    const uy = Math.sin(ang);
    const nx = -uy;
    const ny = ux;
    const tip: Pt = [root[0] + ux * len, root[1] + uy * len];
    const d = `M${f(root[0] + nx * w * 0.5)} ${f(root[1] + ny * w * 0.5)}C${f(root[0] + nx * w * 0.7 + ux * len * 0.5)} ${f(root[1] + ny * w * 0.7 + uy * len * 0.5)} ${f(tip[0] + nx * w * 0.5 - ux * 8)} ${f(tip[1] + ny * w * 0.5 - uy * 8)} ${f(tip[0])} ${f(tip[1])}C${f(tip[0] - nx * w * 0.3 - ux * 10)} ${f(tip[1] - ny * w * 0.3 - uy * 10)} ${f(root[0] - nx * w * 0.5 + ux * len * 0.5)} ${f(root[1] - ny * w * 0.5 + uy * len * 0.5)} ${f(root[0] - nx * w * 0.5)} ${f(root[1] - ny * w * 0.5)}Z`;
    feathers += path(d, { fill: i % 2 ? o.shade : o.fill, sw: 2 * Math.max(0.8, s) });
    feathers += line(
      `M${f(root[0] + ux * 6)} ${f(root[1] + uy * 6)}Q${f(root[0] + ux * len * 0.55 + nx * 2)} ${f(root[1] + uy * len * 0.55 + ny * 2)} ${f(tip[0] - ux * 6)} ${f(tip[1] - uy * 6)}`,
      1,
      INK,
      'opacity=".55"',
    );
    if (o.bars) {
      for (let k = 1; k <= 2; k++) {
        const q = 0.45 + k * 0.17;
        const cx = root[0] + ux * len * q;
        const cy = root[1] + uy * len * q;
        feathers += line(
          `M${f(cx + nx * w * 0.32)} ${f(cy + ny * w * 0.32)}L${f(cx - nx * w * 0.32)} ${f(cy - ny * w * 0.32)}`,
          2.6 * s,
          o.bars,
        );
      }
    }
    if (o.tips) {
      feathers += path(
        `M${f(tip[0])} ${f(tip[1])}L${f(tip[0] - ux * 14 * s + nx * w * 0.32)} ${f(tip[1] - uy * 14 * s + ny * w * 0.32)}L${f(tip[0] - ux * 12 * s - nx * w * 0.28)} ${f(tip[1] - uy * 12 * s - ny * w * 0.28)}Z`,
        { fill: o.tips, sw: 1.2 },
      );
    }
  }
  // the arm: a band along armPts, thick at the root, with two rows of scallops
  const widths = armPts.map((_, i) => (22 - i * 2.8) * s);
  const arm = path(tube(armPts, widths), { fill: o.arm ?? o.fill, sw: 2.4 });
  let scal = '';
  for (let i = 1; i < armPts.length - 1; i++) {
    for (const off of [-0.18, 0.18]) {
      const a = armPts[i] as Pt;
      const b = armPts[i + 1] as Pt;
      const dx = b[0] - a[0];
      const dy = b[1] - a[1];
      const L = Math.hypot(dx, dy) || 1;
      const nx = -dy / L;
      const ny = dx / L;
      const w = widths[i] ?? 10;
      const c: Pt = [a[0] + nx * w * off + dx * 0.25, a[1] + ny * w * off + dy * 0.25];
      scal += `M${f(c[0] + (dx / L) * 6 * s)} ${f(c[1] + (dy / L) * 6 * s)}Q${f(c[0] - nx * 9 * s)} ${f(c[1] - ny * 9 * s)} ${f(c[0] - (dx / L) * 6 * s)} ${f(c[1] - (dy / L) * 6 * s)}`;
    }
  }
  const edge = o.edge
    ? line(smoothOpen(armPts.map((p, i) => [p[0] + 0, p[1] - (widths[i] ?? 0) * 0.32] as Pt)), 3.2 * s, o.edge)
    : '';
  return `${feathers}${arm}${line(scal, 1.2, INK, 'opacity=".6"')}${edge}`;
}

/** S-curved tapering locks of mane or tail from roots, pointing `dir` degrees, drawn last-to-first. */
export function flow(
  roots: Pt[],
  o: {
    fill: string;
    dark: string;
    len: number | number[];
    dir: number | number[];
    curl?: number;
    width?: number;
    alt?: string;
  },
): string {
  let out = '';
  for (let i = roots.length - 1; i >= 0; i--) {
    const r = roots[i] as Pt;
    const L = Array.isArray(o.len) ? (o.len[i] ?? 20) : o.len;
    const dd = Array.isArray(o.dir) ? (o.dir[i] ?? 0) : o.dir;
    const a = (dd * Math.PI) / 180;
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    const nx = -uy;
    const ny = ux;
    const c = (o.curl ?? 0.18) * L * (i % 2 ? 1 : 0.7);
    const w = o.width ?? 14;
    const pts: Pt[] = [
      [r[0], r[1]],
      [r[0] + ux * L * 0.35 + nx * c, r[1] + uy * L * 0.35 + ny * c],
      [r[0] + ux * L * 0.7 - nx * c * 0.4, r[1] + uy * L * 0.7 - ny * c * 0.4],
      [r[0] + ux * L + nx * c * 0.9, r[1] + uy * L + ny * c * 0.9],
    ];
    out += path(tube(pts, [w, w * 0.92, w * 0.55, 1.2]), { fill: o.alt && i % 3 === 1 ? o.alt : o.fill, sw: 2 });
    out += line(
      smoothOpen(pts.slice(0, 3).map((p, k) => [p[0] + nx * (k === 0 ? 0 : 2), p[1] + ny * (k === 0 ? 0 : 2)] as Pt)),
      1.1,
      o.dark,
    );
  }
  return out;
}

/** A bank of cloud lobes along the bottom edge (pegasi stand in the sky). */
export function cloudBank(y: number, x0: number, x1: number, fill: string, lineC: string, lobe = 26): string {
  const n = Math.max(2, Math.round((x1 - x0) / lobe));
  const step = (x1 - x0) / n;
  let d = `M${f(x0)} ${f(y + 40)}L${f(x0)} ${f(y + 8)}`;
  for (let i = 0; i < n; i++) {
    const a = x0 + i * step;
    const h = 14 + ((i * 7) % 5) * 2.5;
    d += `C${f(a + step * 0.05)} ${f(y - h + 6)} ${f(a + step * 0.95)} ${f(y - h + 6)} ${f(a + step)} ${f(y + ((i * 3) % 4))}`;
  }
  d += `L${f(x1)} ${f(y + 40)}Z`;
  let curls = '';
  for (let i = 0; i < n; i += 2) {
    const a = x0 + i * step + step * 0.5;
    curls += `M${f(a - step * 0.25)} ${f(y + 6)}q${f(step * 0.25)} -8 ${f(step * 0.5)} 0`;
  }
  return `${path(d, { fill, sw: 2.4 })}${line(curls, 1.4, lineC)}${line(`M${f(x0 + 10)} ${f(y + 16)}H${f(x1 - 10)}`, 1.6, lineC, 'stroke-dasharray="18 8"')}`;
}

/** Stepped mediaeval hills (лещадки) along the bottom edge (earth ponies stand on earth). */
export function hills(y: number, x0: number, x1: number, fill: string, shade: string, grass: string): string {
  let out = '';
  const steps: [number, number, number][] = [];
  const shapes: [number, number][] = [
    [6, 90],
    [-4, 80],
    [2, 110],
  ];
  for (let x = x0 - 10, i = 0; x < x1; i++) {
    const [dy, w] = shapes[i % 3] as [number, number];
    steps.push([x, y + dy, w]);
    x += w * 0.85;
  }
  for (const [x, yy, w] of steps) {
    if (x > x1) continue;
    const d = `M${f(x)} ${f(yy + 60)}L${f(x + w * 0.1)} ${f(yy + 8)}L${f(x + w * 0.3)} ${f(yy + 4)}L${f(x + w * 0.34)} ${f(yy - 4)}L${f(x + w * 0.62)} ${f(yy - 8)}L${f(x + w * 0.66)} ${f(yy)}L${f(x + w * 0.9)} ${f(yy + 4)}L${f(x + w)} ${f(yy + 60)}Z`;
    out += path(d, { fill, sw: 2.2 });
    out += line(
      `M${f(x + w * 0.14)} ${f(yy + 12)}L${f(x + w * 0.3)} ${f(yy + 10)}M${f(x + w * 0.38)} ${f(yy + 2)}L${f(x + w * 0.6)} ${f(yy)}M${f(x + w * 0.68)} ${f(yy + 8)}L${f(x + w * 0.86)} ${f(yy + 10)}`,
      3,
      shade,
    );
    out += line(
      `M${f(x + w * 0.45)} ${f(yy - 6)}l-2 -6M${f(x + w * 0.5)} ${f(yy - 7)}l0 -8M${f(x + w * 0.55)} ${f(yy - 7)}l2 -6`,
      1.4,
      grass,
    );
  }
  return out;
}

/** A strip of chequered floor tiles (unicorns are scholars and stand indoors). */
export function floor(y: number, x0: number, x1: number, a: string, b: string): string {
  let cells = '';
  const s = 16;
  for (let i = 0; x0 + i * s < x1; i++) {
    for (let r = 0; r < 2; r++) {
      const x = x0 + i * s + (r ? s / 2 : 0) - 8;
      cells += `<path d="M${f(x)} ${f(y + 6 + r * 10)}l${s / 2} -5l${s / 2} 5l${-s / 2} 5z" fill="${(i + r) % 2 ? a : b}"/>`;
    }
  }
  return `<path d="M${x0} ${y}H${x1}V${y + 40}H${x0}Z" fill="${b}"/>${cells}${line(`M${x0} ${y}H${x1}`, 2.6)}${line(`M${x0} ${y + 3.5}H${x1}`, 1.2)}`;
}

/** A six-armed frost crystal. */
export function flake(cx: number, cy: number, r: number, c: string): string {
  let d = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    d += `M${f(cx)} ${f(cy)}l${f(ux * r)} ${f(uy * r)}`;
    const bx = cx + ux * r * 0.55;
    const by = cy + uy * r * 0.55;
    for (const s of [-1, 1]) {
      const b = a + (s * Math.PI) / 4;
      d += `M${f(bx)} ${f(by)}l${f(Math.cos(b) * r * 0.35)} ${f(Math.sin(b) * r * 0.35)}`;
    }
  }
  return `${line(d, 3.4, INK)}${line(d, 1.8, c)}`;
}

/** A small eight-rayed gold star. */
export function star8(cx: number, cy: number, r: number, fill: string): string {
  let d = '';
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8 - Math.PI / 2;
    const rr = i % 2 ? r * 0.42 : r;
    d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`;
  }
  return path(`${d}Z`, { fill, sw: Math.max(0.8, r * 0.14) });
}

/** A point of a placed figure: local (x, y) under translate/rotate/scale. */
export function at(h: { x: number; y: number; s?: number; rot?: number; flip?: boolean }, p: Pt): Pt {
  const s = h.s ?? 1;
  const a = ((h.rot ?? 0) * Math.PI) / 180;
  const x = p[0] * s * (h.flip ? -1 : 1);
  const y = p[1] * s;
  return [h.x + x * Math.cos(a) - y * Math.sin(a), h.y + x * Math.sin(a) + y * Math.cos(a)];
}

/** The neck and chest of a half-figure: from the bottom behind, up the crest to the poll, down the throat to the chest. */
export function neckChest(back: Pt[], front: Pt[], coat: string): string {
  return path(smoothClosed([...back, ...front], 0.8), { fill: coat, sw: 2.8 });
}
