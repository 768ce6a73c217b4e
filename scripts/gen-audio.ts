/**
 * Synthesizes the project's own sounds into assets/audio/*.wav (16-bit mono, 22.05 kHz):
 * card flick, card slide, shuffle, token clack, seal stamp, quill scratch, bell, chime, fanfare,
 * fail knell. Deterministic (seeded noise), so regenerating changes nothing.  npm run gen-audio
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../machines/core/rng';

const RATE = 22050;
const out = join(import.meta.dirname, '..', 'assets', 'audio');

type Buf = Float32Array;
const buf = (seconds: number): Buf => new Float32Array(Math.ceil(seconds * RATE));

function noise(seed: string, n: number): Float32Array {
  const r = Rng.from(seed);
  const a = new Float32Array(n);
  for (let i = 0; i < n; i++) a[i] = r.next() * 2 - 1;
  return a;
}

/** A biquad band-pass (RBJ), applied in place. */
function bandpass(x: Float32Array, f: number | ((i: number) => number), q: number): Float32Array {
  const y = new Float32Array(x.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < x.length; i++) {
    const fc = typeof f === 'number' ? f : f(i);
    const w = (2 * Math.PI * fc) / RATE;
    const alpha = Math.sin(w) / (2 * q);
    const a0 = 1 + alpha;
    const b0 = alpha / a0;
    const b2 = -alpha / a0;
    const a1 = (-2 * Math.cos(w)) / a0;
    const a2 = (1 - alpha) / a0;
    const xi = x[i] as number;
    const yi = b0 * xi + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = xi;
    y2 = y1;
    y1 = yi;
    y[i] = yi;
  }
  return y;
}

/** One-pole low-pass. */
function lowpass(x: Float32Array, f: number): Float32Array {
  const y = new Float32Array(x.length);
  const a = Math.exp((-2 * Math.PI * f) / RATE);
  let s = 0;
  for (let i = 0; i < x.length; i++) {
    s = (1 - a) * (x[i] as number) + a * s;
    y[i] = s;
  }
  return y;
}

function env(n: number, attack: number, decay: number): Float32Array {
  const e = new Float32Array(n);
  const na = Math.max(1, Math.floor(attack * RATE));
  for (let i = 0; i < n; i++) e[i] = i < na ? i / na : Math.exp(-(i - na) / (decay * RATE));
  return e;
}

function mix(target: Buf, src: Float32Array, at = 0, gain = 1): void {
  const o = Math.floor(at * RATE);
  for (let i = 0; i < src.length && i + o < target.length; i++)
    target[i + o] = (target[i + o] as number) + (src[i] as number) * gain;
}

function mul(a: Float32Array, b: Float32Array): Float32Array {
  return a.map((v, i) => v * ((b[i] as number) ?? 0));
}

/** A struck, decaying set of partials (bells, wood). */
function partials(seconds: number, f0: number, parts: [ratio: number, amp: number, decay: number][]): Float32Array {
  const n = Math.ceil(seconds * RATE);
  const y = new Float32Array(n);
  for (const [ratio, amp, decay] of parts) {
    const f = f0 * ratio;
    for (let i = 0; i < n; i++)
      y[i] = (y[i] as number) + amp * Math.sin((2 * Math.PI * f * i) / RATE) * Math.exp(-i / (decay * RATE));
  }
  return y;
}

function normalize(x: Buf, peak = 0.85): Buf {
  let m = 0;
  for (const v of x) m = Math.max(m, Math.abs(v));
  if (m > 0) for (let i = 0; i < x.length; i++) x[i] = ((x[i] as number) / m) * peak;
  // 5 ms fade-out so nothing clicks at the end
  const f = Math.floor(0.005 * RATE);
  for (let i = 0; i < f; i++) x[x.length - 1 - i] = (x[x.length - 1 - i] as number) * (i / f);
  return x;
}

function flick(seed: string, seconds = 0.09): Buf {
  const n = Math.ceil(seconds * RATE);
  const b = buf(seconds);
  mix(
    b,
    mul(
      bandpass(noise(seed, n), (i) => 5200 - (i / n) * 2600, 1.2),
      env(n, 0.002, 0.018),
    ),
  );
  mix(b, mul(bandpass(noise(`${seed}b`, n), 900, 2), env(n, 0.001, 0.01)), 0, 0.5);
  return normalize(b, 0.7);
}

function slide(): Buf {
  const s = 0.32;
  const n = Math.ceil(s * RATE);
  const b = buf(s);
  const e = new Float32Array(n).map((_, i) => Math.sin((Math.PI * i) / n) ** 1.5);
  mix(
    b,
    mul(
      bandpass(noise('slide', n), (i) => 1800 + 1400 * Math.sin((Math.PI * i) / n), 0.7),
      e,
    ),
  );
  mix(b, flick('slide-end', 0.06), s - 0.07, 0.35);
  return normalize(b, 0.6);
}

function shuffle(): Buf {
  const b = buf(0.9);
  for (let k = 0; k < 14; k++)
    mix(b, flick(`shuffle${k}`, 0.06), 0.04 + k * 0.055 + (k % 3) * 0.004, 0.6 + 0.4 * Math.sin(k));
  return normalize(b, 0.65);
}

function clack(): Buf {
  const b = buf(0.2);
  const knock = (f: number) =>
    partials(0.12, f, [
      [1, 1, 0.018],
      [2.31, 0.6, 0.012],
      [3.9, 0.3, 0.008],
    ]);
  mix(b, knock(1150));
  mix(b, mul(bandpass(noise('clack', 400), 3000, 1), env(400, 0.0005, 0.004)), 0, 0.5);
  mix(b, knock(1320), 0.045, 0.45);
  return normalize(b, 0.8);
}

