/**
 * The end of a Cloud Marches game in words: its title (who won, or who share a draw), why it ended,
 * the seats in order of cards held, and the end sheet with the shared ranking and ways on.
 */
import type { CloudsView } from '../../../machines/clouds/view';
import { h, type Lettering } from '../../app/dom';
import { type Modal, openModal } from '../../app/modal';
import { t } from '../../i18n';
import { endActions } from '../../table/end-actions';
import { endRanking, type RankRow } from '../../table/end-ranking';
import { nameEl, tNamed } from '../../table/seat-names';
import { SEAT_COLOURS } from './art/cards';
import type { CloudsTable } from './table';

type Result = NonNullable<CloudsView['result']>;

/** What the panel and the sheet say of the result. */
export interface Ending {
  /** Its names as seat-names.ts `tNamed` letters them: the panel's heading is small capitals, the sheet's the display face */
  title: Lettering;
  why: string;
  /** How a draw is shared ('' when someone won outright). */
  drawNote: string;
}

export function ending(s: CloudsTable, r: Result): Ending {
  const title = r.draw
    ? tNamed('clouds.table.drawTitle', { names: r.winners.map((w) => s.seatName(w)) })
    : r.winners[0] === undefined
      ? t('clouds.results.draw')
      : tNamed('clouds.table.winTitle', { name: s.seatName(r.winners[0]) });
  return {
    title,
    why: t(`clouds.table.reason.${r.reason}`, { name: r.conceded !== null ? s.seatName(r.conceded) : '' }),
    drawNote: r.draw ? t('clouds.table.drawNote') : '',
  };
}

/** The panel's short list: each seat's swatch, name and cards, winners first. */
export function resultList(s: CloudsTable, v: CloudsView, r: Result): HTMLElement {
  return h(
    'ol.cm-result',
    {},
    ...order(v, r).map((i) =>
      h(
        'li',
        { class: r.winners.includes(i) ? 'won' : '', dataset: { seat: String(i) } },
        h('i.cm-swatch', { style: { background: SEAT_COLOURS[i] as string } }),
        nameEl(s.seatName(i)),
        h('strong', {}, t('clouds.results.cards', { count: r.counts[i] ?? 0 })),
        r.conceded === i ? h('small', {}, t('clouds.table.concededTag')) : null,
      ),
    ),
  );
}

/** The end sheet: why, the ranking with medals, the rounds played, and the ways on. */
export function openEndSheet(s: CloudsTable, v: CloudsView, r: Result, e: Ending): Modal {
  const modal = openModal(s.app.dialogs, {
    id: 'game-over',
    title: e.title,
    closable: true,
    body: [
      h(
        'div.cm-end',
        {},
        h('p.cm-why', {}, e.why),
        e.drawNote ? h('p.note', {}, e.drawNote) : '',
        endRanking(ranking(s, v, r)),
        h('p.note', {}, t('clouds.table.rounds', { round: Math.min(v.round, v.roundLimit), limit: v.roundLimit })),
      ),
      endActions({
        close: () => modal.close(),
        navigate: (route) => s.app.navigate(route),
        game: 'clouds',
        again: t('clouds.table.playAgain'),
      }),
    ],
  });
  modal.el.classList.add('cm-end-sheet'); // laid out to fit a phone either way up (clouds.css)
  return modal;
}

/** The end sheet's rows: winners first, equal counts share a place, a conceder last without a medal. */
function ranking(s: CloudsTable, v: CloudsView, r: Result): RankRow[] {
  const seats = order(v, r);
  let place = 0;
  return seats.map((seat, i) => {
    const prev = seats[i - 1];
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

/** Seats best first: winners, then by cards held; a conceder last. */
function order(v: CloudsView, r: Result): number[] {
  return Array.from({ length: v.seats }, (_, i) => i).sort((a, b) => rank(r, b) - rank(r, a));
}

function rank(r: Result, seat: number): number {
  if (r.conceded === seat) return -1;
  return (r.counts[seat] ?? 0) + (r.winners.includes(seat) ? 100 : 0);
}
