/**
 * The Cloud Marches small pieces (`npm run gen-art`): `writePieces(root)` writes
 * <root>/{classes,badges,tokens,map}/*.svg (root is assets/clouds for the shipped art). Icons are 32×32 and drawn bold so they
 * read at 14 px; map pieces are one 40×40 cell (the wind-head is 60×40, blowing towards +x).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { INK, line, path, smoothClosed, star8 } from './kit';

const gold = (id: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8E6B1F"/><stop offset=".4" stop-color="#C9A23A"/><stop offset=".52" stop-color="#F1D77A"/><stop offset=".66" stop-color="#C9A23A"/><stop offset="1" stop-color="#8E6B1F"/></linearGradient>`;

/** A roundel ground: ink rim, gold ring, coloured field. */
function roundel(field: string, G: string, r = 15): string {
  return `<circle cx="16" cy="16" r="${r}" fill="${G}" stroke="${INK}" stroke-width="1.4"/><circle cx="16" cy="16" r="${r - 2.6}" fill="${field}" stroke="${INK}" stroke-width="1"/>`;
}

export function writePieces(root: string): void {
  const write = (rel: string, w: number, h: number, defs: string, body: string): void => {
    const file = join(root, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${defs}</defs>${body}</svg>\n`,
    );
  };
  // ─── class icons ───
  {
    const G = 'url(#cls-g)';
    // pegasus: a white raised wing on lapis
    const wingD =
      'M9 24C8 17 11 10 18 6C22 4 26 5 27 7C24 8 22 9 20 11C23 10 25 11 26 12C23 13 21 14 19 16C21 16 23 17 23 18C20 19 17 20 15 22C16 23 16 24 15 25Z';
    write(
      'classes/pegasus.svg',
      32,
      32,
      gold('cls-g'),
      `${roundel('#2C4F8F', G)}${path(wingD, { fill: '#F4EEDC', sw: 1.4 })}${line('M12 20C14 15 17 11 21 9', 1, INK, 'opacity=".6"')}`,
    );
    // unicorn: a gold spiral horn on vermilion
    write(
      'classes/unicorn.svg',
      32,
      32,
      gold('cls-g'),
      `${roundel('#B23A26', G)}${path('M9 25L24 6L14 26Z', { fill: '#F1D77A', sw: 1.4 })}${line('M11 22.5L15.5 24M13.5 19L17.5 21.5M16 15.5L19.5 18.5M18.5 12L21.2 14.8M21 8.8L22.6 11', 1.2, '#8E6B1F')}`,
    );
    // earth: a gold horseshoe (nails in it) on verdigris
    write(
      'classes/earth.svg',
      32,
      32,
      gold('cls-g'),
      `${roundel('#3F7A3B', G)}${path('M9 25C6 17 8 8 16 8C24 8 26 17 23 25L19 25C21 18 20 12 16 12C12 12 11 18 13 25Z', { fill: '#D8D4CC', sw: 1.4 })}<g fill="${INK}"><circle cx="10.4" cy="17" r="1"/><circle cx="12" cy="11.6" r="1"/><circle cx="21.6" cy="17" r="1"/><circle cx="20" cy="11.6" r="1"/></g>`,
    );
  }

  // ─── status badges ───
  {
    const G = 'url(#bd-g)';
    // marked: a manicule (pointing hand) in white on vermilion: the unicorn's pointing finger
    write(
      'badges/marked.svg',
      32,
      32,
      gold('bd-g'),
      `${roundel('#B23A26', G)}${path('M6 13H18C20 13 21 14.4 20 15.6H25C27 15.6 27 18.4 25 18.4H20.6C21.6 19.6 20.8 21 19.4 21H18.8C19.6 22.2 18.8 23.4 17.6 23.4H11C8 23.4 6 21.4 6 19Z', { fill: '#F4EEDC', sw: 1.3 })}${line('M13 16.6H20M13 19H20.4M12 21.2H18.6', 0.9)}${path('M6 12H9V24H6Z', { fill: '#F1D77A', sw: 1 })}`,
    );
    // respite: a gold crescent moon and a star on lapis
    write(
      'badges/respite.svg',
      32,
      32,
      gold('bd-g'),
      `${roundel('#2C4F8F', G)}${path('M19 7C13 8 10 13 11 18C12 23 17 26 22 24C17 24 14 20 14 16C14 12 16 9 19 7Z', { fill: '#F1D77A', sw: 1.3 })}${star8(21, 13, 3.6, '#F4EEDC')}`,
    );
    // doubled: two gold chevrons pointing up on verdigris
    write(
      'badges/doubled.svg',
      32,
      32,
      gold('bd-g'),
      `${roundel('#3F7A3B', G)}${path('M7.5 15L16 7L24.5 15V19.5L16 12L7.5 19.5Z', { fill: '#F1D77A', sw: 1.3 })}${path('M7.5 22L16 14L24.5 22V26.5L16 19L7.5 26.5Z', { fill: '#F1D77A', sw: 1.3 })}`,
    );
    // hobbled: a pair of iron fetters joined by a chain on ochre
    write(
      'badges/hobbled.svg',
      32,
      32,
      gold('bd-g'),
      `${roundel('#C08A3E', G)}<circle cx="10.5" cy="18" r="4.6" fill="none" stroke="${INK}" stroke-width="4.2"/><circle cx="10.5" cy="18" r="4.6" fill="none" stroke="#C9CCD0" stroke-width="2.2"/><circle cx="21.5" cy="18" r="4.6" fill="none" stroke="${INK}" stroke-width="4.2"/><circle cx="21.5" cy="18" r="4.6" fill="none" stroke="#C9CCD0" stroke-width="2.2"/>${path('M14 11.5h4v3h-4z', { fill: '#8E8A84', sw: 1 })}${line('M13 13L15 12M17 12L19 13', 1.2)}`,
    );
    // warded: a heater shield (the badge itself is shield-shaped), lapis with a gold cross
    write(
      'badges/warded.svg',
      32,
      32,
      gold('bd-g'),
      `${path('M4 4H28V14C28 22 22 27 16 30C10 27 4 22 4 14Z', { fill: G, sw: 1.5 })}${path('M7 7H25V14C25 20 21 24 16 26.6C11 24 7 20 7 14Z', { fill: '#2C4F8F', sw: 1 })}${path('M14.3 8.5H17.7V13.3H22.5V16.7H17.7V24.5H14.3V16.7H9.5V13.3H14.3Z', { fill: '#F1D77A', sw: 1 })}`,
    );
    // unveiled: an open eye on purpure
    write(
      'badges/unveiled.svg',
      32,
      32,
      gold('bd-g'),
      `${roundel('#6B3A78', G)}${path('M5 16C9 10 23 10 27 16C23 22 9 22 5 16Z', { fill: '#F4EEDC', sw: 1.3 })}<circle cx="16" cy="16" r="4.4" fill="#2C4F8F" stroke="${INK}" stroke-width="1"/><circle cx="16" cy="16" r="2" fill="${INK}"/><circle cx="14.6" cy="14.6" r="1" fill="#FFF"/>${line('M8 9.5L9.5 11.5M16 7V9.6M24 9.5L22.5 11.5', 1.4, '#F1D77A')}`,
    );
  }

  // ─── tokens ───
  {
    // mood: a gilt roundel (bezant) with a sun's face in relief
    let rays = '';
    for (let i = 0; i < 16; i++) {
      const a = (i * Math.PI) / 8;
      const r1 = 8.4;
      const r2 = i % 2 ? 10.6 : 12;
      rays += `M${(16 + Math.cos(a) * r1).toFixed(2)} ${(16 + Math.sin(a) * r1).toFixed(2)}L${(16 + Math.cos(a + 0.1) * r2).toFixed(2)} ${(16 + Math.sin(a + 0.1) * r2).toFixed(2)}`;
    }
    write(
      'tokens/mood.svg',
      32,
      32,
      `<radialGradient id="md-g" cx=".38" cy=".34" r=".75"><stop offset="0" stop-color="#F8E6A0"/><stop offset=".45" stop-color="#D9B24A"/><stop offset="1" stop-color="#8E6B1F"/></radialGradient>`,
      `<circle cx="16" cy="16" r="15" fill="url(#md-g)" stroke="${INK}" stroke-width="1.4"/><circle cx="16" cy="16" r="13" fill="none" stroke="#8E6B1F" stroke-width=".8" stroke-dasharray="1.6 1.4"/>${line(rays, 1.2, '#8E6B1F')}<circle cx="16" cy="16" r="7.4" fill="#E8C45A" stroke="#8E6B1F" stroke-width="1"/><path d="M12.6 14.4h1.6M17.8 14.4h1.6" stroke="#6A4E12" stroke-width="1.3" stroke-linecap="round"/><path d="M12.8 18c1.6 1.8 4.8 1.8 6.4 0" fill="none" stroke="#6A4E12" stroke-width="1.2" stroke-linecap="round"/><ellipse cx="12" cy="10" rx="3" ry="1.4" fill="#FFF" opacity=".35" transform="rotate(-35 12 10)"/>`,
    );
    // vigor: a vermilion lozenge with a highlight (filled); the empty pip is drawn by the composer
    write(
      'tokens/vigor.svg',
      32,
      32,
      '',
      `${path('M16 2L28 16L16 30L4 16Z', { fill: '#B23A26', sw: 1.6 })}${path('M16 6L24.5 16L16 26L7.5 16Z', { fill: 'none', sw: 0, extra: '' })}${line('M16 6.5L24 16', 1.6, '#E98A6A', 'opacity=".9"')}<circle cx="16" cy="16" r="2.2" fill="#F1D77A" stroke="${INK}" stroke-width=".8"/>`,
    );
  }

  // ─── map pieces ───
  {
    // storm: a dark thunderhead with a small gilt lightning and rain
    const cloud = smoothClosed(
      [
        [4, 27],
        [5, 19],
        [11, 16],
        [13, 9],
        [21, 6],
        [27, 10],
        [30, 15],
        [36, 17],
        [37, 25],
        [32, 29],
        [10, 30],
      ],
      0.9,
    );
    write(
      'map/storm.svg',
      40,
      40,
      `<linearGradient id="st-c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5E6478"/><stop offset="1" stop-color="#2E3446"/></linearGradient>${gold('st-g')}`,
      `${line('M9 31l-2 5M15 32l-2 5M27 32l-2 5M33 31l-2 4', 1.4, '#3E4A6A')}${path(cloud, { fill: 'url(#st-c)', sw: 1.8 })}${line('M10 20C13 18 16 19 17 21M22 12C26 11 29 13 30 16', 1.2, '#8A92AA')}${path('M22 22L16 30.5L20 30.5L16.5 38L26 27.5L21.6 27.5L25 22Z', { fill: 'url(#st-g)', sw: 1.2 })}`,
    );
    // the Eye of the storm: a dark whorl with a gilt lightning, eight red rays going out
    let whorl = '';
    for (let i = 0; i < 3; i++) {
      const r = 14 - i * 4.2;
      whorl += `M${20 + r} 20A${r} ${r} 0 0 0 ${(20 - r * 0.71).toFixed(2)} ${(20 - r * 0.71).toFixed(2)}`;
    }
    let rays = '';
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      rays += `M${(20 + Math.cos(a) * 16).toFixed(2)} ${(20 + Math.sin(a) * 16).toFixed(2)}L${(20 + Math.cos(a) * 20).toFixed(2)} ${(20 + Math.sin(a) * 20).toFixed(2)}`;
    }
    write(
      'map/eye.svg',
      40,
      40,
      `<radialGradient id="ey-c" cx=".5" cy=".5" r=".6"><stop offset="0" stop-color="#161A28"/><stop offset=".7" stop-color="#3A4258"/><stop offset="1" stop-color="#5E6478"/></radialGradient>${gold('ey-g')}`,
      `${line(rays, 2.4, '#B23A26')}<circle cx="20" cy="20" r="17" fill="url(#ey-c)" stroke="${INK}" stroke-width="1.6"/><circle cx="20" cy="20" r="17" fill="none" stroke="url(#ey-g)" stroke-width="1.4" stroke-dasharray="3 2.4"/>${line(whorl, 1.5, '#9AA2BA')}${path('M22 9L15 21H19.5L16.5 31L26 17.5H21.5L25 9Z', { fill: 'url(#ey-g)', sw: 1.2 })}`,
    );
    // wind-head: a puffing cherub face in a cloud, blowing towards +x, breath streaming out
    const breath = 'M31 17C40 12 48 15 59 8M33 21C43 21 50 23 60 20M31 25C40 29 47 32 57 35';
    write(
      'map/wind.svg',
      60,
      40,
      `<radialGradient id="wd-f" cx=".42" cy=".4" r=".7"><stop offset="0" stop-color="#F8EAD6"/><stop offset="1" stop-color="#D9AE8A"/></radialGradient>`,
      `${line(breath, 3, INK)}${line(breath, 1.6, '#B7CFE6')}
    ${path('M4 9C2 4 7 0 12 2C15 -1 22 0 24 3C29 2 32 6 30 10C34 13 34 20 31 23C34 27 30 33 25 32C22 37 13 37 10 33C5 34 1 29 3 25C-1 21 0 13 4 9Z', { fill: '#6F93B8', sw: 1.5 })}
    <circle cx="17.5" cy="19" r="12" fill="url(#wd-f)" stroke="${INK}" stroke-width="1.5"/>
    <circle cx="23.5" cy="23.5" r="5" fill="#E8A88A" stroke="${INK}" stroke-width="1.1"/>
    <ellipse cx="29.6" cy="20.6" rx="2.2" ry="2.6" fill="#7A2A22" stroke="${INK}" stroke-width="1"/>
    ${line('M18.5 13.5c1.8 -1.4 4.2 -1.4 5.8 0', 1.4)}<circle cx="21.6" cy="15.6" r="1.4" fill="${INK}"/>
    ${line('M27.6 14.8l2.4 2.2l-2 1', 1.2)}
    ${line('M7 12c2 -2 5 -2 7 -1M6 18c2 -1 4 0 5 1M8 24c2 0 3 1 4 2', 1.1, '#3E5F8F')}`,
    );
    // harbour: a tiny port — a stone quay with a bollard, a tower with a pennant, a moored sky-boat
    write(
      'map/harbour.svg',
      40,
      40,
      '',
      `${path('M2 24H38V36H2Z', { fill: '#C8B488', sw: 1.4 })}${line('M2 30H38M8 24V30M16 24V30M24 24V30M32 24V30M12 30V36M20 30V36M28 30V36', 0.9, '#8A7A5A')}
    ${path('M24 24V10H32V24Z', { fill: '#E8DCC0', sw: 1.3 })}${path('M23 10L28 3L33 10Z', { fill: '#B23A26', sw: 1.2 })}${line('M28 3V-1', 1)}${path('M28 -1L33 0.5L28 2Z', { fill: '#2C4F8F', sw: 0.6 })}${path('M26.5 14h3v4h-3z', { fill: '#2A2018', sw: 0 })}
    ${path('M4 19C6 23 16 23 19 19Z', { fill: '#8A5A36', sw: 1.2 })}${line('M11.5 19V8', 1.1)}${path('M12 9L18 15H12Z', { fill: '#F4EEDC', sw: 1 })}${line('M19 19.5C20 22 21 23 22 24', 0.8, INK, 'stroke-dasharray="1 1"')}
    <circle cx="6" cy="24" r="1.6" fill="#5A4A3A" stroke="${INK}" stroke-width=".8"/>`,
    );
  }
}
