/** Every numbered edge case of §8, one test each, through the machine's events. */
import { describe, expect, it } from 'vitest';
import { check, legalMoves } from '../../../machines/clouds/rules';
import type { CloudsEvent, Ctx } from '../../../machines/clouds/types';
import { view } from '../../../machines/clouds/view';
import { GameRunner } from '../../../machines/core/engine';
import { at, clouds, firstOf, line, table, types } from './helpers';

const A = 0;
const B = 1;

describe('edge cases (§8)', () => {
  it('1. several opponents on F: exactly one attackable target is chosen; the others are unaffected', () => {
    const t = table([
      { id: 'e6', owner: A, pos: [5, 10] },
      { id: 'e1', owner: B, pos: [7, 10], vigor: 2 },
      { id: 'e2', owner: B, pos: [7, 10], vigor: 1 },
      { id: 'u4', owner: B, pos: [25, 25] },
    ]);
    t.move('e6', line(5, 10, 1, 0, 2), 'e1');
    expect(t.card('e1').owner).toBe(A);
    expect(t.card('e2')).toMatchObject({ owner: B, vigor: 1, pos: at(7, 10) });
  });

  it('2. F holds only non-attackable opponents: the move just ends there', () => {
    const t = table([
      { id: 'e6', owner: A, pos: [15, 10] },
      { id: 'p1', owner: B, pos: [15, 8], vigor: 1 }, // a pegasus on Boreas, Shielded from an earth pony
      { id: 'u4', owner: B, pos: [25, 25] },
    ]);
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'e6' });
    expect(legalMoves(t.ctx, A).filter((e) => e.type === 'MOVE' && e.targetId === 'p1')).toEqual([]);
    const em = t.send({ type: 'MOVE', seat: A, cardId: 'e6', path: line(15, 10, 0, -1, 2) });
    expect(types(em)).not.toContain('attacked');
    expect([t.card('e6').pos, t.card('p1').owner]).toEqual([at(15, 8), B]);
  });

  it('3. capture is automatic, draining optional (DRAIN 0), impossible with R = 0; vigor 0 falls to any effV ≥ 1', () => {
    const t = table([
      { id: 'u1', owner: A, pos: [5, 10], vigor: 1 },
      { id: 'e6', owner: B, pos: [6, 10], vigor: 0 },
      { id: 'u4', owner: B, pos: [25, 25] },
    ]);
    const em = t.move('u1', [[6, 10]], 'e6');
    expect(firstOf(em, 'attacked')).toMatchObject({ effV: 1, targetVigor: 0, R: 0, captured: true });
    expect(t.card('e6').owner).toBe(A);
    expect(t.ctx.phase).not.toBe('awaitDrain');
  });

  it('4. a card at vigor 0 has A = 0 (Tailwind 3): it may attack in place, captures only with Stoop, and may skip', () => {
    const t = table([
      { id: 'p3', owner: A, pos: [5, 10], vigor: 0, mood: 2 },
      { id: 'p1', owner: A, pos: [9, 10], vigor: 0, mood: 1 },
      { id: 'e6', owner: B, pos: [5, 10], vigor: 0 },
      { id: 'u4', owner: B, pos: [25, 25] },
    ]);
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'p1' });
    expect(view(t.ctx, A).current?.A).toBe(0);
    expect(legalMoves(t.ctx, A).filter((e) => e.type === 'MOVE')).toEqual([]);
    t.send({ type: 'USE_ABILITY', seat: A, cardId: 'p1' });
    expect(view(t.ctx, A).current?.A).toBe(3);
    t.send({ type: 'MOVE', seat: A, cardId: 'p1', path: line(9, 10, 1, 0, 3) });
    // in place without Stoop: 0 is not below 0 and nothing to drain with
    const plain = table([
      { id: 'p3', owner: A, pos: [5, 10], vigor: 0 },
      { id: 'e6', owner: B, pos: [5, 10], vigor: 0 },
    ]);
    const em = plain.move('p3', [], 'e6');
    expect(firstOf(em, 'attacked')).toMatchObject({ captured: false, R: 0 });
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'p3' });
    t.send({ type: 'USE_ABILITY', seat: A, cardId: 'p3' });
    t.send({ type: 'MOVE', seat: A, cardId: 'p3', path: [], targetId: 'e6' });
    expect(t.card('e6').owner).toBe(A);
    const sk = table([
      { id: 'p3', owner: A, pos: [5, 10], vigor: 0 },
      { id: 'u4', owner: B, pos: [25, 25] },
    ]);
    sk.skip('p3');
    expect(sk.card('p3').vigor).toBe(5);
  });

  it('5. a failed attacker shares its target’s cell; the target may later attack in place with its full A', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'e6', owner: B, pos: [10, 10] },
    ]);
    t.move('e1', line(5, 10, 1, 0, 5), 'e6');
    expect([t.card('e1').pos, t.card('e6').pos]).toEqual([at(10, 10), at(10, 10)]);
    const em = t.move('e6', [], 'e1');
    expect(firstOf(em, 'attacked')).toMatchObject({ effV: 8, targetVigor: 5, R: 8, captured: true });
  });

  it('6. a captured card never acts in the turn it changes owner', () => {
    const t = table([
      { id: 'e6', owner: A, pos: [5, 10] },
      { id: 'e5', owner: A, pos: [2, 20] },
      { id: 'u1', owner: B, pos: [6, 10], vigor: 1 },
      { id: 'u4', owner: B, pos: [25, 25] },
    ]);
    t.move('e6', [[6, 10]], 'u1');
    expect(t.card('u1').owner).toBe(A);
    expect(t.refuse({ type: 'SELECT_CARD', seat: A, cardId: 'u1' })).toBe('notPending');
    t.skip('e5');
    expect(t.ctx.active).toBe(B);
    t.skip('u4');
    expect(t.ctx.pending).toEqual(['u1', 'e5', 'e6']);
  });

  it('7. a mark survives a change of owner, even to the marking player, and is served by the new owner', () => {
    const t = table([
      { id: 'u1', owner: A, pos: [2, 20] },
      { id: 'e6', owner: A, pos: [5, 10] },
      { id: 'e1', owner: B, pos: [6, 10], vigor: 1 },
      { id: 'u4', owner: B, pos: [25, 25] },
    ]);
    t.act('u1', { type: 'CLASS_ACTION', cardId: 'u1', targetId: 'e1' } as never);
    t.move('e6', [[6, 10]], 'e1');
    expect(t.card('e1')).toMatchObject({ owner: A, skipMark: true });
    t.skip('u4');
    expect(t.ctx.active).toBe(A);
    expect(t.ctx.pending).toEqual(['u1', 'e6']);
    expect(t.card('e1')).toMatchObject({ skipMark: false, respite: true });
  });

  it('8. if all pending cards are marked, the turn ends automatically', () => {
    const t = table([
      { id: 'u1', owner: A, pos: [2, 20] },
      { id: 'e6', owner: B, pos: [25, 25], skipMark: true },
      { id: 'e5', owner: B, pos: [26, 25], skipMark: true },
    ]);
    const em = t.skip('u1');
    expect(types(em).filter((e) => e === 'forcedSkip').length).toBe(2);
    expect([t.ctx.active, t.ctx.round]).toEqual([A, 2]);
  });

  it('9. an earth class action while doubled is legal (the old flag was just consumed)', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10], doubledNext: true },
      { id: 'u4', owner: B, pos: [25, 25] },
    ]);
    t.act('e1', { type: 'CLASS_ACTION', cardId: 'e1' } as never);
    expect(t.card('e1').doubledNext).toBe(true);
  });

  it('10. a pegasus on sky cannot class-act; on a cloud its delta hits itself and enemies there', () => {
    const t = table([
      { id: 'p1', owner: A, pos: [10, 10] },
      { id: 'p4', owner: A, pos: [7, 15] },
      { id: 'e2', owner: B, pos: [6, 15], mood: 1 },
    ]);
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'p1' });
    expect(t.refuse({ type: 'CLASS_ACTION', seat: A, cardId: 'p1', delta: 1 })).toBe('notOnCloud');
    t.act('p4', { type: 'CLASS_ACTION', cardId: 'p4', delta: 1 } as never);
    expect([t.card('p4').mood, t.card('e2').mood]).toEqual([1, 2]);
  });

  it('11. tokens: taken on every entered cell but not the start; left at max mood for a later entry; never return', () => {
    const t = table(
      [
        { id: 'e4', owner: A, pos: [5, 10], mood: 2 }, // M = 3
        { id: 'e6', owner: A, pos: [9, 11] },
        { id: 'u4', owner: B, pos: [25, 25] },
      ],
      {
        tokens: [
          [5, 10],
          [6, 10],
          [7, 10],
          [8, 10],
        ],
      },
    );
    const em = t.move('e4', line(5, 10, 1, 0, 3));
    expect(em.filter((e) => e.type === 'moodTaken')).toEqual([
      { type: 'moodTaken', cardId: 'e4', seat: A, cell: [6, 10], step: 1, mood: 3, tokenSeat: 0 },
    ]);
    expect(t.ctx.tokens.map((k) => k.cell).sort()).toEqual([at(5, 10), at(7, 10), at(8, 10)].sort());
    t.move('e6', [
      [9, 10],
      [8, 10],
      [7, 10],
    ]);
    expect(t.card('e6').mood).toBe(2);
    expect(t.ctx.tokens.map((k) => k.cell)).toEqual([at(5, 10)]);
  });

  it('12. after setup any number of pointers may share a cell; harbours are plain sky', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [15, 3] },
      { id: 'e2', owner: A, pos: [15, 3] },
      { id: 'e3', owner: B, pos: [15, 3], bulwark: true },
      { id: 'u4', owner: B, pos: [25, 25] },
    ]);
    t.move('e1', [
      [15, 2],
      [15, 1],
    ]); // into harbour 1
    t.move('e2', [
      [15, 2],
      [15, 1],
    ]);
    expect([t.card('e1').pos, t.card('e2').pos]).toEqual([at(15, 1), at(15, 1)]);
  });

  it('13. temporary storms block everything; an enclosed pointer can still attack in place, class-act or skip', () => {
    const t = table(
      [
        { id: 'p6', owner: A, pos: [10, 6] },
        { id: 'e3', owner: B, pos: [8, 7] },
        { id: 'e1', owner: A, pos: [8, 7], vigor: 1 },
      ],
      {
        order: [B, A],
        storms: [
          {
            source: 'p6',
            cells: [
              [8, 6],
              [9, 7],
            ],
          },
        ],
      },
    );
    t.send({ type: 'SELECT_CARD', seat: B, cardId: 'e3' });
    const moves = legalMoves(t.ctx, B).filter((e) => e.type === 'MOVE') as Extract<CloudsEvent, { type: 'MOVE' }>[];
    expect(moves.map((m) => [m.path, m.targetId])).toEqual([[[], 'e1']]);
    expect(t.refuse({ type: 'MOVE', seat: B, cardId: 'e3', path: [[9, 7]] })).toBe('pathBlocked');
    expect(legalMoves(t.ctx, B).some((e) => e.type === 'CLASS_ACTION')).toBe(true);
    expect(legalMoves(t.ctx, B).some((e) => e.type === 'SKIP')).toBe(true);
    t.send({ type: 'MOVE', seat: B, cardId: 'e3', path: [], targetId: 'e1' });
    expect(t.card('e1').owner).toBe(B);
  });

  it('14. a Veil applied during an Unveil does not protect the unveiled card', () => {
    const t = table([
      { id: 'u3', owner: A, pos: [15, 10], mood: 2 },
      { id: 'p1', owner: B, pos: [15, 7] },
      { id: 'p2', owner: B, pos: [15, 6], mood: 2 },
    ]);
    t.act('u3', { type: 'USE_ABILITY', cardId: 'u3', targetId: 'p1' } as never);
    t.send({ type: 'SKIP', seat: A, cardId: 'u3' });
    t.act('p2', { type: 'USE_ABILITY', cardId: 'p2' } as never);
    t.send({ type: 'SKIP', seat: B, cardId: 'p2' });
    t.act('p1', { type: 'CLASS_ACTION', cardId: 'p1', delta: 1 } as never); // its own action ends the Unveil…
    const v = view(t.ctx, A).cards.find((c) => c.id === 'p1');
    expect(v).toMatchObject({ unveiled: false, warded: true }); // …and then the Veil protects it
    // while still unveiled, the same Veil did not:
    const u = table([
      { id: 'u3', owner: A, pos: [15, 10], mood: 2 },
      { id: 'e6', owner: A, pos: [15, 11] },
      { id: 'p1', owner: B, pos: [15, 7] },
      { id: 'p2', owner: B, pos: [15, 6], mood: 2 },
    ]);
    u.act('u3', { type: 'USE_ABILITY', cardId: 'u3', targetId: 'p1' } as never);
    u.send({ type: 'SKIP', seat: A, cardId: 'u3' });
    u.skip('e6');
    u.act('p2', { type: 'USE_ABILITY', cardId: 'p2' } as never);
    u.send({ type: 'SKIP', seat: B, cardId: 'p2' });
    expect(view(u.ctx, A).cards.find((c) => c.id === 'p1')).toMatchObject({
      unveiled: true,
      warded: false,
      shielded: false,
    });
  });

  it('15. Blink’s range is measured from the cell the user starts on; the move then starts from the new cell', () => {
    const t = table([
      { id: 'u2', owner: A, pos: [5, 10], mood: 2 },
      { id: 'u4', owner: B, pos: [25, 25] },
    ]);
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'u2' });
    expect(t.refuse({ type: 'USE_ABILITY', seat: A, cardId: 'u2', cell: [9, 10] })).toBe('outOfRange');
    t.send({ type: 'USE_ABILITY', seat: A, cardId: 'u2', cell: [8, 10] });
    t.send({ type: 'MOVE', seat: A, cardId: 'u2', path: line(8, 10, 1, 0, 4) });
    expect(t.card('u2').pos).toBe(at(12, 10));
  });

  it('16. marks never target own cards; they may target Shielded or Warded cards', () => {
    const t = table([
      { id: 'u1', owner: A, pos: [2, 20] },
      { id: 'e1', owner: A, pos: [3, 20] },
      { id: 'p1', owner: B, pos: [15, 7] },
      { id: 'e6', owner: B, pos: [25, 25], bulwark: true },
    ]);
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'u1' });
    expect(t.refuse({ type: 'CLASS_ACTION', seat: A, cardId: 'u1', targetId: 'e1' })).toBe('ownCard');
    const marks = legalMoves(t.ctx, A)
      .filter((e) => e.type === 'CLASS_ACTION')
      .map((e) => (e as { targetId: string }).targetId);
    expect(marks.sort()).toEqual(['e6', 'p1']);
  });

  it('17. the setup distance applies only between different players’ pointers', () => {
    const g = new GameRunner(clouds, { seed: 'd17', seats: 2, options: {} });
    while ((g.snapshot.context as Ctx).phase === 'draft') {
      const seat = clouds.activeSeats(g.snapshot)[0] as number;
      g.send(legalMoves(g.snapshot.context as Ctx, seat)[0] as CloudsEvent);
    }
    const ctx = g.snapshot.context as Ctx;
    const seat = clouds.activeSeats(g.snapshot)[0] as number;
    const [mine1, mine2] = ctx.cards.filter((c) => c.owner === seat);
    const theirs = ctx.cards.find((c) => c.owner !== null && c.owner !== seat);
    if (!mine1 || !mine2 || !theirs) throw new Error('draft');
    // own pointers may stand side by side
    const near = structuredClone(ctx);
    (near.cards.find((c) => c.id === mine1.id) as Ctx['cards'][number]).pos = at(15, 1);
    expect(check(near, { type: 'PLACE_POINTER', seat, cardId: mine2.id, cell: [14, 1] })).toBeNull();
    // an opponent's pointer within 24 forbids the cell (unreachable from harbours, so forced here)
    const close = structuredClone(ctx);
    (close.cards.find((c) => c.id === theirs.id) as Ctx['cards'][number]).pos = at(15, 10);
    expect(check(close, { type: 'PLACE_POINTER', seat, cardId: mine2.id, cell: [15, 1] })?.code).toBe('tooClose');
  });

  it('18. an illegal event is rejected and leaves the state unchanged', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'u4', owner: B, pos: [25, 25] },
    ]);
    const bad: unknown[] = [
      { type: 'FLY', seat: A },
      { type: 'SELECT_CARD' },
      { type: 'SELECT_CARD', seat: 7, cardId: 'e1' },
      { type: 'SELECT_CARD', seat: A, cardId: 'x9' },
      { type: 'SELECT_CARD', seat: A, cardId: 'u4' },
      { type: 'MOVE', seat: A, cardId: 'e1', path: [[6, 10]] },
      { type: 'DRAIN', seat: A, amount: 1 },
      { type: 'DRAFT_PICK', seat: A, cardId: 'p1' },
      { type: 'PLACE_TOKEN', seat: A, cell: [1, 1] },
      { type: 'USE_ABILITY', seat: A, cardId: 'e1', targetId: null },
    ];
    for (const ev of bad) t.refuse(ev as CloudsEvent);
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'e1' });
    for (const ev of [
      { type: 'MOVE', seat: A, cardId: 'e1', path: null },
      { type: 'MOVE', seat: A, cardId: 'e1', path: [[6, 10]], targetId: 'zz' },
      { type: 'CLASS_ACTION', seat: A, cardId: 'e1', delta: 1 },
      { type: 'USE_ABILITY', seat: A, cardId: 'e1', targetId: 'u4' },
      { type: 'DRAIN', seat: A, amount: -1 },
      { type: 'SKIP', seat: B, cardId: 'u4' },
    ]) {
      t.refuse(ev as CloudsEvent);
    }
  });
});
