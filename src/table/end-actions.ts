/** The end sheet's two ways on, the same at every table: back to the title, or a new game of the same kind. */
import { h } from '../app/dom';
import { t } from '../i18n';

export function endActions(o: {
  close(): void;
  navigate(route: string): void;
  game: string;
  again: string;
}): HTMLElement {
  const go = (route: string) => () => {
    o.close();
    o.navigate(route);
  };
  return h(
    'div.form-actions',
    {},
    h('button.gilt.quiet', { dataset: { action: 'title' }, onclick: go('/') }, t('app.menu.back')),
    h('button.gilt.primary', { dataset: { action: 'play-again' }, onclick: go(`/${o.game}/new`) }, o.again),
  );
}
