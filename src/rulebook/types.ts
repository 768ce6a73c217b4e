/** The shape of a game's rulebook: short sections in player words, with the table's own pictures. */
import type { Picture } from '../art/compose';
import type { Lang } from '../i18n';

/**
 * A paragraph (`**bold**` allowed), one in two forms (with a mouse; on a touch screen), a list, a
 * worked example, a side note, or a row of pictures.
 */
export type Block =
  | string
  | { mouse: string; touch: string }
  | { list: string[] }
  | { example: string }
  | { note: string }
  | { fig: string; caption?: string };

export interface Section {
  /** Stable id: refusal reasons cite it (cites.ts) and links open the book at it. */
  id: string;
  title: string;
  body: Block[];
}

export interface RuleBook {
  title: string;
  /** One sentence under the title: what the game is. */
  lead: string;
  sections: Section[];
}

export type BilingualBook = { en: RuleBook; ru: RuleBook };

/** A picture as the book shows it: the table's art at a display width in CSS pixels. */
export interface Plate {
  picture: Picture;
  width: number;
  label?: string;
}

/** A game's book as its table hands it over (src/games/<id>/index.ts): its words, and its pictures by figure id. */
export interface GameBook {
  book: BilingualBook;
  figure(id: string, lang: Lang): Plate[];
}
