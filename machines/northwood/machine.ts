/**
 * The For Northwood! statechart (rules §4). Guards call `rules.check`; actions call the rules'
 * flow steps on a draft copy of the context and emit what changed.
 *
 * Each `visit` runs the app spine: `placement` (chooseFief → chooseSubstitutes) → `resolution`
 * (the dialogues) → `cleanup` (visitEnd), then placement again or gameOver. In a dialogue:
 * abilityWindow ─USE_ABILITY→ ability ⇄ abilityChoice → afterAbilityCheck → awaitReveal, and
 * abilityWindow/awaitReveal ─REVEAL (statement)→ response ─PLAY_CARD (trick resolution)→
 * abilityWindow, or cleanup when that was the visit's last dialogue; endCheck runs on entering
 * the dialogues.
 *
 * Speed: every XState microstep allocates per active state node, and this machine is what
 * `npm run sim` steps. So the chart is shallow, and the statement and the trick resolution are
 * the actions of the REVEAL and PLAY_CARD transitions rather than transient states of their own
 * (the same rules functions, two microsteps fewer per dialogue: a quarter less garbage).
 */
import { assign, emit, enqueueActions, setup } from 'xstate';
import type { GameInput } from '../core/game';
import type { CardId } from './content';
import { trumpOf } from './ops';
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
import { createGame, defaultOptions, parseOptions } from './setup';
import type { Ctx, NorthwoodEmitted, NorthwoodEvent, NorthwoodOptions, TrickLog } from './types';

const legal = ({ context, event }: { context: Ctx; event: NorthwoodEvent }): boolean => check(context, event) === null;

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

export const northwoodMachine = setup({
  types: {} as {
    context: Ctx;
    events: NorthwoodEvent;
    input: GameInput<NorthwoodOptions>;
    emitted: NorthwoodEmitted;
  },
  guards: {
    // Each guard is `check` for its event, named for what the rules ask there (§4–§7).
    fiefOpen: legal,
    /** An open fief where no friendly ruler may stand in (or the challenge forbids it): straight to the dialogues. */
    fiefOpenNoSubstitutes: ({ context, event }) => legal({ context, event }) && skipsSubstitutes(context),
    targetOutOfReach: legal,
    rulerMayStandIn: legal,
    handNotDrawn: legal,
    substitutesConfirmed: legal,
    abilityReady: legal,
    choiceValid: legal,
    statementToReveal: legal,
    followsSuit: legal,
    /** A response that ends the visit: the last hand card, or the statement took the last deck card. */
    followsSuitLastCard: ({ context, event }) =>
      legal({ context, event }) && (context.hand.length <= 1 || context.deck.length === 0),
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
    // The two actions of every dialogue skip the generic path (enqueueActions): a plain assign,
    // then emits built from the new context. The property tests hold them equal to the rules'.
    revealStatement: assign(({ context }) => {
      const d = cloneCtx(context);
      revealStatement(d, null);
      return d;
    }),
    statementRevealed: emit(({ context }) => ({
      type: 'statementRevealed' as const,
      card: context.visit?.statement as CardId,
      trump: trumpOf(context),
    })),
    resolveTrick: assign(({ context, event }) => {
      const d = cloneCtx(context);
      resolveTrick(d, (event as Extract<NorthwoodEvent, { type: 'PLAY_CARD' }>).card, null);
      return d;
    }),
    responsePlayed: emit(({ context }) => {
      const t = context.log[context.log.length - 1] as TrickLog;
      return { type: 'responsePlayed' as const, card: t.response, statement: t.statement };
    }),
    trickResolved: emit(({ context }) => {
      const t = context.log[context.log.length - 1] as TrickLog;
      return {
        type: 'trickResolved' as const,
        statement: t.statement,
        response: t.response,
        won: t.won,
        to: t.won ? ('score' as const) : ('discard' as const),
        tricks: context.score.length,
      };
    }),
    visitEnd: enqueueActions(({ context, event, enqueue }) =>
      run(context, event, enqueue, (d, _ev, out) => visitEnd(d, out)),
    ),
  },
}).createMachine({
  id: 'northwood',
  context: ({ input }) => createGame(input.seed, parseOptions(input.options ?? defaultOptions())).ctx,
  initial: 'setup',
  states: {
    setup: { always: { target: 'visit', actions: 'announceSetup' } },
    visit: {
      description: 'One visit (§4): choose a fief and its substitutes, the dialogues, the visit’s end.',
      initial: 'placement',
      states: {
        placement: {
          initial: 'chooseFief',
          states: {
            chooseFief: {
              on: {
                CHOOSE_FIEF: [
                  { guard: 'fiefOpenNoSubstitutes', target: '#northwood.visit.resolution', actions: 'chooseFief' },
                  { guard: 'fiefOpen', target: 'chooseSubstitutes', actions: 'chooseFief' },
                ],
                CONCEDE: { guard: 'targetOutOfReach', target: '#northwood.gameOver', actions: 'concede' },
              },
            },
            chooseSubstitutes: {
              on: {
                SET_SUBSTITUTE: { guard: 'rulerMayStandIn', actions: 'setSubstitute' },
                BACK: { guard: 'handNotDrawn', target: 'chooseFief', actions: 'back' },
                CONFIRM_SUBSTITUTES: {
                  guard: 'substitutesConfirmed',
                  target: '#northwood.visit.resolution',
                  actions: 'confirm',
                },
              },
            },
          },
        },
        resolution: {
          initial: 'endCheck',
          states: {
            abilityWindow: {
              on: {
                USE_ABILITY: { guard: 'abilityReady', target: 'ability', actions: 'useAbility' },
                REVEAL: {
                  guard: 'statementToReveal',
                  target: 'response',
                  actions: ['revealStatement', 'statementRevealed'],
                },
              },
            },
            ability: {
              always: [{ guard: 'choicePending', target: 'abilityChoice' }, { target: 'afterAbilityCheck' }],
            },
            abilityChoice: {
              on: { ABILITY_CHOICE: { guard: 'choiceValid', target: 'ability', actions: 'abilityChoice' } },
            },
            afterAbilityCheck: {
              always: [{ guard: 'visitOver', target: '#northwood.visit.cleanup' }, { target: 'awaitReveal' }],
            },
            awaitReveal: {
              on: {
                REVEAL: {
                  guard: 'statementToReveal',
                  target: 'response',
                  actions: ['revealStatement', 'statementRevealed'],
                },
              },
            },
            response: {
              on: {
                PLAY_CARD: [
                  {
                    guard: 'followsSuitLastCard',
                    target: '#northwood.visit.cleanup',
                    actions: ['resolveTrick', 'responsePlayed', 'trickResolved'],
                  },
                  {
                    guard: 'followsSuit',
                    target: 'abilityWindow',
                    actions: ['resolveTrick', 'responsePlayed', 'trickResolved'],
                  },
                ],
              },
            },
            endCheck: {
              always: [{ guard: 'visitOver', target: '#northwood.visit.cleanup' }, { target: 'abilityWindow' }],
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
