/**
 * The chronicle in words: the view's log (machines/clouds/chronicle.ts) gathered into the lines a
 * player reads back — one per action (a move with what it took and whom it attacked, a drain, an
 * ability with the vigor it struck off, a class action, a skip), one per seat for each step of the
 * setup (the draft, the harbour, the mood tokens), and the rounds, the players out and the end — and
 * each line's words in the table's language. No DOM here (chronicle.ts shows the lines).
 */

import {
  BOARD,
  type CardClass,
  type CardId,
  type Cell,
  CLOUD_KEYS,
  type CloudId,
  SIZE,
} from '../../../machines/clouds/content';
import type { EndReason, LogEntry, StrikingAbility } from '../../../machines/clouds/types';
import { t } from '../../i18n';
import { cardName } from './table';

/** A card an ability put elsewhere (Blink, Summons, Shove, Conjunction, Cooper's Haul), told in the line that made it. */
type Carried = { card: CardId; to: Cell };

export type Line =
  | { kind: 'round'; round: number }
  | { kind: 'draft'; seat: number; cards: CardId[] }
  | { kind: 'outOfGame'; cards: CardId[] }
  | { kind: 'harbour'; seat: number; harbour: number; cards: CardId[] }
  | { kind: 'tokens'; seat: number; octants: number[] }
  | {
      kind: 'move';
      seat: number;
      card: CardId;
      /** Cells walked (0: an attack where it stands) and where it ended. */
      steps: number;
      to: Cell | null;
      moods: number;
      target: CardId | null;
      captured: boolean;
      effV: number;
      vigor: number;
      carried: Carried[];
    }
  | {
      kind: 'drain';
      seat: number;
      card: CardId;
      target: CardId;
      amount: number;
      from: number;
      to: number;
      captured: boolean;
      carried: Carried[];
    }
  | {
      kind: 'ability';
      seat: number;
      card: CardId;
      ability: string;
      target: CardId | null;
      strikes: { card: CardId; from: number; to: number; reason: StrikingAbility }[];
      carried: Carried[];
    }
  | { kind: 'class'; seat: number; card: CardId; cls: CardClass; delta: 1 | -1 | null; target: CardId | null }
  | { kind: 'skip'; seat: number; card: CardId; from: number; to: number }
  | { kind: 'forcedSkip'; seat: number; card: CardId }
  | { kind: 'out'; seat: number }
  | { kind: 'conceded'; seat: number }
  | { kind: 'end'; reason: EndReason; winners: number[]; draw: boolean };

type SetupKind = 'draft' | 'harbour' | 'tokens';

/** A move's line before what came of it (mood tokens, an attack, a capture, a card carried). */
const moveLine = (seat: number, card: CardId, steps: number, to: Cell | null): Extract<Line, { kind: 'move' }> => ({
  kind: 'move',
  seat,
  card,
  steps,
  to,
  moods: 0,
  target: null,
  captured: false,
  effV: 0,
  vigor: 0,
  carried: [],
});

