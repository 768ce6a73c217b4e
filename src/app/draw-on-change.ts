/**
 * Draws a frame only when the picture may have changed. Phaser redraws every scene every frame;
 * on a still table that is pure waste, and with software WebGL on two cores it took the CPU the
 * bots' worker needed (frame time doubled while the hard bot thought). The game still steps every
 * frame (input, tweens, timers run as before); only the drawing is skipped while nothing moved.
 *
 * A frame is drawn when a tween or particles or a camera effect runs, the display list's
 * fingerprint (every object's place, look, frame and Graphics commands) differs from the last
 * drawn frame, a texture was added or removed, the canvas was resized or shown again, a snapshot
 * was asked for, or `invalidate()` was called; and every few seconds anyway, so nothing the
 * fingerprint cannot see stays wrong for long. Input never waits for a drawn frame
 * (`inputFollowsState`). (Under software WebGL each drawn frame also holds
 * the next animation frame back until it is shown, so fewer draws mean steadier steps.)
 */
import Phaser from 'phaser';

export interface DrawGate {
  /** Frames drawn and skipped since the start (the bench and the tests read them). */
  readonly drawn: number;
  readonly skipped: number;
  /** Why frames were drawn: moving, changed, settled, floor, snapshot, asked (invalidate), always (counts). */
  readonly reasons: Record<string, number>;
  /** Mean cost of the decision per step (ms): what drawing on change itself costs. */
  readonly checkMsPerStep: number;
  /** Something changed that the fingerprint cannot see: draw the next frames. */
  invalidate(): void;
  /** Draw every frame, changed or not (the bench measures what a full redraw costs). */
  always: boolean;
}

const FLOOR_MS = 4000; // the longest a still picture goes without a redraw (a safety net)

type Obj = Phaser.GameObjects.GameObject & Record<string, unknown>;

/** FNV-style mixing of numbers; strings by their characters. */
class Hasher {
  h = 0x811c9dc5;
  n(x: unknown): void {
    const v = typeof x === 'number' ? Math.round(x * 64) : x ? 1 : 0;
    this.h = Math.imul(this.h ^ v, 16777619);
  }
  s(x: string | undefined): void {
    if (!x) this.n(0);
    else for (let i = 0; i < x.length; i++) this.h = Math.imul(this.h ^ x.charCodeAt(i), 16777619);
  }
}

/** What of a game object shows on screen (besides its frame, Graphics commands and children). */
const LOOK = [
  'x',
  'y',
  'scaleX',
  'scaleY',
  'rotation',
  'alpha',
  'depth',
  'width',
  'height',
  'tintTopLeft',
  'tintMode',
  'flipX',
  'blendMode',
] as const;

/** Each object's own number: remade objects (a supply rebuilt in place) change the fingerprint. */
const ids = new WeakMap<object, number>();
let nextId = 1;
const idOf = (o: object): number => {
  const known = ids.get(o);
  if (known !== undefined) return known;
  ids.set(o, nextId);
  return nextId++;
};

/** True when something in the list is animating on its own (particles); mixes the rest into `h`. */
function mix(h: Hasher, list: Obj[]): boolean {
  let live = false;
  h.n(list.length);
  for (const o of list) {
    h.n(idOf(o));
    h.n(o.visible);
    if (!o.visible) continue;
    for (const k of LOOK) h.n(o[k]);
    const frame = o.frame as Phaser.Textures.Frame | undefined;
    if (frame) {
      h.s(frame.texture?.key);
      h.s(String(frame.name));
    }
    const commands = o.commandBuffer as unknown[] | undefined;
    if (commands) {
      h.n(commands.length);
      for (const c of commands) h.n(c);
    }
    const filters = o.filters as { internal?: { list: unknown[] }; external?: { list: unknown[] } } | undefined;
    if (filters) h.n((filters.internal?.list.length ?? 0) * 64 + (filters.external?.list.length ?? 0));
    if (o instanceof Phaser.GameObjects.Particles.ParticleEmitter && o.getAliveParticleCount() > 0) live = true;
    const kids = o.list as Obj[] | undefined;
    if (Array.isArray(kids) && mix(h, kids)) live = true;
  }
  return live;
}

/** Whether the scenes ask for a frame on their own; their fingerprint goes into `h`. */
function sceneState(game: Phaser.Game, h: Hasher): boolean {
  let busy = false;
  for (const scene of game.scene.getScenes(true)) {
    if (!scene.sys.settings.visible) continue;
    h.s(scene.sys.settings.key);
    if (scene.tweens.getTweens().some((t) => !t.paused)) busy = true;
    for (const cam of scene.cameras.cameras) {
      for (const k of ['scrollX', 'scrollY', 'zoom', 'alpha', 'visible'] as const) h.n(cam[k]);
      const fx = cam as unknown as Record<string, { isRunning?: boolean }>;
      for (const k of ['fadeEffect', 'flashEffect', 'shakeEffect', 'panEffect', 'zoomEffect', 'rotateToEffect'])
        if (fx[k]?.isRunning) busy = true;
    }
    if (mix(h, scene.children.list as Obj[])) busy = true;
  }
  return busy;
}

