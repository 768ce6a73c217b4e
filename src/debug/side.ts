/**
 * The inspector's side tabs: the moves possible now (per seat), the state as a tree (as a seat
 * sees it, or the full truth in solo and debug games), and a box to send any event by hand, checked
 * like every other move. Nothing is sent while an earlier moment is shown.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { stepGame } from '../../machines/core/engine';
import { h } from '../app/dom';
import { reasonText, t } from '../i18n';
import type { GameEvent, Session } from '../session/session';
import { DataTree, eventWords, payloadSummary } from './tree';

const TABS = ['moves', 'context', 'send'] as const;
type Tab = (typeof TABS)[number];
/** Whose eyes the state tab looks through: a seat, an onlooker's (hot-seat, between people), or the whole truth. */
export type Viewer = number | 'spectator' | 'truth';

/** What the side tabs share with the panel (kept, so a rebuilt panel opens as it was). */
export interface SideState {
  /** The moment shown (events applied), null = now. */
  pos: number | null;
  tab: Tab;
  viewer: Viewer;
}

export interface SideOptions {
  session: Session;
  state: SideState;
  /** A listed move is sent when clicked (the developer route); otherwise it fills the send box. */
  clickToSend: boolean;
  /** Whose view may be shown now (none: an onlooker's only); `truth`: the whole context too. */
  seats(): number[];
  truth: boolean;
  /** The snapshot shown (now, or the moment travelled to). */
  shown(): AnyMachineSnapshot;
  /** Told when another seat's eyes are chosen (the chronicle reads through them too). */
  viewed(): void;
}

export class SideTabs {
  readonly el: HTMLElement;
  private tabs: Record<Tab, HTMLElement>;
  private tabButtons: Record<Tab, HTMLButtonElement>;
  private movesBox: HTMLElement;
  private movesNote: HTMLElement;
  private viewerBox: HTMLElement;
  private tree: DataTree;
  private sendArea: HTMLTextAreaElement;
  private sendResult: HTMLElement;
  private sendButton: HTMLButtonElement;

  constructor(private readonly o: SideOptions) {
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
    this.tabButtons = Object.fromEntries(
      TABS.map((k) => [
        k,
        h(
          'button.insp-tab-button',
          { role: 'tab', onclick: () => this.setTab(k), dataset: { tab: k } },
          t(`debug.tabs.${k}`),
        ),
      ]),
    ) as Record<Tab, HTMLButtonElement>;
    this.el = h(
      'section.insp-side',
      {},
      h('div.insp-tabbar', { role: 'tablist' }, ...TABS.map((k) => this.tabButtons[k])),
      ...TABS.map((k) => this.tabs[k]),
    );
    this.renderViewers();
  }

  /** Whose eyes may be chosen changed (a hot-seat curtain passed): the buttons and the tabs anew. */
  viewersChanged(): void {
    this.renderViewers();
    this.refresh(this.o.shown());
  }

  setTab(tab: Tab): void {
    this.o.state.tab = tab;
    for (const k of TABS) {
      this.tabs[k].hidden = k !== tab;
      const b = this.tabButtons[k];
      b.setAttribute('aria-selected', String(k === tab));
      b.tabIndex = k === tab ? 0 : -1;
    }
    this.refresh(this.o.shown());
  }

  /** Redraws the open tab for `snap`. */
  refresh(snap: AnyMachineSnapshot): void {
    if (this.o.state.tab === 'moves') this.renderMoves(snap);
    else if (this.o.state.tab === 'context') this.renderContext(snap);
  }

  /** While an earlier moment is shown the send box is shut and says why. */
  travelling(viewing: boolean): void {
    this.sendButton.disabled = viewing;
    this.sendArea.disabled = viewing;
    if (viewing) this.setResult(t('debug.send.travelling'), 'info');
    else if (this.sendResult.dataset.kind === 'info') this.setResult('', 'info');
  }

  private renderViewers(): void {
    const { state } = this.o;
    const seats = this.o.seats();
    const options: Viewer[] = [
      ...(seats.length ? seats : (['spectator'] as const)),
      ...(this.o.truth ? (['truth'] as const) : []),
    ];
    this.viewerBox.replaceChildren(
      ...options.map((v) =>
        h(
          'button',
          {
            'aria-pressed': String(state.viewer === v),
            title: t(
              `debug.context.${v === 'truth' ? 'truthTitle' : v === 'spectator' ? 'onlookerTitle' : 'seatTitle'}`,
              {
                n: v,
              },
            ),
            dataset: { viewer: String(v) },
            onclick: () => {
              state.viewer = v;
              this.renderViewers();
              this.refresh(this.o.shown());
              this.o.viewed();
            },
          },
          t(`debug.context.${v === 'truth' ? 'truth' : v === 'spectator' ? 'onlooker' : 'asSeat'}`, { n: v }),
        ),
      ),
    );
  }

  private renderContext(snap: AnyMachineSnapshot): void {
    const v = this.o.state.viewer;
    let value: unknown;
    try {
      value = v === 'truth' ? snap.context : this.o.session.module.view(snap, v);
    } catch (e) {
      value = { error: (e as Error).message };
    }
    this.tree.set(value);
  }

  private renderMoves(snap: AnyMachineSnapshot): void {
    const module = this.o.session.module;
    const v = this.o.state.viewer;
    const seats = v === 'truth' ? module.activeSeats(snap) : v === 'spectator' ? [] : [v];
    const travelling = this.o.state.pos !== null;
    this.movesNote.textContent = travelling
      ? t('debug.travel.readOnly')
      : v === 'spectator'
        ? t('debug.moves.curtain')
        : this.o.clickToSend
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
    if (!groups.length && v !== 'spectator') groups.push(h('p.insp-note', {}, t('debug.moves.none')));
    this.movesBox.replaceChildren(...groups);
  }

  private pickMove(move: GameEvent): void {
    if (this.o.clickToSend) {
      this.send(move);
    } else {
      this.sendArea.value = JSON.stringify(move);
      this.setTab('send');
      this.sendArea.focus();
    }
  }

  setResult(text: string, kind: 'ok' | 'error' | 'info'): void {
    this.sendResult.textContent = text;
    this.sendResult.dataset.kind = kind;
  }

  private sendFromBox(): void {
    if (this.o.state.pos !== null) return;
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
    const s = this.o.session;
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
        t('debug.send.refused', { code: r.code, reason: reasonText(s.module.id, r.code, r.params, r.message) }),
        'error',
      );
      return false;
    }
    this.setResult(t('debug.send.ok', { type: event.type }), 'ok');
    return true;
  }
}
