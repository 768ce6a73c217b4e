/**
 * Contact sheet of every Northwood picture, in English and Russian where the lettering differs:
 *   npx tsx scripts/art-sheet.ts /tmp/northwood-sheet.png scripts/art/sheets/northwood.ts --cell 200
 * NW_SHEET=dialogue|characters|fiefs|backs picks one group (default: all).
 * The names below are samples from the rules file (§2); the game passes its i18n strings.
 */
import '../raw-svg';
import type { Picture } from '../../../src/art/compose';
import type { CharacterId, Suit } from '../../../src/games/northwood/art/cards';

type Lang = 'en' | 'ru';
const TITLE: Record<string, [string, string]> = {
  jack: ['Jack', 'Валет'],
  queen: ['Queen', 'Дама'],
  king: ['King', 'Король'],
  prince: ['Prince', 'Принц'],
  marchioness: ['Marchioness', 'Маркиза'],
  baron: ['Baron', 'Барон'],
};

/** [id, name en, name ru, flavour en, ability en, ability ru] — names and flavour from §2.3; ability names are samples. */
const CHARACTERS: [CharacterId, string, string, string, string, string][] = [
  ['claws-jack', 'Brock Ironpaw', 'Брок Железнолап', 'Digs until the satchel is full.', 'Refill', 'Пополнение'],
  ['claws-queen', 'Vespera', 'Веспера', 'One bite from every platter.', 'Scavenge', 'Поживиться'],
  ['claws-king', 'Ursald', 'Урсальд', 'Keeps the best for himself.', 'Bank the Highest', 'Лучшее себе'],
  ['claws-prince', 'Falk Stoopwing', 'Фальк Камнекрыл', 'Nothing that falls escapes him.', 'Pounce', 'Бросок'],
  ['claws-marchioness', 'Vixa Redbrush', 'Викса Рыжехвостка', 'Your rubbish, her treasure.', 'Rummage', 'Порыться'],
  ['claws-baron', 'Gulo Stoutclaw', 'Гуло Крепкоког', 'Buries a bone for later.', 'Stockpile', 'Припрятать'],
  ['flowers-jack', 'Pip Thimblebee', 'Пип Напёрсток', 'Weeds out the loud ones.', 'Weed Trumps', 'Прополка'],
  ['flowers-queen', 'Primula', 'Примула', 'Returns a favour, sealed.', 'Return a Trick', 'Ответная любезность'],
  ['flowers-king', 'Bramblethorn', 'Ежевикус', 'Counts to nine, then prunes.', 'Nine', 'Девятка'],
  ['flowers-prince', 'Sorrel Dustwing', 'Щавель Пыльцекрыл', 'One petal for another.', 'Wilt', 'Увядание'],
  ['flowers-marchioness', 'Clover', 'Клеверина', 'Says less, means more.', 'Prune', 'Обрезка'],
  ['flowers-baron', 'Mullein', 'Коровяк', 'Presses keepsakes in a book.', 'Press', 'Гербарий'],
  ['leaves-jack', 'Rusk Acornsby', 'Руск Желудёв', "Knows every neighbour's door.", 'Swap Rulers', 'Обмен правителей'],
  ['leaves-queen', 'Alderine', 'Ольхина', "Speaks in the host's own voice.", 'Mimic', 'Подражание'],
  ['leaves-king', 'Oakhart', 'Дуборог', 'Turns the next leaf first.', 'Peek and Swap', 'Подсмотреть'],
  ['leaves-prince', 'Fennick', 'Феник', 'Dams one river, opens another.', 'Turn the Topic', 'Смена темы'],
  ['leaves-marchioness', 'Willow', 'Ивушка', 'Wanders off the subject.', 'Digress', 'Отступление'],
  ['leaves-baron', 'Burdock', 'Репейник', 'Rearranges the seating.', 'Reseat', 'Пересадка'],
  ['eyes-jack', 'Hob Nightpeep', 'Хоб Ночеглаз', 'Sees two, forgets two.', 'Draw Two, Discard Two', 'Взять и сбросить'],
  ['eyes-queen', 'Mirela', 'Мирела', 'Reads three moves ahead.', 'Peek at Three', 'Три вперёд'],
  ['eyes-king', 'Corvin', 'Корвин', 'Calls a colour, sweeps it away.', 'Name and Purge', 'Назвать и смести'],
  ['eyes-prince', 'Lumen', 'Люмен', 'Orders the dark before the lamp.', 'Foresee', 'Предвидение'],
  ['eyes-marchioness', 'Seluna', 'Селуна', 'Hears it coming, sends it away.', 'Glimpse', 'Проблеск'],
  ['eyes-baron', 'Gloam', 'Сумрак', 'Picks the juicier of two flies.', 'Insight', 'Прозрение'],
];
const FLAVOUR_RU: Record<string, string> = {
  'claws-jack': 'Копает, пока сума не полна.',
  'claws-queen': 'С каждого блюда — по кусочку.',
  'claws-king': 'Лучшее оставляет себе.',
  'claws-prince': 'Ничто упавшее от него не уйдёт.',
  'claws-marchioness': 'Ваш хлам — её сокровище.',
  'claws-baron': 'Зарывает кость на потом.',
  'flowers-jack': 'Выпалывает крикливых.',
  'flowers-queen': 'Возвращает услугу — под печатью.',
  'flowers-king': 'Считает до девяти, потом стрижёт.',
  'flowers-prince': 'Лепесток за лепесток.',
  'flowers-marchioness': 'Говорит меньше, значит больше.',
  'flowers-baron': 'Сушит памятки в книге.',
  'leaves-jack': 'Знает дверь каждого соседа.',
  'leaves-queen': 'Говорит голосом хозяина.',
  'leaves-king': 'Первым переворачивает лист.',
  'leaves-prince': 'Одну реку запрудит, другую откроет.',
  'leaves-marchioness': 'Уходит от темы.',
  'leaves-baron': 'Пересаживает гостей.',
  'eyes-jack': 'Видит две, забывает две.',
  'eyes-queen': 'Читает на три хода вперёд.',
  'eyes-king': 'Назовёт цвет — и сметёт его.',
  'eyes-prince': 'Упорядочит тьму перед лампой.',
  'eyes-marchioness': 'Слышит заранее и отсылает прочь.',
  'eyes-baron': 'Выбирает муху посочнее.',
};

