/**
 * The games this build ships: one `registerGame` line each, its module loaded on demand so the
 * title screen stays small. The menu, the CLI and the tests read this registry.
 */
import { registerGame } from './core/game';

// One line per game (the module loads on demand).
registerGame({ id: 'clouds', seats: { min: 2, max: 4 }, load: async () => (await import('./clouds')).default });
registerGame({ id: 'northwood', seats: { min: 1, max: 1 }, load: async () => (await import('./northwood')).default });
registerGame({
  id: 'temperaments',
  seats: { min: 2, max: 4 },
  load: async () => (await import('./temperaments')).default,
});
