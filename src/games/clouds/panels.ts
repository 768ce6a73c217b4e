/**
 * The Cloud Marches table's lettering in the DOM: the status line (round, whose turn), a header
 * per seat, the action panel (what to do now, the card's class action, ability and skip, the drain
 * stepper), the card zoom, the toolbar (undo, concede, menu) and the end of the game.
 */
import { CARD_BY_ID, type CardId } from '../../../machines/clouds/content';
import type { CloudsEvent } from '../../../machines/clouds/types';
import type { CardView, CloudsView } from '../../../machines/clouds/view';
import { h, svgEl } from '../../app/dom';
import { type Modal, openModal } from '../../app/modal';
import { pictureToSvg } from '../../art/compose';
import { t } from '../../i18n';
import type { GameEvent } from '../../session/session';
import { ponyCard, SEAT_COLOURS } from './art/cards';
import { PANEL, seatAreas } from './layout';
import { type CloudsTable, cardName } from './table';
import { statusesOf } from './textures';
import './clouds.css';
import { endActions } from '../../table/end-actions';
import { endRanking, type RankRow } from '../../table/end-ranking';
import { TableHud } from '../../table/table-hud';

type Action = { id: string; label: string; key?: string; primary?: boolean; disabled?: string | null; run: () => void };

export class CloudsPanel extends TableHud<CloudsTable> {
  private box: HTMLElement;
  private heads: HTMLElement;
  private concedeButton: HTMLButtonElement;
  private zoomEl: HTMLElement | null = null;
  private endModal: Modal | null = null;
  private endShown = false;
  /** The drain stepper's amount while the game waits for DRAIN. */
  private drainAmount = 0;
  private drainFor = '';

  constructor(scene: CloudsTable) {
    super(scene);
    const hud = scene.hud;
    this.box = h('section.cm-panel', { dataset: { testid: 'cm-panel' } });
    Object.assign(this.box.style, {
      left: `${PANEL.x}px`,
      top: `${PANEL.y}px`,
      width: `${PANEL.w}px`,
      height: `${PANEL.h}px`,
    });
    this.heads = h('div.cm-heads');
    hud.root.append(this.heads, this.box);
    this.addUndo();
    this.concedeButton = this.addConcede('clouds.actions.concede');
    this.addMenu();
    scene.events.once('shutdown', () => {
      this.endModal?.close();
      this.closeZoom();
    });
  }

  // ---- status and seats ----------------------------------------------------------------------------

  status(v: CloudsView, seat: number | null): void {
    const s = this.scene;
    const parts: (HTMLElement | string)[] = [h('span.cm-title', {}, t('clouds.title'))];
    if (v.setup) {
      parts.push(
        h(
          'span.cm-round',
          {},
          t(`clouds.table.setup.${v.setup.step}`, { done: v.setup.done + 1, total: v.setup.total }),
        ),
      );
    } else {
      parts.push(
        h(
          'span.cm-round',
          { dataset: { testid: 'round' } },
          t('clouds.terms.round', { round: v.round, limit: v.roundLimit }),
        ),
      );
    }
    const who = seat ?? v.awaitedSeat;
    if (who !== null && !v.result) {
      parts.push(
        h(
          'span.cm-turn',
          {},
          h('i.cm-swatch', { style: { background: SEAT_COLOURS[who] as string } }),
          t('clouds.table.turnOf', { name: s.seatName(who) }),
        ),
      );
    }
    s.hud.setStatus(...parts);
    this.showUndo();
    this.concedeButton.disabled = this.concedeSeat() === null || Boolean(v.result) || Boolean(s.moment);
  }

