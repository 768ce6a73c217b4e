/**
 * The table's WebGL context, made by the entry (src/main.ts) before Phaser's chunk has arrived and
 * handed to Phaser (src/app/app.ts), which then makes none: under software rendering a context costs
 * a few hundred ms to make, and this way the page pays for one, early, instead of two.
 */
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

/** A canvas with its WebGL context, or null (no WebGL: Phaser then reports it as before). */
export function makeTableContext(): TableContext | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('webgl', ATTRIBUTES);
  return context && !context.isContextLost() ? { canvas, context } : null;
}
