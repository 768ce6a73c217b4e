/** The 18 individual abilities of §6.2: each one's effect, guard and edge cases, through the machine. */
import { describe, expect, it } from 'vitest';
import clouds from '../../../machines/clouds';
import { CARDS, type CardId } from '../../../machines/clouds/content';
import { legalMoves } from '../../../machines/clouds/rules';
import type { CloudsEvent, FixedCard } from '../../../machines/clouds/types';
import { view } from '../../../machines/clouds/view';
import { newRecord, parseRecord } from '../../../machines/core/record';
import { at, firstOf, line, type Table, table, types } from './helpers';

const A = 0;
const B = 1;
type C = [number, number];

function use(t: Table, cardId: CardId, payload: Partial<Extract<CloudsEvent, { type: 'USE_ABILITY' }>> = {}) {
  if (t.ctx.cur?.cardId !== cardId) t.send({ type: 'SELECT_CARD', seat: t.ctx.active, cardId });
  return t.send({ type: 'USE_ABILITY', seat: t.ctx.active, cardId, ...payload });
}
function refuseUse(t: Table, cardId: CardId, payload: Partial<Extract<CloudsEvent, { type: 'USE_ABILITY' }>> = {}) {
  if (t.ctx.cur?.cardId !== cardId) t.send({ type: 'SELECT_CARD', seat: t.ctx.active, cardId });
  return t.refuse({ type: 'USE_ABILITY', seat: t.ctx.active, cardId, ...payload });
}
const far = (id: CardId, owner: number, pos: C = [28, 22]): FixedCard => ({ id, owner, pos });

describe('abilities: general rules', () => {
  it('costs rules version 3: 1, but Veil and Thunderhead 2 and Illumination 3 (README, Cloud Marches, turn 8)', () => {
    const v1 = [1, 2, 2, 3, 3, 2, 4, 2, 2, 3, 2, 3, 2, 3, 2, 2, 2, 3]; // §2.2
    const kept: Record<string, number> = { veil: 2, thunderhead: 2, illumination: 3 };
    expect(CARDS.map((c) => c.cost)).toEqual(CARDS.map((c, i) => kept[c.ability] ?? Math.min(1, v1[i] as number)));
    expect(clouds.rulesVersion).toBe(3);
    // a save made under older costs is refused with both versions, never replayed under the new ones
    for (const saved of [1, 2]) {
      const rec = { ...newRecord(clouds, 'old', 2, {}), rulesVersion: saved };
      expect(parseRecord(JSON.stringify(rec), () => clouds)).toMatchObject({
        ok: false,
        error: { code: 'rulesVersion', versions: { saved, now: 3 } },
      });
    }
  });

  it('costs mood (spent mood is gone), once per action, before the action', () => {
    const t = table([{ id: 'p1', owner: A, pos: [5, 10], mood: 3 }, far('e6', B)]);
    expect(refuseUse(t, 'p1', { targetId: 'e6' })).toBe('badPayload');
    const em = use(t, 'p1');
    expect(firstOf(em, 'abilityUsed')).toMatchObject({
      cardId: 'p1',
      ability: 'tailwind',
      cost: 1,
      mood: { from: 3, to: 2 },
    });
    expect(refuseUse(t, 'p1')).toBe('abilityUsed');
  });

  it('needs enough mood', () => {
    const t = table([
      { id: 'p4', owner: A, pos: [5, 10], mood: 0 }, // Hailstroke costs 1 (rules version 3; 3 in §2.2)
      { id: 'u1', owner: A, pos: [4, 10], mood: 2 }, // Illumination costs 3
      { id: 'e6', owner: B, pos: [6, 10] },
    ]);
    expect(refuseUse(t, 'p4', { targetId: 'e6' })).toBe('noMood');
    expect(refuseUse(t, 'u1', { targetId: 'e6' })).toBe('noMood');
  });
});