  seats(v: CloudsView): void {
    const s = this.scene;
    const areas = seatAreas(v.seats);
    this.heads.replaceChildren(
      ...areas.map((a, i) => {
        const p = s.session.players[i];
        const out = v.out.includes(i);
        const turn = v.activeSeat === i || (v.activeSeat === null && v.awaitedSeat === i && !v.result);
        const kind = p?.kind === 'bot' ? t(`app.newGame.levels.${p.level ?? 'normal'}`) : '';
        const harbour = v.setup?.harbours[i];
        const el = h(
          'div.cm-head',
          { class: `${turn ? 'turn' : ''} ${out ? 'out' : ''}`, dataset: { seat: String(i) } },
          h('i.cm-swatch', { style: { background: SEAT_COLOURS[i] as string } }),
          h('strong', {}, s.seatName(i)),
          kind ? h('small', {}, `· ${kind}`) : null,
          harbour ? h('small', {}, `· ${t(`clouds.harbours.${harbour}`)}`) : null,
          out ? h('small.out', {}, `· ${t('clouds.table.outTag')}`) : null,
          h(
            'span.cm-count',
            { dataset: { testid: `count-${i}` } },
            t('clouds.results.cards', { count: v.counts[i] ?? 0 }),
          ),
        );
        Object.assign(el.style, { left: `${a.x + 8}px`, top: `${a.y + 4}px`, width: `${a.w - 16}px` });
        return el;
      }),
    );
  }

  // ---- the action panel --------------------------------------------------------------------------

  /** What the awaited person may do now (seat null: someone else is to move, or nothing at all). */
  actions(seat: number | null): void {
    const s = this.scene;
    if (!s.view || !this.box) return;
    const v = s.view;
    if (v.result) return;
    if (seat === null) {
      const who = v.awaitedSeat;
      const text =
        who === null
          ? ''
          : s.moment
            ? t('clouds.table.readOnly')
            : s.session.players[who]?.kind === 'bot'
              ? t('clouds.table.thinking', { name: s.seatName(who) })
              : t('clouds.table.turnOf', { name: s.seatName(who) });
      this.fill(text ? t(`clouds.phases.${v.phase}`, {}) : '', text, []);
      return;
    }
    if (s.targeting) {
      this.fill(s.targeting.title, t('clouds.table.targetsLit'), [
        { id: 'cancel', label: t('clouds.table.cancel'), key: 'Esc', run: () => s.cancelTargeting() },
      ]);
      return;
    }
    const legal = s.session.legalMoves(seat) as CloudsEvent[];
    switch (v.phase) {
      case 'draft': {
        const mine = v.cards.filter((c) => c.owner === seat).length;
        this.fill(
          t('clouds.table.draftTitle', { name: s.seatName(seat), n: mine + 1 }),
          t('clouds.table.draftText'),
          [],
        );
        return;
      }
      case 'placePointers': {
        const first = !v.cards.some((c) => c.owner === seat && c.pos);
        this.fill(
          t('clouds.table.placeTitle', { card: s.pick ? cardName(s.pick) : '' }),
          first ? t('clouds.table.placeFirst') : t('clouds.table.placeMore'),
          [],
        );
        return;
      }
      case 'placeMoodTokens': {
        const used = (v.setup?.octantsUsed[seat] ?? []).slice().sort((a, b) => a - b);
        this.fill(
          t('clouds.table.tokenTitle', { n: used.length + 1 }),
          `${t('clouds.table.tokenText')} ${used.length ? t('clouds.table.octantsUsed', { list: used.map((o) => t(`clouds.octants.${o}`)).join(', ') }) : ''}`,
          [],
        );
        return;
      }
      case 'selectCard': {
        const n = v.pending.length;
        this.fill(t('clouds.phases.selectCard'), t('clouds.table.selectText', { n }), []);
        return;
      }
      case 'abilityWindow':
        this.turnActions(seat, legal);
        return;
      case 'awaitDrain':
        this.drainActions(seat);
        return;
      default:
        this.fill('', '', []);
    }
  }

