/**
 * A card's title begins with an illuminated initial, and the rest of that word stands right against
 * it in capitals, so "T" and "HE White Hart" read as one word (apart and in small capitals, "he"
 * read as a word missing its first letter).
 */
import { describe, expect, it } from 'vitest';
import { doc, titleBlock } from '../../../src/games/temperaments/art/cards';

describe('card titles', () => {
  it.each([
    ['The White Hart', 'T', 'HE'],
    ['Белый олень', 'Б', 'ЕЛЫЙ'],
    ['Trinity', 'T', 'RINITY'],
  ])('%s: the initial, then the rest of its word in capitals against it', (title, initial, rest) => {
    const d = doc('t');
    const x = 9;
    const side = 25;
    titleBlock(d, title, x, 9, 120, side, 10.5, 2, '#000');
    const [ini, first] = d.labels as { text: string; x: number }[];
    expect(ini?.text).toBe(initial);
    expect(first?.text.split(' ')[0]).toBe(rest);
    // the line starts at the initial's frame, not a gap away
    expect((first?.x ?? 0) - (x + side)).toBeLessThanOrEqual(2);
    // and the rest of the title is as written
    expect(
      d.labels
        .slice(1)
        .map((l) => l.text)
        .join(' '),
    ).toBe(`${rest}${title.slice(1 + rest.length)}`);
  });
});
