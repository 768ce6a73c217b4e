/**
 * The Library (#/library): every game kept on this device, newest first, with continue, watch,
 * save as file, share link, rename and delete; open a game file; a share link (#/library/open/…)
 * lands here. A sheet in its own full-window layer (not the 1280×720 table layer), so it reads on
 * a phone as well as on a desktop.
 */
import { GAME_IDS, isRegistered, loadedGame, loadGame } from '../../machines/core/game';
import type { RecordError } from '../../machines/core/record';
import { getLang, t } from '../i18n';
import type { LibraryEntry } from '../library/entry';
import { readEntry, recordText } from '../library/entry';
import { libraryWritten } from '../library/keep';
import { packRecord, unpackRecord } from '../library/pack';
import { deleteEntry, getEntry, listEntries, migrateSaves, putEntry, renameEntry } from '../library/store';
import { h } from './dom';
import type { App } from './shell';
import './library.css';
import { type Modal, openModal } from './modal';
import { whyRefused } from './save-trouble';
import { allSaveTexts, writeSave } from './saves';

/** A share link longer than this is offered as a file instead. */
export const LINK_LIMIT = 2000;

export function shareLink(recordJson: string): string {
  const base = `${location.origin}${location.pathname}`;
  return `${base}#/library/open/${packRecord(JSON.parse(recordJson))}`;
}

const gameTitle = (game: string) => (isRegistered(game) ? t(`app.games.${game}.title`) : game || '?');

function explain(error: RecordError, text: string): string {
  let game = '';
  try {
    game = String((JSON.parse(text) as { game?: unknown }).game ?? '');
  } catch {
    // not JSON: whyRefused says so
  }
  return whyRefused(error, text, loadedGame(game)?.rulesVersion ?? 0, game);
}

function resultText(e: LibraryEntry): string {
  if (e.refused) return t('library.refused', { why: explain(e.refused as RecordError, recordText(e)) });
  if (!e.finished || !e.result) return t('library.running');
  if (e.result.draw) return t('library.draw');
  if (e.players.length <= 1) {
    const score = String(e.result.scores[0] ?? 0);
    return e.result.winners.length ? t('library.wonSolo', { score }) : t('library.lostSolo', { score });
  }
  const names = e.result.winners.map((s) => e.players[s]?.name ?? String(s + 1)).join(', ');
  return t('library.won', { names });
}

