/**
 * The optional bridge to Stately's online inspector (`@statelyai/inspect`): off by default, turned
 * on by a switch in the panel (remembered on this device). It opens Stately's inspector window and
 * streams the game's machine definition, every accepted event and every new snapshot there. The
 * built-in panel never needs it, nor the network. Loaded only when switched on.
 */
import { createBrowserInspector } from '@statelyai/inspect';
import type { Session } from '../session/session';

/** Starts streaming `session`; returns a function that stops it. */
export async function streamToStately(session: Session): Promise<() => void> {
  const inspector = createBrowserInspector({ autoStart: true });
  const id = `scriptorium:${session.module.id}:${session.record.seed}`;
  const snap = (s: typeof session.snapshot) => ({ status: s.status, context: s.context, value: s.value });
  inspector.actor(id, snap(session.snapshot), {
    definition: JSON.stringify(session.module.machine.definition),
  });
  const offs = [
    session.on('step', (info) => {
      inspector.event(id, info.event);
      inspector.snapshot(id, snap(info.snapshot), { event: info.event });
    }),
    session.on('reset', (info) => inspector.snapshot(id, snap(info.snapshot))),
  ];
  return () => {
    for (const off of offs) off();
    inspector.stop();
  };
}
