/** A tiny element builder for the DOM layer (panels, dialogs, prompts): h('button.gilt', {onclick}, 'Play'). */
type Attrs = Record<string, unknown> & { dataset?: Record<string, string>; style?: Partial<CSSStyleDeclaration> };
type Child = Node | string | number | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K | `${K}.${string}` | `${K}#${string}`,
  attrs: Attrs = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const [name, ...classes] = tag.split('.');
  const [base, id] = (name as string).split('#');
  const el = document.createElement(base as K);
  if (id) el.id = id;
  if (classes.length) el.className = classes.join(' ');
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k === 'style') Object.assign(el.style, v);
    else if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v as EventListener);
    else if (k === 'class') el.className += ` ${String(v)}`;
    else if (k in el && typeof v !== 'string') (el as unknown as Record<string, unknown>)[k] = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === 'object' ? c : String(c));
  }
  return el;
}

/** Parses trusted SVG source (our own art) into an element. */
export function svgEl(svg: string): SVGSVGElement {
  const tpl = document.createElement('template');
  tpl.innerHTML = svg.trim();
  return tpl.content.firstElementChild as SVGSVGElement;
}

/**
 * A line of words that may hold elements: a player's name among words in capitals is an element of its
 * own (seat-names.ts nameEl), in the body face as typed. A heading, a title or a status part takes one.
 */
export type Lettering = string | readonly (string | HTMLElement)[];

/** The lettering's parts to append, its elements copied (one lettering may be shown in several places). */
export function lettered(l: Lettering): (string | Node)[] {
  return typeof l === 'string' ? [l] : l.map((p) => (typeof p === 'string' ? p : p.cloneNode(true)));
}

/** The lettering as plain words (an aria-label, a title attribute, a test). */
export function plainText(l: Lettering): string {
  return typeof l === 'string' ? l : l.map((p) => (typeof p === 'string' ? p : (p.textContent ?? ''))).join('');
}
