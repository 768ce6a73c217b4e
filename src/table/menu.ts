/**
 * The game menu (Esc or the Menu button): resume, settings, how to play, a new game, back to the
 * title. The same sheet for every game; scenes pass what differs.
 */

import { h } from '../app/dom';
import { type Modal, openModal } from '../app/modal';
import { openSettings } from '../app/panels';
import type { App } from '../app/shell';
import { t } from '../i18n';

export interface MenuOptions {
  gameTitle: string;
  seed: string;
  /** Said under the entries instead of the seed. */
  note?: string;
  onNewGame: () => void;
  onTutorial?: () => void;
  extra?: { label: string; action: string; run: () => void }[];
}

export function openGameMenu(app: App, o: MenuOptions): Modal {
  let modal: Modal;
  const item = (label: string, action: string, run: () => void, primary = false) =>
    h(
      'button.gilt.menu-item',
      {
        class: primary ? 'primary' : '',
        dataset: { action },
        onclick: () => {
          modal.close();
          run();
        },
      },
      label,
    );
  modal = openModal(app.dialogs, {
    id: 'game-menu',
    title: o.gameTitle,
    closable: true,
    // Return to the game is its first choice: a Close beside it said the same thing twice
    closeButton: false,
    body: [
      h(
        'div.menu-list',
        {},
        item(t('app.menu.resume'), 'resume', () => {}, true),
        item(t('app.menu.settings'), 'settings', () => openSettings(app.dialogs)),
        o.onTutorial ? item(t('app.menu.learn'), 'tutorial', o.onTutorial) : null,
        ...(o.extra ?? []).map((x) => item(x.label, x.action, x.run)),
        item(t('app.menu.newGame'), 'new', o.onNewGame),
        item(t('app.menu.back'), 'title', () => app.navigate('/')),
      ),
      o.note || o.seed ? h('p.note', {}, o.note || t('app.menu.seed', { seed: o.seed })) : '',
    ],
  });
  return modal;
}
