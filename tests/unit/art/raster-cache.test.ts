/**
 * The picture cache's keys (src/art/raster-cache.ts): the same picture finds its stored raster on the
 * next visit; any change to its art, its lettering or its size misses, so no stale picture is shown.
 */
import { describe, expect, it } from 'vitest';
import { rasterKey } from '../../../src/art/compose';
import { characterCard, dialogueCard } from '../../../src/games/northwood/art/cards';

const char = (name: string) =>
  characterCard('claws-prince', { name, title: 'Prince', ability: 'Ability', flavour: 'Flavour', crowned: true });

describe('rasterKey', () => {
  it('is the same for the same picture and scale', () => {
    expect(rasterKey(dialogueCard('claws', 7), 1)).toBe(rasterKey(dialogueCard('claws', 7), 1));
    expect(rasterKey(char('Edmund'), 1.5)).toBe(rasterKey(char('Edmund'), 1.5));
  });

  it('differs when the art, the lettering or the scale differs', () => {
    const keys = [
      rasterKey(dialogueCard('claws', 7), 1),
      rasterKey(dialogueCard('claws', 8), 1),
      rasterKey(dialogueCard('claws', 7), 2),
      rasterKey(char('Edmund'), 1),
      rasterKey(char('Эдмунд'), 1),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    const svg = dialogueCard('claws', 7);
    expect(rasterKey({ ...svg, svg: svg.svg.replace('</svg>', '<g/></svg>') }, 1)).not.toBe(rasterKey(svg, 1));
  });
});
