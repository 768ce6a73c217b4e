/**
 * The 18 pony portraits (`npm run gen-art`): `writePonies(out, headsFile)` writes <out>/<card-id>.svg
 * (240×180, transparent, facing and posed individually) and the head crops the pointer medallions use.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  at,
  cloudBank,
  flake,
  floor,
  flow,
  head,
  heraldicWing,
  hills,
  INK,
  leg,
  line,
  neckChest,
  type Pt,
  path,
  place,
  smoothOpen,
  star8,
  svgFile,
  tube,
} from './kit';

const W = 240;
const HT = 180;
/** Every figure is drawn a little smaller about the bottom centre, to leave air above it. */
const FIT = 0.93;
const gold = (id: string) =>
  `<linearGradient id="${id}-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8E6B1F"/><stop offset=".4" stop-color="#C9A23A"/><stop offset=".52" stop-color="#F1D77A"/><stop offset=".66" stop-color="#C9A23A"/><stop offset="1" stop-color="#8E6B1F"/></linearGradient>`;
const ink = (id: string) =>
  `<filter id="${id}-ink" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="turbulence" baseFrequency="0.04" numOctaves="2" seed="7" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="2.2" xChannelSelector="R" yChannelSelector="G"/></filter>`;

type Pony = { id: string; flip?: boolean; draw: (G: string) => string };
type Place = { x: number; y: number; s: number; rot: number };

const ponies: Pony[] = [];
const heads: Record<string, Place> = {};
let drawing = '';
/** Records where a pony's head is placed (for the round pointer medallions). */
function H(h: Place): Place {
  heads[drawing] = h;
  return h;
}
const hoofC = '#4A3A2C';

/** A head drawn with `look`, placed where `H` recorded it. */
const headAt = (h: Place, look: Parameters<typeof head>[0]): string => place(h.x, h.y, head(look), h);

/** The standard half-figure: neck from the base up to the placed head. */
function bust(h: Place, coat: string, o: { withers: Pt; chest: Pt; back?: Pt; front?: Pt; bottom?: number }): string {
  const P = at(h, [-14, -30]);
  const T = at(h, [-4, 36]);
  const y = o.bottom ?? 184;
  const back: Pt = o.back ?? [(o.withers[0] + P[0]) / 2 - 4, (o.withers[1] + P[1]) / 2 + 4];
  const front: Pt = o.front ?? [(o.chest[0] + T[0]) / 2 + 2, (o.chest[1] + T[1]) / 2];
  return neckChest([[o.withers[0] - 6, y], o.withers, back, P], [T, front, o.chest, [o.chest[0] + 4, y]], coat);
}

// ─── pegasi ───

// p1 Vane — holds a weathervane into the wind, mane streaming.
ponies.push({
  id: 'p1',
  draw: (G) => {
    const coat = '#A9BCD0';
    const shade = '#7F97B2';
    const mane = '#B23A26';
    const dark = '#7A2418';
    const h = H({ x: 150, y: 68, s: 1.05, rot: -6 });
    const pole = path(
      tube(
        [
          [204, 178],
          [204, 40],
        ],
        [7, 6],
      ),
      { fill: '#5B3A22', sw: 2.2 },
    );
    const arms = `${line('M186 58H222M204 46V70', 3)}${path('M184 54l-7 4l7 4zM224 54l7 4l-7 4z', { fill: G, sw: 1.6 })}`;
    const arrow = path('M168 36L226 36L232 30L238 30L232 38L238 46L232 46L226 40L168 40L162 44L164 38L162 32Z', {
      fill: G,
      sw: 1.8,
    });
    const cock = `${path('M190 34C186 24 188 14 196 10C196 4 202 2 204 6C208 4 210 8 206 10C210 14 210 20 206 24C214 22 220 16 220 6C228 14 228 28 216 34Z', { fill: G, sw: 1.8 })}${path('M197 5c-2 -5 2 -7 3 -3c1 -4 5 -3 4 1', { fill: '#B23A26', sw: 1.2 })}${path('M194 10l-6 2l6 1z', { fill: '#B23A26', sw: 1 })}<circle cx="199" cy="9" r="1.2" fill="${INK}"/>`;
    const neck = bust(h, coat, { withers: [78, 124], chest: [176, 152] });
    const wingB = place(
      108,
      124,
      heraldicWing({ fill: '#F4EEDC', shade: '#DCD3BC', edge: G, rise: 0.95, size: 0.74 }),
      { rot: -10 },
    );
    const maneL = flow(
      [
        [130, 44],
        [124, 58],
        [117, 72],
        [108, 86],
        [98, 100],
        [88, 112],
      ],
      {
        fill: mane,
        dark,
        len: [46, 50, 50, 46, 40, 34],
        dir: [192, 196, 200, 204, 208, 212],
        curl: 0.22,
        width: 15,
      },
    );
    const legR = leg(
      [
        [146, 146],
        [178, 132],
        [197, 108],
      ],
      [28, 17, 13],
      coat,
      hoofC,
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'open',
      iris: '#3B5E8C',
      mouth: 'smile',
      build: 'fine',
      forelock: 'wisp',
      muzzle: '#C9D5E2',
    });
    const wind = line('M150 14C166 8 178 14 192 10M132 26C146 22 154 26 166 22', 2, '#6F93B8');
    return `${wind}${wingB}${pole}${arms}${arrow}${cock}${neck}${maneL}${hd}${legR}${cloudBank(164, -30, 270, '#F4EEDC', '#6F93B8', 40)}`;
  },
});

// p2 Cirrus — serene, eyes closed, a long wispy mane streaming like cirrus.
ponies.push({
  id: 'p2',
  flip: true,
  draw: (G) => {
    const coat = '#F4EEDC';
    const shade = '#D6CBB0';
    const mane = '#9DB8D8';
    const dark = '#5E7FA8';
    const h = H({ x: 152, y: 62, s: 1.05, rot: -14 });
    const neck = bust(h, coat, { withers: [84, 128], chest: [178, 150] });
    const wingB = place(
      110,
      128,
      heraldicWing({ fill: '#DCE7F0', shade: '#B7CADC', arm: '#F4EEDC', edge: G, rise: 0.8, size: 0.78 }),
      { rot: 6 },
    );
    const wisps = line('M8 40C40 30 70 40 100 30M20 62C44 56 60 62 84 56M4 84C22 80 36 84 50 80', 2.2, '#9DB8D8');
    const maneL = flow(
      [
        [132, 38],
        [125, 52],
        [117, 66],
        [108, 80],
        [98, 94],
        [88, 108],
      ],
      {
        fill: mane,
        dark,
        alt: '#C4B3D8',
        len: [78, 92, 96, 90, 80, 64],
        dir: [186, 190, 193, 196, 199, 202],
        curl: 0.12,
        width: 12,
      },
    );
    const legR = leg(
      [
        [150, 152],
        [176, 146],
        [192, 156],
      ],
      [26, 16, 13],
      coat,
      hoofC,
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'closed',
      mouth: 'smile',
      build: 'fine',
      forelock: 'wisp',
      muzzle: '#EAD9C8',
    });
    const tiara = star8(at(h, [2, -40])[0], at(h, [2, -40])[1], 7, G);
    return `${wisps}${wingB}${neck}${maneL}${hd}${tiara}${legR}${cloudBank(166, -30, 270, '#F4EEDC', '#9DB8D8', 48)}`;
  },
});

