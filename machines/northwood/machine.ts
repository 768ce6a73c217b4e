/**
 * The For Northwood! statechart (rules §4). Guards call `rules.check`; actions call the rules'
 * flow steps on a draft copy of the context and emit what changed. The app spine
 * placement → resolution → cleanup appears twice: for the visit (choose a fief and helpers →
 * dialogues → visit end) and inside every dialogue (ability window / statement / response →
 * ability / trick resolution → end checks).
 */
import { enqueueActions, setup } from 'xstate';
import type { GameInput } from '../core/game';
import {
  abilityChoice,
  back,
  check,
  chooseFief,
  cloneCtx,
  confirm,
  finishGame,
  resolveTrick,
  revealStatement,
  setSubstitute,
  skipsSubstitutes,
  useAbility,
  visitEnd,
  visitOver,
} from './rules';
import { createGame, parseOptions } from './setup';
import type { Ctx, NorthwoodEmitted, NorthwoodEvent, NorthwoodOptions } from './types';

type Step = (d: Ctx, ev: NorthwoodEvent, out: NorthwoodEmitted[]) => void;

interface Enqueue {
  assign(f: () => Ctx): void;
  emit(e: NorthwoodEmitted): void;
}

/** One rules step as the body of an XState action: draft, apply, assign, emit. */
function run(context: Ctx, event: NorthwoodEvent, enqueue: Enqueue, f: Step): void {
  const d = cloneCtx(context);
  const out: NorthwoodEmitted[] = [];
  f(d, event, out);
  enqueue.assign(() => d);
  for (const e of out) enqueue.emit(e);
}

/** The events setup shows: the shuffle and the first hand. */
export function setupEmitted(c: Ctx): NorthwoodEmitted[] {
  const out: NorthwoodEmitted[] = [{ type: 'deckShuffled', size: 32 }];
  if (c.hand.length) out.push({ type: 'handDealt', cards: c.hand.slice() });
  return out;
}

const D = '#northwood.visit.dialogue';

