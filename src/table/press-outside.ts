/**
 * A small menu over the table (the folded toolbar's list, an online table's More) closes on a press
 * anywhere else, and that press does only that: the table never hears the rest of it (Phaser listens
 * to touch and mouse events, and a Cloud Marches cell acts on release), so closing a menu never
 * takes a card or moves a pony by accident.
 */
const PRESS_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'touchstart',
  'touchend',
  'mousedown',
  'mouseup',
  'click',
];
/** After the press is lifted, its compatibility mouse events and click follow within a moment. */
const TAIL_MS = 400;

/** While `open()`, a press outside `inside` calls `close()` and is swallowed. Returns the remover. */
export function closeOnPressOutside(open: () => boolean, inside: Node[], close: () => void): () => void {
  let eating = false;
  let tail = 0;
  const down = (e: PointerEvent) => {
    window.clearTimeout(tail);
    const on = e.target as Node;
    // each press decides for itself: the one after a closing press is the player's again
    eating = open() && !inside.some((n) => n.contains(on));
    if (eating) close();
  };
  const eat = (e: Event) => {
    if (!eating) return;
    e.stopPropagation();
    if (e.cancelable) e.preventDefault();
    if (e.type === 'pointerup' || e.type === 'pointercancel')
      tail = window.setTimeout(() => {
        eating = false;
      }, TAIL_MS);
  };
  document.addEventListener('pointerdown', down, true);
  for (const type of PRESS_EVENTS) document.addEventListener(type, eat, { capture: true, passive: false });
  return () => {
    window.clearTimeout(tail);
    document.removeEventListener('pointerdown', down, true);
    for (const type of PRESS_EVENTS) document.removeEventListener(type, eat, { capture: true });
  };
}
