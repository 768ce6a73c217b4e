/**
 * Every visible string, in Russian and English. Keys are namespaced by file: `app.*` for the
 * shell, `<game>.*` for each game. A rules `Illegal` is shown as `<game>.reasons.<code>`.
 * A hint that names a gesture has a `<key>Touch` twin, read instead on a touch screen (`touchScreen`):
 * a tap and a long press there, a click, a hover or a right-click with a mouse; `{Click}` and
 * `{click}` in a text read "Tap"/"tap" there.
 */
import app from './app';
import appPwa from './app-pwa';
import appZoom from './app-zoom';
import clouds from './clouds';
import cloudsTable from './clouds-table';
import debug from './debug';
import library from './library';
import northwood from './northwood';
import northwoodTable from './northwood-table';
import online from './online';
import rulebook from './rulebook';
import saves from './saves';
import temperaments from './temperaments';
import temperamentsPhone from './temperaments-phone';
import temperamentsTable from './temperaments-table';
import tutorial from './tutorial';
import type { Bilingual, Dict, Leaf, Plural } from './types';

export type Lang = 'en' | 'ru';
export const LANGS: readonly Lang[] = ['ru', 'en'];

/** Two files may share a namespace (a game's engine strings and its table's), merged here. */
function merge(...parts: Bilingual[]): Bilingual {
  const deep = (a: Dict, b: Dict): Dict => {
    const out: Dict = { ...a };
    for (const [k, v] of Object.entries(b)) {
      const prev = out[k];
      out[k] =
        prev && typeof prev === 'object' && !isPlural(prev) && typeof v === 'object' && !isPlural(v)
          ? deep(prev as Dict, v as Dict)
          : v;
    }
    return out;
  };
  return parts.reduce((acc, p) => ({ en: deep(acc.en, p.en), ru: deep(acc.ru, p.ru) }), { en: {}, ru: {} });
}

export const namespaces: Record<string, Bilingual> = {
  app: merge(app, appPwa, appZoom),
  northwood: merge(northwood, northwoodTable),
  temperaments: merge(temperaments, temperamentsTable, temperamentsPhone),
  clouds: merge(clouds, cloudsTable),
  debug,
  tutorial,
  rulebook,
  saves,
  library,
  online,
};

const STORAGE_KEY = 'scriptorium.lang';
let lang: Lang = 'en';
const listeners = new Set<(l: Lang) => void>();

function lookup(dict: Dict, path: string[]): Leaf | Dict | undefined {
  let node: Leaf | Dict | undefined = dict;
  for (const part of path) {
    if (!node || typeof node === 'string' || isPlural(node)) return undefined;
    node = (node as Dict)[part];
  }
  return node;
}

function isPlural(v: unknown): v is Plural {
  return typeof v === 'object' && v !== null && 'other' in v && typeof (v as Plural).other === 'string';
}

const pluralRules: Record<Lang, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  ru: new Intl.PluralRules('ru'),
};

/** True when `key` names a string in the current language. */
export function has(key: string, l: Lang = lang): boolean {
  const [ns, ...rest] = key.split('.');
  const b = namespaces[ns as string];
  if (!b) return false;
  const v = lookup(b[l], rest);
  return typeof v === 'string' || isPlural(v);
}

let touchQuery: MediaQueryList | null | undefined;

/** True when the device's main pointer cannot hover (a phone, a tablet): its hints name taps and presses. */
export function touchScreen(): boolean {
  if (touchQuery === undefined) touchQuery = typeof matchMedia === 'function' ? matchMedia('(hover: none)') : null;
  return touchQuery?.matches ?? false;
}

/**
 * The string for `key` in the current language with `{name}` placeholders filled (its `Touch`
 * twin on a touch screen). Plural leaves pick their form from `params.count`. A missing key shows
 * itself (tests catch it).
 */
export function t(key: string, params: Record<string, string | number> = {}, l: Lang = lang): string {
  const [ns, ...rest] = key.split('.');
  const b = namespaces[ns as string];
  const touch = b && touchScreen() ? lookup(b[l], [...rest.slice(0, -1), `${rest.at(-1)}Touch`]) : undefined;
  let v = touch ?? (b ? lookup(b[l], rest) : undefined);
  if (isPlural(v)) {
    const n = Number(params.count ?? 0);
    const form = pluralRules[l].select(n) as keyof Plural;
    v = v[form] ?? v.other;
  }
  if (typeof v !== 'string') return key;
  const text = v.replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : (GESTURE[name]?.[touchScreen() ? 1 : 0] ?? m),
  );
  return l === 'ru' ? text.replace(DEFAULT_NAME_AFTER_WORD, '$1 $2') : text;
}

/**
 * Russian names a person after the word for a player in its case ("у игрока {name}"), as names do not
 * decline; a default name, "Игрок 2", there would read "у игрока Игрок 2": it reads "у игрока 2".
 */
const DEFAULT_NAME_AFTER_WORD = /(игрок(?:а|у|ом|е)?) Игрок (\d+)/g;

/** Words for the press a text asks for, `{Click}` in a sentence: a click with a mouse, a tap on a touch screen. */
const GESTURE: Record<string, readonly [string, string]> = { Click: ['Click', 'Tap'], click: ['click', 'tap'] };

/** The words for a refused move: the game's reason, then the app's, then `fallback` (or the bare code). */
export function reasonText(
  gameId: string,
  code: string,
  params: Record<string, string | number> = {},
  fallback?: string,
): string {
  for (const key of [`${gameId}.reasons.${code}`, `app.reasons.${code}`, `online.refused.${code}`])
    if (has(key)) return t(key, params);
  return fallback || code;
}

export function getLang(): Lang {
  return lang;
}

export function setLang(l: Lang, remember = true): void {
  if (l === lang) return;
  lang = l;
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, l);
    } catch {
      // private mode: the choice lasts this visit only
    }
  }
  document.documentElement.lang = l;
  for (const f of listeners) f(l);
}

/** Reads the remembered language, else the browser's (Russian browsers get Russian). */
export function initLang(): Lang {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    saved = null;
  }
  const guess: Lang = navigator.language?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
  lang = saved === 'ru' || saved === 'en' ? saved : guess;
  document.documentElement.lang = lang;
  return lang;
}

export function onLangChange(f: (l: Lang) => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}