/** The log's entries gathered into lines, oldest first. */
export function chronicleLines(log: readonly LogEntry[]): Line[] {
  const lines: Line[] = [];
  // each setup step: one line per seat, in the order the seats first acted in it
  const setup = new Map<string, Extract<Line, { kind: SetupKind }>>();
  let rounds = false;
  let setupSeen = false;
  const last = () => lines[lines.length - 1];
  const setupLine = <K extends SetupKind>(kind: K, seat: number, make: () => Extract<Line, { kind: K }>) => {
    setupSeen = true;
    const key = `${kind}:${seat}`;
    const had = setup.get(key) as Extract<Line, { kind: K }> | undefined;
    if (had) return had;
    const made: Extract<Line, { kind: K }> = make();
    setup.set(key, made as Extract<Line, { kind: SetupKind }>);
    lines.push(made as Line);
    return made;
  };
  /** A turn's first line after a setup is round 1's (the rules start it without a word). */
  const turn = () => {
    if (!rounds && setupSeen) lines.push({ kind: 'round', round: 1 });
    rounds = true;
  };
  for (const e of log) {
    switch (e.type) {
      case 'cardDrafted':
        setupLine('draft', e.seat, () => ({ kind: 'draft', seat: e.seat, cards: [] })).cards.push(e.cardId);
        break;
      case 'draftEnded':
        if (e.outOfGame.length) lines.push({ kind: 'outOfGame', cards: e.outOfGame.slice() });
        break;
      case 'pointerPlaced':
        setupLine('harbour', e.seat, () => ({
          kind: 'harbour',
          seat: e.seat,
          harbour: e.harbour,
          cards: [],
        })).cards.push(e.cardId);
        break;
      case 'tokenPlaced':
        setupLine('tokens', e.seat, () => ({ kind: 'tokens', seat: e.seat, octants: [] })).octants.push(e.octant);
        break;
      case 'roundStarted':
        rounds = true;
        lines.push({ kind: 'round', round: e.round });
        break;
      case 'pointerMoved': {
        // a card carried by an ability (Haul, Blink, Summons…) is told in the line of what carried it
        if (e.reason !== 'move') {
          const l = last();
          if (l?.kind === 'ability' || l?.kind === 'move' || l?.kind === 'drain')
            l.carried.push({ card: e.cardId, to: e.to });
          break;
        }
        turn();
        lines.push(moveLine(e.seat, e.cardId, e.steps, e.to));
        break;
      }
      case 'moodTaken': {
        const l = last();
        if (l?.kind === 'move' && l.card === e.cardId && l.target === null) l.moods++;
        break;
      }
      case 'attacked': {
        let l = last();
        if (!(l?.kind === 'move' && l.card === e.cardId && l.target === null)) {
          turn();
          l = moveLine(e.seat, e.cardId, 0, null); // an attack where it stands
          lines.push(l);
        }
        Object.assign(l, { target: e.targetId, captured: e.captured, effV: e.effV, vigor: e.targetVigor });
        break;
      }
      case 'drained':
        turn();
        lines.push({
          kind: 'drain',
          seat: e.seat,
          card: e.cardId,
          target: e.targetId,
          amount: e.amount,
          from: e.from,
          to: e.to,
          captured: false,
          carried: [],
        });
        break;
      case 'cardCaptured': {
        const l = last();
        if ((l?.kind === 'move' || l?.kind === 'drain') && l.target === e.cardId) l.captured = true;
        break;
      }
      case 'abilityUsed':
        turn();
        lines.push({
          kind: 'ability',
          seat: e.seat,
          card: e.cardId,
          ability: e.ability,
          target: e.targetId,
          strikes: [],
          carried: [],
        });
        break;
      case 'vigorLost': {
        const l = last();
        if (l?.kind === 'ability') l.strikes.push({ card: e.cardId, from: e.from, to: e.to, reason: e.reason });
        break;
      }
      case 'classAction':
        turn();
        lines.push({ kind: 'class', seat: e.seat, card: e.cardId, cls: e.cls, delta: e.delta, target: e.targetId });
        break;
      case 'skipped':
        turn();
        lines.push({ kind: 'skip', seat: e.seat, card: e.cardId, from: e.from, to: e.to });
        break;
      case 'forcedSkip':
        turn();
        lines.push({ kind: 'forcedSkip', seat: e.seat, card: e.cardId });
        break;
      case 'playerOut':
        lines.push({ kind: 'out', seat: e.seat });
        break;
      case 'conceded':
        lines.push({ kind: 'conceded', seat: e.seat });
        break;
      case 'gameOver':
        lines.push({ kind: 'end', reason: e.reason, winners: e.winners.slice(), draw: e.draw });
        break;
    }
  }
  return lines;
}

/** The seat a line is about (its swatch), or null for the table's own lines (rounds, the pool, the end). */
export function lineSeat(l: Line): number | null {
  return 'seat' in l ? l.seat : null;
}

