/**
 * The Cloud Marches action box under the seat areas: what the awaited person may do now, phase by
 * phase (the draft, setup, a card's turn with its class action, ability, skip and "other card", the
 * drain stepper), each button with its key and, when it may not be used, the rules' reason (on hover, and
 * on a tap or its key).
 */
import { CARD_BY_ID } from '../../../machines/clouds/content';
import { drainedVigor } from '../../../machines/clouds/state';
import type { CloudsEvent } from '../../../machines/clouds/types';
import { h, type Lettering, lettered } from '../../app/dom';
import { t } from '../../i18n';
import type { GameEvent } from '../../session/session';
import { tNamed } from '../../table/seat-names';
import { ChronicleList } from './chronicle';
import { type CloudsTable, cardName } from './table';

type Action = {
  id: string;
  label: string;
  key?: string;
  primary?: boolean;
  disabled?: string | null;
  /** What it does, for a player new to its word: a held finger or the pointer reads it (hud.ts). */
  explain?: string;
  run: () => void;
};

export class ActionBox {
  readonly el: HTMLElement;
  /** What the box says and offers now (fill): the chronicle keeps the height left under it. */
  private body: HTMLElement;
  /** The chronicle's newest lines in the height the box has free (a click opens it whole). */
  readonly chronicle: ChronicleList;
  /** The drain stepper's amount while the game waits for DRAIN. */
  private drainAmount = 0;
  private drainFor = '';

