import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../machines/core/bots/random';
import { startGame } from '../../../machines/core/engine';
import { type GameOutcome, simulate } from '../../../machines/core/sim';
import { wilson } from '../../../machines/core/wilson';
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

  it('plays per-seat options and paired seeds: --levels, --swap', () => {
    // the random bot ignores its level, and each seat's stream is named by seed and seat, so the swapped game
    // replays the first one move for move: the same seat wins, each label once, every pair a split
    const res = simulate({
      module: nim,
      games: 10,
      seed: 'pair',
      bots: ['random'],
      seatBotOptions: [{ level: 'a' }, { level: 'b' }],
      swap: true,
    });
    expect(res.games).toBe(20);
    expect(res.bots).toEqual(['random:a', 'random:b']);
    for (let i = 0; i < 10; i++) {
      const x = res.outcomes[2 * i] as GameOutcome;
      const y = res.outcomes[2 * i + 1] as GameOutcome;
      expect(x.seed).toBe(`pair:${i}`);
      expect(y.seed).toBe(x.seed);
      expect(x.bots).toEqual(['random:a', 'random:b']);
      expect(y.bots).toEqual(['random:b', 'random:a']);
      expect([y.events, y.result.winners]).toEqual([x.events, x.result.winners]);
    }
    expect(res.winsByBot).toEqual({ 'random:a': 10, 'random:b': 10 });
    expect(res.pairs).toEqual({ bot: 'random:a', both: 0, split: 10, neither: 0 });
    expect(res.decisions['random:a']?.count).toBeGreaterThan(0);
  });

  it('gives 95% Wilson intervals', () => {
    const [lo, hi] = wilson(29, 48); // the README's "29 of 48 (60%, 46–73)"
    expect(Math.round(lo * 100)).toBe(46);
    expect(Math.round(hi * 100)).toBe(73);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('refuses an unknown bot with the list of known ones', () => {
    expect(() => simulate({ module: nim, games: 1, seed: 'x', bots: ['genius'] })).toThrow(/Known bots: random/);
  });
});
