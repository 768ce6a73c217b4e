/**
 * The games' tables, loaded on demand (each scene is its own chunk). A game's tile on the title
 * screen is playable once its engine is registered (machines/registry.ts) and its table is here.
 */
import type { GameId } from '../../machines/core/game';
import type { App } from '../app/app';

export interface TableModule {
  /** Opens the game at `route` (e.g. ['new'], ['tutorial'], ['continue']) inside the app. */
  open(app: App, route: string[]): Promise<void>;
  /** Leaves the table (stops scenes, removes its DOM); the app shows the title again. */
  close(app: App): void;
}

export const tables: Partial<Record<GameId, () => Promise<TableModule>>> = {
  northwood: async () => (await import('./northwood')).default,
  clouds: async () => (await import('./clouds')).default,
  temperaments: async () => (await import('./temperaments')).default,
};
