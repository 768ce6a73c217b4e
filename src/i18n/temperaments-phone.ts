/** Strings of the Four Temperaments table on a phone held upright (its drawers and the resident picker), merged into `temperaments.*`. */
import type { Bilingual } from './types';

const strings: Bilingual = {
  en: {
    phone: {
      tabs: 'What the table keeps aside',
      goals: 'Goals',
      log: 'Chronicle',
      players: 'Players',
      close: 'Close',
      metBy: 'Met by {names}.',
      metByNone: 'Nobody has met it yet.',
      supply: { one: '{count} token in hand', other: '{count} tokens in hand' },
      whichResident: 'On which resident?',
      whichToken: 'Which token will you place?',
      whichText: 'Your {humour} on “{card}”: choose where it goes (face down).',
    },
  },
  ru: {
    phone: {
      tabs: 'Что стол держит в стороне',
      goals: 'Цели',
      log: 'Летопись',
      players: 'Игроки',
      close: 'Закрыть',
      metBy: 'Выполнили: {names}.',
      metByNone: 'Пока никто не выполнил.',
      supply: {
        one: '{count} жетон в запасе',
        few: '{count} жетона в запасе',
        many: '{count} жетонов в запасе',
        other: '{count} жетона в запасе',
      },
      whichResident: 'К какому жителю?',
      whichToken: 'Какой жетон положить?',
      whichText: 'Ваш жетон ({humour}) на карте «{card}»: выберите, куда он ляжет (лицом вниз).',
    },
  },
};
export default strings;
