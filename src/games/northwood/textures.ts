/**
 * Textures of the Northwood table, from the card composers: dialogue cards and backs (the same in
 * every language), characters and fiefs (lettered, so one set per language), emblems and markers.
 */
import type Phaser from 'phaser';
import type { NorthwoodView } from '../../../machines/northwood';
import { abilityOf, type CardId, CHAR_IDS, type CharId, FIEFS } from '../../../machines/northwood/content';
import type { FiefStatus } from '../../../machines/northwood/types';
import { pictureAhead } from '../../art/compose';
import { type Lang, t } from '../../i18n';
import { pictureTexture } from '../../table/textures';
import { cardBack, characterCard, dialogueCard, emblemPicture, knownMarker, SUITS, type Suit } from './art/cards';
import { fiefCard } from './art/fiefs';

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

export function fiefPicture(n: number, status: FiefStatus, ruler: Suit | null, lang: Lang) {
  return fiefCard(n, {
    name: t(`northwood.fiefs.fief-${n}`, {}, lang),
    number: n,
    stars: FIEFS[n]?.stars ?? 0,
    status,
    ruler: ruler ?? undefined,
  });
}

export function ensureFief(
  scene: Phaser.Scene,
  n: number,
  status: FiefStatus,
  ruler: Suit | null,
  lang: Lang,
): Promise<string> {
  return pictureTexture(scene, fiefKey(n, status, ruler, lang), () => fiefPicture(n, status, ruler, lang));
}

/** A dialogue card's picture (the same in every language). */
export function dialoguePicture(id: string) {
  const [suit, value] = id.split('-') as [Suit, string];
  return dialogueCard(suit, Number(value));
}

export function ensureCard(scene: Phaser.Scene, id: string): Promise<string> {
  return pictureTexture(scene, cardKey(id), () => dialoguePicture(id));
}

export function ensureChar(scene: Phaser.Scene, id: CharId, lang: Lang): Promise<string> {
  return pictureTexture(scene, charKey(id, lang), () => characterPicture(id, lang));
}

/** The cards and characters a view shows (its first frame draws them). */
export function inView(v: NorthwoodView): { cards: CardId[]; chars: CharId[] } {
  const chars = [...v.fiefs.map((f) => f.ruler), ...v.slots.flatMap((s) => [s.ally, s.sub])].filter(
    (c): c is CharId => c !== null,
  );
  const cards = [...v.hand, ...v.discard, ...v.score, ...v.deckView.filter((c): c is CardId => c !== null)];
  return { cards, chars };
}

/** The pictures of a new deal's cards and characters (as `loadEssential` asks for them), read ahead. */
export function readAheadDeal(v: NorthwoodView, lang: Lang): void {
  const { cards, chars } = inView(v);
  for (const id of cards) pictureAhead(dialoguePicture(id), 1);
  for (const id of chars) pictureAhead(characterPicture(id, lang), 1);
}

/**
 * What the first frame needs: backs, emblems, the unvisited fiefs and the cards and characters in
 * view. Rasterizing all ~70 pictures takes seconds on a slow machine, so the rest follow in the
 * background (`loadRest`) while the player looks at the table.
 */
export async function loadEssential(scene: Phaser.Scene, lang: Lang, cards: string[], chars: CharId[]): Promise<void> {
  const jobs: Promise<string>[] = [
    pictureTexture(scene, BACK, cardBack),
    pictureTexture(scene, KNOWN, () => knownMarker(40)),
  ];
  for (const s of SUITS) jobs.push(pictureTexture(scene, emblemKey(s), () => emblemPicture(s, 96)));
  for (let n = 0; n < 8; n++) jobs.push(ensureFief(scene, n, 'unvisited', null, lang));
  for (const id of cards) jobs.push(ensureCard(scene, id));
  for (const id of chars) jobs.push(ensureChar(scene, id, lang));
  await Promise.all(jobs);
}

/** Every other card and character picture, a few at a time so the table stays smooth. */
export async function loadRest(scene: Phaser.Scene, lang: Lang): Promise<void> {
  const jobs: (() => Promise<string>)[] = [];
  for (const s of SUITS) for (let v = 1; v <= 8; v++) jobs.push(() => ensureCard(scene, `${s}-${v}`));
  for (const id of CHAR_IDS) jobs.push(() => ensureChar(scene, id, lang));
  for (let i = 0; i < jobs.length; i += 4) await Promise.all(jobs.slice(i, i + 4).map((j) => j()));
}
