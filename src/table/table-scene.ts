/**
 * The skeleton of every game's table scene: the lit surface, the animation queue, the DOM HUD and
 * keyboard focus, wired to a Session. It owns what every table does the same way: sending a move
 * (refused while an earlier moment is shown), the text of a refusal (the game's reasons, then the
 * app's), the view of the moment shown (`currentView`), relabelling on a language change, and the
 * shutdown that lets go of every listener when the table is left.
 *
 * A game scene draws its pieces from the view (`redraw`), animates each accepted step from its
 * emitted events (`animate`) and re-letters itself (`relabel`); it never decides a rule. While the
 * inspector travels in time, the scene shows that moment read-only (`showMoment`).
 */
import Phaser from 'phaser';
import { type AnyGameModule, seatOf, type Viewer } from '../../machines/core/game';
import type { App } from '../app/shell';
import { pictureToCanvas } from '../art/compose';
import { openingBegins, openingEnds } from '../art/raster-cache';
import { onLangChange, reasonText, t } from '../i18n';
import type { BotDriver } from '../session/bot-driver';
import {
  type EventOf,
  isLocal,
  type PlaySession,
  type PlayStep,
  type SnapshotOf,
  type ViewOf,
} from '../session/session';
import type { CloseUpContent } from './closeup';
import { FocusNav } from './focus';
import { Hud, LONG_PRESS_MS } from './hud';
import { AnimQueue } from './queue';
import { type Rect, type SurfaceOptions, surfacePicture } from './surface';
import { addCanvasTexture } from './textures';

/** How long the pointer rests on a piece before its close-up opens (a press: LONG_PRESS_MS). */
const HOVER_MS = 450;

/** The scene event the host waits for before attaching the inspector and the tutorial. */
export const TABLE_READY = 'table-ready';

/** The scene event of a hot-seat table whose private view passed to another person (or to none). */
export const EYES_CHANGED = 'eyes-changed';

export interface TableData<M extends AnyGameModule = AnyGameModule> {
  app: App;
  /** Local or remote (online): the table does not need to know which. */
  session: PlaySession<M>;
  bots?: BotDriver;
}

export abstract class TableScene<M extends AnyGameModule = AnyGameModule> extends Phaser.Scene {
  app!: App;
  session!: PlaySession<M>;
  bots?: BotDriver;
  q!: AnimQueue;
  hud!: Hud;
  focus!: FocusNav;
  /** Set while the inspector shows an earlier moment: the table is read-only. */
  moment: SnapshotOf<M> | null = null;
  /**
   * Whose eyes a replay shows the table through (src/table/replay-bar.ts): a seat, or everything
   * (a finished game); null: the scene's own choice of viewer.
   */
  watching: Viewer | 'everything' | null = null;
  /** A replay running over this table owns the moment shown (the inspector follows it). */
  replay: { readonly pos: number; seek(pos: number): void } | null = null;
  /** True while a pan or pinch of a zoomed area holds the pointers (src/table/pan-zoom.ts): no long press. */
  panning = false;
  private offs: (() => void)[] = [];
  private down = false;
  /** Set by `markReady`: the table is drawn (before that it is still fetching its pictures). */
  drawn = false;

  init(data: TableData<M>): void {
    openingBegins();
    this.app = data.app;
    this.session = data.session;
    this.bots = data.bots;
  }

  /**
   * The snapshot the table shows: the inspector's or replay's moment, or the present of a local game;
   * null online, where a seat has only its view (tables then read `session.view`).
   */
  get shown(): SnapshotOf<M> | null {
    return this.moment ?? (isLocal(this.session) ? this.session.snapshot : null);
  }

  /** What `viewer` sees of the moment shown (the present, or the inspector's moment); a replay's `watching` wins. */
  currentView(viewer: Viewer): ViewOf<M> {
    const m = this.session.module;
    const who = this.watching ?? viewer;
    const snap = this.shown;
    if (!snap) return this.session.view(who === 'everything' ? 'spectator' : who);
    if (who !== 'everything') return m.view(snap, who);
    // Games that hide nothing from the seats together have no `revealed`: the spectator sees it all.
    return (m.revealed?.(snap) ?? m.view(snap, 'spectator')) as ViewOf<M>;
  }

  /** A replay's "whose view": redraws the moment shown as `who` sees it. */
  watch(who: Viewer | 'everything'): void {
    this.watching = who;
    this.q.clear();
    this.redraw();
  }

  /**
   * False once the table was closed or laid out again (the scene shut down): what was awaited for it
   * arrives to nothing.
   */
  get live(): boolean {
    return this.sys.settings.status < Phaser.Scenes.SHUTDOWN;
  }

  private drawings = 0;

  /**
   * Begins a drawing of the moment shown that awaits pictures before it places the pieces. The check it
   * returns is true once a newer drawing has begun or the table went: this one then places nothing, or
   * it would draw its older moment over the newer (a replay seeking as its table opens).
   */
  protected beginDrawing(): () => boolean {
    const turn = ++this.drawings;
    return () => turn !== this.drawings || !this.live;
  }

