/** Strings of the app shell: title screen, menus, settings, dialogs, common reasons. */
import type { Bilingual } from './types';

const strings: Bilingual = {
  en: {
    title: 'Scriptorium',
    subtitle: 'Three games on an illuminated page',
    initialRest: 'criptorium',
    initial: 'S',
    menu: {
      play: 'New game',
      learn: 'Learn to play',
      continue: 'Continue',
      comingSoon: 'Coming soon',
      settings: 'Settings',
      about: 'About',
      language: 'Language',
      back: 'Back to the title',
      close: 'Close',
    },
    games: {
      northwood: {
        title: 'For Northwood!',
        tagline: 'Win exactly as many tricks as each fief asks, and make its ruler your friend.',
        players: 'Solo',
      },
      temperaments: {
        title: 'Four Temperaments',
        tagline: 'Brew potions face down, bluff your rivals, and spread across the kingdom.',
        players: '2–4 players',
      },
      clouds: {
        title: 'Cloud Marches',
        tagline: 'Lead three ponies across the sky map and win over your rivals’ companions.',
        players: '2–4 players',
      },
    },
    settings: {
      title: 'Settings',
      sound: 'Sound',
      on: 'On',
      off: 'Off',
      volume: 'Volume',
      speed: 'Animation speed',
      speeds: { '0.5': 'Leisurely', '1': 'Normal', '1.5': 'Brisk', '2': 'Fast', '4': 'Fastest' },
      saved: 'Settings are remembered on this device.',
    },
    about: {
      title: 'About Scriptorium',
      text: 'A tabletop for three board games, drawn as a page of an illuminated chronicle. Every game runs its rules as a statechart you can watch, and each has a guided tutorial.',
      credits:
        'For Northwood! follows the solo trick-taking game by Wil Su (2022); its names, crowned characters, challenges and tutorial are our own. Four Temperaments and Cloud Marches are original designs from our players’ descriptions.',
      made: 'Made with Phaser, XState, Howler and Vite. Type: EB Garamond, Ruslan Display and Cormorant SC (SIL Open Font License). Sounds are synthesized by the project itself.',
      keys: 'Keyboard: Tab and arrows move between choices, Enter acts, Esc opens the menu, F2 opens the rules inspector.',
    },
    lang: { ru: 'Русский', en: 'English' },
    reasons: {
      unknownEvent: 'That is not a move of this game.',
      gameOver: 'The game is over.',
      rejected: 'The rules do not allow that here.',
    },
  },
  ru: {
    title: 'Скрипторий',
    subtitle: 'Три игры на иллюминированной странице',
    initialRest: 'крипторий',
    initial: 'С',
    menu: {
      play: 'Новая игра',
      learn: 'Обучение',
      continue: 'Продолжить',
      comingSoon: 'Скоро',
      settings: 'Настройки',
      about: 'Об игре',
      language: 'Язык',
      back: 'На титульный лист',
      close: 'Закрыть',
    },
    games: {
      northwood: {
        title: 'За Нортвуд!',
        tagline: 'Возьмите ровно столько взяток, сколько просит каждый феод, — и его правитель станет вам другом.',
        players: 'Один игрок',
      },
      temperaments: {
        title: 'Четыре темперамента',
        tagline: 'Выставляйте зелья лицом вниз, блефуйте и расселяйтесь по королевству.',
        players: '2–4 игрока',
      },
      clouds: {
        title: 'Облачное Порубежье',
        tagline: 'Проведите трёх пони по небесной карте и переманите спутников соперников.',
        players: '2–4 игрока',
      },
    },
    settings: {
      title: 'Настройки',
      sound: 'Звук',
      on: 'Вкл.',
      off: 'Выкл.',
      volume: 'Громкость',
      speed: 'Скорость анимации',
      speeds: { '0.5': 'Неспешно', '1': 'Обычно', '1.5': 'Живо', '2': 'Быстро', '4': 'Очень быстро' },
      saved: 'Настройки запоминаются на этом устройстве.',
    },
    about: {
      title: 'О Скриптории',
      text: 'Настольные игры на странице иллюминированной летописи. Правила каждой игры работают как диаграмма состояний, за которой можно следить, и у каждой игры есть обучение.',
      credits:
        '«За Нортвуд!» следует одиночной игре на взятки Вила Су (2022); имена, коронованные персонажи, испытания и обучение — наши. «Четыре темперамента» и «Облачное Порубежье» — оригинальные игры по описаниям наших игроков.',
      made: 'Сделано на Phaser, XState, Howler и Vite. Шрифты: EB Garamond, Ruslan Display и Cormorant SC (SIL Open Font License). Звуки синтезирует сам проект.',
      keys: 'Клавиатура: Tab и стрелки — выбор, Enter — действие, Esc — меню, F2 — инспектор правил.',
    },
    lang: { ru: 'Русский', en: 'English' },
    reasons: {
      unknownEvent: 'В этой игре нет такого хода.',
      gameOver: 'Игра окончена.',
      rejected: 'Правила здесь этого не позволяют.',
    },
  },
};
export default strings;