export const northwoodMachine = setup({
  types: {} as {
    context: Ctx;
    events: NorthwoodEvent;
    input: GameInput<NorthwoodOptions>;
    emitted: NorthwoodEmitted;
  },
  guards: {
    legal: ({ context, event }) => check(context, event) === null,
    legalSkippingSubstitutes: ({ context, event }) => check(context, event) === null && skipsSubstitutes(context),
    choicePending: ({ context }) => !!context.visit?.pending,
    visitOver: ({ context }) => visitOver(context),
    gameEnded: ({ context }) => context.over !== null,
  },
  actions: {
    announceSetup: enqueueActions(({ context, enqueue }) => {
      for (const e of setupEmitted(context)) enqueue.emit(e);
    }),
    chooseFief: enqueueActions(({ context, event, enqueue }) =>
      run(context, event, enqueue, (d, ev, out) => chooseFief(d, (ev as { fief: number }).fief, out)),
    ),
    concede: enqueueActions(({ context, event, enqueue }) =>
      run(context, event, enqueue, (d, _ev, out) => finishGame(d, true, out)),
    ),
    setSubstitute: enqueueActions(({ context, event, enqueue }) =>
      run(context, event, enqueue, (d, ev, out) => {
        const e = ev as Extract<NorthwoodEvent, { type: 'SET_SUBSTITUTE' }>;
        setSubstitute(d, e.slot, e.ruler, out);
      }),
    ),
    back: enqueueActions(({ context, event, enqueue }) => run(context, event, enqueue, (d, _ev, out) => back(d, out))),
    confirm: enqueueActions(({ context, event, enqueue }) =>
      run(context, event, enqueue, (d, _ev, out) => confirm(d, out)),
    ),
    useAbility: enqueueActions(({ context, event, enqueue }) =>
      run(context, event, enqueue, (d, ev, out) => {
        const e = ev as Extract<NorthwoodEvent, { type: 'USE_ABILITY' }>;
        useAbility(d, e.slot, e.args, out);
      }),
    ),
    abilityChoice: enqueueActions(({ context, event, enqueue }) =>
      run(context, event, enqueue, (d, ev, out) =>
        abilityChoice(d, ev as Extract<NorthwoodEvent, { type: 'ABILITY_CHOICE' }>, out),
      ),
    ),
    revealStatement: enqueueActions(({ context, event, enqueue }) =>
      run(context, event, enqueue, (d, _ev, out) => revealStatement(d, out)),
    ),
    resolveTrick: enqueueActions(({ context, event, enqueue }) =>
      run(context, event, enqueue, (d, ev, out) =>
        resolveTrick(d, (ev as Extract<NorthwoodEvent, { type: 'PLAY_CARD' }>).card, out),
      ),
    ),
    visitEnd: enqueueActions(({ context, event, enqueue }) =>
      run(context, event, enqueue, (d, _ev, out) => visitEnd(d, out)),
    ),
  },
}).createMachine({
  id: 'northwood',
  context: ({ input }) => createGame(input.seed, parseOptions(input.options)).ctx,
  initial: 'setup',
  states: {
    setup: { always: { target: 'visit', actions: 'announceSetup' } },
    visit: {
      initial: 'placement',
      states: {
        placement: {
          initial: 'chooseFief',
          states: {
            chooseFief: {
              on: {
                CHOOSE_FIEF: [
                  { guard: 'legalSkippingSubstitutes', target: D, actions: 'chooseFief' },
                  { guard: 'legal', target: 'chooseSubstitutes', actions: 'chooseFief' },
                ],
                CONCEDE: { guard: 'legal', target: '#northwood.gameOver', actions: 'concede' },
              },
            },
            chooseSubstitutes: {
              on: {
                SET_SUBSTITUTE: { guard: 'legal', actions: 'setSubstitute' },
                BACK: { guard: 'legal', target: 'chooseFief', actions: 'back' },
                CONFIRM_SUBSTITUTES: { guard: 'legal', target: D, actions: 'confirm' },
              },
            },
          },
        },
        dialogue: {
          // Entering the dialogues runs the end check first (an empty hand or deck ends the visit).
          initial: 'cleanup',
          states: {
            placement: {
              initial: 'abilityWindow',
              states: {
                abilityWindow: {
                  on: {
                    USE_ABILITY: { guard: 'legal', target: `${D}.resolution.ability`, actions: 'useAbility' },
                    REVEAL: { guard: 'legal', target: 'statement' },
                  },
                },
                abilityChoice: {
                  on: {
                    ABILITY_CHOICE: { guard: 'legal', target: `${D}.resolution.ability`, actions: 'abilityChoice' },
                  },
                },
                awaitReveal: { on: { REVEAL: { guard: 'legal', target: 'statement' } } },
                statement: { entry: 'revealStatement', always: { target: 'response' } },
                response: {
                  on: { PLAY_CARD: { guard: 'legal', target: `${D}.resolution.trickResolution` } },
                },
              },
            },
            resolution: {
              initial: 'ability',
              states: {
                ability: {
                  always: [
                    { guard: 'choicePending', target: `${D}.placement.abilityChoice` },
                    { target: `${D}.cleanup.afterAbilityCheck` },
                  ],
                },
                trickResolution: { entry: 'resolveTrick', always: { target: `${D}.cleanup.endCheck` } },
              },
            },
            cleanup: {
              initial: 'endCheck',
              states: {
                endCheck: {
                  always: [
                    { guard: 'visitOver', target: '#northwood.visit.cleanup' },
                    { target: `${D}.placement.abilityWindow` },
                  ],
                },
                afterAbilityCheck: {
                  always: [
                    { guard: 'visitOver', target: '#northwood.visit.cleanup' },
                    { target: `${D}.placement.awaitReveal` },
                  ],
                },
              },
            },
          },
        },
        cleanup: {
          initial: 'visitEnd',
          states: {
            visitEnd: {
              entry: 'visitEnd',
              always: [
                { guard: 'gameEnded', target: '#northwood.gameOver' },
                { target: '#northwood.visit.placement.chooseFief' },
              ],
            },
          },
        },
      },
    },
    gameOver: { type: 'final' },
  },
});
