/** The eight challenges (rules §9): each rule change through the machine. */
import { describe, expect, it } from 'vitest';
import nw from '../../../machines/northwood';
import { CHALLENGES, CROWNED, type Title } from '../../../machines/northwood/content';
import { heuristicMove } from '../../../machines/northwood/heuristic';
import type { NorthwoodEvent } from '../../../machines/northwood/types';
import { has } from '../../../src/i18n';
import { phase, refused, type Snap, send, start } from './helpers';

const challenge = (challengeId: string, seed = 'ch') =>
  start({ mode: 'challenge', difficulty: 'standard', challengeId }, seed);

/** A challenge's court as dealt: each slot's ally and each fief's ruler, in order. */
function court(challengeId: string) {
  const c = challenge(challengeId).snap.context;
  return {
    allies: c.slots.map((s) => s.ally),
    rulers: c.fiefs.map((f) => f.ruler ?? 'no ruler'),
    removed: c.removed,
    target: c.target,
  };
}
const listedRulers = (challengeId: string) => CHALLENGES.find((ch) => ch.id === challengeId)?.rulers;

/** Plays with the heuristic until the current visit is over. */
function finishVisit(s: Snap): Snap {
  const done = s.context.visitsDone;
  let t = s;
  while (t.context.visitsDone === done && !t.context.over) t = send(t, heuristicMove(t.context)).snap;
  return t;
}

/** Plays whole visits with the heuristic until one ends friendly. */
function untilFriendly(s: Snap): Snap {
  let t = s;
  while (!t.context.fiefs.some((f) => f.status === 'friendly' && f.ruler)) {
    t = finishVisit(send(t, heuristicMove(t.context)).snap);
  }
  return t;
}

