/**
 * Four Temperaments art, for the table: the kingdom board, scene cards, party tiles, goal cards, potion
 * tokens and the pieces they are made of. Every composer returns Pictures (SVG + Labels, see src/art/compose)
 * and the anchors the table needs (slots, order discs, node centres). Sizes are table pixels at 1280 × 720.
 */
export {
  BOARD_H,
  BOARD_W,
  type BoardArt,
  type BoardInput,
  type BoardLayout,
  boardSignature,
  boardTokenSpots,
  kingdomBoard,
  NODE_R,
} from './board';
export {
  type CardArt,
  GOAL_H,
  GOAL_W,
  PARTY_H,
  PARTY_W,
  partyTile,
  SCENE_H,
  SCENE_W,
  type Slot,
  sceneCard,
} from './cards';
export { HUMOUR_COLOURS, SEAT_COLOURS } from './colours';
export { goalCard } from './goals';
export {
  emblem,
  emblemPicture,
  HUMOURS,
  humourDisc,
  seatSeal,
  slotSocket,
  tokenBack,
  tokenFace,
} from './humours';
export { KINDS, vignette } from './locations';
export type { H, Kind, ResidentType } from './raw';
