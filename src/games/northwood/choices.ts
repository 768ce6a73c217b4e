/**
 * What the player may choose now in For Northwood! (lit, dimmed with the rules' reason, in the
 * keyboard focus ring) and what a click, a drop or a key on a piece sends.
 */

import Phaser from 'phaser';
import type { CardId, CharId } from '../../../machines/northwood/content';
import { t } from '../../i18n';
import type { Card } from '../../table/card';
import type { Focusable } from '../../table/focus';
import { askAbility, askFollowUp } from './abilities-ui';
import { NorthwoodAnimate } from './animate';
import { substituteForSlot } from './model';
import type { CardPick } from './panels';

export abstract class NorthwoodChoices extends NorthwoodAnimate {
  /** Where a hand card dropped plays it: round the response spot (160×180 at 1280×720, grown with a taller table's piles). */
  private dropRect(): Phaser.Geom.Rectangle {
    const { response, pile, portrait } = this.L;
    const k = portrait ? 1 : pile.w / 88;
    return new Phaser.Geom.Rectangle(response.x - 80 * k, response.y - 90 * k, 160 * k, 180 * k);
  }

  /** Lights what the player may do now (only when the table is still and shows the present). */
  refresh(): void {
    this.clearChoices();
    this.nhud.status(this.view);
    if (this.moment || this.session.over) {
      this.nhud.actions([]);
      return;
    }
    const v = this.view;
    const focus: Focusable[] = [];
    const add = (card: Card, id: string, activate: () => void) => {
      const b = card.getBounds();
      focus.push({ id, x: b.centerX, y: b.centerY, w: b.width, h: b.height, activate });
    };
    if (this.selecting) {
      for (const id of this.model.hand) {
        const c = this.dlgCard(id);
        if (!this.selecting.allowed.has(id)) c.setDimmed(t('northwood.notThisCard'));
        else c.setHighlight(this.selecting.ids.includes(id) ? 'selected' : 'legal');
        add(c, `card-${id}`, () => this.onCard(id));
      }
      this.focus.set(focus);
      return;
    }
    switch (v.phase) {
      case 'chooseFief':
        v.fiefs.forEach((f, n) => {
          const c = this.fiefs[n] as Card;
          if (f.choosable) {
            c.setHighlight('legal');
            add(c, `fief-${n}`, () => this.onFief(n));
          } else if (f.status === 'unvisited') {
            const why = this.session.check({ type: 'CHOOSE_FIEF', fief: n });
            if (why) c.setDimmed(this.reasonText(why.code, why.params, why.message));
          }
        });
        break;
      case 'chooseSubstitutes': {
        const subs = new Set(v.slots.map((s) => s.sub).filter(Boolean));
        for (const r of v.availableRulers) {
          const c = this.charCard(r);
          if (subs.has(r)) continue;
          c.setHighlight('legal');
          c.enableDrag(
            [0, 1, 2, 3].map((s) => {
              const { x, y } = this.L.slotAt(s);
              const { w, h } = this.L.slot;
              return {
                id: `slot-${s}`,
                rect: new Phaser.Geom.Rectangle(x - w / 2 - 10, y - h / 2 - 10, w + 20, h + 20),
              };
            }),
          );
          c.off('drop').on('drop', (target: string) =>
            this.send({ type: 'SET_SUBSTITUTE', slot: Number(target.slice(5)), ruler: r }),
          );
          add(c, `card-${r}`, () => this.onCharacter(r));
        }
        const legal = this.session.legalMoves(0);
        v.slots.forEach((s, i) => {
          if (s.sub) add(this.charCard(s.sub), `slot-${i}`, () => this.onCharacter(s.sub as CharId));
          else if (s.ally && substituteForSlot(legal, i)) {
            // a free slot takes the one ruler who may stand in, at a tap on it
            this.charCard(s.ally).setHighlight('legal');
            add(this.charCard(s.ally), `slot-${i}`, () => this.onCharacter(s.ally as CharId));
          }
        });
        break;
      }
      case 'abilityWindow':
        v.slots.forEach((s, i) => {
          if (!s.active) return;
          const c = this.charCard(s.active);
          if (s.usable) {
            c.setHighlight('legal');
            add(c, `slot-${i}`, () => this.onCharacter(s.active as CharId));
          } else {
            const why = this.session.check({ type: 'USE_ABILITY', slot: i });
            if (why && why.code !== 'badArgs' && why.code !== 'malformed')
              c.setDimmed(this.reasonText(why.code, why.params, why.message));
          }
        });
        break;
      case 'response':
        for (const id of v.hand) {
          const c = this.dlgCard(id);
          if (v.playable.includes(id)) {
            c.setHighlight('legal');
            c.enableDrag([
              {
                id: 'response',
                rect: this.dropRect(),
              },
            ]);
            c.off('drop').on('drop', () => this.send({ type: 'PLAY_CARD', card: id }));
          } else {
            const why = this.session.check({ type: 'PLAY_CARD', card: id });
            c.setDimmed(why ? this.reasonText(why.code, why.params, why.message) : null);
          }
          add(c, `card-${id}`, () => this.onCard(id));
        }
        break;
      case 'abilityChoice':
        void this.followUp();
        break;
      default:
        break;
    }
    this.focus.set(focus);
    this.nhud.actionsFor(v);
  }

