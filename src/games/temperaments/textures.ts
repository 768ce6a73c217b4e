/**
 * The table's textures from the art composers, keyed by what they show and the language of their
 * lettering. Card anchors (slot sockets, check-order discs) are kept beside the texture keys so the
 * table places tokens exactly on the sockets the picture drew.
 */
import type Phaser from 'phaser';
import {
  BRIDGES,
  CARD_BY_ID,
  GOAL_IDS,
  type H,
  HUMOURS,
  LOCATION_BY_ID,
  LOCATIONS,
  PARTY_IDS,
  PATHS,
  SCENE_IDS,
  ZONES,
} from '../../../machines/temperaments/content';
import type { Picture } from '../../art/compose';
import { type Lang, t } from '../../i18n';
import { pictureTexture } from '../../table/textures';
import {
  type BoardArt,
  type BoardInput,
  type BoardLayout,
  boardSignature,
  type CardArt,
  emblemPicture,
  goalCard,
  kingdomBoard,
  partyTile,
  type ResidentType,
  sceneCard,
  tokenBack,
  tokenFace,
} from './art';
import SHIPPED_LAYOUTS from './art/board-layouts.json';

const TOKEN_PX = 64;

export const boardKey = (lang: Lang) => `ft-board-${lang}`;
/**
 * Scene cards and party tiles are drawn at this multiple of their table size: 2 on a phone's portrait
 * table, which shows them 1.2–1.45× larger on a dense screen (the scene sets it as it opens).
 */
let cardRes = 1;
/** The resolution goal cards are drawn at (2 where the table draws them larger). */
let goalRes = 1;
export const setCardResolution = (r: number, goals = 1): void => {
  cardRes = r;
  goalRes = goals;
};
const artKey = (id: string, lang: Lang, sealed: boolean) => `ft-card-${id}-${sealed ? 's' : 'o'}-${lang}`;
export const cardKey = (id: string, lang: Lang, sealed = false) =>
  `${artKey(id, lang, sealed)}${cardRes === 1 ? '' : `@${cardRes}`}`;
export const goalKey = (id: string, lang: Lang) => `ft-goal-${id}-${lang}${goalRes === 1 ? '' : `@${goalRes}`}`;
/** A token face; with `seat`, ringed in the owner's colour. */
export const faceKey = (h: H, seat?: number) => `ft-face-${h}-${seat ?? 'x'}`;
export const backKey = (seat: number) => `ft-back-${seat}`;
export const emblemKey = (h: H) => `ft-emblem-${h}`;

const anchors = new Map<string, CardArt>();
const boards = new Map<Lang, BoardArt>();
export const boardIn = (lang: Lang): BoardArt => {
  const art = boards.get(lang) ?? boardPicture(lang);
  boards.set(lang, art);
  return art;
};

/** The board's geometry (node centres, bridges), the same in every language. */
export function boardGeometry(): BoardArt {
  return boards.values().next().value ?? boardIn('en');
}

/** The board's lettering in this language (board pixels): tokens keep off it. */
export function boardLettering(lang: Lang): { x: number; y: number; w: number; h: number }[] {
  return boardIn(lang).keepClear;
}

/** The board's content with its names in this language. */
export function boardInput(lang: Lang): BoardInput {
  const bridge = new Set(BRIDGES.map(([a, b]) => `${a}|${b}`));
  return {
    zones: ZONES.map((z) => ({ id: z.id, name: t(z.nameKey, {}, lang), x0: z.x0, y0: z.y0, x1: z.x1, y1: z.y1 })),
    locations: LOCATIONS.map((l) => ({
      id: l.id,
      kind: l.kind,
      zone: l.zone,
      x: l.x,
      y: l.y,
      name: t(l.nameKey, {}, lang),
    })),
    edges: [...PATHS, ...BRIDGES].map(([a, b]) => ({ a, b, bridge: bridge.has(`${a}|${b}`) })),
  };
}

/**
 * The board, laid out by the layout shipped for its language (made by `scripts/board-layouts.ts`) while
 * that was made for this very content; searched afresh otherwise.
 */
function boardPicture(lang: Lang): BoardArt {
  const input = boardInput(lang);
  const shipped = (SHIPPED_LAYOUTS as Record<string, { signature: string; layout: BoardLayout } | undefined>)[lang];
  const layout = shipped?.signature === boardSignature(input) ? shipped.layout : undefined;
  return kingdomBoard(input, layout ? { layout } : {});
}

