/**
 * The Cloud Marches statechart (§4.1), written once (`core/flow.ts`): the XState machine and
 * `cloudsFlow`, the fast stepper the bots plan with, come from this one description. Guards ask
 * `rules.check`; actions run the rules' mutators on a drafted context and emit what they report.
 * Transient states route with `always`: turnStart, cleanup and endTurn do their work on entry;
 * resolution.resolve routes (the action already settled whether a drain is awaited) and runs Haul
 * on its way to cleanup. Each state's `phase` is written to the context's `phase` on entering it
 * (the chart is its only writer; the rules read it), so the game rests in the leaf it names.
 *
 * Spine: turn → placement (selectCard, abilityWindow) → resolution (resolve, awaitDrain) → cleanup.
 */
import type { SnapshotFrom } from 'xstate';
import { type DraftUse, defineFlow } from '../core/flow';
import type { GameInput } from '../core/game';
import { appendLog } from '../core/log';
import { chronicled } from './chronicle';
import * as rules from './rules';
import { initialContext } from './start';
import { clone } from './state';
import type { CloudsEmitted, CloudsEvent, CloudsOptions, Ctx } from './types';

/**
 * Whether a cards array was cloned by the event that began the current step. Every player
 * event's transition begins with `applyEvent`, whose draft clones the cards and marks the new
 * array (its `'event'` draft); the transient states that follow in the same step may then work
 * on that private copy instead of cloning again. The mark is a non-enumerable property of the
 * array itself, so it lives in the snapshot, not in the module: a snapshot anyone holds is only
 * ever the start of a new step, whose event draft gives it new cards (marked, or an unmarked
 * list of the same card objects when the event touches no card), and a context from elsewhere
 * (the machine's start, a save read back) carries no mark.
 */
const FRESH: unique symbol = Symbol('clouds.freshCards');
type Cards = Ctx['cards'] & { [FRESH]?: true };
const fresh = (cards: Cards): boolean => cards[FRESH] === true;
const mark = (ctx: Ctx): Ctx => {
  Object.defineProperty(ctx.cards, FRESH, { value: true, enumerable: false });
  return ctx;
};

function draft(context: Ctx, event: CloudsEvent, use: DraftUse): Ctx {
  if (use === 'step') return clone(context, !rules.touchesNoCard(event)); // one draft for the whole step
  if (use === 'event' && rules.touchesNoCard(event)) return { ...clone(context, false), cards: context.cards.slice() };
  if (use === 'later' && fresh(context.cards)) return { ...context };
  return mark(clone(context));
}

type Step = (draft: Ctx, event: CloudsEvent, out: CloudsEmitted[] | null) => void;

/**
 * A rules step as an action that also writes the chronicle: what it emitted, as the log keeps it
 * (chronicle.ts), appended to the draft's log. Here and not in the rules: the bots step the flow
 * without `out` in their rollouts, and pay nothing for a log nobody reads.
 */
function logged(f: Step): Step {
  return (d, e, out) => {
    if (!out) return f(d, e, null);
    const from = out.length;
    f(d, e, out);
    if (out.length > from) d.log = appendLog(d.log, chronicled(out, from));
  };
}

export const { flow: cloudsFlow, machine: cloudsMachine } = defineFlow<
  Ctx,
  CloudsEvent,
  GameInput<CloudsOptions>,
  CloudsEmitted
