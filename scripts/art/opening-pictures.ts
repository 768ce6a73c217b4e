/**
 * The pictures the title and each table open with, asked for through the tables' own texture
 * functions (so the sizes, scales and lettering are exactly the table's) on a stand-in scene. In
 * Chromium (`npm run gen-pictures`) this draws them into the raster cache to be shipped; in a unit
 * test, with `pictureToCanvas` recorded instead of drawn, it lists their keys.
 */
import type Phaser from 'phaser';
import { CARD_IDS } from '../../machines/clouds/content';
import { GOAL_IDS, PARTY_IDS, SCENE_IDS } from '../../machines/temperaments/content';
import { pictureToCanvas } from '../../src/art/compose';
import { pagePicture } from '../../src/art/page';
import {
  badgeTextures,
  faceTexture,
  mapTexture,
  pointerTexture,
  stormTexture,
  tokenTexture,
} from '../../src/games/clouds/textures';
import { loadEssential, loadRest } from '../../src/games/northwood/textures';
import { ensureBoard, ensureCard, ensureGoal, ensureTokens } from '../../src/games/temperaments/textures';
import { type Lang, setLang } from '../../src/i18n';

const MOST_SEATS = 4;

/** A scene that has no textures yet and keeps none (pictureTexture asks it only that). */
const standIn = { textures: { exists: () => false, addImage: () => undefined } } as unknown as Phaser.Scene;

/** Asks for every opening picture in `lang`, one game at a time; resolves when all are drawn. */
export async function openingPictures(lang: Lang): Promise<void> {
  setLang(lang, false);
  const scene = standIn;
  await pictureToCanvas(pagePicture(), 1);
  await loadEssential(scene, lang, [], []);
  await loadRest(scene, lang);
  await Promise.all([
    ensureBoard(scene, lang),
    ensureTokens(scene, MOST_SEATS),
    ...SCENE_IDS.map((id) => ensureCard(scene, id, lang)),
    ...PARTY_IDS.flatMap((id) => [ensureCard(scene, id, lang), ensureCard(scene, id, lang, true)]),
    ...GOAL_IDS.map((id) => ensureGoal(scene, id, lang)),
  ]);
  await Promise.all([
    mapTexture(scene, lang),
    tokenTexture(scene),
    stormTexture(scene),
    badgeTextures(scene),
    ...CARD_IDS.map((id) => faceTexture(scene, id, lang)),
    ...CARD_IDS.flatMap((id) =>
      Array.from({ length: MOST_SEATS }, (_, seat) => pointerTexture(scene, id, seat, false)),
    ),
  ]);
}
