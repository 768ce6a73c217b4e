/** Movement, capture and drain (§5), the turn (§4) and the end (§7), through the machine's events. */
import { describe, expect, it } from 'vitest';
import { reach, view } from '../../../machines/clouds/view';
import { at, firstOf, line, table, types } from './helpers';

const A = 0;
const B = 1;

describe('movement (§5)', () => {
  const cards = () => [
    { id: 'e1' as const, owner: A, pos: [5, 10] as [number, number] },
    { id: 'u5' as const, owner: B, pos: [25, 20] as [number, number] },
  ];

  it('allows paths up to the allowance (vigor) and no longer', () => {
    const t = table(cards());
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'e1' });
    expect(t.refuse({ type: 'MOVE', seat: A, cardId: 'e1', path: line(5, 10, 1, 0, 6) })).toBe('pathTooLong');
    const em = t.send({ type: 'MOVE', seat: A, cardId: 'e1', path: line(5, 10, 1, 0, 5) });
    expect(t.card('e1').pos).toBe(at(10, 10));
    expect(t.card('e1').vigor).toBe(5); // moving never spends vigor
    expect(firstOf(em, 'pointerMoved')).toMatchObject({
      cardId: 'e1',
      from: [5, 10],
      to: [10, 10],
      path: line(5, 10, 1, 0, 5),
    });
  });

  it('goes orthogonally cell by cell; malformed paths are refused', () => {
    const t = table(cards());
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'e1' });
    const move = (path: unknown) => ({ type: 'MOVE' as const, seat: A, cardId: 'e1' as const, path: path as never });
    expect(t.refuse(move([[6, 11]]))).toBe('badPath'); // diagonal
    expect(t.refuse(move([[7, 10]]))).toBe('badPath'); // jump
    // not a list of [x, y] cells of the board: refused by the event's shape, before the rules
    expect(t.refuse(move([[6, 10, 0]]))).toBe('malformed');
    expect(t.refuse(move('east'))).toBe('malformed');
    expect(t.refuse(move([[-1, 10]]))).toBe('malformed');
    expect(t.refuse(move([[6.5, 10]]))).toBe('malformed');
  });

  it('never enters a storm: the Eye, the Crown wall, the fronts', () => {
    const t = table([
      { id: 'e6', owner: A, pos: [15, 13] },
      { id: 'u5', owner: B, pos: [25, 20] },
    ]);
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'e6' });
    expect(
      t.refuse({
        type: 'MOVE',
        seat: A,
        cardId: 'e6',
        path: [
          [15, 14],
          [15, 15],
        ],
      }),
    ).toBe('pathBlocked');
    expect(
      t.refuse({
        type: 'MOVE',
        seat: A,
        cardId: 'e6',
        path: [
          [14, 13],
          [13, 13],
        ],
      }),
    ).toBe('pathBlocked'); // wall (13,13)
    expect(
      t.refuse({
        type: 'MOVE',
        seat: A,
        cardId: 'e6',
        path: [
          [15, 12],
          [14, 12],
        ],
      }),
    ).toBe('pathBlocked'); // wall (14,12)
    t.send({
      type: 'MOVE',
      seat: A,
      cardId: 'e6',
      path: [
        [15, 12],
        [15, 11],
        [15, 10],
      ],
    });
  });

  it('passes through pointers and may revisit cells', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'e6', owner: B, pos: [6, 10] },
    ]);
    t.move('e1', [
      [6, 10],
      [7, 10],
      [6, 10],
      [7, 10],
    ]);
    expect(t.card('e1').pos).toBe(at(7, 10));
    expect(t.card('e6').owner).toBe(B);
  });

  it('stays put only to attack a card on its own cell', () => {
    const t = table(cards());
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'e1' });
    expect(t.refuse({ type: 'MOVE', seat: A, cardId: 'e1', path: [] })).toBe('emptyPath');
    // out and back is a legal move with no target
    t.send({
      type: 'MOVE',
      seat: A,
      cardId: 'e1',
      path: [
        [6, 10],
        [5, 10],
      ],
    });
    expect(t.card('e1').pos).toBe(at(5, 10));
  });

  it('needs a target when the end cell holds an attackable card, and none otherwise', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'u5', owner: B, pos: [7, 10] },
      { id: 'u4', owner: B, pos: [9, 10] },
    ]);
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'e1' });
    const path = line(5, 10, 1, 0, 2);
    expect(t.refuse({ type: 'MOVE', seat: A, cardId: 'e1', path })).toBe('targetRequired');
    expect(t.refuse({ type: 'MOVE', seat: A, cardId: 'e1', path, targetId: 'u4' })).toBe('notAttackable');
    expect(t.refuse({ type: 'MOVE', seat: A, cardId: 'e1', path: line(5, 10, 1, 0, 1), targetId: 'u5' })).toBe(
      'noTargetThere',
    );
    t.send({ type: 'MOVE', seat: A, cardId: 'e1', path, targetId: 'u5' });
  });
});

