/** A resolved card's caption says who won, or why nobody did (rules §5), in both languages. */
import { describe, expect, it } from 'vitest';
import type { Emitted } from '../../../machines/temperaments/types';
import { outcomeText } from '../../../src/games/temperaments/outcome';

type Resolved = Extract<Emitted, { type: 'cardResolved' }>;
const tok = (seat: number, h: 'C' | 'S' | 'M' | 'P', slot: number) => ({ seat, h, slot, tokenId: `t${seat}-${slot}` });
const resolved = (over: Partial<Resolved>): Resolved => ({
  type: 'cardResolved',
  card: 'scene-mill',
  kind: 'scene',
  location: 'loc-mill',
  winners: [],
  escapers: [],
  losers: [],
  ...over,
});
const names = ['Anna', 'Boris'];
const name = (seat: number) => names[seat] as string;

describe('Four Temperaments: a card resolved', () => {
  it('says why nobody won: cholerics cancel, a sanguine alone, too many melancholics', () => {
    const e = resolved({ losers: [tok(0, 'C', 0), tok(1, 'C', 1), tok(1, 'S', 2)] });
    expect(outcomeText(e, name)).toBe(
      '“The Miller’s Wager”: nobody wins — 2 cholerics cancel each other out; a lone sanguine needs a second to win.',
    );
    expect(outcomeText(resolved({ losers: [tok(0, 'M', 0), tok(1, 'M', 1), tok(1, 'M', 2)] }), name, 'ru')).toBe(
      '«Спор мельника»: победителей нет — 3 меланхолика не побеждают (побеждают ровно двое).',
    );
    expect(
      outcomeText(
        resolved({ losers: [tok(0, 'C', 0), tok(0, 'C', 1), tok(1, 'C', 2), tok(1, 'C', 3), tok(1, 'C', 4)] }),
        name,
        'ru',
      ),
    ).toBe('«Спор мельника»: победителей нет — 5 холериков гасят друг друга.');
  });

  it('a lone melancholic that slips away is no reason: the escape is said instead', () => {
    const e = resolved({ escapers: [tok(1, 'M', 2)] });
    expect(outcomeText(e, name)).toBe('“The Miller’s Wager”: nobody wins. A lone melancholic slips away (Boris).');
    const animal = resolved({ card: 'scene-wolves', location: null, losers: [tok(0, 'M', 1)] });
    expect(outcomeText(animal, name)).toContain('a lone melancholic has nowhere to slip away');
  });

  it('names the winners', () => {
    const e = resolved({ winners: [tok(0, 'S', 0), tok(1, 'S', 1)], losers: [tok(1, 'C', 2), tok(0, 'C', 3)] });
    expect(outcomeText(e, name)).toBe('“The Miller’s Wager”: the Sanguines win (Anna, Boris).');
  });
});