// p3 Kestrel — stooping like a hawk: diving head-down, wings swept back, barred feathers.
ponies.push({
  id: 'p3',
  draw: (G) => {
    const coat = '#C9632F';
    const shade = '#9A4522';
    const mane = '#F1E3C0';
    const dark = '#B89E6E';
    const h = H({ x: 168, y: 118, s: 1.02, rot: 38 });
    const P = at(h, [-14, -30]);
    const T = at(h, [-4, 36]);
    const body = neckChest(
      [[-50, 0], [-10, 20], [40, 36], [100, 64], P],
      [T, [110, 132], [40, 118], [-10, 96], [-50, 84]],
      coat,
    );
    const wingB = place(
      100,
      64,
      heraldicWing({
        fill: '#5B3A22',
        shade: '#7A5030',
        arm: '#B5562A',
        bars: '#E0B080',
        edge: G,
        rise: 0.7,
        size: 0.72,
        spread: 0.4,
      }),
      { rot: 10 },
    );
    const wingF = place(
      116,
      86,
      heraldicWing({
        fill: '#6A4428',
        shade: '#8A5A34',
        arm: '#D9783C',
        bars: '#F1D9A8',
        edge: G,
        rise: 0.55,
        size: 0.78,
        spread: 0.35,
      }),
      { rot: 20 },
    );
    const maneL = flow(
      [
        [142, 70],
        [128, 62],
        [112, 54],
        [96, 46],
        [80, 40],
      ],
      {
        fill: mane,
        dark,
        len: [30, 34, 34, 30, 26],
        dir: [220, 214, 208, 204, 200],
        curl: 0.15,
        width: 12,
      },
    );
    const legF = leg(
      [
        [112, 118],
        [136, 140],
        [160, 150],
      ],
      [24, 15, 12],
      coat,
      hoofC,
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'fierce',
      iris: '#C9A23A',
      mouth: 'closed',
      build: 'fine',
      forelock: 'tuft',
      muzzle: '#E3A27A',
      blaze: '#F1E3C0',
    });
    const speed = line(
      'M20 140L60 128M8 116L40 106M36 164L80 150M150 20L120 30M176 30L150 40',
      2.4,
      '#8E6B1F',
      'opacity=".8"',
    );
    const mouse = cloudBank(172, 150, 270, '#F4EEDC', '#6F93B8', 30);
    return `${speed}${wingB}${body}${maneL}${wingF}${legF}${hd}${mouse}`;
  },
});

// p4 Hoarfrost — icy: pale coat, icicle mane, frost crystals, a frozen breath.
ponies.push({
  id: 'p4',
  flip: true,
  draw: (_G) => {
    const coat = '#DDEBF2';
    const shade = '#A9C3D6';
    const mane = '#F7FBFF';
    const dark = '#8FB4CF';
    const h = H({ x: 148, y: 70, s: 1.05, rot: 4 });
    const neck = bust(h, coat, { withers: [82, 126], chest: [172, 154] });
    const wingB = place(
      106,
      126,
      heraldicWing({
        fill: '#EEF6FB',
        shade: '#C4DAE8',
        arm: '#DDEBF2',
        tips: '#FFFFFF',
        edge: '#8FB4CF',
        rise: 1,
        size: 0.82,
      }),
      { rot: -6 },
    );
    const maneL = flow(
      [
        [128, 46],
        [122, 60],
        [115, 74],
        [106, 88],
        [97, 102],
        [88, 114],
      ],
      {
        fill: mane,
        dark,
        alt: '#C8E0EE',
        len: [34, 40, 42, 40, 34, 28],
        dir: [150, 158, 164, 170, 176, 182],
        curl: 0.05,
        width: 12,
      },
    );
    const icicles = path('M150 36L154 52L158 38L162 56L166 40L168 50L172 34Z', { fill: '#F7FBFF', sw: 1.8 });
    const legR = leg(
      [
        [150, 150],
        [170, 136],
        [182, 150],
      ],
      [26, 16, 13],
      coat,
      '#6F8FA8',
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'wise',
      iris: '#5E8FB0',
      mouth: 'open',
      build: 'plain',
      forelock: 'icy',
      muzzle: '#C9DCE8',
    });
    const M = at(h, [50, 34]);
    const breath = `${path(`M${M[0]} ${M[1]}C${M[0] + 12} ${M[1] - 6} ${M[0] + 22} ${M[1] + 2} ${M[0] + 26} ${M[1] - 6}C${M[0] + 34} ${M[1] - 2} ${M[0] + 36} ${M[1] + 10} ${M[0] + 28} ${M[1] + 12}C${M[0] + 20} ${M[1] + 16} ${M[0] + 10} ${M[1] + 8} ${M[0]} ${M[1] + 6}Z`, { fill: '#FFFFFF', sw: 1.6, extra: 'opacity=".9"' })}`;
    const flakes = `${flake(206, 30, 11, '#FFFFFF')}${flake(30, 30, 9, '#DDEBF2')}${flake(222, 118, 8, '#FFFFFF')}${flake(62, 150, 7, '#FFFFFF')}`;
    return `${flakes}${wingB}${neck}${maneL}${hd}${icicles}${breath}${legR}${cloudBank(166, -30, 270, '#EEF6FB', '#8FB4CF', 40)}`;
  },
});

// p5 Gonfalon — bears a gonfalon: a swallow-tailed banner hung from a crossbar.
ponies.push({
  id: 'p5',
  draw: (G) => {
    const coat = '#D8B060';
    const shade = '#A9843C';
    const mane = '#2C4F8F';
    const dark = '#1C3260';
    const h = H({ x: 150, y: 74, s: 1.05, rot: -10 });
    const pole = path(
      tube(
        [
          [200, 178],
          [200, 10],
        ],
        [7, 6],
      ),
      { fill: '#5B3A22', sw: 2.2 },
    );
    const finial = path('M200 2l5 8l-5 6l-5 -6z', { fill: G, sw: 1.6 });
    const bar = path(
      tube(
        [
          [196, 18],
          [238, 18],
        ],
        [5, 5],
      ),
      { fill: G, sw: 1.6 },
    );
    const banner = path('M202 22H236V88L230 76L224 92L218 76L212 92L206 78L202 88Z', { fill: '#B23A26', sw: 2.2 });
    const emblem = `${star8(219, 44, 11, G)}${line('M206 66H232', 2, G)}`;
    const neck = bust(h, coat, { withers: [80, 126], chest: [176, 150] });
    const wingB = place(
      108,
      128,
      heraldicWing({ fill: '#F4EEDC', shade: '#B7CADC', arm: '#2C4F8F', edge: G, rise: 1.05, size: 0.76 }),
      { rot: -14 },
    );
    const maneL = flow(
      [
        [130, 52],
        [124, 66],
        [117, 80],
        [108, 94],
        [98, 108],
      ],
      {
        fill: mane,
        dark,
        len: [36, 40, 40, 36, 30],
        dir: [200, 206, 210, 214, 218],
        curl: 0.25,
        width: 15,
      },
    );
    const legR = leg(
      [
        [146, 146],
        [176, 128],
        [194, 104],
      ],
      [28, 17, 13],
      coat,
      hoofC,
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'open',
      iris: '#2C4F8F',
      mouth: 'closed',
      build: 'plain',
      forelock: 'bangs',
      muzzle: '#E8CF96',
    });
    const girth = path('M150 140C160 150 170 160 176 170L170 176C164 164 156 154 144 146Z', {
      fill: '#B23A26',
      sw: 1.8,
    });
    return `${wingB}${pole}${finial}${bar}${banner}${emblem}${neck}${girth}${maneL}${hd}${legR}${cloudBank(166, -30, 270, '#F4EEDC', '#6F93B8', 40)}`;
  },
});