>({
  id: 'clouds',
  context: initialContext,
  draft,
  phaseKey: 'phase',
  legal: (c, e) => rules.check(c, e) === null,
  guards: {
    canDraft: { legal: true },
    canPlacePointer: { legal: true },
    canPlaceToken: { legal: true },
    canSelect: { legal: true },
    canDeselect: { legal: true },
    canUseAbility: { legal: true },
    canMove: { legal: true },
    canClassAct: { legal: true },
    canSkip: { legal: true },
    canDrain: { legal: true },
    canConcede: { legal: true },
    draftDone: (c) => c.pool.length === 0,
    pointersPlaced: (c) => c.cards.every((k) => k.owner === null || k.pos !== null),
    setupDone: (c) => c.round > 0,
    hasPending: (c) => c.pending.length > 0,
    isOver: (c) => c.result !== null,
    drainAwaited: (c) => c.drain !== null,
    hauling: (c) => rules.hauling(c),
  },
  actions: {
    applyEvent: logged((d, e, out) => rules.applyEvent(d, e, out)),
    beginTurn: logged((d, _e, out) => rules.beginTurn(d, out)),
    haul: logged((d, _e, out) => rules.haul(d, out)),
    cleanup: logged((d, _e, out) => rules.cleanup(d, out)),
    endTurn: logged((d, _e, out) => rules.endTurn(d, out)),
  },

  initial: 'setup',
  on: {
    CONCEDE: { guard: 'canConcede', target: '.gameOver', actions: 'applyEvent' },
  },
  states: {
    setup: {
      description: 'Draft, harbour pointers, mood tokens (§3). A fixed setup goes straight to the first turn.',
      initial: 'draft',
      always: { guard: 'setupDone', target: 'turn' },
      states: {
        draft: {
          phase: 'draft',
          always: { guard: 'draftDone', target: 'placePointers' },
          on: { DRAFT_PICK: { guard: 'canDraft', target: 'draft', actions: 'applyEvent' } },
        },
        placePointers: {
          phase: 'placePointers',
          always: { guard: 'pointersPlaced', target: 'placeMoodTokens' },
          on: { PLACE_POINTER: { guard: 'canPlacePointer', target: 'placePointers', actions: 'applyEvent' } },
        },
        placeMoodTokens: {
          phase: 'placeMoodTokens',
          on: { PLACE_TOKEN: { guard: 'canPlaceToken', target: 'placeMoodTokens', actions: 'applyEvent' } },
        },
      },
    },
    turn: {
      description: 'One action per card held at turn start, in the player’s order (§4.4).',
      initial: 'turnStart',
      states: {
        turnStart: {
          phase: 'turnStart',
          description: 'pending := the active player’s cards; marked cards serve a forced skip.',
          entry: 'beginTurn',
          always: [{ guard: 'hasPending', target: 'placement' }, { target: 'endTurn' }],
        },
        placement: {
          description: 'The rules’ selectCard and abilityWindow: choose a card, maybe its ability, then its action.',
          initial: 'selectCard',
          states: {
            selectCard: {
              phase: 'selectCard',
              on: { SELECT_CARD: { guard: 'canSelect', target: 'abilityWindow', actions: 'applyEvent' } },
            },
            abilityWindow: {
              phase: 'abilityWindow',
              on: {
                SELECT_CARD: { guard: 'canSelect', target: 'abilityWindow', actions: 'applyEvent' },
                DESELECT_CARD: { guard: 'canDeselect', target: 'selectCard', actions: 'applyEvent' },
                USE_ABILITY: { guard: 'canUseAbility', target: 'abilityWindow', actions: 'applyEvent' },
                MOVE: { guard: 'canMove', target: '#clouds.turn.resolution', actions: 'applyEvent' },
                CLASS_ACTION: { guard: 'canClassAct', target: '#clouds.turn.resolution', actions: 'applyEvent' },
                SKIP: { guard: 'canSkip', target: '#clouds.turn.resolution', actions: 'applyEvent' },
              },
            },
          },
        },
        resolution: {
          description: 'The effects of the action: capture, the drain, Haul.',
          initial: 'resolve',
          states: {
            resolve: {
              phase: 'resolution',
              description:
                'Pickups and capture came with the move; DRAIN if the attacker may drain; then Haul places a hauled card.',
              always: [
                { guard: 'isOver', target: '#clouds.gameOver' },
                { guard: 'drainAwaited', target: 'awaitDrain' },
                { guard: 'hauling', target: '#clouds.turn.cleanup', actions: 'haul' },
                { target: '#clouds.turn.cleanup' },
              ],
            },
            awaitDrain: {
              phase: 'awaitDrain',
              on: { DRAIN: { guard: 'canDrain', target: 'resolve', actions: 'applyEvent' } },
            },
          },
        },
        cleanup: {
          phase: 'cleanup',
          description: 'The card leaves pending; respite ends; next card or end of turn.',
          entry: 'cleanup',
          always: [{ guard: 'hasPending', target: 'placement' }, { target: 'endTurn' }],
        },
        endTurn: {
          phase: 'endTurn',
          description:
            'Next seat in order holding cards; a wrap begins a new round; past the round limit the game ends.',
          entry: 'endTurn',
          always: [{ guard: 'isOver', target: '#clouds.gameOver' }, { target: 'turnStart' }],
        },
      },
    },
    gameOver: { type: 'final', phase: 'gameOver' },
  },
});

/** The context after a legal `ev` and every automatic step that follows it (the chart's steps). */
export function step(ctx: Ctx, ev: CloudsEvent, out: CloudsEmitted[] | null = null): Ctx {
  const next = cloudsFlow.step(ctx, ev, { out });
  if (!next) throw new Error(`clouds: ${ev.type} is not possible now (${ctx.phase})`);
  return next;
}

export type CloudsMachine = typeof cloudsMachine;
export type CloudsSnapshot = SnapshotFrom<CloudsMachine>;