  private turnActions(seat: number, legal: CloudsEvent[]): void {
    const s = this.scene;
    const v = s.view;
    const cur = v.current;
    if (!cur) return;
    const c = s.viewOf(cur.cardId);
    const def = CARD_BY_ID[cur.cardId];
    const classMoves = legal.filter((m) => m.type === 'CLASS_ACTION' && m.cardId === cur.cardId) as GameEvent[];
    const abilityMoves = legal.filter((m) => m.type === 'USE_ABILITY' && m.cardId === cur.cardId) as GameEvent[];
    const why = (ev: GameEvent, fallback: string) => {
      const r = s.session.check(ev);
      return r && r.code !== 'badPayload' ? s.reasonText(r.code, r.params, r.message) : fallback;
    };
    const list: Action[] = [
      {
        id: 'class',
        label: t('clouds.table.classBtn', { cls: t(`clouds.classes.${def.cls}`) }),
        key: 'C',
        disabled: classMoves.length
          ? null
          : why(
              { type: 'CLASS_ACTION', seat, cardId: cur.cardId, ...(def.cls === 'pegasus' ? { delta: 1 } : {}) },
              t('clouds.table.noTargets'),
            ),
        run: () => void this.classAction(seat, classMoves),
      },
      {
        id: 'ability',
        label: t('clouds.table.abilityBtn', { name: t(`clouds.abilities.${def.ability}`), cost: def.cost }),
        key: 'A',
        disabled: abilityMoves.length
          ? null
          : cur.abilityUsed
            ? s.reasonText('abilityUsed')
            : c.mood < def.cost
              ? s.reasonText('noMood')
              : why({ type: 'USE_ABILITY', seat, cardId: cur.cardId }, t('clouds.table.noTargets')),
        run: () => this.ability(abilityMoves),
      },
      {
        id: 'skip',
        label: t('clouds.table.skipBtn', { v: c.V }),
        key: 'S',
        run: () => s.send({ type: 'SKIP', seat, cardId: cur.cardId }),
      },
    ];
    if (!cur.committed)
      list.push({
        id: 'deselect',
        label: t('clouds.table.otherCard'),
        key: '⌫',
        run: () => s.send({ type: 'DESELECT_CARD', seat }),
      });
    const mods: string[] = [];
    if (cur.doubledNow) mods.push(t('clouds.terms.doubled'));
    if (cur.hobbledNow) mods.push(t('clouds.terms.hobbled'));
    if (cur.tailwind) mods.push(t('clouds.abilities.tailwind'));
    if (cur.stoop) mods.push(t('clouds.abilities.stoop'));
    if (cur.grind) mods.push(t('clouds.abilities.grind'));
    // the modifiers go in the title, so the text stays one line and the buttons one row
    this.fill(
      `${t('clouds.table.actTitle', { card: cardName(cur.cardId), a: cur.A })}${mods.length ? ` · ${mods.join(', ')}` : ''}`,
      t('clouds.table.actText'),
      list,
    );
  }

  private async classAction(seat: number, moves: GameEvent[]): Promise<void> {
    const s = this.scene;
    const cur = s.view.current;
    if (!cur || !moves.length) return;
    const cls = CARD_BY_ID[cur.cardId].cls;
    if (cls === 'earth') {
      s.send(moves[0] as CloudsEvent);
    } else if (cls === 'unicorn') {
      s.startTargeting(t('clouds.table.markTitle', { card: cardName(cur.cardId) }), moves);
    } else {
      s.asking = true;
      const d = await s.hud.prompt({
        id: 'pegasus',
        title: t('clouds.classActions.pegasus'),
        text: t('clouds.table.pegasusText'),
        choices: moves.map((m, i) => ({
          label: (m.delta as number) > 0 ? t('clouds.table.raise') : t('clouds.table.lower'),
          value: m.delta as 1 | -1,
          primary: i === 0,
        })),
        cancel: t('clouds.table.cancel'),
      });
      s.asking = false;
      if (d !== null) s.send({ type: 'CLASS_ACTION', seat, cardId: cur.cardId, delta: d });
    }
  }

  private ability(moves: GameEvent[]): void {
    const s = this.scene;
    const cur = s.view.current;
    if (!cur || !moves.length) return;
    const def = CARD_BY_ID[cur.cardId];
    const plain =
      moves.length === 1 && !['targetId', 'cell', 'cells', 'dir', 'n'].some((k) => k in (moves[0] as object));
    if (plain) s.send(moves[0] as CloudsEvent);
    else s.startTargeting(`${t(`clouds.abilities.${def.ability}`)}: ${t(`clouds.abilityText.${def.ability}`)}`, moves);
  }

