/** The tutorial of §10, replayed end to end through the machine, with the results its steps promise. */
import { describe, expect, it } from 'vitest';
import type { CardId } from '../../../machines/clouds/content';
import type { CloudsEvent, Ctx } from '../../../machines/clouds/types';
import { GameRunner } from '../../../machines/core/engine';
import { has } from '../../../src/i18n';
import { at, clouds } from './helpers';

describe('tutorial (§10)', () => {
  const script = clouds.tutorial;

  it('has a text in both languages for every step, and highlights cards of the game', () => {
    expect(script.learnerSeat).toBe(1);
    for (const s of script.steps) {
      expect([s.text, has(s.text, 'en'), has(s.text, 'ru')]).toEqual([s.text, true, true]);
      for (const h of s.highlight ?? [])
        expect(h).toMatch(/^(card:[pue][1-6]|cell:\d+,\d+|token:\d+,\d+|cloud:\w+|panel:\w+)$/);
    }
  });

  it('replays to its end, every scripted event accepted, with the promised results', () => {
    const r = new GameRunner(clouds, { seed: script.seed, seats: script.seats, options: script.options });
    const ctx = () => r.snapshot.context as Ctx;
    const card = (id: CardId) => ctx().cards.find((c) => c.id === id) as Ctx['cards'][number];
    const promised: Record<string, () => void> = {
      move: () => expect(card('p3')).toMatchObject({ mood: 1, vigor: 5, pos: at(15, 5) }),
      earthAction: () => expect(card('e1').doubledNext).toBe(true),
      tutorTurn: () => {
        expect(card('u2').vigor).toBe(3);
        expect(card('u5')).toMatchObject({ pos: at(15, 5), owner: 0, mood: 0 });
        expect(card('p3').owner).toBe(1);
        expect(card('p4').pos).toBe(at(19, 4));
      },
      pegasusAction: () => expect([card('p3').mood, card('u5').mood]).toEqual([2, 1]),
      drain: () => expect(card('u5')).toMatchObject({ owner: 1, vigor: 4 }),
      skip: () => expect(card('u2').vigor).toBe(4),
      tutorTurn2: () => expect(card('e1')).toMatchObject({ owner: 0, pos: at(15, 5) }),
      stoop: () => expect(card('p3').mood).toBe(1),
      drainMillstone: () => expect(card('e5')).toMatchObject({ owner: 1, vigor: 6 }),
      drainCooper: () => expect(card('e1')).toMatchObject({ owner: 1, vigor: 3 }),
      end: () =>
        expect(clouds.result(r.snapshot)).toMatchObject({
          over: true,
          winners: [1],
          scores: [1, 5],
          reason: 'concede',
        }),
    };
    for (const s of script.steps) {
      for (const ev of s.before ?? []) {
        const res = r.send(ev);
        expect([s.id, ev.type, res.ok]).toEqual([s.id, ev.type, true]);
      }
      if (typeof s.expect === 'object' && 'event' in s.expect) {
        const ev = s.expect.event as CloudsEvent;
        expect(clouds.activeSeats(r.snapshot)).toEqual([script.learnerSeat]);
        const res = r.send(ev);
        expect([s.id, res.ok]).toEqual([s.id, true]);
      }
      promised[s.id]?.();
    }
    expect(r.snapshot.status).toBe('done');
  });
});