  constructor(private readonly scene: CloudsTable) {
    this.el = h('section.cm-panel', { dataset: { testid: 'cm-panel' } });
    this.body = h('div.cm-body');
    this.chronicle = new ChronicleList(
      (seat) => scene.seatName(seat),
      (f) => scene.own(f),
      'inline',
    );
    // the strip shows as many lines as fit; a click or Enter reads it whole
    this.chronicle.el.addEventListener('click', () => scene.openChronicle(true));
    this.chronicle.el.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      scene.openChronicle(true);
    });
    this.el.append(this.body, this.chronicle.el);
    // It grows upwards, over the foot of the last seat's area, when its buttons take two rows
    // (upright, panelMax is its height: it keeps off the docked seat's cards, see fill).
    // On a phone on its side it keeps off the last seat's cards, as far as its thumb-sized buttons let
    // it (clouds.css --cm-max, from --cm-room: the room under those cards).
    const { panel: P, height, panelMax } = scene.L;
    const last = scene.L.areas(scene.view.seats).at(-1);
    const room = last ? P.y + P.h - (last.cardY + 70 * last.scale) : panelMax;
    Object.assign(this.el.style, {
      left: `${P.x}px`,
      bottom: `${height - P.y - P.h}px`,
      width: `${P.w}px`,
      minHeight: `${P.h}px`,
      maxHeight: `var(--cm-max, ${panelMax}px)`,
    });
    this.el.style.setProperty('--cm-room', `${Math.floor(room)}px`);
    // Two seats on a table on its side leave room under the last seat's cards (its ring and a margin
    // kept): the box takes it, and the chronicle under its words has lines to show.
    if (!scene.L.portrait && last && room - (19 * last.scale + 8) > P.h + 40)
      this.el.style.minHeight = `${Math.floor(room - (19 * last.scale + 8))}px`;
    // a wide upright table's panel beside the dock (layout.ts band): narrower, its buttons' words smaller
    this.el.classList.toggle('narrow', scene.L.portrait && P.w < 600);
  }

  /** What the awaited person may do now (seat null: someone else is to move, or nothing at all). */
  show(seat: number | null): void {
    const s = this.scene;
    if (!s.view) return;
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
      // the stage named, not asked for: "Move, class action…" read as an order to the person watching
      this.fill(text ? t(`clouds.stages.${v.phase}`, {}) : '', text, []);
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
          tNamed('clouds.table.draftTitle', { name: s.seatName(seat), n: mine + 1 }),
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
        explain: `${t(`clouds.classes.${def.cls}`)}: ${t(`clouds.classActions.${def.cls}`)}.`,
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
        explain: `${t('clouds.table.explain.ability', {
          name: t(`clouds.abilities.${def.ability}`),
          text: t(`clouds.abilityText.${def.ability}`),
        })} ${t('clouds.table.explain.cost', { count: def.cost })}`,
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
        explain: t('clouds.table.explain.skip', { v: c.V }),
        key: 'S',
        run: () => s.send({ type: 'SKIP', seat, cardId: cur.cardId }),
      },
    ];
    if (!cur.committed)
      list.push({
        id: 'deselect',
        label: t('clouds.table.otherCard'),
        explain: t('clouds.table.explain.otherCard'),
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
      // §5.1: every point drained costs the mover a chip, so offer only what captures
      this.drainAmount = d.toCapture ?? (d.moverLoses ? 0 : d.R);
    }
    const amount = Math.max(0, Math.min(d.R, this.drainAmount));
    const after = drainedVigor(d.targetVigor, d.rate, amount);
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
        ? t(d.moverLoses ? 'clouds.table.drainNeverChips' : 'clouds.table.drainNever', {
            vigor: d.targetVigor,
            effV: d.effV,
            r: d.R,
            rate: d.rate,
          })
        : t(d.moverLoses ? 'clouds.table.drainTextChips' : 'clouds.table.drainText', {
            vigor: d.targetVigor,
            effV: d.effV,
            r: d.R,
            rate: d.rate,
            need: d.toCapture,
          }),
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

  /** While the table animates, the buttons wait (the next refresh draws them anew). */
  hold(): void {
    this.el.classList.add('held');
  }

  private setDrain(n: number): void {
    const d = this.scene.view.awaitDrain;
    if (!d) return;
    this.drainAmount = Math.max(0, Math.min(d.R, n));
    this.show(this.scene.humanSeat());
  }

  private fill(title: Lettering, text: string, list: Action[], extra?: HTMLElement): void {
    const buttons = list.map((a) => {
      const b = h(
        'button.gilt',
        {
          class: a.primary ? 'primary' : '',
          dataset: { action: a.id },
          // Not `disabled`: such a button takes no tap, and a touch screen shows no hover title.
          // A tap (or its key) on one that may not be used says why.
          'aria-disabled': a.disabled ? 'true' : 'false',
          title: a.disabled ?? '',
          onclick: () => (a.disabled ? this.scene.hud.notice(a.disabled, 'reason') : a.run()),
        },
        a.label,
      );
      if (a.key) b.append(h('kbd', {}, a.key));
      if (a.explain) this.scene.hud.explainOnHold(b, a.disabled ? `${a.explain} ${a.disabled}` : a.explain);
      return b;
    });
    this.el.classList.remove('held');
    this.put(
      title.length ? h('h3', {}, ...lettered(title)) : '',
      text ? h('p', {}, text) : '',
      extra ?? '',
      buttons.length ? h('div.cm-buttons', {}, ...buttons) : '',
    );
    this.el.dataset.phase = this.scene.view?.phase ?? '';
  }

  /** The result at the end (panels.ts), over the chronicle of the whole game. */
  result(...parts: HTMLElement[]): void {
    this.put(...parts);
    this.el.dataset.phase = 'gameOver';
  }

  private put(...parts: (HTMLElement | string)[]): void {
    this.body.replaceChildren(...parts);
    // Where its words and buttons do not all fit (upright, a fixed height: layout.ts PANEL_UPRIGHT; on
    // a phone on its side, thumb-sized buttons and the drain's stepper), the line of help gives way.
    // The chronicle takes only the height left over (clouds.css), so it never makes the box too small.
    this.el.classList.remove('tight');
    if (this.el.scrollHeight > this.el.clientHeight + 1) this.el.classList.add('tight');
    this.chronicle.follow();
  }

  /** The box's keys: C, A, S and Backspace press its buttons; while draining, +/− and Enter (true: handled). */
  key(k: string, e: KeyboardEvent): boolean {
    const s = this.scene;
    const click = (id: string) => {
      const b = this.el.querySelector<HTMLButtonElement>(`[data-action="${id}"]`);
      if (b && !b.disabled) {
        // one that may not be used says why (its click does)
        e.preventDefault();
        b.click();
      }
      return true;
    };
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
}
