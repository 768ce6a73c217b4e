/** The chronicle's materials (shared/design/art.md). Numbers for Phaser, strings for SVG/CSS. */
export const hex = {
  parchment: '#EFE3C4',
  parchmentDeep: '#E4D3A8',
  vellum: '#F4EEDC',
  ink: '#2A2018',
  inkSoft: '#5A4A3A',
  gold: '#C9A23A',
  goldDeep: '#8E6B1F',
  goldBright: '#F1D77A',
  vermilion: '#B23A26',
  lapis: '#2C4F8F',
  azurite: '#6F93B8',
  verdigris: '#3F7A3B',
  ochre: '#C08A3E',
  leadWhite: '#F4EEDC',
  rose: '#B5527F',
  failed: '#6E6A63',
  wood: '#5B3A22',
  woodDark: '#3A2414',
  cloth: '#2F4A3A',
} as const;

/** 0xRRGGBB for Phaser. */
export function num(color: string): number {
  return Number.parseInt(color.replace('#', ''), 16);
}

/** Fonts with Cyrillic (from @fontsource): body, display (titles), small caps (rubrics, labels). */
export const fonts = {
  body: '"EB Garamond", "Times New Roman", serif',
  display: '"Ruslan Display", "EB Garamond", serif',
  caps: '"Cormorant SC", "EB Garamond", serif',
} as const;
