/** Strings of the rulebook sheet and its links (src/rulebook); the books themselves are rulebook-<game>.ts. */
import type { Bilingual } from './types';

const strings: Bilingual = {
  en: {
    button: 'Rules',
    buttonTitle: 'The rulebook of this game (R)',
    contents: 'Contents',
    close: 'Close',
    closeTitle: 'Close the rulebook (Esc or R); the game waits as it was',
    example: 'Example.',
    seeRule: 'See the rule',
    northwood: { statement: 'Statement', response: 'Response', trumpWins: 'Trump wins', known: 'Known card' },
  },
  ru: {
    button: 'Правила',
    buttonTitle: 'Книга правил этой игры (R)',
    contents: 'Содержание',
    close: 'Закрыть',
    closeTitle: 'Закрыть книгу правил (Esc или R); партия подождёт',
    example: 'Пример.',
    seeRule: 'Смотреть правило',
    northwood: { statement: 'Заявление', response: 'Ответ', trumpWins: 'Козырь бьёт', known: 'Известная карта' },
  },
};

export default strings;
