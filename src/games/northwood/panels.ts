/**
 * The Northwood table's lettering: the status line, the action bar (reveal, begin, back, concede),
 * the selection bar for abilities, pile inspection, the advisor's hint, and the final medal. Undo,
 * the menu and the shared keys come from the table's HUD base.
 */

import type northwood from '../../../machines/northwood';
import type { AdviceOption } from '../../../machines/northwood/advisor';
import type { CardId, CharId } from '../../../machines/northwood/content';
import type { NorthwoodEmitted, NorthwoodEvent } from '../../../machines/northwood/types';
import type { NorthwoodView } from '../../../machines/northwood/view';
import { h, svgEl } from '../../app/dom';
import { openModal } from '../../app/modal';
import { pictureToSvg } from '../../art/compose';
import { medalPicture } from '../../art/medal';
import { t } from '../../i18n';
import { endActions } from '../../table/end-actions';
import type { MenuOptions } from '../../table/menu';
import { TableHud } from '../../table/table-hud';
import type { TableScene } from '../../table/table-scene';
import type { Layout } from './layout';
import type { Model } from './model';
import { cardKey } from './textures';
import { cardName } from './tips';
import './northwood.css';

/** A request to pick `min`–`max` of the `allowed` hand cards, under a selection bar's title and text. */
export interface CardPick {
  allowed: CardId[];
  min: number;
  max: number;
  title: string;
  text: string;
  /** Whether the picked cards (in order) may be confirmed, beyond their count. */
  valid?: (ids: CardId[]) => boolean;
}

/** What the panels and the ability prompts use of the Northwood table. */
export interface NorthwoodTable extends TableScene<typeof northwood> {
  L: Layout;
  view: NorthwoodView;
  model: Model;
  send(event: NorthwoodEvent): boolean;
  pickCards(opts: CardPick): Promise<CardId[] | null>;
  characterImage(id: CharId): Promise<string>;
}

type Action = { id: string; label: string; key?: string; primary?: boolean; run: () => void };

export class NorthwoodHud extends TableHud<NorthwoodTable> {
  private bar: HTMLElement;
  private info: HTMLElement;
  private hintBtn: HTMLButtonElement;
  private hintPanel: HTMLElement | null = null;
  /** The notice that the target is out of reach was shown (Concede's reason). */
  private outOfReachSaid = false;

  constructor(scene: NorthwoodTable) {
    super(scene);
    const hud = scene.hud;
    this.info = h('div.nw-info.hud-line'); // .hud-line: a line the tutorial's arrow keeps off
    this.bar = h('div.nw-actions', { role: 'group', 'aria-label': t('northwood.title') });
    // a phone on its side letters the buttons larger (northwood.css): they stand beside the cloth, over no card
    const thumb = scene.L.thumb && matchMedia('(hover: none) and (max-height: 500px)').matches ? scene.L.thumb : null;
    place(this.bar, thumb ?? scene.L.actions);
    if (thumb) this.bar.classList.add('thumb');
    hud.root.append(this.info, this.bar);
    // its room changes with the toolbar's words (another language) and the stage
    new ResizeObserver(() => this.fitInfo()).observe(this.info);
    // Folded (hud.css), the ☰ keeps to the bottom right: bare wood beside the hand, where the top right
    // holds the last fief's number and stars.
    hud.root.dataset.fold = 'bottom';
    // the table's lettering scale (1 at 1280×720; a taller table's action bar grows with its pieces)
    hud.root.style.setProperty('--nw-k', String(scene.L.type.label / 17));
    if (!scene.L.portrait && scene.L.height > 720) hud.root.dataset.stageTall = ''; // northwood.css
    this.hintBtn = hud.button(t('app.menu.hint'), () => void this.hint(), { action: 'hint', key: 'H' });
    this.addUndo();
    this.addMenu();
  }

  override relabel(): void {
    super.relabel();
    this.hintBtn.replaceChildren(t('app.menu.hint'), h('kbd', {}, 'H'));
  }