// p6 Lark — sings with head thrown back; a crest; square notes rise on a red staff.
ponies.push({
  id: 'p6',
  draw: (G) => {
    const coat = '#B08A5E';
    const shade = '#86643E';
    const mane = '#5B3A22';
    const dark = '#3A2414';
    const h = H({ x: 140, y: 76, s: 1.05, rot: -34 });
    const neck = bust(h, coat, { withers: [74, 128], chest: [172, 150] });
    const specks =
      '<g fill="#5B3A22" opacity=".6"><circle cx="110" cy="150" r="2.4"/><circle cx="124" cy="136" r="2"/><circle cx="98" cy="132" r="2.2"/><circle cx="134" cy="158" r="2.2"/><circle cx="150" cy="140" r="1.8"/><circle cx="116" cy="118" r="1.8"/></g>';
    const wingB = place(
      100,
      128,
      heraldicWing({
        fill: '#C9A274',
        shade: '#E6D0A4',
        arm: '#9A7448',
        bars: '#5B3A22',
        edge: G,
        rise: 1,
        size: 0.74,
      }),
      { rot: -12 },
    );
    const maneL = flow(
      [
        [120, 56],
        [112, 70],
        [104, 84],
        [96, 98],
        [86, 110],
      ],
      {
        fill: mane,
        dark,
        len: [30, 34, 34, 30, 26],
        dir: [210, 214, 218, 222, 226],
        curl: 0.2,
        width: 13,
      },
    );
    const legR = leg(
      [
        [140, 150],
        [164, 150],
        [176, 164],
      ],
      [26, 16, 13],
      coat,
      hoofC,
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'sing',
      mouth: 'sing',
      build: 'fine',
      forelock: 'crest',
      muzzle: '#D8BE98',
    });
    // a red four-line staff curling out of the song, with square black notes
    const staffPts = 'M150 36C170 18 188 30 206 16C218 8 230 6 240 4';
    let staff = '';
    for (let i = 0; i < 4; i++) staff += line(staffPts, 1.8, '#B23A26', `transform="translate(0 ${i * 7})"`);
    const notes = ['164,30', '180,24', '194,30', '208,20', '224,14'].map((p, i) => {
      const [x, y] = p.split(',').map(Number) as [number, number];
      return `<rect x="${x - 5}" y="${y - 5 + (i % 2 ? 7 : 0)}" width="10" height="10" fill="${INK}"/>`;
    });
    const tail = line('M185 24l0 -16M213 20l0 -14', 2);
    return `${wingB}${neck}${specks}${maneL}${hd}${legR}${staff}${notes.join('')}${tail}${cloudBank(166, -30, 270, '#F4EEDC', '#6F93B8', 40)}`;
  },
});

// ─── unicorns ───

// u1 Initial — touches a great illuminated letter with its horn.
ponies.push({
  id: 'u1',
  flip: true,
  draw: (G) => {
    const coat = '#E6B7C0';
    const shade = '#C48C98';
    const mane = '#2C4F8F';
    const dark = '#1C3260';
    const h = H({ x: 132, y: 80, s: 1.02, rot: -4 });
    const neck = bust(h, coat, { withers: [62, 132], chest: [158, 152] });
    const maneL = flow(
      [
        [112, 58],
        [106, 72],
        [98, 86],
        [89, 100],
        [78, 112],
      ],
      {
        fill: mane,
        dark,
        alt: '#B23A26',
        len: [40, 44, 44, 40, 34],
        dir: [196, 200, 204, 208, 212],
        curl: 0.2,
        width: 14,
      },
    );
    // the initial: a gold square, lapis ground, a red uncial A with white penwork
    const box = `${path('M168 20H232V84H168Z', { fill: G, sw: 2.4 })}${path('M174 26H226V78H174Z', { fill: '#2C4F8F', sw: 1.4 })}`;
    const dots =
      '<g fill="#F4EEDC"><circle cx="180" cy="32" r="1.6"/><circle cx="220" cy="32" r="1.6"/><circle cx="180" cy="72" r="1.6"/><circle cx="220" cy="72" r="1.6"/><circle cx="200" cy="30" r="1.4"/></g>';
    const letter = path('M184 74L198 32H204L220 74H210L206 62H194L190 74ZM196 54H204L200 40Z', {
      fill: '#B23A26',
      sw: 1.8,
      extra: 'fill-rule="evenodd"',
    });
    const vine = `${line('M232 84C240 100 230 116 214 112C204 110 206 98 214 100', 2.4, G)}${path('M222 108c6 -8 14 -6 14 2c-6 4 -10 2 -14 -2z', { fill: '#3F7A3B', sw: 1.2 })}${line('M168 20C160 8 146 8 144 18', 2.4, G)}${path('M150 12c-6 -6 -2 -12 4 -10c2 4 0 8 -4 10z', { fill: '#3F7A3B', sw: 1.2 })}`;
    const legR = leg(
      [
        [136, 150],
        [162, 138],
        [172, 118],
      ],
      [26, 16, 12],
      coat,
      hoofC,
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'open',
      iris: '#2C4F8F',
      mouth: 'smile',
      build: 'fine',
      forelock: 'long',
      horn: '#F4EEDC',
      hornGold: '#C9A23A',
      muzzle: '#F0D2D6',
    });
    const tip = at(h, [22, -88]);
    const glow = `${star8(tip[0] + 6, tip[1] - 4, 9, G)}${star8(tip[0] + 22, tip[1] + 14, 5, G)}`;
    return `${box}${dots}${letter}${vine}${neck}${maneL}${hd}${glow}${legR}${floor(164, -30, 270, '#B23A26', '#EFE3C4')}`;
  },
});

