/**
 * The end sheet's ranking, the same ornament at every table: one row per seat in the seat's
 * colour, with a medal (gold for the winners, silver and bronze for the next places), the name,
 * the score and a line of detail.
 */
import { h, svgEl } from '../app/dom';
import { pictureToSvg } from '../art/compose';
import { type Medal, medalPicture } from '../art/medal';
import { nameEl } from './seat-names';
import './end-ranking.css';

export interface RankRow {
  seat: number;
  /** 0-based place; equal places share a number. */
  place: number;
  winner: boolean;
  name: string;
  colour: string;
  score: string;
  detail?: string;
  /** No medal at all (e.g. a player who conceded). */
  unranked?: boolean;
}

export function medalOf(r: Pick<RankRow, 'place' | 'winner' | 'unranked'>): Medal {
  if (r.unranked) return 'none';
  if (r.winner) return 'gold';
  return r.place === 1 ? 'silver' : r.place === 2 ? 'bronze' : 'none';
}

export function endRanking(rows: RankRow[]): HTMLElement {
  return h(
    'ol.end-ranking',
    {},
    ...rows.map((r) => {
      const li = h(
        'li.end-rank',
        { class: r.winner ? 'winner' : '', dataset: { seat: String(r.seat) } },
        h('span.end-medal', {}, svgEl(pictureToSvg(medalPicture(medalOf(r), 56)))),
        h('span.end-rank-name', {}, `${r.place + 1}. `, nameEl(r.name)),
        h('span.end-rank-score', {}, r.score),
        r.detail ? h('span.end-rank-detail', {}, r.detail) : null,
      );
      li.style.setProperty('--seat', r.colour);
      return li;
    }),
  );
}
