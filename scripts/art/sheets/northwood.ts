/**
 * Contact sheet of every Northwood picture, in English and Russian where the lettering differs:
 *   npx tsx scripts/art-sheet.ts /tmp/northwood-sheet.png scripts/art/sheets/northwood.ts --cell 200
 * NW_SHEET=dialogue|characters|fiefs|backs picks one group (default: all).
 * The pictures are the table's own (its textures, from the game's content and i18n).
 */
import '../raw-svg';
import type { Picture } from '../../../src/art/compose';
import type { Suit } from '../../../src/games/northwood/art/cards';

type Lang = 'en' | 'ru';
/** A sample ruler per fief, to show the crest on the friendly and failed fiefs. */
const RULER_SUIT: Suit[] = ['flowers', 'claws', 'leaves', 'eyes', 'claws', 'flowers', 'eyes', 'leaves'];

export default async function northwoodSheet(): Promise<{ name: string; picture: Picture }[]> {
  const art = await import('../../../src/games/northwood/art/cards');
  const { CHAR_IDS } = await import('../../../machines/northwood/content');
  const { characterPicture, fiefPicture } = await import('../../../src/games/northwood/textures');
  const group = process.env.NW_SHEET ?? 'all';
  const out: { name: string; picture: Picture }[] = [];
  const want = (g: string) => group === 'all' || group === g;
  if (want('dialogue'))
    for (const suit of art.SUITS)
      for (let v = 1; v <= 8; v++) out.push({ name: `${suit}-${v}`, picture: art.dialogueCard(suit, v) });
  if (want('characters'))
    for (const lang of ['en', 'ru'] as Lang[])
      for (const id of CHAR_IDS) out.push({ name: `${id} (${lang})`, picture: characterPicture(id, lang) });
  if (want('fiefs'))
    for (const status of ['unvisited', 'friendly', 'failed'] as const)
      for (const lang of ['en', 'ru'] as Lang[])
        for (let n = 0; n < 8; n++)
          out.push({
            name: `fief-${n} ${status} (${lang})`,
            picture: fiefPicture(n, status, RULER_SUIT[n] ?? null, lang),
          });
  if (want('backs')) {
    out.push({ name: 'back', picture: art.cardBack() });
    for (const suit of art.SUITS) out.push({ name: `emblem ${suit} 48`, picture: art.emblemPicture(suit, 48) });
    out.push({ name: 'known marker', picture: art.knownMarker() });
  }
  return out;
}