  private drainActions(seat: number): void {
    const s = this.scene;
    const d = s.view.awaitDrain;
    if (!d) return;
    const id = `${d.cardId}-${d.targetId}-${d.targetVigor}-${s.session.eventCount}`;
    if (this.drainFor !== id) {
      this.drainFor = id;
      this.drainAmount = d.toCapture ?? d.R;
    }
    const amount = Math.max(0, Math.min(d.R, this.drainAmount));
    const after = Math.max(0, d.targetVigor - amount * d.rate);
    const captures = d.toCapture !== null && amount >= d.toCapture;
    const stepper = h(
      'div.cm-stepper',
      { role: 'group', 'aria-label': t('clouds.phases.awaitDrain') },
      h(
        'button.gilt.small',
        { dataset: { action: 'drain-less' }, disabled: amount <= 0, onclick: () => this.setDrain(amount - 1) },
        '−',
      ),
      h('output', { dataset: { testid: 'drain-amount' } }, String(amount)),
      h(
        'button.gilt.small',
        { dataset: { action: 'drain-more' }, disabled: amount >= d.R, onclick: () => this.setDrain(amount + 1) },
        '+',
      ),
      h('span.cm-drain-after', {}, t('clouds.table.drainAfter', { from: d.targetVigor, to: after })),
      h(
        'span.cm-drain-verdict',
        { class: captures ? 'good' : '' },
        captures ? t('clouds.table.drainCaptures') : t('clouds.table.drainHolds'),
      ),
    );
    this.fill(
      t('clouds.table.drainTitle', { attacker: cardName(d.cardId), target: cardName(d.targetId) }),
      d.toCapture === null
        ? t('clouds.table.drainNever', { vigor: d.targetVigor, effV: d.effV, r: d.R, rate: d.rate })
        : t('clouds.table.drainText', { vigor: d.targetVigor, effV: d.effV, r: d.R, rate: d.rate, need: d.toCapture }),
      [
        {
          id: 'drain',
          label: t('clouds.actions.drain', { amount }),
          key: '⏎',
          primary: true,
          run: () => s.send({ type: 'DRAIN', seat, amount }),
        },
        ...(amount > 0
          ? [
              {
                id: 'drain-none',
                label: t('clouds.table.drainNone'),
                run: () => s.send({ type: 'DRAIN', seat, amount: 0 }),
              },
            ]
          : []),
      ],
      stepper,
    );
  }

  /** While the table animates, the panel's buttons wait (the next refresh draws them anew). */
  hold(): void {
    this.box.classList.add('held');
  }

  private setDrain(n: number): void {
    const d = this.scene.view.awaitDrain;
    if (!d) return;
    this.drainAmount = Math.max(0, Math.min(d.R, n));
    this.actions(this.scene.humanSeat());
  }

  private fill(title: string, text: string, list: Action[], extra?: HTMLElement): void {
    const buttons = list.map((a) => {
      const b = h(
        'button.gilt',
        {
          class: a.primary ? 'primary' : '',
          dataset: { action: a.id },
          disabled: Boolean(a.disabled),
          title: a.disabled ?? '',
          onclick: () => !a.disabled && a.run(),
        },
        a.label,
      );
      if (a.key) b.append(h('kbd', {}, a.key));
      return b;
    });
    this.box.classList.remove('held');
    this.box.replaceChildren(
      title ? h('h3', {}, title) : '',
      text ? h('p', {}, text) : '',
      extra ?? '',
      buttons.length ? h('div.cm-buttons', {}, ...buttons) : '',
    );
    this.box.dataset.phase = this.scene.view?.phase ?? '';
  }

  // ---- keys ------------------------------------------------------------------------------------------

