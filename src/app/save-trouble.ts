/**
 * When a game's save cannot be opened: ONE sheet says exactly what happened, keeps the refused text
 * aside (src/app/saves.ts), and offers "Restore the previous save" (only when the backup reads) and
 * "Start a new game". Nothing else opens until the player answers, so nothing covers it.
 */
import type { RecordError } from '../../machines/core/record';
import { has, t } from '../i18n';
import { h } from './dom';
import { openModal } from './modal';
import { readBackup, readSave, restoreBackup, setAsideRefused } from './saves';

/** The player's answer; null when the sheet was closed (back to the title). */
export type Recovery = 'restore' | 'new' | null;

/** Player words for a refused record (the developer's message stays in the record error). */
export function whyRefused(error: RecordError | null, text: string | null, rulesNow: number, game?: string): string {
  if (!error) return t('saves.why.gone');
  switch (error.code) {
    case 'notJson':
    case 'badShape':
      return t('saves.why.damaged');
    case 'wrongGame':
    case 'unknownGame':
      return t('saves.why.otherGame');
    case 'rulesVersion': {
      let saved: unknown = '?';
      try {
        saved = (JSON.parse(text ?? '') as { rulesVersion?: unknown }).rulesVersion;
      } catch {
        // the code says it parsed; keep '?'
      }
      const why = t('saves.why.version', { saved: String(saved), now: rulesNow });
      // What changed since, where the game says so (e.g. Four Temperaments' four potions a round).
      const changed = `app.games.${game}.rulesChanged`;
      return game && has(changed) ? `${why} ${t(changed)}` : why;
    }
    case 'badSeats':
    case 'badOptions':
      return t('saves.why.setup');
    default:
      return t('saves.why.move', { n: (error.index ?? 0) + 1 });
  }
}

/**
 * Explains a refused save (or a save slot emptied by an earlier refusal, `error` null) and asks what
 * to do. `probe` opens a record text; the backup is offered only when it opens. Close or Esc: null.
 */
export function askAfterRefusedSave(
  host: HTMLElement,
  o: {
    game: string;
    gameTitle: string;
    error: RecordError | null;
    rulesNow: number;
    /** How many moves a record text holds when it opens, else null. */
    probe(json: string): number | null;
  },
): Promise<Recovery> {
  const text = readSave(o.game);
  setAsideRefused(o.game);
  const backupText = readBackup(o.game);
  const moves = backupText === null ? undefined : o.probe(backupText);
  return new Promise((resolve) => {
    let answer: Recovery = null;
    const choose = (a: Recovery) => {
      answer = a;
      modal.close();
    };
    const reads = typeof moves === 'number';
    const state = moves === undefined ? 'none' : reads ? 'reads' : 'unreadable';
    const backupLine = t(`saves.backup.${state}`, { count: moves ?? 0 });
    const buttons = [
      reads &&
        h(
          'button.gilt.primary',
          { dataset: { action: 'restore' }, onclick: () => restoreBackup(o.game) && choose('restore') },
          t('saves.restore'),
        ),
      h(
        'button.gilt',
        { class: reads ? '' : 'primary', dataset: { action: 'new-game' }, onclick: () => choose('new') },
        t('saves.newGame'),
      ),
    ];
    const modal = openModal(host, {
      id: 'save-trouble',
      title: t('saves.title'),
      body: [
        h('p.note', {}, o.gameTitle),
        h('p', { dataset: { why: o.error?.code ?? 'gone' } }, whyRefused(o.error, text, o.rulesNow, o.game)),
        h('p', { hidden: !o.error }, t('saves.kept')),
        h('p', { dataset: { backup: state } }, backupLine),
        h('div.form-actions', {}, ...buttons),
      ],
      onClose: () => resolve(answer),
    });
  });
}
