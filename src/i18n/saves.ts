/** What a player reads when a saved game cannot be opened (src/app/save-trouble.ts). */
import type { Bilingual } from './types';

export default {
  en: {
    title: 'The saved game cannot be opened',
    why: {
      damaged: 'The save is damaged: its text is cut short or garbled, so it is not a whole game.',
      otherGame: 'The save belongs to another game.',
      version: 'The save was made under rules version {saved}; this app plays version {now} and cannot replay it.',
      setup: 'The save’s setup (its seats or options) is not one this game allows.',
      move: 'Move {n} in the save breaks the rules as this app knows them, so the game cannot be rebuilt past it.',
      gone: 'The last save was set aside earlier because it could not be read.',
    },
    kept: 'Its text is kept aside on this device, unchanged; nothing will write over it.',
    backup: {
      reads: {
        one: 'The previous save reads well: {count} move into the game.',
        other: 'The previous save reads well: {count} moves into the game.',
      },
      unreadable: 'The previous save cannot be read either.',
      none: 'There is no previous save to go back to.',
    },
    restore: 'Restore the previous save',
    newGame: 'Start a new game',
  },
  ru: {
    title: 'Сохранённую партию не открыть',
    why: {
      damaged: 'Сохранение повреждено: его текст оборван или искажён, и целой партии в нём нет.',
      otherGame: 'Сохранение принадлежит другой игре.',
      version:
        'Сохранение сделано по правилам версии {saved}; здесь действуют правила версии {now}, переиграть его нельзя.',
      setup: 'Расклад сохранения (места или настройки) эта игра не допускает.',
      move: 'Ход {n} в сохранении нарушает правила, как их знает приложение, и дальше него партию не восстановить.',
      gone: 'Последнее сохранение уже отложено в сторону: его не удалось прочесть.',
    },
    kept: 'Его текст отложен на этом устройстве без изменений; ничто его не перезапишет.',
    backup: {
      reads: {
        one: 'Предыдущее сохранение читается: {count} ход от начала партии.',
        few: 'Предыдущее сохранение читается: {count} хода от начала партии.',
        many: 'Предыдущее сохранение читается: {count} ходов от начала партии.',
        other: 'Предыдущее сохранение читается: {count} хода от начала партии.',
      },
      unreadable: 'Предыдущее сохранение тоже не читается.',
      none: 'Предыдущего сохранения нет.',
    },
    restore: 'Восстановить предыдущее сохранение',
    newGame: 'Начать новую партию',
  },
} satisfies Bilingual;
