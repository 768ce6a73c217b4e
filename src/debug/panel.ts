/**
 * The inspector panel: the statechart (lit where the game is, the last transition drawn along its
 * arrow), the chronicle of moves with time travel, the state as a tree (as a seat sees it, or the
 * full truth in solo and debug games), the moves possible now and a box to send any event by hand,
 * checked like every other move. Loaded on demand by `attachInspector` and the developer route,
 * together with the layout code; ELK itself loads on the first diagram.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { stepGame } from '../../machines/core/engine';
import { seatOf } from '../../machines/core/game';
import { h, svgEl } from '../app/dom';
import { hex } from '../art/palette';
import { diaperPattern, goldGradient, initialGround, svgDoc } from '../art/svg';
import { has, t } from '../i18n';
import type { GameEvent, Session } from '../session/session';
import { DiagramView } from './diagram';
import { type DiagramLayout, fontMeasure, LAYOUT_KEY, type LayoutStore, layoutMachine } from './layout';
import { activeIds, activeLeaves, type DiagramModel, diagramModel, takenEdges } from './model';
import { type Moments, momentsOf } from './moments';
import { DataTree, payloadSummary } from './tree';
import './inspector.css';

export type Viewer = number | 'truth';

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
}

export interface PanelState {
  pos: number | null; // the moment shown (events applied), null = now
  tab: 'moves' | 'context' | 'send';
  viewer: Viewer;
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
function eventWords(type: string): HTMLElement | null {
  const key = `debug.events.${type}`;
  return /^[A-Z_]+$/.test(type) && has(key) ? h('span.words', {}, t(key)) : null;
}

/** Starts laying out a session's chart ahead of opening (the Rules button is under the pointer). */
export async function prefetchDiagram(session: Session): Promise<void> {
  await layoutMachine(session.module.machine, fontMeasure, layoutStores);
}

/** The translated reason for a refused event. */
export function reasonText(gameId: string, code: string, params: Record<string, string | number> = {}, fallback = '') {
  if (has(`${gameId}.reasons.${code}`)) return t(`${gameId}.reasons.${code}`, params);
  if (has(`app.reasons.${code}`)) return t(`app.reasons.${code}`, params);
  return fallback || code;
}

