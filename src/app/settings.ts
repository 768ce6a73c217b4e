/** Player settings: remembered in localStorage, read by the sound bank and the animation queue. */
export interface Settings {
  volume: number; // master volume 0..1
  sound: boolean;
  speed: number; // animation speed multiplier: 0.5 (slow) … 4 (fastest)
  confirm: boolean; // ask before a move that cannot be taken back (e.g. a placement that draws)
}

export const SPEEDS = [0.5, 1, 1.5, 2, 4] as const;
/** Each speed's word; i18n keys are dotted paths, so a number such as 0.5 cannot be a key. */
const SPEED_WORDS: Record<(typeof SPEEDS)[number], string> = {
  0.5: 'leisurely',
  1: 'normal',
  1.5: 'brisk',
  2: 'fast',
  4: 'fastest',
};
/** The i18n key of a speed's name. */
export const speedKey = (v: (typeof SPEEDS)[number]): string => `app.settings.speeds.${SPEED_WORDS[v]}`;
const KEY = 'scriptorium.settings';
const defaults: Settings = { volume: 0.7, sound: true, speed: 1, confirm: true };

let current: Settings = { ...defaults };
const listeners = new Set<(s: Settings) => void>();

function clean(raw: unknown): Settings {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Partial<Settings>;
  const volume = typeof r.volume === 'number' && r.volume >= 0 && r.volume <= 1 ? r.volume : defaults.volume;
  const sound = typeof r.sound === 'boolean' ? r.sound : defaults.sound;
  const speed = SPEEDS.includes(r.speed as (typeof SPEEDS)[number]) ? (r.speed as number) : defaults.speed;
  const confirm = typeof r.confirm === 'boolean' ? r.confirm : defaults.confirm;
  return { volume, sound, speed, confirm };
}

export function loadSettings(): Settings {
  try {
    current = clean(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
  } catch {
    current = { ...defaults };
  }
  return current;
}

export function settings(): Readonly<Settings> {
  return current;
}

export function updateSettings(patch: Partial<Settings>): Settings {
  current = clean({ ...current, ...patch });
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // storage full or blocked: the settings last this visit only
  }
  for (const f of listeners) f(current);
  return current;
}

export function onSettings(f: (s: Settings) => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

/**
 * No decorative motion (the title's candle and motes, pulsing rings): the player's system asks for
 * reduced motion, or a browser test asked for no animation. Moves still animate (they tell what happened).
 * Motion also keeps the table drawing every frame, which a slow device pays for in input latency.
 */
export function calmPictures(): boolean {
  return window.__scriptorium?.instant === true || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