// u2 Vellum — unrolls a long scroll held up by its magic.
ponies.push({
  id: 'u2',
  draw: (G) => {
    const coat = '#D9C08A';
    const shade = '#B09560';
    const mane = '#6B4A2A';
    const dark = '#3A2414';
    const h = H({ x: 120, y: 78, s: 1.02, rot: -6 });
    const neck = bust(h, coat, { withers: [52, 130], chest: [150, 152] });
    const maneL = flow(
      [
        [100, 56],
        [94, 70],
        [86, 84],
        [77, 98],
        [66, 110],
      ],
      {
        fill: mane,
        dark,
        len: [38, 42, 42, 38, 32],
        dir: [200, 204, 208, 212, 216],
        curl: 0.22,
        width: 14,
      },
    );
    const scroll = `${path('M168 30C176 26 184 28 184 36V150C184 158 176 162 168 158Z', { fill: '#C9B48A', sw: 2 })}${path('M176 30H226V152H176Z', { fill: '#F4EEDC', sw: 2.2 })}${path('M222 22C232 22 236 30 232 36H222Z', { fill: '#E4D3A8', sw: 2 })}${path('M218 24C226 22 234 26 234 34C234 40 228 44 222 40C218 36 222 30 226 32', { fill: 'none', sw: 2 })}${path('M172 150C172 160 184 164 190 156H178Z', { fill: '#E4D3A8', sw: 2 })}`;
    let writing = line('M184 42H218', 3, '#B23A26');
    for (let i = 0; i < 9; i++) {
      const y = 54 + i * 10;
      writing += line(`M184 ${y}c4 -3 6 2 10 0s6 -3 10 0s6 2 ${i % 3 === 2 ? 2 : 12} 0`, 1.6, '#2A2018');
    }
    const glow = `<path d="M176 28H226V154H176Z" fill="none" stroke="#F1D77A" stroke-width="6" opacity=".55"/>${star8(168, 24, 7, G)}${star8(232, 160, 6, G)}`;
    const legR = leg(
      [
        [124, 150],
        [148, 138],
        [164, 122],
      ],
      [26, 16, 12],
      coat,
      hoofC,
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'open',
      iris: '#6B4A2A',
      mouth: 'closed',
      build: 'plain',
      forelock: 'bangs',
      horn: '#F1D77A',
      hornGold: '#8E6B1F',
      muzzle: '#E8D6AE',
    });
    const tip = at(h, [22, -88]);
    const spark = line(
      `M${tip[0]} ${tip[1]}C${tip[0] + 20} ${tip[1] - 4} ${tip[0] + 30} ${tip[1] + 6} 172 40`,
      2,
      '#F1D77A',
      'stroke-dasharray="4 5"',
    );
    return `${glow}${scroll}${writing}${neck}${maneL}${hd}${spark}${legR}${floor(164, -30, 270, '#2C4F8F', '#EFE3C4')}`;
  },
});

// u3 Marginalia — a quill in its teeth and a snail riding its horn, as in the margins.
ponies.push({
  id: 'u3',
  flip: true,
  draw: (_G) => {
    const coat = '#A9B89A';
    const shade = '#7E9070';
    const mane = '#3F7A3B';
    const dark = '#24501F';
    const h = H({ x: 140, y: 84, s: 1.06, rot: 2 });
    const neck = bust(h, coat, { withers: [70, 134], chest: [168, 154] });
    const maneL = flow(
      [
        [118, 60],
        [112, 74],
        [104, 88],
        [95, 102],
        [84, 114],
      ],
      {
        fill: mane,
        dark,
        len: [38, 42, 40, 36, 30],
        dir: [196, 202, 206, 210, 214],
        curl: 0.3,
        width: 14,
      },
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'up',
      iris: '#3F7A3B',
      mouth: 'bite',
      build: 'plain',
      forelock: 'tuft',
      horn: '#F4EEDC',
      hornGold: '#C9A23A',
      muzzle: '#C8D2BC',
    });
    const M = at(h, [30, 31]);
    const quill = `${path(`M${M[0] - 18} ${M[1] + 10}L${M[0] + 60} ${M[1] - 36}C${M[0] + 70} ${M[1] - 48} ${M[0] + 82} ${M[1] - 52} ${M[0] + 90} ${M[1] - 56}C${M[0] + 84} ${M[1] - 40} ${M[0] + 74} ${M[1] - 26} ${M[0] + 54} ${M[1] - 22}Z`, { fill: '#F4EEDC', sw: 1.8 })}${line(`M${M[0] - 16} ${M[1] + 9}L${M[0] + 84} ${M[1] - 50}`, 1.2)}${line(`M${M[0] + 40} ${M[1] - 22}l6 -12M${M[0] + 52} ${M[1] - 28}l6 -12M${M[0] + 64} ${M[1] - 34}l6 -11`, 1, '#8E8A84')}`;
    const tip = at(h, [16, -66]);
    // the snail: a spiral shell and a soft body with eye-stalks, climbing the horn
    const sx = tip[0];
    const sy = tip[1];
    const snail = `<g transform="translate(${sx} ${sy}) scale(1.5) translate(${-sx} ${-sy})">${path(`M${sx - 16} ${sy + 12}C${sx - 8} ${sy + 8} ${sx + 10} ${sy + 10} ${sx + 18} ${sy + 4}C${sx + 22} ${sy} ${sx + 24} ${sy - 8} ${sx + 20} ${sy - 12}L${sx + 16} ${sy - 4}C${sx + 14} ${sy} ${sx + 8} ${sy + 2} ${sx - 2} ${sy + 4}Z`, { fill: '#C8B8A0', sw: 1.8 })}${line(`M${sx + 18} ${sy - 10}l-2 -10M${sx + 20} ${sy - 10}l4 -9`, 1.4)}<circle cx="${sx + 16}" cy="${sy - 21}" r="1.8" fill="${INK}"/><circle cx="${sx + 24}" cy="${sy - 20}" r="1.8" fill="${INK}"/>${path(`M${sx - 10} ${sy + 6}C${sx - 16} ${sy - 10} ${sx - 2} ${sy - 20} ${sx + 8} ${sy - 12}C${sx + 14} ${sy - 6} ${sx + 8} ${sy + 6} ${sx - 10} ${sy + 6}Z`, { fill: '#C08A3E', sw: 2 })}${line(`M${sx - 2} ${sy + 2}C${sx - 10} ${sy - 4} ${sx - 4} ${sy - 14} ${sx + 3} ${sy - 10}C${sx + 8} ${sy - 6} ${sx + 2} ${sy} ${sx - 1} ${sy - 4}`, 1.4, '#5B3A22')}</g>`;
    const margin = `${line('M20 20V150', 1.6, '#B23A26')}${line('M28 20V150', 0.8, '#B23A26')}${path('M14 40c6 -6 14 -6 14 2s-10 6 -14 -2zM14 90c6 -6 14 -6 14 2s-10 6 -14 -2z', { fill: '#3F7A3B', sw: 1 })}`;
    const legR = leg(
      [
        [144, 152],
        [172, 146],
        [186, 158],
      ],
      [26, 16, 12],
      coat,
      hoofC,
    );
    return `${margin}${neck}${maneL}${hd}${quill}${snail}${legR}${floor(164, -30, 270, '#3F7A3B', '#EFE3C4')}`;
  },
});

