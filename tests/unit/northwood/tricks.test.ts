/** Dialogues and trick resolution (rules §4, §8.2, §8.4–§8.6). */
import { describe, expect, it } from 'vitest';
import nw from '../../../machines/northwood';
import { CARDS, type CardId, TUTORIAL_SETUP } from '../../../machines/northwood/content';
import { wins } from '../../../machines/northwood/rules';
import { phase, play, refused, type Snap, send, start } from './helpers';

/** The tutorial's court (fief 1: Claws Queen → claws trump; fief 2: Leaves King → leaves trump). */
function visit(fief: number, hand: CardId[], deck: CardId[]): Snap {
  const { snap } = start({
    mode: 'intro',
    difficulty: 'standard',
    fixed: { allies: TUTORIAL_SETUP.allies, rulers: TUTORIAL_SETUP.rulers, hand, deck },
  });
  return send(snap, { type: 'CHOOSE_FIEF', fief }).snap;
}

const HAND: CardId[] = ['claws-8', 'claws-2', 'flowers-5', 'leaves-6', 'leaves-1', 'flowers-7', 'claws-4', 'flowers-3'];

describe('the win rule', () => {
  it('a higher card of the statement suit wins; a lower one loses', () => {
    expect(wins('claws-5', 'claws-8', 'leaves')).toBe(true);
    expect(wins('claws-5', 'claws-2', 'leaves')).toBe(false);
  });
  it('§8.5: an equal value in another suit is not higher; a trump statement needs a higher trump', () => {
    expect(wins('claws-5', 'flowers-5', 'leaves')).toBe(false);
    expect(wins('leaves-5', 'leaves-6', 'leaves')).toBe(true);
    expect(wins('leaves-5', 'leaves-4', 'leaves')).toBe(false);
    expect(wins('leaves-5', 'claws-8', 'leaves')).toBe(false);
  });
  it('§8.6: a trump wins a non-trump statement; other off-suit cards lose; no trump means no such win', () => {
    expect(wins('eyes-7', 'leaves-1', 'leaves')).toBe(true);
    expect(wins('eyes-7', 'claws-8', 'leaves')).toBe(false);
    expect(wins('eyes-7', 'leaves-1', 'none')).toBe(false);
    expect(wins('eyes-7', 'eyes-8', 'none')).toBe(true);
  });
});

