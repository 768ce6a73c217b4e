/**
 * An illuminated initial as an inline SVG: the letter on a diapered ground in a gilt frame with
 * tendrils (`initialGround`), as the title, the tutorial's page and the inspector open their text.
 */
import { svgEl } from '../app/dom';
import { hex } from './palette';
import { diaperPattern, goldGradient, initialGround, svgDoc } from './svg';

/** The picture's side, the ground's square in it (x, y, side), its colour, the diaper's cell, the letter's centre. */
interface Look {
  size: number;
  square: [number, number, number];
  ground: string;
  cell: number;
  letterAt: [number, number];
}

/**
 * The initials the app draws, by where they open text. Each is named `<where>-ini`: the prefix of its
 * gradient and pattern ids, its class, and `<where>-ini-letter` for the letter's size and ink
 * (`.illuminated-letter` is the rest).
 */
const LOOKS = {
  title: { size: 132, square: [14, 14, 96], ground: hex.vermilion, cell: 10, letterAt: [62, 67] },
  tut: { size: 78, square: [8, 6, 60], ground: hex.vermilion, cell: 9, letterAt: [37.5, 37.5] },
  insp: { size: 50, square: [3, 3, 42], ground: hex.lapis, cell: 8, letterAt: [24, 25] },
} satisfies Record<string, Look>;

export function illuminatedInitial(letter: string, where: keyof typeof LOOKS): SVGSVGElement {
  const o: Look = LOOKS[where];
  const id = `${where}-ini`;
  const [x, y, side] = o.square;
  const defs = goldGradient(`${id}-g`) + diaperPattern(`${id}-d`, { ground: o.ground, size: o.cell });
  const svg = svgEl(svgDoc(o.size, o.size, initialGround(x, y, side, o.ground, `${id}-g`, `${id}-d`), defs));
  const text = document.createElementNS('http://www.w3.org/2000/svg', 'text');
  text.setAttribute('x', String(o.letterAt[0]));
  text.setAttribute('y', String(o.letterAt[1]));
  text.setAttribute('class', `illuminated-letter ${id}-letter`);
  text.setAttribute('fill', `url(#${id}-g)`); // the initial's own gold
  text.textContent = letter;
  svg.append(text);
  svg.setAttribute('aria-hidden', 'true');
  svg.classList.add(id);
  return svg;
}
