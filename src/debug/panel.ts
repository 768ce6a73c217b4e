/**
 * The inspector panel: the statechart (lit where the game is, the last transition drawn along its
 * arrow), the chronicle of moves with time travel, the state as a tree (as a seat sees it, or the
 * full truth in solo and debug games), the moves possible now and a box to send any event by hand,
 * checked like every other move. Loaded on demand by `attachInspector` and the developer route,
 * together with the layout code; ELK itself loads on the first diagram.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { h } from '../app/dom';
import { illuminatedInitial } from '../art/initial';
import { has, t } from '../i18n';
import type { GameEvent, Session } from '../session/session';
import { Chronicle } from './chronicle';
import { DiagramView } from './diagram';
import { type DiagramLayout, fontMeasure, LAYOUT_KEY, type LayoutStore, layoutMachine } from './layout';
import { activeIds, activeLeaves, type DiagramModel, diagramModel, takenEdges } from './model';
import { type Moments, momentsOf } from './moments';
import { type SideState, SideTabs, type Viewer } from './side';
import './inspector.css';

export interface PanelOptions {
  session: Session;
  /** Where the panel lives (the app's dialog layer, or the route's screen). */
  host: HTMLElement;
  mode: 'docked' | 'full';
  /** The developer route sends a listed move when clicked; over a table it fills the send box. */
  clickToSend: boolean;
  /** Shows an earlier moment (null: now). A table scene draws it read-only. */
  showMoment?: (snapshot: AnyMachineSnapshot | null, pos: number | null) => void;
  /** Where the "viewing move i" banner goes over the table (absent: only in the panel). */
  bannerHost?: HTMLElement;
  /** When each event was accepted (ms since the epoch), if known. */
  times: (number | undefined)[];
  onClose(): void;
  /** The route's panel may not be docked beside a table. */
  dockable?: boolean;
  /** Initial state (after a language change rebuilds the panel). */
  state?: Partial<PanelState>;
  /**
   * The seats whose private view this device may show now (a hot-seat table: the one who lifted the
   * curtain, or none); null or absent: every seat a person plays.
   */
  eyes?: () => number[] | null;
}

export interface PanelState extends SideState {
  mode: 'docked' | 'full';
}

export interface PanelTimings {
  /** open → diagram drawn (ms), including loading ELK the first time. */
  firstDraw: number | null;
  /** Of which: laying out (reading the shipped layout, or running ELK for a chart changed since the build). */
  layout?: number;
  /** The last highlight update (ms). */
  highlight: number | null;
  /** The last time travel (ms). */
  travel: number | null;
}

/** Layouts made at build time (scripts/diagram-layouts.ts), by machine id. */
const shippedLayouts = import.meta.glob<string>('./layouts/*.json', { eager: true, query: '?raw', import: 'default' });
const shippedStore: LayoutStore = {
  get: (key) => shippedLayouts[`./layouts/${key.slice(LAYOUT_KEY.length)}.json`] ?? null,
  set: () => {},
};

/** Layouts ELK made on this device (for a chart changed since the build), kept between visits. */
const pageStore: LayoutStore = {
  get: (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key, value) => localStorage.setItem(key, value),
};
const layoutStores = [shippedStore, pageStore];

/** A move in player words, shown before its event name (which stays for developers). */
/** Starts laying out a session's chart ahead of opening (the Rules button is under the pointer). */
export async function prefetchDiagram(session: Session): Promise<void> {
  await layoutMachine(session.module.machine, fontMeasure, layoutStores);
}

function illuminated(letter: string): SVGSVGElement {
  return illuminatedInitial(letter, 'insp');
}

export class InspectorPanel {
  readonly el: HTMLElement;
  readonly timings: PanelTimings = { firstDraw: null, highlight: null, travel: null };
  private readonly session: Session;
  private readonly model: DiagramModel;
  private diagram: DiagramView | null = null;
  private diagramBox: HTMLElement;
  private whereEl: HTMLElement;
  private chronicle: Chronicle;
  private side: SideTabs;
  private state: PanelState;
  private readonly moments: Moments;
  private offs: (() => void)[] = [];
  private closed = false;
  private pendingTaken: { before: AnyMachineSnapshot; event: GameEvent; after: AnyMachineSnapshot } | null = null;
  readonly ready: Promise<void>;

