/**
 * The registry of the games' tables: `src/main.ts` registers each table, the app opens it by id, so
 * the app never imports a game.
 */
import type { GameId } from '../../machines/core/game';
import type { PlaySession } from '../session/session';
import type { TableScene } from '../table/table-scene';
import type { App } from './shell';

/** One game's table inside the app (src/app/host.ts makes one from a module and a scene). */
export interface TableModule {
  /** Opens the game at `route` (e.g. ['new'], ['tutorial'], ['continue']) inside the app. */
  open(app: App, route: string[]): Promise<void>;
  /** Opens the table of a game held elsewhere (an online room); `ready` attaches what that backend adds. */
  play(app: App, session: PlaySession, ready: (scene: TableScene) => void): void;
  /** Leaves the table (stops its scene, removes its DOM); the app shows the title again. */
  close(app: App): void;
}

const tables = new Map<GameId, () => Promise<TableModule>>();

/** Registers a game's table, loaded on demand (each scene is its own chunk). */
export function registerTable(id: GameId, load: () => Promise<TableModule>): void {
  tables.set(id, load);
}

/** The loader of a game's table, or undefined when this build has none. */
export function tableOf(id: GameId): (() => Promise<TableModule>) | undefined {
  return tables.get(id);
}
