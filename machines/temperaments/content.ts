/**
 * Four Temperaments content (rules §2): humours, residents, the kingdom board graph, 36 scene
 * cards, 6 party tiles and 12 goals. Ids and numbers only; display names live in
 * `src/i18n/temperaments.ts` under `temperaments.names.<id>` (see `nameKey`).
 */

export type H = 'C' | 'S' | 'M' | 'P';
export const HUMOURS: readonly H[] = ['C', 'S', 'M', 'P'];
export const TOKENS_PER_HUMOUR = 5;
export const TOKENS_PER_SEAT = 20;
export const SUPPLY_SIZE = 4;
export const ROW_SIZE = 4;

/** i18n key of any content id (location, zone, scene, party, goal, resident, humour id, kind). */
export const nameKey = (id: string): string => `temperaments.names.${id}`;

// ---- residents ------------------------------------------------------------------------------

export type HumanType = 'knight' | 'noble' | 'sorcerer' | 'minstrel' | 'nun' | 'peasant';
export type AnimalType = 'hound' | 'wolf' | 'bear' | 'nightingale' | 'stag' | 'owl';
export type ResidentType = HumanType | AnimalType;

export const HUMAN_TYPES: readonly HumanType[] = ['knight', 'noble', 'sorcerer', 'minstrel', 'nun', 'peasant'];
export const RESIDENT_PAIRS: Record<ResidentType, readonly [H, H]> = {
  knight: ['C', 'P'],
  noble: ['C', 'S'],
  sorcerer: ['C', 'M'],
  minstrel: ['S', 'M'],
  nun: ['M', 'P'],
  peasant: ['S', 'P'],
  hound: ['C', 'S'],
  wolf: ['C', 'M'],
  bear: ['C', 'P'],
  nightingale: ['S', 'M'],
  stag: ['S', 'P'],
  owl: ['M', 'P'],
};
const SHORT: Record<string, ResidentType> = {
  Kn: 'knight',
  No: 'noble',
  So: 'sorcerer',
  Mi: 'minstrel',
  Nu: 'nun',
  Pe: 'peasant',
};
const resident = (code: string): ResidentType => SHORT[code] ?? (code as ResidentType);

export const accepts = (type: ResidentType, h: H): boolean => {
  const pair = RESIDENT_PAIRS[type];
  return pair[0] === h || pair[1] === h;
};

// ---- kingdom board (§2.3) -------------------------------------------------------------------

export type ZoneId = 'zone-a' | 'zone-b' | 'zone-c' | 'zone-d' | 'zone-e' | 'zone-f';
export type Kind = 'keep' | 'shrine' | 'hamlet' | 'market' | 'wild';
export const KINDS: readonly Kind[] = ['keep', 'shrine', 'hamlet', 'market', 'wild'];

export interface Zone {
  id: ZoneId;
  letter: string;
  /** Board-local bounds (the 760×560 board is a 3×2 grid). */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  nameKey: string;
}

const zone = (letter: string, col: number, row: number): Zone => {
  const xs = [0, 253, 507, 760];
  const ys = [0, 280, 560];
  return {
    id: `zone-${letter}` as ZoneId,
    letter,
    x0: xs[col] as number,
    x1: xs[col + 1] as number,
    y0: ys[row] as number,
    y1: ys[row + 1] as number,
    nameKey: nameKey(`zone-${letter}`),
  };
};
export const ZONES: readonly Zone[] = [
  zone('a', 0, 0),
  zone('b', 1, 0),
  zone('c', 2, 0),
  zone('d', 0, 1),
  zone('e', 1, 1),
  zone('f', 2, 1),
];
export const ZONE_IDS: readonly ZoneId[] = ZONES.map((z) => z.id);

export const BOARD_SIZE = { width: 760, height: 560, nodeRadius: 22 } as const;
/** The river: main channel along y=280, tributaries along x=253 and x=507 (drawn wavy). */
export const RIVER = { y: 280, xs: [253, 507], colour: '#6F8C9A' } as const;

export interface Location {
  id: string;
  zone: ZoneId;
  kind: Kind;
  x: number;
  y: number;
  nameKey: string;
}

