/**
 * The rulebook of Four Temperaments in player words (from ../shared/rules/temperaments.md v2:
 * four potions a round, no draw after a placement; the old draw is the option "steady supply").
 */
import type { BilingualBook } from '../rulebook/types';

const book: BilingualBook = {
  en: {
    title: 'Four Temperaments',
    lead: 'For 2–4 potion-makers: place potions face down, bluff, and spread your people across the kingdom.',
    sections: [
      {
        id: 'goal',
        title: 'The aim',
        body: [
          'Each player brews potions of the four humours and slips them, face down, to the residents of scenes and parties. When a scene is judged, its winners settle on the **kingdom board**. Settle in the shapes that the four **goal cards** ask for: each goal you meet earns a marker. The most markers wins.',
          {
            fig: 'goals',
            caption:
              'Three of the twelve goals: a triangle of neighbours, a crossroads, two bridges held at both ends.',
          },
        ],
      },
      {
        id: 'humours',
        title: 'The four humours',
        body: [
          'Each player has 20 potion tokens: five of each humour. The face shows the humour’s emblem (readable without colour); the back shows only its owner’s seal.',
          { fig: 'humours' },
          {
            list: [
              '**Choleric** (flame) wins **alone**: two or more cancel each other.',
              '**Sanguine** (heart) wins **in company**: two or more win together, a lone one fails.',
              '**Melancholic** (crescent) wins as an **exact pair**: three or more fail; a lone one slips away (escapes) to a neighbouring place.',
              '**Phlegmatic** (wave) always wins, even alone, but it is usually checked last.',
            ],
          },
          { fig: 'backs', caption: 'Token backs: the owner’s colour and seal, nothing more.' },
        ],
      },
      {
        id: 'residents',
        title: 'Residents take two humours',
        body: [
          'Every resident of a scene takes exactly two humours, drawn on its slot as two half-discs. A token may go only on a resident whose pair includes its humour.',
          {
            list: [
              'Knight: choleric or phlegmatic · Noble: choleric or sanguine · Sorcerer: choleric or melancholic',
              'Minstrel: sanguine or melancholic · Nun: melancholic or phlegmatic · Peasant: sanguine or phlegmatic',
              'Animal scenes have beasts with pairs of their own (hound, wolf, bear, nightingale, stag, owl).',
            ],
          },
          'So everyone knows that a hidden token is **one of two**, and never which. That is the whole bluff.',
        ],
      },
      {
        id: 'scenes',
        title: 'Scenes and their check order',
        body: [
          'Four scene cards are laid out each round. Most happen at a **location** of the board; an **animal scene** (with beasts) happens anywhere in one zone. The row of emblems at the foot of a card is its **check order**: the humours are checked in that order when the scene is judged.',
          {
            fig: 'scene',
            caption:
              'The Miller’s Wager checks choleric, sanguine, melancholic, phlegmatic; Wolf Winter is an animal scene of the Ashen Hills.',
          },
        ],
      },
      {
        id: 'supply',
        title: 'Your supply: four potions a round',
        body: [
          'At the start of every round, each player draws from the bag until the supply holds **four** tokens. During the round you draw nothing: four potions are all you have until the next round.',
          'Tokens you keep by passing stay in your supply and count towards the next four.',
          {
            note: 'Option “steady supply” (the first edition’s rule): after each placement you draw a new token from your bag at once. The table then asks before a placement, because a draw cannot be taken back.',
          },
        ],
      },
      {
        id: 'turn',
        title: 'A turn',
        body: [
          'Players take turns clockwise; the first player moves on by one each round. On your turn, do one thing:',
          {
            list: [
              '**Place** one token from your supply, face down, on an empty resident that takes its humour, on a scene card or a party tile.',
              '**Pass.** A player who passed may still place on a later turn.',
            ],
          },
          'A player with an empty supply passes by itself.',
        ],
      },
      {
        id: 'placing',
        title: 'Placing a token',
        body: [
          {
            mouse:
              'Click a token in your supply (or press 1–4): the residents that may take it light up. Click one of them to place it; hover any other slot to see why not.',
            touch:
              'Tap a token in your supply: the residents that may take it light up. Tap one of them to place it; a tap on any other slot says why not.',
          },
          {
            list: [
              'One token per resident; you may fill several residents of one scene yourself.',
              'Only the four scenes of this round’s row, and party tiles not yet resolved, take tokens.',
            ],
          },
          {
            example:
              'You hold a sanguine. On The Miller’s Wager the peasants (sanguine or phlegmatic) and the noble (choleric or sanguine) light up; nobody else can take it.',
          },
        ],
      },
      {
        id: 'round-end',
        title: 'When the round ends',
        body: [
          'The round ends at once when:',
          {
            list: [
              'two scene cards of the row are full (party tiles do not count), or',
              'every player’s supply is empty, or',
              'everyone has passed in a row since the last placement.',
            ],
          },
          'With four potions each, the round often ends when the supplies run out.',
        ],
      },
      {
        id: 'resolution',
        title: 'Judging a scene',
        body: [
          'All tokens on the row are turned face up. Each card walks its check order, humour by humour, and the **first humour that wins ends the card**:',
          {
            list: [
              'A humour that fails (two cholerics, a lone sanguine, three melancholics) just lets the check go on.',
              'A lone melancholic at a location scene **escapes**: it goes to a neighbouring location, and the check goes on.',
              'Tokens that neither win nor escape go back to their owners’ bags.',
            ],
          },
          {
            example:
              'The Grand Tourney (choleric first) holds two cholerics and one phlegmatic. The cholerics cancel, nobody is sanguine or melancholic, so the lone phlegmatic wins.',
          },
          'Winners and escapers may belong to different players: all of them go to the board.',
        ],
      },
      {
        id: 'board-placement',
        title: 'Onto the kingdom board',
        body: [
          'Thirty locations in six zones, joined by paths; every path between zones crosses the river on a bridge.',
          { fig: 'board' },
          {
            list: [
              'Winners of a location scene go to that location by themselves.',
              'An escaper goes to a **neighbour** of the scene’s location: its owner chooses (click a lit location).',
              'Winners of an animal scene choose any location of its zone.',
              'Winners of a party choose **any** location.',
            ],
          },
          'Board tokens stay face up for the rest of the game; any number of tokens share a location.',
        ],
      },
      {
        id: 'goals',
        title: 'Goals and markers',
        body: [
          'After the board placements, every player who now meets a goal puts a marker on it (once per goal). Goals are shared: several players may mark the same goal.',
          {
            mouse: 'Hover a goal to see your best partial match lit on the board.',
            touch: 'Touch and hold a goal to see your best partial match lit on the board.',
          },
        ],
      },
      {
        id: 'parties',
        title: 'Party tiles',
        body: [
          'Six party tiles wait beside the row from the first round. You may place tokens on them like on scenes, but a player may have only **one** token on a party tile (two in a two-player game).',
          'Each new marker lets its owner choose one unresolved party: it is judged at once, and its winners settle anywhere on the board. A judged party turns to its sealed side and takes no more tokens. An empty party may be chosen too.',
          { fig: 'parties', caption: 'A party waiting for tokens, and a sealed one.' },
        ],
      },
      {
        id: 'end',
        title: 'The end of the game',
        body: [
          'After a round is cleaned up, the game ends if all six parties are resolved, or fewer than four scene cards are left, or a player could not refill a supply of four (supply and bag together hold fewer than four tokens).',
          'A last goal check follows (without parties). The most markers wins; ties go to more board tokens, then to more locations held, and otherwise the victory is shared.',
        ],
      },
      {
        id: 'hidden',
        title: 'What is hidden',
        body: [
          'You see the humours of your own supply and your own face-down tokens; others see only where they lie. With several people at one device, a curtain asks the next person to take the seat before anything private is shown.',
        ],
      },
    ],
  },
  ru: {
    title: 'Четыре темперамента',
    lead: 'Для 2–4 зельеваров: выставляйте зелья лицом вниз, блефуйте и расселяйтесь по королевству.',
    sections: [
      {
        id: 'goal',
        title: 'Цель игры',
        body: [
          'Каждый игрок варит зелья четырёх темпераментов и тайком, лицом вниз, подкладывает их жителям сцен и вечеринок. Когда сцену решают, её победители поселяются на **поле королевства**. Селитесь так, как просят четыре **карты целей**: за каждую выполненную цель — жетон. Больше жетонов — победа.',
          {
            fig: 'goals',
            caption: 'Три из двенадцати целей: треугольник соседей, перекрёсток, два моста, занятых с обоих концов.',
          },
        ],
      },
      {
        id: 'humours',
        title: 'Четыре темперамента',
        body: [
          'У каждого игрока 20 жетонов-зелий: по пять каждого темперамента. На лице — эмблема темперамента (её видно и без цвета), на обороте — только печать владельца.',
          { fig: 'humours' },
          {
            list: [
              '**Холерик** (пламя) побеждает **один**: двое и больше гасят друг друга.',
              '**Сангвиник** (сердце) побеждает **в компании**: двое и больше побеждают вместе, одинокий проигрывает.',
              '**Меланхолик** (полумесяц) побеждает **ровно парой**: трое и больше проигрывают, а одинокий ускользает в соседнее место.',
              '**Флегматик** (волна) побеждает всегда, даже один, но проверяется обычно последним.',
            ],
          },
          { fig: 'backs', caption: 'Обороты жетонов: цвет и печать владельца, и ничего больше.' },
        ],
      },
      {
        id: 'residents',
        title: 'Жители принимают два темперамента',
        body: [
          'Каждый житель сцены принимает ровно два темперамента — они нарисованы на его ячейке двумя половинками круга. Жетон можно положить только жителю, чья пара включает его темперамент.',
          {
            list: [
              'Рыцарь: холерик или флегматик · Вельможа: холерик или сангвиник · Чародей: холерик или меланхолик',
              'Менестрель: сангвиник или меланхолик · Монахиня: меланхолик или флегматик · Крестьянин: сангвиник или флегматик',
              'В сценах с животными свои пары у зверей (гончая, волк, медведь, соловей, олень, сова).',
            ],
          },
          'Поэтому все знают, что скрытый жетон — **один из двух**, но не знают, какой. В этом весь блеф.',
        ],
      },
      {
        id: 'scenes',
        title: 'Сцены и порядок проверки',
        body: [
          'Каждый раунд выкладываются четыре карты сцен. Большинство происходит в **локации** поля; **сцена с животными** происходит где угодно в одной зоне. Ряд эмблем внизу карты — её **порядок проверки**: когда сцену решают, темпераменты проверяются в этом порядке.',
          {
            fig: 'scene',
            caption:
              '«Спор мельника» проверяет холерика, сангвиника, меланхолика, флегматика; «Волчья зима» — сцена с животными Пепельных холмов.',
          },
        ],
      },
      {
        id: 'supply',
        title: 'Запас: четыре зелья за раунд',
        body: [
          'В начале каждого раунда каждый игрок тянет жетоны из мешочка, пока в запасе не станет **четыре**. Во время раунда ничего не тянут: четыре зелья — всё, что у вас есть до следующего раунда.',
          'Жетоны, оставшиеся после паса, лежат в запасе и входят в следующие четыре.',
          {
            note: 'Вариант «Ровный запас» (правило первой редакции): после каждого хода вы сразу тянете новый жетон из мешочка. Тогда стол переспрашивает перед ходом: взятый жетон назад не вернуть.',
          },
        ],
      },
      {
        id: 'turn',
        title: 'Ход',
        body: [
          'Ходят по очереди по часовой стрелке; первый игрок каждый раунд сдвигается на одного. В свой ход сделайте одно:',
          {
            list: [
              '**Выставьте** жетон из запаса лицом вниз на свободного жителя, принимающего его темперамент, — на карте сцены или плитке вечеринки.',
              '**Спасуйте.** Спасовавший может выставить жетон в следующий свой ход.',
            ],
          },
          'Игрок с пустым запасом пасует сам.',
        ],
      },
      {
        id: 'placing',
        title: 'Как выставить жетон',
        body: [
          {
            mouse:
              'Нажмите на жетон в запасе (или клавишу 1–4): подсветятся жители, которые его примут. Нажмите на одного из них; наведите на любую другую ячейку — стол скажет, почему нельзя.',
            touch:
              'Коснитесь жетона в запасе: подсветятся жители, которые его примут. Коснитесь одного из них; коснитесь любой другой ячейки — стол скажет, почему нельзя.',
          },
          {
            list: [
              'Один жетон на жителя; на одной сцене можно занять и нескольких жителей самому.',
              'Жетоны принимают только четыре сцены этого раунда и ещё не решённые вечеринки.',
            ],
          },
          {
            example:
              'У вас сангвиник. В «Споре мельника» подсветятся крестьяне (сангвиник или флегматик) и вельможа (холерик или сангвиник); больше его никто не примет.',
          },
        ],
      },
      {
        id: 'round-end',
        title: 'Когда кончается раунд',
        body: [
          'Раунд кончается сразу, когда:',
          {
            list: [
              'заполнены две карты сцен ряда (вечеринки не в счёт), или',
              'запасы всех игроков пусты, или',
              'все спасовали подряд после последнего выставленного жетона.',
            ],
          },
          'Когда у каждого по четыре зелья, раунд часто кончается вместе с запасами.',
        ],
      },
      {
        id: 'resolution',
        title: 'Как решается сцена',
        body: [
          'Все жетоны ряда переворачиваются. Каждая карта идёт по своему порядку проверки, темперамент за темпераментом, и **первый победивший темперамент завершает карту**:',
          {
            list: [
              'Проигравший темперамент (два холерика, одинокий сангвиник, три меланхолика) просто пропускает проверку дальше.',
              'Одинокий меланхолик в сцене с локацией **ускользает** в соседнюю локацию, а проверка идёт дальше.',
              'Жетоны, которые не победили и не ускользнули, возвращаются в мешочки владельцев.',
            ],
          },
          {
            example:
              '«Большой турнир» (сначала холерик): два холерика и флегматик. Холерики гасят друг друга, сангвиников и меланхоликов нет — побеждает одинокий флегматик.',
          },
          'Победители и ускользнувшие могут принадлежать разным игрокам: все они идут на поле.',
        ],
      },
      {
        id: 'board-placement',
        title: 'На поле королевства',
        body: [
          'Тридцать локаций в шести зонах, связанных дорогами; каждая дорога между зонами пересекает реку по мосту.',
          { fig: 'board' },
          {
            list: [
              'Победители сцены с локацией сами встают в эту локацию.',
              'Ускользнувший идёт в **соседнюю** с локацией сцены: выбирает владелец (нажмите на подсвеченную локацию).',
              'Победители сцены с животными выбирают любую локацию её зоны.',
              'Победители вечеринки выбирают **любую** локацию.',
            ],
          },
          'Жетоны на поле лежат лицом вверх до конца игры; в одной локации может быть сколько угодно жетонов.',
        ],
      },
      {
        id: 'goals',
        title: 'Цели и жетоны целей',
        body: [
          'После размещения на поле каждый игрок, который теперь выполняет цель, кладёт на неё жетон (один раз на цель). Цели общие: одну цель могут отметить несколько игроков.',
          {
            mouse: 'Наведите на цель — на поле подсветится ваше лучшее частичное совпадение.',
            touch: 'Задержите палец на цели — на поле подсветится ваше лучшее частичное совпадение.',
          },
        ],
      },
      {
        id: 'parties',
        title: 'Вечеринки',
        body: [
          'Шесть плиток вечеринок лежат рядом с рядом сцен с первого раунда. На них выставляют жетоны, как на сцены, но у игрока может быть только **один** жетон на плитке вечеринки (два — в игре вдвоём).',
          'Каждый новый жетон цели позволяет владельцу выбрать одну нерешённую вечеринку: она сразу решается, а её победители селятся где угодно на поле. Решённая вечеринка переворачивается запечатанной стороной и жетонов больше не принимает. Можно выбрать и пустую.',
          { fig: 'parties', caption: 'Вечеринка ждёт жетонов — и запечатанная.' },
        ],
      },
      {
        id: 'end',
        title: 'Конец игры',
        body: [
          'После уборки раунда игра кончается, если решены все шесть вечеринок, или в колоде меньше четырёх сцен, или кто-то не сможет снова набрать запас из четырёх (в запасе и мешочке вместе меньше четырёх жетонов).',
          'Затем последняя проверка целей (без вечеринок). Больше жетонов целей — победа; при равенстве — больше жетонов на поле, затем больше занятых локаций, иначе победа общая.',
        ],
      },
      {
        id: 'hidden',
        title: 'Что скрыто',
        body: [
          'Вы видите темпераменты своего запаса и своих жетонов лицом вниз; другие видят только, где они лежат. Если за одним устройством несколько человек, занавес просит следующего сесть за стол, прежде чем показать скрытое.',
        ],
      },
    ],
  },
};

export default book;
