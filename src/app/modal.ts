/**
 * A parchment sheet over the table: heading with a red initial, content, Esc or the close button to
 * leave. Focus moves into the sheet and stays there (Tab cycles) until it closes, then returns.
 */
import { t, touchScreen } from '../i18n';
import { h, type Lettering, lettered, plainText } from './dom';

export interface Modal {
  el: HTMLElement;
  close(): void;
  /** Letters the heading and the close button anew (the language changed while the sheet is open). */
  retitle(title: Lettering): void;
}

export function openModal(
  host: HTMLElement,
  opts: {
    /** A player's name in it as seat-names.ts `tNamed` letters it ("Bob wins": not "ВОВ" in the display face) */
    title: Lettering;
    body: (HTMLElement | string)[];
    onClose?: () => void;
    wide?: boolean;
    id?: string;
    closable?: boolean;
    /** False: no Close button (its first choice closes it, as the game menu's Return to the game). */
    closeButton?: boolean;
  },
): Modal {
  const before = document.activeElement as HTMLElement | null;
  const closable = opts.closable !== false;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    backdrop.remove();
    fits?.disconnect();
    document.removeEventListener('keydown', onKey, true);
    before?.focus?.();
    opts.onClose?.();
  };
  // The red initial is the first letter's, a name's too (in the name's face)
  const heading = (title: Lettering) => {
    const [first, ...rest] = lettered(title);
    const initial = (s: string) => [h('span.red-initial', {}, s.slice(0, 1)), s.slice(1)];
    if (typeof first === 'string') return [...initial(first), ...rest];
    if (first instanceof HTMLElement) first.replaceChildren(...initial(first.textContent ?? ''));
    return first ? [first, ...rest] : [];
  };
  const closeButton =
    closable &&
    opts.closeButton !== false &&
    h('button.gilt.close', { onclick: close, dataset: { action: 'close' } }, t('app.menu.close'));
  const sheet = h(
    'div.sheet',
    {
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': plainText(opts.title),
      tabindex: '-1',
      class: opts.wide ? 'wide' : '',
      dataset: { modal: opts.id ?? '' },
    },
    h('h2.rubric', {}, ...heading(opts.title)),
    ...opts.body,
  );
  // A form's Close stands in its row of actions, before them (Close · Begin), not on a row of its own
  // under them; a sheet of words ends with it.
  const actions = [...sheet.querySelectorAll('.form-actions')].at(-1);
  if (closeButton) actions ? actions.prepend(closeButton) : sheet.append(closeButton);
  // A form longer than its screen keeps its actions at its foot (sheets.css `.overflows`); one that fits
  // ends as drawn. Watched as it grows (a seat added) or the screen turns.
  const fits = actions
    ? new ResizeObserver(() => sheet.classList.toggle('overflows', sheet.scrollHeight > sheet.clientHeight + 1))
    : null;
  for (const el of fits ? [sheet, ...sheet.children] : []) fits?.observe(el);
  const backdrop = h('div.backdrop', { onclick: (e: Event) => closable && e.target === backdrop && close() }, sheet);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && closable) {
      e.stopPropagation();
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      const focusable = [...sheet.querySelectorAll<HTMLElement>('button, input, select, textarea, [tabindex]')].filter(
        (el) => !el.hasAttribute('disabled'),
      );
      if (focusable.length === 0) return;
      const i = focusable.indexOf(document.activeElement as HTMLElement);
      const next = e.shiftKey ? (i <= 0 ? focusable.length - 1 : i - 1) : (i + 1) % focusable.length;
      (focusable[next] as HTMLElement).focus();
      e.preventDefault();
    }
  };
  document.addEventListener('keydown', onKey, true);
  host.append(backdrop);
  // Focus goes in without scrolling: a sheet taller than a phone on its side opens at its title. On a
  // touch screen it goes to the sheet itself: a focused field would raise the keyboard over the sheet.
  const first = touchScreen() ? null : sheet.querySelector<HTMLElement>('input, select, button');
  (first ?? sheet).focus({ preventScroll: true });
  sheet.scrollTop = 0;
  const retitle = (title: string) => {
    sheet.setAttribute('aria-label', plainText(title));
    sheet.querySelector('h2.rubric')?.replaceChildren(...heading(title));
    if (closeButton) closeButton.textContent = t('app.menu.close');
  };
  return { el: sheet, close, retitle };
}
