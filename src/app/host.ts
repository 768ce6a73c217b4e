/**
 * One game's table inside the app, generic over games: new game (the game's own sheet), resume of
 * the autosave (a corrupt save is refused with its reason and kept), the tutorial, bots in a Web
 * Worker, and the inspector (F2). A game supplies its module, its scene class and its new-game sheet;
 * everything else is the same for every game.
 */
import type { AnyGameModule } from '../../machines/core/game';
import type { PlayerMeta } from '../../machines/core/record';
import { attachInspector } from '../debug';
import { t } from '../i18n';
import { attachRulebook } from '../rulebook/attach';
import { BotDriver, WorkerBackend } from '../session/bot-driver';
import { Session } from '../session/session';
import { TABLE_READY, type TableScene } from '../table/table-scene';
import { attachTutorial, createTutorialSession } from '../tutorial';
import { h } from './dom';
import { openModal } from './modal';
import { clearSave, readSave, writeSave } from './saves';
import type { App, TableModule } from './shell';

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
}

interface Running {
  session: Session;
  bots: BotDriver;
  backend: WorkerBackend;
}

export function tableHost(spec: HostSpec): TableModule {
  const id = spec.module.id;
  const store = { write: writeSave };
  let current: Running | null = null;

  function stop(app: App): void {
    // Stopped first, so the scene shuts down (its listeners let go) before it is removed.
    if (app.game.scene.getScene(id)) {
      app.game.scene.stop(id);
      app.game.scene.remove(id);
    }
    if (!current) return;
    current.bots.stop();
    current.backend.dispose();
    current.session.dispose();
    current = null;
  }

  function start(app: App, session: Session): void {
    stop(app);
    const backend = new WorkerBackend();
    const tutorial = Boolean(session.record.meta?.tutorial);
    let scene: TableScene | null = null;
    const seats = BotDriver.seatsFrom(session, spec.botBudgetMs);
    const bots = new BotDriver(session, backend, seats, () => scene?.settled() ?? Promise.resolve());
    current = { session, bots, backend };
    session.on('step', () => {
      if (session.over && !tutorial) clearSave(id);
    });
    // A reload brings the game back rather than asking for a new one (no hashchange, no re-render).
    if (!tutorial) history.replaceState(null, '', `#/${id}/continue`);
    scene = app.game.scene.add(id, spec.scene, true, { app, session, bots }) as TableScene;
    const drawn = scene as TableScene;
    drawn.events.once(TABLE_READY, () => attach(app, drawn, bots, tutorial));
  }

  // Attached in the same tick the table is drawn (the panel itself and ELK still load on demand).
  function attach(app: App, scene: TableScene, bots: BotDriver, tutorial: boolean): void {
    attachRulebook(scene);
    attachInspector(scene);
    if (tutorial && spec.module.tutorial) {
      // The tutor's moves come from the script; the bots wake only if the learner keeps playing.
      attachTutorial(scene, spec.module.tutorial, {
        onEnd: (choice) => (choice === 'keep' ? bots.start() : app.navigate('/')),
      });
    } else {
      bots.start();
    }
  }

  async function newGame(app: App): Promise<void> {
    const choice = await spec.ask(app);
    if (!choice) {
      if (!current) app.navigate('/');
      return;
    }
    const session = Session.newGame(
      spec.module,
      { seed: choice.seed, seats: choice.players.length, options: choice.options, players: choice.players },
      { store },
    );
    start(app, session);
  }

  function resume(app: App): boolean {
    const json = readSave(id);
    if (!json) return false;
    const res = Session.resume(json, (g) => (g === id ? spec.module : undefined), id, { store });
    if (!res.ok) {
      openModal(app.dialogs, {
        id: 'corrupt-save',
        title: t(`app.games.${id}.title`),
        body: [h('p', {}, t('app.save.corrupt', { reason: res.error.message }))],
      });
      return false;
    }
    start(app, res.session);
    return true;
  }

  function tutorial(app: App): void {
    start(app, createTutorialSession(spec.module));
  }

  return {
    async open(app, route) {
      const [what] = route;
      if (what === 'continue') {
        if (!resume(app)) await newGame(app);
      } else if (what === 'tutorial') {
        tutorial(app);
      } else if (what === 'new') {
        await newGame(app);
      } else if (!current && !resume(app)) {
        await newGame(app);
      }
    },
    close(app) {
      stop(app);
    },
  };
}
