/**
 * The page behind the title and the menus: the vellum picture, lit by a slowly breathing candle, with a
 * few motes of dust in the light. It is DOM, not Phaser: the title needs no WebGL context (which costs a
 * few hundred ms to make under software rendering), so it is on the screen before Phaser has booted, and
 * its motion runs on the compositor while Phaser boots behind it. The page covers the screen (a phone
 * upright sees the middle of the page, not a strip of it between dark bands); the table's canvas lies
 * under it, and shows when the page is hidden.
 */
import { h } from './dom';
import { HEIGHT, setOverlayMode, WIDTH } from './overlay';
import { calmPictures } from './settings';

let backdrop: HTMLElement | null = null;

/** The page made from its picture (src/art/page.ts), hidden until shown; made once. */
export function addPage(picture: HTMLCanvasElement, before: HTMLElement): void {
  if (backdrop) return;
  // Dark corners, as a page lit from its middle: laid on the picture, not composited every frame.
  const ctx = picture.getContext('2d');
  if (ctx) {
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = 'rgb(26 15 6 / 0.12)';
    ctx.fillRect(0, 0, picture.width, picture.height);
  }
  const sheet = h('div.page-sheet', {}, picture);
  backdrop = h('div.page', { hidden: true, 'aria-hidden': 'true' }, sheet);
  before.before(backdrop);
  const cover = () => {
    const scale = Math.max(window.innerWidth / WIDTH, window.innerHeight / HEIGHT);
    sheet.style.transform = `translate(-50%, -50%) scale(${scale})`;
  };
  cover();
  window.addEventListener('resize', cover);
  // The light comes a frame after the page is first on the screen: under software rendering each
  // layer of it costs the first paint (the title's) its compositing.
  requestAnimationFrame(() => requestAnimationFrame(() => light(sheet)));
}

/** The candle and the dust over the page. */
function light(sheet: HTMLElement): void {
  sheet.append(h('div.page-candle'));
  // Where each mote starts, how far it drifts, and when (a mote is still for a calm page).
  for (let i = 0; i < 14; i++) {
    const mote = h('div.page-mote');
    const size = 16 * (0.25 + Math.random() * 0.35);
    Object.assign(mote.style, {
      left: `${200 + Math.random() * 900}px`,
      top: `${120 + Math.random() * 500}px`,
      width: `${size}px`,
      height: `${size}px`,
      animationDuration: `${5000 + Math.random() * 4000}ms`,
      animationDelay: `${Math.random() * 6000}ms`,
    });
    mote.style.setProperty('--dx', `${Math.round(Math.random() * 80 - 40)}px`);
    mote.style.setProperty('--dy', `${-Math.round(60 + Math.random() * 80)}px`);
    sheet.append(mote);
  }
}

/**
 * Shows or hides the page; its motion stops while hidden, and for a calm page. The DOM layer covers the
 * screen while the page shows, and lies over the table's canvas while it does not.
 */
export function showPage(show: boolean): void {
  if (!backdrop) return;
  backdrop.hidden = !show;
  backdrop.classList.toggle('calm', calmPictures());
  setOverlayMode(show ? 'page' : 'table');
}
