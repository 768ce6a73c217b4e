/** A dictionary: nested keys; a leaf is a string, or plural forms chosen by `count`. */
export type Plural = { one: string; few?: string; many?: string; other: string };
export type Leaf = string | Plural;
export interface Dict {
  [key: string]: Leaf | Dict;
}
/** One namespace's strings in both languages (the i18n test checks they have the same keys). */
export interface Bilingual {
  en: Dict;
  ru: Dict;
}