describe('pegasus abilities', () => {
  it('p1 Tailwind: A += 3 this action; Hobble still caps it at 2', () => {
    const t = table([{ id: 'p1', owner: A, pos: [5, 10], mood: 2 }, far('e6', B)]);
    use(t, 'p1');
    expect(view(t.ctx, A).current?.A).toBe(7);
    t.send({ type: 'MOVE', seat: A, cardId: 'p1', path: line(5, 10, 1, 0, 7) });
    expect(t.card('p1').pos).toBe(at(12, 10));
    const h = table([{ id: 'p1', owner: A, pos: [5, 10], mood: 2, hobbledNext: true }, far('e6', B)]);
    use(h, 'p1');
    expect(view(h.ctx, A).current?.A).toBe(2);
    expect(h.refuse({ type: 'MOVE', seat: A, cardId: 'p1', path: line(5, 10, 1, 0, 3) })).toBe('pathTooLong');
  });

  it('p2 Veil of Mist: on a cloud, wards its owner’s cards on that cloud until its next action', () => {
    const t = table([
      { id: 'p2', owner: A, pos: [15, 7], mood: 2 },
      { id: 'e6', owner: A, pos: [15, 8], vigor: 1 },
      { id: 'e5', owner: A, pos: [13, 10], vigor: 1 },
      { id: 'e1', owner: B, pos: [15, 11] },
    ]);
    const em = use(t, 'p2');
    expect(firstOf(em, 'veilChanged')).toMatchObject({ source: 'p2', cloud: 'B', on: true });
    t.send({ type: 'SKIP', seat: A, cardId: 'p2' });
    t.skip('e6');
    t.skip('e5');
    expect(view(t.ctx, B).cards.find((c) => c.id === 'e6')?.warded).toBe(true);
    expect(view(t.ctx, B).cards.find((c) => c.id === 'e5')?.warded).toBe(false); // on sky
    t.send({ type: 'SELECT_CARD', seat: B, cardId: 'e1' });
    const path = line(15, 11, 0, -1, 3);
    expect(t.refuse({ type: 'MOVE', seat: B, cardId: 'e1', path, targetId: 'e6' })).toBe('notAttackable');
    t.send({ type: 'SKIP', seat: B, cardId: 'e1' });
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'p2' });
    expect(view(t.ctx, A).cards.find((c) => c.id === 'e6')?.warded).toBe(true); // selecting does not commit
    t.send({ type: 'SKIP', seat: A, cardId: 'p2' });
    expect(t.ctx.veils).toEqual([]);
  });

  it('p2 Veil: refused on sky; ends when p2 changes owner', () => {
    const sky = table([{ id: 'p2', owner: A, pos: [10, 10], mood: 2 }, far('e6', B)]);
    expect(refuseUse(sky, 'p2')).toBe('notOnCloud');
    const t = table([
      { id: 'p2', owner: A, pos: [15, 7], mood: 3, vigor: 1 },
      { id: 'e1', owner: A, pos: [2, 20] },
      { id: 'u3', owner: B, pos: [15, 11], mood: 2 },
      { id: 'e6', owner: B, pos: [15, 10] },
    ]);
    use(t, 'p2');
    t.send({ type: 'CLASS_ACTION', seat: A, cardId: 'p2', delta: 1 });
    t.skip('e1');
    expect(view(t.ctx, B).cards.find((c) => c.id === 'p2')?.warded).toBe(true); // its own Veil covers it too
    use(t, 'u3', { targetId: 'p2' });
    t.send({ type: 'SKIP', seat: B, cardId: 'u3' });
    const em = t.move('e6', line(15, 10, 0, -1, 3), 'p2');
    expect(types(em)).toContain('veilChanged');
    expect(t.card('p2').owner).toBe(B);
    expect(t.ctx.veils).toEqual([]);
  });

  it('p3 Stoop: counts vigor + 2 in the capture test', () => {
    const t = table([
      { id: 'p3', owner: A, pos: [5, 10], mood: 2 },
      { id: 'e4', owner: B, pos: [7, 10] },
      far('e6', B),
    ]);
    use(t, 'p3');
    const em = t.send({ type: 'MOVE', seat: A, cardId: 'p3', path: line(5, 10, 1, 0, 2), targetId: 'e4' });
    expect(firstOf(em, 'attacked')).toMatchObject({ effV: 7, targetVigor: 6, captured: true });
  });

  it('p4 Hailstroke: an opponent within 4 loses 2 (not below 0); Ward blocks, Shield does not', () => {
    const t = table([
      { id: 'p4', owner: A, pos: [15, 9], mood: 5 },
      { id: 'p1', owner: B, pos: [15, 7] }, // a pegasus on Boreas: Shield does not stop a pegasus source
      { id: 'e6', owner: B, pos: [15, 13], bulwark: true },
      { id: 'e1', owner: B, pos: [19, 9], vigor: 1 },
      { id: 'e2', owner: B, pos: [20, 9] },
    ]);
    expect(refuseUse(t, 'p4', { targetId: 'e6' })).toBe('protected');
    expect(refuseUse(t, 'p4', { targetId: 'e2' })).toBe('outOfRange');
    expect(refuseUse(t, 'p4', { targetId: 'p4' })).toBe('ownCard');
    use(t, 'p4', { targetId: 'p1' });
    expect(t.card('p1').vigor).toBe(2);
    t.send({ type: 'SKIP', seat: A, cardId: 'p4' });
    const t2 = table([
      { id: 'p4', owner: A, pos: [15, 9], mood: 3 },
      { id: 'e1', owner: B, pos: [19, 9], vigor: 1 },
    ]);
    use(t2, 'p4', { targetId: 'e1' });
    expect(t2.card('e1').vigor).toBe(0);
  });

  it('p5 Summons: from a cloud, brings another own card to a free cell of that cloud, picking up a token', () => {
    const t = table(
      [
        { id: 'p5', owner: A, pos: [15, 7], mood: 3 },
        { id: 'e6', owner: A, pos: [2, 20] },
        { id: 'e1', owner: B, pos: [15, 5] },
      ],
      { tokens: [[16, 8]] },
    );
    expect(refuseUse(t, 'p5', { targetId: 'e6', cell: [15, 5] })).toBe('opponentThere');
    expect(refuseUse(t, 'p5', { targetId: 'e6', cell: [15, 10] })).toBe('badCell');
    expect(refuseUse(t, 'p5', { targetId: 'e1', cell: [16, 8] })).toBe('notOwnCard');
    expect(refuseUse(t, 'p5', { targetId: 'p5', cell: [16, 8] })).toBe('sameCard');
    expect(refuseUse(t, 'p5', { targetId: 'e6' })).toBe('badPayload');
    const em = use(t, 'p5', { targetId: 'e6', cell: [16, 8] });
    expect(firstOf(em, 'pointerMoved')).toMatchObject({ cardId: 'e6', reason: 'summons', to: [16, 8] });
    expect(t.card('e6')).toMatchObject({ pos: at(16, 8), mood: 1 });
    const sky = table([
      { id: 'p5', owner: A, pos: [10, 10], mood: 3 },
      { id: 'e6', owner: A, pos: [2, 20] },
      far('e1', B),
    ]);
    expect(refuseUse(sky, 'p5', { targetId: 'e6', cell: [15, 7] })).toBe('notOnCloud');
  });

  it('p6 Thunderhead: 1–3 sky cells in a line within 3 become storms until p6’s next action', () => {
    const t = table(
      [
        { id: 'p6', owner: A, pos: [10, 10], mood: 4 },
        { id: 'e1', owner: B, pos: [10, 12] },
        { id: 'e2', owner: B, pos: [20, 20] },
      ],
      { tokens: [[12, 10]] },
    );
    expect(
      refuseUse(t, 'p6', {
        cells: [
          [10, 11],
          [11, 12],
        ],
      }),
    ).toBe('badCells');
    expect(
      refuseUse(t, 'p6', {
        cells: [
          [10, 11],
          [10, 13],
        ],
      }),
    ).toBe('badCells');
    expect(refuseUse(t, 'p6', { cells: [[10, 12]] })).toBe('occupied');
    expect(refuseUse(t, 'p6', { cells: [[12, 10]] })).toBe('occupied');
    expect(refuseUse(t, 'p6', { cells: [[10, 14]] })).toBe('outOfRange');
    expect(refuseUse(t, 'p6', { cells: [] })).toBe('badCells');
    const cloudy = table([{ id: 'p6', owner: A, pos: [15, 10], mood: 4 }, far('e1', B)]);
    expect(refuseUse(cloudy, 'p6', { cells: [[15, 9]] })).toBe('notSky');
    const em = use(t, 'p6', {
      cells: [
        [11, 11],
        [9, 11],
        [10, 11],
      ],
    });
    expect(firstOf(em, 'stormsChanged')).toMatchObject({
      added: [
        [9, 11],
        [10, 11],
        [11, 11],
      ],
    });
    t.send({ type: 'SKIP', seat: A, cardId: 'p6' });
    t.send({ type: 'SELECT_CARD', seat: B, cardId: 'e1' });
    expect(t.refuse({ type: 'MOVE', seat: B, cardId: 'e1', path: [[10, 11]] })).toBe('pathBlocked');
    t.send({
      type: 'MOVE',
      seat: B,
      cardId: 'e1',
      path: [
        [11, 12],
        [12, 12],
        [12, 11],
      ],
    });
    t.skip('e2');
    const storms = t.skip('p6');
    expect(firstOf(storms, 'stormsChanged')).toMatchObject({
      removed: [
        [9, 11],
        [10, 11],
        [11, 11],
      ],
      cells: [],
    });
  });
});

