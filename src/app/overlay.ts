/**
 * The DOM layer over the canvas. At a table it is a 1280×720 box in the table's logical
 * coordinates, scaled and placed exactly over Phaser's canvas (Scale FIT), so panels, prompts and
 * tooltips line up with what Phaser draws and scale with it. On the title (the page scene awake) it
 * is the whole screen instead, in CSS pixels — a phone lays the title out for its own width rather
 * than shrinking a 1280-wide page — scaled up only on screens larger than 1280×720.
 */
export const WIDTH = 1280;
export const HEIGHT = 720;

export type OverlayMode = 'table' | 'page';

let mode: OverlayMode = 'table';
const placers = new Set<() => void>();

/** Switches the layer between following the table's canvas and covering the screen. */
export function setOverlayMode(m: OverlayMode): void {
  if (m === mode) return;
  mode = m;
  for (const place of placers) place();
}

export function attachOverlay(ui: HTMLElement, canvas: HTMLCanvasElement): () => void {
  const place = () => {
    ui.dataset.mode = mode;
    if (mode === 'page') {
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
    const r = canvas.getBoundingClientRect();
    const scale = r.width / WIDTH;
    Object.assign(ui.style, {
      left: `${r.left}px`,
      top: `${r.top}px`,
      width: `${WIDTH}px`,
      height: `${HEIGHT}px`,
      transform: `scale(${scale})`,
    });
    ui.style.setProperty('--ui-scale', String(scale));
  };
  place();
  placers.add(place);
  const ro = new ResizeObserver(place);
  ro.observe(canvas);
  window.addEventListener('resize', place);
  return () => {
    placers.delete(place);
    ro.disconnect();
    window.removeEventListener('resize', place);
  };
}
