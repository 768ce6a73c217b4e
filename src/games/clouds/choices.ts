/**
 * What the awaited person may choose now in Cloud Marches, from the legal moves (a move's cells too:
 * machines/clouds/listed.ts, so the same online, where there is no snapshot): the lit cards and cells, the targets of an ability narrowed field by field, and what a click,
 * tap or key on a card or cell sends.
 */
import { BOARD, type CardId, SIZE } from '../../../machines/clouds/content';
import { listedMove } from '../../../machines/clouds/listed';
import type { CloudsEvent } from '../../../machines/clouds/types';
import type { ReachCell } from '../../../machines/clouds/view';
import { num } from '../../art/palette';
import { t } from '../../i18n';
import type { GameEvent } from '../../session/session';
import type { Card } from '../../table/card';
import type { Focusable } from '../../table/focus';
import { choiceCircle } from '../../table/highlight';
import { ringTexture } from '../../table/textures';
import { CloudsAnimate } from './animate';
import { cellKey, type Lit, sameCell, type XY } from './draw';
import { cardName, type Targeting } from './table';

const LIT_COLOUR: Record<Lit['kind'], string> = {
  move: '#F1D77A',
  capture: '#B23A26',
  attack: '#D9822B',
  place: '#3F7A3B',
  token: '#F1D77A',
  target: '#B23A26',
};

export abstract class CloudsChoices extends CloudsAnimate {
  /** Lights what the awaited person may choose, from the legal moves. */
  refresh(): void {
    this.clearChoices();
    const v = this.view;
    const seat = this.humanSeat();
    // the person's turn begins: their cards and the panel come out from under a drawer
    if (this.drawer !== null && seat !== null && seat !== this.turnSeen) this.openDrawer(null);
    this.turnSeen = seat;
    this.panel.status(v, v.activeSeat);
    this.panel.seats(v);
    this.drawAreas();
    if (v.result) {
      this.panel.ended(v);
      return;
    }
    const focus: Focusable[] = [];
    // acted cards of the active seat are dimmed (with why), pending ones stay bright
    if (v.activeSeat !== null)
      for (const c of v.cards)
        if (c.owner === v.activeSeat && !c.pending && !c.selected)
          this.cardObj(c.id).setDimmed(t('clouds.table.acted'));
    if (seat !== null && this.targeting) this.lightTargets(focus);
    else if (seat !== null) this.lightMoves(seat, this.session.legalMoves(seat), focus);
    this.focus.set(focus);
    this.panel.actions(seat);
  }

  private lightMoves(seat: number, legal: CloudsEvent[], focus: Focusable[]): void {
    const v = this.view;
    switch (v.phase) {
      case 'draft':
        for (const m of legal) {
          if (m.type !== 'DRAFT_PICK') continue;
          const c = this.cardObj(m.cardId).setHighlight('legal');
          focus.push(this.cardFocus(m.cardId, c));
        }
        break;
      case 'placePointers': {
        const mine = v.cards.filter((c) => c.owner === seat && !c.pos).map((c) => c.id);
        if (!this.pick || !mine.includes(this.pick)) this.pick = mine[0] ?? null;
        // the lit cells come first: the keyboard's first stop places the pointer
        for (const m of legal)
          if (m.type === 'PLACE_POINTER' && m.cardId === this.pick)
            this.light({ cell: m.cell, kind: 'place', run: () => this.send(m) }, focus);
        for (const id of mine) {
          const c = this.cardObj(id).setHighlight(id === this.pick ? 'selected' : 'legal');
          focus.push(this.cardFocus(id, c));
        }
        break;
      }
      case 'placeMoodTokens':
        this.shadeOctants(new Set(v.setup?.octantsUsed[seat] ?? []));
        this.showOctants();
        for (const m of legal)
          if (m.type === 'PLACE_TOKEN') this.light({ cell: m.cell, kind: 'token', run: () => this.send(m) }, focus);
        break;
      case 'selectCard':
      case 'abilityWindow': {
        for (const m of legal) {
          if (m.type !== 'SELECT_CARD') continue;
          const c = this.cardObj(m.cardId).setHighlight('legal');
          focus.push(this.cardFocus(m.cardId, c));
          // its pointer wears a gold halo: still to act
          const img = this.ptrs.get(m.cardId);
          if (img?.visible) this.litG.lineStyle(3, 0xf1d77a, 1).strokeCircle(img.x, img.y, img.displayWidth / 2 + 2.5);
        }
        const cur = v.current;
        if (v.phase === 'abilityWindow' && cur) {
          this.cardObj(cur.cardId).setHighlight('selected');
          this.lightReach(cur.cardId, focus);
          if (this.followed !== cur.cardId) this.followReach(cur.cardId);
        }
        this.followed = cur?.cardId ?? null;
        break;
      }
      default:
        break;
    }
  }