  protected override onKey(k: string, e: KeyboardEvent): boolean {
    const s = this.scene;
    const click = (id: string) => {
      const b = this.box.querySelector<HTMLButtonElement>(`[data-action="${id}"]`);
      if (b && !b.disabled) {
        e.preventDefault();
        b.click();
      }
      return true;
    };
    if (k === 'escape') {
      // Esc backs out of a half-made choice or a zoomed card before it opens the menu.
      if (s.targeting) {
        e.preventDefault();
        s.cancelTargeting();
      } else if (this.zoomEl) this.closeZoom();
      else return false;
      return true;
    }
    if (s.view.phase === 'awaitDrain' && s.humanSeat() !== null) {
      if (k === '+' || k === '=' || k === 'arrowup' || k === 'arrowright') {
        e.preventDefault();
        e.stopImmediatePropagation();
        this.setDrain(this.drainAmount + 1);
      } else if (k === '-' || k === 'arrowdown' || k === 'arrowleft') {
        e.preventDefault();
        e.stopImmediatePropagation();
        this.setDrain(this.drainAmount - 1);
      } else if (k === 'enter' && !(e.target instanceof HTMLButtonElement)) click('drain');
      return true;
    }
    if (k === 'c') return click('class');
    if (k === 'a') return click('ability');
    if (k === 's') return click('skip');
    if (k === 'backspace') return click('deselect');
    return false;
  }

  /** Who concedes from this screen: the person to move, else the first person still in the game. */
  concedeSeat(): number | null {
    const s = this.scene;
    const v = s.view;
    if (!v || v.result) return null;
    const aw = s.humanSeat();
    if (aw !== null) return aw;
    const i = s.session.players.findIndex((p, k) => p.kind === 'human' && !v.out.includes(k));
    return i >= 0 ? i : null;
  }

  protected override async concede(): Promise<void> {
    const s = this.scene;
    const seat = this.concedeSeat();
    if (seat === null) return;
    const ok = await s.hud.prompt({
      id: 'concede',
      title: t('clouds.actions.concede'),
      text: t('clouds.table.concedeText', { name: s.seatName(seat) }),
      choices: [{ label: t('clouds.actions.concede'), value: true, primary: true }],
      cancel: t('clouds.table.cancel'),
    });
    if (ok) s.send({ type: 'CONCEDE', seat });
  }

  // ---- cards ---------------------------------------------------------------------------------------

  /** A card's tip: class, vigor, mood, ability and cost, statuses, where it stands. */
  cardText(c: CardView): string {
    const parts = [
      `${cardName(c.id)} — ${t(`clouds.classes.${c.cls}`)}`,
      `${t('clouds.terms.vigor')} ${c.vigor}/${c.V}`,
      `${t('clouds.terms.mood')} ${c.mood}/${c.M}`,
      `${t(`clouds.abilities.${c.ability}`)} (${c.cost}): ${t(`clouds.abilityText.${c.ability}`)}`,
    ];
    const st = statusesOf(c).map((b) => t(`clouds.terms.${b}`));
    if (c.shielded) st.push(t('clouds.terms.shielded'));
    if (st.length) parts.push(st.join(', '));
    if (c.where === 'inPlay' && c.owner !== null) parts.push(t('clouds.table.allowance', { a: c.allowance }));
    return parts.join(' · ');
  }

  async zoom(id: CardId): Promise<void> {
    this.closeZoom();
    const s = this.scene;
    const c = s.viewOf(id);
    const pic = ponyCard({
      id,
      name: cardName(id),
      cls: c.cls,
      V: c.V,
      M: c.M,
      ability: t(`clouds.abilities.${c.ability}`),
      cost: c.cost,
      vigor: c.vigor,
      mood: c.where === 'pool' ? 0 : c.mood,
      statuses: statusesOf(c),
      owner: c.owner === null ? null : (SEAT_COLOURS[c.owner] as string),
    });
    const el = h(
      'div.cm-zoom',
      { onclick: () => this.closeZoom(), dataset: { testid: 'zoom' } },
      svgEl(pictureToSvg(pic)),
      h('p', {}, t(`clouds.abilityText.${c.ability}`)),
    );
    this.zoomEl = el;
    s.hud.root.append(el);
    s.gesture('openCard', `card:${id}`);
  }

