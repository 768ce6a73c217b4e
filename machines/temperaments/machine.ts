/**
 * The statechart of §4. States are named after the rules; the app spine
 * `placement → resolution → cleanup` lives inside `round`. Every guard asks `rules.ts`, and
 * every action runs one pure rules step, assigns its result, emits what it did and appends the
 * public version of it to the log.
 */
import { assign, enqueueActions, setup } from 'xstate';
import type { GameInput } from '../core/game';
import {
  advanceSeat,
  allPassed,
  askParty,
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
import type { Ctx, Emitted, EndReason, RoundEnd, TEvent, TemperamentsOptions } from './types';
import { redact } from './view';

type Step = (ctx: Ctx, event: TEvent, fx: Emitted[]) => Ctx;

/** Runs a rules step: assign its context, emit its events, log their public form. */
function step(f: Step) {
  return enqueueActions<Ctx, TEvent, undefined, TEvent, never, never, never, never, Emitted>(
    ({ context, event, enqueue }) => {
      const fx: Emitted[] = [];
      const next = f(context, event, fx);
      const log = fx.length ? { events: fx.map((e) => redact(e, 'spectator')), prev: context.log } : context.log;
      enqueue.assign(() => (next === context ? { log } : { ...next, log }));
      for (const e of fx) enqueue.emit(e);
    },
  );
}

export const machine = setup({
  types: {} as {
    context: Ctx;
    events: TEvent;
    input: GameInput<TemperamentsOptions | undefined>;
    emitted: Emitted;
  },
  guards: {
    canPlace: ({ context, event }) => event.type === 'PLACE' && check(context, event) === null,
    canPass: ({ context, event }) => event.type === 'PASS' && check(context, event) === null,
    mustAutoPass: ({ context }) => mustAutoPass(context),
    roundEndsAfterPlace: ({ context }) => roundEndAfterPlace(context) !== null,
    allPassed: ({ context }) => allPassed(context),
    choicePending: ({ context }) => choicePending(context),
    noChoicePending: ({ context }) => !choicePending(context),
    canChooseLocation: ({ context, event }) => event.type === 'CHOOSE_LOCATION' && check(context, event) === null,
    partyToResolve: ({ context }) => partyToResolve(context),
    canChooseParty: ({ context, event }) => event.type === 'CHOOSE_PARTY' && check(context, event) === null,
    gameEnds: ({ context }) => endReason(context) !== null,
  },
  actions: {
    setupGame: step((c, _e, fx) => setupGame(c, fx)),
    startRound: step((c, _e, fx) => startRound(c, fx)),
    autoPassIfEmpty: enqueueActions(({ context, enqueue }) => {
      if (mustAutoPass(context)) enqueue.raise({ type: 'AUTO_PASS' });
    }),
    place: step((c, e, fx) => (e.type === 'PLACE' ? place(c, e, fx) : c)),
    pass: step((c, _e, fx) => pass(c, false, fx)),
    autoPass: step((c, _e, fx) => pass(c, true, fx)),
    advanceSeat: assign(({ context }) => advanceSeat(context)),
    endRoundAfterPlace: step((c, _e, fx) => endRound(c, roundEndAfterPlace(c) as RoundEnd, fx)),
    endRoundAllPassed: step((c, _e, fx) => endRound(c, 'allPassed', fx)),
    resolveScenes: step((c, _e, fx) => resolveScenes(c, fx)),
    boardPlacement: step((c, _e, fx) => boardPlacement(c, fx)),
    chooseLocation: step((c, e, fx) => (e.type === 'CHOOSE_LOCATION' ? chooseLocation(c, e, fx) : c)),
    awardGoals: step((c, _e, fx) => awardGoals(c, false, fx)),
    askParty: step((c) => askParty(c)),
    chooseParty: step((c, e, fx) => (e.type === 'CHOOSE_PARTY' ? chooseParty(c, e, fx) : c)),
    skipParties: step((c) => skipParties(c)),
    cleanup: step((c, _e, fx) => cleanup(c, fx)),
    nextRound: step((c) => nextRound(c)),
    finish: step((c, _e, fx) => finish(c, endReason(c) as EndReason, fx)),
  },
}).createMachine({
  id: 'temperaments',
  context: ({ input }) => initialContext(input),
  initial: 'setup',
  states: {
    setup: { entry: 'setupGame', always: { target: 'round' } },
    round: {
      initial: 'roundStart',
      states: {
        roundStart: { entry: 'startRound', always: { target: 'placement' } },
        placement: {
          initial: 'turn',
          states: {
            turn: {
              entry: 'autoPassIfEmpty',
              on: {
                PLACE: { guard: 'canPlace', target: 'placed', actions: 'place' },
                PASS: { guard: 'canPass', target: 'passed', actions: 'pass' },
                AUTO_PASS: { guard: 'mustAutoPass', target: 'passed', actions: 'autoPass' },
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
                  entry: 'askParty',
                  on: { CHOOSE_PARTY: { guard: 'canChooseParty', target: 'partyChoices', actions: 'chooseParty' } },
                },
                partyChoices: {
                  always: { guard: 'noChoicePending', target: 'next' },
                  on: { CHOOSE_LOCATION: { guard: 'canChooseLocation', actions: 'chooseLocation' } },
                },
              },
            },
          },
        },
        cleanup: {
          entry: 'cleanup',
          always: [
            { guard: 'gameEnds', target: '#temperaments.gameOver' },
            { target: 'roundStart', actions: 'nextRound' },
          ],
        },
      },
    },
    gameOver: { type: 'final', entry: 'finish' },
  },
});

export type TemperamentsMachine = typeof machine;