// u4 Astrolabe — a lapis unicorn, starry, raises a golden astrolabe by its magic.
ponies.push({
  id: 'u4',
  draw: (G) => {
    const coat = '#3E62A6';
    const shade = '#2C4F8F';
    const mane = '#F4EEDC';
    const dark = '#B7CADC';
    const h = H({ x: 112, y: 82, s: 1.02, rot: -12 });
    const neck = bust(h, coat, { withers: [44, 134], chest: [142, 152] });
    const stars = [
      [70, 150],
      [92, 130],
      [110, 156],
      [60, 120],
    ]
      .map(([x, y]) => star8(x as number, y as number, 4, '#F1D77A'))
      .join('');
    const maneL = flow(
      [
        [92, 60],
        [86, 74],
        [78, 88],
        [69, 102],
        [58, 114],
      ],
      {
        fill: mane,
        dark,
        len: [40, 44, 44, 40, 34],
        dir: [198, 202, 206, 210, 214],
        curl: 0.24,
        width: 14,
      },
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'up',
      iris: '#F1D77A',
      mouth: 'smile',
      build: 'fine',
      forelock: 'long',
      horn: '#F1D77A',
      hornGold: '#8E6B1F',
      muzzle: '#6F93B8',
    });
    // the astrolabe: throne and ring, mater with a scale, a rete of star pointers, an alidade
    const cx = 190;
    const cy = 82;
    let ticks = '';
    for (let i = 0; i < 24; i++) {
      const a = (i * Math.PI) / 12;
      ticks += `M${(cx + Math.cos(a) * 34).toFixed(1)} ${(cy + Math.sin(a) * 34).toFixed(1)}L${(cx + Math.cos(a) * 39).toFixed(1)} ${(cy + Math.sin(a) * 39).toFixed(1)}`;
    }
    const astro = `${path(`M${cx - 8} ${cy - 40}L${cx} ${cy - 52}L${cx + 8} ${cy - 40}Z`, { fill: G, sw: 1.8 })}<circle cx="${cx}" cy="${cy - 56}" r="6" fill="none" stroke="${INK}" stroke-width="4.4"/><circle cx="${cx}" cy="${cy - 56}" r="6" fill="none" stroke="#C9A23A" stroke-width="2.2"/><circle cx="${cx}" cy="${cy}" r="42" fill="${G}" stroke="${INK}" stroke-width="2.4"/><circle cx="${cx}" cy="${cy}" r="33" fill="#2C4F8F" stroke="${INK}" stroke-width="1.6"/>${line(ticks, 1.4)}${line(`M${cx} ${cy}m-30 0a30 30 0 0 0 60 0M${cx - 24} ${cy - 12}C${cx - 8} ${cy + 8} ${cx + 8} ${cy + 8} ${cx + 24} ${cy - 12}`, 1.2, '#F1D77A')}<circle cx="${cx - 4}" cy="${cy - 6}" r="18" fill="none" stroke="${G}" stroke-width="3.4"/>${path(`M${cx - 20} ${cy - 20}l-6 -8l9 4zM${cx + 12} ${cy - 20}l8 -8l-3 10zM${cx + 10} ${cy + 12}l12 6l-10 -1z`, { fill: G, sw: 1 })}${path(`M${cx - 38} ${cy + 18}L${cx + 38} ${cy - 18}L${cx + 39} ${cy - 15}L${cx - 37} ${cy + 21}Z`, { fill: '#8E6B1F', sw: 1.4 })}<circle cx="${cx}" cy="${cy}" r="3.5" fill="#F1D77A" stroke="${INK}" stroke-width="1.4"/>`;
    const glow = `<circle cx="${cx}" cy="${cy}" r="48" fill="none" stroke="#F1D77A" stroke-width="5" opacity=".45"/>${star8(226, 30, 7, G)}${star8(150, 20, 5, G)}${star8(232, 140, 6, G)}`;
    const legR = leg(
      [
        [118, 152],
        [142, 142],
        [156, 124],
      ],
      [26, 16, 12],
      coat,
      hoofC,
    );
    return `${glow}${astro}${neck}${stars}${maneL}${hd}${legR}${floor(164, -30, 270, '#2C4F8F', '#EFE3C4')}`;
  },
});

// u5 Rubric — writes with its horn in vermilion; a pot of red ink, red flourishes.
ponies.push({
  id: 'u5',
  flip: true,
  draw: (_G) => {
    const coat = '#F4EEDC';
    const shade = '#D6CBB0';
    const mane = '#B23A26';
    const dark = '#7A2418';
    const h = H({ x: 118, y: 106, s: 1.0, rot: -4 });
    const neck = bust(h, coat, { withers: [52, 144], chest: [150, 158] });
    const maneL = flow(
      [
        [98, 80],
        [92, 94],
        [84, 106],
        [75, 118],
        [64, 128],
      ],
      {
        fill: mane,
        dark,
        alt: '#D0563C',
        len: [40, 44, 44, 40, 34],
        dir: [192, 198, 204, 208, 212],
        curl: 0.28,
        width: 15,
      },
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'open',
      iris: '#B23A26',
      mouth: 'smile',
      build: 'fine',
      forelock: 'long',
      horn: '#F4EEDC',
      hornGold: '#B23A26',
      muzzle: '#EAD9C8',
    });
    const tip = at(h, [22, -88]);
    const fl = `M${tip[0]} ${tip[1]}C${tip[0] + 24} ${tip[1] - 4} ${tip[0] + 50} ${tip[1] + 2} ${tip[0] + 44} ${tip[1] + 24}C${tip[0] + 38} ${tip[1] + 44} ${tip[0] + 14} ${tip[1] + 38} ${tip[0] + 20} ${tip[1] + 22}C${tip[0] + 26} ${tip[1] + 8} ${tip[0] + 56} ${tip[1] + 14} ${tip[0] + 66} ${tip[1] + 34}C${tip[0] + 72} ${tip[1] + 46} ${tip[0] + 70} ${tip[1] + 60} ${tip[0] + 62} ${tip[1] + 70}`;
    const flourish = `${line(fl, 7.4, INK)}${line(fl, 4.6, '#C8402A')}`;
    const drops =
      '<g fill="#B23A26" stroke="#2A2018" stroke-width="1"><circle cx="222" cy="112" r="3"/><circle cx="230" cy="100" r="2"/><circle cx="214" cy="122" r="2.2"/></g>';
    // a footed inkpot of red ink with a quill
    const pot = `${path('M184 162C178 160 178 134 186 128H214C222 134 222 160 216 162Z', { fill: '#5B3A22', sw: 2.2 })}${path('M186 128C186 122 214 122 214 128C214 134 186 134 186 128Z', { fill: '#B23A26', sw: 2 })}${line('M190 146H210', 1.6, '#C9A23A')}${path('M204 128L230 84C234 78 238 76 240 74C238 84 234 92 226 96L208 130Z', { fill: '#F4EEDC', sw: 1.6 })}`;
    const legR = leg(
      [
        [126, 156],
        [150, 150],
        [164, 162],
      ],
      [26, 16, 12],
      coat,
      hoofC,
    );
    return `${neck}${maneL}${hd}${flourish}${drops}${pot}${legR}${floor(164, -30, 270, '#B23A26', '#EFE3C4')}`;
  },
});

