/** Strings of the guided tutorial overlay (src/tutorial); each step's own text lives with its game. */
import type { Bilingual } from './types';

const strings: Bilingual = {
  en: {
    label: 'Tutorial',
    progress: 'Step {k} of {n}',
    next: 'Next',
    back: 'Back',
    leave: 'Leave',
    leaveTitle: 'Leave the tutorial and return to the title',
    leaveAsk: {
      title: 'Leave the tutorial?',
      text: 'You are on step {k} of {n}. Next time it begins again at the first.',
      leave: 'Leave',
      stay: 'Stay',
    },
    yourMove: 'Your move — do as the page says',
    yourGesture: 'Your turn — on the table',
    readFirst: 'Read this page first, then press Next.',
    doFirst: 'First do on the table what this page asks.',
    notThis: 'Not this move: follow the page.',
    wait: 'A moment…',
    keys: 'Enter: Next · Backspace: Back',
    // The learner's name at the table: the log and the end speak of each seat in the third person.
    learner: 'Apprentice',
    tutor: 'Tutor',
    done: {
      title: 'Well learned!',
      text: 'You know the rules now. Play on from this very position, or return to the title.',
      keep: 'Keep playing',
      leave: 'Back to the title',
    },
  },
  ru: {
    label: 'Обучение',
    progress: 'Шаг {k} из {n}',
    next: 'Далее',
    back: 'Назад',
    leave: 'Выйти',
    leaveTitle: 'Выйти из обучения на титульный лист',
    leaveAsk: {
      title: 'Выйти из обучения?',
      text: 'Вы на шаге {k} из {n}. В следующий раз обучение начнётся с первого.',
      leave: 'Выйти',
      stay: 'Остаться',
    },
    yourMove: 'Ваш ход — сделайте, как сказано',
    yourGesture: 'Ваш черёд — на столе',
    readFirst: 'Сначала прочтите страницу, затем нажмите «Далее».',
    doFirst: 'Сначала сделайте на столе то, о чём просит эта страница.',
    notThis: 'Не этот ход: следуйте странице.',
    wait: 'Минуту…',
    keys: 'Enter — далее · Backspace — назад',
    learner: 'Ученик',
    tutor: 'Наставник',
    done: {
      title: 'Правила усвоены!',
      text: 'Теперь вы знаете правила. Играйте дальше прямо с этой позиции или вернитесь на титульный лист.',
      keep: 'Играть дальше',
      leave: 'На титульный лист',
    },
  },
};

export default strings;