describe('challenges', () => {
  it('ch1 The King’s Road: after the first visit only fiefs next to a visited one', () => {
    let s = challenge('ch1-kings-road').snap;
    expect(nw.legalMoves(s, 0).filter((m) => m.type === 'CHOOSE_FIEF')).toHaveLength(8);
    s = finishVisit(send(s, { type: 'CHOOSE_FIEF', fief: 3 }).snap);
    expect(nw.legalMoves(s, 0).filter((m) => m.type === 'CHOOSE_FIEF')).toEqual([
      { type: 'CHOOSE_FIEF', fief: 2 },
      { type: 'CHOOSE_FIEF', fief: 4 },
    ]);
    refused(s, { type: 'CHOOSE_FIEF', fief: 6 }, 'offTheRoad');
    expect(s.context.target).toBe(16);
  });

  it('ch2 Blind Envoy: no hand before the choice; the hand is drawn after it, with no way back', () => {
    const { snap, emitted } = challenge('ch2-blind-envoy');
    expect(snap.context.hand).toEqual([]);
    expect(emitted).toEqual([{ type: 'deckShuffled', size: 32 }]);
    const r = send(snap, { type: 'CHOOSE_FIEF', fief: 4 });
    expect(r.snap.context.hand).toHaveLength(8);
    expect(r.emitted).toContainEqual({ type: 'handDealt', cards: r.snap.context.hand });
    expect(nw.undoable(snap, { type: 'CHOOSE_FIEF', fief: 4 }, r.snap)).toBe(false);
    let s = untilFriendly(r.snap);
    expect(s.context.hand).toEqual([]);
    s = send(s, nw.legalMoves(s, 0)[0] as NorthwoodEvent).snap;
    expect(phase(s)).toBe('chooseSubstitutes');
    refused(s, { type: 'BACK' }, 'noTakeBack');
    expect(nw.legalMoves(s, 0).some((m) => m.type === 'BACK')).toBe(false);
    expect(s.context.target).toBe(14);
  });

  it('ch3 No Stand-ins: the full game without the substitute step', () => {
    let s = untilFriendly(challenge('ch3-no-stand-ins').snap);
    expect(s.context.removed.length).toBeGreaterThanOrEqual(12);
    s = send(s, nw.legalMoves(s, 0)[0] as NorthwoodEvent).snap;
    expect(phase(s)).toBe('abilityWindow');
    refused(s, { type: 'SET_SUBSTITUTE', slot: 0, ruler: null }, 'notNow');
  });

  it('ch4 Three Companions: slot 3 is empty, and an empty slot may take a substitute', () => {
    let s = challenge('ch4-three-companions').snap;
    expect(s.context.slots.map((sl) => sl.ally)).toEqual(['claws-jack', 'flowers-jack', 'leaves-jack', null]);
    expect(s.context.removed).toEqual(['eyes-jack']);
    const t = send(s, { type: 'CHOOSE_FIEF', fief: 3 }).snap;
    refused(t, { type: 'USE_ABILITY', slot: 3, args: {} }, 'slotEmpty');
    s = untilFriendly(s);
    s = send(s, nw.legalMoves(s, 0)[0] as NorthwoodEvent).snap;
    const ruler = nw.view(s, 0).availableRulers[0] as string;
    s = send(s, { type: 'SET_SUBSTITUTE', slot: 3, ruler } as NorthwoodEvent).snap;
    s = send(s, { type: 'CONFIRM_SUBSTITUTES' }).snap;
    expect(nw.view(s, 0).slots[3]).toMatchObject({ ally: null, active: ruler, usable: true });
  });

  it('ch5 Court of Crowns: four Princes as allies and the listed crowned rulers', () => {
    const c = court('ch5-court-of-crowns');
    expect(c.allies).toEqual(['claws-prince', 'flowers-prince', 'leaves-prince', 'eyes-prince']);
    expect(c.rulers).toEqual(listedRulers('ch5-court-of-crowns'));
    expect(c.rulers.every((r) => CROWNED.has(r.split('-')[1] as Title))).toBe(true);
    expect(c.removed).toHaveLength(12);
    expect(c.target).toBe(16);
  });

  it('ch6 Short Audience: hands of seven, refill stops at seven', () => {
    let s = challenge('ch6-short-audience').snap;
    expect(s.context.hand).toHaveLength(7);
    expect(s.context.handSize).toBe(7);
    s = send(s, { type: 'CHOOSE_FIEF', fief: 3 }).snap;
    expect(nw.legalMoves(s, 0)).toContainEqual({ type: 'USE_ABILITY', slot: 0 }); // refill: hand full → no-op
    s = send(s, { type: 'USE_ABILITY', slot: 3, args: {} }).snap;
    s = send(s, { type: 'ABILITY_CHOICE', cards: [s.context.hand[0], s.context.hand[1]] } as NorthwoodEvent).snap;
    expect(s.context.hand).toHaveLength(7);
    expect(s.context.target).toBe(14);
  });

  it('ch7 Two Voices: a third ability in one visit is refused', () => {
    let s = challenge('ch7-two-voices', 'voices').snap;
    s = send(s, { type: 'CHOOSE_FIEF', fief: 7 }).snap;
    let used = 0;
    while (used < 2 && s.context.visit) {
      const m = nw.legalMoves(s, 0);
      const ability = m.find((e) => e.type === 'USE_ABILITY');
      if (ability && s.context.visit.abilitiesUsed === used) {
        s = send(s, ability).snap;
        used++;
        while (phase(s) === 'abilityChoice') s = send(s, nw.legalMoves(s, 0)[0] as NorthwoodEvent).snap;
      }
      if (phase(s) === 'awaitReveal' || phase(s) === 'abilityWindow') s = send(s, { type: 'REVEAL' }).snap;
      if (phase(s) === 'response') s = send(s, nw.legalMoves(s, 0)[0] as NorthwoodEvent).snap;
    }
    expect(used).toBe(2);
    expect(phase(s)).toBe('abilityWindow');
    expect(nw.legalMoves(s, 0).some((m) => m.type === 'USE_ABILITY')).toBe(false);
    const ready = s.context.slots.findIndex((sl) => !sl.exhausted);
    refused(s, { type: 'USE_ABILITY', slot: ready, args: {} }, 'abilityLimit');
  });

  it('ch8 Mirrored Realm: the Jacks and the listed court; target 18', () => {
    const c = court('ch8-mirrored-realm');
    expect(c.allies).toEqual(['claws-jack', 'flowers-jack', 'leaves-jack', 'eyes-jack']);
    expect(c.rulers).toEqual(listedRulers('ch8-mirrored-realm'));
    // the mirror: fief i and fief 7 − i hold one suit's Queen and King
    const suits = c.rulers.map((r) => r.split('-')[0]);
    expect(suits.slice(4).reverse()).toEqual(suits.slice(0, 4));
    expect(new Set(c.rulers.map((r) => r.split('-')[1]))).toEqual(new Set(['queen', 'king']));
    expect(c.removed).toEqual([]);
    expect(c.target).toBe(18);
  });

  it('ch9–ch16: each deals its own court and rules, and has a name and text in both languages', () => {
    const ctxOf = (id: string) => challenge(id).snap.context;
    const road = (id: string) => {
      let s = challenge(id).snap;
      s = finishVisit(send(s, { type: 'CHOOSE_FIEF', fief: 5 }).snap);
      return nw.legalMoves(s, 0).filter((m) => m.type === 'CHOOSE_FIEF');
    };
    const nextTo5 = [
      { type: 'CHOOSE_FIEF', fief: 4 },
      { type: 'CHOOSE_FIEF', fief: 6 },
    ];
    expect(ctxOf('ch9-winter-road').hand).toHaveLength(7);
    expect(road('ch9-winter-road')).toEqual(nextTo5);
    const two = ctxOf('ch10-two-companions');
    expect(two.slots.map((s) => s.ally)).toEqual(['claws-jack', null, null, 'eyes-jack']);
    expect(two.removed.slice().sort()).toEqual(['flowers-jack', 'leaves-jack']);
    expect(ctxOf('ch11-one-voice').rules).toEqual({ maxAbilitiesPerVisit: 1 });
    expect(ctxOf('ch12-night-road').hand).toEqual([]);
    expect(road('ch12-night-road')).toEqual(nextTo5);
    expect(ctxOf('ch13-crowned-road').removed.length).toBeGreaterThanOrEqual(12);
    expect(road('ch13-crowned-road')).toEqual(nextTo5);
    const kings = ctxOf('ch14-kings-abroad');
    expect(kings.slots.map((s) => s.ally)).toEqual(['claws-king', 'flowers-king', 'leaves-king', 'eyes-king']);
    expect(kings.fiefs.map((f) => f.ruler?.split('-')[1])).toEqual(
      'jack queen jack queen queen jack jack queen'.split(' '),
    );
    expect(kings.removed).toEqual([]);
    const marchers = ctxOf('ch15-marcher-lords');
    expect(marchers.slots.every((s) => s.ally?.endsWith('-marchioness'))).toBe(true);
    expect([marchers.hand.length, marchers.removed.length]).toEqual([7, 12]);
    expect(ctxOf('ch16-silent-court').rules).toEqual({ noSubstitutes: true, maxAbilitiesPerVisit: 1 });
    expect(CHALLENGES).toHaveLength(16);
    for (const c of CHALLENGES)
      for (const l of ['en', 'ru'] as const)
        expect([
          c.id,
          has(`northwood.challenges.${c.id}.name`, l),
          has(`northwood.challenges.${c.id}.text`, l),
        ]).toEqual([c.id, true, true]);
  });
});