  // ---- status and actions ---------------------------------------------------------------------

  status(v: NorthwoodView): void {
    const visit = v.visit;
    const parts: (HTMLElement | string)[] = [
      h(
        'span.nw-visit',
        {},
        // the visit being made, or the next one to choose (not the last one done)
        t('northwood.status.visit', { n: Math.min(8, v.visitsDone + 1), of: 8 }),
      ),
      h('span.nw-stars', {}, `★ ${v.starsSoFar}`, h('small', {}, ` / ${v.target}`)),
    ];
    if (v.mode === 'challenge' && v.challengeId)
      parts.push(h('span.nw-challenge', {}, t(`northwood.challenges.${v.challengeId}.name`)));
    this.scene.hud.setStatus(...parts);
    const phase = t(`northwood.phases.${v.phase}`);
    const where = visit
      ? t('northwood.status.visiting', {
          fief: t(`northwood.fiefs.fief-${visit.fief}`),
          need: visit.need,
          tricks: visit.tricks,
        })
      : '';
    this.info.replaceChildren(h('strong', {}, phase), where ? h('span', {}, where) : '');
    this.fitInfo();
    this.showUndo();
    this.hintBtn.disabled = this.scene.session.over || Boolean(this.scene.moment);
  }

  /**
   * The prompt keeps to one line between the status and the toolbar, its letters down to 0.75 of their
   * size for a long one (Russian); longer still, it wraps. Upright and on a phone's side it has its own
   * shape (northwood.css).
   */
  private fitInfo(): void {
    const info = this.info;
    info.style.removeProperty('--fit');
    info.classList.remove('wraps');
    const strong = info.querySelector('strong');
    if (!strong || this.scene.L.portrait || getComputedStyle(info).flexDirection !== 'column') return;
    const fit = info.clientWidth / Math.max(1, strong.scrollWidth);
    if (fit >= 1) return;
    info.style.setProperty('--fit', Math.max(0.75, fit).toFixed(3));
    if (fit < 0.75) info.classList.add('wraps');
  }

  actions(list: Action[]): void {
    this.bar.replaceChildren(
      ...list.map((a) => {
        const b = h(
          'button.gilt',
          { class: a.primary ? 'primary' : '', dataset: { action: a.id }, onclick: a.run },
          a.label,
        );
        if (a.key) b.append(h('kbd', {}, a.key));
        return b;
      }),
    );
  }

  /** The buttons the current phase offers. */
  actionsFor(v: NorthwoodView): void {
    const s = this.scene;
    const list: Action[] = [];
    if (v.phase === 'abilityWindow' || v.phase === 'awaitReveal') {
      list.push({
        id: 'reveal',
        label: t('northwood.actions.reveal'),
        key: '⏎',
        primary: true,
        run: () => s.send({ type: 'REVEAL' }),
      });
    }
    if (v.phase === 'chooseSubstitutes') {
      list.push({
        id: 'confirm',
        label: t('northwood.actions.confirm'),
        key: '⏎',
        primary: true,
        run: () => s.send({ type: 'CONFIRM_SUBSTITUTES' }),
      });
      if (v.visit?.canGoBack)
        list.push({ id: 'back', label: t('northwood.actions.back'), run: () => s.send({ type: 'BACK' }) });
    }
    if (v.phase === 'chooseFief' && v.canConcede) {
      list.push({ id: 'concede', label: t('northwood.actions.concede'), run: () => void this.concede() });
      // Concede appears: said once why (the counter still read "★ 0 / 16"), again only after an Undo back
      if (!this.outOfReachSaid) {
        this.outOfReachSaid = true;
        this.scene.hud.notice(t('northwood.outOfReach', { target: v.target }), 'info', 7000);
      }
    } else if (!v.canConcede) this.outOfReachSaid = false;
    this.actions(list);
  }