  constructor(private readonly opts: PanelOptions) {
    const t0 = performance.now();
    this.session = opts.session;
    this.moments = momentsOf(this.session);
    this.model = diagramModel(this.session.module.machine);
    const truth = this.truthAllowed();
    this.state = {
      pos: null,
      tab: 'moves',
      viewer: truth ? 'truth' : this.allowedViewer(),
      mode: opts.mode,
      ...opts.state,
    };
    if (!this.mayView(this.state.viewer)) this.state.viewer = this.allowedViewer();

    const gameId = this.session.module.id;
    const gameTitle = has(`app.games.${gameId}.title`) ? t(`app.games.${gameId}.title`) : gameId;
    const title = t('debug.title');
    const head = h(
      'header.insp-head',
      {},
      illuminated(title.slice(0, 1)),
      h(
        'div.insp-heading',
        {},
        h('h2', {}, title.slice(1), h('span.insp-game', {}, ` · ${gameTitle}`)),
        h('p.insp-meta', { dataset: { testid: 'inspector-meta' } }),
      ),
      h(
        'div.insp-head-tools',
        {},
        this.statelyToggle(),
        opts.dockable === false
          ? null
          : h(
              'button.link.insp-mode',
              {
                onclick: () => this.setMode(this.state.mode === 'docked' ? 'full' : 'docked'),
                dataset: { action: 'mode' },
              },
              this.state.mode === 'docked' ? t('debug.expand') : t('debug.dock'),
            ),
        h(
          'button.gilt.small.insp-close',
          { onclick: () => opts.onClose(), title: t('debug.closeTitle'), dataset: { action: 'close-inspector' } },
          t('debug.close'),
        ),
      ),
    );

    this.whereEl = h('p.insp-where', { dataset: { testid: 'active-state' }, 'aria-live': 'polite' });
    this.diagramBox = h('div.insp-diagram-box', {}, h('p.insp-loading', {}, t('debug.loading')));
    const diagramSection = h(
      'section.insp-diagram',
      { 'aria-label': t('debug.diagram.label') },
      this.diagramBox,
      h('div.insp-diagram-foot', {}, this.whereEl, h('p.insp-legend', {}, t('debug.diagram.legend'))),
    );

    this.chronicle = new Chronicle({
      session: this.session,
      times: opts.times,
      bannerHost: opts.bannerHost,
      travel: (pos) => this.travel(pos),
      // In a game with hidden pieces another seat's move may name one (a potion's id gives its humour):
      // seen through a seat's eyes, the others' moves show their kind and seat only, as online does
      // (src/session/remote.ts); a hot-seat game's two people do not read each other's.
      readable: (seat) => this.state.viewer === 'truth' || this.state.viewer === seat || !this.session.module.revealed,
    });
    this.side = new SideTabs({
      session: this.session,
      state: this.state,
      clickToSend: opts.clickToSend,
      seats: () => this.viewerSeats(),
      truth,
      shown: () => this.shown(),
      viewed: () => this.renderLog(),
    });

    this.el = h(
      'aside.insp',
      {
        role: 'dialog',
        'aria-modal': 'false',
        'aria-label': t('debug.title'),
        class: this.state.mode,
        dataset: { inspector: gameId },
      },
      head,
      diagramSection,
      this.chronicle.el,
      this.side.el,
    );
    this.el.addEventListener('keydown', (e) => {
      // Keys typed here are the panel's, not the table's.
      if (e.key !== 'F2' && e.key !== 'Escape') e.stopPropagation();
    });
    opts.host.append(this.el);

    this.side.setTab(this.state.tab);
    this.renderLog();
    this.offs.push(
      this.session.on('step', (info) => {
        this.chronicle.append(info.index, this.state.pos === null);
        this.renderTravel();
        if (this.state.pos === null) {
          this.pendingTaken = { before: info.before, event: info.event, after: info.snapshot };
          this.refresh();
        } else this.renderTravel();
      }),
      this.session.on('reset', () => {
        if (this.state.pos !== null && this.state.pos >= this.session.eventCount) this.state.pos = null;
        this.renderLog();
        this.travel(this.state.pos);
      }),
    );
    this.ready = this.drawDiagram(t0);
    if (this.state.pos !== null) this.travel(this.state.pos);
    else this.refresh();
  }

  private truthAllowed(): boolean {
    return this.session.record.seats === 1 || this.session.record.meta?.debug === true;
  }

  /**
   * Whose view may be shown: every seat in solo and debug games, else the seats people play — at a
   * hot-seat table only the one who lifted the curtain (none while the device passes).
   */
  private viewerSeats(): number[] {
    const n = this.session.record.seats;
    const all = Array.from({ length: n }, (_, i) => i);
    if (this.truthAllowed()) return all;
    const players = this.session.players;
    const humans = all.filter((i) => (players[i]?.kind ?? 'human') === 'human');
    const eyes = this.opts.eyes?.();
    if (eyes) return humans.filter((i) => eyes.includes(i));
    return humans.length ? humans : all;
  }

