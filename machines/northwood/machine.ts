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
 * The chart is written once (`core/flow.ts`): the same description is the XState machine and
 * `northwoodFlow`, the fast stepper the advisor, the bench and the tests use. Where the game rests
 * is derived from the context (`phaseOf`), never stored.
 *
 * Speed: every XState microstep allocates per active state node, and this machine is what
 * `npm run sim` steps. So the chart is shallow, and the statement and the trick resolution are
 * the actions of the REVEAL and PLAY_CARD transitions rather than transient states of their own
 * (the same rules functions, two microsteps fewer per dialogue: a quarter less garbage).
 */
import { defineFlow } from '../core/flow';
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
  phaseOf,
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

type Ev<T extends NorthwoodEvent['type']> = Extract<NorthwoodEvent, { type: T }>;

/** The events setup shows: the shuffle and the first hand. */
export function setupEmitted(c: Ctx): NorthwoodEmitted[] {
  const out: NorthwoodEmitted[] = [{ type: 'deckShuffled', size: 32 }];
  if (c.hand.length) out.push({ type: 'handDealt', cards: c.hand.slice() });
  return out;
}

const lastTrick = (c: Ctx) => c.log[c.log.length - 1] as TrickLog;

export const { flow: northwoodFlow, machine: northwoodMachine } = defineFlow<
  Ctx,
  NorthwoodEvent,
  GameInput<NorthwoodOptions>,
  NorthwoodEmitted
>({
  id: 'northwood',
  context: (input) => createGame(input.seed, parseOptions(input.options ?? defaultOptions())).ctx,
  draft: cloneCtx,
  rest: phaseOf,
  legal: (c, e) => check(c, e) === null,
  guards: {
    // The event guards are `check` for their event, named for what the rules ask there (§4–§7).
    fiefOpen: { legal: true },
    /** An open fief where no friendly ruler may stand in (or the challenge forbids it): straight to the dialogues. */
    fiefOpenNoSubstitutes: { legal: true, and: (c) => skipsSubstitutes(c) },
    targetOutOfReach: { legal: true },
    rulerMayStandIn: { legal: true },
    handNotDrawn: { legal: true },
    substitutesConfirmed: { legal: true },
    abilityReady: { legal: true },
    choiceValid: { legal: true },
    statementToReveal: { legal: true },
    followsSuit: { legal: true },
    /** A response that ends the visit: the last hand card, or the statement took the last deck card. */
    followsSuitLastCard: { legal: true, and: (c) => c.hand.length <= 1 || c.deck.length === 0 },
    choicePending: (c) => !!c.visit?.pending,
    visitOver: (c) => visitOver(c),
    gameEnded: (c) => c.over !== null,
  },
  actions: {
    announceSetup: (d, _e, out) => {
      for (const e of setupEmitted(d)) out?.push(e);
    },
    chooseFief: (d, e, out) => chooseFief(d, (e as Ev<'CHOOSE_FIEF'>).fief, out),
    concede: (d, _e, out) => finishGame(d, true, out),
    setSubstitute: (d, e, out) =>
      setSubstitute(d, (e as Ev<'SET_SUBSTITUTE'>).slot, (e as Ev<'SET_SUBSTITUTE'>).ruler, out),
    back: (d, _e, out) => back(d, out),
    confirm: (d, _e, out) => confirm(d, out),
    useAbility: (d, e, out) => useAbility(d, (e as Ev<'USE_ABILITY'>).slot, (e as Ev<'USE_ABILITY'>).args, out),
    abilityChoice: (d, e, out) => abilityChoice(d, e as Ev<'ABILITY_CHOICE'>, out),
    // The two actions of every dialogue are plain updates, with emits built from the new context
    // (cheaper in XState than a general action). The property tests hold them equal to the rules'.
    revealStatement: { update: (d) => revealStatement(d, null) },
    statementRevealed: {
      emit: (c) => ({ type: 'statementRevealed', card: c.visit?.statement as CardId, trump: trumpOf(c) }),
    },
    resolveTrick: { update: (d, e) => resolveTrick(d, (e as Ev<'PLAY_CARD'>).card, null) },
    responsePlayed: {
      emit: (c) => ({ type: 'responsePlayed', card: lastTrick(c).response, statement: lastTrick(c).statement }),
    },
    trickResolved: {
      emit: (c) => {
        const t = lastTrick(c);
        const to = t.won ? ('score' as const) : ('discard' as const);
        return {
          type: 'trickResolved',
          statement: t.statement,
          response: t.response,
          won: t.won,
          to,
          tricks: c.score.length,
        };
      },
    },
    visitEnd: (d, _e, out) => visitEnd(d, out),
  },
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

/** A legal event applied to a context: the next context and what it emitted (pure; the chart's steps). */
export function step(c: Ctx, ev: NorthwoodEvent): { ctx: Ctx; emitted: NorthwoodEmitted[] } {
  const emitted: NorthwoodEmitted[] = [];
  const ctx = northwoodFlow.step(c, ev, { out: emitted });
  if (!ctx) throw new Error(`northwood: ${ev.type} is not possible now (${phaseOf(c)})`);
  return { ctx, emitted };
}
