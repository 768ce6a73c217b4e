/**
 * The statechart inspector's entry for table scenes: `attachInspector(scene)` adds a "Chart"
 * button to the table's toolbar and the F2 key (the rulebook is "Rules", src/rulebook); the panel (and the layout code, and ELK) load only
 * when first opened. The panel docks beside the table (or covers it, at the developer's choice);
 * time travel shows earlier moments on the table read-only, and closing the panel returns the table
 * to now, exactly as it was.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { Session } from '../session/session';
import { keyIsTaken, Loading, panelButton } from '../table/panel-button';
import { REPLAY_SEEK } from '../table/replay-bar';
import { EYES_CHANGED, type TableScene } from '../table/table-scene';
import { momentsOf } from './moments';
import type { InspectorPanel, PanelState } from './panel';

export interface InspectorHandle {
  open(): Promise<void>;
  close(): void;
  toggle(): void;
  readonly isOpen: boolean;
  /** The open panel (tests, the bench). */
  readonly panel: InspectorPanel | null;
}

const times = new WeakMap<Session, (number | undefined)[]>();

/**
 * When each event of `session` was accepted, from the first call on (earlier events, e.g. of a
 * resumed game, have no time). Kept per session, so reopening the panel keeps the clock.
 */
export function trackTimes(session: Session): (number | undefined)[] {
  let list = times.get(session);
  if (list) return list;
  const made: (number | undefined)[] = new Array(session.eventCount).fill(undefined);
  list = made;
  times.set(session, made);
  session.on('step', (info) => {
    made[info.index] = Date.now();
  });
  session.on('reset', () => {
    made.length = session.eventCount;
  });
  return made;
}

/** `session`: the scene's own, as a game held in this page (online tables have src/app/online/inspector.ts). */
export function attachInspector(scene: TableScene, session: Session): InspectorHandle {
  const clock = trackTimes(session);
  // Checkpoints for fast time travel, kept from the start of the table.
  momentsOf(session);
  let panel: InspectorPanel | null = null;
  const loading = new Loading();
  // F2 pressed again while the panel still loads: close it as soon as it has opened.
  let closeWhenOpen = false;
  let saved: Partial<PanelState> | undefined;

  // Over a replay the bar owns the moment: travelling in the log moves the replay (and the chart follows it).
  const showMoment = (s: AnyMachineSnapshot | null, pos: number | null) =>
    scene.replay ? scene.replay.seek(pos ?? session.eventCount) : scene.showMoment(s);
  const onSeek = (pos: number) => panel?.follow(pos);
  scene.events.on(REPLAY_SEEK, onSeek);
  // Hot-seat: the curtain passed the device; the panel looks through no one else's eyes.
  const onEyes = () => panel?.eyesChanged();
  scene.events.on(EYES_CHANGED, onEyes);

  const handle: InspectorHandle = {
    get isOpen() {
      return panel !== null || loading.busy;
    },
    get panel() {
      return panel;
    },
    async open() {
      if (panel) return;
      return loading.run(async () => {
        const { InspectorPanel } = await import('./panel');
        panel = new InspectorPanel({
          session,
          host: scene.app.dialogs,
          mode: 'docked',
          clickToSend: false,
          showMoment,
          bannerHost: scene.hud.root,
          times: clock,
          onClose: () => handle.close(),
          eyes: () => scene.privateSeats(),
          state: scene.replay
            ? { ...saved, pos: scene.replay.pos >= session.eventCount ? null : scene.replay.pos }
            : saved,
        });
        saved = undefined;
        button.setAttribute('aria-pressed', 'true');
        if (closeWhenOpen) {
          closeWhenOpen = false;
          handle.close();
        }
      });
    },
    close() {
      if (!panel) return;
      panel.destroy(!scene.replay); // returns the table to now (a replay stays where it is)
      panel = null;
      button.setAttribute('aria-pressed', 'false');
      // Load the panel while the player plays (and lay out a chart changed since the build), so F2 opens at once.
      const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 1500));
      idle(
        () => {
          if (scene.sys.isActive() && !panel)
            void import('./panel').then((m) => m.prefetchDiagram(session)).catch(() => {});
        },
        { timeout: 6000 },
      );
      // The pointer on the button, or focus: start loading before the click.
      let warmed = false;
      const warm = () => {
        if (warmed) return;
        warmed = true;
        void import('./panel').then((m) => m.prefetchDiagram(session)).catch(() => {});
      };
      button.addEventListener('pointerenter', warm);
      button.addEventListener('focus', warm);
      button.focus();
    },
    toggle() {
      if (loading.busy) closeWhenOpen = !closeWhenOpen;
      else if (panel) handle.close();
      else void handle.open();
    },
  };

  const button = panelButton(scene, {
    label: 'debug.button',
    title: 'debug.buttonTitle',
    action: 'inspector',
    key: 'F2',
    onClick: () => handle.toggle(),
    onKey: (e) => {
      if (e.key === 'F2') {
        e.preventDefault();
        handle.toggle();
      } else if (e.key === 'Escape' && panel && !keyIsTaken(e)) {
        e.preventDefault();
        e.stopPropagation();
        handle.close();
      }
    },
    onLang: () => {
      if (panel) {
        saved = panel.getState();
        panel.destroy();
        panel = null;
        void handle.open();
      }
    },
    onLeave: () => {
      scene.events.off(REPLAY_SEEK, onSeek);
      scene.events.off(EYES_CHANGED, onEyes);
      panel?.destroy(false);
      panel = null;
    },
    hook: 'inspector',
    handle,
  });
  return handle;
}