  locateButton(id: string): { x: number; y: number; w: number; h: number } | null {
    return this.locateElement(`.nw-actions [data-action="${id}"]`);
  }

  /** A shown HUD element's box in table px, its centre and size (the tutorial rings the star counter). */
  locateElement(selector: string): { x: number; y: number; w: number; h: number } | null {
    const root = this.scene.hud.root;
    const el = root.querySelector<HTMLElement>(selector);
    if (!el?.offsetParent) return null;
    const r = root.getBoundingClientRect();
    const k = r.width / (root.offsetWidth || r.width); // the HUD is scaled to the screen
    const b = el.getBoundingClientRect();
    return {
      x: (b.left - r.left + b.width / 2) / k,
      y: (b.top - r.top + b.height / 2) / k,
      w: b.width / k,
      h: b.height / k,
    };
  }

  protected override onKey(k: string, e: KeyboardEvent): boolean {
    const s = this.scene;
    if (k === 'h') void this.hint();
    else if (k === 'enter' && !(e.target instanceof HTMLButtonElement)) {
      const primary = this.bar.querySelector<HTMLButtonElement>('button.primary');
      if (primary && !s.focus.current) {
        e.preventDefault();
        primary.click();
      }
    } else if (/^[1-9]$/.test(k) && s.view.phase === 'response') {
      const card = s.model.hand[Number(k) - 1];
      if (card) s.send({ type: 'PLAY_CARD', card });
    } else if (/^[0-7]$/.test(k) && s.view.phase === 'chooseFief' && e.altKey) {
      s.send({ type: 'CHOOSE_FIEF', fief: Number(k) });
    } else return false;
    return true;
  }

  protected override menuExtras(): MenuOptions['extra'] {
    const s = this.scene;
    return [
      { label: t('northwood.menu.unseen'), action: 'unseen', run: () => this.inspectPile('deck') },
      ...(s.view.removed.length
        ? [
            {
              label: t('northwood.menu.absent', { n: s.view.removed.length }),
              action: 'absent',
              run: () => this.absent(),
            },
          ]
        : []),
    ];
  }

  protected override async concede(): Promise<void> {
    const ok = await this.confirm({
      title: t('northwood.actions.concede'),
      text: t('northwood.concedeText', { stars: this.scene.view.starsSoFar }),
      yes: t('northwood.actions.concede'),
      cancel: t('app.newGame.cancel'),
    });
    if (ok) this.scene.send({ type: 'CONCEDE' });
  }

  // ---- choosing ---------------------------------------------------------------------------------

  chooseSlotFor(ruler: CharId): Promise<number | null> {
    const v = this.scene.view;
    return this.scene.hud.prompt({
      id: 'substitute',
      title: t('northwood.ask.substituteTitle', { name: t(`northwood.characters.${ruler}.name`) }),
      text: t('northwood.ask.substitute'),
      choices: v.slots.map((s, i) => ({
        label: t('northwood.ask.slot', { n: i + 1 }),
        value: i,
        detail: s.active ? t(`northwood.characters.${s.active}.name`) : t('northwood.slots.empty'),
      })),
      cancel: t('app.newGame.cancel'),
    });
  }

  /** A bar above the hand while the player picks cards: what to pick, Confirm and Cancel. */
  selectionBar(
    title: string,
    text: string,
    canConfirm: () => boolean,
    done: (confirmed: boolean) => void,
  ): { update(): void } {
    const confirm = h(
      'button.gilt.primary',
      { dataset: { action: 'confirm-selection' }, onclick: () => finish(true) },
      t('northwood.actions.confirmChoice'),
    );
    const cancel = h(
      'button.gilt.quiet',
      { dataset: { action: 'cancel-selection' }, onclick: () => finish(false) },
      t('app.newGame.cancel'),
    );
    const el = h(
      'div.nw-select',
      { role: 'dialog', 'aria-label': title },
      h('strong', {}, title),
      h('span', {}, text),
      confirm,
      cancel,
    );
    const update = () => {
      confirm.disabled = !canConfirm();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' && !confirm.disabled) finish(true);
      if (e.key === 'Escape') {
        e.stopPropagation();
        finish(false);
      }
    };
    const finish = (ok: boolean) => {
      document.removeEventListener('keydown', onKey, true);
      el.remove();
      done(ok);
    };
    document.addEventListener('keydown', onKey, true);
    place(el, this.scene.L.select);
    this.scene.hud.root.append(el);
    update();
    return { update };
  }