describe('capture and drain (§5 examples)', () => {
  it('V5 moves 2 onto V5: R = 3, needs 1, capture', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'u5', owner: B, pos: [7, 10] },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    const em = t.move('e1', line(5, 10, 1, 0, 2), 'u5');
    expect(firstOf(em, 'attacked')).toMatchObject({ effV: 5, targetVigor: 5, R: 3, captured: false });
    expect(t.ctx.phase).toBe('awaitDrain');
    expect(view(t.ctx, A).awaitDrain).toMatchObject({ R: 3, rate: 1, effV: 5, targetVigor: 5, toCapture: 1 });
    const drained = t.send({ type: 'DRAIN', seat: A, amount: 1 });
    expect(types(drained)).toContain('cardCaptured');
    expect(t.card('u5')).toMatchObject({ owner: A, vigor: 4, pos: at(7, 10) });
  });

  it('V5 moves 1 onto V8: R = 4, needs 4, 8 → 4 < 5, capture', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'e6', owner: B, pos: [6, 10] },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    t.move('e1', [[6, 10]], 'e6');
    expect(view(t.ctx, A).awaitDrain).toMatchObject({ R: 4, toCapture: 4 });
    const em = t.send({ type: 'DRAIN', seat: A, amount: 4 });
    expect(firstOf(em, 'drained')).toMatchObject({ amount: 4, from: 8, to: 4, captured: true });
    expect(t.card('e6')).toMatchObject({ owner: A, vigor: 4 });
  });

  it('Doubled V4 moves 6 onto V7: R = 2 < 4 needed; the target drops to 5 and they share the cell', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10], vigor: 4, doubledNext: true },
      { id: 'e5', owner: B, pos: [11, 10] },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    t.move('e1', line(5, 10, 1, 0, 6), 'e5');
    expect(view(t.ctx, A).awaitDrain).toMatchObject({ R: 2, toCapture: null });
    expect(t.refuse({ type: 'DRAIN', seat: A, amount: 3 })).toBe('badAmount');
    t.send({ type: 'DRAIN', seat: A, amount: 2 });
    expect(t.card('e5')).toMatchObject({ owner: B, vigor: 5, pos: at(11, 10) });
    expect(t.card('e1').pos).toBe(at(11, 10));
  });

  it('captures at once when the target is weaker; the card keeps its stats, flags and cell', () => {
    const t = table([
      { id: 'e6', owner: A, pos: [5, 10] },
      { id: 'e5', owner: A, pos: [1, 1] },
      { id: 'u5', owner: B, pos: [8, 10], vigor: 3, mood: 4, hobbledNext: true, skipMark: true },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    const em = t.move('e6', line(5, 10, 1, 0, 3), 'u5');
    expect(types(em)).toEqual(['pointerMoved', 'attacked', 'cardCaptured', 'actionEnded']);
    expect(firstOf(em, 'cardCaptured')).toMatchObject({
      cardId: 'u5',
      by: 'e6',
      from: B,
      to: A,
      cell: [8, 10],
    });
    expect(t.card('u5')).toMatchObject({
      owner: A,
      vigor: 3,
      mood: 4,
      hobbledNext: true,
      skipMark: true,
      pos: at(8, 10),
    });
    expect(t.card('e6').pos).toBe(at(8, 10));
    expect(t.ctx.pending).toEqual(['e5']); // u5 joined during the turn and has no action
  });

  it('DRAIN 0 declines; a capture stops the drain and unspent points are lost', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'e2', owner: A, pos: [5, 11] },
      { id: 'u5', owner: B, pos: [6, 10] },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    t.move('e1', [[6, 10]], 'u5');
    t.send({ type: 'DRAIN', seat: A, amount: 0 });
    expect(t.card('u5')).toMatchObject({ owner: B, vigor: 5 });
    t.move(
      'e2',
      [
        [6, 11],
        [6, 10],
      ],
      'u5',
    );
    const em = t.send({ type: 'DRAIN', seat: A, amount: 3 });
    expect(firstOf(em, 'drained')).toMatchObject({ amount: 1, requested: 3, from: 5, to: 4 });
    expect(t.card('u5')).toMatchObject({ owner: A, vigor: 4 });
  });

  it('has no drain when the whole allowance was walked', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'e3', owner: B, pos: [10, 10] },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    const em = t.move('e1', line(5, 10, 1, 0, 5), 'e3');
    expect(firstOf(em, 'attacked')).toMatchObject({ R: 0, awaitDrain: false });
    expect(t.ctx.phase).toBe('selectCard');
  });

  it('reach(): cells, canonical paths and capturable targets per cell agree with the capture reach', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'e6', owner: B, pos: [6, 10] },
      { id: 'u5', owner: B, pos: [9, 10], vigor: 4 },
    ]);
    const r = reach(t.ctx, 'e1');
    expect(r?.A).toBe(5);
    expect(r?.cells.length).toBe(57); // the diamond of radius 5 minus its centre and the front storms (7,7), (8,8), (9,9)
    const c6 = r?.cells.find((c) => c.cell[0] === 6 && c.cell[1] === 10);
    expect(c6?.targets).toEqual([{ id: 'e6', immediate: false, capturable: true, need: 4, effV: 5 }]); // R = 4
    const c9 = r?.cells.find((c) => c.cell[0] === 9 && c.cell[1] === 10);
    expect(c9?.targets).toEqual([{ id: 'u5', immediate: true, capturable: true, need: 0, effV: 5 }]);
    expect(c9?.path).toEqual(line(5, 10, 1, 0, 4));
  });
});

