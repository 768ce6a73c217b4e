/**
 * The DOM layer over the canvas: a 1280×720 box in the table's logical coordinates, scaled and
 * placed exactly over Phaser's canvas (Scale FIT), so panels, prompts and tooltips line up with
 * what Phaser draws and scale with it.
 */
export const WIDTH = 1280;
export const HEIGHT = 720;

export function attachOverlay(ui: HTMLElement, canvas: HTMLCanvasElement): () => void {
  const place = () => {
    const r = canvas.getBoundingClientRect();
    const scale = r.width / WIDTH;
    ui.style.left = `${r.left + window.scrollX}px`;
    ui.style.top = `${r.top + window.scrollY}px`;
    ui.style.transform = `scale(${scale})`;
    ui.style.setProperty('--ui-scale', String(scale));
  };
  place();
  const ro = new ResizeObserver(place);
  ro.observe(canvas);
  window.addEventListener('resize', place);
  return () => {
    ro.disconnect();
    window.removeEventListener('resize', place);
  };
}
