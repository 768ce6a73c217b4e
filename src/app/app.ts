/**
 * The app: Phaser for the table, a DOM layer for text and controls, hash routes between the title
 * screen and the games' tables (each loaded on demand). Test hooks live on `window.__scriptorium`.
 */
import Phaser from 'phaser';
import '../../machines/registry';
import { GAME_IDS, type GameId } from '../../machines/core/game';
import { preparePage } from '../art/page';
import { prefetchOpening } from '../art/raster-cache';
import { play, played } from '../audio/bank';
import { getLang, onLangChange } from '../i18n';
import { pressesBeginOnCanvas } from './canvas-presses';
import { h } from './dom';
import { type DrawGate, drawOnChange } from './draw-on-change';
import type { TableContext } from './gl-context';
import { openLibrary } from './library';
import type { Modal } from './modal';
import { attachOverlay, HEIGHT, placeOverlay, WIDTH } from './overlay';
import { addPage, PageScene, showPage } from './page-scene';
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

/** The Phaser game the app draws with. */
const CONFIG: Phaser.Types.Core.GameConfig = {
  type: Phaser.WEBGL,
  parent: 'stage',
  width: WIDTH,
  height: HEIGHT,
  backgroundColor: '#24170e',
  banner: false,
  audio: { noAudio: true }, // sound is Howler's (src/audio)
  scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
  // One texture per batch: Phaser 4.2.1 picks the sampler by exact float equality on an
  // interpolated varying, so rotated quads (a fanned hand) in a multi-texture batch lose
  // wedges or show a neighbour's texture (phaserjs/phaser#7372). ~100 pieces: draw calls are cheap.
  // No multisampling of the context: the pictures are textures smoothed by their own filtering (their
  // edges lie inside them), and a software renderer paid ~40% of every frame for it (NW table, quiet:
  // 330–370 → 200 ms a frame) and twice the time to make the context.
  // A batch of 1024 quads, not 16384: a table draws a few hundred, and Phaser allocates and uploads each
  // batch's vertex and index buffers (~2 MB at 16384) when it boots, which under software rendering held
  // the page while the new-game sheet was up.
  render: { antialias: true, antialiasGL: false, maxTextures: 1, batchSize: 1024 },
  // Phaser replaces a step longer than 1/min s with the last short one, so on a device drawing two
  // frames a second a 5 s pulse lasted minutes, and kept every frame drawn. Time stays real down to 1 fps.
  fps: { min: 1 },
  // The table hears presses on its canvas only (src/app/canvas-presses.ts).
  input: { windowEvents: false },
};

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

  // Phaser, made on the first `boot()`: at once, or after a new game's sheet is on its way to the
  // screen (making the WebGL context holds the page a few hundred ms under software rendering).
  let game: Phaser.Game | null = null;
  let frames: DrawGate | null = null;
  let booted: Promise<Phaser.Game> | null = null;
  const boot = (): Promise<Phaser.Game> => {
    booted ??= new Promise<Phaser.Game>((resolve) => {
      // The entry's context (src/app/gl-context.ts), when it made one: Phaser then makes none.
      // (Phaser's typings say a 2D context; its WebGL renderer takes the WebGL one it is given.)
      const given = gl && { canvas: gl.canvas, context: gl.context as unknown as CanvasRenderingContext2D };
      const g = new Phaser.Game(given ? { ...CONFIG, ...given } : CONFIG);
      game = g;
      g.events.once(Phaser.Core.Events.READY, () => resolve(g));
    }).then((g) => {
      performance.mark('boot:phaser');
      frames = drawOnChange(g);
      pressesBeginOnCanvas(g);
      attachOverlay(ui, g.canvas, () => g.scale.gameSize);
      // A table on another stage (src/app/stage.ts): the layer takes its size at once.
      g.scale.on(Phaser.Scale.Events.RESIZE, placeOverlay);
      return g;
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
    pageMade ??= Promise.all([boot(), page ?? preparePage()]).then(([g, canvas]) => {
      addPage(g, canvas);
      performance.mark('boot:page');
      g.scene.add('page', PageScene, true);
    });
    return pageMade.then(() => showPage(game as Phaser.Game, pageWanted));
  };
  // Each route renders over the last; one that waited (for the page) yields to a newer one.
  let renders = 0;

  let table: { id: GameId; module: TableModule } | null = null;
  let panel: Modal | null = null;
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
  }

  window.addEventListener('hashchange', () => void render());
  // Every button on the page answers with a soft paper flick.
  ui.addEventListener('click', (e) => {
    if ((e.target as HTMLElement).closest('button')) play('card-flick', { volume: 0.45 });
  });
  onLangChange(() => {
    if (!table && !inspect) void render();
  });
  // A new game's sheet needs no Phaser: it is shown first, and Phaser boots while it is drawn and read.
  const [r0, r1] = parseRoute();
  const sheetFirst = r1 === 'new' && GAME_IDS.some((g) => g === r0);
  if (!sheetFirst) void boot();
  await fonts;
  const first = render();
  if (sheetFirst) await shown(dialogs, first);
  await boot();
  await pageMade; // the title's page, when the route shows it
  // The shell is ready before the first route settles (a route may wait on a sheet the player answers).
  window.__scriptorium = {
    ...(window.__scriptorium ?? {}),
    app,
    game,
    frames,
    lang: getLang,
    settings,
    sounds: played,
    ready: true,
  };
  await first;
  return app;
}