const FIEFS: [string, string, number][] = [
  ['Mossbarrow', 'Моховой Курган', 4],
  ['Fernhollow', 'Папоротниковая Лощина', 3],
  ['Brambleford', 'Ежевичный Брод', 2],
  ['Reedmere', 'Камышовая Заводь', 1],
  ['Thistledown', 'Чертополоховый Дол', 1],
  ['Amberbrook', 'Янтарный Ручей', 2],
  ['Hollyhill', 'Остролистный Холм', 3],
  ['Frostpine', 'Заиндевелый Бор', 4],
];
const RULER_SUIT: Suit[] = ['flowers', 'claws', 'leaves', 'eyes', 'claws', 'flowers', 'eyes', 'leaves'];

export default async function northwoodSheet(): Promise<{ name: string; picture: Picture }[]> {
  const art = await import('../../../src/games/northwood/art/cards');
  const { fiefCard } = await import('../../../src/games/northwood/art/fiefs');
  const group = process.env.NW_SHEET ?? 'all';
  const out: { name: string; picture: Picture }[] = [];
  const want = (g: string) => group === 'all' || group === g;
  if (want('dialogue'))
    for (const suit of art.SUITS)
      for (let v = 1; v <= 8; v++) out.push({ name: `${suit}-${v}`, picture: art.dialogueCard(suit, v) });
  if (want('characters'))
    for (const lang of ['en', 'ru'] as Lang[])
      for (const [id, en, ru, flavour, abEn, abRu] of CHARACTERS) {
        const title = id.split('-')[1] ?? 'jack';
        const crowned = ['prince', 'marchioness', 'baron'].includes(title);
        const [tEn, tRu] = TITLE[title] ?? ['', ''];
        out.push({
          name: `${id} (${lang})`,
          picture: art.characterCard(id, {
            name: lang === 'en' ? en : ru,
            title: lang === 'en' ? tEn : tRu,
            ability: lang === 'en' ? abEn : abRu,
            flavour: lang === 'en' ? flavour : (FLAVOUR_RU[id] ?? ''),
            crowned,
          }),
        });
      }
  if (want('fiefs'))
    for (const status of ['unvisited', 'friendly', 'failed'] as const)
      for (const lang of ['en', 'ru'] as Lang[])
        FIEFS.forEach(([en, ru, stars], n) => {
          out.push({
            name: `fief-${n} ${status} (${lang})`,
            picture: fiefCard(n, {
              name: lang === 'en' ? en : ru,
              number: n,
              stars,
              status,
              ruler: RULER_SUIT[n],
            }),
          });
        });
  if (want('backs')) {
    out.push({ name: 'back', picture: art.cardBack() });
    for (const suit of art.SUITS) out.push({ name: `emblem ${suit} 48`, picture: art.emblemPicture(suit, 48) });
    out.push({ name: 'known marker', picture: art.knownMarker() });
  }
  return out;
}
