/**
 * Seeded PRNG (sfc32) whose whole state is four 32-bit integers: plain JSON that lives in a
 * machine's context, so a game replays byte for byte from its seed and events.
 * A string seed is hashed with cyrb128.
 */
export type RngState = readonly [number, number, number, number];

/** cyrb128: a fast 128-bit string hash, used to turn any seed string into the generator state. */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** The generator state for a seed. Numbers are hashed by their decimal text, so 7 and "7" agree. */
export function seedRng(seed: string | number): RngState {
  const s = cyrb128(String(seed));
  const rng = new Rng(s);
  // Warm up: the first outputs of sfc32 from a hashed state are well mixed already, but a few
  // rounds cost nothing and decorrelate near-identical seeds further.
  for (let i = 0; i < 12; i++) rng.next();
  return rng.state;
}

/**
 * A mutable cursor over an RngState. Construct it from the context's state, draw, then store
 * `rng.state` back into the next context. The input state is never mutated.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** A fresh cursor from a seed. */
  static from(seed: string | number): Rng {
    return new Rng(seedRng(seed));
  }

  /** The current state as plain JSON (a new array each time). */
  get state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  /** Uniform float in [0, 1). */
  next(): number {
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const d = this.d;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    const r = (c << 21) | (c >>> 11);
    this.c = (r + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(`rng.int needs a positive integer, got ${n}`);
    return Math.floor(this.next() * n);
  }

  /** A uniformly chosen element; throws on an empty list (a rules bug, never a player's). */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('rng.pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  /** Fisher–Yates (i = n−1…1, j = ⌊next()·(i+1)⌋) into a new array; the input is untouched. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }
}