  // ---- looking ----------------------------------------------------------------------------------

  private cardImg(id: CardId, w = 64): HTMLElement {
    const tex = this.scene.textures.get(cardKey(id));
    const src = (tex.getSourceImage() as HTMLCanvasElement).toDataURL?.() ?? '';
    return h('img.nw-mini', { src, width: w, height: Math.round(w * 1.4), alt: cardName(id), title: cardName(id) });
  }

  inspectPile(kind: 'deck' | 'discard' | 'score'): void {
    const v = this.scene.view;
    const body: HTMLElement[] = [];
    if (kind === 'deck') {
      const known = v.deckView
        .map((c, i) =>
          c
            ? h('span.nw-known', {}, this.cardImg(c, 56), h('small', {}, t('northwood.deck.position', { n: i + 1 })))
            : null,
        )
        .filter(Boolean) as HTMLElement[];
      body.push(h('p', {}, t('northwood.deck.size', { count: v.deckSize })));
      if (known.length) body.push(h('h3.form-head', {}, t('northwood.known')), h('div.nw-row', {}, ...known));
      body.push(h('h3.form-head', {}, t('northwood.unseen')));
      for (const suit of ['claws', 'flowers', 'leaves', 'eyes']) {
        const cards = v.unseen.filter((c) => c.startsWith(suit));
        body.push(
          h(
            'div.nw-suitrow',
            {},
            h('span.nw-suitname', {}, t(`northwood.suits.${suit}`)),
            ...cards.map((c) => h('span.nw-chip', { class: suit }, c.split('-')[1] ?? '')),
          ),
        );
      }
    } else {
      const list = kind === 'discard' ? v.discard : v.score;
      body.push(h('p', {}, t('northwood.pileNote', { count: list.length })));
      body.push(h('div.nw-row.wrap', {}, ...list.map((c) => this.cardImg(c))));
    }
    openModal(this.scene.app.dialogs, { id: `pile-${kind}`, title: t(`northwood.piles.${kind}`), wide: true, body });
  }

  private absent(): void {
    const v = this.scene.view;
    openModal(this.scene.app.dialogs, {
      id: 'absent',
      title: t('northwood.removed'),
      body: [
        h(
          'ul',
          {},
          ...v.removed.map((r) =>
            h(
              'li',
              {},
              `${t(`northwood.characters.${r}.name`)} — ${t(`northwood.titles.${r.split('-')[1]}`)}, ${t(`northwood.suits.${r.split('-')[0]}`)}`,
            ),
          ),
        ),
      ],
    });
  }

  /** The advisor's ranked options for the decision at hand, worked out off the main thread. */
  async hint(): Promise<void> {
    const s = this.scene;
    if (s.session.over || s.moment || !s.bots) return;
    this.hintPanel?.remove();
    const panel = h(
      'aside.nw-hint',
      { role: 'status', 'aria-live': 'polite' },
      h('h3', {}, t('northwood.hint.title')),
      h('p.note', {}, t('northwood.hint.thinking')),
    );
    this.hintPanel = panel;
    s.hud.root.append(panel);
    const count = s.session.eventCount;
    let advice: AdviceOption[];
    try {
      advice = (await s.bots.tool('advise', { samples: 300 })) as AdviceOption[];
    } catch (e) {
      panel.replaceChildren(h('h3', {}, t('northwood.hint.title')), h('p', {}, String((e as Error).message)));
      return;
    }
    if (s.session.eventCount !== count || this.hintPanel !== panel) return;
    const close = h(
      'button.link.nw-hint-close',
      { onclick: () => panel.remove(), 'aria-label': t('app.menu.close') },
      '✕',
    );
    panel.replaceChildren(
      h('h3', {}, t('northwood.hint.title'), close),
      h('p.note', {}, t('northwood.hint.chance')),
      h(
        'ol',
        {},
        ...advice
          .slice(0, 5)
          .map((a, i) =>
            h(
              'li',
              { class: i === 0 ? 'best' : '' },
              h('span.p', {}, `${Math.round(a.p * 100)}%`),
              h('span', {}, t(`northwood.${a.reason.key}`, adviceParams(a, s.view))),
            ),
          ),
      ),
      h('p.note', {}, t('northwood.hint.note', { n: advice[0]?.samples ?? 0 })),
    );
  }

