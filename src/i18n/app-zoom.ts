/** Strings of a zoomed board or map (src/table/pan-zoom.ts). */
import type { Bilingual } from './types';

const strings: Bilingual = {
  en: {
    zoom: {
      reset: 'Show all',
      resetTitle: 'Back to the whole board (0). Pinch, the wheel, or + and − zoom; drag to move while zoomed.',
      hint: {
        board: 'To look closer, spread two fingers on the board or tap it twice; then drag it with one finger.',
        map: 'To look closer, spread two fingers on the map or tap it twice; then drag it with one finger.',
      },
    },
  },
  ru: {
    zoom: {
      reset: 'Показать всё',
      resetTitle: 'Вернуть всё поле (0). Масштаб — щипком, колесом или + и −; перетаскивание сдвигает приближенное.',
      hint: {
        board:
          'Чтобы рассмотреть поле ближе, разведите на нём два пальца или коснитесь его дважды; потом двигайте его пальцем.',
        map: 'Чтобы рассмотреть карту ближе, разведите на ней два пальца или коснитесь её дважды; потом двигайте её пальцем.',
      },
    },
  },
};
export default strings;
