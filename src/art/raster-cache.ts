/**
 * Pictures rasterised once per device: a drawn picture is kept as a PNG in IndexedDB, keyed by a
 * hash of what it is made of (its SVG, its lettering, its size and scale), so the next visit —
 * or the next table — decodes a PNG (off the main thread) instead of running the SVG filters again,
 * which took seconds per table under software rendering. A key never goes stale: changed art hashes
 * differently. Writes wait until the page is idle, one at a time, so they never delay a table.
 * Pictures the title and the tables open with are shipped too, drawn at build time under the same
 * keys (`npm run gen-pictures`, listed in shipped-pictures.json): a first visit fetches those.
 */
import shippedKeys from './shipped-pictures.json';

/** Bump when the way a picture becomes pixels changes (not the art: the art is in the key). */
const RASTER_VERSION = 1;
const DB = 'scriptorium-pictures';
const STORE = 'png';
/** Past this many stored pictures (old art from earlier versions) the store starts again. */
const MAX_ENTRIES = 1500;

export interface PictureStats {
  /** Pictures decoded from the store. */
  hits: number;
  /** Pictures fetched from the app's own files (shipped; counted in hits too). */
  shipped: number;
  /** Pictures loaded ahead of the table asking for them (counted in hits too): `prefetchOpening`. */
  ahead: number;
  /** Pictures rasterised from SVG. */
  drawn: number;
  /** Main-thread-visible time spent on each (ms, summed). */
  hitMs: number;
  drawnMs: number;
  /** PNGs written to the store. */
  stored: number;
  /** Shipped pictures fetched into the store before any table asked for them (`keepShipped`; in `stored` too). */
  kept: number;
  /** Pictures waiting to be written (or fetched to be kept), and lists of them still to be made: 0 once all is stored. */
  pending: number;
}

export const pictureStats: PictureStats = {
  hits: 0,
  shipped: 0,
  ahead: 0,
  drawn: 0,
  hitMs: 0,
  drawnMs: 0,
  stored: 0,
  kept: 0,
  pending: 0,
};

if (typeof window !== 'undefined') {
  window.__scriptorium ??= {};
  window.__scriptorium.pictures = pictureStats;
}

/**
 * cyrb53 (a fast 53-bit string hash) with seeds 1 and 2 in one pass: a 106-bit key. One pass, not one
 * per seed: a table's pictures are long SVG texts, and their keys are made as it opens.
 */
function hash106(s: string): string {
  let a1 = 0xdeadbeef ^ 1;
  let a2 = 0x41c6ce57 ^ 1;
  let b1 = 0xdeadbeef ^ 2;
  let b2 = 0x41c6ce57 ^ 2;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a1 = Math.imul(a1 ^ c, 2654435761);
    a2 = Math.imul(a2 ^ c, 1597334677);
    b1 = Math.imul(b1 ^ c, 2654435761);
    b2 = Math.imul(b2 ^ c, 1597334677);
  }
  return `${finish53(a1, a2)}-${finish53(b1, b2)}`;
}

function finish53(h1: number, h2: number): string {
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function pictureKey(source: string): string {
  const s = `${RASTER_VERSION}|${source}`;
  return `${hash106(s)}-${s.length.toString(36)}`;
}

let dbPromise: Promise<IDBDatabase | null> | null = null;
/**
 * The keys the store holds, read beside the first reads as it opens (null: not yet known, ask for each):
 * a picture it lacks is then fetched or drawn at once rather than after a lookup. That lookup, for a
 * new deal's cards on a warm opening, answered ~125 ms late, behind the table's own work. The pictures
 * read ahead at boot need not wait for the list: they are mostly stored.
 */
let storedKeys: Set<string> | null = null;
let indexed: Promise<void> = Promise.resolve();

function db(): Promise<IDBDatabase | null> {
  dbPromise ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(DB, 1);
    } catch {
      return resolve(null);
    }
    req.onupgradeneeded = () => {
      req.result.createObjectStore(STORE);
      storedKeys = new Set(); // made by this visit: it holds nothing yet
    };
    req.onsuccess = () => {
      const d = req.result;
      if (!storedKeys) indexed = index(d);
      resolve(d);
    };
    // Private windows and blocked storage: draw every time, as before.
    req.onerror = () => resolve(null);
    req.onblocked = () => resolve(null);
  });
  return dbPromise;
}