describe('the turn (§4)', () => {
  const three = () => [
    { id: 'p1' as const, owner: A, pos: [5, 10] as [number, number] },
    { id: 'u2' as const, owner: A, pos: [6, 10] as [number, number] },
    { id: 'e1' as const, owner: A, pos: [7, 10] as [number, number] },
    { id: 'e6' as const, owner: B, pos: [25, 20] as [number, number] },
  ];

  it('acts once with each card held at turn start, in the player’s order, then passes the turn', () => {
    const t = table(three());
    expect(t.ctx.pending).toEqual(['p1', 'u2', 'e1']);
    t.skip('e1');
    expect(t.refuse({ type: 'SELECT_CARD', seat: A, cardId: 'e1' })).toBe('notPending');
    t.skip('p1');
    expect(t.refuse({ type: 'SELECT_CARD', seat: B, cardId: 'u2' })).toBe('notYourTurn');
    const em = t.skip('u2');
    expect(types(em)).toContain('turnStarted');
    expect(t.ctx.active).toBe(B);
    expect(t.ctx.round).toBe(1);
    t.skip('e6');
    expect(t.ctx.active).toBe(A);
    expect(t.ctx.round).toBe(2);
  });

  it('may change the selected card until it commits, not after', () => {
    const t = table(three());
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'p1' });
    expect(t.refuse({ type: 'SELECT_CARD', seat: A, cardId: 'p1' })).toBe('alreadySelected');
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'u2' });
    t.send({ type: 'DESELECT_CARD', seat: A });
    expect(t.ctx.phase).toBe('selectCard');
    expect(t.refuse({ type: 'DESELECT_CARD', seat: A })).toBe('wrongPhase');
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'e1' });
    expect(t.refuse({ type: 'SKIP', seat: A, cardId: 'u2' })).toBe('notSelected');
    expect(t.refuse({ type: 'MOVE', seat: A, cardId: 'u2', path: [[6, 11]] })).toBe('notSelected');
  });

  it('commits with the first ability: no switching afterwards', () => {
    const t = table([
      { id: 'p1', owner: A, pos: [5, 10], mood: 1 },
      { id: 'e1', owner: A, pos: [7, 10] },
      { id: 'e6', owner: B, pos: [25, 20] },
    ]);
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'p1' });
    t.send({ type: 'USE_ABILITY', seat: A, cardId: 'p1' });
    expect(t.refuse({ type: 'SELECT_CARD', seat: A, cardId: 'e1' })).toBe('committed');
    expect(t.refuse({ type: 'DESELECT_CARD', seat: A })).toBe('committed');
    expect(t.refuse({ type: 'USE_ABILITY', seat: A, cardId: 'p1' })).toBe('abilityUsed');
  });

  it('a voluntary skip restores vigor to its maximum', () => {
    const t = table([
      { id: 'e5', owner: A, pos: [5, 10], vigor: 2 },
      { id: 'e6', owner: B, pos: [25, 20] },
    ]);
    const em = t.skip('e5');
    expect(firstOf(em, 'skipped')).toMatchObject({ cardId: 'e5', from: 2, to: 7 });
    expect(t.card('e5').vigor).toBe(7);
  });

  it('skips seats that hold no cards; the round grows when the order wraps', () => {
    const t = table(
      [
        { id: 'e1', owner: 0, pos: [5, 10] },
        { id: 'e2', owner: 1, pos: [6, 10], vigor: 1 },
        { id: 'e3', owner: 2, pos: [20, 20] },
      ],
      { order: [2, 0, 1] },
      3,
    );
    expect(t.ctx.active).toBe(2);
    t.skip('e3');
    expect(t.ctx.active).toBe(0);
    const em = t.move('e1', [[6, 10]], 'e2');
    expect(firstOf(em, 'playerOut')).toEqual({ type: 'playerOut', seat: 1 });
    expect(t.ctx.out).toEqual([1]);
    // seat 1 is out: back to seat 2, a new round
    expect(t.ctx.active).toBe(2);
    expect(t.ctx.round).toBe(2);
    expect(t.refuse({ type: 'CONCEDE', seat: 1 })).toBe('playerOut');
  });
});

