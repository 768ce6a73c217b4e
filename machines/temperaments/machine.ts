/**
 * The statechart of §4, written once (`core/flow.ts`): the XState machine and `temperamentsFlow`,
 * its fast stepper, come from this one description. States are named after the rules; the app
 * spine `placement → resolution → cleanup` lives inside `round`. Every guard asks `rules.ts`, and
 * every action runs one pure rules step, emits what it did and appends the public version of it
 * to the log. The context's `phase` is written by the chart (a state's `phase`), never by a rule.
 */
import { defineFlow, type FlowAction } from '../core/flow';
import type { GameInput } from '../core/game';
import { appendLog } from '../core/log';
import {
  advanceSeat,
  allPassed,
  awardGoals,
  boardPlacement,
  check,
  choicePending,
  chooseLocation,
  chooseParty,
  cleanup,
  endReason,
  endRound,
  finish,
  initialContext,
  mustAutoPass,
  nextRound,
  partyToResolve,
  pass,
  place,
  resolveScenes,
  roundEndAfterPlace,
  setupGame,
  skipParties,
  startRound,
} from './rules';
import type { Ctx, Emitted, EndReason, Fx, PlayerEvent, RoundEnd, TemperamentsOptions } from './types';
import { redact } from './view';

/** A rules step as an action: its context, its emitted events, their public form appended to the log. */
function step(f: (ctx: Ctx, event: PlayerEvent, fx: Fx) => Ctx): FlowAction<Ctx, PlayerEvent, Emitted> {
  return (c, e, out) => {
    if (!out) return f(c, e, null);
    const from = out.length;
    const next = f(c, e, out);
    if (out.length === from) return next;
    return {
      ...next,
      log: appendLog(
        c.log,
        out.slice(from).map((x) => redact(x, 'spectator')),
      ),
    };
  };
}

export const { flow: temperamentsFlow, machine } = defineFlow<
  Ctx,
  PlayerEvent,
  GameInput<TemperamentsOptions | undefined>,
  Emitted
>({
  id: 'temperaments',
  context: initialContext,
  // the rules return new contexts; the chart's phase is written into a shallow copy
  draft: (c) => ({ ...c }),
  phaseKey: 'phase',
  legal: (c, e) => check(c, e) === null,
  guards: {
    canPlace: { legal: true },
    canPass: { legal: true },
    mustAutoPass: (c) => mustAutoPass(c),
    roundEndsAfterPlace: (c) => roundEndAfterPlace(c) !== null,
    allPassed: (c) => allPassed(c),
    choicePending: (c) => choicePending(c),
    noChoicePending: (c) => !choicePending(c),
    canChooseLocation: { legal: true },
    partyToResolve: (c) => partyToResolve(c),
    canChooseParty: { legal: true },
    gameEnds: (c) => endReason(c) !== null,
  },
  actions: {
    setupGame: step((c, _e, fx) => setupGame(c, fx)),
    startRound: step((c, _e, fx) => startRound(c, fx)),
    place: step((c, e, fx) => (e.type === 'PLACE' ? place(c, e, fx) : c)),
    pass: step((c, _e, fx) => pass(c, false, fx)),
    autoPass: step((c, _e, fx) => pass(c, true, fx)),
    advanceSeat: { update: (c) => advanceSeat(c) },
    endRoundAfterPlace: step((c, _e, fx) => endRound(c, roundEndAfterPlace(c) as RoundEnd, fx)),
    endRoundAllPassed: step((c, _e, fx) => endRound(c, 'allPassed', fx)),
    resolveScenes: step((c, _e, fx) => resolveScenes(c, fx)),
    boardPlacement: step((c, _e, fx) => boardPlacement(c, fx)),
    chooseLocation: step((c, e, fx) => (e.type === 'CHOOSE_LOCATION' ? chooseLocation(c, e, fx) : c)),
    awardGoals: step((c, _e, fx) => awardGoals(c, false, fx)),
    chooseParty: step((c, e, fx) => (e.type === 'CHOOSE_PARTY' ? chooseParty(c, e, fx) : c)),
    skipParties: step((c) => skipParties(c)),
    cleanup: step((c, _e, fx) => cleanup(c, fx)),
    nextRound: step((c) => nextRound(c)),
    finish: step((c, _e, fx) => finish(c, endReason(c) as EndReason, fx)),
  },
  initial: 'setup',
  states: {
    setup: { phase: 'setup', entry: 'setupGame', always: { target: 'round' } },
    round: {
      initial: 'roundStart',
      states: {
        roundStart: { entry: 'startRound', always: { target: 'placement' } },
        placement: {
          phase: 'placement',
          initial: 'turn',
          states: {
            turn: {
              description: 'A seat with an empty supply passes at once.',
              always: { guard: 'mustAutoPass', target: 'passed', actions: 'autoPass' },
              on: {
                PLACE: { guard: 'canPlace', target: 'placed', actions: 'place' },
                PASS: { guard: 'canPass', target: 'passed', actions: 'pass' },
              },
            },
            placed: {
              always: [
                {
                  guard: 'roundEndsAfterPlace',
                  target: '#temperaments.round.resolution',
                  actions: 'endRoundAfterPlace',
                },
                { target: 'turn', actions: 'advanceSeat' },
              ],
            },
            passed: {
              always: [
                { guard: 'allPassed', target: '#temperaments.round.resolution', actions: 'endRoundAllPassed' },
                { target: 'turn', actions: 'advanceSeat' },
              ],
            },
          },
        },
        resolution: {
          initial: 'scenes',
          states: {
            scenes: { entry: 'resolveScenes', always: { target: 'boardPlacement' } },
            boardPlacement: {
              entry: 'boardPlacement',
              always: [{ guard: 'choicePending', target: 'awaitChoice' }, { target: 'goals' }],
            },
            awaitChoice: {
              phase: 'awaitChoice',
              always: { guard: 'noChoicePending', target: 'goals' },
              on: { CHOOSE_LOCATION: { guard: 'canChooseLocation', actions: 'chooseLocation' } },
            },
            goals: { entry: 'awardGoals', always: { target: 'parties' } },
            parties: {
              initial: 'next',
              states: {
                next: {
                  always: [
                    { guard: 'partyToResolve', target: 'choosingParty' },
                    { target: '#temperaments.round.cleanup', actions: 'skipParties' },
                  ],
                },
                choosingParty: {
                  phase: 'choosingParty',
                  on: { CHOOSE_PARTY: { guard: 'canChooseParty', target: 'partyChoices', actions: 'chooseParty' } },
                },
                partyChoices: {
                  phase: 'partyChoices',
                  always: { guard: 'noChoicePending', target: 'next' },
                  on: { CHOOSE_LOCATION: { guard: 'canChooseLocation', actions: 'chooseLocation' } },
                },
              },
            },
          },
        },
        cleanup: {
          phase: 'cleanup',
          entry: 'cleanup',
          always: [
            { guard: 'gameEnds', target: '#temperaments.gameOver' },
            { target: 'roundStart', actions: 'nextRound' },
          ],
        },
      },
    },
    gameOver: { type: 'final', phase: 'over', entry: 'finish' },
  },
});

export type TemperamentsMachine = typeof machine;
