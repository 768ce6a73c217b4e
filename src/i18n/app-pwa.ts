/** Strings of the installed app: the update prompt and the note that the app now works offline. */
import type { Bilingual } from './types';

const strings: Bilingual = {
  en: {
    update: {
      ready: 'A new version of Scriptorium is ready.',
      reload: 'Update now',
      later: 'Later',
      saved: 'Your games are saved and will be waiting.',
    },
    offline: { ready: 'Scriptorium is now kept on this device: it will open and play without a network.' },
  },
  ru: {
    update: {
      ready: 'Готова новая версия Скриптория.',
      reload: 'Обновить',
      later: 'Позже',
      saved: 'Ваши партии сохранены и дождутся вас.',
    },
    offline: { ready: 'Скрипторий сохранён на этом устройстве: он откроется и будет играть без сети.' },
  },
};
export default strings;