  private cardFocus(id: CardId, c: Card): Focusable {
    return {
      id: `card:${id}`,
      x: c.x,
      y: c.y,
      w: c.cw * c.scale,
      h: c.ch * c.scale,
      activate: () => this.onCard(id),
      label: cardName(id),
    };
  }

  private light(l: Lit, focus: Focusable[]): void {
    this.lit.set(cellKey(l.cell), l);
    const [x, y] = this.L.cellXY(l.cell[0], l.cell[1]);
    const s = this.L.cell;
    const colour = LIT_COLOUR[l.kind];
    this.litG
      .fillStyle(num(colour), l.kind === 'token' ? 0.16 : 0.28)
      .fillRect(x - s / 2 + 1, y - s / 2 + 1, s - 2, s - 2);
    // Ringed, not only tinted, and by shape as well as hue: a ring in the cell, or a ticked ring
    // round the pointers a choice there strikes (red for a capture, orange for an attack only).
    const struck = l.kind !== 'move' && this.view.cards.some((c) => c.owner !== null && sameCell(c.pos, l.cell));
    if (struck) choiceCircle(this.litG, x, y, this.L.ptr / 2 + 3, num(colour));
    else {
      const key = ringTexture(this, s - 4, s - 4, 3, colour, 2, l.kind === 'target' ? 'marks' : 'none');
      // under litG, so a struck cell's ticks show over its neighbours' rings
      this.litRings.push(this.add.image(x, y, key).setDepth(3.9));
    }
    focus.push({ id: `cell:${cellKey(l.cell)}`, x, y, w: s - 4, h: s - 4, activate: l.run, label: cellKey(l.cell) });
  }