function when(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(getLang(), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

function download(entry: LibraryEntry): void {
  const blob = new Blob([recordText(entry)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = h('a', { href: url, download: `${entry.game}-${entry.created.slice(0, 10)}.scriptorium.json` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function loadAllGames(): Promise<void> {
  await Promise.all(GAME_IDS.filter((g) => isRegistered(g)).map((g) => loadGame(g)));
}

export function openLibrary(app: App, route: string[], onClose: () => void): Modal {
  const layer = h('div.library-layer');
  document.body.append(layer);
  const status = h('p.lib-status', { role: 'status' });
  const linkBox = h('div.lib-link');
  const list = h('ul.lib-list', { 'aria-label': t('library.title') }, h('li.lib-empty', {}, t('library.loading')));
  const say = (text: string) => {
    status.textContent = text;
    linkBox.replaceChildren();
  };

  async function addText(text: string): Promise<void> {
    await loadAllGames();
    const read = readEntry(text, loadedGame, 'imported');
    if (!read.ok) {
      say(t('library.importRefused', { why: explain(read.error, text) }));
      return;
    }
    const name = gameTitle(read.entry.game);
    if (await getEntry(read.entry.id)) say(t('library.already', { name }));
    else {
      await putEntry(read.entry);
      say(t('library.imported', { name }));
    }
    await refresh(read.entry.id);
  }

  const file = h('input', {
    type: 'file',
    accept: '.json,application/json',
    class: 'visually-hidden',
    tabindex: '-1',
    dataset: { field: 'import' },
    onchange: async () => {
      const f = file.files?.[0];
      file.value = '';
      if (!f) return;
      let text: string;
      try {
        text = await f.text();
      } catch {
        say(t('library.importFailed'));
        return;
      }
      await addText(text);
    },
  });

  function row(e: LibraryEntry): HTMLElement {
    const title = e.name ?? gameTitle(e.game);
    const name = h('h3.lib-name', {}, title);
    const actions = h('div.lib-actions');
    const button = (action: string, label: string, onclick: () => void, primary = false) =>
      h('button.gilt.small', { class: primary ? 'primary' : '', dataset: { action }, onclick }, label);

    const rename = () => {
      const input = h('input', {
        type: 'text',
        value: e.name ?? '',
        placeholder: gameTitle(e.game),
        maxlength: '80',
        'aria-label': t('library.nameLabel'),
        dataset: { field: 'name' },
      });
      let done = false;
      const finish = async (keep: boolean) => {
        if (done) return;
        done = true;
        if (keep) await renameEntry(e.id, input.value);
        await refresh(e.id);
      };
      input.addEventListener('keydown', (k) => {
        if (k.key === 'Enter') void finish(true);
        else if (k.key === 'Escape') {
          k.stopPropagation(); // the sheet stays open; only the renaming is cancelled
          void finish(false);
        }
      });
      input.addEventListener('blur', () => void finish(true));
      name.replaceChildren(input);
      input.focus();
      input.select();
    };

    let confirming = false;
    const del = button('delete', t('library.actions.delete'), async () => {
      if (!confirming) {
        confirming = true;
        del.textContent = t('library.actions.confirmDelete');
        del.classList.add('danger');
        return;
      }
      await deleteEntry(e.id);
      await refresh();
    });
    del.addEventListener('blur', () => {
      confirming = false;
      del.textContent = t('library.actions.delete');
      del.classList.remove('danger');
    });

    const text = e.online ? recordText(e) : 'local';
    if (e.online && !e.finished)
      actions.append(
        button('rejoin', t('library.actions.rejoin'), () => app.navigate(`/join/${e.online?.room ?? ''}`), true),
      );
    if (e.online && !text) {
      // A running online game (or one whose record never came): rejoined by its room, never replayed.
    } else if (!e.refused && isRegistered(e.game)) {
      if (!e.finished && !e.online)
        actions.append(
          button(
            'continue',
            t('library.actions.continue'),
            () => {
              writeSave(e.game, recordText(e));
              app.navigate(`/${e.game}/continue`);
            },
            true,
          ),
        );
      // A running game is watched back only as its one person saw it (src/library/replay.ts).
      if (e.finished || !e.online)
        actions.append(
          button(
            'watch',
            t('library.actions.watch'),
            () => app.navigate(`/${e.game}/replay/${encodeURIComponent(e.id)}`),
            e.finished,
          ),
        );
      actions.append(button('export', t('library.actions.export'), () => download(e)));
      if (e.finished)
        actions.append(
          button('link', t('library.actions.link'), async () => {
            const link = shareLink(recordText(e));
            if (link.length > LINK_LIMIT) {
              say(t('library.linkTooLong', { length: link.length }));
              return;
            }
            const copied = await navigator.clipboard?.writeText(link).then(
              () => true,
              () => false,
            );
            say(copied ? t('library.linkCopied') : t('library.linkShown'));
            const out = h('input', { type: 'text', readOnly: true, value: link, 'aria-label': t('library.linkShown') });
            linkBox.replaceChildren(out);
            out.select();
          }),
        );
    } else {
      actions.append(button('export', t('library.actions.export'), () => download(e)));
    }
    actions.append(button('rename', t('library.actions.rename'), rename), del);

    const meta = [
      e.name ? gameTitle(e.game) : null,
      e.refused ? null : e.players.map((p) => p.name).join(', ') || null,
      resultText(e),
      e.online ? t('library.online', { room: e.online.room }) : null,
      e.refused || (e.online && !e.moves) ? null : t('library.moves', { count: e.moves }),
    ].filter((x): x is string => Boolean(x));
    return h(
      'li.lib-entry',
      { dataset: { entry: e.id, game: e.game, finished: String(e.finished) } },
      h('div.lib-head', {}, name, h('time', { dateTime: e.updated }, when(e.updated))),
      h('p.lib-meta', {}, meta.join(' · ')),
      actions,
    );
  }

  async function refresh(focusId?: string): Promise<void> {
    let entries: LibraryEntry[];
    try {
      entries = await listEntries();
    } catch {
      list.replaceChildren(h('li.lib-empty', {}, t('library.unavailable')));
      return;
    }
    list.replaceChildren(...(entries.length ? entries.map(row) : [h('li.lib-empty', {}, t('library.empty'))]));
    if (focusId) list.querySelector<HTMLElement>(`[data-entry="${CSS.escape(focusId)}"] button`)?.focus();
  }

  const modal = openModal(layer, {
    id: 'library',
    title: t('library.title'),
    wide: true,
    body: [
      h('p.note', {}, t('library.intro')),
      h(
        'div.lib-tools',
        {},
        h(
          'button.gilt.small',
          { dataset: { action: 'import' }, onclick: () => file.click() },
          t('library.actions.import'),
        ),
        file,
      ),
      status,
      linkBox,
      list,
    ],
    onClose: () => {
      layer.remove();
      onClose();
    },
  });
  modal.el.classList.add('library');

  void (async () => {
    try {
      await loadAllGames();
      await libraryWritten();
      await migrateSaves(
        GAME_IDS.flatMap((g) => allSaveTexts(g)),
        loadedGame,
      );
    } catch {
      // no IndexedDB: refresh says so
    }
    const [what, payload] = route;
    if (what === 'open' && payload) {
      history.replaceState(null, '', '#/library'); // the game is kept; the long link need not stay
      const text = unpackRecord(payload);
      if (text === null) say(t('library.importRefused', { why: t('saves.why.damaged') }));
      else await addText(text);
    }
    await refresh();
    layer.dataset.ready = 'true';
  })();
  return modal;
}
