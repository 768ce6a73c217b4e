/** Display strings of the clouds game (names, prompts, reasons as `reasons.<code>`), both languages. */
import type { Bilingual } from './types';

const strings: Bilingual = {
  en: {},
  ru: {},
};
export default strings;