  private mayView(v: Viewer): boolean {
    if (v === 'truth') return this.truthAllowed();
    const seats = this.viewerSeats();
    return v === 'spectator' ? seats.length === 0 : seats.includes(v);
  }

  /** The first seat whose eyes may be chosen, or an onlooker's when none may. */
  private allowedViewer(): Viewer {
    return this.viewerSeats()[0] ?? 'spectator';
  }

  /** Whose private view the table may show changed (a hot-seat curtain passed). */
  eyesChanged(): void {
    if (this.closed) return;
    if (!this.mayView(this.state.viewer)) this.state.viewer = this.allowedViewer();
    this.side.viewersChanged();
    this.renderLog();
  }

  private async drawDiagram(t0: number): Promise<void> {
    const gameId = this.session.module.id;
    try {
      const tl = performance.now();
      const layout: DiagramLayout = await layoutMachine(this.session.module.machine, fontMeasure, layoutStores);
      this.timings.layout = performance.now() - tl;
      if (this.closed) return;
      const rootTitle = has(`app.games.${gameId}.title`) ? t(`app.games.${gameId}.title`) : gameId;
      this.diagram = new DiagramView(layout, { rootTitle });
      this.diagramBox.replaceChildren(this.diagram.el);
      this.refresh(false);
      this.timings.firstDraw = performance.now() - t0;
      this.el.dataset.drawn = 'true';
      // Checkpoints for time travel, made while the developer looks (a resumed game lacks them).
      const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200));
      idle(() => !this.closed && this.moments.prepare());
    } catch (e) {
      this.diagramBox.replaceChildren(
        h('p.insp-loading.error', {}, t('debug.layoutFailed', { message: (e as Error).message })),
      );
      console.warn('inspector layout failed', e);
    }
  }

  private statelyToggle(): HTMLElement {
    const on = statelyWanted();
    const b = h(
      'button.toggle.insp-stately',
      {
        role: 'switch',
        'aria-checked': String(on),
        title: t('debug.statelyTitle'),
        dataset: { action: 'stately' },
        onclick: () => {
          const next = b.getAttribute('aria-checked') !== 'true';
          b.setAttribute('aria-checked', String(next));
          setStatelyWanted(next);
          void this.bridge(next);
        },
      },
      t('debug.stately'),
    );
    if (on) void this.bridge(true);
    return b;
  }

  private stopBridge: (() => void) | null = null;
  private async bridge(on: boolean): Promise<void> {
    this.stopBridge?.();
    this.stopBridge = null;
    if (!on) return;
    try {
      const { streamToStately } = await import('./stately');
      if (this.closed) return;
      this.stopBridge = await streamToStately(this.session);
      this.side.setResult(t('debug.statelyOn'), 'ok');
    } catch (e) {
      this.side.setResult(t('debug.statelyFailed', { message: (e as Error).message }), 'error');
    }
  }

  private setMode(mode: 'docked' | 'full'): void {
    this.state.mode = mode;
    this.el.classList.toggle('docked', mode === 'docked');
    this.el.classList.toggle('full', mode === 'full');
    const b = this.el.querySelector<HTMLButtonElement>('.insp-mode');
    if (b) b.textContent = mode === 'docked' ? t('debug.expand') : t('debug.dock');
    this.chronicle.placeBanner(mode === 'docked');
  }

  /** The snapshot shown: now, or the moment travelled to. */
  private shown(): AnyMachineSnapshot {
    return this.state.pos === null ? this.session.snapshot : this.momentAt(this.state.pos);
  }

  /** The game after `pos` events (a replay from the nearest checkpoint; see moments.ts). */
  private momentAt(pos: number): AnyMachineSnapshot {
    return this.moments.at(pos);
  }

  // ---- time travel ------------------------------------------------------------------------

  /** Shows the game after `pos` events (null or the present count: now). */
  travel(pos: number | null): void {
    const t0 = performance.now();
    const n = this.session.eventCount;
    if (pos === null || pos >= n) {
      const was = this.state.pos;
      this.state.pos = null;
      if (was !== null) this.opts.showMoment?.(null, null);
      this.pendingTaken = null;
      this.refresh(false);
    } else {
      this.state.pos = Math.max(0, pos);
      const snap = this.momentAt(this.state.pos);
      this.opts.showMoment?.(snap, this.state.pos);
      const p = this.state.pos;
      this.pendingTaken =
        p > 0
          ? { before: this.momentAt(p - 1), event: this.session.record.events[p - 1] as GameEvent, after: snap }
          : null;
      this.refresh();
    }
    this.timings.travel = performance.now() - t0;
  }

  /** Follows a moment the table shows already (a replay's): the chart and the log move, the table is left alone. */
  follow(pos: number): void {
    const n = this.session.eventCount;
    const to = pos >= n ? null : Math.max(0, pos);
    if (to === this.state.pos) return;
    this.state.pos = to;
    this.pendingTaken =
      to !== null && to > 0
        ? {
            before: this.momentAt(to - 1),
            event: this.session.record.events[to - 1] as GameEvent,
            after: this.momentAt(to),
          }
        : null;
    this.refresh(to !== null);
  }

  private renderTravel(): void {
    const viewing = this.state.pos !== null;
    this.chronicle.show(this.state.pos, this.state.mode === 'docked');
    this.el.classList.toggle('travelling', viewing);
    this.side.travelling(viewing);
  }

  private renderLog(): void {
    this.chronicle.render();
    this.renderTravel();
  }

  // ---- refresh ----------------------------------------------------------------------------

  private refresh(animate = true): void {
    const snap = this.shown();
    const t0 = performance.now();
    const active = activeIds(snap);
    const leaves = activeLeaves(this.model, active);
    if (this.diagram) {
      const legalTypes = new Set<string>();
      if (this.state.pos === null) {
        for (const seat of this.session.module.activeSeats(snap))
          for (const m of this.session.module.legalMoves(snap, seat)) legalTypes.add((m as GameEvent).type);
      }
      const ready = new Set(
        this.model.edges.filter((e) => active.has(e.source) && legalTypes.has(e.event)).map((e) => e.id),
      );
      for (const n of this.model.nodes.values())
        for (const e of n.internal) if (active.has(e.source) && legalTypes.has(e.event)) ready.add(e.id);
      this.diagram.light(active, leaves, ready);
      const p = this.pendingTaken;
      this.pendingTaken = null;
      this.diagram.showTaken(p ? takenEdges(this.session.module.machine, p.before, p.event, p.after) : [], animate);
      this.timings.highlight = performance.now() - t0;
    }
    const names = leaves.map((id) => this.model.nodes.get(id)?.key ?? id);
    const path = leaves[0] ? this.pathOf(leaves[0]) : [];
    this.whereEl.replaceChildren(
      h('span.insp-where-label', {}, `${snap.status === 'done' ? t('debug.over') : t('debug.where')}: `),
      h('span.insp-path', {}, path.slice(0, -1).join(' › ') + (path.length > 1 ? ' › ' : '')),
      h('strong.insp-leaf', { dataset: { testid: 'active-leaf' } }, names.join(' ‖ ')),
    );
    this.el.dataset.active = names.join(',');
    const meta = this.el.querySelector('.insp-meta');
    if (meta)
      meta.textContent = t('debug.meta', {
        seed: this.session.record.seed,
        seats: t('debug.seatCount', { count: this.session.record.seats }),
        moves: t('debug.moveCount', { count: this.session.eventCount }),
      });
    this.renderTravel();
    this.side.refresh(snap);
  }

  private pathOf(id: string): string[] {
    const out: string[] = [];
    for (let n = this.model.nodes.get(id); n?.parent; n = this.model.nodes.get(n.parent)) out.unshift(n.key);
    return out;
  }

  getState(): PanelState {
    return { ...this.state };
  }

  /** Removes the panel; the table returns to now unless it is going away itself. */
  destroy(returnToNow = true): void {
    if (this.closed) return;
    this.closed = true;
    if (this.state.pos !== null && returnToNow) this.opts.showMoment?.(null, null);
    this.stopBridge?.();
    for (const off of this.offs) off();
    this.offs = [];
    this.chronicle.destroy();
    this.diagram?.destroy();
    this.el.remove();
  }
}

const STATELY_KEY = 'scriptorium.debug.stately';
function statelyWanted(): boolean {
  try {
    return localStorage.getItem(STATELY_KEY) === 'on';
  } catch {
    return false;
  }
}
function setStatelyWanted(on: boolean): void {
  try {
    localStorage.setItem(STATELY_KEY, on ? 'on' : 'off');
  } catch {
    // the choice lasts this visit only
  }
}
