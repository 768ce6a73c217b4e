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
import { drawOnChange } from './draw-on-change';
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
 * `fonts`: resolves once the faces are in; nothing with words is drawn before (Phaser boots meanwhile).
 * `page`: the page behind the title, fetched and decoded meanwhile too.
 */
export async function startApp(
  fonts: Promise<unknown> = Promise.resolve(),
  page: Promise<HTMLCanvasElement> = preparePage(),
): Promise<App> {
  const ui = document.getElementById('ui') as HTMLElement;
  const screen = h('div.layer.screen-layer');
  const dialogs = h('div.layer.dialog-layer');
  ui.append(screen);
  // Sheets are laid out for the screen itself (a phone's own width), not scaled with the table.
  document.body.append(dialogs);

  const game = new Phaser.Game({
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
    render: { antialias: true, antialiasGL: false, maxTextures: 1 },
    // Phaser replaces a step longer than 1/min s with the last short one, so on a device drawing two
    // frames a second a 5 s pulse lasted minutes, and kept every frame drawn. Time stays real down to 1 fps.
    fps: { min: 1 },
    // The table hears presses on its canvas only (src/app/canvas-presses.ts).
    input: { windowEvents: false },
  });
  await new Promise<void>((resolve) => game.events.once(Phaser.Core.Events.READY, () => resolve()));
  performance.mark('boot:phaser');
  const frames = drawOnChange(game);
  pressesBeginOnCanvas(game);
  attachOverlay(ui, game.canvas, () => game.scale.gameSize);
  // A table on another stage (src/app/stage.ts): the layer takes its size at once.
  game.scale.on(Phaser.Scale.Events.RESIZE, placeOverlay);
  addPage(game, await page);
  await fonts;
  performance.mark('boot:page');
  game.scene.add('page', PageScene, true);

  let table: { id: GameId; module: TableModule } | null = null;
  let panel: Modal | null = null;
  // The developer route #/inspect/<game> (src/debug/route.ts), loaded on demand.
  let inspect: { close(): void } | null = null;
  let onlineRoute: { close(): void } | null = null;

  const app: App = {
    game,
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
      game.scene.wake('page');
      onlineRoute = await (await import('./online/route')).openOnlineRoute(app, first, rest);
      return;
    }
    if (first === 'inspect') {
      table?.module.close(app);
      table = null;
      closePanel();
      showPage(game, true);
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
      showPage(game, false);
      await table.module.open(app, rest);
      return;
    }
    if (table) {
      table.module.close(app);
      table = null;
    }
    showPage(game, true);
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
  await render();
  return app;
}
