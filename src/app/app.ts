/**
 * The app: Phaser for the table, a DOM layer for text and controls, hash routes between the title
 * screen and the games' tables (each loaded on demand). Test hooks live on `window.__scriptorium`.
 */
import type Phaser from 'phaser';
import '../../machines/registry';
import { GAME_IDS, type GameId } from '../../machines/core/game';
import { preparePage } from '../art/page';
import { prefetchOpening } from '../art/raster-cache';
import { play, played } from '../audio/bank';
import { getLang, onLangChange } from '../i18n';
import { bookOf } from '../rulebook/books';
import { h } from './dom';
import { makeTableContext, type TableContext } from './gl-context';
import { openLibrary } from './library';
import { attachOverlay } from './overlay';
import { addPage, showPage } from './page-backdrop';
import { openAbout, openSettings } from './panels';
import { settings } from './settings';
import type { App } from './shell';
import { type TableModule, tableOf } from './table-registry';
import { isPlayable, renderTitle } from './title';

function parseRoute(): string[] {
  return location.hash.replace(/^#\/?/, '').split('/').filter(Boolean);
}

/**
 * Resolves once `host` has been given something and a frame has been made since (so it is on its way
 * to the screen before the main thread is held), or once `until` settles.
 */
function shown(host: HTMLElement, until: Promise<unknown>): Promise<void> {
  const added = new Promise<void>((resolve) => {
    if (host.firstChild) return resolve();
    const watch = new MutationObserver(() => {
      watch.disconnect();
      resolve();
    });
    watch.observe(host, { childList: true });
  });
  const framed = added.then(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  return Promise.race([framed, until.then(noop, noop)]);
}
const noop = () => {};

/** `run` once the page has nothing more urgent to do (soon after at most). */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1500 });
  else setTimeout(run, 200);
}

/**
 * `fonts`: resolves once the faces are in; nothing with words is shown before. `page`: the page behind
 * the title, already asked for (src/main.ts), or null: made when first shown. Phaser boots meanwhile,
 * and a new game's sheet (DOM, no Phaser) opens without waiting for it: the table waits on `app.booted`.
 * `gl`: the table's WebGL context the entry made (src/app/gl-context.ts), or null: Phaser makes its own.
 */
