/**
 * The DOM layer over the canvas. At a table it is a box of the stage's logical size (1280×720, or a
 * portrait stage: src/app/stage.ts, marked `data-stage="portrait"` for the CSS), scaled and placed
 * exactly over Phaser's canvas (Scale FIT), so panels, prompts and
 * tooltips line up with what Phaser draws and scale with it. On the title (the page shown) it
 * is the whole screen instead, in CSS pixels — a phone lays the title out for its own width rather
 * than shrinking a 1280-wide page — scaled up only on screens larger than 1280×720.
 */
export const WIDTH = 1280;
export const HEIGHT = 720;

export type OverlayMode = 'table' | 'page';

let mode: OverlayMode = 'table';

/** Switches the layer between following the table's canvas and covering the screen. */
export function setOverlayMode(m: OverlayMode): void {
  if (m === mode) return;
  mode = m;
  placeOverlay();
}

let ui: HTMLElement | null = null;
/** The table's canvas and its logical size now (the game's), once Phaser has booted. */
let table: { canvas: HTMLCanvasElement; stage: () => { width: number; height: number } } | null = null;

/** The layer, placed from now on (over the page until a table's canvas is followed). */
export function attachOverlay(layer: HTMLElement): void {
  ui = layer;
  placeOverlay();
  window.addEventListener('resize', placeOverlay);
}

/** The table's canvas (Phaser booted): the layer lies over it whenever a table shows. */
export function overlayFollows(canvas: HTMLCanvasElement, stage: () => { width: number; height: number }): void {
  table = { canvas, stage };
  new ResizeObserver(() => placeOverlay()).observe(canvas);
  placeOverlay();
}

/** Places the layer again (the stage changed size). */
export function placeOverlay(): void {
  if (!ui) return;
  ui.dataset.mode = mode;
  const { width, height } = table?.stage() ?? { width: WIDTH, height: HEIGHT };
  ui.dataset.stage = mode === 'table' && height > width ? 'portrait' : 'landscape';
  // The stage's logical size, for CSS that places things by the stage's edges (a taller or wider stage).
  ui.style.setProperty('--stage-w', `${width}px`);
  ui.style.setProperty('--stage-h', `${height}px`);
  if (mode === 'page' || !table) {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const scale = Math.max(1, Math.min(vw / WIDTH, vh / HEIGHT));
    Object.assign(ui.style, {
      left: '0px',
      top: '0px',
      width: `${vw / scale}px`,
      height: `${vh / scale}px`,
      transform: `scale(${scale})`,
    });
    ui.style.setProperty('--ui-scale', String(scale));
    return;
  }
  const { canvas } = table;
  const r = canvas.getBoundingClientRect();
  const scale = r.width / width;
  Object.assign(ui.style, {
    left: `${r.left}px`,
    top: `${r.top}px`,
    width: `${width}px`,
    height: `${height}px`,
    transform: `scale(${scale})`,
  });
  ui.style.setProperty('--ui-scale', String(scale));
  // The room beside the stage (a wide phone on its side), in logical px: the table's toolbar may
  // stand there rather than over the cards (hud.css).
  const room = canvas.parentElement?.getBoundingClientRect();
  const band = room && scale > 0 ? Math.max(0, room.right - r.right) / scale : 0;
  ui.style.setProperty('--band', `${band}px`);
  ui.dataset.band = band * scale >= 64 ? 'right' : 'none';
}