  /**
   * Lays the surface and wires queue, HUD, focus and session. Call first in `create`; `pictures`: what
   * else the first frame needs (its textures), fetched and decoded together with the surface. Resolves
   * false when the table went while they came (the phone turned, the player left): `create` stops there.
   */
  protected async setupTable(surface: SurfaceOptions, ...pictures: Promise<unknown>[]): Promise<boolean> {
    performance.mark('table:create');
    const { width, height } = this.scale;
    const key = `surface-${this.sys.settings.key}-${width}x${height}`;
    const laid = this.textures.exists(key)
      ? null
      : pictureToCanvas(surfacePicture({ width, height, ...surface }), 1).then((c) => {
          if (!this.textures.exists(key)) addCanvasTexture(this.textures, key, c);
        });
    await Promise.all([laid, ...pictures]);
    if (!this.live) return false;
    openingEnds(this.sys.settings.key);
    performance.mark('table:pictures');
    const bg = this.add.image(0, 0, key).setOrigin(0).setDepth(-1000);
    bg.setInteractive();
    // A click on the bare table hurries the animations along.
    bg.on('pointerdown', () => this.q.fastForward());
    this.q = new AnimQueue(this);
    this.hud = new Hud(this.app.screen, this.session.module.id, [this.app.dialogs, document.body]);
    this.focus = new FocusNav(this);
    this.offs.push(
      // A new state: what the table said about the last one no longer applies.
      this.session.on('step', (info) => {
        if (this.moment) return;
        this.hud.clear();
        this.animate(info);
      }),
      this.session.on('reset', () => {
        this.hud.clear();
        this.q.clear();
        this.redraw();
      }),
      this.session.on('rejected', (r) => {
        if (r.by === 'bot') return;
        const notice = this.hud.notice(this.reasonText(r.reason.code, r.reason.params, r.reason.message));
        // the rulebook links the notice to the rule it cites
        this.events.emit('refused', { code: r.reason.code, notice });
        // A server's refusal comes after `send` returned: light the choices again now.
        if (!isLocal(this.session)) this.refresh();
      }),
      onLangChange(() => void this.relabel()),
    );
    // Stopped or removed, the table lets go of everything it listens to (once).
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.teardown());
    this.events.once(Phaser.Scenes.Events.DESTROY, () => this.teardown());
    this.exposeHooks();
    return true;
  }

  /** Draws everything from `this.shown` (start, resume, undo, language change, time travel). */
  abstract redraw(): void;

  /** Queues the animation of one accepted step, then refreshes what may be chosen. */
  abstract animate(info: PlayStep<M>): void;

  /** Re-letters the table after a language change (textures with words, labels), then redraws. */
  protected abstract relabel(): Promise<void> | void;

  /** Lights what may be chosen now (after a refused move, too). */
  abstract refresh(): void;

  /**
   * Sends the person's move. While an earlier moment is shown nothing is sent; a refused move
   * changes nothing, its reason is shown (the session reports it) and the choices are lit again.
   */
  send(event: EventOf<M>): boolean {
    if (this.moment) {
      this.hud.notice(t(this.readOnlyKey()), 'info');
      return false;
    }
    if (this.q.busy) this.q.fastForward();
    this.beforeSend();
    const res = this.session.send(event);
    if (!res.ok) this.refresh();
    return res.ok;
  }

  /** The i18n key of the notice for a move tried while an earlier moment is shown. */
  protected readOnlyKey(): string {
    return `${this.session.module.id}.table.readOnly`;
  }

  /** What a game drops before a move goes out (a half-made choice). */
  protected beforeSend(): void {}

  /** The translated reason for a refused move: the game's words, then the app's, then `fallback`. */
  reasonText(code: string, params: Record<string, string | number> = {}, fallback?: string): string {
    return reasonText(this.session.module.id, code, params, fallback);
  }

  /** The inspector's time travel: show `snapshot` read-only, or return to now with null. */
  showMoment(snapshot: SnapshotOf<M> | null): void {
    this.moment = snapshot;
    this.q.clear();
    this.redraw();
  }

  /**
   * Gives `obj` a close-up (its picture and words, large enough to read): after a moment's hover, on
   * a right-click, or on a long press (touch; the press then does not count as a tap). `content`
   * is read when it opens (null: nothing to show now).
   */
  closeUpOn(
    obj: Phaser.GameObjects.GameObject,
    content: () => CloseUpContent | null,
    onOpen?: (how: 'hover' | 'press') => void,
  ): void {
    // Page timers, not the scene's clock: a busy software renderer may not step for seconds.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const open = (p: Phaser.Input.Pointer, how: 'hover' | 'press') => {
      stop();
      if (!this.sys.isActive() || !obj.active) return;
      const c = content();
      if (!c || (how === 'hover' && this.q.busy)) return;
      this.hud.showCloseUp(c, p.x, p.y);
      onOpen?.(how);
    };
    obj.on('pointerover', (p: Phaser.Input.Pointer) => {
      // A touch never hovers, and Phaser reports its "over" after its "down": the press's timer runs.
      if (p.wasTouch) return;
      stop();
      timer = setTimeout(() => open(p, 'hover'), HOVER_MS);
    });
    obj.on('pointerout', () => {
      stop();
      this.hud.hideCloseUp();
    });
    obj.on('pointerdown', (p: Phaser.Input.Pointer) => {
      stop();
      if (p.rightButtonDown()) {
        open(p, 'press');
        return;
      }
      // a click is an act, not a reading: the close-up waits until the pointer comes back
      this.hud.hideCloseUp();
      if (p.wasTouch) {
        timer = setTimeout(() => {
          if (!p.isDown || p.getDistance() > 10 || this.panning) return;
          this.longPressed = obj;
          open(p, 'press');
        }, LONG_PRESS_MS);
      }
    });
    obj.once(Phaser.GameObjects.Events.DESTROY, stop);
  }

  /** The object a long press just opened: its release is not a tap (read by `isTap`). */
  private longPressed: Phaser.GameObjects.GameObject | null = null;

  /** True when a release on `obj` is a tap (not the end of a long press that opened its close-up). */
  isTap(obj: Phaser.GameObjects.GameObject): boolean {
    if (this.longPressed !== obj) return true;
    this.longPressed = null;
    return false;
  }

  /**
   * Where a named table object is (tutorial highlights, tests): `fief-2`, `hand`, `loc-mill`…
   * Scenes override this; null when the id is not on the table.
   */
  locate(_id: string): Rect | null {
    return null;
  }

  /**
   * The seats whose private pieces this device may show now, for the inspector; null: every seat a
   * person plays here. A hot-seat table answers with the one who lifted its curtain, or none, and
   * emits EYES_CHANGED when that changes.
   */
  privateSeats(): number[] | null {
    return null;
  }

  /**
   * Whether the person at the device may take the last move back (the rules permitting): at a table
   * whose people hide their pieces from each other, only the one who made it, while their view is open.
   */
  mayTakeBack(): boolean {
    const mine = this.privateSeats();
    const last = this.session.record.events.at(-1);
    return mine === null || (last !== undefined && mine.includes(seatOf(last)));
  }

  /** What a tutorial's panel should keep off when it can (top-left boxes): the hand, the goals… */
  keepClear(): { x: number; y: number; w: number; h: number }[] {
    return [];
  }

  /**
   * Reports a table gesture that is not a move (opening a card, tapping a location) to whoever
   * listens (the tutorial overlay waits for some of them); true when one took it (its page went on).
   */
  gesture(kind: string, target: string): boolean {
    const g = { kind, target, taken: false };
    this.events.emit('gesture', g);
    return g.taken;
  }

  /**
   * Call at the end of `create`: the table is drawn (the host attaches the inspector and tutorial).
   * Not Phaser's own 'ready', which fires before `create` has run.
   */
  protected markReady(): void {
    this.drawn = true;
    performance.mark('table:ready');
    this.events.emit(TABLE_READY);
    window.__scriptorium ??= {};
    window.__scriptorium.tableReady = true;
  }

  /**
   * Resolves when the table has finished animating (bots wait for it before moving); a table still
   * opening, once it is drawn — or at once if it goes first (laid out again: the next one draws the present).
   */
  settled(): Promise<void> {
    if (this.drawn) return this.q.idle();
    return new Promise<void>((resolve) => {
      this.events.once(TABLE_READY, () => resolve(this.q.idle()));
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => resolve());
      this.events.once(Phaser.Scenes.Events.DESTROY, () => resolve());
    });
  }

  private exposeHooks(): void {
    window.__scriptorium ??= {};
    const hooks = window.__scriptorium;
    Object.assign(hooks, {
      session: this.session,
      scene: this,
      snapshot: () => (isLocal(this.session) ? this.session.snapshot : null),
      legal: (seat = 0) => this.session.legalMoves(seat),
      view: (seat: number | 'spectator' = 0) => this.session.view(seat),
      busy: () => this.q.busy || (this.bots?.busy ?? false),
      animations: this.q.log,
    });
  }

  /** Lets go of `off` when the table is left (document listeners, DOM outside the HUD). */
  own(off: () => void): void {
    this.offs.push(off);
  }

  private teardown(): void {
    if (this.down) return;
    this.down = true;
    for (const off of this.offs) off();
    this.offs = [];
    this.focus.destroy();
    this.hud.destroy();
    const hooks = window.__scriptorium;
    if (hooks && hooks.scene === this) {
      for (const k of ['session', 'scene', 'snapshot', 'legal', 'view', 'busy', 'animations', 'tableReady'])
        delete hooks[k];
    }
  }
}