describe('class actions (§6.1)', () => {
  it('pegasus: ±1 mood to every card on its cloud, itself and enemies included, clamped to 0..M; not on sky', () => {
    const t = table([
      { id: 'p5', owner: A, pos: [15, 7], mood: 4 },
      { id: 'u1', owner: A, pos: [15, 6], mood: 2 },
      { id: 'e4', owner: B, pos: [14, 7], mood: 0 },
      { id: 'e6', owner: B, pos: [16, 10], mood: 1 }, // sky, just off Boreas
      { id: 'p1', owner: A, pos: [10, 10] },
    ]);
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'p5' });
    expect(t.refuse({ type: 'CLASS_ACTION', seat: A, cardId: 'p5', delta: 2 as never })).toBe('malformed');
    expect(t.refuse({ type: 'CLASS_ACTION', seat: A, cardId: 'p5', targetId: 'e4' })).toBe('badPayload');
    t.send({ type: 'CLASS_ACTION', seat: A, cardId: 'p5', delta: 1 });
    expect([t.card('p5').mood, t.card('u1').mood, t.card('e4').mood, t.card('e6').mood]).toEqual([4, 3, 1, 1]);
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'p1' });
    expect(t.refuse({ type: 'CLASS_ACTION', seat: A, cardId: 'p1', delta: 1 })).toBe('notOnCloud');
  });

  it('pegasus −1 never goes below 0', () => {
    const t = table([
      { id: 'p5', owner: A, pos: [15, 7], mood: 0 },
      { id: 'e4', owner: B, pos: [14, 7], mood: 2 },
    ]);
    t.act('p5', { type: 'CLASS_ACTION', cardId: 'p5', delta: -1 } as never);
    expect([t.card('p5').mood, t.card('e4').mood]).toEqual([0, 1]);
  });

  it('unicorn: marks an opponent at any range; the mark is a forced skip that restores nothing, then respite', () => {
    const t = table([
      { id: 'u1', owner: A, pos: [1, 10] },
      { id: 'e5', owner: B, pos: [29, 20], vigor: 3 },
      { id: 'e6', owner: B, pos: [28, 20] },
    ]);
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'u1' });
    expect(t.refuse({ type: 'CLASS_ACTION', seat: A, cardId: 'u1', targetId: 'u1' })).toBe('ownCard');
    expect(t.refuse({ type: 'CLASS_ACTION', seat: A, cardId: 'u1' })).toBe('targetRequired');
    const em = t.send({ type: 'CLASS_ACTION', seat: A, cardId: 'u1', targetId: 'e5' });
    expect(firstOf(em, 'markSet')).toMatchObject({ cardId: 'e5', by: 'u1' });
    expect(types(em)).toContain('forcedSkip');
    expect(t.card('e5')).toMatchObject({ skipMark: false, respite: true, vigor: 3 });
    expect(t.ctx.pending).toEqual(['e6']);
    t.skip('e6');
    // e5 in respite cannot be marked again
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'u1' });
    expect(t.refuse({ type: 'CLASS_ACTION', seat: A, cardId: 'u1', targetId: 'e5' })).toBe('inRespite');
    t.send({ type: 'CLASS_ACTION', seat: A, cardId: 'u1', targetId: 'e6' });
    expect(t.card('e6').skipMark).toBe(false); // served at once: B's turn began
    expect(t.ctx.pending).toEqual(['e5']);
    t.skip('e5'); // a normal action ends the respite
    expect(t.card('e5')).toMatchObject({ respite: false, vigor: 7 });
  });

  it('earth: doubles the next action of any kind; flags do not stack', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'e6', owner: B, pos: [25, 20] },
    ]);
    t.act('e1', { type: 'CLASS_ACTION', cardId: 'e1' } as never);
    expect(t.card('e1').doubledNext).toBe(true);
    t.skip('e6');
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'e1' });
    expect(view(t.ctx, A).current?.A).toBe(10);
    expect(t.refuse({ type: 'MOVE', seat: A, cardId: 'e1', path: line(5, 10, 1, 0, 11) })).toBe('pathTooLong');
    t.send({ type: 'MOVE', seat: A, cardId: 'e1', path: line(5, 10, 1, 0, 10) });
    expect(t.card('e1')).toMatchObject({ doubledNext: false, pos: at(15, 10) });
  });
});

