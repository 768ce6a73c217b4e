/**
 * The rulebook sheet: a game's rules as illuminated pages over the table (a DOM sheet on the real
 * viewport, so it reads on a phone as on a desktop), with a contents list, the table's own pictures
 * and a section to open at (a refusal's "see the rule" link). Loaded on demand with its book.
 */
import { h } from '../app/dom';
import { pictureToCanvas } from '../art/compose';
import { getLang, type Lang, onLangChange, t, touchScreen } from '../i18n';
import { bookOf } from './books';
import type { Block, GameBook, Plate, RuleBook } from './types';
import './rulebook.css';

/** `**bold**` in a paragraph; everything else is plain text (never parsed as markup). */
function inline(text: string): (string | HTMLElement)[] {
  return text.split(/\*\*(.+?)\*\*/g).map((part, i) => (i % 2 ? h('strong', {}, part) : part));
}

/**
 * A plate is painted onto a canvas by the table's own route (SVG plus lettering in the loaded
 * fonts): inline SVG with its paper filters would be repainted on every scroll of the page.
 */
function plateEl(p: Plate, jobs: (() => Promise<void>)[]): HTMLElement {
  const height = Math.round((p.width * p.picture.height) / p.picture.width);
  const frame = h('span.rb-canvas', {
    role: 'img',
    'aria-label': p.label ?? '',
    'aria-hidden': p.label ? null : 'true',
    style: { width: `${p.width}px`, aspectRatio: `${p.picture.width} / ${p.picture.height}` },
  });
  frame.style.setProperty('--h', `${height}px`);
  jobs.push(async () => {
    const scale = (p.width / p.picture.width) * Math.min(2, Math.max(1, window.devicePixelRatio || 1));
    const canvas = await pictureToCanvas(p.picture, scale);
    frame.append(canvas);
  });
  return h('span.rb-plate', {}, frame, p.label ? h('span.rb-plate-label', {}, p.label) : null);
}

function blockEl(b: Block, figure: GameBook['figure'], lang: Lang, jobs: (() => Promise<void>)[]): HTMLElement {
  if (typeof b === 'string') return h('p', {}, ...inline(b));
  if ('touch' in b) return h('p', {}, ...inline(touchScreen() ? b.touch : b.mouse));
  if ('list' in b) return h('ul', {}, ...b.list.map((li) => h('li', {}, ...inline(li))));
  if ('example' in b)
    return h('p.rb-example', {}, h('span.rb-tag', {}, t('rulebook.example')), ' ', ...inline(b.example));
  if ('note' in b) return h('p.rb-note', {}, ...inline(b.note));
  const plates = figure(b.fig, lang);
  return h(
    'figure.rb-fig',
    { dataset: { fig: b.fig } },
    h('div.rb-plates', {}, ...plates.map((p) => plateEl(p, jobs))),
    b.caption ? h('figcaption', {}, ...inline(b.caption)) : null,
  );
}

export interface RulebookSheet {
  readonly el: HTMLElement;
  /** Scrolls to a section and marks it for a moment. */
  show(section: string | null): void;
  close(): void;
}

