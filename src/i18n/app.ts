/** Strings of the app shell: title screen, menus, settings, dialogs, common reasons. */
import type { Bilingual } from './types';

const strings: Bilingual = {
  en: {
    title: 'Scriptorium',
    reasons: {
      unknownEvent: 'That is not a move of this game.',
      gameOver: 'The game is over.',
      rejected: 'The rules do not allow that here.',
    },
  },
  ru: {
    title: 'Скрипторий',
    reasons: {
      unknownEvent: 'В этой игре нет такого хода.',
      gameOver: 'Игра окончена.',
      rejected: 'Правила здесь этого не позволяют.',
    },
  },
};
export default strings;
