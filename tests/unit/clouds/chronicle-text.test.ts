/**
 * The chronicle's lines (src/games/clouds/chronicle-text.ts): a turn's entries gathered into one line
 * per action, the setup into one line per seat and step, and each line in English and in Russian,
 * right whatever the gender of the cards and people named.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Cell, CLOUD_CELLS, SIZE } from '../../../machines/clouds/content';
import type { LogEntry } from '../../../machines/clouds/types';
import { chronicleLines, lineText } from '../../../src/games/clouds/chronicle-text';
import { type Lang, setLang } from '../../../src/i18n';

const zephyr = CLOUD_CELLS.Z[0] as number;
const ZEPHYR: Cell = [zephyr % SIZE, Math.floor(zephyr / SIZE)];
const NAMES = ['Sister Hildegard', 'Brother Odo'];
const RU_NAMES = ['Сестра Хильдегарда', 'Брат Одо'];

function said(log: LogEntry[], lang: Lang): string[] {
  setLang(lang, false);
  const names = lang === 'ru' ? RU_NAMES : NAMES;
  return chronicleLines(log).map((l) => lineText(l, (s) => names[s] as string, 60));
}

const draftAndSetup: LogEntry[] = [
  { type: 'cardDrafted', seat: 0, cardId: 'p3' },
  { type: 'cardDrafted', seat: 1, cardId: 'e4' },
  { type: 'cardDrafted', seat: 0, cardId: 'p1' },
  { type: 'cardDrafted', seat: 1, cardId: 'u1' },
  { type: 'draftEnded', outOfGame: ['e5'] },
  { type: 'pointerPlaced', seat: 1, cardId: 'e4', harbour: 3 },
  { type: 'pointerPlaced', seat: 0, cardId: 'p3', harbour: 1 },
  { type: 'pointerPlaced', seat: 1, cardId: 'u1', harbour: 3 },
  { type: 'tokenPlaced', seat: 1, octant: 4 },
  { type: 'tokenPlaced', seat: 0, octant: 1 },
  { type: 'tokenPlaced', seat: 1, octant: 5 },
];

const turn: LogEntry[] = [
  { type: 'pointerMoved', seat: 1, cardId: 'p3', reason: 'move', steps: 3, to: ZEPHYR },
  { type: 'moodTaken', cardId: 'p3' },
  { type: 'attacked', seat: 1, cardId: 'p3', targetId: 'p1', targetSeat: 0, effV: 6, targetVigor: 3, captured: true },
  { type: 'cardCaptured', cardId: 'p1', by: 'p3', from: 0, to: 1 },
  { type: 'pointerMoved', seat: 0, cardId: 'e4', reason: 'move', steps: 1, to: [0, 0] },
  { type: 'attacked', seat: 0, cardId: 'e4', targetId: 'e6', targetSeat: 1, effV: 6, targetVigor: 8, captured: false },
  { type: 'drained', seat: 0, cardId: 'e4', targetId: 'e6', amount: 2, from: 8, to: 6 },
  { type: 'abilityUsed', seat: 0, cardId: 'e2', ability: 'tocsin', targetId: null },
  { type: 'vigorLost', seat: 1, cardId: 'p5', reason: 'tocsin', from: 4, to: 3 },
  { type: 'vigorLost', seat: 1, cardId: 'e4', reason: 'tocsin', from: 2, to: 1 },
  { type: 'abilityUsed', seat: 1, cardId: 'u5', ability: 'redLetter', targetId: 'e6' },
  { type: 'vigorLost', seat: 0, cardId: 'e6', reason: 'redLetter', from: 7, to: 6 },
  { type: 'classAction', seat: 1, cardId: 'u1', cls: 'unicorn', delta: null, targetId: 'e4' },
  { type: 'forcedSkip', seat: 0, cardId: 'e4' },
  { type: 'skipped', seat: 0, cardId: 'e6', from: 3, to: 8 },
  { type: 'roundStarted', round: 2 },
  { type: 'playerOut', seat: 0 },
  { type: 'gameOver', reason: 'allCards', winners: [1], draw: false, conceded: null },
];

describe('the chronicle in words', () => {
  beforeAll(() => vi.stubGlobal('document', { documentElement: {} }));
  afterAll(() => {
    setLang('en', false);
    vi.unstubAllGlobals();
  });

  it('gathers the setup by seat, starts round 1, and makes a line of each action with what came of it', () => {
    const lines = chronicleLines([...draftAndSetup, ...turn]);
    expect(lines.map((l) => l.kind)).toEqual([
      'draft',
      'draft',
      'outOfGame',
      'harbour',
      'harbour',
      'tokens',
      'tokens',
      'round',
      'move',
      'move',
      'drain',
      'ability',
      'ability',
      'class',
      'forcedSkip',
      'skip',
      'round',
      'out',
      'end',
    ]);
  });

  it('in English', () => {
    expect(said([...draftAndSetup, ...turn], 'en')).toEqual([
      'Sister Hildegard drafts Kestrel and Vane.',
      'Brother Odo drafts Harrow and Initial.',
      'Nobody drafted Millstone: out of the game.',
      'Brother Odo claims the South harbour: Harrow and Initial.',
      'Sister Hildegard claims the North harbour: Kestrel.',
      'Brother Odo lays 2 mood tokens in octants IV, V.',
      'Sister Hildegard lays a mood token in octant I.',
      'Round 1 of 60',
      'Brother Odo: Kestrel moves 3 cells to Zephyr, takes a mood token and captures Vane.',
      'Sister Hildegard: Harrow moves 1 cell and attacks Keystone: vigor 8 is not below 6.',
      'Sister Hildegard: Harrow drains Keystone by 2: vigor 8 → 6.',
      'Sister Hildegard: Bellringer uses Tocsin: vigor Gonfalon 4 → 3, Harrow 2 → 1.',
      'Brother Odo: Rubric uses Red Letter on Keystone: vigor 7 → 6.',
      'Brother Odo: Initial marks Harrow: its next action is skipped.',
      'Sister Hildegard: Harrow is marked and skips its action.',
      'Sister Hildegard: Keystone rests: vigor 3 → 8.',
      'Round 2 of 60',
      'Sister Hildegard holds no cards and is out.',
      'The game is over. Brother Odo wins.',
    ]);
  });

  it('in Russian, whatever the gender of a card or a person (present tense; a card named after «карту»)', () => {
    const ru = said([...draftAndSetup, ...turn], 'ru');
    expect(ru).toEqual([
      'Сестра Хильдегарда берёт карты: Пустельга и Флюгер.',
      'Брат Одо берёт карты: Борона и Буквица.',
      'Никто не взял, выходят из игры: Жёрнов.',
      'Брат Одо занимает Южную гавань: Борона и Буквица.',
      'Сестра Хильдегарда занимает Северную гавань: Пустельга.',
      'Брат Одо кладёт 2 жетона настроения в октанты IV, V.',
      'Сестра Хильдегарда кладёт жетон настроения в октант I.',
      'Раунд 1 из 60',
      'Брат Одо: Пустельга проходит 3 клетки до облака «Зефир», берёт жетон настроения и захватывает карту «Флюгер».',
      'Сестра Хильдегарда: Борона проходит 1 клетку и атакует карту «Замковый Камень»: бодрость 8 не ниже 6.',
      'Сестра Хильдегарда: Борона понижает бодрость карты «Замковый Камень» на 2: 8 → 6.',
      'Сестра Хильдегарда: Звонарь применяет «Набат»: бодрость Хоругвь 4 → 3, Борона 2 → 1.',
      'Брат Одо: Киноварь применяет «Красная строка» к карте «Замковый Камень»: бодрость 7 → 6.',
      'Брат Одо: Буквица метит карту «Борона»: её следующий ход пропадёт.',
      'Сестра Хильдегарда: карта «Борона» под меткой и пропускает ход.',
      'Сестра Хильдегарда: Замковый Камень отдыхает: бодрость 3 → 8.',
      'Раунд 2 из 60',
      'Сестра Хильдегарда выбывает из игры: карт не осталось.',
      'Игра окончена. Побеждает Брат Одо.',
    ]);
    // 5 and 11 in Russian plurals
    const many = said([{ type: 'pointerMoved', seat: 0, cardId: 'e5', reason: 'move', steps: 5, to: [0, 0] }], 'ru');
    expect(many).toEqual(['Сестра Хильдегарда: Жёрнов проходит 5 клеток.']);
  });

  it('a card an ability carries elsewhere is told in the line of what carried it', () => {
    const log: LogEntry[] = [
      { type: 'abilityUsed', seat: 0, cardId: 'u2', ability: 'blink', targetId: null },
      { type: 'pointerMoved', seat: 0, cardId: 'u2', reason: 'blink', steps: 1, to: ZEPHYR },
      { type: 'abilityUsed', seat: 1, cardId: 'e1', ability: 'haul', targetId: 'p3' },
      { type: 'pointerMoved', seat: 1, cardId: 'e1', reason: 'move', steps: 2, to: [15, 3] },
      { type: 'pointerMoved', seat: 1, cardId: 'p3', reason: 'haul', steps: 1, to: [15, 3] },
    ];
    expect(said(log, 'en')).toEqual([
      'Sister Hildegard: Vellum uses Blink and goes to Zephyr.',
      'Brother Odo: Cooper uses Haul on Kestrel.',
      'Brother Odo: Cooper moves 2 cells; Kestrel goes into open sky.',
    ]);
    expect(said(log, 'ru')).toEqual([
      'Сестра Хильдегарда: Пергамент применяет «Скачок» и перемещается на облако «Зефир».',
      'Брат Одо: Бондарь применяет «Обоз» к карте «Пустельга».',
      'Брат Одо: Бондарь проходит 2 клетки; Пустельга перемещается в открытое небо.',
    ]);
  });

  it('a drain that captures, an attack where the card stands, and a drain of nothing', () => {
    const log: LogEntry[] = [
      {
        type: 'attacked',
        seat: 1,
        cardId: 'u4',
        targetId: 'e1',
        targetSeat: 0,
        effV: 5,
        targetVigor: 5,
        captured: false,
      },
      { type: 'drained', seat: 1, cardId: 'u4', targetId: 'e1', amount: 1, from: 5, to: 4 },
      { type: 'cardCaptured', cardId: 'e1', by: 'u4', from: 0, to: 1 },
      { type: 'drained', seat: 0, cardId: 'p2', targetId: 'u6', amount: 0, from: 6, to: 6 },
    ];
    expect(said(log, 'en')).toEqual([
      'Brother Odo: Astrolabe attacks Cooper where it stands: vigor 5 is not below 5.',
      'Brother Odo: Astrolabe drains Cooper by 1: vigor 5 → 4, and captures it.',
      'Sister Hildegard: Cirrus does not drain Palimpsest.',
    ]);
    expect(said(log, 'ru')).toEqual([
      'Брат Одо: Астролябия атакует карту «Бондарь», не сходя с места: бодрость 5 не ниже 5.',
      'Брат Одо: Астролябия понижает бодрость карты «Бондарь» на 1: 5 → 4 — захват.',
      'Сестра Хильдегарда: Перистая не понижает бодрость карты «Палимпсест».',
    ]);
  });
});
