/**
 * Contact sheet of every Four Temperaments picture, in English and Russian where the lettering differs:
 *   npx tsx scripts/art-sheet.ts /tmp/temperaments-sheet.png scripts/art/sheets/temperaments.ts --cell 200
 * FT_SHEET=board|scenes|parties|goals|tokens|residents|locations picks one group; FT_LANG=en|ru one language.
 * The names and tables below are samples from the rules file (§2); the game passes its own content and i18n.
 */
import '../raw-svg';
import { HUMAN_TYPES } from '../../../machines/temperaments/content';
import type { Picture } from '../../../src/art/compose';

type Lang = 'en' | 'ru';
type Item = { name: string; picture?: Picture; svg?: string };

/** The rules' short codes of people: Kn, No, So, Mi, Nu, Pe. */
const R: Record<string, string> = Object.fromEntries(HUMAN_TYPES.map((t) => [t[0]?.toUpperCase() + t.slice(1, 2), t]));
const res = (s: string) => s.split(' ').map((c) => R[c] ?? c);

export const ZONES: [string, string, string, number, number, number, number][] = [
  ['zone-a', 'Ashen Hills', 'Пепельные холмы', 0, 0, 253, 280],
  ['zone-b', 'Crownlands', 'Коронные земли', 253, 0, 507, 280],
  ['zone-c', 'Greywater Fens', 'Серые топи', 507, 0, 760, 280],
  ['zone-d', 'Greenvale', 'Зелёный дол', 0, 280, 253, 560],
  ['zone-e', 'Mirrormere', 'Зеркальное озеро', 253, 280, 507, 560],
  ['zone-f', 'Wildwood', 'Дремучий лес', 507, 280, 760, 560],
];

/** [id, zone, kind, en, ru, x, y] — rules §2.3. */
export const LOCATIONS: [string, string, string, string, string, number, number][] = [
  ['loc-keep', 'a', 'keep', 'Old Keep', 'Старая крепость', 55, 55],
  ['loc-barrow', 'a', 'wild', 'Barrow Downs', 'Курганы', 185, 45],
  ['loc-mill', 'a', 'hamlet', 'Windmill', 'Ветряная мельница', 125, 135],
  ['loc-hermitage', 'a', 'shrine', 'Hermitage', 'Скит отшельника', 45, 215],
  ['loc-forge', 'a', 'market', 'Smithy', 'Кузница', 200, 220],
  ['loc-kingswood', 'b', 'wild', "King's Wood", 'Королевский лес', 300, 55],
  ['loc-palace', 'b', 'keep', 'Royal Palace', 'Королевский дворец', 400, 50],
  ['loc-tourney', 'b', 'market', 'Tourney Ground', 'Ристалище', 330, 165],
  ['loc-cathedral', 'b', 'shrine', 'Cathedral', 'Собор', 460, 140],
  ['loc-vineyard', 'b', 'hamlet', 'Vineyard', 'Виноградник', 420, 225],
  ['loc-watchtower', 'c', 'keep', 'Watchtower', 'Сторожевая башня', 560, 60],
  ['loc-bog', 'c', 'wild', 'Wisp Bog', 'Болото огоньков', 690, 50],
  ['loc-fishmarket', 'c', 'market', 'Fish Market', 'Рыбный торг', 570, 200],
  ['loc-chapel', 'c', 'shrine', 'Drowned Chapel', 'Затонувшая часовня', 700, 150],
  ['loc-stilts', 'c', 'hamlet', 'Stilt Village', 'Деревня на сваях', 655, 228],
  ['loc-manor', 'd', 'keep', 'Manor', 'Усадьба', 60, 340],
  ['loc-orchard', 'd', 'hamlet', 'Orchard', 'Яблоневый сад', 180, 330],
  ['loc-well', 'd', 'shrine', 'Holy Well', 'Святой источник', 120, 420],
  ['loc-glade', 'd', 'wild', 'Fairy Glade', 'Волшебная поляна', 45, 500],
  ['loc-fair', 'd', 'market', 'Midsummer Fair', 'Летняя ярмарка', 195, 495],
  ['loc-tavern', 'e', 'market', 'Tavern', 'Таверна', 310, 335],
  ['loc-lakecastle', 'e', 'keep', 'Lake Castle', 'Замок на озере', 450, 340],
  ['loc-swanisle', 'e', 'wild', 'Swan Isle', 'Лебединый остров', 385, 420],
  ['loc-abbey', 'e', 'shrine', 'Abbey', 'Аббатство', 300, 500],
  ['loc-brookside', 'e', 'hamlet', 'Brookside', 'Деревня у ручья', 455, 495],
  ['loc-ruin', 'f', 'keep', 'Ruined Tower', 'Разрушенная башня', 570, 335],
  ['loc-lodge', 'f', 'market', 'Hunting Lodge', 'Охотничий домик', 700, 340],
  ['loc-hollow', 'f', 'wild', "Witch's Hollow", 'Ведьмина лощина', 630, 415],
  ['loc-stones', 'f', 'shrine', 'Standing Stones', 'Стоячие камни', 560, 500],
  ['loc-woodcutters', 'f', 'hamlet', "Woodcutters' Hamlet", 'Хутор лесорубов', 705, 490],
];

