/**
 * What the bots read off `view(snapshot, seat)`: per-seat board summaries and value tables, each
 * opponent's humour pool (§10: 5 of each minus what has been seen face up), and each card's slots
 * as owner + humour-or-unknown. Bots never see more than the view.
 */
import { CARD_BY_ID, type GoalId, neighbours, type Order, type ResidentType, zoneLocations } from './content';
import { addToken, emptyBoard, LOC_INDEX, type SeatBoard } from './goals';
import { ALL_LOCS, add, bestLocation, H_INDEX, tokenValue, type ValueTable, valueTable } from './values';
import type { TemperamentsView } from './view';

/** Party wins come later and only if someone resolves the tile: they count this much of a scene win. */
export const PARTY_FACTOR = 0.5;

export interface SlotInfo {
  owner: number; // -1 empty
  h: number; // humour index, -1 unknown (face down, not mine)
  pair: [number, number];
  type: ResidentType;
}

export interface CardInfo {
  id: string;
  kind: 'scene' | 'party';
  order: number[]; // humour indices in check order
  hasLocation: boolean;
  slots: SlotInfo[];
  /** [seat][slot*4 + h]: what a winning token is worth to its owner; escV likewise for a lone M. */
  winV: number[][];
  escV: number[][];
}

export interface BotView {
  me: number;
  seats: number;
  view: TemperamentsView;
  boards: SeatBoard[];
  tables: ValueTable[];
  /** [seat][h]: tokens of that humour not seen face up (board, revealed slots). */
  pools: number[][];
  row: CardInfo[];
  parties: CardInfo[]; // unresolved only
  markers: number[];
}

export function openGoals(view: TemperamentsView, seat: number): GoalId[] {
  return view.goals.filter((g) => !g.markers.includes(seat)).map((g) => g.id);
}

const orderIdx = (o: Order): number[] => o.map((h) => H_INDEX[h]);

function cardInfo(
  bv: Omit<BotView, 'row' | 'parties'>,
  id: string,
  slots: TemperamentsView['row'][number]['slots'],
): CardInfo {
  const c = CARD_BY_ID.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  const loc = c.location ? (LOC_INDEX.get(c.location) as number) : -1;
  const zone = c.animal && c.zone ? zoneLocations(c.zone).map((l) => LOC_INDEX.get(l) as number) : [];
  const nbrs = c.location ? neighbourIdx(c.location) : [];
  const winV: number[][] = [];
  const escV: number[][] = [];
  for (let s = 0; s < bv.seats; s++) {
    const vt = bv.tables[s] as ValueTable;
    const w: number[] = [];
    const e: number[] = [];
    c.residents.forEach((type, slot) => {
      for (let h = 0; h < 4; h++) {
        let v: number;
        if (c.kind === 'party') v = PARTY_FACTOR * bestLocation(vt, ALL_LOCS, h, type)[1];
        else if (c.animal) v = bestLocation(vt, zone, h, type)[1];
        else v = tokenValue(vt, loc, h, type);
        w[slot * 4 + h] = v;
        e[slot * 4 + h] = nbrs.length ? bestLocation(vt, nbrs, h, type)[1] : 0;
      }
    });
    winV.push(w);
    escV.push(e);
  }
  return {
    id,
    kind: c.kind,
    order: orderIdx(c.order),
    hasLocation: c.location !== null,
    slots: slots.map((s) => ({
      owner: s.owner ?? -1,
      h: s.h ? H_INDEX[s.h] : -1,
      pair: [H_INDEX[s.pair[0]], H_INDEX[s.pair[1]]],
      type: s.resident,
    })),
    winV,
    escV,
  };
}

const neighbourIdx = (loc: string): number[] => neighbours(loc).map((l) => LOC_INDEX.get(l) as number);

export function botView(view: TemperamentsView, me: number): BotView {
  const seats = view.seats;
  const boards: SeatBoard[] = Array.from({ length: seats }, emptyBoard);
  const pools = Array.from({ length: seats }, () => [5, 5, 5, 5]);
  for (const t of view.board) {
    boards[t.owner] = addToken(
      boards[t.owner] as SeatBoard,
      LOC_INDEX.get(t.loc) as number,
      t.h,
      t.resType ?? undefined,
    );
    add(pools[t.owner] as number[], H_INDEX[t.h], -1);
  }
  for (const c of [...view.row, ...view.parties])
    for (const s of c.slots)
      if (s.owner !== null && s.h && s.owner !== me && s.faceUp) add(pools[s.owner] as number[], H_INDEX[s.h], -1);
  const tables = boards.map((b, s) => valueTable(b, openGoals(view, s)));
  const markers = Array.from({ length: seats }, (_, s) => view.goals.filter((g) => g.markers.includes(s)).length);
  const base = { me, seats, view, boards, tables, pools, markers };
  return {
    ...base,
    row: view.row.map((c) => cardInfo(base, c.id, c.slots)),
    parties: view.parties.filter((p) => !p.resolved).map((p) => cardInfo(base, p.id, p.slots)),
  };
}