// u6 Palimpsest — an old scholar scraping a sheet with a half-moon knife; old text shows through.
ponies.push({
  id: 'u6',
  draw: (_G) => {
    const coat = '#8E8A84';
    const shade = '#6A6660';
    const mane = '#D8D4CC';
    const dark = '#8E8A84';
    const h = H({ x: 118, y: 82, s: 1.04, rot: 14 });
    const neck = bust(h, coat, { withers: [48, 134], chest: [148, 154] });
    const maneL = flow(
      [
        [96, 58],
        [90, 72],
        [82, 86],
        [73, 100],
        [62, 112],
      ],
      {
        fill: mane,
        dark,
        alt: '#B8B2A8',
        len: [34, 38, 38, 34, 28],
        dir: [200, 204, 208, 212, 216],
        curl: 0.12,
        width: 13,
      },
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'wise',
      iris: '#6B4A2A',
      mouth: 'closed',
      build: 'plain',
      forelock: 'long',
      horn: '#E4D3A8',
      hornGold: '#8E6B1F',
      muzzle: '#A8A49C',
    });
    const chin = at(h, [30, 42]);
    const beard = path(
      `M${chin[0] - 10} ${chin[1] - 4}C${chin[0] - 8} ${chin[1] + 10} ${chin[0] - 2} ${chin[1] + 20} ${chin[0] + 4} ${chin[1] + 24}C${chin[0] + 6} ${chin[1] + 14} ${chin[0] + 8} ${chin[1] + 6} ${chin[0] + 6} ${chin[1] - 2}Z`,
      { fill: mane, sw: 1.8 },
    );
    // the sheet on a slanted desk: faint old lines beneath, fresh lines above
    const sheet = `${path('M162 50L232 40L238 150L170 160Z', { fill: '#F1E6C8', sw: 2.2 })}`;
    let old = '';
    for (let i = 0; i < 9; i++)
      old += line(
        `M${170 + i * 0.6} ${64 + i * 10}L${228 + i * 0.8} ${56 + i * 10}`,
        1.4,
        '#9A7A9A',
        'opacity=".5" stroke-dasharray="3 2 6 2"',
      );
    let fresh = '';
    for (let i = 0; i < 3; i++) fresh += line(`M${172} ${70 + i * 10}c6 -3 10 2 16 -1s10 -3 14 0s8 1 12 -2`, 1.6);
    const scraped = path('M176 108C190 100 214 98 228 104C230 118 218 128 200 128C188 128 178 122 176 108Z', {
      fill: '#FBF6E6',
      sw: 0,
      extra: 'opacity=".9"',
    });
    const knife = `${path('M176 120C178 108 196 104 204 112L190 126C186 122 180 122 176 120Z', { fill: '#C9CCD0', sw: 2 })}${path(
      tube(
        [
          [196, 116],
          [216, 96],
        ],
        [6, 6],
      ),
      { fill: '#6B4A2A', sw: 1.8 },
    )}`;
    const shavings = line('M206 130c4 2 6 6 4 10M214 126c6 4 6 8 3 12M198 132c2 4 0 8 -3 10', 1.4, '#8E6B1F');
    const legR = leg(
      [
        [120, 150],
        [150, 134],
        [174, 120],
      ],
      [26, 16, 12],
      coat,
      hoofC,
    );
    return `${sheet}${old}${fresh}${scraped}${neck}${maneL}${hd}${beard}${legR}${knife}${shavings}${floor(164, -30, 270, '#5A4A3A', '#EFE3C4')}`;
  },
});

// ─── earth ponies ───

// e1 Cooper — a sturdy chestnut driving a hoop onto a barrel with a mallet.
ponies.push({
  id: 'e1',
  flip: true,
  draw: (_G) => {
    const coat = '#8A5A36';
    const shade = '#6A4226';
    const mane = '#2A2018';
    const dark = '#5A4A3A';
    const h = H({ x: 110, y: 70, s: 1.1, rot: 16 });
    const neck = bust(h, coat, { withers: [34, 124], chest: [150, 150] });
    const maneL = flow(
      [
        [86, 44],
        [78, 58],
        [69, 72],
        [59, 86],
        [48, 100],
      ],
      {
        fill: mane,
        dark,
        len: [30, 32, 32, 30, 26],
        dir: [204, 208, 212, 216, 220],
        curl: 0.15,
        width: 16,
      },
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'open',
      iris: '#6B4A2A',
      mouth: 'smile',
      build: 'broad',
      forelock: 'bangs',
      blaze: '#F4EEDC',
      muzzle: '#C9A27A',
    });
    // the barrel: bulging staves and iron hoops
    const barrel = `${path('M168 72C160 96 160 132 168 160H222C230 132 230 96 222 72Z', { fill: '#B07A44', sw: 2.4 })}${line('M180 72C176 100 176 132 180 160M195 72V160M210 72C214 100 214 132 210 160', 1.4, '#6A4226')}${path('M166 84H224V94H166ZM164 136H226V146H164Z', { fill: '#5A5A5A', sw: 1.8 })}${path('M168 72C168 64 222 64 222 72C222 80 168 80 168 72Z', { fill: '#C89660', sw: 2.2 })}${line('M176 72c10 3 28 3 38 0', 1.2, '#6A4226')}`;
    const apron = path('M96 128C110 132 134 134 150 130L156 184H100Z', { fill: '#C8B48A', sw: 2 });
    const mallet = `${path(
      tube(
        [
          [150, 126],
          [172, 100],
        ],
        [6, 6],
      ),
      { fill: '#6B4A2A', sw: 1.8 },
    )}${path('M160 82L186 96L178 110L152 96Z', { fill: '#B07A44', sw: 2 })}`;
    const legR = leg(
      [
        [128, 146],
        [152, 134],
        [160, 118],
      ],
      [30, 19, 15],
      coat,
      hoofC,
    );
    const knock = line('M192 58l8 -8M200 66l10 -2M186 52l2 -10', 2.2, '#8E6B1F');
    return `${barrel}${neck}${apron}${maneL}${hd}${mallet}${legR}${knock}${hills(160, -30, 270, '#7E9A5A', '#5E7A3E', '#3F7A3B')}`;
  },
});

// e2 Bellringer — hauls the bell-rope in its teeth; a bronze bell swings and sounds.
ponies.push({
  id: 'e2',
  draw: (G) => {
    const coat = '#B9B6AC';
    const shade = '#8E8A84';
    const mane = '#F1E3C0';
    const dark = '#B8A47A';
    const h = H({ x: 118, y: 96, s: 1.08, rot: -4 });
    const neck = bust(h, coat, { withers: [40, 144], chest: [156, 156] });
    const dapples =
      '<g fill="#D8D6CE" opacity=".9"><circle cx="66" cy="150" r="6"/><circle cx="86" cy="136" r="5"/><circle cx="104" cy="156" r="6"/><circle cx="124" cy="144" r="4"/><circle cx="80" cy="164" r="4"/></g>';
    const maneL = flow(
      [
        [96, 72],
        [88, 86],
        [79, 100],
        [69, 114],
        [58, 126],
      ],
      {
        fill: mane,
        dark,
        len: [30, 34, 34, 30, 26],
        dir: [200, 206, 210, 214, 218],
        curl: 0.2,
        width: 16,
      },
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'fierce',
      iris: '#6B4A2A',
      mouth: 'bite',
      build: 'broad',
      forelock: 'tuft',
      muzzle: '#9A968E',
    });
    const M = at(h, [30, 31]);
    // beam, yoke and bell
    const beam = path('M130 6H240V18H130Z', { fill: '#6B4A2A', sw: 2.2 });
    const bell = `<g transform="rotate(-14 196 18)">${path('M190 18H202V28H190Z', { fill: '#5B3A22', sw: 1.8 })}${path('M196 26C180 26 176 40 176 58C176 72 170 80 164 86H228C222 80 216 72 216 58C216 40 212 26 196 26Z', { fill: G, sw: 2.6 })}${line('M170 80H222M178 58H214', 1.6, '#8E6B1F')}<circle cx="196" cy="92" r="7" fill="#5B3A22" stroke="${INK}" stroke-width="2"/></g>`;
    // the bell-rope hangs from the yoke; the pony grips it in its teeth and its raised hoof
    const ropeD = smoothOpen([
      [184, 22],
      [178, 64],
      [M[0] + 8, M[1] - 14],
      [M[0] + 2, M[1] + 1],
      [M[0] + 8, M[1] + 14],
      [170, 140],
    ]);
    const rope = `${line(ropeD, 6.4)}${line(ropeD, 3.8, '#D8B878')}${line(ropeD, 1, '#8E6B1F', 'stroke-dasharray="2 3"')}`;
    const ring = line('M228 40c6 6 8 14 6 22M236 32c8 8 10 20 8 32M150 40c-4 6 -6 14 -4 20', 2.4, '#8E6B1F');
    const legR = leg(
      [
        [134, 160],
        [160, 150],
        [168, 136],
      ],
      [30, 19, 15],
      coat,
      hoofC,
    );
    return `${beam}${bell}${ring}${neck}${dapples}${maneL}${hd}${legR}${rope}${hills(164, -30, 270, '#7E9A5A', '#5E7A3E', '#3F7A3B')}`;
  },
});