const PATHS =
  'keep-barrow keep-mill barrow-mill keep-hermitage hermitage-mill mill-forge kingswood-palace kingswood-tourney palace-tourney palace-cathedral cathedral-vineyard tourney-vineyard watchtower-bog bog-chapel chapel-stilts stilts-fishmarket fishmarket-watchtower watchtower-stilts manor-orchard manor-well orchard-well well-glade well-fair glade-fair tavern-lakecastle tavern-swanisle lakecastle-swanisle tavern-abbey swanisle-brookside abbey-brookside ruin-lodge ruin-hollow lodge-hollow hollow-stones hollow-woodcutters stones-woodcutters';
const BRIDGES =
  'barrow-kingswood forge-tourney cathedral-watchtower hermitage-manor vineyard-lakecastle tourney-tavern fishmarket-ruin stilts-lodge orchard-tavern fair-abbey brookside-stones';
export const EDGES = [
  ...PATHS.split(' ').map((e) => ({ e, bridge: false })),
  ...BRIDGES.split(' ').map((e) => ({ e, bridge: true })),
].map(({ e, bridge }) => {
  const [a, b] = e.split('-');
  return { a: `loc-${a}`, b: `loc-${b}`, bridge };
});

/** [id, en, ru, residents, order, animal zone] — rules §2.4. */
export const SCENES: [string, string, string, string, string, string?][] = [
  ['scene-keep', 'Siege of the Old Keep', 'Осада старой крепости', 'Kn Kn No So', 'CPSM'],
  ['scene-barrow', 'Whispers in the Barrows', 'Шёпот курганов', 'So Nu Pe', 'MCSP'],
  ['scene-mill', "The Miller's Wager", 'Спор мельника', 'Pe Pe No', 'CSMP'],
  ['scene-hermitage', "The Hermit's Vigil", 'Бдение отшельника', 'Nu Kn', 'PMSC'],
  ['scene-forge', 'A Sword Reforged', 'Перекованный меч', 'Kn So No', 'CPSM'],
  ['scene-wolves', 'Wolf Winter', 'Волчья зима', 'wolf wolf Kn Pe', 'CSMP', 'zone-a'],
  ['scene-kingswood', 'Poachers!', 'Браконьеры!', 'Pe Kn So', 'CSMP'],
  ['scene-palace', "The King's Audience", 'Королевская аудиенция', 'No No Kn Mi', 'CSMP'],
  ['scene-tourney', 'The Grand Tourney', 'Большой турнир', 'Kn Kn No', 'CSMP'],
  ['scene-cathedral', 'Coronation Mass', 'Коронационная месса', 'Nu Nu No Mi', 'PMSC'],
  ['scene-vineyard', 'The Grape Harvest', 'Сбор винограда', 'Pe Mi', 'SCMP'],
  ['scene-hunt', 'The Royal Hunt', 'Королевская охота', 'hound hound stag No', 'CSMP', 'zone-b'],
  ['scene-watchtower', 'Beacon Fire', 'Сигнальный огонь', 'Kn So', 'CPSM'],
  ['scene-bog', 'Lights over the Bog', 'Огни над болотом', 'So Mi Nu', 'MCSP'],
  ['scene-fishmarket', 'The Haggle', 'Торг', 'No Pe Mi', 'SCMP'],
  ['scene-chapel', 'Bells under Water', 'Колокола под водой', 'Nu Nu Mi', 'MCSP'],
  ['scene-stilts', 'The Spring Flood', 'Весенний паводок', 'Pe No Nu Kn', 'PMSC'],
  ['scene-owls', 'Owl-Light', 'Совиные сумерки', 'owl owl nightingale', 'MCSP', 'zone-c'],
  ['scene-manor', 'The Dowry Dispute', 'Спор о приданом', 'No No Nu', 'CSMP'],
  ['scene-orchard', 'Cider Pressing', 'Сидровый пресс', 'Pe Nu Mi No', 'SCMP'],
  ['scene-well', 'Pilgrims at the Well', 'Паломники у источника', 'Nu Pe Kn', 'PMSC'],
  ['scene-glade', 'The Fairy Dance', 'Хоровод фей', 'Mi So', 'MCSP'],
  ['scene-fair', 'Jugglers at the Fair', 'Жонглёры на ярмарке', 'Mi Mi Pe No', 'SCMP'],
  ['scene-hart', 'The White Hart', 'Белый олень', 'stag hound Pe', 'SCMP', 'zone-d'],
  ['scene-tavern', 'Songs at the Tavern', 'Песни в таверне', 'Kn Pe Mi No', 'SCMP'],
  ['scene-lakecastle', 'Feud at the Lake Castle', 'Распря в замке на озере', 'Kn No So', 'CSMP'],
  ['scene-swanisle', 'The Swan Maiden', 'Лебединая дева', 'So Mi', 'SCMP'],
  ['scene-abbey', 'Vow of Silence', 'Обет молчания', 'Nu Nu Pe So', 'PMSC'],
  ['scene-brookside', 'Wedding by the Brook', 'Свадьба у ручья', 'Pe Nu', 'SCMP'],
  [
    'scene-nightingale',
    'The Nightingale Contest',
    'Состязание соловьёв',
    'nightingale nightingale Mi',
    'SCMP',
    'zone-e',
  ],
  ['scene-ruin', 'Ghost in the Tower', 'Призрак в башне', 'So Kn Nu', 'MCSP'],
  ['scene-lodge', "The Huntsmen's Feast", 'Пир охотников', 'No Kn Mi', 'CSMP'],
  ['scene-hollow', "The Witch's Brew", 'Ведьмино варево', 'So So Mi', 'MCSP'],
  ['scene-stones', 'Rite at the Stones', 'Обряд у камней', 'So So Nu Pe', 'MCSP'],
  ['scene-woodcutters', "The Woodcutters' Bargain", 'Сделка лесорубов', 'Pe Kn', 'CPSM'],
  ['scene-bear', 'The Honey Bear', 'Медведь-бортник', 'bear bear wolf Pe', 'CPSM', 'zone-f'],
];

