/**
 * The sound bank: the project's own WAVs (scripts/gen-audio.ts) played through Howler. Volume and
 * mute follow the settings; nothing plays before the first user gesture (browsers require it, and
 * a page that makes noise by itself is rude). Games map their emitted events to these names.
 */
import { Howl, Howler } from 'howler';
import { onSettings, settings } from '../app/settings';

export const SOUNDS = [
  'card-flick',
  'card-slide',
  'shuffle',
  'token-clack',
  'seal-stamp',
  'quill-scratch',
  'bell',
  'chime',
  'fanfare',
  'fail-knell',
] as const;
export type SoundName = (typeof SOUNDS)[number];

const urls = import.meta.glob('../../assets/audio/*.wav', { eager: true, query: '?url', import: 'default' }) as Record<
  string,
  string
>;
const urlOf = (name: SoundName) => urls[`../../assets/audio/${name}.wav`];

let unlocked = false;
const howls = new Map<SoundName, Howl>();
/** What played, for tests and the inspector (name, time). */
export const played: { name: SoundName; at: number }[] = [];

function applySettings(): void {
  const s = settings();
  Howler.volume(s.volume);
  Howler.mute(!s.sound);
}

let started = false;
/** Howler makes its AudioContext on its first call: not at boot (a cold open paid up to 0.3 s for it). */
function start(): void {
  if (started) return;
  started = true;
  applySettings();
  onSettings(applySettings);
}

function howl(name: SoundName): Howl | undefined {
  let h = howls.get(name);
  if (!h) {
    const src = urlOf(name);
    if (!src) return undefined;
    h = new Howl({ src: [src], format: ['wav'], preload: true });
    howls.set(name, h);
  }
  return h;
}

/** Call once at boot: sounds load and may play after the first pointer or key press. */
export function initSound(): void {
  const unlock = () => {
    if (unlocked) return;
    unlocked = true;
    // Loaded when the page is idle: the gesture that unlocks is often the one that opens a table,
    // and ten sounds fetched and decoded then took the CPU the table needed. One played before is
    // loaded on demand (play).
    // Muted, nothing is fetched or decoded: a sound is loaded when first played.
    const preload = () => {
      if (!settings().sound) return;
      start();
      for (const name of SOUNDS) howl(name);
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(preload, { timeout: 5000 });
    else setTimeout(preload, 1000);
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
  };
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
}

/** Plays a sound (no-op before the first gesture or when muted). `rate` varies pitch a little. */
export function play(name: SoundName, opts: { volume?: number; rate?: number } = {}): void {
  if (!unlocked || !settings().sound) return;
  start();
  const h = howl(name);
  if (!h) return;
  const id = h.play();
  if (opts.volume !== undefined) h.volume(opts.volume, id);
  if (opts.rate !== undefined) h.rate(opts.rate, id);
  played.push({ name, at: performance.now() });
  if (played.length > 200) played.shift();
}