describe('a dialogue through the machine', () => {
  it('reveals the statement onto the discard, then the response is judged and moved', () => {
    let s = visit(2, HAND, ['claws-5', 'eyes-7', 'leaves-8', 'flowers-6']);
    expect(phase(s)).toBe('abilityWindow');
    let r = send(s, { type: 'REVEAL' });
    s = r.snap;
    expect(r.emitted).toEqual([{ type: 'statementRevealed', card: 'claws-5', trump: 'leaves' }]);
    expect(s.context.discard).toEqual(['claws-5']);
    expect(nw.view(s, 0).statement).toBe('claws-5');
    expect(phase(s)).toBe('response');
    r = send(s, { type: 'PLAY_CARD', card: 'claws-8' });
    s = r.snap;
    expect(r.emitted).toEqual([
      { type: 'responsePlayed', card: 'claws-8', statement: 'claws-5' },
      { type: 'trickResolved', statement: 'claws-5', response: 'claws-8', won: true, to: 'score', tricks: 1 },
    ]);
    expect(s.context.score).toEqual(['claws-8']);
    expect(nw.view(s, 0).lastTrick).toMatchObject({ statement: 'claws-5', response: 'claws-8', won: true });
    expect(phase(s)).toBe('abilityWindow');
  });

  it('you must follow suit while you can; a void lets any card answer', () => {
    let s = play(visit(2, HAND, ['claws-5', 'eyes-7']), [{ type: 'REVEAL' }]).snap;
    refused(s, { type: 'PLAY_CARD', card: 'leaves-1' }, 'mustFollowSuit');
    expect(
      nw
        .legalMoves(s, 0)
        .map((m) => (m as { card: string }).card)
        .sort(),
    ).toEqual(['claws-2', 'claws-4', 'claws-8']);
    s = play(s, [{ type: 'PLAY_CARD', card: 'claws-2' }, { type: 'REVEAL' }]).snap;
    expect(s.context.discard).toEqual(['claws-5', 'claws-2', 'eyes-7']);
    expect(nw.legalMoves(s, 0)).toHaveLength(7); // void in eyes: every card
  });

  it('a trump wins a non-trump statement when void; an off-suit non-trump loses', () => {
    let s = play(visit(2, HAND, ['eyes-7', 'eyes-6']), [
      { type: 'REVEAL' },
      { type: 'PLAY_CARD', card: 'leaves-1' },
    ]).snap;
    expect(s.context.score).toEqual(['leaves-1']);
    s = play(s, [{ type: 'REVEAL' }, { type: 'PLAY_CARD', card: 'claws-8' }]).snap;
    expect(s.context.score).toEqual(['leaves-1']);
    expect(s.context.discard).toEqual(['eyes-7', 'eyes-6', 'claws-8']);
  });

  it('a trump statement is won only by a higher trump', () => {
    let s = play(visit(2, HAND, ['leaves-8', 'leaves-3']), [
      { type: 'REVEAL' },
      { type: 'PLAY_CARD', card: 'leaves-6' },
    ]).snap;
    expect(s.context.score).toEqual([]);
    s = play(s, [{ type: 'REVEAL' }, { type: 'PLAY_CARD', card: 'leaves-1' }]).snap;
    expect(s.context.score).toEqual([]);
  });

  it('equal value in another suit loses (§8.5)', () => {
    const s = play(visit(2, ['flowers-5', 'leaves-6'], ['eyes-5', 'claws-1']), [
      { type: 'REVEAL' },
      { type: 'PLAY_CARD', card: 'flowers-5' },
    ]).snap;
    expect(s.context.score).toEqual([]);
  });

  it('refuses unknown cards, cards not in hand and moves out of turn, leaving the snapshot', () => {
    const s = play(visit(2, HAND, ['claws-5']), [{ type: 'REVEAL' }]).snap;
    refused(s, { type: 'PLAY_CARD', card: 'claws-9' }, 'unknownCard');
    refused(s, { type: 'PLAY_CARD', card: 'claws-5' }, 'notInHand');
    refused(s, { type: 'PLAY_CARD' } as never, 'malformed');
    refused(s, { type: 'REVEAL' }, 'notNow');
    refused(s, { type: 'USE_ABILITY', slot: 0, args: {} }, 'notNow');
    refused(s, { type: 'PLAY_CARD', card: 'claws-8', extra: 1 }, 'malformed');
    refused(s, { type: 'FLY' });
  });

  it('§8.2: the statement takes the last deck card; the dialogue finishes, then the visit ends', () => {
    const deck: CardId[] = ['eyes-1'];
    const hand = CARDS.filter((c) => c !== 'eyes-1');
    let s = visit(2, hand, deck);
    s = send(s, { type: 'REVEAL' }).snap;
    expect(s.context.deck).toHaveLength(0);
    expect(phase(s)).toBe('response');
    const r = send(s, { type: 'PLAY_CARD', card: 'eyes-2' });
    expect(r.emitted.map((e) => e.type)).toContain('visitEnded');
    expect(r.snap.context.visitsDone).toBe(1);
    expect(r.snap.context.fiefs[2]?.status).toBe('failed'); // 1 trick at fief 2
  });

  it('§8.4: tricks are the score pile and may exceed 8', () => {
    const hand: CardId[] = [...CARDS.filter((c) => c.startsWith('claws')), 'flowers-8'];
    const deck: CardId[] = [...CARDS.filter((c) => c.startsWith('eyes')), 'flowers-1'];
    let s = visit(1, hand, deck);
    for (let v = 1; v <= 8; v++)
      s = play(s, [{ type: 'REVEAL' }, { type: 'PLAY_CARD', card: `claws-${v}` as CardId }]).snap;
    s = play(s, [{ type: 'REVEAL' }, { type: 'PLAY_CARD', card: 'flowers-8' }]).snap;
    // the hand is empty: the visit is over with 9 tricks at fief 1
    expect(s.context.fiefs[1]?.status).toBe('failed');
    expect(s.context.log.filter((l) => l.won)).toHaveLength(9);
  });
});
