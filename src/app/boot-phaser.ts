/**
 * Phaser, booted for the tables: its own chunk (over a megabyte), evaluated only when a table is coming
 * (src/app/app.ts `boot`), so the title and a new game's sheet are on the screen before it.
 */
import Phaser from 'phaser';
import { pressesBeginOnCanvas } from './canvas-presses';
import { type DrawGate, drawOnChange } from './draw-on-change';
import type { TableContext } from './gl-context';
import { HEIGHT, overlayFollows, placeOverlay, WIDTH } from './overlay';

/** The Phaser game the app draws with. */
const CONFIG: Phaser.Types.Core.GameConfig = {
  type: Phaser.WEBGL,
  parent: 'stage',
  width: WIDTH,
  height: HEIGHT,
  backgroundColor: '#24170e',
  banner: false,
  audio: { noAudio: true }, // sound is Howler's (src/audio)
  scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
  // One texture per batch: Phaser 4.2.1 picks the sampler by exact float equality on an
  // interpolated varying, so rotated quads (a fanned hand) in a multi-texture batch lose
  // wedges or show a neighbour's texture (phaserjs/phaser#7372). ~100 pieces: draw calls are cheap.
  // No multisampling of the context: the pictures are textures smoothed by their own filtering (their
  // edges lie inside them), and a software renderer paid ~40% of every frame for it (NW table, quiet:
  // 330–370 → 200 ms a frame) and twice the time to make the context.
  // A batch of 1024 quads, not 16384: a table draws a few hundred, and Phaser allocates and uploads each
  // batch's vertex and index buffers (~2 MB at 16384) when it boots, which under software rendering held
  // the page while the new-game sheet was up.
  render: { antialias: true, antialiasGL: false, maxTextures: 1, batchSize: 1024 },
  // Phaser replaces a step longer than 1/min s with the last short one, so on a device drawing two
  // frames a second a 5 s pulse lasted minutes, and kept every frame drawn. Time stays real down to 1 fps.
  fps: { min: 1 },
  // The table hears presses on its canvas only (src/app/canvas-presses.ts).
  input: { windowEvents: false },
};

/**
 * The game, once Phaser is ready, drawing only when its picture may have changed. `gl`: the table's
 * WebGL context (src/app/gl-context.ts), or null: Phaser makes its own.
 */
export function bootPhaser(gl: TableContext | null): Promise<{ game: Phaser.Game; frames: DrawGate }> {
  return new Promise((resolve) => {
    // (Phaser's typings say a 2D context; its WebGL renderer takes the WebGL one it is given.)
    const given = gl && { canvas: gl.canvas, context: gl.context as unknown as CanvasRenderingContext2D };
    const game = new Phaser.Game(given ? { ...CONFIG, ...given } : CONFIG);
    game.events.once(Phaser.Core.Events.READY, () => {
      const frames = drawOnChange(game);
      pressesBeginOnCanvas(game);
      overlayFollows(game.canvas, () => game.scale.gameSize);
      // A table on another stage (src/app/stage.ts): the layer takes its size at once.
      game.scale.on(Phaser.Scale.Events.RESIZE, placeOverlay);
      resolve({ game, frames });
    });
  });
}
