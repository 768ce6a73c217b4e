/** Strings of a zoomed board or map (src/table/pan-zoom.ts). */
import type { Bilingual } from './types';

const strings: Bilingual = {
  en: {
    zoom: {
      reset: 'Show all',
      resetTitle: 'Back to the whole board (0). Pinch, the wheel, or + and − zoom; drag to move while zoomed.',
    },
  },
  ru: {
    zoom: {
      reset: 'Показать всё',
      resetTitle: 'Вернуть всё поле (0). Масштаб — щипком, колесом или + и −; перетаскивание сдвигает приближенное.',
    },
  },
};
export default strings;
