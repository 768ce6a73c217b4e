/** Display strings of the temperaments game (names, prompts, reasons as `reasons.<code>`), both languages. */
import type { Bilingual } from './types';

const strings: Bilingual = {
  en: {},
  ru: {},
};
export default strings;
