/** §5: the cascade, escapes and the worked examples, through the machine's events. */
import { describe, expect, it } from 'vitest';
import { resolveCard, rule } from '../../../machines/temperaments/resolve';
import { allPass, boardOf, chooseLoc, ctx, game, humours, ofType, pass, place, send, tok } from './helpers';

const deck = (...ids: string[]) =>
  [...ids, ...['scene-mill', 'scene-hermitage', 'scene-manor', 'scene-keep'].filter((c) => !ids.includes(c))].slice(
    0,
    4,
  );

describe('rule and cascade (§5)', () => {
  it('each humour’s check: C alone, S in company, M exactly in pairs (alone it escapes), P always', () => {
    expect([0, 1, 2, 3].map((n) => rule('C', n))).toEqual(['NONE', 'WIN', 'NONE', 'NONE']);
    expect([0, 1, 2, 3].map((n) => rule('S', n))).toEqual(['NONE', 'NONE', 'WIN', 'WIN']);
    expect([0, 1, 2, 3].map((n) => rule('M', n))).toEqual(['NONE', 'ESCAPE', 'WIN', 'NONE']);
    expect([0, 1, 2, 3].map((n) => rule('P', n))).toEqual(['NONE', 'WIN', 'WIN', 'WIN']);
  });

  it('the first winning check ends the card; an escape does not', () => {
    const t = (h: 'C' | 'S' | 'M' | 'P', id: string) => ({ h, id });
    const r = resolveCard(['M', 'C', 'S', 'P'], [t('M', 'a'), t('C', 'b'), t('P', 'c')], true);
    expect(r.escapers.map((x) => x.id)).toEqual(['a']);
    expect(r.winners.map((x) => x.id)).toEqual(['b']);
    expect(r.losers.map((x) => x.id)).toEqual(['c']);
    // no location: the lone melancholic is simply a loser
    const n = resolveCard(['M', 'C', 'S', 'P'], [t('M', 'a'), t('C', 'b')], false);
    expect(n.escapers).toEqual([]);
    expect(n.losers.map((x) => x.id)).toEqual(['a']);
    // nobody wins: 2 C cancel, 1 S, 3 M
    const none = resolveCard(['C', 'S', 'M', 'P'], [t('C', 'a'), t('C', 'b'), t('S', 'c')], true);
    expect(none.winners).toEqual([]);
    expect(none.losers).toHaveLength(3);
  });
});