/** Learns which keys the store holds; past `MAX_ENTRIES` (old art from earlier versions) it starts again. */
function index(d: IDBDatabase): Promise<void> {
  return new Promise((resolve) => {
    try {
      const keys = d.transaction(STORE, 'readonly').objectStore(STORE).getAllKeys();
      keys.onsuccess = () => {
        storedKeys = new Set(keys.result.map(String));
        if (storedKeys.size > MAX_ENTRIES) {
          d.transaction(STORE, 'readwrite').objectStore(STORE).clear();
          storedKeys.clear();
        }
        resolve();
      };
      keys.onerror = () => resolve();
    } catch {
      resolve();
    }
  });
}

const shipped = new Set<string>(shippedKeys);

/**
 * The shipped PNG of `key`, or null (not shipped, drawing asked for, or offline and not kept by the
 * service worker: then it is drawn, without a failed request on the console).
 */
async function fetchShipped(key: string): Promise<Blob | null> {
  if (!shipped.has(key) || window.__scriptorium?.drawPictures) return null;
  const url = `pictures/${key}.png`;
  try {
    const res = navigator.onLine ? await fetch(url) : await globalThis.caches?.match(url);
    return res?.ok ? await res.blob() : null;
  } catch {
    return null;
  }
}

/** The stored PNG of `key`, or null. Never throws. */
async function read(key: string): Promise<Blob | null> {
  const d = await db();
  if (!d || storedKeys?.has(key) === false) return null;
  return new Promise((resolve) => {
    try {
      const req = d.transaction(STORE, 'readonly').objectStore(STORE).get(key);
      req.onsuccess = () => resolve(req.result instanceof Blob ? req.result : null);
      req.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** A main-memory canvas holding `blob`'s pixels (decoded off the main thread). */
async function decode(blob: Blob, width: number, height: number): Promise<HTMLCanvasElement | null> {
  try {
    const bitmap = await createImageBitmap(blob);
    if (bitmap.width !== width || bitmap.height !== height) {
      bitmap.close();
      return null;
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    ctx.drawImage(bitmap, 0, 0);
    bitmap.close();
    return canvas;
  } catch {
    return null;
  }
}

interface Loaded {
  canvas: HTMLCanvasElement;
  /** The shipped file it came from (to be kept in the store), or null: it came from the store. */
  fetched: Blob | null;
}

/** The device's own store first (a warm open reads no files); a shipped picture is kept there too. */
async function load(key: string, width: number, height: number): Promise<Loaded | null> {
  const stored = await read(key);
  const fetched = stored ? null : await fetchShipped(key);
  const blob = stored ?? fetched;
  const canvas = blob && (await decode(blob, width, height));
  return canvas ? { canvas, fetched } : null;
}

/** The cached raster of `key` (width × height px), or null when it must be drawn. */
export async function cachedRaster(key: string, width: number, height: number): Promise<HTMLCanvasElement | null> {
  const t0 = performance.now();
  opening?.push([key, width, height]);
  const early = ahead.get(key);
  ahead.delete(key);
  const got = await (early ?? load(key, width, height));
  if (!got) return null;
  if (early) pictureStats.ahead++;
  if (got.fetched) {
    pictureStats.shipped++;
    enqueue(key, got.fetched);
  }
  pictureStats.hits++;
  pictureStats.hitMs += performance.now() - t0;
  return got.canvas;
}

/**
 * A table's opening pictures, read and decoded ahead: the pictures the last first opening of a
 * table asked for (`openingEnds`) are loaded as soon as its route opens again, while the app boots
 * or the new-game sheet is read, and handed over when the table asks for them. Those of another
 * deal are not asked for, and are dropped when the opening ends.
 */
const ahead = new Map<string, Promise<Loaded | null>>();
let opening: [string, number, number][] | null = null;
const recorded = new Set<string>();
const openingItem = (table: string) => `scriptorium.opening.${table}`;

export function prefetchOpening(table: string): void {
  if (recorded.has(table) || window.__scriptorium?.drawPictures) return;
  let list: unknown;
  try {
    list = JSON.parse(localStorage.getItem(openingItem(table)) ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(list)) return;
  for (const item of list.slice(0, 200)) {
    if (!Array.isArray(item)) continue;
    const [key, width, height] = item as unknown[];
    if (typeof key === 'string' && typeof width === 'number' && typeof height === 'number')
      readAhead(key, width, height);
  }
}

/**
 * One picture read and decoded ahead (a new deal's cards, known while its sheet is up: `HostSpec.readAhead`),
 * handed over when a table asks for it; dropped unused when the opening ends.
 */
export function readAhead(key: string, width: number, height: number): void {
  if (ahead.has(key) || window.__scriptorium?.drawPictures) return;
  ahead.set(key, load(key, width, height));
}

/** A table starts asking for its first frame's pictures. */
export function openingBegins(): void {
  opening = [];
}

/**
 * The first frame's pictures are in: kept as the list to load ahead next time (only from the first
 * opening of `table` in this visit: a later one finds most of its textures made and asks for few).
 */
export function openingEnds(table: string): void {
  if (opening && opening.length > 0 && !recorded.has(table)) {
    recorded.add(table);
    try {
      localStorage.setItem(openingItem(table), JSON.stringify(opening));
    } catch {
      // storage full or blocked: nothing is loaded ahead next time
    }
  }
  opening = null;
  ahead.clear();
}

/** What is to be stored: a drawn canvas, a fetched file, or null (a shipped file to fetch and keep). */
const queue: [string, HTMLCanvasElement | Blob | null][] = [];
let writing = false;

const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 200);
  });

/** Keeps `canvas` as the raster of `key`, once the page is idle. */
export function storeRaster(key: string, canvas: HTMLCanvasElement): void {
  const hooks = window.__scriptorium;
  // Drawing to ship (scripts/gen-pictures.ts): handed over at once, not stored.
  if (hooks?.drawPictures) {
    (hooks.drawnPictures as Map<string, HTMLCanvasElement> | undefined)?.set(key, canvas);
    return;
  }
  enqueue(key, canvas);
}

/**
 * Keeps on the device, before any table asks for them, the shipped pictures `keys` lists (a next new
 * deal's cards, `HostSpec.keepAhead`): listed once the page is idle, then fetched and stored one at a
 * time as every write is. A warm opening then reads a new deal's cards from the store rather than
 * fetching them while the table is made (~250 ms late there), and offline it need not draw them.
 */
export function keepShipped(keys: () => string[]): void {
  if (window.__scriptorium?.drawPictures) return;
  pictureStats.pending++;
  void idle().then(async () => {
    try {
      await db();
      await indexed;
      for (const key of keys()) if (shipped.has(key) && storedKeys?.has(key) === false) enqueue(key, null);
    } catch {
      // only a head start: a picture not kept is fetched or drawn when asked for, as before
    } finally {
      pictureStats.pending--;
    }
  });
}

function enqueue(key: string, item: HTMLCanvasElement | Blob | null): void {
  queue.push([key, item]);
  pictureStats.pending++;
  if (!writing) void drain();
}

async function drain(): Promise<void> {
  writing = true;
  try {
    const d = await db();
    while (d && queue.length > 0) {
      await idle();
      const [key, item] = queue.shift() as [string, HTMLCanvasElement | Blob | null];
      const blob = await toStore(key, item);
      if (blob)
        await new Promise<void>((resolve) => {
          try {
            const tx = d.transaction(STORE, 'readwrite');
            tx.objectStore(STORE).put(blob, key);
            tx.oncomplete = () => {
              storedKeys?.add(key);
              pictureStats.stored++;
              if (!item) pictureStats.kept++;
              resolve();
            };
            tx.onerror = tx.onabort = () => resolve();
          } catch {
            resolve();
          }
        });
      pictureStats.pending--;
    }
  } finally {
    pictureStats.pending -= queue.length;
    queue.length = 0;
    writing = false;
  }
}

/** The PNG to store for `item`: a fetched file as it is, a canvas encoded; a picture to keep is fetched unless stored meanwhile. */
async function toStore(key: string, item: HTMLCanvasElement | Blob | null): Promise<Blob | null> {
  if (item instanceof Blob) return item;
  if (item) return new Promise<Blob | null>((resolve) => item.toBlob(resolve, 'image/png'));
  return storedKeys?.has(key) ? null : fetchShipped(key);
}