function clock(ms: number | undefined, start: number): string {
  if (ms === undefined || !Number.isFinite(start)) return '—';
  const s = Math.max(0, Math.round((ms - start) / 1000));
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

function illuminated(letter: string): SVGSVGElement {
  const defs = goldGradient('insp-ini-g') + diaperPattern('insp-ini-d', { ground: hex.lapis, size: 8 });
  const svg = svgEl(svgDoc(50, 50, initialGround(3, 3, 42, hex.lapis, 'insp-ini-g', 'insp-ini-d'), defs));
  const text = document.createElementNS('http://www.w3.org/2000/svg', 'text');
  text.setAttribute('x', '24');
  text.setAttribute('y', '25');
  text.setAttribute('class', 'insp-ini-letter');
  text.textContent = letter;
  svg.append(text);
  svg.setAttribute('aria-hidden', 'true');
  svg.classList.add('insp-ini');
  return svg;
}

export class InspectorPanel {
  readonly el: HTMLElement;
  readonly timings: PanelTimings = { firstDraw: null, highlight: null, travel: null };
  private readonly session: Session;
  private readonly model: DiagramModel;
  private diagram: DiagramView | null = null;
  private diagramBox: HTMLElement;
  private whereEl: HTMLElement;
  private logList: HTMLOListElement;
  private travelBar: HTMLElement;
  private banner: HTMLElement | null = null;
  private tabs: Record<PanelState['tab'], HTMLElement>;
  private tabButtons: Record<PanelState['tab'], HTMLButtonElement>;
  private movesBox: HTMLElement;
  private viewerBox: HTMLElement;
  private tree: DataTree;
  private sendArea: HTMLTextAreaElement;
  private sendResult: HTMLElement;
  private sendButton: HTMLButtonElement;
  private movesNote: HTMLElement;
  private state: PanelState;
  private readonly moments: Moments;
  private offs: (() => void)[] = [];
  private closed = false;
  private pendingTaken: { before: AnyMachineSnapshot; event: GameEvent; after: AnyMachineSnapshot } | null = null;
  private readonly start: number;
  readonly ready: Promise<void>;

  constructor(private readonly opts: PanelOptions) {
    const t0 = performance.now();
    this.session = opts.session;
    this.moments = momentsOf(this.session);
    this.model = diagramModel(this.session.module.machine);
    this.start = Date.parse(this.session.record.meta?.created ?? '');
    const truth = this.truthAllowed();
    const seats = this.viewerSeats();
    this.state = {
      pos: null,
      tab: 'moves',
      viewer: truth ? 'truth' : (seats[0] ?? 0),
      mode: opts.mode,
      ...opts.state,
    };
    if (this.state.viewer === 'truth' && !truth) this.state.viewer = seats[0] ?? 0;

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

    this.logList = h('ol.insp-log-list', { dataset: { testid: 'event-log' } });
    this.travelBar = h('div.insp-travel');
    const logSection = h(
      'section.insp-log',
      {},
      h('h3.insp-rubric', {}, t('debug.log.title')),
      this.travelBar,
      this.logList,
    );

    // Tabs: moves now, state, send an event.
    this.movesNote = h('p.insp-note');
    this.movesBox = h('div.insp-moves', { dataset: { testid: 'legal-moves' } });
    this.viewerBox = h('div.segmented.insp-viewer', { role: 'group', 'aria-label': t('debug.context.label') });
    this.tree = new DataTree(t('debug.context.label'));
    this.sendArea = h('textarea.insp-send-text', {
      rows: 4,
      spellcheck: false,
      placeholder: t('debug.send.placeholder'),
      'aria-label': t('debug.send.label'),
      dataset: { testid: 'send-text' },
      onkeydown: (e: KeyboardEvent) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          this.sendFromBox();
        }
        e.stopPropagation();
      },
    });
    this.sendButton = h(
      'button.gilt.small.primary',
      { onclick: () => this.sendFromBox(), dataset: { action: 'send-event' } },
      t('debug.send.button'),
    );
    this.sendResult = h('p.insp-send-result', { role: 'status', dataset: { testid: 'send-result' } });
    this.tabs = {
      moves: h('div.insp-tab', { role: 'tabpanel' }, this.movesNote, this.movesBox),
      context: h(
        'div.insp-tab',
        { role: 'tabpanel' },
        h(
          'div.insp-context-tools',
          {},
          this.viewerBox,
          h('button.link.small', { onclick: () => this.tree.expandTo(3) }, t('debug.context.expand')),
          h('button.link.small', { onclick: () => this.tree.collapseAll() }, t('debug.context.collapse')),
        ),
        this.tree.el,
      ),
      send: h(
        'div.insp-tab',
        { role: 'tabpanel' },
        h('label.insp-send-label', {}, t('debug.send.label'), this.sendArea),
        h('div.insp-send-row', {}, h('p.insp-note', {}, t('debug.send.hint')), this.sendButton),
        this.sendResult,
      ),
    };
    const tabKeys = ['moves', 'context', 'send'] as const;
    this.tabButtons = Object.fromEntries(
      tabKeys.map((k) => [
        k,
        h(
          'button.insp-tab-button',
          { role: 'tab', onclick: () => this.setTab(k), dataset: { tab: k } },
          t(`debug.tabs.${k}`),
        ),
      ]),
    ) as Record<PanelState['tab'], HTMLButtonElement>;
    const side = h(
      'section.insp-side',
      {},
      h('div.insp-tabbar', { role: 'tablist' }, ...tabKeys.map((k) => this.tabButtons[k])),
      ...tabKeys.map((k) => this.tabs[k]),
    );

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
      logSection,
      side,
    );
    this.el.addEventListener('keydown', (e) => {
      // Keys typed here are the panel's, not the table's.
      if (e.key !== 'F2' && e.key !== 'Escape') e.stopPropagation();
    });
    opts.host.append(this.el);

    this.renderViewers();
    this.setTab(this.state.tab);
    this.renderLog();
    this.offs.push(
      this.session.on('step', (info) => {
        this.appendLog(info.index);
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

  /** Whose view may be shown: every seat in solo and debug games, else the seats people play. */
  private viewerSeats(): number[] {
    const n = this.session.record.seats;
    const all = Array.from({ length: n }, (_, i) => i);
    if (this.truthAllowed()) return all;
    const players = this.session.players;
    const humans = all.filter((i) => (players[i]?.kind ?? 'human') === 'human');
    return humans.length ? humans : all;
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
      this.setResult(t('debug.statelyOn'), 'ok');
    } catch (e) {
      this.setResult(t('debug.statelyFailed', { message: (e as Error).message }), 'error');
    }
  }

  private setMode(mode: 'docked' | 'full'): void {
    this.state.mode = mode;
    this.el.classList.toggle('docked', mode === 'docked');
    this.el.classList.toggle('full', mode === 'full');
    const b = this.el.querySelector<HTMLButtonElement>('.insp-mode');
    if (b) b.textContent = mode === 'docked' ? t('debug.expand') : t('debug.dock');
    this.placeBanner();
  }

  private setTab(tab: PanelState['tab']): void {
    this.state.tab = tab;
    for (const [k, el] of Object.entries(this.tabs)) {
      el.hidden = k !== tab;
      const b = this.tabButtons[k as PanelState['tab']];
      b.setAttribute('aria-selected', String(k === tab));
      b.tabIndex = k === tab ? 0 : -1;
    }
    this.refreshSide(this.shown());
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
    const n = this.session.eventCount;
    const pos = this.state.pos;
    const viewing = pos !== null;
    const label = !viewing
      ? t('debug.now')
      : pos === 0
        ? t('debug.travel.viewingSetup')
        : t('debug.travel.viewing', { n: pos, total: n });
    this.travelBar.replaceChildren(
      h(
        'button.gilt.small.quiet',
        {
          onclick: () => this.travel((pos ?? n) - 1),
          disabled: (pos ?? n) <= 0,
          title: t('debug.log.back'),
          'aria-label': t('debug.log.back'),
          dataset: { action: 'travel-back' },
        },
        '◂',
      ),
      h(
        'button.gilt.small.quiet',
        {
          onclick: () => this.travel((pos ?? n) + 1),
          disabled: !viewing,
          title: t('debug.log.forward'),
          'aria-label': t('debug.log.forward'),
          dataset: { action: 'travel-forward' },
        },
        '▸',
      ),
      h('span.insp-travel-label', { class: viewing ? 'viewing' : '', dataset: { testid: 'travel-label' } }, label),
    );
    if (viewing) {
      this.travelBar.append(
        h(
          'button.gilt.small.primary',
          { onclick: () => this.travel(null), dataset: { action: 'return-now' } },
          t('debug.travel.returnNow'),
        ),
      );
    }
    this.el.classList.toggle('travelling', viewing);
    for (const li of this.logList.children) {
      const i = Number((li as HTMLElement).dataset.pos);
      li.classList.toggle('current', i === (pos ?? n));
      li.classList.toggle('future', i > (pos ?? n));
    }
    this.renderBanner(viewing ? label : null);
    this.sendButton.disabled = viewing;
    this.sendArea.disabled = viewing;
    if (viewing) this.setResult(t('debug.send.travelling'), 'info');
    else if (this.sendResult.dataset.kind === 'info') this.setResult('', 'info');
  }

  private renderBanner(label: string | null): void {
    const host = this.opts.bannerHost;
    if (!host) return;
    if (!label) {
      this.banner?.remove();
      this.banner = null;
      return;
    }
    if (!this.banner) {
      this.banner = h('div.insp-travel-banner', { role: 'status', dataset: { testid: 'travel-banner' } });
      host.append(this.banner);
    }
    this.banner.replaceChildren(
      h('strong', {}, label),
      h('span', {}, t('debug.travel.readOnly')),
      h(
        'button.gilt.small.primary',
        { onclick: () => this.travel(null), dataset: { action: 'return-now' } },
        t('debug.travel.returnNow'),
      ),
    );
    this.placeBanner();
  }

  private placeBanner(): void {
    this.banner?.classList.toggle('beside', this.state.mode === 'docked');
  }

  // ---- the chronicle ----------------------------------------------------------------------

  private logItem(pos: number): HTMLLIElement {
    const rec = this.session.record;
    if (pos === 0) {
      return h(
        'li.insp-log-item.setup',
        { dataset: { pos: '0' } },
        h(
          'button',
          { onclick: () => this.travel(0), title: t('debug.log.travelTitle') },
          h('span.i', {}, '0'),
          h('span.time', {}, '0:00'),
          h('span.ev', {}, t('debug.log.setup')),
          h('span.pl', {}, `seed ${rec.seed}`),
        ),
      );
    }
    const i = pos - 1;
    const ev = rec.events[i] as GameEvent;
    const by = this.session.authorOf(i);
    const seat = seatOf(ev);
    return h(
      'li.insp-log-item',
      { dataset: { pos: String(pos), index: String(i) } },
      h(
        'button',
        { onclick: () => this.travel(pos), title: t('debug.log.travelTitle') },
        h('span.i', {}, String(pos)),
        h('span.time', {}, clock(this.opts.times[i], this.start)),
        h(
          'span.seat',
          { class: by ?? '' },
          `${t('debug.log.seat', { n: seat })}${by ? ` · ${t(`debug.log.by.${by}`)}` : ''}`,
        ),
        eventWords(ev.type),
        h('span.ev', {}, ev.type),
        h('span.pl', {}, payloadSummary(ev)),
      ),
    );
  }

  private renderLog(): void {
    const n = this.session.eventCount;
    const items: HTMLLIElement[] = [];
    for (let p = 0; p <= n; p++) items.push(this.logItem(p));
    this.logList.replaceChildren(...items);
    this.renderTravel();
    this.logList.scrollTop = this.logList.scrollHeight;
  }

  private appendLog(index: number): void {
    const atBottom = this.logList.scrollTop + this.logList.clientHeight >= this.logList.scrollHeight - 8;
    this.logList.append(this.logItem(index + 1));
    this.renderTravel();
    if (atBottom || this.state.pos === null) this.logList.scrollTop = this.logList.scrollHeight;
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
    this.refreshSide(snap);
  }

  private pathOf(id: string): string[] {
    const out: string[] = [];
    for (let n = this.model.nodes.get(id); n?.parent; n = this.model.nodes.get(n.parent)) out.unshift(n.key);
    return out;
  }

  private refreshSide(snap: AnyMachineSnapshot): void {
    if (this.state.tab === 'moves') this.renderMoves(snap);
    else if (this.state.tab === 'context') this.renderContext(snap);
  }

  private renderViewers(): void {
    const seats = this.viewerSeats();
    const options: Viewer[] = [...seats, ...(this.truthAllowed() ? (['truth'] as const) : [])];
    this.viewerBox.replaceChildren(
      ...options.map((v) =>
        h(
          'button',
          {
            'aria-pressed': String(this.state.viewer === v),
            title: v === 'truth' ? t('debug.context.truthTitle') : t('debug.context.seatTitle', { n: v }),
            dataset: { viewer: String(v) },
            onclick: () => {
              this.state.viewer = v;
              this.renderViewers();
              this.refreshSide(this.shown());
            },
          },
          v === 'truth' ? t('debug.context.truth') : t('debug.context.asSeat', { n: v }),
        ),
      ),
    );
  }

  private renderContext(snap: AnyMachineSnapshot): void {
    const v = this.state.viewer;
    let value: unknown;
    try {
      value = v === 'truth' ? snap.context : this.session.module.view(snap, v);
    } catch (e) {
      value = { error: (e as Error).message };
    }
    this.tree.set(value);
  }

  private renderMoves(snap: AnyMachineSnapshot): void {
    const module = this.session.module;
    const v = this.state.viewer;
    const seats = v === 'truth' ? module.activeSeats(snap) : [v];
    const travelling = this.state.pos !== null;
    this.movesNote.textContent = travelling
      ? t('debug.travel.readOnly')
      : this.opts.clickToSend
        ? t('debug.moves.clickToSend')
        : t('debug.moves.clickToFill');
    const groups: HTMLElement[] = [];
    for (const seat of seats) {
      let moves: GameEvent[] = [];
      try {
        moves = module.legalMoves(snap, seat) as GameEvent[];
      } catch {
        moves = [];
      }
      const max = 120;
      const buttons = moves.slice(0, max).map((m, i) =>
        h(
          'button.insp-move',
          {
            disabled: travelling,
            dataset: { move: String(i), type: m.type },
            title: JSON.stringify(m),
            onclick: () => this.pickMove(m),
          },
          eventWords(m.type),
          h('span.ev', {}, m.type),
          h('span.pl', {}, payloadSummary(m)),
        ),
      );
      groups.push(
        h(
          'div.insp-move-group',
          { dataset: { seat: String(seat) } },
          seats.length > 1 || v === 'truth' ? h('h4', {}, t('debug.moves.seat', { n: seat })) : null,
          moves.length
            ? h('div.insp-move-list', {}, ...buttons)
            : h('p.insp-note', {}, t('debug.moves.seatNone', { n: seat })),
          moves.length > max ? h('p.insp-note', {}, t('debug.moves.more', { count: moves.length - max })) : null,
        ),
      );
    }
    if (!groups.length) groups.push(h('p.insp-note', {}, t('debug.moves.none')));
    this.movesBox.replaceChildren(...groups);
  }

  private pickMove(move: GameEvent): void {
    if (this.opts.clickToSend) {
      this.send(move);
    } else {
      this.sendArea.value = JSON.stringify(move);
      this.setTab('send');
      this.sendArea.focus();
    }
  }

  // ---- sending ----------------------------------------------------------------------------

  private setResult(text: string, kind: 'ok' | 'error' | 'info'): void {
    this.sendResult.textContent = text;
    this.sendResult.dataset.kind = kind;
  }

  private sendFromBox(): void {
    if (this.state.pos !== null) return;
    const text = this.sendArea.value.trim();
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (e) {
      this.setResult(t('debug.send.notJson', { message: (e as Error).message }), 'error');
      return;
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw) || typeof (raw as GameEvent).type !== 'string') {
      this.setResult(t('debug.send.noType'), 'error');
      return;
    }
    this.send(raw as GameEvent);
  }

  /**
   * Sends an event as a person would. It is first tried on a copy (XState's pure transition), so
   * even a malformed payload that would make the machine fail changes nothing; then the session
   * checks it like any move (its guards, e.g. a tutorial's, then the rules) and reports a refusal
   * to everyone listening (the table's notice, the tutorial's hint) and here.
   */
  send(event: GameEvent): boolean {
    const s = this.session;
    const id = s.module.id;
    try {
      const dry = stepGame(s.module, s.snapshot, event);
      if (dry.ok && dry.snapshot.status === 'error') throw new Error(String(dry.snapshot.error));
    } catch (e) {
      this.setResult(t('debug.send.crashed', { message: (e as Error).message }), 'error');
      return false;
    }
    const res = s.send(event, 'human');
    if (!res.ok) {
      const r = res.reason;
      this.setResult(
        t('debug.send.refused', { code: r.code, reason: reasonText(id, r.code, r.params, r.message) }),
        'error',
      );
      return false;
    }
    this.setResult(t('debug.send.ok', { type: event.type }), 'ok');
    return true;
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
    this.banner?.remove();
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