/** Opens the book of `gameId` (its registered chunk) over everything, at `section` (or the top). */
export async function openRulebook(
  gameId: string,
  opts: { section?: string | null; onClose?: () => void } = {},
): Promise<RulebookSheet> {
  const load = bookOf(gameId);
  if (!load) throw new Error(`no rulebook for ${gameId}`);
  const game = await load();
  const before = document.activeElement as HTMLElement | null;
  const root = h('div.rulebook', { role: 'dialog', 'aria-modal': 'true', dataset: { rulebook: gameId } });
  let current: string | null = opts.section ?? null;
  let closed = false;

  // Pictures are painted one at a time, the shown section's first, so the page answers at once.
  let painting = 0;
  const paint = async (jobs: Map<string, (() => Promise<void>)[]>, first: string | null) => {
    const run = ++painting;
    const order = [...(first && jobs.has(first) ? [jobs.get(first) ?? []] : []), ...jobs.values()];
    const done = new Set<() => Promise<void>>();
    for (const list of order)
      for (const job of list) {
        if (run !== painting || closed) return;
        if (done.has(job)) continue;
        done.add(job);
        await job().catch(() => {});
      }
  };

  const render = () => {
    const lang = getLang();
    const jobs = new Map<string, (() => Promise<void>)[]>();
    const book: RuleBook = game.book[lang];
    root.setAttribute('aria-label', book.title);
    // The initial is the first letter: a title in quotes («За Нортвуд!») keeps its quote with it.
    const [, lead = '', letter = '', rest = ''] = /^(\P{L}*)(\p{L}?)([\s\S]*)$/u.exec(book.title) ?? [];
    const first = `${lead}${letter}`;
    const close = h(
      'button.gilt.small.rb-close',
      { onclick: () => sheet.close(), title: t('rulebook.closeTitle'), dataset: { action: 'close-rules' } },
      t('rulebook.close'),
    );
    const contents = h(
      'nav.rb-contents',
      { 'aria-label': t('rulebook.contents') },
      h('h2', {}, t('rulebook.contents')),
      h(
        'ol',
        {},
        ...book.sections.map((s) =>
          h('li', {}, h('button.link', { onclick: () => sheet.show(s.id), dataset: { goto: s.id } }, s.title)),
        ),
      ),
    );
    const text = h(
      'article.rb-text',
      { tabindex: '-1' },
      ...book.sections.map((s) => {
        const list: (() => Promise<void>)[] = [];
        jobs.set(s.id, list);
        return h(
          'section.rb-section',
          { id: `rb-${gameId}-${s.id}`, dataset: { section: s.id } },
          h('h2', {}, h('span.red-initial', {}, s.title.slice(0, 1)), s.title.slice(1)),
          ...s.body.map((b) => blockEl(b, game.figure, lang, list)),
        );
      }),
    );
    root.replaceChildren(
      h(
        'div.rb-page',
        {},
        h(
          'header.rb-head',
          {},
          h('h1', {}, h('span.rb-initial', {}, first), rest),
          h('p.rb-lead', {}, book.lead),
          close,
        ),
        h('div.rb-body', {}, contents, text),
      ),
    );
    void paint(jobs, current);
  };

  const onKey = (e: KeyboardEvent) => {
    const typing = (e.target as HTMLElement | null)?.closest?.('input, textarea, select');
    if (e.key === 'Escape' || ((e.key === 'r' || e.key === 'R' || e.key === 'к' || e.key === 'К') && !typing)) {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      e.preventDefault();
      e.stopPropagation();
      sheet.close();
    } else if (e.key !== 'Tab' && e.key !== 'F2') {
      // Keys read here stay here: the table under the book must not act on them.
      e.stopPropagation();
    }
  };

  const sheet: RulebookSheet = {
    el: root,
    show(section) {
      current = section;
      const target = section ? root.querySelector<HTMLElement>(`[data-section="${CSS.escape(section)}"]`) : null;
      const text = root.querySelector<HTMLElement>('.rb-text');
      for (const s of root.querySelectorAll('.rb-section.cited')) s.classList.remove('cited');
      if (!target) {
        text?.scrollTo({ top: 0 });
        return;
      }
      target.classList.add('cited');
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
      target.querySelector('h2')?.setAttribute('tabindex', '-1');
      (target.querySelector('h2') as HTMLElement | null)?.focus({ preventScroll: true });
    },
    close() {
      if (closed) return;
      closed = true;
      document.removeEventListener('keydown', onKey, true);
      offLang();
      root.remove();
      before?.focus?.();
      opts.onClose?.();
    },
  };

  render();
  const offLang = onLangChange(() => {
    render();
    sheet.show(current);
  });
  document.addEventListener('keydown', onKey, true);
  document.body.append(root);
  if (current) sheet.show(current);
  else root.querySelector<HTMLElement>('.rb-close')?.focus();
  return sheet;
}