  clearHint(): void {
    this.hintPanel?.remove();
    this.hintPanel = null;
  }

  // ---- the end ----------------------------------------------------------------------------------

  endScreen(e: Extract<NorthwoodEmitted, { type: 'gameOver' }>): void {
    const s = this.scene;
    const medal = e.medal ?? 'none';
    const text = e.conceded
      ? t('northwood.result.conceded', { score: e.score })
      : e.won
        ? t('northwood.result.won', { score: e.score })
        : t('northwood.result.lost', { score: e.score, target: e.target });
    const now = s.session.view(0) as NorthwoodView;
    const fiefs = now.fiefs.map((f, n) =>
      h(
        'li',
        { class: f.status },
        h('span', {}, t(`northwood.fiefs.fief-${n}`)),
        h('span', {}, f.status === 'friendly' ? '★'.repeat(f.stars) : t(`northwood.fiefStatus.${f.status}`)),
      ),
    );
    const modal = openModal(s.app.dialogs, {
      id: 'game-over',
      title: e.won ? t('northwood.end.won') : t('northwood.end.over'),
      wide: true,
      closable: true,
      body: [
        h(
          'div.nw-end',
          {},
          h(
            'div.nw-medal',
            {},
            svgEl(pictureToSvg(medalPicture(medal, 180))),
            h('strong', {}, t(`northwood.medals.${medal}`)),
          ),
          h(
            'div',
            {},
            h('p.nw-score', {}, text),
            h('ol.nw-fiefs', {}, ...fiefs),
            h('p.note', {}, t('northwood.end.thresholds')),
          ),
        ),
        endActions({
          close: () => modal.close(),
          navigate: (r) => s.app.navigate(r),
          game: 'northwood',
          again: t('northwood.end.again'),
        }),
      ],
    });
  }
}

/** Stands a bar where the layout says (centred on x, its top at y). */
function place(el: HTMLElement, at: { x: number; y: number }): void {
  el.style.left = `${at.x}px`;
  el.style.top = `${at.y}px`;
}

/** The counsel's words: the chance is its own column, so they name what to do and whom it concerns. */
function adviceParams(a: AdviceOption, v: NorthwoodView): Record<string, string | number> {
  // `count`: the stars, for the plural forms ('worth 1 star')
  const p: Record<string, string | number> = { ...a.reason.params, stars: a.stars, count: a.stars };
  const who = (id: string | null | undefined) => (id ? t(`northwood.characters.${id}.name`) : '');
  if (typeof p.fief === 'number') p.fief = t(`northwood.fiefs.fief-${p.fief}`);
  if (typeof p.card === 'string' && /-\d$/.test(p.card)) p.card = cardName(p.card as CardId);
  if (typeof p.slot === 'number') {
    p.who = who(v.slots[p.slot]?.active) || t('northwood.slots.empty');
    p.slot = p.slot + 1;
  }
  if (typeof p.ruler === 'string') p.ruler = who(p.ruler);
  if (typeof p.ability === 'string') p.ability = t(`northwood.abilities.${p.ability}.name`);
  return p;
}
