/**
 * The rulebook at a table: a "Rules" button and the R key open the game's book (loaded on demand),
 * and every refused move's notice links to the rule it cites ("See the rule").
 */
import { h } from '../app/dom';
import { t } from '../i18n';
import { keyIsTaken, Loading, panelButton } from '../table/panel-button';
import type { TableScene } from '../table/table-scene';
import type { RulebookSheet } from './book';
import { citedSection } from './cites';

export interface RulebookHandle {
  open(section?: string | null): Promise<void>;
  close(): void;
  readonly isOpen: boolean;
}

export function attachRulebook(scene: TableScene): RulebookHandle {
  const gameId = scene.session.module.id;
  let sheet: RulebookSheet | null = null;
  const loading = new Loading();

  const handle: RulebookHandle = {
    get isOpen() {
      return sheet !== null || loading.busy;
    },
    async open(section = null) {
      if (sheet) {
        sheet.show(section);
        return;
      }
      return loading.run(async () => {
        const { openRulebook } = await import('./book');
        const opened = await openRulebook(gameId, {
          section,
          onClose: () => {
            if (sheet === opened) sheet = null;
            button.setAttribute('aria-pressed', 'false');
          },
        });
        if (!scene.sys.isActive()) opened.close();
        else {
          sheet = opened;
          button.setAttribute('aria-pressed', 'true');
        }
      });
    },
    close() {
      sheet?.close();
    },
  };

  // R opens the book (the book closes itself on R or Esc); the Russian layout's К is the same key.
  const button = panelButton(scene, {
    label: 'rulebook.button',
    title: 'rulebook.buttonTitle',
    action: 'rules',
    key: 'R',
    onClick: () => void handle.open(),
    onKey: (e) => {
      if (e.ctrlKey || e.metaKey || e.altKey || keyIsTaken(e, '.backdrop, .hud-prompt, .rulebook')) return;
      if (e.code === 'KeyR' || e.key === 'r' || e.key === 'R') {
        e.preventDefault();
        void handle.open();
      }
    },
    onLeave: () => {
      scene.events.off('refused', onRefused);
      sheet?.close();
      sheet = null;
    },
    hook: 'rulebook',
    handle,
  });

  // A refused move: its notice cites the rule.
  const onRefused = ({ code, notice }: { code: string; notice?: HTMLElement }) => {
    const section = citedSection(gameId, code);
    if (!section || !notice) return;
    notice.append(
      ' ',
      h(
        'button.link.rule-link',
        { onclick: () => void handle.open(section), dataset: { rule: section } },
        t('rulebook.seeRule'),
      ),
    );
  };
  scene.events.on('refused', onRefused);

  return handle;
}
