/** Bots: legal moves in every phase, their own random streams, reproducible search, strength in small samples. */
import { describe, expect, it } from 'vitest';
import { LEVEL_ITERATIONS, LEVELS } from '../../../machines/clouds/bots';
import { check } from '../../../machines/clouds/rules';
import type { CloudsEvent, Ctx } from '../../../machines/clouds/types';
import { GameRunner } from '../../../machines/core/engine';
import { playGame } from '../../../machines/core/sim';
import { clouds } from './helpers';

describe('bots', () => {
  it('the random bot picks legal moves and never concedes', () => {
    const out = playGame(clouds, 'rb', ['random', 'random'], 2, { roundLimit: 4 }, {}, 10_000, undefined, true);
    expect(out.finished).toBe(true);
    expect(out.record?.events.some((e) => e.type === 'CONCEDE')).toBe(false);
  });

  it('heuristic plays whole games legally (setup included) with 2, 3 and 4 seats', () => {
    for (const seats of [2, 3, 4]) {
      const out = playGame(clouds, `h${seats}`, ['heuristic'], seats, { roundLimit: 6 });
      expect(out.finished).toBe(true);
    }
  });

  it('random drafts (draftNoise 1000, as §2.2 and §5.1 measure) open with many cards; the bots’ own with few', () => {
    const firstPicks = (draftNoise?: number) => {
      const cards = new Set<string>();
      for (let i = 0; i < 12; i++) {
        const botOptions = draftNoise ? { draftNoise } : {};
        const out = playGame(
          clouds,
          `dn${i}`,
          ['heuristic'],
          2,
          { roundLimit: 1 },
          botOptions,
          10_000,
          undefined,
          true,
        );
        const pick = out.record?.events.find((e) => e.type === 'DRAFT_PICK') as CloudsEvent | undefined;
        if (pick?.type === 'DRAFT_PICK') cards.add(pick.cardId);
      }
      return cards.size;
    };
    const random = firstPicks(1000);
    expect(random).toBeGreaterThanOrEqual(5); // uniform over 18 cards: about 9 of 12
    expect(random).toBeGreaterThan(firstPicks());
  });

  it('heuristic beats random', () => {
    let wins = 0;
    for (let i = 0; i < 4; i++) {
      const out = playGame(clouds, `hr${i}`, i % 2 ? ['heuristic', 'random'] : ['random', 'heuristic'], 2, {});
      if (out.result.winners.length === 1 && out.result.winners[0] === (i % 2 ? 0 : 1)) wins++;
    }
    expect(wins).toBe(4);
  });

  it('mcts with a fixed iteration budget is reproducible and legal', () => {
    const r = new GameRunner(clouds, { seed: 'm', seats: 2, options: { roundLimit: 3 } });
    let snap = r.snapshot;
    // through setup with the heuristic, then ask two fresh mcts bots with the same seed
    const h = clouds.bots.heuristic?.({ seed: 'h' });
    while ((snap.context as Ctx).phase !== 'selectCard') {
      snap = r.send(h?.choose(snap, clouds.activeSeats(snap)[0] as number) as never).snapshot;
    }
    const seat = clouds.activeSeats(snap)[0] as number;
    const a = clouds.bots.mcts?.({ seed: 's', iterations: 80 }).choose(snap, seat);
    const b = clouds.bots.mcts?.({ seed: 's', iterations: 80 }).choose(snap, seat);
    expect(a).toEqual(b);
    expect(check(snap.context as Ctx, a as never)).toBeNull();
  });

  it('mcts beats random', () => {
    const out = playGame(clouds, 'mr', ['mcts', 'random'], 2, {}, { iterations: 40 });
    expect(out.result.winners).toEqual([0]);
  });

  it('exports the difficulty levels', () => {
    expect(LEVELS.easy.bot).toBe('heuristic');
    expect(LEVELS.normal).toMatchObject({ bot: 'mcts', options: { budgetMs: 500 } });
    expect(LEVELS.hard).toMatchObject({ bot: 'mcts', options: { budgetMs: 2000 } });
    expect(LEVEL_ITERATIONS.normal).toBeGreaterThan(LEVEL_ITERATIONS.easy as number);
  });
});