describe('end and scoring (§7)', () => {
  it('ends at once when one player holds every card, even mid-turn', () => {
    const t = table([
      { id: 'e6', owner: A, pos: [5, 10] },
      { id: 'e5', owner: A, pos: [5, 11] },
      { id: 'u1', owner: B, pos: [7, 10] },
    ]);
    const em = t.move('e6', line(5, 10, 1, 0, 2), 'u1');
    expect(types(em).slice(-3)).toEqual(['cardCaptured', 'playerOut', 'gameOver']);
    expect(t.runner.snapshot.status).toBe('done');
    expect(t.ctx.pending).toContain('e5'); // e5 never acted
    expect(t.runner.module.result(t.runner.snapshot)).toMatchObject({
      over: true,
      winners: [A],
      scores: [3, 0],
      reason: 'allCards',
    });
  });

  it('ends when round limit + 1 would begin: the most cards wins', () => {
    const t = table(
      [
        { id: 'e6', owner: A, pos: [5, 10] },
        { id: 'e5', owner: A, pos: [5, 11] },
        { id: 'u1', owner: B, pos: [25, 20] },
      ],
      { roundLimit: 2 },
    );
    for (let i = 0; i < 2; i++) {
      t.skip('e6');
      t.skip('e5');
      expect(t.runner.snapshot.status).toBe('active');
      t.skip('u1');
    }
    expect(t.runner.snapshot.status).toBe('done');
    expect(t.ctx.round).toBe(2);
    expect(t.runner.module.result(t.runner.snapshot)).toMatchObject({
      winners: [A],
      scores: [2, 1],
      reason: 'roundLimit',
      draw: false,
    });
  });

  it('a shared maximum is a draw between those players; everyone else loses', () => {
    const t = table(
      [
        { id: 'e6', owner: 0, pos: [5, 10] },
        { id: 'e5', owner: 1, pos: [15, 20] },
        { id: 'e4', owner: 1, pos: [16, 20] },
        { id: 'e3', owner: 2, pos: [25, 20] },
        { id: 'e2', owner: 2, pos: [26, 20] },
      ],
      { roundLimit: 1 },
      3,
    );
    t.skip('e6');
    t.skip('e5');
    t.skip('e4');
    t.skip('e3');
    const em = t.skip('e2');
    expect(em.at(-1)).toMatchObject({
      type: 'gameOver',
      reason: 'roundLimit',
      winners: [1, 2],
      draw: true,
      counts: [1, 2, 2],
    });
    expect(t.runner.module.result(t.runner.snapshot)).toMatchObject({ over: true, winners: [1, 2], draw: true });
  });

  it('a concession ends the game at once, drops a pending drain, and the conceder ranks last', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'e6', owner: B, pos: [6, 10] },
      { id: 'e5', owner: B, pos: [20, 20] },
    ]);
    t.move('e1', [[6, 10]], 'e6');
    expect(t.ctx.phase).toBe('awaitDrain');
    const em = t.send({ type: 'CONCEDE', seat: B });
    expect(types(em)).toEqual(['conceded', 'gameOver']);
    expect(t.ctx.drain).toBeNull();
    expect(t.runner.module.result(t.runner.snapshot)).toMatchObject({
      winners: [A],
      scores: [1, 2],
      reason: 'concede',
    });
    expect(t.refuse({ type: 'SKIP', seat: A, cardId: 'e1' })).toBe('gameOver');
  });
});
