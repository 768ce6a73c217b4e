/**
 * Textures of the Northwood table, from the card composers: dialogue cards and backs (the same in
 * every language), characters and fiefs (lettered, so one set per language), emblems and markers.
 */
import type Phaser from 'phaser';
import { abilityOf, CHAR_IDS, type CharId, FIEFS } from '../../../machines/northwood/content';
import type { FiefStatus } from '../../../machines/northwood/types';
import { type Lang, t } from '../../i18n';
import { pictureTexture } from '../../table/textures';
import {
  cardBack,
  characterCard,
  dialogueCard,
  emblemPicture,
  fiefCard,
  knownMarker,
  SUITS,
  type Suit,
} from './art/cards';

export const BACK = 'nw-back';
export const KNOWN = 'nw-known';
export const cardKey = (id: string) => `nw-card-${id}`;
export const charKey = (id: string, lang: Lang) => `nw-char-${id}-${lang}`;
export const fiefKey = (n: number, status: FiefStatus, ruler: Suit | null, lang: Lang) =>
  `nw-fief-${n}-${status}-${ruler ?? 'x'}-${lang}`;
export const emblemKey = (suit: string) => `nw-emblem-${suit}`;

const title = (id: string) => id.split('-')[1] as string;

export function characterPicture(id: CharId, lang: Lang) {
  const ability = t(`northwood.abilities.${abilityOf(id)}.name`, {}, lang);
  return characterCard(id, {
    name: t(`northwood.characters.${id}.name`, {}, lang),
    title: t(`northwood.titles.${title(id)}`, {}, lang),
    ability,
    flavour: t(`northwood.characters.${id}.flavour`, {}, lang),
    crowned: ['prince', 'marchioness', 'baron'].includes(title(id)),
  });
}

export function ensureFief(
  scene: Phaser.Scene,
  n: number,
  status: FiefStatus,
  ruler: Suit | null,
  lang: Lang,
): Promise<string> {
  const f = FIEFS[n];
  return pictureTexture(scene, fiefKey(n, status, ruler, lang), () =>
    fiefCard(n, {
      name: t(`northwood.fiefs.fief-${n}`, {}, lang),
      number: n,
      stars: f?.stars ?? 0,
      status,
      ruler: ruler ?? undefined,
    }),
  );
}

/** Everything the first frame needs (fiefs are made as their status changes). */
export async function loadTextures(scene: Phaser.Scene, lang: Lang): Promise<void> {
  const jobs: Promise<string>[] = [
    pictureTexture(scene, BACK, cardBack),
    pictureTexture(scene, KNOWN, () => knownMarker(40)),
  ];
  for (const s of [...SUITS, 'none'] as const) {
    if (s !== 'none') jobs.push(pictureTexture(scene, emblemKey(s), () => emblemPicture(s, 96)));
  }
  for (const s of SUITS)
    for (let v = 1; v <= 8; v++) jobs.push(pictureTexture(scene, cardKey(`${s}-${v}`), () => dialogueCard(s, v)));
  for (const id of CHAR_IDS) jobs.push(pictureTexture(scene, charKey(id, lang), () => characterPicture(id, lang)));
  for (let n = 0; n < 8; n++) jobs.push(ensureFief(scene, n, 'unvisited', null, lang));
  await Promise.all(jobs);
}