export async function startApp(
  fonts: Promise<unknown> = Promise.resolve(),
  page: Promise<HTMLCanvasElement> | null = null,
  gl: TableContext | null = null,
): Promise<App> {
  const ui = document.getElementById('ui') as HTMLElement;
  const screen = h('div.layer.screen-layer');
  const dialogs = h('div.layer.dialog-layer');
  ui.append(screen);
  // Sheets are laid out for the screen itself (a phone's own width), not scaled with the table.
  document.body.append(dialogs);

  // Phaser, made on the first `boot()`: after the title or a new game's sheet is on its way to the
  // screen (its chunk's evaluation and the WebGL context hold the page a few hundred ms under software
  // rendering), or at once for a table's own route.
  let game: Phaser.Game | null = null;
  let booted: Promise<Phaser.Game> | null = null;
  const boot = (): Promise<Phaser.Game> => {
    booted ??= import('./boot-phaser')
      // The entry's context when it made one (a table's route); else made now. Phaser then makes none.
      .then(({ bootPhaser }) => bootPhaser(gl ?? makeTableContext()))
      .then((made) => {
        performance.mark('boot:phaser');
        game = made.game;
        window.__scriptorium = Object.assign(window.__scriptorium ?? {}, { game, frames: made.frames });
        return made.game;
      });
    return booted;
  };
  // The page behind the title (and the menus), made once it is first shown: a game's route never
  // fetches or draws it (its sheet and table cover the whole screen).
  let pageMade: Promise<void> | null = null;
  let pageWanted = false;
  /** Shows or hides the page; resolves once that is done (it is made when first shown). */
  const setPage = (show: boolean): Promise<void> => {
    pageWanted = show;
    if (!pageMade && !show) return Promise.resolve();
    pageMade ??= (page ?? preparePage()).then((picture) => {
      addPage(picture, ui);
      performance.mark('boot:page');
    });
    return pageMade.then(() => showPage(pageWanted));
  };
  // Each route renders over the last; one that waited (for the page) yields to a newer one.
  let renders = 0;

  let table: { id: GameId; module: TableModule } | null = null;
  let panel: { close(): void } | null = null;
  // The developer route #/inspect/<game> (src/debug/route.ts), loaded on demand.
  let inspect: { close(): void } | null = null;
  let onlineRoute: { close(): void } | null = null;

  const app: App = {
    get game() {
      return game as Phaser.Game;
    },
    boot: () => boot().then(() => {}),
    ui,
    screen,
    dialogs,
    route: parseRoute,
    navigate(route: string) {
      const target = `#${route.startsWith('/') ? route : `/${route}`}`;
      if (location.hash === target) void render();
      else location.hash = target;
    },
  };

  const closePanel = () => {
    const p = panel;
    panel = null;
    p?.close();
  };

  async function render(): Promise<void> {
    const seq = ++renders;
    const [first, ...rest] = parseRoute();
    inspect?.close();
    inspect = null;
    onlineRoute?.close();
    onlineRoute = null;
    if (first === 'online' || first === 'join') {
      // Online play (src/app/online), loaded on demand.
      table?.module.close(app);
      table = null;
      closePanel();
      await setPage(true);
      if (seq !== renders) return;
      onlineRoute = await (await import('./online/route')).openOnlineRoute(app, first, rest);
      return;
    }
    if (first === 'inspect') {
      table?.module.close(app);
      table = null;
      closePanel();
      await setPage(true);
      if (seq !== renders) return;
      inspect = await (await import('../debug/route')).openInspectRoute(app, rest);
      return;
    }
    const gameId = GAME_IDS.find((g) => g === first);
    if (gameId && isPlayable(gameId)) {
      closePanel();
      if (table && table.id !== gameId) {
        table.module.close(app);
        table = null;
      }
      if (!table) {
        const load = tableOf(gameId);
        if (!load) return;
        prefetchOpening(gameId);
        table = { id: gameId, module: await load() };
        performance.mark('table:code');
      }
      void setPage(false);
      await table.module.open(app, rest);
      return;
    }
    if (table) {
      table.module.close(app);
      table = null;
    }
    await setPage(true);
    if (seq !== renders) return;
    renderTitle(screen, (r) => app.navigate(r));
    performance.mark('boot:title');
    closePanel();
    if (first === 'settings') panel = openSettings(dialogs, () => panel && app.navigate('/'));
    else if (first === 'about') panel = openAbout(dialogs, () => panel && app.navigate('/'));
    else if (first === 'library') panel = openLibrary(app, rest, () => panel && app.navigate('/'));
    else if (first === 'rules') {
      // a game's rulebook over the title, to read before a first game
      const gameId = GAME_IDS.find((g) => g === rest[0]);
      if (!gameId || !bookOf(gameId)) {
        app.navigate('/');
        return;
      }
      const { openRulebook } = await import('../rulebook/book');
      const book = await openRulebook(gameId, { onClose: () => panel === book && app.navigate('/') });
      if (seq === renders) panel = book;
      else book.close();
    }
  }

  window.addEventListener('hashchange', () => void render());
  // Every button on the page answers with a soft paper flick.
  ui.addEventListener('click', (e) => {
    if ((e.target as HTMLElement).closest('button')) play('card-flick', { volume: 0.45 });
  });
  onLangChange(() => {
    if (!table && !inspect) void render();
  });
  attachOverlay(ui);
  // A table's own route boots Phaser at once. A new game's sheet, the title and the menus need no
  // Phaser: they are shown first, and Phaser boots while they are read (behind the title and the menus
  // once the page is idle: a table opened from them finds it ready).
  const [r0, r1] = parseRoute();
  const tableFirst = GAME_IDS.some((g) => g === r0);
  const sheetFirst = tableFirst && r1 === 'new';
  if (tableFirst && !sheetFirst) void boot();
  await fonts;
  const first = render();
  if (sheetFirst) await shown(dialogs, first);
  if (tableFirst) await boot();
  else void shown(screen, first).then(() => whenIdle(() => void boot()));
  await pageMade; // the title's page, when the route shows it
  // The shell is ready before the first route settles (a route may wait on a sheet the player answers).
  window.__scriptorium = {
    ...(window.__scriptorium ?? {}),
    app,
    lang: getLang,
    settings,
    sounds: played,
    ready: true,
  };
  await first;
  return app;
}
