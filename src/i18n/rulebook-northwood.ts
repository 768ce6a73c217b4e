/** The rulebook of For Northwood! in player words (from ../shared/rules/northwood.md), both languages. */
import type { BilingualBook } from '../rulebook/types';

const book: BilingualBook = {
  en: {
    title: 'For Northwood!',
    lead: 'A solo card game of polite conversation: win exactly as many tricks as each fief asks for.',
    sections: [
      {
        id: 'goal',
        title: 'The aim',
        body: [
          'You travel through the eight fiefs of Northwood. In each one you talk with its ruler, one dialogue at a time. Every fief card shows a **number**: win exactly that many dialogues (tricks) there, no more and no fewer, and the ruler becomes your friend. The fief then gives you its **stars**.',
          'After eight visits, add up the stars of your friendly fiefs. Reach the target of your difficulty to win: 16 stars for Standard, 18 for Advanced, 20 for Idealist.',
          {
            fig: 'fiefs',
            caption:
              'Fiefs 0 and 7 are worth 4 stars each; a friendly fief wears its ruler’s seal; a failed one lies face down.',
          },
        ],
      },
      {
        id: 'cards',
        title: 'The dialogue cards',
        body: [
          'There are 32 dialogue cards: four suits — **Claws, Flowers, Leaves and Eyes** — with the values 1 to 8 in each. A card has nothing else on it: its suit and its number are all that matter.',
          { fig: 'suits' },
          'Each ruler has a favourite topic: the suit of the ruler’s card. At that ruler’s fief, this suit is **trump**.',
          {
            fig: 'rulers',
            caption: 'The Leaves King makes Leaves trump at his fief; the Flowers Queen makes Flowers trump at hers.',
          },
        ],
      },
      {
        id: 'visit',
        title: 'A visit',
        body: [
          'You always look at your hand first: eight cards, drawn before you choose where to go. Then pick any fief you have not visited yet. Each fief is visited once only.',
          {
            list: [
              'Choose a fief that suits your hand: few high cards suit a low number, many strong and trump cards suit a high one.',
              'If you have friendly rulers, you may send them along as substitutes (see below).',
              'Then the dialogues begin, and they go on until your hand or the deck runs out.',
            ],
          },
          {
            example:
              'Your hand holds few high cards and no Leaves. Brambleford (2) is ruled by the Leaves King: Leaves are trump there, and you can hope to win exactly two dialogues.',
          },
        ],
      },
      {
        id: 'dialogue',
        title: 'A dialogue',
        body: [
          'The ruler speaks first: the top card of the deck is turned face up. This is the **statement**. You answer with one card from your hand, your **response**.',
          {
            list: [
              '**Follow suit:** if you have a card of the statement’s suit, you must play one.',
              'If you have none, you may play any card.',
              'You **win** the dialogue with a higher card of the same suit, or with a trump when the statement is not trump.',
              'A card of another suit that is not trump always loses. Equal numbers never happen in one suit.',
            ],
          },
          { fig: 'trick', caption: 'Claws 8 answers Claws 5: higher in the same suit, so the dialogue is won.' },
          'A won response goes onto your **tricks pile**; a lost one to the discard. Your tricks are simply the cards in that pile.',
          {
            example:
              'Leaves are trump. The statement is Flowers 7 and you have no Flowers: play Leaves 1 and win, or play a Claws card and lose on purpose.',
          },
          { fig: 'trump' },
        ],
      },
      {
        id: 'trump',
        title: 'Trump, and losing on purpose',
        body: [
          'A trump statement can only be beaten by a higher trump. When you need to lose, play the highest card that still loses; when you need to win, the lowest card that still wins.',
          'Exactness is the whole game: at a fief numbered 2, a third won dialogue ruins the visit just as surely as winning only one. Plan which cards you will shed before they are forced to win.',
          {
            note: 'Counting cards is fair: the table shows the discard, the tricks pile and which cards are still unseen.',
          },
        ],
      },
      {
        id: 'allies',
        title: 'Allies',
        body: [
          'Four allies travel with you, one in each suit’s slot. In the introductory game they are the four Jacks; in the full game the first character of each suit turned up becomes its ally.',
          { fig: 'allies' },
          'Each ally may use its ability **once per visit**. Turn the card sideways to show it has helped; it stands up again at the next visit.',
        ],
      },
      {
        id: 'abilities',
        title: 'Using abilities',
        body: [
          {
            list: [
              'At most **one ability per dialogue**, and always **before** the statement is revealed.',
              'Each ally only once per visit.',
              'An ability is carried out in full. If it can do nothing at the moment, you may still use it, but it does nothing and the ally is spent.',
              'Some abilities ask you to choose cards, a pile, a suit or a fief: the table offers only what the ability allows.',
            ],
          },
          {
            mouse:
              'To use one, click the ally before you reveal the statement; right-click any card, or rest the pointer on it, to read it large.',
            touch:
              'To use one, tap the ally before you reveal the statement; touch and hold any card to read it large.',
          },
          {
            example:
              'The Eyes Jack draws two cards, then you discard any two from your hand. Use it early to get rid of cards that would win when you want to lose.',
          },
          {
            fig: 'crowned',
            caption: 'Crowned characters (♛) appear only in the full game, with abilities of their own.',
          },
        ],
      },
      {
        id: 'substitutes',
        title: 'Friendly rulers as substitutes',
        body: [
          'A ruler you have befriended may stand in for one of your allies during one visit. Choose substitutes right after you choose the fief; you may still go back and pick another fief until you confirm.',
          {
            list: [
              'The substitute covers the ally in a slot and lends its own ability for this visit.',
              'After the visit the substitute leaves for good. Its fief stays friendly and keeps its stars.',
              'A ruler can stand in only once, and only in one slot.',
            ],
          },
        ],
      },
      {
        id: 'deck',
        title: 'The deck and what you may know',
        body: [
          'The order of the deck is hidden. Some abilities let you look at its top cards or put cards back: those cards stay known, and the table marks them.',
          { fig: 'deck' },
          'Once a card has been revealed there is no going back: only the choice of substitutes can be taken back.',
        ],
      },
      {
        id: 'visit-end',
        title: 'The end of a visit',
        body: [
          'A visit ends when your hand or the deck is empty, always after a whole dialogue or a whole ability. Then count your tricks:',
          {
            list: [
              'Exactly the fief’s number: the ruler becomes **friendly**, and the fief scores its stars at the end.',
              'Any other number: the fief **fails** and its ruler leaves the game.',
            ],
          },
          'All 32 cards are then shuffled together, and you draw a new hand of eight for the next visit.',
          { example: 'At Mossbarrow (0) you must win nothing at all. A hand of low cards and many suits does it.' },
        ],
      },
      {
        id: 'end',
        title: 'The end of the game',
        body: [
          'After the eighth visit, add the stars of your friendly fiefs. You win if you reach your target. Medals go by stars whatever the difficulty: 16 Bronze, 18 Silver, 20 Gold.',
          'When the target can no longer be reached, you may end the game early (concede) with the stars you have.',
        ],
      },
      {
        id: 'challenges',
        title: 'Challenges',
        body: [
          'Challenges change one rule and set their own target. For example:',
          {
            list: [
              '**The King’s Road:** after the first visit, go only to a fief next to one you have visited.',
              '**Blind Envoy:** you see your hand only after choosing the fief.',
              '**No Stand-ins:** no substitutes.',
              '**Two Voices:** at most two abilities per visit.',
            ],
          },
          { note: 'The challenge sheet in the new-game menu describes each one.' },
        ],
      },
    ],
  },
  ru: {
    title: '«За Нортвуд!»',
    lead: 'Одиночная карточная игра о вежливой беседе: возьмите ровно столько взяток, сколько просит каждый феод.',
    sections: [
      {
        id: 'goal',
        title: 'Цель игры',
        body: [
          'Вы объезжаете восемь феодов Нортвуда. В каждом вы беседуете с правителем — диалог за диалогом. На карте феода стоит **число**: выиграйте там ровно столько диалогов (взяток), не больше и не меньше, — и правитель станет вам другом. Тогда феод принесёт свои **звёзды**.',
          'После восьми визитов сложите звёзды дружественных феодов. Наберите цель своей сложности — и вы победили: 16 звёзд на Стандарте, 18 на Продвинутом, 20 на Идеалисте.',
          {
            fig: 'fiefs',
            caption:
              'Феоды 0 и 7 приносят по 4 звезды; на дружественном феоде — печать правителя; неудавшийся лежит лицом вниз.',
          },
        ],
      },
      {
        id: 'cards',
        title: 'Карты диалогов',
        body: [
          'Карт диалогов 32: четыре масти — **Когти, Цветы, Листья и Глаза** — и в каждой числа от 1 до 8. Больше на карте ничего нет: важны только масть и число.',
          { fig: 'suits' },
          'У каждого правителя есть любимая тема — масть его карты. В его феоде эта масть — **козырь**.',
          { fig: 'rulers', caption: 'В феоде Короля Листьев козыри — Листья; в феоде Королевы Цветов — Цветы.' },
        ],
      },
      {
        id: 'visit',
        title: 'Визит',
        body: [
          'Сначала вы всегда смотрите на руку: восемь карт берутся до выбора феода. Потом выберите любой феод, где вы ещё не были. В каждый феод приезжают один раз.',
          {
            list: [
              'Выбирайте феод под руку: мало старших карт — под малое число, много сильных и козырных — под большое.',
              'Если у вас есть дружественные правители, их можно взять с собой на замену (см. ниже).',
              'Затем начинаются диалоги — пока не кончится рука или колода.',
            ],
          },
          {
            example:
              'В руке мало старших карт и нет Листьев. В Ежевичном Броде (2) правит Король Листьев: там козыри — Листья, и можно надеяться выиграть ровно два диалога.',
          },
        ],
      },
      {
        id: 'dialogue',
        title: 'Диалог',
        body: [
          'Первым говорит правитель: верхняя карта колоды открывается. Это его **заявление**. Вы отвечаете одной картой с руки — это **ответ**.',
          {
            list: [
              '**Играйте в масть:** если у вас есть карта масти заявления, сыграйте её.',
              'Если такой нет, можно сыграть любую карту.',
              'Вы **выигрываете** диалог старшей картой той же масти или козырем, если заявление не козырное.',
              'Карта другой, не козырной масти всегда проигрывает. Равных чисел в одной масти не бывает.',
            ],
          },
          { fig: 'trick', caption: 'Когти 8 в ответ на Когти 5: старше в той же масти — диалог выигран.' },
          'Выигравший ответ ложится в **стопку взяток**, проигравший — в сброс. Ваши взятки — это просто карты в этой стопке.',
          {
            example:
              'Козыри — Листья. Заявлены Цветы 7, а Цветов у вас нет: сыграйте Листья 1 и выиграйте — или сыграйте Когти и нарочно проиграйте.',
          },
          { fig: 'trump' },
        ],
      },
      {
        id: 'trump',
        title: 'Козыри и проигрыш нарочно',
        body: [
          'Козырное заявление бьётся только старшим козырем. Если нужно проиграть, сыграйте самую старшую карту, которая ещё проигрывает; если нужно выиграть — самую младшую, которая ещё выигрывает.',
          'Вся игра — в точности: в феоде с числом 2 третья выигранная взятка губит визит так же верно, как одна-единственная. Заранее сбрасывайте карты, которые позже будут вынуждены выиграть.',
          { note: 'Считать карты честно: на столе видны сброс, стопка взяток и карты, которые ещё не выходили.' },
        ],
      },
      {
        id: 'allies',
        title: 'Союзники',
        body: [
          'С вами путешествуют четыре союзника — по одному на место каждой масти. В вводной игре это четыре Валета; в полной союзником масти становится первый открытый персонаж этой масти.',
          { fig: 'allies' },
          'Каждый союзник применяет своё свойство **один раз за визит**. Карта поворачивается боком — союзник уже помог; к следующему визиту она снова встаёт.',
        ],
      },
      {
        id: 'abilities',
        title: 'Свойства',
        body: [
          {
            list: [
              'Не больше **одного свойства за диалог** и всегда **до** того, как откроется заявление.',
              'Каждый союзник — один раз за визит.',
              'Свойство выполняется полностью. Если сейчас оно ничего не может, его всё равно можно применить: ничего не случится, а союзник будет потрачен.',
              'Некоторые свойства просят выбрать карты, стопку, масть или феод: стол предлагает только то, что свойство позволяет.',
            ],
          },
          {
            mouse:
              'Чтобы применить свойство, нажмите на союзника до открытия заявления; щёлкните правой кнопкой по любой карте или задержите на ней указатель, чтобы прочесть её крупно.',
            touch:
              'Чтобы применить свойство, коснитесь союзника до открытия заявления; задержите палец на любой карте, чтобы прочесть её крупно.',
          },
          {
            example:
              'Валет Глаз берёт две карты, затем вы сбрасываете любые две с руки. Применяйте его рано, чтобы избавиться от карт, которые выиграют, когда вам нужно проиграть.',
          },
          { fig: 'crowned', caption: 'Коронованные персонажи (♛) бывают только в полной игре, со своими свойствами.' },
        ],
      },
      {
        id: 'substitutes',
        title: 'Дружественные правители на замену',
        body: [
          'Правитель, ставший вам другом, может на один визит заменить союзника. Замены выбираются сразу после выбора феода; пока вы не подтвердили их, можно вернуться и выбрать другой феод.',
          {
            list: [
              'Замена закрывает союзника на его месте и на этот визит даёт своё свойство.',
              'После визита замена уходит навсегда. Её феод остаётся дружественным и сохраняет звёзды.',
              'Правитель может заменить союзника только раз и только на одном месте.',
            ],
          },
        ],
      },
      {
        id: 'deck',
        title: 'Колода и что можно знать',
        body: [
          'Порядок карт в колоде скрыт. Некоторые свойства позволяют посмотреть верхние карты или вернуть карты в колоду: такие карты остаются известными, и стол их отмечает.',
          { fig: 'deck' },
          'Открытую карту назад не вернёшь: отменить можно только выбор замен.',
        ],
      },
      {
        id: 'visit-end',
        title: 'Конец визита',
        body: [
          'Визит кончается, когда пуста рука или колода, — всегда после целого диалога или целого свойства. Тогда посчитайте взятки:',
          {
            list: [
              'Ровно число феода: правитель становится **дружественным**, феод в конце принесёт звёзды.',
              'Любое другое число: визит **не удался**, правитель уходит из игры.',
            ],
          },
          'Затем все 32 карты замешиваются вместе, и вы берёте новую руку из восьми карт на следующий визит.',
          {
            example:
              'В Моховом Кургане (0) нельзя выиграть ни одного диалога. Поможет рука из младших карт разных мастей.',
          },
        ],
      },
      {
        id: 'end',
        title: 'Конец игры',
        body: [
          'После восьмого визита сложите звёзды дружественных феодов. Набрали цель — победа. Медали даются по звёздам при любой сложности: 16 — бронза, 18 — серебро, 20 — золото.',
          'Если цель уже недостижима, можно закончить игру раньше (сдаться) с набранными звёздами.',
        ],
      },
      {
        id: 'challenges',
        title: 'Испытания',
        body: [
          'Испытание меняет одно правило и ставит свою цель. Например:',
          {
            list: [
              '**Королевский тракт:** после первого визита ехать можно только в феод рядом с уже посещённым.',
              '**Слепой посол:** руку вы видите только после выбора феода.',
              '**Без замен:** замены запрещены.',
              '**Два голоса:** не больше двух свойств за визит.',
            ],
          },
          { note: 'Каждое испытание описано в меню новой игры.' },
        ],
      },
    ],
  },
};

export default book;