export function cardArt(id: string, lang: Lang, sealed = false): CardArt {
  const key = artKey(id, lang, sealed);
  let art = anchors.get(key);
  if (art) return art;
  const c = CARD_BY_ID.get(id);
  if (!c) throw new Error(`no card ${id}`);
  const title = t(`temperaments.names.${id}`, {}, lang);
  const residents = c.residents.slice() as ResidentType[];
  const order = c.order.join('');
  if (c.kind === 'party') art = partyTile({ id, title, residents, order, resolved: sealed });
  else {
    const loc = c.location ? LOCATION_BY_ID.get(c.location) : undefined;
    art = sceneCard({
      id,
      title,
      residents,
      order,
      ...(c.animal && c.zone ? { animalZone: t(`temperaments.names.${c.zone}`, {}, lang) } : {}),
      ...(loc ? { location: { id: loc.id, kind: loc.kind } } : {}),
    });
  }
  anchors.set(key, art);
  return art;
}

/** Slot sockets and order discs of a card, in card-local pixels from its top-left. */
export function cardAnchors(id: string, sealed = false): CardArt {
  return cardArt(id, 'en', sealed);
}

export function ensureBoard(scene: Phaser.Scene, lang: Lang): Promise<string> {
  return pictureTexture(scene, boardKey(lang), () => boardIn(lang).picture);
}

export function ensureCard(scene: Phaser.Scene, id: string, lang: Lang, sealed = false): Promise<string> {
  return pictureTexture(scene, cardKey(id, lang, sealed), () => cardArt(id, lang, sealed).picture, cardRes);
}

const goalArt = (id: string, lang: Lang): CardArt => goalCard({ id, title: t(`temperaments.names.${id}`, {}, lang) });

export function ensureGoal(scene: Phaser.Scene, id: string, lang: Lang): Promise<string> {
  return pictureTexture(
    scene,
    goalKey(id, lang),
    () => {
      const art = goalArt(id, lang);
      anchors.set(goalKey(id, 'en'), art);
      return art.picture;
    },
    goalRes,
  );
}

/** The four marker places of a goal card (card-local). */
export function goalSlots(id: string): CardArt['slots'] {
  let art = anchors.get(goalKey(id, 'en'));
  if (!art) {
    art = goalCard({ id, title: '' });
    anchors.set(goalKey(id, 'en'), art);
  }
  return art.slots;
}

/**
 * Every picture a new deal may open with beyond the last one's (each scene card and party tile, each
 * goal), at the resolutions this screen's table draws them.
 */
export function dealPictures(lang: Lang): [Picture, number][] {
  return [
    ...SCENE_IDS.map((id): [Picture, number] => [cardArt(id, lang).picture, cardRes]),
    ...PARTY_IDS.map((id): [Picture, number] => [cardArt(id, lang).picture, cardRes]),
    ...GOAL_IDS.map((id): [Picture, number] => [goalArt(id, lang).picture, goalRes]),
  ];
}

/** The pictures a close-up draws large: a card or tile, a goal, a token's face. */
export function cardPicture(id: string, lang: Lang, sealed = false) {
  if (id.startsWith('goal-')) return goalArt(id, lang).picture;
  return cardArt(id, lang, sealed).picture;
}

export function tokenPicture(h: H, seat?: number) {
  return tokenFace(h, { size: TOKEN_PX, seat });
}

/** Every token face and back for `seats` seats. */
export function ensureTokens(scene: Phaser.Scene, seats: number): Promise<unknown> {
  const jobs: Promise<string>[] = [];
  for (const h of HUMOURS) {
    jobs.push(pictureTexture(scene, faceKey(h), () => tokenFace(h, { size: TOKEN_PX })));
    jobs.push(pictureTexture(scene, emblemKey(h), () => emblemPicture(h, 48)));
    for (let s = 0; s < seats; s++)
      jobs.push(pictureTexture(scene, faceKey(h, s), () => tokenFace(h, { size: TOKEN_PX, seat: s })));
  }
  for (let s = 0; s < seats; s++) jobs.push(pictureTexture(scene, backKey(s), () => tokenBack(s, { size: TOKEN_PX })));
  return Promise.all(jobs);
}