describe('unicorn abilities', () => {
  it('u1 Illumination: marks an opponent within 6 (not marked, not in respite); the card still acts', () => {
    const t = table([
      { id: 'u1', owner: A, pos: [10, 10], mood: 4 },
      { id: 'e5', owner: B, pos: [13, 12] },
      { id: 'e6', owner: B, pos: [17, 10] },
      { id: 'e4', owner: B, pos: [10, 11], respite: true },
    ]);
    expect(refuseUse(t, 'u1', { targetId: 'e6' })).toBe('outOfRange');
    expect(refuseUse(t, 'u1', { targetId: 'e4' })).toBe('inRespite');
    const em = use(t, 'u1', { targetId: 'e5' });
    expect(types(em)).toContain('markSet');
    t.send({ type: 'MOVE', seat: A, cardId: 'u1', path: line(10, 10, 0, -1, 3) });
    expect(t.card('u1').pos).toBe(at(10, 7));
    expect(t.ctx.pending).toEqual(['e4', 'e6']); // e5 served its forced skip
  });

  it('u2 Blink: to a non-storm cell within 3 with no opponent, over storms; then acts from there (range from its start)', () => {
    const t = table([
      { id: 'u2', owner: A, pos: [15, 11], mood: 4 },
      { id: 'e6', owner: B, pos: [15, 14] },
      { id: 'e5', owner: B, pos: [15, 8] },
    ]);
    expect(refuseUse(t, 'u2', { cell: [14, 12] })).toBe('stormCell');
    expect(refuseUse(t, 'u2', { cell: [15, 8] })).toBe('opponentThere');
    expect(refuseUse(t, 'u2', { cell: [17, 13] })).toBe('outOfRange');
    expect(refuseUse(t, 'u2', { cell: [15, 11] })).toBe('sameCell');
    const em = use(t, 'u2', { cell: [14, 13] }); // across the Crown wall into the moat
    expect(firstOf(em, 'pointerMoved')).toMatchObject({ reason: 'blink', from: [15, 11], to: [14, 13] });
    t.send({
      type: 'MOVE',
      seat: A,
      cardId: 'u2',
      path: [
        [14, 14],
        [15, 14],
      ],
      targetId: 'e6',
    });
    expect(t.ctx.phase).toBe('awaitDrain');
  });

  it('u3 Unveil: an opponent within 6 loses Shield and Ward until its next action, and cannot regain them', () => {
    const t = table([
      { id: 'u3', owner: A, pos: [15, 10], mood: 2 },
      { id: 'e6', owner: A, pos: [15, 11] },
      { id: 'p1', owner: B, pos: [15, 7], vigor: 2 },
      { id: 'p2', owner: B, pos: [15, 6], mood: 2 },
    ]);
    expect(refuseUse(t, 'u3', { targetId: 'e6' })).toBe('ownCard');
    use(t, 'u3', { targetId: 'p1' });
    expect(view(t.ctx, A).cards.find((c) => c.id === 'p1')).toMatchObject({ unveiled: true, shielded: false });
    t.send({ type: 'SKIP', seat: A, cardId: 'u3' });
    t.skip('e6');
    // B veils Boreas: p1 stays exposed (edge case 14)
    use(t, 'p2');
    t.send({ type: 'SKIP', seat: B, cardId: 'p2' });
    expect(view(t.ctx, A).cards.find((c) => c.id === 'p1')?.warded).toBe(false);
    expect(view(t.ctx, A).cards.find((c) => c.id === 'p2')?.warded).toBe(true);
    t.skip('p1'); // its own action ends the Unveil
    expect(t.card('p1').unveiled).toBe(false);
    expect(view(t.ctx, A).cards.find((c) => c.id === 'p1')).toMatchObject({ shielded: true, warded: true });
  });

  it('u4 Conjunction: swaps cells with another own card at any range; the user picks up first', () => {
    const t = table(
      [
        { id: 'u4', owner: A, pos: [5, 10], mood: 3 },
        { id: 'e1', owner: A, pos: [25, 25], mood: 4 },
        { id: 'e6', owner: B, pos: [20, 5] },
      ],
      { tokens: [[5, 10]] }, // under u4 (a token may lie under a card that was at max mood)
    );
    expect(refuseUse(t, 'u4', { targetId: 'e6' })).toBe('notOwnCard');
    const em = use(t, 'u4', { targetId: 'e1' });
    const moved = em.filter((e) => e.type === 'pointerMoved');
    expect(moved.map((e) => e.cardId)).toEqual(['u4', 'e1']);
    expect([t.card('u4').pos, t.card('e1').pos]).toEqual([at(25, 25), at(5, 10)]);
    expect(t.card('e1').mood).toBe(4); // e1 at its maximum: the token stays
    expect(t.ctx.tokens.length).toBe(1);
    const same = table([
      { id: 'u4', owner: A, pos: [5, 10], mood: 3 },
      { id: 'e1', owner: A, pos: [5, 10] },
      far('e6', B),
    ]);
    expect(refuseUse(same, 'u4', { targetId: 'e1' })).toBe('sameCell');
  });

  it('u5 Red Letter: an opponent within 6 loses 1; Shield and Ward apply', () => {
    const t = table([
      { id: 'u5', owner: A, pos: [15, 10], mood: 2 },
      { id: 'p1', owner: B, pos: [15, 7] },
      { id: 'e1', owner: B, pos: [15, 12] },
      { id: 'e6', owner: B, pos: [13, 10], bulwark: true },
    ]);
    expect(refuseUse(t, 'u5', { targetId: 'p1' })).toBe('protected');
    expect(refuseUse(t, 'u5', { targetId: 'e6' })).toBe('protected');
    use(t, 'u5', { targetId: 'e1' });
    expect(t.card('e1').vigor).toBe(4);
  });

  it('u6 Scrape: an opponent within 5: mood 0 and no doubling; Ward does not help', () => {
    const t = table([
      { id: 'u6', owner: A, pos: [10, 10], mood: 3 },
      { id: 'e1', owner: B, pos: [12, 12], mood: 4, doubledNext: true, bulwark: true },
      { id: 'e2', owner: B, pos: [16, 10] },
    ]);
    expect(refuseUse(t, 'u6', { targetId: 'e2' })).toBe('outOfRange');
    use(t, 'u6', { targetId: 'e1' });
    expect(t.card('e1')).toMatchObject({ mood: 0, doubledNext: false });
  });
});

