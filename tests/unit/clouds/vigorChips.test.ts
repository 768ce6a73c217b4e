/** Option vigorChips (§5.1): moving spends vigor, capture and drain with the chips left, only a declared skip restores. */
import { describe, expect, it } from 'vitest';
import { attackerOf, reaches } from '../../../machines/clouds/evaluate';
import { greedyDrain } from '../../../machines/clouds/planner';
import { gridOf, strikeNeed, strikeOf } from '../../../machines/clouds/state';
import type { FixedCard } from '../../../machines/clouds/types';
import { reach, view } from '../../../machines/clouds/view';
import { at, clouds, firstOf, line, table, types } from './helpers';

const A = 0;
const B = 1;
const chips = (cards: FixedCard[]) => table(cards, { vigorChips: true });

describe('vigorChips (§5.1)', () => {
  it('each cell entered costs a chip; §5 (vigorChips false) spends nothing', () => {
    const t = chips([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    const em = t.move('e1', line(5, 10, 1, 0, 3));
    expect(firstOf(em, 'vigorChanged')).toMatchObject({ cardId: 'e1', from: 5, to: 2, reason: 'move' });
    expect(t.card('e1')).toMatchObject({ vigor: 2, pos: at(8, 10) });
    const plain = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    expect(plain.ctx.vigorChips).toBe(false);
    plain.move('e1', line(5, 10, 1, 0, 3));
    expect(plain.card('e1').vigor).toBe(5);
  });

  it('the path is still capped by the allowance (cost ≤ vigor)', () => {
    const t = chips([
      { id: 'e1', owner: A, pos: [5, 10], vigor: 2 },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'e1' });
    expect(t.refuse({ type: 'MOVE', seat: A, cardId: 'e1', path: line(5, 10, 1, 0, 3) })).toBe('pathTooLong');
  });

  it('capture on arrival compares with the chips left after paying', () => {
    // V5 moves 1 onto a V3: 4 chips left, 3 < 4, captured
    const near = chips([
      { id: 'u5', owner: A, pos: [5, 10] },
      { id: 'e1', owner: B, pos: [6, 10], vigor: 3 },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    const em = near.move('u5', [[6, 10]], 'e1');
    expect(firstOf(em, 'attacked')).toMatchObject({ effV: 4, captured: true });
    expect(near.card('e1').owner).toBe(A);
    // V5 moves 2 onto the same V3: 3 chips left, 3 is not < 3; a rate-1 drain only weakens it
    const far = chips([
      { id: 'u5', owner: A, pos: [5, 10] },
      { id: 'e1', owner: B, pos: [7, 10], vigor: 3 },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    const at2 = far.move('u5', line(5, 10, 1, 0, 2), 'e1');
    expect(firstOf(at2, 'attacked')).toMatchObject({ effV: 3, R: 3, captured: false, awaitDrain: true });
    expect(view(far.ctx, A).awaitDrain).toMatchObject({ R: 3, toCapture: null, moverLoses: true });
    const dr = far.send({ type: 'DRAIN', seat: A, amount: 2 });
    expect(firstOf(dr, 'drained')).toMatchObject({ amount: 2, from: 3, to: 1, captured: false });
    expect(far.card('u5').vigor).toBe(1);
    expect(far.card('e1')).toMatchObject({ owner: B, vigor: 1 });
  });

  it('a doubled card pays half (rounded up) and strikes with twice its chips', () => {
    const t = chips([
      { id: 'e5', owner: A, pos: [5, 10], doubledNext: true },
      { id: 'e6', owner: B, pos: [10, 10] },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    // 5 cells cost 3 of 7 chips; effV = 4 × 2 = 8, not above Keystone's 8
    const em = t.move('e5', line(5, 10, 1, 0, 5), 'e6');
    expect(firstOf(em, 'attacked')).toMatchObject({ effV: 8, targetVigor: 8, R: 4, captured: false });
    expect(t.card('e5').vigor).toBe(4);
    // 4 cells cost 2: effV 10 > 8
    const u = chips([
      { id: 'e5', owner: A, pos: [5, 10], doubledNext: true },
      { id: 'e6', owner: B, pos: [9, 10] },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    const em2 = u.move('e5', line(5, 10, 1, 0, 4), 'e6');
    expect(firstOf(em2, 'attacked')).toMatchObject({ effV: 10, captured: true });
    expect(u.card('e5').vigor).toBe(5);
  });

  it('Grind turns a drain into a capture: each chip lowers the target by 2 and the mover by 1', () => {
    const t = chips([
      { id: 'e5', owner: A, pos: [5, 10], mood: 2 },
      { id: 'e6', owner: B, pos: [6, 10] },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    t.act('e5', { type: 'USE_ABILITY', cardId: 'e5' } as never);
    t.send({ type: 'MOVE', seat: A, cardId: 'e5', path: [[6, 10]], targetId: 'e6' });
    // 6 chips left against 8; after k chips: 8 − 2k < 6 − k first at k = 3
    expect(view(t.ctx, A).awaitDrain).toMatchObject({ R: 6, rate: 2, toCapture: 3 });
    expect(greedyDrain(t.ctx)).toMatchObject({ amount: 3 });
    const em = t.send({ type: 'DRAIN', seat: A, amount: 6 });
    expect(firstOf(em, 'drained')).toMatchObject({ amount: 3, from: 8, to: 2, captured: true });
    expect(t.card('e5').vigor).toBe(3);
    expect(t.card('e6')).toMatchObject({ owner: A, vigor: 2 });
  });

  it("Tailwind's three cells are free and Stoop adds 2 to the chips left", () => {
    const t = chips([
      { id: 'p1', owner: A, pos: [5, 10], mood: 1 },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    t.act('p1', { type: 'USE_ABILITY', cardId: 'p1' } as never);
    t.send({ type: 'MOVE', seat: A, cardId: 'p1', path: line(5, 10, 1, 0, 5) });
    expect(t.card('p1').vigor).toBe(2);
    const s = chips([
      { id: 'p3', owner: A, pos: [5, 10], mood: 2 },
      { id: 'e1', owner: B, pos: [7, 10], vigor: 4 },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    s.act('p3', { type: 'USE_ABILITY', cardId: 'p3' } as never);
    const em = s.send({ type: 'MOVE', seat: A, cardId: 'p3', path: line(5, 10, 1, 0, 2), targetId: 'e1' });
    expect(firstOf(em, 'attacked')).toMatchObject({ effV: 5, captured: true });
  });

  it('a declared skip restores vigor to V; a forced skip restores nothing', () => {
    const t = chips([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'u2', owner: B, pos: [20, 20] },
    ]);
    t.move('e1', line(5, 10, 1, 0, 4));
    t.act('u2', { type: 'CLASS_ACTION', cardId: 'u2', targetId: 'e1' } as never);
    expect(t.ctx.stats.forcedSkips).toBe(1);
    expect(t.card('e1').vigor).toBe(1); // the mark was served at A's turn start: nothing restored
    t.skip('u2');
    const em = t.skip('e1');
    expect(types(em)).toContain('skipped');
    expect(t.card('e1').vigor).toBe(5);
  });

  it("previews and the bots' reach use the chips: the reach's capture cells are the ones that capture", () => {
    const cards: FixedCard[] = [
      { id: 'u5', owner: A, pos: [5, 10] },
      { id: 'e1', owner: B, pos: [7, 10], vigor: 3 },
      { id: 'e2', owner: B, pos: [6, 10], vigor: 3 },
    ];
    const t = chips(cards);
    const r = reach(t.ctx, 'u5');
    expect(r?.vigorChips).toBe(true);
    const cellOf = (x: number, y: number) => r?.cells.find((c) => c.cell[0] === x && c.cell[1] === y);
    expect(cellOf(7, 10)).toMatchObject({ cost: 2, targets: [{ id: 'e1', capturable: false, need: null, effV: 3 }] });
    expect(cellOf(6, 10)).toMatchObject({
      cost: 1,
      targets: [{ id: 'e2', immediate: true, capturable: true, effV: 4 }],
    });
    const att = attackerOf(t.card('u5'), true);
    const grid = gridOf(t.ctx, null);
    expect(reaches(grid, att, at(6, 10), 3)).toBe(true);
    expect(reaches(grid, att, at(7, 10), 3)).toBe(false);
    // under §5 the same card captures at both cells (R = 3 spare points drain the V3)
    const plain = attackerOf(table(cards).card('u5'), false);
    expect(reaches(grid, plain, at(7, 10), 3)).toBe(true);
  });

  it("the bots' and previews' capture test (strikeNeed) is what the rules do, doubled or not, with Grind or not", () => {
    let captures = 0;
    for (const doubledNext of [false, true])
      for (const grind of [false, true])
        for (let d = 1; d <= 7; d++)
          for (let tv = 0; tv <= 8; tv += 2) {
            const t = chips([
              { id: 'e5', owner: A, pos: [5, 10], mood: 2, doubledNext },
              { id: 'e6', owner: B, pos: [5 + d, 10], vigor: tv },
            ]);
            const seat = A;
            t.send({ type: 'SELECT_CARD', seat, cardId: 'e5' });
            if (grind) t.send({ type: 'USE_ABILITY', seat, cardId: 'e5' });
            const st = strikeOf(t.ctx, t.card('e5'));
            if (d > st.A) continue;
            const need = strikeNeed(st, d, tv);
            t.send({ type: 'MOVE', seat, cardId: 'e5', path: line(5, 10, 1, 0, d), targetId: 'e6' });
            if (t.ctx.phase === 'awaitDrain') t.send(greedyDrain(t.ctx) as never);
            const captured = t.card('e6').owner === A;
            expect([doubledNext, grind, d, tv, captured]).toEqual([doubledNext, grind, d, tv, need >= 0]);
            if (captured) captures++;
          }
    expect(captures).toBeGreaterThan(20);
  });

  it('the option is a boolean in options and records', () => {
    expect(() => clouds.parseOptions({ vigorChips: 'yes' }, 2)).toThrow(/vigorChips/);
    expect(clouds.parseOptions({ vigorChips: true }, 2)).toEqual({ vigorChips: true });
    expect(clouds.parseOptions({ vigorChips: false }, 2)).toEqual({ vigorChips: false });
  });
});