/** Cards named in a list: "Kestrel, Vane and Lark". */
function cardList(ids: readonly CardId[]): string {
  const names = ids.map(cardName);
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${t('clouds.table.log.and')} ${names.at(-1)}`;
}

/**
 * Where a move ended, as "to …" says it: a cloud, a harbour, or '' in the open sky. `onto`: where an
 * ability put a card (Russian: «на облако», not a walk's «до облака»).
 */
function placeOf(cell: Cell | null, onto = false): string {
  if (!cell) return '';
  const i = cell[1] * SIZE + cell[0];
  const cloud = BOARD.cloud[i] as CloudId | null;
  const key = onto ? 'onto' : 'to';
  if (cloud) return t(`clouds.table.log.${key}Cloud`, { cloud: t(`clouds.clouds.${CLOUD_KEYS[cloud]}`) });
  const h = BOARD.harbour[i] as number;
  return h ? t(`clouds.table.log.${key}Harbour.${h}`) : '';
}

/**
 * A line in words. `name` names a seat; `limit` is the game's round limit. A card's action begins
 * with its player's name ("Sister Hildegard: Kestrel moves…"); a person's own doing names them in it.
 */
export function lineText(l: Line, name: (seat: number) => string, limit: number): string {
  const own = 'card' in l ? l.card : null;
  // "Vellum uses Blink and goes to Zephyr"; "Cooper moves 2 cells; Kestrel goes to Boreas"
  const carried = ('carried' in l ? l.carried : [])
    .map((c) => {
      const place = placeOf(c.to, true) || t('clouds.table.log.toSky');
      return c.card === own
        ? t('clouds.table.log.carriedSelf', { place })
        : t('clouds.table.log.carried', { card: cardName(c.card), place });
    })
    .join('');
  const said = (body: string) => `${name((l as { seat: number }).seat)}: ${body}${carried}.`;
  switch (l.kind) {
    case 'round':
      return t('clouds.terms.round', { round: l.round, limit });
    case 'draft':
      return t('clouds.table.log.draft', { name: name(l.seat), cards: cardList(l.cards) });
    case 'outOfGame':
      return t('clouds.table.log.outOfGame', { cards: cardList(l.cards) });
    case 'harbour':
      return t('clouds.table.log.harbour', {
        name: name(l.seat),
        harbour: t(`clouds.table.log.harbourTaken.${l.harbour}`),
        cards: cardList(l.cards),
      });
    case 'tokens':
      return t('clouds.table.log.tokens', {
        name: name(l.seat),
        count: l.octants.length,
        list: l.octants.map((o) => t(`clouds.octants.${o}`)).join(', '),
      });
    case 'move': {
      const card = cardName(l.card);
      const target = l.target ? cardName(l.target) : '';
      if (l.steps === 0) {
        const body = t(l.captured ? 'clouds.table.log.capturesInPlace' : 'clouds.table.log.attacksInPlace', {
          card,
          target,
        });
        return said(l.captured ? body : `${body}${t('clouds.table.log.held', { vigor: l.vigor, effV: l.effV })}`);
      }
      const place = placeOf(l.to);
      let body = t('clouds.table.log.moves', { card, cells: t('clouds.table.log.cells', { count: l.steps }) });
      if (place) body += ` ${place}`;
      if (l.moods) body += `, ${t('clouds.table.seals', { count: l.moods })}`;
      if (l.target && l.captured) body += t('clouds.table.log.andCaptures', { target });
      else if (l.target)
        body += `${t('clouds.table.log.andAttacks', { target })}${t('clouds.table.log.held', { vigor: l.vigor, effV: l.effV })}`;
      return said(body);
    }
    case 'drain': {
      const p = { card: cardName(l.card), target: cardName(l.target), amount: l.amount, from: l.from, to: l.to };
      if (l.amount === 0) return said(t('clouds.table.log.noDrain', p));
      return said(`${t('clouds.table.log.drains', p)}${l.captured ? t('clouds.table.log.drainCaptures') : ''}`);
    }
    case 'ability': {
      let body = t('clouds.table.log.uses', {
        card: cardName(l.card),
        ability: t(`clouds.abilities.${l.ability}`),
      });
      if (l.target) body += t('clouds.table.log.on', { target: cardName(l.target) });
      if (l.strikes.length) {
        // the vigor a strike took: of its one target, or of each card it hit
        const one = l.strikes.length === 1 && l.strikes[0]?.card === l.target;
        const list = l.strikes.map((s) => `${one ? '' : `${cardName(s.card)} `}${s.from} → ${s.to}`).join(', ');
        body += t('clouds.table.log.vigor', { list });
      }
      return said(body);
    }
    case 'class': {
      const card = cardName(l.card);
      if (l.cls === 'pegasus')
        return said(t('clouds.table.log.pegasus', { card, delta: (l.delta ?? 1) > 0 ? '+1' : '−1' }));
      if (l.cls === 'unicorn') return said(t('clouds.table.log.unicorn', { card, target: cardName(l.target ?? '') }));
      return said(t('clouds.table.log.earth', { card }));
    }
    case 'skip':
      return said(t('clouds.table.log.skip', { card: cardName(l.card), from: l.from, to: l.to }));
    case 'forcedSkip':
      return said(t('clouds.table.log.forcedSkip', { card: cardName(l.card) }));
    case 'out':
      return t('clouds.table.out', { name: name(l.seat) });
    case 'conceded':
      return t('clouds.table.conceded', { name: name(l.seat) });
    case 'end': {
      const result = l.draw
        ? t('clouds.table.drawTitle', { names: l.winners.map(name).join(', ') })
        : l.winners[0] === undefined
          ? t('clouds.results.draw')
          : t('clouds.table.winTitle', { name: name(l.winners[0]) });
      return t('clouds.table.log.end', { result });
    }
  }
}
