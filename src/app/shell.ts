/**
 * What the app shell gives a screen (the title, a table, the inspector's route). The games' tables
 * are registered in table-registry.ts.
 */
import type Phaser from 'phaser';

export interface App {
  /** Made by the first `boot()`: a new game's sheet opens before it (a table waits for `boot()`). */
  game: Phaser.Game;
  /** Boots Phaser if it is not yet; resolves once it has (renderer, scale and input made). */
  boot(): Promise<void>;
  /** The DOM layer (1280×720 logical, scaled over the canvas). */
  ui: HTMLElement;
  /** Where the current screen's DOM lives (title, a table's HUD). */
  screen: HTMLElement;
  /** Where sheets and dialogs open, above the screen. */
  dialogs: HTMLElement;
  route(): string[];
  navigate(route: string): void;
}

declare global {
  interface Window {
    __scriptorium?: Record<string, unknown>;
  }
}
