import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../machines/core/bots/random';
import { startGame } from '../../../machines/core/engine';
import { simulate } from '../../../machines/core/sim';
import { nim } from '../../fixtures/nim';

describe('random bot', () => {
  it('always picks one of the legal moves, from its own stream', () => {
    const { snapshot } = startGame(nim, { seed: 'bot', seats: 2, options: { maxTake: 3 } });
    const seat = nim.activeSeats(snapshot)[0] as number;
    const legal = nim.legalMoves(snapshot, seat);
    const bot = randomBot(nim.legalMoves)({ seed: 'b1' });
    const picks = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const ev = bot.choose(snapshot, seat);
      expect(legal).toContainEqual(ev);
      picks.add(ev.n);
    }
    expect(picks.size).toBe(legal.length); // uniform over legal moves: all are reached
    // the bot never advanced the game's RNG: the snapshot context is untouched
    expect(snapshot.context).toEqual(
      startGame(nim, { seed: 'bot', seats: 2, options: { maxTake: 3 } }).snapshot.context,
    );
  });
});

describe('simulate', () => {
  it('plays N complete games and reports per-seat results, moves and timings', () => {
    const res = simulate({ module: nim, games: 200, seed: 'sim', bots: ['random', 'random'] });
    expect(res.finished).toBe(200);
    expect(res.winsBySeat.reduce((a, b) => a + b, 0)).toBe(200);
    expect(res.winsBySeat.every((w) => w > 40)).toBe(true); // a fair coin's worth each way
    expect(res.avgEvents).toBeGreaterThan(4);
    expect(res.avgEvents).toBeLessThan(20);
    expect(res.gamesPerSecond).toBeGreaterThan(0);
    expect(res.decisions.random?.count).toBe(res.outcomes.reduce((a, o) => a + o.events, 0));
  });

  it('is reproducible: the same seed gives the same games', () => {
    const a = simulate({ module: nim, games: 30, seed: 'again', bots: ['random'] });
    const b = simulate({ module: nim, games: 30, seed: 'again', bots: ['random'] });
    expect(a.outcomes.map((o) => [o.events, o.result.winners])).toEqual(
      b.outcomes.map((o) => [o.events, o.result.winners]),
    );
    const c = simulate({ module: nim, games: 30, seed: 'other', bots: ['random'] });
    expect(c.outcomes.map((o) => o.events)).not.toEqual(a.outcomes.map((o) => o.events));
  });

  it('refuses an unknown bot with the list of known ones', () => {
    expect(() => simulate({ module: nim, games: 1, seed: 'x', bots: ['genius'] })).toThrow(/Known bots: random/);
  });
});
