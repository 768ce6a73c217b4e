/** A panel of the online table's dock (the chat, the seat's inspector): a titled dialog with a close button, hidden until asked for. */
import { t } from '../../i18n';
import { h } from '../dom';

export function dockPanel(
  o: { title: string; part: string; className?: string; close: () => void },
  ...body: Node[]
): HTMLElement {
  return h(
    'section.online-panel',
    { class: o.className, hidden: true, role: 'dialog', 'aria-label': o.title, dataset: { part: o.part } },
    h(
      'header',
      {},
      h('h3', {}, o.title),
      h('button.gilt.quiet.small', { onclick: o.close, 'aria-label': t('app.menu.close') }, '×'),
    ),
    ...body,
  );
}
