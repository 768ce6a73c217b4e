/**
 * Plain data as a collapsible tree (the game's context or a seat's view): objects and arrays open
 * on click, long arrays in pages, scalars coloured by kind. Which branches are open is kept by path,
 * so the tree can be redrawn after every move without closing what the developer opened.
 */
import { h } from '../app/dom';
import { has, t } from '../i18n';

const PAGE = 60;

/**
 * A one-line summary of an event's payload: `cardId p3 · to [3,4]` (the seat is shown apart,
 * unless `withSeat`).
 */
export function payloadSummary(event: { type: string; [k: string]: unknown }, withSeat = false): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(event)) {
    if (k === 'type' || (k === 'seat' && !withSeat)) continue;
    parts.push(`${k} ${short(v)}`);
  }
  return parts.join(' · ');
}

/** An event type in player words (`PLAY_CARD` → "plays a card"), when the dictionary has them. */
export function eventWords(type: string): HTMLElement | null {
  const key = `debug.events.${type}`;
  return /^[A-Z_]+$/.test(type) && has(key) ? h('span.words', {}, t(key)) : null;
}

/** A value in a few characters: `p3`, `15,3→15,4`, `(scene scene-mill 2)`. */
export function short(v: unknown, max = 40): string {
  const s = compact(v);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

function compact(v: unknown, depth = 0): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) return String(v);
  if (depth > 2) return '…';
  if (Array.isArray(v)) {
    // A path of points reads best as 15,3→15,4→15,5.
    if (v.length && v.every((x) => Array.isArray(x) && x.every((y) => typeof y !== 'object'))) {
      return v.map((x) => (x as unknown[]).join(',')).join('→');
    }
    return `[${v.map((x) => compact(x, depth + 1)).join(' ')}]`;
  }
  if (typeof v === 'object') {
    return `(${Object.values(v as object)
      .map((x) => compact(x, depth + 1))
      .join(' ')})`;
  }
  return String(v);
}

function kindOf(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

function preview(v: unknown): string {
  if (Array.isArray(v)) return `[${v.length}]`;
  const keys = Object.keys(v as object);
  return `{${keys.length}}`;
}

export class DataTree {
  readonly el: HTMLElement;
  private open = new Set<string>(['']);
  private pages = new Map<string, number>();
  private value: unknown = null;

  constructor(label: string) {
    this.el = h('div.tree', { role: 'tree', 'aria-label': label });
  }

  set(value: unknown): void {
    this.value = value;
    this.render();
  }

  /** Opens every branch down to `depth` (a developer's "show me everything near the top"). */
  expandTo(depth: number): void {
    const walk = (v: unknown, path: string, d: number) => {
      if (d > depth || v === null || typeof v !== 'object') return;
      this.open.add(path);
      const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v as object);
      for (const [k, x] of entries.slice(0, PAGE)) walk(x, `${path}/${k}`, d + 1);
    };
    walk(this.value, '', 0);
    this.render();
  }

  collapseAll(): void {
    this.open = new Set(['']);
    this.render();
  }

  private render(): void {
    const scroll = this.el.scrollTop;
    this.el.replaceChildren(...this.children(this.value, ''));
    this.el.scrollTop = scroll;
  }

  private children(v: unknown, path: string): HTMLElement[] {
    if (v === null || typeof v !== 'object') return [this.leaf(null, v)];
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v as object);
    const shown = this.pages.get(path) ?? PAGE;
    const rows = entries.slice(0, shown).map(([k, x]) => this.row(k, x, `${path}/${k}`));
    if (entries.length > shown) {
      rows.push(
        h(
          'button.tree-more',
          {
            onclick: () => {
              this.pages.set(path, shown + PAGE);
              this.render();
            },
          },
          t('debug.context.more', { count: entries.length - shown }),
        ),
      );
    }
    return rows;
  }

  private row(key: string, v: unknown, path: string): HTMLElement {
    const kind = kindOf(v);
    if (kind !== 'object' && kind !== 'array') return this.leaf(key, v);
    const isOpen = this.open.has(path);
    const toggle = h(
      'button.tree-key',
      {
        'aria-expanded': String(isOpen),
        onclick: () => {
          if (this.open.has(path)) this.open.delete(path);
          else this.open.add(path);
          this.render();
        },
      },
      h('span.tree-caret', {}, isOpen ? '▾' : '▸'),
      h('span.k', {}, key),
      h('span.tree-preview', {}, ` ${preview(v)}`),
    );
    return h(
      'div.tree-branch',
      { role: 'treeitem', 'aria-expanded': String(isOpen) },
      toggle,
      isOpen ? h('div.tree-children', { role: 'group' }, ...this.children(v, path)) : null,
    );
  }

  private leaf(key: string | null, v: unknown): HTMLElement {
    const kind = kindOf(v);
    const text = kind === 'string' ? JSON.stringify(v) : String(v);
    return h(
      'div.tree-leaf',
      { role: 'treeitem' },
      key !== null ? h('span.k', {}, `${key}: `) : null,
      h(`span.v.${kind}` as 'span', {}, text.length > 200 ? `${text.slice(0, 199)}…` : text),
    );
  }
}