function stamp(): Buf {
  const s = 0.4;
  const n = Math.ceil(s * RATE);
  const b = buf(s);
  const thud = new Float32Array(n);
  let ph = 0;
  for (let i = 0; i < n; i++) {
    const f = 95 * Math.exp(-i / (0.08 * RATE)) + 48;
    ph += (2 * Math.PI * f) / RATE;
    thud[i] = Math.sin(ph) * Math.exp(-i / (0.09 * RATE));
  }
  mix(b, thud);
  mix(b, mul(lowpass(noise('stamp', n), 900), env(n, 0.001, 0.03)), 0, 1.6);
  mix(b, mul(bandpass(noise('squish', n), 600, 1.5), env(n, 0.02, 0.05)), 0.02, 0.5);
  return normalize(b, 0.9);
}

function quill(): Buf {
  const s = 0.7;
  const b = buf(s);
  const r = Rng.from('quill-strokes');
  const strokes = [0, 0.17, 0.31, 0.5];
  for (const [k, at] of strokes.entries()) {
    const len = 0.11 + r.next() * 0.06;
    const m = Math.ceil(len * RATE);
    const grain = new Float32Array(m).map((_, i) => Math.sin((Math.PI * i) / m) * (0.6 + 0.4 * Math.sin(i / (9 + k))));
    mix(
      b,
      mul(
        bandpass(noise(`quill${k}`, m), (i) => 4200 + 1500 * Math.sin(i / 180 + k), 1.6),
        grain,
      ),
      at,
    );
  }
  return normalize(b, 0.5);
}

function bell(): Buf {
  const b = buf(2.2);
  mix(
    b,
    partials(2.2, 740, [
      [1, 1, 0.9],
      [2.0, 0.5, 0.6],
      [2.76, 0.45, 0.45],
      [5.4, 0.25, 0.2],
      [8.93, 0.12, 0.1],
    ]),
  );
  mix(b, mul(bandpass(noise('bell', 300), 6000, 1), env(300, 0.0005, 0.004)), 0, 0.3);
  return normalize(b, 0.7);
}

function chime(): Buf {
  const b = buf(1.0);
  mix(
    b,
    partials(1.0, 1568, [
      [1, 1, 0.35],
      [2.7, 0.3, 0.12],
      [4.1, 0.15, 0.06],
    ]),
  );
  mix(
    b,
    partials(0.8, 2093, [
      [1, 0.8, 0.3],
      [2.7, 0.2, 0.1],
    ]),
    0.09,
  );
  return normalize(b, 0.5);
}

/** A brass-like note: a band-limited saw with a swelling low-pass and a little vibrato. */
function brass(f: number, seconds: number): Float32Array {
  const n = Math.ceil(seconds * RATE);
  const y = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    const vib = 1 + 0.006 * Math.sin(2 * Math.PI * 5.5 * t) * Math.min(1, t * 4);
    let v = 0;
    for (let k = 1; k <= 12; k++) v += Math.sin(2 * Math.PI * f * k * vib * t) / k ** 1.25;
    const a = Math.min(1, t / 0.04) * Math.exp(-Math.max(0, t - seconds * 0.7) / 0.08);
    y[i] = v * a;
  }
  return lowpass(y, 2600);
}

function fanfare(): Buf {
  const b = buf(1.9);
  const notes: [number, number, number][] = [
    [392, 0, 0.18],
    [392, 0.2, 0.12],
    [523.25, 0.34, 0.2],
    [659.25, 0.56, 0.22],
    [783.99, 0.8, 1.0],
  ];
  for (const [f, at, d] of notes) {
    mix(b, brass(f, d), at, 0.8);
    mix(b, brass(f / 2, d), at, 0.35);
  }
  return normalize(b, 0.8);
}

function knell(): Buf {
  const b = buf(3.0);
  const toll = partials(2.6, 174.6, [
    [0.5, 0.5, 1.4],
    [1, 1, 1.1],
    [1.19, 0.55, 0.8], // the minor third of a real bell
    [1.5, 0.3, 0.6],
    [2.0, 0.35, 0.5],
    [2.61, 0.15, 0.25],
  ]);
  mix(b, toll);
  mix(b, toll, 1.0, 0.45);
  return normalize(b, 0.75);
}

function wav(x: Buf): Buffer {
  const data = Buffer.alloc(x.length * 2);
  for (let i = 0; i < x.length; i++)
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, x[i] as number)) * 32767), i * 2);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(RATE, 24);
  h.writeUInt32LE(RATE * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

const sounds: Record<string, () => Buf> = {
  'card-flick': () => flick('flick'),
  'card-slide': slide,
  shuffle,
  'token-clack': clack,
  'seal-stamp': stamp,
  'quill-scratch': quill,
  bell,
  chime,
  fanfare,
  'fail-knell': knell,
};

mkdirSync(out, { recursive: true });
let total = 0;
for (const [name, make] of Object.entries(sounds)) {
  const bytes = wav(make());
  writeFileSync(join(out, `${name}.wav`), bytes);
  total += bytes.length;
  console.log(`${name}.wav  ${(bytes.length / 1024).toFixed(1)} KB`);
}
console.log(`${Object.keys(sounds).length} sounds, ${(total / 1024).toFixed(0)} KB → assets/audio/`);