const LOCATION_TABLE: [string, string, Kind, number, number][] = [
  ['keep', 'a', 'keep', 55, 55],
  ['barrow', 'a', 'wild', 185, 45],
  ['mill', 'a', 'hamlet', 125, 135],
  ['hermitage', 'a', 'shrine', 45, 215],
  ['forge', 'a', 'market', 200, 220],
  ['kingswood', 'b', 'wild', 300, 55],
  ['palace', 'b', 'keep', 400, 50],
  ['tourney', 'b', 'market', 330, 165],
  ['cathedral', 'b', 'shrine', 460, 140],
  ['vineyard', 'b', 'hamlet', 420, 225],
  ['watchtower', 'c', 'keep', 560, 60],
  ['bog', 'c', 'wild', 690, 50],
  ['fishmarket', 'c', 'market', 570, 200],
  ['chapel', 'c', 'shrine', 700, 150],
  ['stilts', 'c', 'hamlet', 655, 228],
  ['manor', 'd', 'keep', 60, 340],
  ['orchard', 'd', 'hamlet', 180, 330],
  ['well', 'd', 'shrine', 120, 420],
  ['glade', 'd', 'wild', 45, 500],
  ['fair', 'd', 'market', 195, 495],
  ['tavern', 'e', 'market', 310, 335],
  ['lakecastle', 'e', 'keep', 450, 340],
  ['swanisle', 'e', 'wild', 385, 420],
  ['abbey', 'e', 'shrine', 300, 500],
  ['brookside', 'e', 'hamlet', 455, 495],
  ['ruin', 'f', 'keep', 570, 335],
  ['lodge', 'f', 'market', 700, 340],
  ['hollow', 'f', 'wild', 630, 415],
  ['stones', 'f', 'shrine', 560, 500],
  ['woodcutters', 'f', 'hamlet', 705, 490],
];

export const LOCATIONS: readonly Location[] = LOCATION_TABLE.map(([name, z, kind, x, y]) => ({
  id: `loc-${name}`,
  zone: `zone-${z}` as ZoneId,
  kind,
  x,
  y,
  nameKey: nameKey(`loc-${name}`),
}));
export const LOCATION_IDS: readonly string[] = LOCATIONS.map((l) => l.id);
export const LOCATION_BY_ID: ReadonlyMap<string, Location> = new Map(LOCATIONS.map((l) => [l.id, l]));

const edges = (text: string): [string, string][] =>
  text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
    .map((e) => {
      const [a, b] = e.split('–');
      return [`loc-${a}`, `loc-${b}`];
    });

/** The 36 paths (edges inside a zone). */
export const PATHS: readonly [string, string][] = edges(`
  keep–barrow, keep–mill, barrow–mill, keep–hermitage, hermitage–mill, mill–forge,
  kingswood–palace, kingswood–tourney, palace–tourney, palace–cathedral, cathedral–vineyard, tourney–vineyard,
  watchtower–bog, bog–chapel, chapel–stilts, stilts–fishmarket, fishmarket–watchtower, watchtower–stilts,
  manor–orchard, manor–well, orchard–well, well–glade, well–fair, glade–fair,
  tavern–lakecastle, tavern–swanisle, lakecastle–swanisle, tavern–abbey, swanisle–brookside, abbey–brookside,
  ruin–lodge, ruin–hollow, lodge–hollow, hollow–stones, hollow–woodcutters, stones–woodcutters`);

/** The 11 bridges (edges between zones, each crossing the river once). */
export const BRIDGES: readonly [string, string][] = edges(`
  barrow–kingswood, forge–tourney, cathedral–watchtower, hermitage–manor, vineyard–lakecastle, tourney–tavern,
  fishmarket–ruin, stilts–lodge, orchard–tavern, fair–abbey, brookside–stones`);

export const EDGES: readonly [string, string][] = [...PATHS, ...BRIDGES];

/** Neighbours by path or bridge. */
export const NEIGHBOURS: ReadonlyMap<string, readonly string[]> = (() => {
  const m = new Map<string, string[]>(LOCATION_IDS.map((id) => [id, []]));
  for (const [a, b] of EDGES) {
    m.get(a)?.push(b);
    m.get(b)?.push(a);
  }
  return m;
})();

export const neighbours = (loc: string): readonly string[] => NEIGHBOURS.get(loc) ?? [];
export const zoneLocations = (z: string): string[] => LOCATIONS.filter((l) => l.zone === z).map((l) => l.id);

/** The 9 triangles of pairwise-adjacent locations (all inside zones), computed from the graph. */
export const TRIANGLES: readonly [string, string, string][] = (() => {
  const out: [string, string, string][] = [];
  const ids = LOCATION_IDS;
  const adj = (a: string, b: string) => neighbours(a).includes(b);
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++)
      for (let k = j + 1; k < ids.length; k++) {
        const a = ids[i] as string;
        const b = ids[j] as string;
        const c = ids[k] as string;
        if (adj(a, b) && adj(b, c) && adj(a, c)) out.push([a, b, c]);
      }
  return out;
})();

// ---- scene cards (§2.4) and party tiles (§2.5) ----------------------------------------------

export type Order = readonly [H, H, H, H];
const order = (s: string): Order => s.split('') as unknown as Order;

export interface Card {
  id: string;
  kind: 'scene' | 'party';
  /** The location of a location scene; null for animal scenes and parties. */
  location: string | null;
  /** The zone of a scene (animal scenes mark the whole zone); null for parties. */
  zone: ZoneId | null;
  animal: boolean;
  residents: readonly ResidentType[];
  order: Order;
  nameKey: string;
}

