/**
 * The developer route `#/inspect/<game>[?seed=…&seats=…&bots=1,2|all&bot=random&delay=400&docked&tutorial]`: a headless
 * Session of any registered engine with the inspector over the whole page and the moves possible
 * now clickable, to debug a rule without a table. It is a debug game (`meta.debug`), so the full
 * truth may be shown; nothing is saved over the player's games.
 */
import { isRegistered, loadGame, registeredGames } from '../../machines/core/game';
import { h } from '../app/dom';
import type { App } from '../app/shell';
import { t } from '../i18n';
import { BotDriver, type BotSeat, WorkerBackend } from '../session/bot-driver';
import { Session } from '../session/session';
import { trackTimes } from './index';
import { momentsOf } from './moments';
import type { InspectorPanel } from './panel';

export interface InspectRoute {
  close(): void;
  session: Session | null;
  panel: InspectorPanel | null;
}

/** The query after `?` in the hash (`#/inspect/clouds?seats=3`). */
function hashQuery(): URLSearchParams {
  const q = location.hash.indexOf('?');
  return new URLSearchParams(q >= 0 ? location.hash.slice(q + 1) : '');
}

export async function openInspectRoute(app: App, rest: string[]): Promise<InspectRoute> {
  const id = (rest[0] ?? '').split('?')[0] ?? '';
  const q = hashQuery();
  const screen = h('section.screen.inspect-route', { dataset: { screen: 'inspect' } });
  app.screen.replaceChildren(screen);
  const route: InspectRoute = { close: () => screen.remove(), session: null, panel: null };

  if (!isRegistered(id)) {
    const known = registeredGames().map((g) => g.id);
    screen.append(
      h(
        'div.sheet.inspect-missing',
        { role: 'alert' },
        h(
          'h2.rubric',
          {},
          h('span.red-initial', {}, t('debug.route.title').slice(0, 1)),
          t('debug.route.title').slice(1),
        ),
        h('p', {}, t('debug.route.unknown', { id: id || '—', known: known.join(', ') || '—' })),
        h('button.gilt', { onclick: () => app.navigate('/'), dataset: { action: 'title' } }, t('debug.route.back')),
      ),
    );
    return route;
  }

  const module = await loadGame(id);
  const seatsWanted = Number(q.get('seats') ?? module.seats.min);
  const seats = Math.max(module.seats.min, Math.min(module.seats.max, Number.isFinite(seatsWanted) ? seatsWanted : 0));
  const botSeats = (q.get('bots') ?? '')
    .split(',')
    .filter(Boolean)
    .flatMap((s) => (s === 'all' ? Array.from({ length: seats }, (_, i) => i + 1) : [Number(s)]))
    .map((n) => n - 1) // seats are written 1-based, as people count them
    .filter((n) => Number.isInteger(n) && n >= 0 && n < seats);
  const botName = q.get('bot') ?? 'random';
  // `?tutorial`: the game's tutorial over the inspector, without a table (to check a script).
  const tutorial = q.has('tutorial');
  const session = tutorial
    ? (await import('../tutorial')).createTutorialSession(module)
    : Session.newGame(
        module,
        {
          seed: q.get('seed') ?? 'inspect',
          seats,
          players: Array.from({ length: seats }, (_, i) => ({
            name: `Seat ${i}`,
            kind: botSeats.includes(i) ? ('bot' as const) : ('human' as const),
          })),
          debug: true,
        },
        { autosave: false },
      );
  route.session = session;
  const times = trackTimes(session);
  momentsOf(session);

  let bots: BotDriver | null = null;
  let backend: WorkerBackend | null = null;
  if (botSeats.length) {
    backend = new WorkerBackend();
    const map = new Map<number, BotSeat>(botSeats.map((s) => [s, { bot: botName, options: { level: 'easy' } }]));
    const delay = Math.max(0, Number(q.get('delay') ?? 400) || 0);
    bots = new BotDriver(session, backend, map, () => new Promise((r) => setTimeout(r, delay)));
  }

  const { InspectorPanel } = await import('./panel');
  const panel = new InspectorPanel({
    session,
    host: screen,
    mode: q.has('docked') ? 'docked' : 'full',
    clickToSend: true,
    times,
    onClose: () => app.navigate('/'),
    dockable: false,
  });
  route.panel = panel;
  bots?.start();
  window.__scriptorium ??= {};
  let tutorialHandle: { close(): void } | null = null;
  if (tutorial) {
    const { attachTutorial } = await import('../tutorial');
    const listeners = new Map<string, Set<(...a: never[]) => void>>();
    const host = {
      session,
      hud: { root: screen },
      app,
      locate: () => null,
      events: {
        on: (e: string, f: (...a: never[]) => void) => listeners.set(e, (listeners.get(e) ?? new Set()).add(f)),
        off: (e: string, f: (...a: never[]) => void) => listeners.get(e)?.delete(f),
        once: (e: string, f: (...a: never[]) => void) => listeners.set(e, (listeners.get(e) ?? new Set()).add(f)),
        emit: (e: string, ...a: unknown[]) => {
          for (const f of listeners.get(e) ?? []) (f as (...x: unknown[]) => void)(...a);
        },
      },
      sys: { isActive: () => screen.isConnected },
      gesture(kind: string, target: string) {
        host.events.emit('gesture', { kind, target });
      },
    };
    tutorialHandle = attachTutorial(host, module.tutorial);
    window.__scriptorium.tutorialHost = host;
  }

  window.__scriptorium.inspect = route;
  window.__scriptorium.session = session;
  route.close = () => {
    tutorialHandle?.close();
    bots?.stop();
    backend?.dispose();
    panel.destroy();
    session.dispose();
    screen.remove();
    const hooks = window.__scriptorium;
    if (hooks?.inspect === route) {
      delete hooks.inspect;
      if (hooks.session === session) delete hooks.session;
    }
  };
  return route;
}
