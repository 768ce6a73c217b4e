/**
 * A press on the page is the page's; only a press that begins on the table's canvas is the table's.
 *
 * Phaser also listens on the window and hands every press and release made anywhere on the page to the
 * pieces that lie beneath it (to follow a drag that leaves the canvas). A click on a panel over the
 * table therefore also clicked what was under it: the online chat's "I smell a bluff…" placed a token on
 * the card slot behind the phrase, and a sheet's backdrop did the same. So Phaser hears the canvas only
 * (`input.windowEvents: false` in the game config) and this ends, from the window, only a mouse press that
 * began on the canvas (a drag released over the toolbar). A touch ends on the element it began on, so
 * a touch that began on the canvas always ends there.
 */
import type Phaser from 'phaser';

type Manager = Phaser.Input.InputManager & { onMouseUp(e: MouseEvent): void };

export function pressesBeginOnCanvas(game: Phaser.Game): void {
  const input = game.input as Manager;
  window.addEventListener(
    'mouseup',
    (e) => {
      // A mouse event made from a touch is Phaser's own to ignore, as its listeners do.
      const fromTouch = (e as MouseEvent & { sourceCapabilities?: { firesTouchEvents?: boolean } }).sourceCapabilities
        ?.firesTouchEvents;
      if (e.target !== game.canvas && !fromTouch && input.enabled && input.mousePointer?.isDown) input.onMouseUp(e);
    },
    { passive: true },
  );
}
