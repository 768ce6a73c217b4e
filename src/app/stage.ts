/**
 * The stage a table is laid out on: 1280×720 (landscape, every table), or for a game that has a
 * portrait layout on a screen held upright, 720 wide and as tall as the screen's shape asks
 * (9:17.5 to 9:20, in steps of 40): a phone fills its screen with no bands, and a squatter screen
 * (9:16, or a browser's bars) gets narrow bands at the sides rather than a table too cramped to read.
 * The shape is chosen when the table opens and again when the screen turns, never in between (a
 * browser bar sliding away does not re-lay the table out).
 */
import type Phaser from 'phaser';

export interface Stage {
  width: number;
  height: number;
  portrait: boolean;
}

export const LANDSCAPE: Stage = { width: 1280, height: 720, portrait: false };
export const PORTRAIT_WIDTH = 720;
export const PORTRAIT_MIN = 1400;
export const PORTRAIT_MAX = 1600;

/** The stage for a screen of `w`×`h` CSS px; `portraitOk`: the table has a portrait layout. */
export function stageFor(w: number, h: number, portraitOk: boolean): Stage {
  if (!portraitOk || !(h > w) || w <= 0) return LANDSCAPE;
  const tall = Math.round((PORTRAIT_WIDTH * h) / w / 40) * 40;
  return { width: PORTRAIT_WIDTH, height: Math.max(PORTRAIT_MIN, Math.min(PORTRAIT_MAX, tall)), portrait: true };
}

/** The room the stage has: the canvas's parent (inside the safe areas), else the window. */
export function screenSize(game: Phaser.Game): { w: number; h: number } {
  const parent = game.canvas?.parentElement;
  const r = parent?.getBoundingClientRect();
  return r?.width && r.height ? { w: r.width, h: r.height } : { w: window.innerWidth, h: window.innerHeight };
}

/** Gives the game the stage's logical size (the canvas is then scaled to fit the screen). */
export function setStage(game: Phaser.Game, stage: Stage): void {
  if (game.scale.width === stage.width && game.scale.height === stage.height) return;
  game.scale.setGameSize(stage.width, stage.height);
  game.scale.refresh();
}

/**
 * Calls `turned` once the screen has settled in the other orientation than `now()` (a phone turned
 * on its side, or upright); returns the unsubscribe.
 */
export function watchTurns(game: Phaser.Game, now: () => Stage, portraitOk: boolean, turned: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(timer);
    // A turn fires several resizes while the browser settles: act on the last.
    timer = setTimeout(() => {
      const { w, h } = screenSize(game);
      if (stageFor(w, h, portraitOk).portrait !== now().portrait) turned();
    }, 150);
  };
  window.addEventListener('resize', check);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', check);
  };
}