// e3 Hayward — a dun in a straw hat drives a boundary stake; a little fence behind.
ponies.push({
  id: 'e3',
  flip: true,
  draw: (_G) => {
    const coat = '#C8A46A';
    const shade = '#9A7A44';
    const mane = '#4A3420';
    const dark = '#2A2018';
    const h = H({ x: 116, y: 78, s: 1.08, rot: 10 });
    const neck = bust(h, coat, { withers: [40, 132], chest: [152, 154] });
    const fence = `${line('M0 122H60M0 138H56', 5)}${line('M0 122H60M0 138H56', 3, '#B08A5E')}${path('M10 108H20V170H10ZM44 112H54V170H44Z', { fill: '#8A6A40', sw: 1.8 })}`;
    const maneL = flow(
      [
        [94, 52],
        [86, 66],
        [77, 80],
        [67, 94],
        [56, 108],
      ],
      {
        fill: mane,
        dark,
        len: [30, 32, 32, 30, 26],
        dir: [204, 208, 212, 216, 220],
        curl: 0.16,
        width: 16,
      },
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'open',
      iris: '#6B4A2A',
      mouth: 'closed',
      build: 'broad',
      forelock: 'none',
      muzzle: '#8A6A40',
    });
    const H0 = at(h, [-4, -34]);
    const hat = `<g transform="translate(${H0[0]} ${H0[1]}) rotate(${h.rot - 6})">${path('M-40 4C-30 -2 30 -2 42 6C30 12 -30 12 -40 4Z', { fill: '#E8C870', sw: 2 })}${path('M-20 2C-20 -18 20 -18 20 2Z', { fill: '#E8C870', sw: 2 })}${line('M-20 -2C-8 0 8 0 20 -2', 3, '#B23A26')}${line('M-30 6h60M-14 -8h28', 1, '#A8883C')}</g>`;
    // the stake: a hewn post, red-banded, sharpened, half driven into the hill
    const stake = `${path('M182 30H202V150L192 166L182 150Z', { fill: '#B08A5E', sw: 2.4 })}${path('M182 30H202V44H182Z', { fill: '#B23A26', sw: 1.8 })}${path('M182 56H202V64H182Z', { fill: '#F4EEDC', sw: 1.4 })}${line('M188 70V140M196 76V136', 1.2, '#6B4A2A')}${path('M178 30L192 20L206 30Z', { fill: '#8A6A40', sw: 1.8 })}`;
    const legR = leg(
      [
        [134, 150],
        [158, 136],
        [178, 120],
      ],
      [30, 19, 15],
      coat,
      hoofC,
    );
    return `${fence}${stake}${neck}${maneL}${hd}${hat}${legR}${hills(160, -30, 270, '#7E9A5A', '#5E7A3E', '#3F7A3B')}`;
  },
});

// e4 Harrow — a dark bay in a red collar carries a toothed wooden harrow on its shoulder.
ponies.push({
  id: 'e4',
  draw: (G) => {
    const coat = '#5E3E26';
    const shade = '#3E2818';
    const mane = '#2A2018';
    const dark = '#6A5A4A';
    const h = H({ x: 150, y: 84, s: 1.1, rot: 8 });
    const neck = bust(h, coat, { withers: [64, 134], chest: [182, 156] });
    // the harrow: a lattice of beams with iron teeth, tilted on its back
    let harrow = '';
    const hx = (u: number, v: number): [number, number] => [20 + u * 0.9 + v * 0.35, 60 - u * 0.25 + v * 0.9];
    const beam = (a: [number, number], b: [number, number]) =>
      path(tube([a, b], [8, 8], false), { fill: '#A8824E', sw: 1.8 });
    for (let i = 0; i <= 3; i++) harrow += beam(hx(i * 30, 0), hx(i * 30, 80));
    for (let j = 0; j <= 2; j++) harrow += beam(hx(-4, j * 40), hx(94, j * 40));
    for (let i = 0; i <= 3; i++)
      for (let j = 0; j <= 2; j++) {
        const [x, y] = hx(i * 30, j * 40);
        harrow += path(`M${x - 2} ${y}L${x - 4} ${y - 14}L${x + 3} ${y - 1}Z`, { fill: '#5A5A5A', sw: 1.2 });
      }
    const maneL = flow(
      [
        [130, 60],
        [124, 74],
        [116, 88],
        [107, 102],
        [96, 114],
      ],
      {
        fill: mane,
        dark,
        len: [30, 32, 32, 30, 26],
        dir: [204, 208, 212, 216, 220],
        curl: 0.15,
        width: 16,
      },
    );
    const collar = `${path('M104 110C112 92 140 96 152 112C160 126 166 140 168 156L154 160C150 144 140 124 126 116C116 112 110 114 104 110Z', { fill: '#B23A26', sw: 2.4 })}${path('M118 104C132 98 146 106 152 118L146 122C140 110 130 106 120 108Z', { fill: G, sw: 1.6 })}`;
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'open',
      iris: '#C08A3E',
      mouth: 'closed',
      build: 'broad',
      forelock: 'bangs',
      blaze: '#F4EEDC',
      muzzle: '#8A6A50',
    });
    const legR = leg(
      [
        [170, 152],
        [196, 148],
        [210, 164],
      ],
      [30, 19, 15],
      coat,
      hoofC,
    );
    return `${harrow}${neck}${maneL}${collar}${hd}${legR}${hills(164, -30, 270, '#8A7A4A', '#6A5A2A', '#3F7A3B')}`;
  },
});

