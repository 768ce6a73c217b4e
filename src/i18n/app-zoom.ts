/** Strings of a zoomed board or map (src/table/pan-zoom.ts). */
import type { Bilingual } from './types';

const strings: Bilingual = {
  en: {
    zoom: {
      reset: 'Show all',
      resetTitle: 'Back to the whole board (0). Pinch, the wheel, or + and − zoom; drag to move while zoomed.',
      hint: {
        board:
          'To look closer, spread two fingers on the board, or tap twice where nothing is lit (a tap on a lit place is a move); then drag it with one finger.',
        map: 'To look closer, spread two fingers on the map, or tap twice where nothing is lit (a tap on a lit cell is a move); then drag it with one finger.',
      },
    },
  },
  ru: {
    zoom: {
      reset: 'Показать всё',
      resetTitle: 'Вернуть всё поле (0). Масштаб — щипком, колесом или + и −; перетаскивание сдвигает приближенное.',
      hint: {
        board:
          'Чтобы рассмотреть поле ближе, разведите на нём два пальца или дважды коснитесь места, где ничего не подсвечено (касание подсвеченного — это ход); потом двигайте поле пальцем.',
        map: 'Чтобы рассмотреть карту ближе, разведите на ней два пальца или дважды коснитесь места, где ничего не подсвечено (касание подсвеченной клетки — это ход); потом двигайте карту пальцем.',
      },
    },
  },
};
export default strings;