  closeZoom(): void {
    this.zoomEl?.remove();
    this.zoomEl = null;
  }

  // ---- the end -------------------------------------------------------------------------------------

  /** The result in the panel, and (outside the tutorial) a sheet with the counts and the reason. */
  ended(v: CloudsView): void {
    const s = this.scene;
    const r = v.result;
    if (!r) return;
    const title = resultTitle(s, v);
    const why = t(`clouds.table.reason.${r.reason}`, {
      name: r.conceded !== null ? s.seatName(r.conceded) : '',
    });
    const drawNote = r.draw ? t('clouds.table.drawNote') : '';
    const rows = Array.from({ length: v.seats }, (_, i) => i)
      .sort((a, b) => rank(r, b) - rank(r, a))
      .map((i) =>
        h(
          'li',
          { class: r.winners.includes(i) ? 'won' : '', dataset: { seat: String(i) } },
          h('i.cm-swatch', { style: { background: SEAT_COLOURS[i] as string } }),
          h('span', {}, s.seatName(i)),
          h('strong', {}, t('clouds.results.cards', { count: r.counts[i] ?? 0 })),
          r.conceded === i ? h('small', {}, t('clouds.table.concededTag')) : null,
        ),
      );
    this.box.replaceChildren(
      h('h3', { dataset: { testid: 'result' } }, title),
      h('p', {}, `${why} ${drawNote}`),
      h('ol.cm-result', {}, ...rows.map((r2) => r2.cloneNode(true) as HTMLElement)),
    );
    this.box.dataset.phase = 'gameOver';
    s.hud.setStatus(h('span.cm-title', {}, t('clouds.title')), h('span.cm-round', {}, title));
    this.concedeButton.disabled = true;
    if (this.endShown || s.session.record.meta?.tutorial || s.moment) return;
    this.endShown = true;
    const modal = openModal(s.app.dialogs, {
      id: 'game-over',
      title,
      closable: true,
      body: [
        h(
          'div.cm-end',
          {},
          h('p.cm-why', {}, why),
          drawNote ? h('p.note', {}, drawNote) : '',
          endRanking(ranking(s, v)),
          h('p.note', {}, t('clouds.table.rounds', { round: Math.min(v.round, v.roundLimit), limit: v.roundLimit })),
        ),
        endActions({
          close: () => modal.close(),
          navigate: (r) => s.app.navigate(r),
          game: 'clouds',
          again: t('clouds.table.playAgain'),
        }),
      ],
    });
    this.endModal = modal;
  }
}

/** The end sheet's rows: winners first, equal counts share a place, a conceder last without a medal. */
function ranking(s: CloudsTable, v: CloudsView): RankRow[] {
  const r = v.result as NonNullable<CloudsView['result']>;
  const order = Array.from({ length: v.seats }, (_, i) => i).sort((a, b) => rank(r, b) - rank(r, a));
  let place = 0;
  return order.map((seat, i) => {
    const prev = order[i - 1];
    if (prev === undefined || rank(r, prev) !== rank(r, seat)) place = i;
    const conceded = r.conceded === seat;
    return {
      seat,
      place,
      winner: r.winners.includes(seat),
      unranked: conceded,
      name: s.seatName(seat),
      colour: SEAT_COLOURS[seat] as string,
      score: t('clouds.results.cards', { count: r.counts[seat] ?? 0 }),
      ...(conceded ? { detail: t('clouds.table.concededTag') } : {}),
    };
  });
}

function rank(r: NonNullable<CloudsView['result']>, seat: number): number {
  if (r.conceded === seat) return -1;
  return (r.counts[seat] ?? 0) + (r.winners.includes(seat) ? 100 : 0);
}

function resultTitle(s: CloudsTable, v: CloudsView): string {
  const r = v.result as NonNullable<CloudsView['result']>;
  if (r.draw) return t('clouds.table.drawTitle', { names: r.winners.map((w) => s.seatName(w)).join(', ') });
  const w = r.winners[0];
  return w === undefined ? t('clouds.results.draw') : t('clouds.table.winTitle', { name: s.seatName(w) });
}