// e5 Millstone — a great slate-grey rolls a dressed millstone; flour dust.
ponies.push({
  id: 'e5',
  flip: true,
  draw: (_G) => {
    const coat = '#7E8088';
    const shade = '#5E6068';
    const mane = '#F4EEDC';
    const dark = '#B8B2A8';
    const h = H({ x: 104, y: 76, s: 1.12, rot: 6 });
    const neck = bust(h, coat, { withers: [24, 130], chest: [144, 154] });
    const maneL = flow(
      [
        [82, 50],
        [74, 64],
        [65, 78],
        [55, 92],
        [44, 106],
      ],
      {
        fill: mane,
        dark,
        len: [30, 32, 32, 30, 26],
        dir: [204, 208, 212, 216, 220],
        curl: 0.14,
        width: 17,
      },
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'open',
      iris: '#5E6068',
      mouth: 'smile',
      build: 'broad',
      forelock: 'bangs',
      muzzle: '#A8A49C',
      blaze: '#D8D6CE',
    });
    const cx = 192;
    const cy = 110;
    let furrows = '';
    for (let i = 0; i < 10; i++) {
      const a = (i * Math.PI) / 5;
      const a2 = a + 0.5;
      furrows += `M${(cx + Math.cos(a) * 12).toFixed(1)} ${(cy + Math.sin(a) * 12).toFixed(1)}L${(cx + Math.cos(a2) * 40).toFixed(1)} ${(cy + Math.sin(a2) * 40).toFixed(1)}`;
    }
    const stone = `<ellipse cx="${cx + 6}" cy="${cy}" rx="44" ry="46" fill="#8E8A84" stroke="${INK}" stroke-width="2.4"/><circle cx="${cx}" cy="${cy}" r="44" fill="#B8B4AC" stroke="${INK}" stroke-width="2.6"/>${line(furrows, 1.6, '#6A6660')}<rect x="${cx - 8}" y="${cy - 8}" width="16" height="16" fill="#4A4640" stroke="${INK}" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="44" fill="none" stroke="#D8D4CC" stroke-width="2" stroke-dasharray="4 6" transform="scale(.92) translate(${cx * 0.087} ${cy * 0.087})"/>`;
    const dust =
      '<g fill="#FBF6E6" stroke="#B8B2A8" stroke-width="1"><circle cx="150" cy="160" r="5"/><circle cx="160" cy="150" r="3.5"/><circle cx="236" cy="150" r="4"/><circle cx="226" cy="58" r="3"/></g>';
    const legR = leg(
      [
        [124, 150],
        [148, 132],
        [158, 112],
      ],
      [32, 20, 16],
      coat,
      hoofC,
    );
    return `${stone}${neck}${maneL}${hd}${legR}${dust}${hills(162, -30, 270, '#7E9A5A', '#5E7A3E', '#3F7A3B')}`;
  },
});

// e6 Keystone — the mightiest: shoulders up a stone arch; the gilt keystone sits above its head.
ponies.push({
  id: 'e6',
  draw: (G) => {
    const coat = '#C08A3E';
    const shade = '#946626';
    const mane = '#6A6660';
    const dark = '#3A3630';
    const h = H({ x: 128, y: 92, s: 1.12, rot: 0 });
    const neck = bust(h, coat, { withers: [30, 140], chest: [170, 156] });
    // the arch: voussoirs around a centre, the keystone gilded at the top
    const cx = 124;
    const cy = 112;
    let arch = '';
    const R1 = 72;
    const R2 = 94;
    const cuts = [0, 0.15, 0.3, 0.42, 0.58, 0.7, 0.85, 1];
    const p = (r: number, a: number) => `${(cx + Math.cos(a) * r).toFixed(1)} ${(cy + Math.sin(a) * r).toFixed(1)}`;
    for (let i = 0; i < cuts.length - 1; i++) {
      const a0 = Math.PI + (cuts[i] as number) * Math.PI;
      const a1 = Math.PI + (cuts[i + 1] as number) * Math.PI;
      const key = i === 3;
      arch += path(
        `M${p(key ? R1 - 8 : R1, a0)}L${p(key ? R2 + 12 : R2, a0 - (key ? 0.04 : 0))}L${p(key ? R2 + 12 : R2, a1 + (key ? 0.04 : 0))}L${p(key ? R1 - 8 : R1, a1)}Z`,
        { fill: key ? G : i % 2 ? '#D8C8A0' : '#C8B488', sw: key ? 2.8 : 2.2 },
      );
    }
    arch += star8(cx, cy - R1 - 10, 6, '#B23A26');
    const piers = path(`M${cx - R2} ${cy}H${cx - R1}V184H${cx - R2}ZM${cx + R1} ${cy}H${cx + R2}V184H${cx + R1}Z`, {
      fill: '#C8B488',
      sw: 2.2,
    });
    const maneL = flow(
      [
        [106, 66],
        [98, 80],
        [89, 94],
        [79, 108],
        [68, 122],
      ],
      {
        fill: mane,
        dark,
        len: [28, 30, 30, 28, 24],
        dir: [204, 208, 212, 216, 220],
        curl: 0.14,
        width: 17,
      },
    );
    const hd = headAt(h, {
      coat,
      shade,
      mane,
      maneDark: dark,
      eye: 'open',
      iris: '#6B4A2A',
      mouth: 'closed',
      build: 'broad',
      forelock: 'bangs',
      muzzle: '#D8B070',
    });
    const legL = leg(
      [
        [86, 150],
        [70, 116],
        [62, 86],
      ],
      [32, 20, 16],
      shade,
      hoofC,
    );
    const legR = leg(
      [
        [156, 150],
        [176, 118],
        [184, 88],
      ],
      [32, 20, 16],
      coat,
      hoofC,
    );
    const strain = line('M106 12l-6 -6M142 12l6 -6M98 24l-8 -2M150 24l8 -2', 2.2, '#8E6B1F');
    return `${piers}${arch}${strain}${legL}${neck}${maneL}${hd}${legR}${hills(166, -30, 270, '#8A7A4A', '#6A5A2A', '#3F7A3B')}`;
  },
});

export function writePonies(out: string, headsFile: string): number {
  mkdirSync(out, { recursive: true });
  for (const p of ponies) {
    const G = `url(#${p.id}-gold)`;
    drawing = p.id;
    const art = p.draw(G);
    const framed = `<g transform="translate(${W / 2} ${HT}) scale(${FIT}) translate(${-W / 2} ${-HT})">${art}</g>`;
    const body = `<g filter="url(#${p.id}-ink)">${p.flip ? `<g transform="translate(${W} 0) scale(-1 1)">${framed}</g>` : framed}</g>`;
    writeFileSync(join(out, `${p.id}.svg`), svgFile(p.id, W, HT, gold(p.id) + ink(p.id), body));
  }
  // head crops for the pointer medallions: centre and radius in the 240×180 portrait
  const crops = ponies.map((p) => {
    const h = heads[p.id] as Place;
    const c0 = at(h, [8, -6]);
    const c: Pt = [W / 2 + (c0[0] - W / 2) * FIT, HT + (c0[1] - HT) * FIT];
    const x = p.flip ? W - c[0] : c[0];
    return `  ${p.id}: [${Math.round(x)}, ${Math.round(c[1])}, ${Math.round(54 * h.s * FIT)}],`;
  });
  writeFileSync(
    headsFile,
    `/** Generated by scripts/art/ponies.ts (npm run gen-art): each portrait's head as [cx, cy, r] in its 240×180 viewBox. */
export const HEAD_CROPS: Record<string, [number, number, number]> = {
${crops.join('\n')}
};
`,
  );
  return ponies.length;
}
