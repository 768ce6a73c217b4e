/**
 * The rulebook of Cloud Marches in player words (from ../shared/rules/clouds.md v2). Movement
 * follows the default (§5: moving costs nothing, vigor is the allowance), which measurement kept
 * (README, Cloud Marches); the option of §5.1 has its own section, "chips". Ability costs are rules
 * version 3's (1, but Veil and Thunderhead 2, Illumination 3: README, Cloud Marches, turns 7 and 8).
 */
import type { BilingualBook } from '../rulebook/types';

const book: BilingualBook = {
  en: {
    title: 'Cloud Marches',
    lead: 'For 2–4 players: lead three ponies across a chronicle sky map and win your rivals’ companions over.',
    sections: [
      {
        id: 'goal',
        title: 'The aim',
        body: [
          'Every player leads three pony cards, each with its own **pointer** on the sky map. Catch an opponent’s pointer with a stronger pony and that card joins your side, with everything it has. Hold every card in play and you win at once; otherwise the most cards after 60 rounds wins (a shared top is a draw).',
        ],
      },
      {
        id: 'cards',
        title: 'Pony cards',
        body: [
          'A card shows its **vigor** (red lozenges: how far it moves, how strong it is) and its **mood** (gilt roundels: what it spends on its ability). The big numbers are the current values; the pips show the maximum.',
          { fig: 'classes', caption: 'A pegasus, a unicorn and an earth pony.' },
          {
            list: [
              '**Pegasi** are safe on clouds and can cheer or sadden a whole cloud.',
              '**Unicorns** can mark an opponent at any range so that it loses its next action.',
              '**Earth ponies** are the strongest and can double their vigor for the next action.',
            ],
          },
        ],
      },
      {
        id: 'map',
        title: 'The sky map',
        body: [
          'The map is 31 × 31 cells. Pointers move up, down, left and right, never diagonally. White cells are open sky; blue cells belong to one of nine named clouds. **Storms** (the Eye, the Crown’s wall, the diagonal fronts, the moles and corners) cannot be entered or crossed. The four harbours at the edges are where pointers start.',
          { fig: 'map' },
          'The map is divided into eight **octants** by red rays from the Eye; they matter only for laying mood tokens.',
          { fig: 'pieces' },
        ],
      },
      {
        id: 'setup',
        title: 'Setting up',
        body: [
          {
            list: [
              '**Draft:** in seat order, each player takes one card from the pool, three times round. Cards nobody takes stay out.',
              '**Pointers:** in reverse order, place your pointers in a free harbour — all three in the same harbour, and at least 25 cells from every opponent’s pointer.',
              '**Mood tokens:** in reverse order, lay 8 tokens each on sky or cloud cells, one in each octant, never in a harbour, never on a pointer or another token.',
            ],
          },
        ],
      },
      {
        id: 'turn',
        title: 'A turn',
        body: [
          'On your turn, **each of your cards acts once**, in any order you like: click a card (or its pointer) to choose it, then act. A card may:',
          {
            list: ['**move**, and perhaps attack;', 'take its **class action**;', '**skip**, resting to full vigor.'],
          },
          'Before acting, a card may pay mood for its own **ability**. Once a card has begun its action (its ability, its move, its class action or its skip), it cannot switch to another card.',
          'Cards you capture during your turn do not act until your next turn.',
        ],
      },
      {
        id: 'moving',
        title: 'Moving',
        body: [
          'A card moves up to its **vigor** in cells (its allowance), cell by cell, around storms. Moving costs nothing: vigor only tells how far.',
          {
            list: [
              'Pointers never block: you may pass through and share cells.',
              'Every cell you enter that holds a mood token gives you its mood (+1, up to the maximum); the token leaves the map.',
              'Doubling (earth) makes the allowance twice the vigor; Tailwind adds 3; a hobbled card moves at most 2.',
            ],
          },
          {
            note: 'With the option “vigor chips” moving is not free: see that section.',
          },
        ],
      },
      {
        id: 'capture',
        title: 'Attacking and capturing',
        body: [
          'End a move on an opponent’s pointer to attack it. If the target’s vigor is **lower** than yours, the card is **captured**: it changes sides with its vigor and mood, and its pointer stays where it is.',
          'If it is not lower, you may spend the cells you did not walk to **drain** it: each point lowers its vigor by 1. As soon as it is lower than yours, it is captured.',
          {
            example:
              'A vigor-5 pony walks 1 cell onto a vigor-8 pony: 4 cells are left. Drain 4: 8 → 4, which is lower than 5 — captured.',
          },
          'You may also attack a card on your own cell without moving (an attack in place). With several opponents on the cell, choose one.',
        ],
      },
      {
        id: 'chips',
        title: 'Option: vigor chips',
        body: [
          'The first edition’s rule, chosen when a game is set up. Vigor is a pile of chips on the card, and moving spends them:',
          {
            list: [
              'Each cell entered costs **one chip**. Tailwind’s 3 extra cells are free; a doubled earth pony pays half, rounded up. You cannot walk further than your chips (and a hobbled card still moves at most 2).',
              'The capture test uses the chips **left after the move**, doubled for a doubled card, plus 2 with Stoop.',
              'Each point you **drain** costs your card a chip too, so your vigor in the test falls with it: a drain alone only weakens the target for a teammate, but Grind (−2 a point) can still win it.',
              'Only a **skip you choose** brings the chips back to full; a forced skip restores nothing.',
            ],
          },
          {
            example:
              'A vigor-5 pony walks 2 cells onto a vigor-3 pony: 3 chips are left and 3 is not below 3 — no capture. Walking only 1 cell would have left 4: captured.',
          },
        ],
      },
      {
        id: 'protection',
        title: 'Who cannot be attacked',
        body: [
          {
            list: [
              'A **pegasus on a cloud** is shielded from everything but another pegasus.',
              '**Warded** cards (Bulwark, Veil of Mist) cannot be attacked or drained.',
              'An **unveiled** card loses both protections until its next action.',
            ],
          },
          { fig: 'badges', caption: 'The badges on a card: marked, respite, doubled, hobbled, warded, unveiled.' },
        ],
      },
      {
        id: 'classes',
        title: 'Class actions',
        body: [
          {
            list: [
              '**Pegasus** (on a cloud only): every card on that cloud, of any player and itself included, gains or loses 1 mood.',
              '**Unicorn:** mark an opponent’s card, at any range: its next action is a forced skip that restores nothing. A card just freed from a mark (respite) cannot be marked again at once.',
              '**Earth:** doubling — twice the vigor in its next action.',
            ],
          },
          'A **skip** chosen by you restores the card’s vigor to full. It is the only way to get vigor back.',
        ],
      },
      {
        id: 'mood',
        title: 'Mood',
        body: [
          'Mood comes from tokens on the map and from pegasi. A card can hold up to its maximum; a token stays on the map while the card passing over it is full.',
        ],
      },
      {
        id: 'abilities',
        title: 'Abilities',
        body: [
          'Each card has one ability with a mood cost (on the gilt seal). Pay it before the card acts, at most once per action; then the card still takes its action. “Within r” counts cells from the card, up-down plus left-right, storms ignored.',
          {
            fig: 'abilities',
            caption:
              'Hailstroke (1 mood): an opponent within 4 loses 2 vigor. Red Letter (1): one within 6 loses 1. Bulwark (1): warded until its next action.',
          },
          'An ability that targets a card needs a legal target; the table lights the cards and cells it may choose.',
        ],
      },
      {
        id: 'end',
        title: 'The end',
        body: [
          'The game ends at once when one player holds every card in play, when someone concedes, or after round 60. Count the cards you hold: the single most wins; a shared most is a draw. A player with no cards is out; one who concedes ranks last.',
        ],
      },
    ],
  },
  ru: {
    title: 'Облачное Порубежье',
    lead: 'Для 2–4 игроков: проведите трёх пони по небесной карте летописи и переманите спутников соперников.',
    sections: [
      {
        id: 'goal',
        title: 'Цель игры',
        body: [
          'Каждый игрок ведёт три карты пони, и у каждой на небесной карте свой **указатель**. Настигните указатель соперника более сильным пони — и его карта перейдёт к вам со всем, что у неё есть. Соберёте все карты в игре — сразу победа; иначе после 60 раундов побеждает тот, у кого больше карт (общий максимум — ничья).',
        ],
      },
      {
        id: 'cards',
        title: 'Карты пони',
        body: [
          'На карте — **бодрость** (красные ромбы: как далеко карта ходит и насколько она сильна) и **настроение** (золотые кружки: чем она платит за свойство). Крупные числа — текущие значения, ромбы и кружки показывают предел.',
          { fig: 'classes', caption: 'Пегас, единорог и земной пони.' },
          {
            list: [
              '**Пегасы** в безопасности на облаках и могут поднять или испортить настроение всему облаку.',
              '**Единороги** на любом расстоянии ставят сопернику метку — и он пропускает следующее действие.',
              '**Земные пони** самые сильные и могут удвоить бодрость на следующее действие.',
            ],
          },
        ],
      },
      {
        id: 'map',
        title: 'Небесная карта',
        body: [
          'Карта — 31 × 31 клетка. Указатели ходят вверх, вниз, влево и вправо, но не по диагонали. Белые клетки — открытое небо; голубые принадлежат одному из девяти облаков. **Грозы** (Око, стена Венца, диагональные фронты, молы и углы) нельзя ни занять, ни пересечь. В четырёх гаванях по краям начинают указатели.',
          { fig: 'map' },
          'Красные лучи от Ока делят карту на восемь **октантов**; они важны только для выкладки жетонов настроения.',
          { fig: 'pieces' },
        ],
      },
      {
        id: 'setup',
        title: 'Подготовка',
        body: [
          {
            list: [
              '**Выбор карт:** по порядку мест каждый берёт по одной из свободных карт, три круга. Невзятые карты в игре не участвуют.',
              '**Указатели:** в обратном порядке ставьте указатели в свободную гавань — все три в одну, и не ближе 25 клеток к любому указателю соперника.',
              '**Жетоны настроения:** в обратном порядке каждый кладёт 8 жетонов на небо или облака, по одному в каждый октант, не в гавань, не на указатель и не на другой жетон.',
            ],
          },
        ],
      },
      {
        id: 'turn',
        title: 'Ход',
        body: [
          'В свой ход **каждая ваша карта действует один раз**, в любом порядке: нажмите на карту (или её указатель), чтобы выбрать её, затем действуйте. Карта может:',
          {
            list: [
              '**пойти** и, может быть, атаковать;',
              'применить **особенность класса**;',
              '**пропустить ход** и отдохнуть до полной бодрости.',
            ],
          },
          'Перед действием карта может заплатить настроением за своё **свойство**. Когда карта начала действие (свойство, ход, особенность или пропуск), переключиться на другую уже нельзя.',
          'Карты, захваченные в ваш ход, действуют только со следующего хода.',
        ],
      },
      {
        id: 'moving',
        title: 'Передвижение',
        body: [
          'Карта проходит до своей **бодрости** клеток (это её запас хода), клетка за клеткой, в обход гроз. Ход ничего не стоит: бодрость лишь говорит, как далеко.',
          {
            list: [
              'Указатели не мешают: сквозь них можно проходить и делить с ними клетку.',
              'Каждая клетка с жетоном настроения, в которую вы вошли, даёт +1 настроение (до предела), и жетон уходит с карты.',
              'Удвоение (земные) даёт запас хода вдвое больше бодрости; Попутный ветер прибавляет 3; стреноженная карта проходит не больше 2.',
            ],
          },
          {
            note: 'С вариантом «фишки бодрости» передвижение не бесплатно: см. этот раздел.',
          },
        ],
      },
      {
        id: 'capture',
        title: 'Атака и захват',
        body: [
          'Закончите ход на указателе соперника — это атака. Если бодрость цели **меньше** вашей, карта **захвачена**: она переходит к вам со своей бодростью и настроением, а её указатель остаётся на месте.',
          'Если не меньше, непройденными клетками можно её **измотать**: каждая снижает её бодрость на 1. Как только она станет меньше вашей, карта захвачена.',
          {
            example:
              'Пони с бодростью 5 проходит 1 клетку на пони с бодростью 8: остаётся 4 клетки. Измотайте на 4: 8 → 4, это меньше 5 — захват.',
          },
          'Можно атаковать и карту на своей клетке, не сходя с места (атака на месте). Если соперников на клетке несколько, выберите одного.',
        ],
      },
      {
        id: 'chips',
        title: 'Вариант: фишки бодрости',
        body: [
          'Правило первой редакции; выбирается при подготовке партии. Бодрость — это стопка фишек на карте, и передвижение их тратит:',
          {
            list: [
              'Каждая клетка пути стоит **одну фишку**. Три лишние клетки Попутного ветра бесплатны; удвоенный земной пони платит половину с округлением вверх. Дальше своих фишек не пройти (а стреноженная карта, как и прежде, ходит не дальше 2).',
              'В проверке захвата считаются фишки, **оставшиеся после хода**, — вдвое у удвоенной карты, и ещё 2 с Пике.',
              'Каждое **понижение** при атаке тоже стоит вашей карте фишку, так что её бодрость в проверке падает вместе с целью: само по себе понижение лишь ослабляет цель для союзника, но с Перемолом (−2 за шаг) им ещё можно захватить.',
              'Вернуть фишки до полной бодрости можно только **пропуском хода по своей воле**; вынужденный пропуск ничего не возвращает.',
            ],
          },
          {
            example:
              'Пони с бодростью 5 проходит 2 клетки до пони с бодростью 3: осталось 3 фишки, а 3 не меньше 3 — захвата нет. Пройди он 1 клетку, осталось бы 4: захват.',
          },
        ],
      },
      {
        id: 'protection',
        title: 'Кого нельзя атаковать',
        body: [
          {
            list: [
              '**Пегас на облаке** защищён ото всех, кроме другого пегаса.',
              'Карты под **оберегом** (Твердыня, Туманный полог) нельзя атаковать и изматывать.',
              '**Разоблачённая** карта теряет обе защиты до своего следующего действия.',
            ],
          },
          { fig: 'badges', caption: 'Значки на карте: метка, передышка, удвоение, путы, оберег, разоблачение.' },
        ],
      },
      {
        id: 'classes',
        title: 'Особенности классов',
        body: [
          {
            list: [
              '**Пегас** (только на облаке): каждая карта на этом облаке — любого игрока и он сам — получает или теряет 1 настроение.',
              '**Единорог:** метка на карту соперника на любом расстоянии: её следующее действие — вынужденный пропуск, который ничего не восстанавливает. Карту на передышке после метки сразу снова пометить нельзя.',
              '**Земной:** удвоение — вдвое больше бодрости в следующем действии.',
            ],
          },
          'Пропуск хода **по своей воле** восстанавливает бодрость карты до полной. Других способов вернуть бодрость нет.',
        ],
      },
      {
        id: 'mood',
        title: 'Настроение',
        body: [
          'Настроение дают жетоны на карте и пегасы. Карта держит не больше своего предела; жетон остаётся на карте, если проходящая карта уже полна.',
        ],
      },
      {
        id: 'abilities',
        title: 'Свойства',
        body: [
          'У каждой карты одно свойство с ценой в настроении (на золотой печати). Заплатите её перед действием карты, не больше раза за действие; после этого карта всё равно действует. «В пределах r» — это клетки от карты по вертикали плюс по горизонтали, грозы не в счёт.',
          {
            fig: 'abilities',
            caption:
              'Градобой (1 настроение): соперник в пределах 4 теряет 2 бодрости. Красная строка (1): в пределах 6 — теряет 1. Твердыня (1): оберег до следующего действия.',
          },
          'Свойству с целью нужна допустимая цель; стол подсвечивает карты и клетки, которые можно выбрать.',
        ],
      },
      {
        id: 'end',
        title: 'Конец игры',
        body: [
          'Игра кончается сразу, когда у одного игрока все карты в игре, когда кто-то сдаётся, или после 60-го раунда. Посчитайте свои карты: побеждает единственный лидер; общий максимум — ничья. Игрок без карт выбывает; сдавшийся занимает последнее место.',
        ],
      },
    ],
  },
};

export default book;
