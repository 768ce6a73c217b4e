/**
 * Contact sheet of every Four Temperaments picture, in English and Russian where the lettering differs:
 *   npx tsx scripts/art-sheet.ts /tmp/temperaments-sheet.png scripts/art/sheets/temperaments.ts --cell 200
 * FT_SHEET=board|scenes|parties|goals|tokens|residents|locations picks one group; FT_LANG=en|ru one language.
 * The pictures are the table's own (its textures, from the game's content and i18n).
 */
import '../raw-svg';
import type { Picture } from '../../../src/art/compose';

type Lang = 'en' | 'ru';
type Item = { name: string; picture?: Picture; svg?: string };

export default async function sheet(): Promise<Item[]> {
  const { GOAL_IDS, LOCATIONS, PARTY_IDS, SCENE_IDS } = await import('../../../machines/temperaments/content');
  const { boardIn, cardArt, cardPicture } = await import('../../../src/games/temperaments/textures');
  const { tokenFace, tokenBack, emblemPicture, HUMOURS } = await import('../../../src/games/temperaments/art/humours');
  const { residentSvg, locationSvg } = await import('../../../src/games/temperaments/art/raw');
  const { vignette } = await import('../../../src/games/temperaments/art/locations');
  const { svgDoc } = await import('../../../src/art/svg');
  const only = process.env.FT_SHEET;
  const langs: Lang[] = process.env.FT_LANG ? [process.env.FT_LANG as Lang] : ['en', 'ru'];
  const want = (g: string) => !only || only.split(',').includes(g);
  const items: Item[] = [];
  if (want('board')) {
    for (const lang of langs) {
      items.push({ name: `board ${lang}`, picture: boardIn(lang).picture });
    }
  }
  if (want('scenes')) {
    for (const lang of langs) {
      for (const id of SCENE_IDS) items.push({ name: `${id} ${lang}`, picture: cardArt(id, lang).picture });
    }
  }
  if (want('parties')) {
    for (const lang of langs) {
      for (const id of PARTY_IDS) {
        for (const sealed of [false, true]) {
          items.push({ name: `${id}${sealed ? ' sealed' : ''} ${lang}`, picture: cardArt(id, lang, sealed).picture });
        }
      }
    }
  }
  if (want('goals')) {
    for (const lang of langs) {
      for (const id of GOAL_IDS) items.push({ name: `${id} ${lang}`, picture: cardPicture(id, lang) });
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
    for (const { id, kind } of LOCATIONS) {
      items.push({ name: id, svg: svgDoc(100, 100, vignette(kind, 0, 0, 100, `v${id}`, { variant: id })) });
    }
  }
  return items;
}
