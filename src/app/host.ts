/**
 * One game's table inside the app, generic over games: new game (the game's own sheet), resume of
 * the autosave (a corrupt save is refused with its reason and kept), the tutorial, bots in a Web
 * Worker, and the inspector (F2). A game supplies its module, its scene class and its new-game sheet;
 * everything else is the same for every game.
 */
import type { AnyGameModule } from '../../machines/core/game';
import type { PlayerMeta } from '../../machines/core/record';
import { attachInspector } from '../debug';
import { momentsOf } from '../debug/moments';
import { t } from '../i18n';
import { keepInLibrary } from '../library/keep';
import { branchRecord, openReplay } from '../library/replay';
import { attachRulebook } from '../rulebook/attach';
import { BotDriver, WorkerBackend } from '../session/bot-driver';
import { type PlaySession, randomSeed, Session } from '../session/session';
import { attachReplayBar, holdReplayRoom, type ReplayBar } from '../table/replay-bar';
import { TABLE_READY, type TableScene } from '../table/table-scene';
import { attachTutorial, createTutorialSession, type TutorialRunner } from '../tutorial';
import { askAfterRefusedSave } from './save-trouble';
import { clearSave, hasSave, readSave, writeSave } from './saves';
import type { App } from './shell';
import { LANDSCAPE, type Shapes, screenSize, setStage, stageFor, watchTurns } from './stage';
import type { TableModule } from './table-registry';

export interface NewGameSetup {
  players: PlayerMeta[];
  seed?: string;
  options?: unknown;
}

export interface HostSpec {
  module: AnyGameModule;
  scene: new () => TableScene;
  /** The game's new-game sheet; null when the player cancels. */
  ask(app: App): Promise<NewGameSetup | null>;
  /** How long a bot may think (ms), passed to bots that take a budget. */
  botBudgetMs?: number;
  /** Work the table will need whatever the setup (e.g. laying out its board), done while the page is idle. */
  prepare?(): void;
  /**
   * Reads ahead the pictures a new game with `seed` opens with (with the options its sheet offers
   * first), while the sheet is up: the seed is drawn when the sheet opens, so its deal is known. A
   * warm opening otherwise waited ~250 ms for a new hand's cards from the device's store.
   */
  readAhead?(seed: string): void;
  /**
   * Once a table is up, asks for the pictures any next new deal may open with to be kept on the device
   * while the page is idle (`keepPictures`): a new deal's cards are then read from the store, not
   * fetched while the table is made.
   */
  keepAhead?(): void;
  /**
   * The stages the scene lays itself out for besides 1280×720 (src/app/stage.ts): `portrait`, a
   * phone held upright gets one; `tall`, a landscape stage up to 960 tall; `wide`, a portrait one up
   * to 1050 wide.
   */
  shapes?: Shapes;
}

interface Running {
  session: PlaySession;
  /** Local games only: their bots, and the session the host made (an online room's is its route's). */
  bots: BotDriver | null;
  backend: WorkerBackend | null;
  owned: boolean;
  /** Stops following the screen's turns (a table with a portrait layout). */
  unwatch: (() => void) | null;
  /**
   * A tutorial's page and guard: they outlive a table laid out again when the phone turns ('over'
   * once the learner kept playing: a table laid out again then has no tutorial).
   */
  tutor: TutorialRunner | 'over' | null;
}

