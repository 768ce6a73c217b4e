/**
 * An illuminated initial as an inline SVG: the letter on a diapered ground in a gilt frame with
 * tendrils (`initialGround`), as the title, the tutorial's page and the inspector open their text.
 */
import { svgEl } from '../app/dom';
import { diaperPattern, goldGradient, initialGround, svgDoc } from './svg';

export interface InitialSpec {
  letter: string;
  /** The picture's side, and the ground's square in it: x, y, side. */
  size: number;
  square: [number, number, number];
  ground: string;
  /** The diaper's cell size. */
  cell: number;
  /** Prefix of the gradient and pattern ids (unique in the page). */
  id: string;
  /** Where the letter's centre stands, and its CSS class (its size and ink; `.illuminated-letter` is the rest). */
  letterAt: [number, number];
  letterClass: string;
  /** A class for the picture itself. */
  className?: string;
}

export function illuminatedInitial(o: InitialSpec): SVGSVGElement {
  const [x, y, side] = o.square;
  const defs = goldGradient(`${o.id}-g`) + diaperPattern(`${o.id}-d`, { ground: o.ground, size: o.cell });
  const svg = svgEl(svgDoc(o.size, o.size, initialGround(x, y, side, o.ground, `${o.id}-g`, `${o.id}-d`), defs));
  const text = document.createElementNS('http://www.w3.org/2000/svg', 'text');
  text.setAttribute('x', String(o.letterAt[0]));
  text.setAttribute('y', String(o.letterAt[1]));
  text.setAttribute('class', `illuminated-letter ${o.letterClass}`);
  text.setAttribute('fill', `url(#${o.id}-g)`); // the initial's own gold
  text.textContent = o.letter;
  svg.append(text);
  svg.setAttribute('aria-hidden', 'true');
  if (o.className) svg.classList.add(o.className);
  return svg;
}
