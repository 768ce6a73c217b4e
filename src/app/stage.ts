/**
 * The stage a table is laid out on: 1280 wide and 720 tall (landscape, every table), or as tall as
 * the screen's shape asks up to 960 (4:3) for a table that lays itself out taller (`tall`: a tablet
 * on its side, a 16:10 laptop); or for a game that has a portrait layout on a screen held upright,
 * 720 wide and as tall as the screen's shape asks (9:17.5 to 9:20, in steps of 40): a phone fills
 * its screen with no bands; a squatter screen (9:16, a tablet, a browser's bars) gets a stage 1400
 * tall and wider, up to 1050 (3:4), when the table lays itself out wider (`wide`), else narrow bands
 * at the sides rather than a table too cramped to read. The shape is chosen when the table opens and
 * again when the screen turns or changes shape a good deal, never in between (a browser bar sliding
 * away does not re-lay the table out).
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
export const LANDSCAPE_MAX = 960;
export const PORTRAIT_WIDE = 1050;

/** The shapes a table can lay itself out for besides 1280×720 (src/app/host.ts `HostSpec`). */
export interface Shapes {
  /** A portrait layout for a screen held upright (720 wide, 1400–1600 tall). */
  portrait?: boolean;
  /** Its landscape layout also for a stage 1280 wide and 720–960 tall. */
  tall?: boolean;
  /** Its portrait layout also for a stage 1400 tall and 720–1050 wide. */
  wide?: boolean;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** The stage for a screen of `w`×`h` CSS px and a table that can take the given shapes. */
export function stageFor(w: number, h: number, shapes: Shapes | boolean): Stage {
  const { portrait, tall, wide } = typeof shapes === 'boolean' ? { portrait: shapes } : shapes;
  if (!(w > 0 && h > 0)) return LANDSCAPE;
  if (!portrait || !(h > w)) {
    if (!tall) return LANDSCAPE;
    return { width: 1280, height: clamp(Math.round((1280 * h) / w / 20) * 20, 720, LANDSCAPE_MAX), portrait: false };
  }
  const high = Math.round((PORTRAIT_WIDTH * h) / w / 40) * 40;
  if (wide && high < PORTRAIT_MIN) {
    const width = clamp(Math.round((PORTRAIT_MIN * w) / h / 20) * 20, PORTRAIT_WIDTH, PORTRAIT_WIDE);
    return { width, height: PORTRAIT_MIN, portrait: true };
  }
  return { width: PORTRAIT_WIDTH, height: clamp(high, PORTRAIT_MIN, PORTRAIT_MAX), portrait: true };
}

/** Whether a screen now asks for a stage different enough from `now` to lay the table out again. */
export function reshaped(now: Stage, next: Stage): boolean {
  return (
    now.portrait !== next.portrait || Math.abs(now.width - next.width) >= 80 || Math.abs(now.height - next.height) >= 80
  );
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

/** A text field has the focus: on a phone its on-screen keyboard is up (and may have shrunk the window). */
function typing(): boolean {
  const el = document.activeElement;
  if (el instanceof HTMLTextAreaElement || (el instanceof HTMLElement && el.isContentEditable)) return true;
  return el instanceof HTMLInputElement && /^(text|search|email|url|tel|number|password)$/.test(el.type);
}

/**
 * Calls `turned` once the screen has settled in the other orientation than `now()` (a phone turned
 * on its side, or upright) or in a shape asking for a stage of another size (`reshaped`); returns
 * the unsubscribe. Not while the person types (an on-screen keyboard that shrinks the window would
 * lay the table out again and throw away the talk being written): the screen is looked at again
 * when the field lets the focus go.
 */
export function watchTurns(game: Phaser.Game, now: () => Stage, shapes: Shapes, turned: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let typedIn: { w: number; h: number } | null = null; // the screen a resize left while the person typed
  const check = (ms = 150, patience = 0) => {
    clearTimeout(timer);
    // A turn fires several resizes while the browser settles: act on the last.
    timer = setTimeout(() => {
      const size = screenSize(game);
      if (typing()) {
        typedIn = size;
        return;
      }
      // the field let go, and the window is still the one the keyboard shrank: a slow phone's keyboard
      // is still going down (laying the table out for the short window would only do it twice)
      if (patience > 0 && typedIn?.w === size.w && typedIn.h === size.h) return check(600, patience - 1);
      typedIn = null;
      if (reshaped(now(), stageFor(size.w, size.h, shapes))) turned();
    }, ms);
  };
  const resized = () => check();
  // the field let go: the keyboard goes down (its own resize follows, on a slow phone up to ~2 s later)
  const typed = () => {
    if (typedIn) check(600, 2);
  };
  window.addEventListener('resize', resized);
  document.addEventListener('focusout', typed);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', resized);
    document.removeEventListener('focusout', typed);
  };
}