describe('the worked examples of §5, played', () => {
  it('example 1: at the Grand Tourney two cholerics cancel and A’s lone phlegmatic wins', () => {
    const r = game(2, { deck: deck('scene-tourney'), supplies: humours('CPSS', 'CSSM'), firstPlayer: 0 });
    send(r, place(0, 't0-C1', 'scene-tourney', 0));
    send(r, place(1, 't1-C1', 'scene-tourney', 2));
    send(r, place(0, 't0-P1', 'scene-tourney', 1));
    const evs = allPass(r);
    const resolved = ofType(evs, 'cardResolved').find((e) => e.card === 'scene-tourney');
    expect(resolved?.winners.map((w) => [w.seat, w.h, w.slot])).toEqual([[0, 'P', 1]]);
    expect(resolved?.losers.map((w) => [w.seat, w.h])).toEqual([
      [0, 'C'],
      [1, 'C'],
    ]);
    expect(tok(r, 't0-P1').pos).toEqual({ k: 'board', loc: 'loc-tourney' });
    expect(tok(r, 't0-P1')).toMatchObject({ resType: 'knight', via: 'win' });
    // both cholerics went back to their bags at cleanup
    expect(
      ofType(evs, 'tokensReturned')[0]
        ?.tokens.map((t) => t.tokenId)
        .sort(),
    ).toEqual(['t0-C1', 't1-C1']);
    expect(ctx(r).round).toBe(2);
  });

  it('example 2: at the Fairy Dance A’s lone melancholic escapes to the Well or the Fair, then B’s lone choleric wins', () => {
    const r = game(2, { deck: deck('scene-glade'), supplies: humours('MPSS', 'CSSP'), firstPlayer: 0 });
    send(r, place(0, 't0-M1', 'scene-glade', 0));
    send(r, place(1, 't1-C1', 'scene-glade', 1));
    allPass(r);
    expect(ctx(r).phase).toBe('awaitChoice');
    expect(ctx(r).choices).toEqual([
      {
        seat: 0,
        token: 't0-M1',
        kind: 'escape',
        options: ['loc-well', 'loc-fair'],
        from: { kind: 'scene', id: 'scene-glade', slot: 0 },
      },
    ]);
    expect(boardOf(r, 1)).toEqual(['C@loc-glade']);
    expect(r.send(chooseLoc(0, 't0-M1', 'loc-glade')).ok).toBe(false);
    send(r, chooseLoc(0, 't0-M1', 'loc-fair'));
    expect(tok(r, 't0-M1')).toMatchObject({ pos: { k: 'board', loc: 'loc-fair' }, via: 'escape', resType: 'minstrel' });
  });

  it('example 3: at the Abbey (PMSC) A’s phlegmatic wins and the melancholic pair is never checked', () => {
    const r = game(3, { deck: deck('scene-abbey'), supplies: humours('PCCC', 'MSCC', 'MCCC'), firstPlayer: 0 });
    send(r, place(0, 't0-P1', 'scene-abbey', 0));
    send(r, place(1, 't1-M1', 'scene-abbey', 1));
    send(r, place(2, 't2-M1', 'scene-abbey', 3));
    send(r, pass(0));
    send(r, place(1, 't1-S1', 'scene-abbey', 2));
    const evs = allPass(r);
    const resolved = ofType(evs, 'cardResolved')[0];
    expect(resolved?.winners.map((w) => w.tokenId)).toEqual(['t0-P1']);
    expect(resolved?.escapers).toEqual([]);
    expect(boardOf(r, 0)).toEqual(['P@loc-abbey']);
    expect(boardOf(r, 1)).toEqual([]);
    expect(boardOf(r, 2)).toEqual([]);
  });

  it('all four row cards resolve, full or not, before anything moves; an empty card yields nothing', () => {
    const r = game(2, {
      deck: ['scene-tourney', 'scene-vineyard', 'scene-glade', 'scene-wolves'],
      supplies: humours('PSSC', 'PSCM'),
      firstPlayer: 0,
    });
    send(r, place(0, 't0-P1', 'scene-tourney', 0));
    send(r, place(1, 't1-P1', 'scene-vineyard', 0));
    const evs = allPass(r);
    const resolved = ofType(evs, 'cardResolved');
    expect(resolved.map((e) => e.card)).toEqual(['scene-tourney', 'scene-vineyard', 'scene-glade', 'scene-wolves']);
    expect(resolved[2]?.winners).toEqual([]);
    // every reveal and outcome comes before the first token moves to the board
    const types = evs.map((e) => e.type);
    expect(types.lastIndexOf('cardResolved')).toBeLessThan(types.indexOf('tokenToBoard'));
    expect(boardOf(r, 0)).toEqual(['P@loc-tourney']);
    expect(boardOf(r, 1)).toEqual(['P@loc-vineyard']);
  });

  it('one card’s winners may belong to several players, and all of them are placed', () => {
    const r = game(2, { deck: deck('scene-mill'), supplies: humours('SSCC', 'SCCC'), firstPlayer: 0 });
    send(r, place(0, 't0-S1', 'scene-mill', 0));
    send(r, place(1, 't1-S1', 'scene-mill', 2));
    send(r, place(0, 't0-S2', 'scene-mill', 1));
    allPass(r);
    expect(boardOf(r, 0)).toEqual(['S@loc-mill', 'S@loc-mill']);
    expect(boardOf(r, 1)).toEqual(['S@loc-mill']);
  });

  it('an escape without a winner: the melancholic still escapes and the rest lose', () => {
    const r = game(2, { deck: deck('scene-barrow'), supplies: humours('MCSS', 'SCSP'), firstPlayer: 0 });
    // Whispers in the Barrows (So Nu Pe, MCSP): A's lone M escapes; B's lone S cannot win; no one wins.
    send(r, place(0, 't0-M1', 'scene-barrow', 0));
    send(r, place(1, 't1-S1', 'scene-barrow', 2));
    const evs = allPass(r);
    const resolved = ofType(evs, 'cardResolved')[0];
    expect(resolved?.winners).toEqual([]);
    expect(resolved?.escapers.map((t) => t.tokenId)).toEqual(['t0-M1']);
    expect(resolved?.losers.map((t) => t.seat)).toEqual([1]);
    expect(ctx(r).choices.map((c) => [c.kind, c.options.slice().sort()])).toEqual([
      ['escape', ['loc-keep', 'loc-kingswood', 'loc-mill']],
    ]);
  });
});