const SCENE_TABLE: [string, string, string, string][] = [
  // id suffix, animal zone letter ('' for a location scene), residents, order
  ['keep', '', 'Kn Kn No So', 'CPSM'],
  ['barrow', '', 'So Nu Pe', 'MCSP'],
  ['mill', '', 'Pe Pe No', 'CSMP'],
  ['hermitage', '', 'Nu Kn', 'PMSC'],
  ['forge', '', 'Kn So No', 'CPSM'],
  ['wolves', 'a', 'wolf wolf Kn Pe', 'CSMP'],
  ['kingswood', '', 'Pe Kn So', 'CSMP'],
  ['palace', '', 'No No Kn Mi', 'CSMP'],
  ['tourney', '', 'Kn Kn No', 'CSMP'],
  ['cathedral', '', 'Nu Nu No Mi', 'PMSC'],
  ['vineyard', '', 'Pe Mi', 'SCMP'],
  ['hunt', 'b', 'hound hound stag No', 'CSMP'],
  ['watchtower', '', 'Kn So', 'CPSM'],
  ['bog', '', 'So Mi Nu', 'MCSP'],
  ['fishmarket', '', 'No Pe Mi', 'SCMP'],
  ['chapel', '', 'Nu Nu Mi', 'MCSP'],
  ['stilts', '', 'Pe No Nu Kn', 'PMSC'],
  ['owls', 'c', 'owl owl nightingale', 'MCSP'],
  ['manor', '', 'No No Nu', 'CSMP'],
  ['orchard', '', 'Pe Nu Mi No', 'SCMP'],
  ['well', '', 'Nu Pe Kn', 'PMSC'],
  ['glade', '', 'Mi So', 'MCSP'],
  ['fair', '', 'Mi Mi Pe No', 'SCMP'],
  ['hart', 'd', 'stag hound Pe', 'SCMP'],
  ['tavern', '', 'Kn Pe Mi No', 'SCMP'],
  ['lakecastle', '', 'Kn No So', 'CSMP'],
  ['swanisle', '', 'So Mi', 'SCMP'],
  ['abbey', '', 'Nu Nu Pe So', 'PMSC'],
  ['brookside', '', 'Pe Nu', 'SCMP'],
  ['nightingale', 'e', 'nightingale nightingale Mi', 'SCMP'],
  ['ruin', '', 'So Kn Nu', 'MCSP'],
  ['lodge', '', 'No Kn Mi', 'CSMP'],
  ['hollow', '', 'So So Mi', 'MCSP'],
  ['stones', '', 'So So Nu Pe', 'MCSP'],
  ['woodcutters', '', 'Pe Kn', 'CPSM'],
  ['bear', 'f', 'bear bear wolf Pe', 'CPSM'],
];

export const SCENES: readonly Card[] = SCENE_TABLE.map(([name, animalZone, res, ord]) => {
  const location = animalZone ? null : `loc-${name}`;
  const zoneId = animalZone ? (`zone-${animalZone}` as ZoneId) : (LOCATION_BY_ID.get(`loc-${name}`)?.zone as ZoneId);
  return {
    id: `scene-${name}`,
    kind: 'scene',
    location,
    zone: zoneId,
    animal: Boolean(animalZone),
    residents: res.split(' ').map(resident),
    order: order(ord),
    nameKey: nameKey(`scene-${name}`),
  };
});
export const SCENE_IDS: readonly string[] = SCENES.map((c) => c.id);

const PARTY_TABLE: [string, string, string][] = [
  ['party-1', 'No No Mi Nu', 'SCMP'],
  ['party-2', 'Pe Pe Mi Kn', 'CSMP'],
  ['party-3', 'No So Mi Kn', 'MCSP'],
  ['party-4', 'Nu Pe Kn', 'PMSC'],
  ['party-5', 'Kn No So', 'CPSM'],
  ['party-6', 'Mi Pe So', 'SCMP'],
];
export const PARTIES: readonly Card[] = PARTY_TABLE.map(([id, res, ord]) => ({
  id,
  kind: 'party',
  location: null,
  zone: null,
  animal: false,
  residents: res.split(' ').map(resident),
  order: order(ord),
  nameKey: nameKey(id),
}));
export const PARTY_IDS: readonly string[] = PARTIES.map((p) => p.id);

export const CARD_BY_ID: ReadonlyMap<string, Card> = new Map([...SCENES, ...PARTIES].map((c) => [c.id, c]));

// ---- goals (§2.6, algorithms in rules/goals.ts) ---------------------------------------------

export const GOAL_IDS = [
  'goal-six-realms',
  'goal-bridges',
  'goal-kings-road',
  'goal-pilgrims-way',
  'goal-whole-court',
  'goal-balance',
  'goal-dominion',
  'goal-crossroads',
  'goal-grand-tour',
  'goal-triptych',
  'goal-fervour',
  'goal-trinity',
] as const;
export type GoalId = (typeof GOAL_IDS)[number];
export const GOALS_SHOWN = 4;

/** Everything a table needs to draw the board (plain JSON). */
export const BOARD = {
  size: BOARD_SIZE,
  river: RIVER,
  zones: ZONES,
  locations: LOCATIONS,
  paths: PATHS,
  bridges: BRIDGES,
  triangles: TRIANGLES,
} as const;