  protected onFief(n: number): void {
    if (this.q.busy || this.busyAsking) return;
    const v = this.view;
    if (v.phase === 'chooseFief') {
      this.send({ type: 'CHOOSE_FIEF', fief: n });
      return;
    }
    this.openZoom(this.fiefs[n] as Card);
  }

  protected onCharacter(id: CharId): void {
    if (this.q.busy || this.busyAsking) return;
    const v = this.view;
    if (v.phase === 'chooseSubstitutes') {
      const sub = substituteForSlot(
        this.session.legalMoves(0),
        v.slots.findIndex((s) => s.ally === id),
      );
      if (sub) {
        this.send(sub);
        return;
      }
      const at = v.slots.findIndex((s) => s.sub === id);
      if (at >= 0) {
        this.send({ type: 'SET_SUBSTITUTE', slot: at, ruler: null });
        return;
      }
      if (v.availableRulers.includes(id)) {
        void this.nhud.chooseSlotFor(id).then((slot) => {
          if (slot !== null) this.send({ type: 'SET_SUBSTITUTE', slot, ruler: id });
        });
        return;
      }
    }
    if (v.phase === 'abilityWindow') {
      const slot = v.slots.findIndex((s) => s.active === id);
      const s = v.slots[slot];
      if (s?.usable) {
        void this.useAbility(slot);
        return;
      }
    }
    const c = this.chars.get(id);
    if (c) this.openZoom(c);
  }

  protected onCard(id: CardId): void {
    if (this.q.busy || this.busyAsking) {
      if (this.selecting) this.toggleSelect(id);
      return;
    }
    if (this.selecting) {
      this.toggleSelect(id);
      return;
    }
    if (this.view.phase === 'response') {
      this.send({ type: 'PLAY_CARD', card: id });
      return;
    }
    const c = this.cards.get(id);
    if (c) this.openZoom(c);
  }

  protected onDeck(): void {
    if (!this.q.busy && (this.view.phase === 'abilityWindow' || this.view.phase === 'awaitReveal')) {
      this.send({ type: 'REVEAL' });
      return;
    }
    this.nhud.inspectPile('deck');
  }

  protected toggleSelect(id: CardId): void {
    const s = this.selecting;
    if (!s?.allowed.has(id)) return;
    const i = s.ids.indexOf(id);
    if (i >= 0) s.ids.splice(i, 1);
    else if (s.ids.length < s.max) s.ids.push(id);
    else {
      s.ids.shift();
      s.ids.push(id);
    }
    s.onChange();
    this.refresh();
  }

  /** Lets the player pick hand cards (in order); resolves with them, or null when cancelled. */
  pickCards(opts: CardPick): Promise<CardId[] | null> {
    return new Promise((resolve) => {
      const sel = { ids: [] as CardId[], allowed: new Set(opts.allowed), max: opts.max, onChange: () => bar.update() };
      this.selecting = sel;
      const bar = this.nhud.selectionBar(
        opts.title,
        opts.text,
        () => {
          const ok = sel.ids.length >= opts.min && sel.ids.length <= opts.max && (opts.valid?.(sel.ids) ?? true);
          return ok;
        },
        (confirmed) => {
          this.selecting = null;
          this.refresh();
          resolve(confirmed ? sel.ids.slice() : null);
        },
      );
      this.refresh();
    });
  }

  protected async useAbility(slot: number): Promise<void> {
    this.busyAsking = true;
    try {
      const ev = await askAbility(this, slot);
      if (ev) this.send(ev);
    } finally {
      this.busyAsking = false;
      if (!this.q.busy) this.refresh();
    }
  }

  protected async followUp(): Promise<void> {
    if (this.busyAsking || !this.view.pending) return;
    this.busyAsking = true;
    try {
      const ev = await askFollowUp(this, this.view.pending);
      if (ev) this.send(ev);
    } finally {
      this.busyAsking = false;
    }
  }
}
