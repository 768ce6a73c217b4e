/**
 * For Northwood! in the app: the new-game sheet, resuming the autosave, the tutorial, and the
 * table scene with its Session and the advisor's worker.
 */
import northwood from '../../../machines/northwood';
import type { App } from '../../app/app';
import { h } from '../../app/dom';
import { openModal } from '../../app/modal';
import { clearSave, readSave, writeSave } from '../../app/saves';
import { t } from '../../i18n';
import { BotDriver, WorkerBackend } from '../../session/bot-driver';
import { Session } from '../../session/session';
import type { TableModule } from '../index';
import { askNewGame } from './new-game';
import { NorthwoodScene } from './scene';

const store = { write: writeSave };
let current: { session: Session; bots: BotDriver; backend: WorkerBackend } | null = null;

function stopCurrent(app: App): void {
  if (app.game.scene.getScene('northwood')) app.game.scene.remove('northwood');
  if (current) {
    current.bots.stop();
    current.backend.dispose();
    current.session.dispose();
    current = null;
  }
}

function startTable(app: App, session: Session): NorthwoodScene {
  stopCurrent(app);
  const backend = new WorkerBackend();
  let scene: NorthwoodScene | null = null;
  const bots = new BotDriver(session, backend, new Map(), () => scene?.settled() ?? Promise.resolve());
  current = { session, bots, backend };
  session.on('step', () => {
    if (session.over) clearSave('northwood');
  });
  scene = app.game.scene.add('northwood', NorthwoodScene, true, { app, session, bots }) as NorthwoodScene;
  return scene;
}

function lookup(id: string) {
  return id === 'northwood' ? northwood : undefined;
}

async function newGame(app: App): Promise<void> {
  const choice = await askNewGame(app.dialogs);
  if (!choice) {
    if (!current) app.navigate('/');
    return;
  }
  const session = Session.newGame(
    northwood,
    { seed: choice.seed, seats: 1, options: choice.options, players: [{ name: 'Envoy', kind: 'human' }] },
    { store },
  );
  startTable(app, session);
}

function resume(app: App): boolean {
  const json = readSave('northwood');
  if (!json) return false;
  const res = Session.resume(json, lookup, 'northwood', { store });
  if (!res.ok) {
    openModal(app.dialogs, {
      id: 'corrupt-save',
      title: t('northwood.title'),
      body: [h('p', {}, t('app.save.corrupt', { reason: res.error.message }))],
    });
    return false;
  }
  startTable(app, res.session);
  return true;
}

function tutorial(app: App): void {
  const script = northwood.tutorial;
  const session = Session.newGame(
    northwood,
    {
      seed: script.seed,
      seats: script.seats,
      options: script.options,
      players: [{ name: 'Envoy', kind: 'human' }],
      tutorial: true,
    },
    { autosave: false },
  );
  startTable(app, session);
}

const table: TableModule = {
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
    stopCurrent(app);
  },
};
export default table;