  /** Setup: the octants that already hold one of this seat's mood tokens are shaded. */
  private shadeOctants(used: Set<number>): void {
    const g = this.shade.clear();
    if (!used.size) return;
    g.fillStyle(0x2a2018, 0.36);
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (!used.has(BOARD.octant[i] as number)) continue;
      const [x, y] = this.L.cellXY(i % SIZE, Math.floor(i / SIZE));
      g.fillRect(x - this.L.cell / 2, y - this.L.cell / 2, this.L.cell, this.L.cell);
    }
  }

  /** The card whose reach the zoomed map last went to show (once per choice: the player may pan away). */
  private followed: CardId | null = null;

  /** A card just chosen: a zoomed map moves to show its pointer and where it may go. */
  private followReach(id: CardId): void {
    const at = this.viewOf(id).pos;
    if (!at) return;
    const s = this.L.cell;
    const cells = [at, ...(this.reachNow?.cells.map((rc) => rc.cell) ?? [])].map((c) => this.L.cellXY(c[0], c[1]));
    const xs = cells.map(([x]) => x);
    const ys = cells.map(([, y]) => y);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const [cx, cy] = cells[0] as [number, number];
    this.mapZoom.bringIntoView(
      { x: (x0 + x1) / 2, y: (y0 + y1) / 2, w: x1 - x0 + s, h: y1 - y0 + s },
      { x: cx, y: cy, w: s, h: s },
    );
  }

  /** The selected card's reachable cells, with its attack targets in red. */
  private lightReach(id: CardId, focus: Focusable[]): void {
    const r = this.reachOf(id);
    this.reachNow = r;
    if (!r) return;
    for (const rc of r.cells) {
      const kind = rc.targets.some((tg) => tg.capturable) ? 'capture' : rc.targets.length ? 'attack' : 'move';
      this.light({ cell: rc.cell, kind, run: () => void this.moveTo(rc) }, focus);
    }
  }

  /** Choosing targets for an ability or class action: the next field still open decides what lights. */
  private lightTargets(focus: Focusable[]): void {
    const tg = this.targeting as Targeting;
    const field = nextField(tg.moves);
    if (!field) {
      void this.finishTargeting();
      return;
    }
    const cells = new Map<string, { cell: XY; moves: GameEvent[] }>();
    for (const m of tg.moves) {
      const list: XY[] =
        field === 'targetId'
          ? [this.viewOf(m.targetId as CardId).pos as XY]
          : field === 'cell'
            ? [m.cell as XY]
            : (m.cells as XY[]);
      for (const c of list) {
        const k = cellKey(c);
        const e = cells.get(k) ?? { cell: c, moves: [] };
        e.moves.push(m);
        cells.set(k, e);
      }
      if (field === 'targetId') {
        const c = this.cardObj(m.targetId as CardId).setHighlight('hint');
        if (!focus.some((f) => f.id === `card:${m.targetId}`))
          focus.push({
            ...this.cardFocus(m.targetId as CardId, c),
            activate: () => this.narrow('targetId', m.targetId),
          });
      }
    }
    for (const { cell, moves } of cells.values()) {
      const run = () => {
        if (field === 'targetId') {
          const ids = [...new Set(moves.map((m) => m.targetId as string))];
          if (ids.length === 1) this.narrow('targetId', ids[0]);
          else void this.chooseCard(ids as CardId[]).then((id) => id && this.narrow('targetId', id));
        } else if (field === 'cell') this.narrow('cell', cell);
        else this.narrowCells(cell);
      };
      this.light({ cell, kind: 'target', run }, focus);
    }
  }

  private narrow(field: string, value: unknown): void {
    const tg = this.targeting;
    if (!tg) return;
    const want = JSON.stringify(value);
    this.targeting = { ...tg, moves: tg.moves.filter((m) => JSON.stringify(m[field]) === want) };
    this.refresh();
  }

  private narrowCells(cell: XY): void {
    const tg = this.targeting;
    if (!tg) return;
    this.targeting = { ...tg, moves: tg.moves.filter((m) => (m.cells as XY[]).some((c) => sameCell(c, cell))) };
    if (nextField(this.targeting.moves) === 'cells' && this.targeting.moves.length > 1) {
      void this.finishTargeting();
      return;
    }
    this.refresh();
  }

  /** One move left: send it; several that differ only in details (direction, distance, cells): ask. */
  private async finishTargeting(): Promise<void> {
    const tg = this.targeting;
    if (!tg) return;
    if (tg.moves.length === 1) {
      this.sendTarget(tg.moves[0] as CloudsEvent);
      return;
    }
    if (this.asking) return;
    this.asking = true;
    const choice = await this.hud.prompt({
      id: 'ability-detail',
      title: tg.title,
      // Every variant (keys 1–9 pick the first nine; Tab reaches the rest).
      choices: tg.moves.map((m, i) => ({ label: detailLabel(m), value: i, primary: i === 0 })),
      cancel: t('clouds.table.cancel'),
    });
    this.asking = false;
    this.targeting = null;
    if (choice === null) this.refresh();
    else this.sendTarget(tg.moves[choice] as CloudsEvent);
  }

  /**
   * The move its targets chose. Chosen in another seat's drawer (a phone held upright), the drawer
   * shuts once the table has shown what came of it: the person's own cards and panel are under it.
   */
  private sendTarget(move: CloudsEvent): void {
    this.targeting = null;
    const drawer = this.drawer;
    this.send(move);
    if (drawer !== null)
      void this.q.idle().then(() => {
        if (this.drawer === drawer) this.openDrawer(null);
      });
  }

  private chooseCard(ids: CardId[]): Promise<CardId | null> {
    return this.hud.prompt({
      id: 'choose-card',
      title: t('clouds.table.whichCard'),
      choices: ids.map((id, i) => {
        const c = this.viewOf(id);
        return { label: cardName(id), detail: `${t('clouds.terms.vigor')} ${c.vigor}`, value: id, primary: i === 0 };
      }),
      cancel: t('clouds.table.cancel'),
    });
  }

  // ---- the player's input -------------------------------------------------------------------------

  protected onCard(id: CardId): void {
    if (this.q.busy || this.asking) return;
    const v = this.view;
    const seat = this.humanSeat();
    if (seat === null) return;
    if (this.targeting) {
      if (this.targeting.moves.some((m) => m.targetId === id) && nextField(this.targeting.moves) === 'targetId')
        this.narrow('targetId', id);
      else this.hud.notice(t('clouds.table.notATarget'), 'reason');
      return;
    }
    const c = this.viewOf(id);
    switch (v.phase) {
      case 'draft':
        this.send({ type: 'DRAFT_PICK', seat, cardId: id });
        return;
      case 'placePointers':
        if (c.owner === seat && !c.pos) {
          this.pick = id;
          this.refresh();
        } else this.hud.notice(this.reasonText(c.owner === seat ? 'alreadyPlaced' : 'notYourCard'), 'reason');
        return;
      case 'selectCard':
      case 'abilityWindow':
        if (v.current?.cardId === id) return;
        if (c.owner !== seat && v.phase === 'abilityWindow' && v.current && c.pos) {
          // an opponent's card: attack it where it stands (a move onto its cell)
          this.clickCell(c.pos);
          return;
        }
        this.send({ type: 'SELECT_CARD', seat, cardId: id });
        return;
      default:
        return;
    }
  }

  protected clickCell(cell: XY): void {
    if (this.q.busy || this.asking) return;
    const l = this.lit.get(cellKey(cell));
    if (l) {
      l.run();
      return;
    }
    const v = this.view;
    const seat = this.humanSeat();
    if (seat === null) return;
    if (this.targeting) {
      this.hud.notice(t('clouds.table.notATarget'), 'reason');
      return;
    }
    // one's own card waiting to act: select it
    const own = v.cards.find((c) => c.owner === seat && c.pending && sameCell(c.pos, cell) && !c.selected);
    if (own && (v.phase === 'selectCard' || v.phase === 'abilityWindow')) {
      this.send({ type: 'SELECT_CARD', seat, cardId: own.id });
      return;
    }
    if (v.phase === 'abilityWindow' && v.current) {
      const ev = this.straightMove(v.current.cardId, cell);
      if (ev) this.send(ev);
      return;
    }
    if (v.phase === 'placePointers' && this.pick) this.send({ type: 'PLACE_POINTER', seat, cardId: this.pick, cell });
    else if (v.phase === 'placeMoodTokens') this.send({ type: 'PLACE_TOKEN', seat, cell });
    else if (v.phase === 'selectCard') this.hud.notice(t('clouds.table.pickFirst'), 'info');
  }

  private async moveTo(rc: ReachCell): Promise<void> {
    const v = this.view;
    const seat = this.humanSeat();
    if (!v.current || seat === null) return;
    let targetId: CardId | undefined;
    if (rc.targets.length === 1) targetId = rc.targets[0]?.id;
    else if (rc.targets.length > 1) {
      this.asking = true;
      targetId = (await this.chooseCard(rc.targets.map((x) => x.id))) ?? undefined;
      this.asking = false;
      if (!targetId) return;
    }
    this.gesture('move', cellKey(rc.cell));
    const ev: CloudsEvent = {
      type: 'MOVE',
      seat,
      cardId: v.current.cardId,
      path: rc.path,
      ...(targetId ? { targetId } : {}),
    };
    // the listed spelling (the server's canonical form) of the move chosen
    this.send(listedMove(v, this.session.legalMoves(seat), ev) ?? ev);
  }

  protected override beforeSend(): void {
    this.targeting = null;
  }

  startTargeting(title: string, moves: GameEvent[]): void {
    this.targeting = { title, moves };
    this.refresh();
    if (this.targeting) this.hud.notice(title, 'info', 2600);
  }

  cancelTargeting(): void {
    if (!this.targeting) return;
    this.targeting = null;
    this.refresh();
  }
}

/** The first payload field on which the remaining moves still differ. */
function nextField(moves: GameEvent[]): 'targetId' | 'cell' | 'cells' | null {
  for (const f of ['targetId', 'cell', 'cells'] as const) {
    const vals = new Set(moves.map((m) => JSON.stringify(m[f] ?? null)));
    if (vals.size > 1) return f;
  }
  return null;
}

/** A variant of an ability in the prompt: its direction, distance or cells. */
function detailLabel(m: GameEvent): string {
  const parts: string[] = [];
  if (m.dir) parts.push(t(`clouds.table.dir.${m.dir}`));
  if (m.n) parts.push(t('clouds.table.cellsN', { count: m.n as number }));
  if (m.cells) parts.push((m.cells as XY[]).map((c) => `(${c[0]},${c[1]})`).join(' '));
  if (m.cell && !m.cells) parts.push(`(${(m.cell as XY)[0]},${(m.cell as XY)[1]})`);
  return parts.join(' · ') || m.type;
}
