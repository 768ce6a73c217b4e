/**
 * The rulebook at a table: a "Rules" button and the R key open the game's book (loaded on demand),
 * and every refused move's notice links to the rule it cites ("See the rule").
 */
import { h } from '../app/dom';
import { onLangChange, t } from '../i18n';
import type { TableScene } from '../table/table-scene';
import type { RulebookSheet } from './book';
import { citedSection } from './cites';

export interface RulebookHandle {
  open(section?: string | null): Promise<void>;
  close(): void;
  readonly isOpen: boolean;
}

/** True when a key press belongs to someone else (a field, a sheet, a prompt). */
function keyIsTaken(e: KeyboardEvent): boolean {
  const target = e.target as HTMLElement | null;
  if (target?.closest?.('input, textarea, select')) return true;
  return Boolean(document.querySelector('.backdrop, .hud-prompt, .rulebook'));
}

export function attachRulebook(scene: TableScene): RulebookHandle {
  const gameId = scene.session.module.id;
  let sheet: RulebookSheet | null = null;
  let opening: Promise<void> | null = null;

  const handle: RulebookHandle = {
    get isOpen() {
      return sheet !== null || opening !== null;
    },
    async open(section = null) {
      if (sheet) {
        sheet.show(section);
        return;
      }
      if (opening) return opening;
      opening = (async () => {
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
      })();
      try {
        await opening;
      } finally {
        opening = null;
      }
    },
    close() {
      sheet?.close();
    },
  };

  const button = scene.hud.button(t('rulebook.button'), () => void handle.open(), {
    action: 'rules',
    title: t('rulebook.buttonTitle'),
    key: 'R',
  });
  button.setAttribute('aria-pressed', 'false');

  // R opens the book (the book closes itself on R or Esc); the Russian layout's К is the same key.
  const onKey = (e: KeyboardEvent) => {
    if (!scene.sys.isActive() || e.ctrlKey || e.metaKey || e.altKey || keyIsTaken(e)) return;
    if (e.code === 'KeyR' || e.key === 'r' || e.key === 'R') {
      e.preventDefault();
      void handle.open();
    }
  };
  document.addEventListener('keydown', onKey, true);

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

  const offLang = onLangChange(() => {
    const label = button.firstChild;
    if (label) label.textContent = t('rulebook.button');
    button.title = t('rulebook.buttonTitle');
  });

  scene.events.once('shutdown', () => {
    document.removeEventListener('keydown', onKey, true);
    scene.events.off('refused', onRefused);
    offLang();
    sheet?.close();
    sheet = null;
    const hooks = window.__scriptorium;
    if (hooks?.rulebook === handle) delete hooks.rulebook;
  });
  window.__scriptorium ??= {};
  window.__scriptorium.rulebook = handle;
  return handle;
}