type InputPlugin = Phaser.Input.InputPlugin & {
  preUpdate(): void;
  update(type: number, pointers: Phaser.Input.Pointer[]): boolean;
  sortGameObjects(list: Phaser.GameObjects.GameObject[], pointer: Phaser.Input.Pointer): unknown;
};
let inputPatched = false;

/**
 * Input answers the display list as it is now, never the last drawn frame. Phaser orders what lies
 * under the pointer by the camera's render list, which only drawing fills, and lets objects made
 * interactive join only at the next step; a click before then (a slow phone, a skipped frame) fell
 * through a remade supply token to the table beneath it, and the token picked up before stayed up.
 * So every pointer event first takes in the pending objects and sorts by depth and list order.
 */
export function inputFollowsState(): void {
  if (inputPatched) return;
  inputPatched = true;
  const proto = Phaser.Input.InputPlugin.prototype as unknown as InputPlugin;
  const update = proto.update;
  proto.update = function (this: InputPlugin, type, pointers) {
    this.preUpdate(); // the pending insertions and removals (cheap when there are none)
    return update.call(this, type, pointers);
  };
  proto.sortGameObjects = function (this: InputPlugin, list) {
    if (list.length < 2) return list;
    const sys = this.scene.sys;
    sys.depthSort();
    const order = new Map<object, number>();
    const walk = (objs: Phaser.GameObjects.GameObject[]) => {
      for (const o of objs) {
        order.set(o, order.size);
        const kids = (o as unknown as { list?: unknown }).list;
        if (o instanceof Phaser.GameObjects.Container && Array.isArray(kids)) walk(kids);
      }
    };
    walk(sys.displayList.list);
    return list.sort((a, b) => (order.get(b) ?? -1) - (order.get(a) ?? -1));
  };
}

export function drawOnChange(game: Phaser.Game): DrawGate {
  inputFollowsState();
  const renderer = game.renderer as Phaser.Renderer.WebGL.WebGLRenderer;
  let drawn = 0;
  let skipped = 0;
  let owed = 1; // frames still to draw (one per change: the fingerprint sees every later change)
  let last = -1; // fingerprint of the last drawn frame
  let lastDrawAt = 0;
  let skip = false;
  const reasons: Record<string, number> = {};
  let checkMs = 0; // time spent deciding (the fingerprint), all steps together
  let wasBusy = false;
  const invalidate = () => {
    owed = 1;
  };

  // Decide after the step (everything has moved) and before the drawing.
  game.events.on(Phaser.Core.Events.POST_STEP, (time: number) => {
    const t0 = performance.now();
    const h = new Hasher();
    const busy = sceneState(game, h);
    checkMs += performance.now() - t0;
    const snapshot = Boolean(
      (renderer as unknown as { snapshotState?: { callback?: unknown } }).snapshotState?.callback,
    );
    const why = busy
      ? 'moving'
      : snapshot
        ? 'snapshot'
        : h.h !== last
          ? 'changed'
          : wasBusy // the step that ended an animation may have moved what the fingerprint cannot see
            ? 'settled'
            : time - lastDrawAt >= FLOOR_MS
              ? 'floor'
              : null;
    wasBusy = busy;
    if (why || gate.always) owed = 1;
    skip = owed <= 0;
    if (skip) {
      skipped++;
      return;
    }
    const key = why ?? (gate.always ? 'always' : 'asked');
    reasons[key] = (reasons[key] ?? 0) + 1;
    owed--;
    drawn++;
    last = h.h;
    lastDrawAt = time;
  });
  const gated = <F extends (...a: never[]) => unknown>(f: F) =>
    function (this: unknown, ...a: Parameters<F>) {
      if (!skip) return f.apply(this, a);
    } as unknown as F;
  renderer.preRender = gated(renderer.preRender);
  renderer.postRender = gated(renderer.postRender);
  const render = game.scene.render;
  game.scene.render = function (this: Phaser.Scenes.SceneManager, r) {
    if (!skip) return render.call(this, r);
    // Phaser's render ends the scene manager's processing; scenes added meanwhile wait on it.
    (this as unknown as { isProcessing: boolean }).isProcessing = false;
  };

  game.textures.on(Phaser.Textures.Events.ADD, invalidate);
  game.textures.on(Phaser.Textures.Events.REMOVE, invalidate);
  game.scale.on(Phaser.Scale.Events.RESIZE, invalidate);
  // The pointer moving draws nothing by itself: what a hover changes (a lift, a ring) is in the same
  // step's fingerprint, or a tween the next step draws. Drawing every move cost a slow device a frame
  // per move, and input waits on frames.
  renderer.on(Phaser.Renderer.Events.RESTORE_WEBGL, invalidate); // a lost context comes back blank
  game.events.on(Phaser.Core.Events.VISIBLE, invalidate);
  game.events.on(Phaser.Core.Events.RESUME, invalidate);

  const gate = {
    always: false,
    get drawn() {
      return drawn;
    },
    get skipped() {
      return skipped;
    },
    reasons,
    get checkMsPerStep() {
      return checkMs / Math.max(1, drawn + skipped);
    },
    invalidate,
  };
  return gate;
}
