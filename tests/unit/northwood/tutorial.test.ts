/** The tutorial (rules §11) replayed end to end through the machine. */
import { describe, expect, it } from 'vitest';
import nw from '../../../machines/northwood';
import type { NorthwoodEvent } from '../../../machines/northwood/types';
import { substituteForSlot } from '../../../src/games/northwood/model';
import { has } from '../../../src/i18n';
import { phase, type Snap, send, start } from './helpers';

describe('tutorial', () => {
  it('replays from its fixed deal to its end, every expected move legal, every text translated', () => {
    const t = nw.tutorial;
    let s: Snap = start(t.options, t.seed).snap;
    const statements: string[] = [];
    for (const st of t.steps) {
      expect([st.text, has(st.text, 'en'), has(st.text, 'ru')]).toEqual([st.text, true, true]);
      if (st.hint) expect(has(st.hint, 'en') && has(st.hint, 'ru')).toBe(true);
      expect(st.before ?? []).toEqual([]);
      if (st.expect === 'next' || 'ui' in st.expect) continue;
      const r = send(s, st.expect.event as NorthwoodEvent);
      for (const e of r.emitted) if (e.type === 'statementRevealed') statements.push(e.card as string);
      s = r.snap;
      if (st.id === 'followSuit' || st.id === 'playTrump')
        expect(s.context.score.at(-1)).toBe((st.expect.event as { card: string }).card);
      if (st.id === 'finish2') {
        expect(s.context.fiefs[2]).toEqual({ status: 'friendly', ruler: 'leaves-king' });
        expect(s.context.visitsDone).toBe(1);
      }
    }
    expect(statements).toEqual([
      'claws-5',
      'flowers-6',
      'eyes-7',
      'leaves-8',
      'claws-6',
      'flowers-8',
      'claws-7',
      'flowers-5',
    ]);
    // the tutorial ends in the second visit with the Leaves King standing in; the game goes on
    expect(phase(s)).toBe('abilityWindow');
    expect(s.context.slots[0]?.sub).toBe('leaves-king');
    expect(s.context.target).toBe(16);
    expect(nw.result(s).over).toBe(false);
  });

  it('the “any fief” and “any slot” steps accept alternatives and nothing else', () => {
    const t = nw.tutorial;
    const choose = t.steps.find((st) => st.id === 'chooseNext');
    const sub = t.steps.find((st) => st.id === 'setSubstitute');
    const s = start(t.options, t.seed).snap;
    const accepts = (st: typeof choose, ev: NorthwoodEvent) =>
      st && st.expect !== 'next' && 'event' in st.expect ? (st.expect.accepts?.(ev, s) ?? false) : false;
    expect(accepts(choose, { type: 'CHOOSE_FIEF', fief: 5 })).toBe(true);
    expect(accepts(choose, { type: 'BACK' })).toBe(false);
    expect(accepts(sub, { type: 'SET_SUBSTITUTE', slot: 2, ruler: 'leaves-king' })).toBe(true);
    expect(accepts(sub, { type: 'SET_SUBSTITUTE', slot: 2, ruler: null })).toBe(false);
  });

  it('“tap a slot to send the Leaves King there”: a tap on any free ally slot sends him, as the step expects', () => {
    const t = nw.tutorial;
    let s: Snap = start(t.options, t.seed).snap;
    const at = t.steps.findIndex((st) => st.id === 'setSubstitute');
    for (const st of t.steps.slice(0, at)) {
      if (st.expect !== 'next' && 'event' in st.expect) s = send(s, st.expect.event as NorthwoodEvent).snap;
    }
    const step = t.steps[at];
    if (!step || step.expect === 'next' || !('event' in step.expect)) throw new Error('no substitute step');
    const x = step.expect;
    for (let slot = 0; slot < 4; slot++) {
      const ev = substituteForSlot(nw.legalMoves(s, 0) as NorthwoodEvent[], slot);
      expect(ev).toEqual({ type: 'SET_SUBSTITUTE', slot, ruler: 'leaves-king' });
      expect(x.accepts?.(ev as NorthwoodEvent, s)).toBe(true);
      expect(nw.legalMoves(s, 0)).toContainEqual(ev);
    }
    // once he stands in, the other slots have no one left to take: a tap there only opens the card
    s = send(s, substituteForSlot(nw.legalMoves(s, 0) as NorthwoodEvent[], 1) as NorthwoodEvent).snap;
    expect(s.context.slots[1]?.sub).toBe('leaves-king');
    for (const slot of [0, 1, 2, 3])
      expect(substituteForSlot(nw.legalMoves(s, 0) as NorthwoodEvent[], slot)).toBeNull();
  });
});