/** Why a save cannot be continued, in player words: a save from older rules says what changed. */
export function tableHost(spec: HostSpec): TableModule {
  const id = spec.module.id;
  const store = { write: writeSave };
  let current: Running | null = null;

  function removeScene(app: App): void {
    // Stopped first, so the scene shuts down (its listeners let go) before it is removed.
    if (app.game.scene.getScene(id)) {
      app.game.scene.stop(id);
      app.game.scene.remove(id);
    }
  }

  function stop(app: App): void {
    removeScene(app);
    if (!current) return;
    current.unwatch?.();
    if (current.tutor !== 'over') current.tutor?.dispose();
    current.bots?.stop();
    current.backend?.dispose();
    if (current.owned) current.session.dispose();
    current = null;
  }

  /** `replay`: a finished game watched back (src/library): no bots, no autosave, its own controls. */
  function start(app: App, session: Session, replay?: (scene: TableScene) => void): void {
    stop(app);
    const backend = new WorkerBackend();
    const tutorial = Boolean(session.record.meta?.tutorial);
    let scene: TableScene | null = null;
    const seats = BotDriver.seatsFrom(session, spec.botBudgetMs);
    const bots = new BotDriver(session, backend, seats, () => scene?.settled() ?? Promise.resolve());
    const running: Running = { session, bots, backend, owned: true, unwatch: null, tutor: null };
    current = running;
    session.on('step', () => {
      if (session.over && !tutorial) clearSave(id);
    });
    if (!tutorial && !replay) keepInLibrary(session); // every game, running and finished (src/library)
    // A reload brings the game back rather than asking for a new one (no hashchange, no re-render).
    if (!tutorial && !replay) history.replaceState(null, '', `#/${id}/continue`);
    const room = replay ? holdReplayRoom() : null; // before the stage is chosen: the table stands above the bar
    let first = true;
    const unwatch = mountTurning(app, running, () => {
      const drawn = app.game.scene.add(id, spec.scene, true, { app, session, bots }) as TableScene;
      scene = drawn;
      drawn.events.once(TABLE_READY, () => {
        keepAhead();
        if (replay) {
          attachInspector(drawn, session); // the developer's inspector, as at every table
          replay(drawn);
          return;
        }
        attach(app, drawn, running, tutorial, first);
        first = false;
      });
      return drawn;
    });
    running.unwatch = () => {
      room?.();
      unwatch();
    };
  }

  /**
   * Draws the table (`draw`) on the stage for the screen's shape and, for a table with a portrait
   * layout, again when the screen turns: the same game on a table made afresh from the session, once
   * the old one has hurried its animations to their end. Returns the stop of that watch.
   */
  function mountTurning(app: App, running: Running, draw: () => TableScene): () => void {
    const shapes = spec.shapes ?? {};
    const turns = Boolean(shapes.portrait || shapes.tall || shapes.wide);
    let stage = LANDSCAPE;
    let scene: TableScene | null = null;
    const mount = () => {
      const { w, h } = screenSize(app.game);
      stage = stageFor(w, h, shapes);
      setStage(app.game, stage);
      scene = draw();
    };
    mount();
    if (!turns) return () => {};
    return watchTurns(
      app.game,
      () => stage,
      shapes,
      () => {
        const old = scene;
        if (!old) return;
        const again = () => {
          removeScene(app);
          mount();
        };
        // Still fetching its pictures: nothing to hurry, and its `create` stops when they come.
        if (!old.drawn) {
          again();
          return;
        }
        old.q.clear();
        void old.settled().then(() => {
          if (current === running && scene === old) again();
        });
      },
    );
  }

  /**
   * A game held elsewhere (an online room): no bots or saves here; `ready` adds what its backend
   * brings, again to the table made afresh when the phone turns (what it added goes with the old one).
   */
  function play(app: App, session: PlaySession, ready: (scene: TableScene) => void): void {
    stop(app);
    const running: Running = { session, bots: null, backend: null, owned: false, unwatch: null, tutor: null };
    current = running;
    running.unwatch = mountTurning(app, running, () => {
      const drawn = app.game.scene.add(id, spec.scene, true, { app, session }) as TableScene;
      drawn.events.once(TABLE_READY, () => {
        keepAhead();
        attachRulebook(drawn);
        ready(drawn);
      });
      return drawn;
    });
  }

  // Attached in the same tick the table is drawn (the panel itself and ELK still load on demand);
  // again to a table made afresh when the screen turned (`first` false: the bots already run).
  function attach(app: App, scene: TableScene, running: Running, tutorial: boolean, first: boolean): void {
    const session = running.session as Session;
    const bots = running.bots as BotDriver;
    attachRulebook(scene);
    attachInspector(scene, session);
    if (tutorial && spec.module.tutorial && running.tutor !== 'over') {
      // The tutor's moves come from the script; the bots wake only if the learner keeps playing.
      const host = {
        session,
        hud: scene.hud,
        app,
        locate: (i: string) => scene.locate(i),
        keepClear: () => scene.keepClear(),
        events: scene.events,
        sys: scene.sys,
      };
      const handle = attachTutorial(host, spec.module.tutorial, {
        runner: running.tutor ?? undefined,
        onEnd: (choice) => {
          running.tutor = 'over';
          if (choice === 'keep') bots.start();
          else app.navigate('/');
        },
      });
      running.tutor = handle.runner;
    } else if (first) {
      bots.start();
    }
  }

  async function newGame(app: App): Promise<void> {
    performance.mark('table:sheet');
    // The seed is drawn now (unless the player types one), and its deal's pictures read at once: put
    // off until the sheet was painted, they came too late for a quick press (warm median 1279 → 1394 ms).
    const drawn = randomSeed();
    try {
      spec.readAhead?.(drawn);
    } catch {
      // only a head start: the game opens as before without it
    }
    const choice = await spec.ask(app);
    performance.mark('table:start');
    await app.boot(); // the sheet may open before Phaser has booted; the table may not
    if (!choice) {
      if (!current) app.navigate('/');
      return;
    }
    const session = Session.newGame(
      spec.module,
      { seed: choice.seed || drawn, seats: choice.players.length, options: choice.options, players: choice.players },
      { store },
    );
    start(app, session);
  }

  /** Opens the save; a refused one is explained in one sheet (src/app/save-trouble.ts). True if handled. */
  async function resume(app: App): Promise<boolean> {
    const json = readSave(id);
    if (!json && !hasSave(id)) return false;
    const open = (text: string) => Session.resume(text, (g) => (g === id ? spec.module : undefined), id, { store });
    const res = json ? open(json) : null;
    if (res?.ok) {
      start(app, res.session);
      return true;
    }
    const answer = await askAfterRefusedSave(app.dialogs, {
      game: id,
      gameTitle: t(`app.games.${id}.title`),
      error: res ? res.error : null,
      rulesNow: spec.module.rulesVersion,
      probe: (backup) => {
        const r = open(backup);
        if (!r.ok) return null;
        r.session.dispose();
        return r.session.eventCount;
      },
    });
    const restored = answer === 'restore' ? open(readSave(id) ?? '') : null;
    if (restored?.ok) start(app, restored.session);
    else if (answer === 'new') await newGame(app);
    else app.navigate('/');
    return true;
  }

  function tutorial(app: App): void {
    start(app, createTutorialSession(spec.module));
  }

  let prepared = false;
  /** Done once, when the page is next idle (while the new-game sheet is read, say). */
  function prepare(): void {
    if (prepared || !spec.prepare) return;
    prepared = true;
    const run = () => spec.prepare?.();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 0);
  }

  let kept = false;
  /** Once a visit, when a table is first up (its screen's resolutions are known). */
  function keepAhead(): void {
    if (kept || !spec.keepAhead) return;
    kept = true;
    try {
      spec.keepAhead();
    } catch {
      // only a head start, as reading ahead is
    }
  }

  return {
    async open(app, route) {
      prepare();
      const [what] = route;
      // Only a new game's sheet opens before Phaser has booted.
      if (what !== 'new') await app.boot();
      if (what === 'continue') {
        if (!(await resume(app))) await newGame(app);
      } else if (what === 'replay') {
        const opened = await openReplay(spec.module, decodeURIComponent(route[1] ?? ''));
        if (!opened.ok) app.navigate('/library');
        else {
          momentsOf(opened.session, (k) => opened.timeline.at(k)); // the inspector's moments: the timeline's
          let bar: ReplayBar | null = null; // the bar so far, when the phone turns
          start(app, opened.session, (scene) => {
            bar = attachReplayBar(scene, opened.timeline, {
              from: bar,
              viewers: opened.viewers,
              playFrom: opened.branch
                ? (pos) => {
                    writeSave(id, branchRecord(opened.session.record, pos));
                    app.navigate(`/${id}/continue`);
                  }
                : null,
              leave: () => app.navigate('/library'),
            });
          });
        }
      } else if (what === 'tutorial') {
        tutorial(app);
      } else if (what === 'new') {
        await newGame(app);
      } else if (!current && !(await resume(app))) {
        await newGame(app);
      }
    },
    play,
    close(app) {
      stop(app);
    },
  };
}
