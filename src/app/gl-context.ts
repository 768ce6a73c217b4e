/**
 * The table's WebGL context, made by the entry (src/main.ts) before Phaser's chunk has arrived and
 * handed to Phaser (src/app/app.ts), which then makes none: under software rendering a context costs
 * a few hundred ms to make, and this way the page pays for one, early, instead of two.
 */
import { HEIGHT, WIDTH } from './overlay';

export interface TableContext {
  canvas: HTMLCanvasElement;
  context: WebGLRenderingContext;
}

/** What Phaser itself would ask for with the app's config: no multisampling, opaque, depth and stencil. */
const ATTRIBUTES: WebGLContextAttributes = {
  alpha: false,
  depth: true,
  antialias: false,
  premultipliedAlpha: true,
  stencil: true,
  preserveDrawingBuffer: false,
  failIfMajorPerformanceCaveat: false,
  powerPreference: 'default',
  desynchronized: false,
};

/** Compressed texture formats: the app loads none (its pictures are drawn or PNG). */
const COMPRESSED = /compressed_texture|texture_compression/;

/**
 * A canvas with its WebGL context, or null (no WebGL: Phaser then reports it as before). The canvas has
 * Phaser's size from the start: Phaser sets it as it boots, and a context made at 300×150 would then
 * be resized (its buffers made again) while the page waits.
 */
export function makeTableContext(): TableContext | null {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('webgl', ATTRIBUTES);
  if (!context || context.isContextLost()) return null;
  // Phaser's renderer asks for every compressed texture extension when it boots; each one the driver
  // has is a round trip to the GPU process, which under software rendering waits behind the page's
  // frames (~95 ms of a warm Northwood opening, CPU profile). Nothing here uses them: not asked for.
  const getExtension = context.getExtension.bind(context);
  context.getExtension = ((name: string) => (COMPRESSED.test(name) ? null : getExtension(name))) as typeof getExtension;
  return { canvas, context };
}