/** [id, en, ru, residents, order] — rules §2.5. */
export const PARTIES: [string, string, string, string, string][] = [
  ['party-1', 'Royal Wedding', 'Королевская свадьба', 'No No Mi Nu', 'SCMP'],
  ['party-2', 'Harvest Home', 'Праздник урожая', 'Pe Pe Mi Kn', 'CSMP'],
  ['party-3', 'Masked Ball', 'Бал-маскарад', 'No So Mi Kn', 'MCSP'],
  ['party-4', "Saint's Day", 'Престольный праздник', 'Nu Pe Kn', 'PMSC'],
  ['party-5', 'Victory Banquet', 'Победный пир', 'Kn No So', 'CPSM'],
  ['party-6', 'Twelfth Night', 'Святки', 'Mi Pe So', 'SCMP'],
];

/** [id, en, ru] — rules §2.6. */
export const GOALS: [string, string, string][] = [
  ['goal-six-realms', 'Six Realms', 'Шесть земель'],
  ['goal-bridges', 'Keepers of Bridges', 'Хранители мостов'],
  ['goal-kings-road', "The King's Road", 'Королевский тракт'],
  ['goal-pilgrims-way', "Pilgrims' Way", 'Путь паломников'],
  ['goal-whole-court', 'The Whole Court', 'Весь двор'],
  ['goal-balance', 'Balance of Humours', 'Равновесие темпераментов'],
  ['goal-dominion', 'Dominion', 'Владычество'],
  ['goal-crossroads', 'Crossroads', 'Перекрёсток'],
  ['goal-grand-tour', 'Grand Tour', 'Большое странствие'],
  ['goal-triptych', 'Triptych', 'Триптих'],
  ['goal-fervour', 'Fervour', 'Пыл'],
  ['goal-trinity', 'Trinity', 'Троица'],
];