describe('earth abilities', () => {
  it('e1 Haul: an own card on or beside it arrives where the move ends, after the capture', () => {
    const t = table(
      [
        { id: 'e1', owner: A, pos: [5, 10], mood: 2 },
        { id: 'u2', owner: A, pos: [5, 11], mood: 0 },
        { id: 'p1', owner: A, pos: [8, 10] },
        { id: 'e4', owner: B, pos: [8, 10], vigor: 2 },
        far('e6', B),
      ],
      { tokens: [[8, 10]] },
    );
    expect(refuseUse(t, 'e1', { targetId: 'p1' })).toBe('notAdjacent');
    use(t, 'e1', { targetId: 'u2' });
    const em = t.send({ type: 'MOVE', seat: A, cardId: 'e1', path: line(5, 10, 1, 0, 3), targetId: 'e4' });
    expect(types(em)).toEqual(['pointerMoved', 'moodTaken', 'attacked', 'cardCaptured', 'pointerMoved', 'actionEnded']);
    expect(t.card('u2').pos).toBe(at(8, 10));
  });

  it('e1 Haul does nothing when the action is not a move', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10], mood: 2 },
      { id: 'u2', owner: A, pos: [5, 11] },
      far('e6', B),
    ]);
    use(t, 'e1', { targetId: 'u2' });
    t.send({ type: 'SKIP', seat: A, cardId: 'e1' });
    expect(t.card('u2').pos).toBe(at(5, 11));
  });

  it('e2 Tocsin: every opponent within 2 loses 1, Shield and Ward apply; needs someone to hit', () => {
    const t = table([
      { id: 'e2', owner: A, pos: [15, 9], mood: 4 },
      { id: 'e1', owner: B, pos: [15, 10] },
      { id: 'p1', owner: B, pos: [15, 8] }, // shielded on Boreas
      { id: 'e6', owner: B, pos: [16, 10], bulwark: true },
      { id: 'e5', owner: B, pos: [18, 9] },
    ]);
    use(t, 'e2');
    expect([t.card('e1').vigor, t.card('p1').vigor, t.card('e6').vigor, t.card('e5').vigor]).toEqual([4, 4, 8, 7]);
    const lonely = table([{ id: 'e2', owner: A, pos: [5, 10], mood: 3 }, far('e6', B)]);
    expect(refuseUse(lonely, 'e2')).toBe('nobodyAffected');
  });

  it('e3 Shove: pushes an opponent on or beside it away, 1–3 cells, picking up tokens; a Shielded pegasus too', () => {
    const t = table(
      [
        { id: 'e3', owner: A, pos: [15, 10], mood: 4 },
        { id: 'p1', owner: B, pos: [15, 9] }, // on Boreas, shielded
        { id: 'e6', owner: B, pos: [16, 10], bulwark: true },
        { id: 'e1', owner: B, pos: [15, 11] },
      ],
      { tokens: [[15, 7]] },
    );
    expect(refuseUse(t, 'e3', { targetId: 'e6', dir: 'E', n: 1 })).toBe('protected');
    expect(refuseUse(t, 'e3', { targetId: 'p1', dir: 'S', n: 1 })).toBe('badDirection');
    expect(refuseUse(t, 'e3', { targetId: 'p1', dir: 'N', n: 4 })).toBe('badDistance');
    const wall = table([
      { id: 'e3', owner: A, pos: [13, 11], mood: 2 },
      { id: 'e1', owner: B, pos: [13, 12] },
    ]);
    expect(refuseUse(wall, 'e3', { targetId: 'e1', dir: 'S', n: 1 })).toBe('pathBlocked'); // (13,13) is the Crown wall
    const edge = table([
      { id: 'e3', owner: A, pos: [1, 10], mood: 2 },
      { id: 'e1', owner: B, pos: [0, 10] },
    ]);
    expect(refuseUse(edge, 'e3', { targetId: 'e1', dir: 'W', n: 1 })).toBe('pathBlocked');
    const far2 = table([
      { id: 'e3', owner: A, pos: [5, 10], mood: 2 },
      { id: 'e1', owner: B, pos: [7, 10] },
    ]);
    expect(refuseUse(far2, 'e3', { targetId: 'e1', dir: 'E', n: 1 })).toBe('notAdjacent');
  });

  it('e3 Shove: moves the target cell by cell and refuses storms', () => {
    const t = table(
      [
        { id: 'e3', owner: A, pos: [15, 10], mood: 4 },
        { id: 'p1', owner: B, pos: [15, 9] },
        { id: 'e1', owner: B, pos: [14, 10] },
      ],
      { tokens: [[15, 7]] },
    );
    const em = use(t, 'e3', { targetId: 'p1', dir: 'N', n: 3 });
    expect(firstOf(em, 'pointerMoved')).toMatchObject({
      reason: 'shove',
      path: [
        [15, 8],
        [15, 7],
        [15, 6],
      ],
    });
    expect(t.card('p1')).toMatchObject({ pos: at(15, 6), mood: 1 });
    const shared = table([
      { id: 'e3', owner: A, pos: [5, 10], mood: 4 },
      { id: 'e1', owner: B, pos: [5, 10] },
    ]);
    use(shared, 'e3', { targetId: 'e1', dir: 'S', n: 2 }); // sharing a cell: any direction
    expect(shared.card('e1').pos).toBe(at(5, 12));
  });

  it('e4 Hobble: an opponent within 3 moves at most 2 in its next action, doubled or not', () => {
    const t = table([
      { id: 'e4', owner: A, pos: [10, 10], mood: 2 },
      { id: 'e6', owner: B, pos: [12, 11], doubledNext: true },
      { id: 'e5', owner: B, pos: [14, 10] },
    ]);
    expect(refuseUse(t, 'e4', { targetId: 'e5' })).toBe('outOfRange');
    use(t, 'e4', { targetId: 'e6' });
    t.send({ type: 'SKIP', seat: A, cardId: 'e4' });
    t.send({ type: 'SELECT_CARD', seat: B, cardId: 'e6' });
    expect(view(t.ctx, B).current?.A).toBe(2);
    expect(t.refuse({ type: 'MOVE', seat: B, cardId: 'e6', path: line(12, 11, 1, 0, 3) })).toBe('pathTooLong');
    t.send({ type: 'MOVE', seat: B, cardId: 'e6', path: line(12, 11, 1, 0, 2) });
    expect(t.card('e6').hobbledNext).toBe(false);
  });

  it('e5 Grind: each drain point takes 2 vigor', () => {
    const t = table([
      { id: 'e5', owner: A, pos: [5, 10], mood: 2 },
      { id: 'e6', owner: B, pos: [6, 10] },
      far('e1', B),
    ]);
    use(t, 'e5');
    t.send({ type: 'MOVE', seat: A, cardId: 'e5', path: [[6, 10]], targetId: 'e6' });
    expect(view(t.ctx, A).awaitDrain).toMatchObject({ R: 6, rate: 2, effV: 7, toCapture: 1 });
    const em = t.send({ type: 'DRAIN', seat: A, amount: 1 });
    expect(firstOf(em, 'drained')).toMatchObject({ from: 8, to: 6, captured: true });
  });

  it('e6 Bulwark: the user is Warded until its next action', () => {
    const t = table([
      { id: 'e6', owner: A, pos: [5, 10], mood: 3, vigor: 1 },
      { id: 'e5', owner: B, pos: [7, 10] },
      { id: 'p4', owner: B, pos: [8, 10], mood: 3 },
    ]);
    use(t, 'e6');
    t.send({ type: 'SKIP', seat: A, cardId: 'e6' });
    expect(t.card('e6').vigor).toBe(8);
    t.send({ type: 'SELECT_CARD', seat: B, cardId: 'e5' });
    expect(t.refuse({ type: 'MOVE', seat: B, cardId: 'e5', path: line(7, 10, -1, 0, 2), targetId: 'e6' })).toBe(
      'notAttackable',
    );
    t.send({ type: 'SELECT_CARD', seat: B, cardId: 'p4' });
    expect(t.refuse({ type: 'USE_ABILITY', seat: B, cardId: 'p4', targetId: 'e6' })).toBe('protected');
    t.send({ type: 'SKIP', seat: B, cardId: 'p4' });
    t.skip('e5');
    t.send({ type: 'SELECT_CARD', seat: A, cardId: 'e6' });
    expect(t.card('e6').bulwark).toBe(true);
    t.send({ type: 'SKIP', seat: A, cardId: 'e6' });
    expect(t.card('e6').bulwark).toBe(false);
  });
});

describe('legal ability payloads', () => {
  it('legalMoves lists exactly the payloads check accepts (Thunderhead, Shove, Summons, Blink)', () => {
    const t = table(
      [
        { id: 'p6', owner: A, pos: [10, 10], mood: 4 },
        { id: 'p5', owner: A, pos: [15, 7], mood: 3 },
        { id: 'u2', owner: A, pos: [15, 11], mood: 2 },
        { id: 'e3', owner: B, pos: [25, 20] },
      ],
      { tokens: [[11, 10]] },
    );
    for (const id of ['p6', 'p5', 'u2'] as CardId[]) {
      t.send({ type: 'SELECT_CARD', seat: A, cardId: id });
      const uses = legalMoves(t.ctx, A).filter((e) => e.type === 'USE_ABILITY');
      expect(uses.length).toBeGreaterThan(0);
      for (const ev of uses) expect(t.runner.module.check(t.runner.snapshot, ev)).toBeNull();
    }
  });
});