const zoneName = (id: string, lang: Lang) => {
  const z = ZONES.find((x) => x[0] === id);
  return z ? (lang === 'en' ? z[1] : z[2]) : id;
};

/** The location of a location scene (`scene-X` happens at `loc-X`), with its kind. */
function locOf(sceneId: string): { id: string; kind: 'keep' } | undefined {
  const id = sceneId.replace('scene-', 'loc-');
  const l = LOCATIONS.find((x) => x[0] === id);
  return l ? { id, kind: l[2] as 'keep' } : undefined;
}

export function boardData(lang: Lang) {
  return {
    zones: ZONES.map(([id, en, ru, x0, y0, x1, y1]) => ({ id, name: lang === 'en' ? en : ru, x0, y0, x1, y1 })),
    locations: LOCATIONS.map(([id, z, kind, en, ru, x, y]) => ({
      id,
      zone: `zone-${z}`,
      kind: kind as 'keep',
      name: lang === 'en' ? en : ru,
      x,
      y,
    })),
    edges: EDGES,
  };
}

export default async function sheet(): Promise<Item[]> {
  const { sceneCard, partyTile } = await import('../../../src/games/temperaments/art/cards');
  const { goalCard } = await import('../../../src/games/temperaments/art/goals');
  const { tokenFace, tokenBack, emblemPicture, HUMOURS } = await import('../../../src/games/temperaments/art/humours');
  const { kingdomBoard } = await import('../../../src/games/temperaments/art/board');
  const { residentSvg, locationSvg } = await import('../../../src/games/temperaments/art/raw');
  const { vignette, KINDS } = await import('../../../src/games/temperaments/art/locations');
  const { svgDoc } = await import('../../../src/art/svg');
  const only = process.env.FT_SHEET;
  const langs: Lang[] = process.env.FT_LANG ? [process.env.FT_LANG as Lang] : ['en', 'ru'];
  const want = (g: string) => !only || only.split(',').includes(g);
  const items: Item[] = [];
  if (want('board')) {
    for (const lang of langs) {
      items.push({ name: `board ${lang}`, picture: kingdomBoard(boardData(lang)).picture });
    }
  }
  if (want('scenes')) {
    for (const lang of langs) {
      for (const [id, en, ru, r, order, zone] of SCENES) {
        items.push({
          name: `${id} ${lang}`,
          picture: sceneCard({
            id,
            title: lang === 'en' ? en : ru,
            residents: res(r) as never,
            order,
            ...(zone ? { animalZone: zoneName(zone, lang) } : {}),
            ...(locOf(id) ? { location: locOf(id) } : {}),
          }).picture,
        });
      }
    }
  }
  if (want('parties')) {
    for (const lang of langs) {
      for (const [id, en, ru, r, order] of PARTIES) {
        for (const resolved of [false, true]) {
          items.push({
            name: `${id}${resolved ? ' sealed' : ''} ${lang}`,
            picture: partyTile({ id, title: lang === 'en' ? en : ru, residents: res(r) as never, order, resolved })
              .picture,
          });
        }
      }
    }
  }
  if (want('goals')) {
    for (const lang of langs) {
      for (const [id, en, ru] of GOALS) {
        items.push({ name: `${id} ${lang}`, picture: goalCard({ id, title: lang === 'en' ? en : ru }).picture });
      }
    }
  }
  if (want('tokens')) {
    for (const h of HUMOURS) items.push({ name: `face ${h}`, picture: tokenFace(h, { size: 48 }) });
    for (let s = 0; s < 4; s++) items.push({ name: `back seat ${s}`, picture: tokenBack(s, { size: 48 }) });
    for (const h of HUMOURS)
      items.push({
        name: `face ${h} seat ${HUMOURS.indexOf(h)}`,
        picture: tokenFace(h, { size: 48, seat: HUMOURS.indexOf(h) }),
      });
    for (const h of HUMOURS) items.push({ name: `emblem ${h}`, picture: emblemPicture(h, 48) });
  }
  if (want('residents')) {
    for (const [t, svg] of Object.entries(residentSvg)) items.push({ name: t, svg });
  }
  if (want('locations')) {
    for (const [k, svg] of Object.entries(locationSvg)) items.push({ name: k, svg });
    for (const [id, , kind] of LOCATIONS) {
      items.push({
        name: id,
        svg: svgDoc(100, 100, vignette(kind as 'keep', 0, 0, 100, `v${id}`, { variant: id })),
      });
    }
    void KINDS;
  }
  return items;
}
