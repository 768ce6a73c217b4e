/**
 * The Cloud Marches statechart (§4.1). Guards ask `rules.check`; actions run the rules' mutators on a
 * cloned context and emit what they report. Transient states route with `always`: turnStart,
 * cleanup and endTurn do their work on entry; resolution.resolve routes (the action already settled
 * whether a drain is awaited) and runs Haul on its way to cleanup — exactly as `rules.settle` does
 * for bots (a test keeps the two in step).
 *
 * Spine: turn → placement (selectCard, abilityWindow) → resolution (resolve, awaitDrain) → cleanup.
 */
import { enqueueActions, type SnapshotFrom, setup } from 'xstate';
import type { GameInput } from '../core/game';
import * as rules from './rules';
import { initialContext } from './start';
import { clone, type Out } from './state';
import type { CloudsEmitted, CloudsEvent, CloudsOptions, Ctx } from './types';

type Mutator = (ctx: Ctx, ev: CloudsEvent, out: Out) => void;

/**
 * Whether a cards array was cloned by the event that began the current macrostep. Every player
 * event's transition begins with `applyEvent`, which clones the cards and marks the new array;
 * the transient states that follow in the same macrostep may then work on that private copy
 * instead of cloning again. The mark is a non-enumerable property of the array itself, so it
 * lives in the snapshot, not in the module: a snapshot anyone holds is only ever the start of a
 * new macrostep, whose `applyEvent` gives it new cards (marked, or an unmarked list of the same
 * card objects when the event touches no card), and a context from elsewhere (the machine's
 * start, a save read back) carries no mark.
 */
const FRESH: unique symbol = Symbol('clouds.freshCards');
type Cards = Ctx['cards'] & { [FRESH]?: true };
const fresh = (cards: Cards): boolean => cards[FRESH] === true;
const mark = (ctx: Ctx): Ctx => {
  Object.defineProperty(ctx.cards, FRESH, { value: true, enumerable: false });
  return ctx;
};

const run = (fn: Mutator, first: boolean) =>
  enqueueActions<Ctx, CloudsEvent, undefined, CloudsEvent, never, never, never, never, CloudsEmitted>(
    ({ context, event, enqueue }) => {
      const out: CloudsEmitted[] = [];
      let next: Ctx;
      if (first && rules.touchesNoCard(event)) {
        next = { ...clone(context, false), cards: context.cards.slice() }; // the same card objects, unmarked
      } else if (!first && fresh(context.cards)) {
        next = { ...context };
      } else {
        next = mark(clone(context));
      }
      fn(next, event, out);
      enqueue.assign(() => next);
      for (const e of out) enqueue.emit(e);
    },
  );

const legal = ({ context, event }: { context: Ctx; event: CloudsEvent }) => rules.check(context, event) === null;

export const cloudsMachine = setup({
  types: {} as {
    context: Ctx;
    events: CloudsEvent;
    input: GameInput<CloudsOptions>;
    emitted: CloudsEmitted;
  },
  guards: {
    canDraft: legal,
    canPlacePointer: legal,
    canPlaceToken: legal,
    canSelect: legal,
    canDeselect: legal,
    canUseAbility: legal,
    canMove: legal,
    canClassAct: legal,
    canSkip: legal,
    canDrain: legal,
    canConcede: legal,
    draftDone: ({ context }) => context.phase !== 'draft',
    pointersPlaced: ({ context }) => context.phase !== 'placePointers',
    setupDone: ({ context }) => context.phase === 'turnStart',
    hasPending: ({ context }) => context.pending.length > 0,
    isOver: ({ context }) => context.phase === 'gameOver',
    drainAwaited: ({ context }) => context.drain !== null,
    hauling: ({ context }) => rules.hauling(context),
  },
  actions: {
    applyEvent: run(rules.applyEvent, true),
    beginTurn: run((ctx, _ev, out) => rules.beginTurn(ctx, out), false),
    haul: run((ctx, _ev, out) => rules.haul(ctx, out), false),
    cleanup: run((ctx, _ev, out) => rules.cleanup(ctx, out), false),
    endTurn: run((ctx, _ev, out) => rules.endTurn(ctx, out), false),
  },
}).createMachine({
  id: 'clouds',
  context: ({ input }) => initialContext(input),
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
          always: { guard: 'draftDone', target: 'placePointers' },
          on: { DRAFT_PICK: { guard: 'canDraft', target: 'draft', actions: 'applyEvent' } },
        },
        placePointers: {
          always: { guard: 'pointersPlaced', target: 'placeMoodTokens' },
          on: { PLACE_POINTER: { guard: 'canPlacePointer', target: 'placePointers', actions: 'applyEvent' } },
        },
        placeMoodTokens: {
          on: { PLACE_TOKEN: { guard: 'canPlaceToken', target: 'placeMoodTokens', actions: 'applyEvent' } },
        },
      },
    },
    turn: {
      description: 'One action per card held at turn start, in the player’s order (§4.4).',
      initial: 'turnStart',
      states: {
        turnStart: {
          description: 'pending := the active player’s cards; marked cards serve a forced skip.',
          entry: 'beginTurn',
          always: [{ guard: 'hasPending', target: 'placement' }, { target: 'endTurn' }],
        },
        placement: {
          description: 'The rules’ selectCard and abilityWindow: choose a card, maybe its ability, then its action.',
          initial: 'selectCard',
          states: {
            selectCard: {
              on: { SELECT_CARD: { guard: 'canSelect', target: 'abilityWindow', actions: 'applyEvent' } },
            },
            abilityWindow: {
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
              on: { DRAIN: { guard: 'canDrain', target: 'resolve', actions: 'applyEvent' } },
            },
          },
        },
        cleanup: {
          description: 'The card leaves pending; respite ends; next card or end of turn.',
          entry: 'cleanup',
          always: [{ guard: 'hasPending', target: 'placement' }, { target: 'endTurn' }],
        },
        endTurn: {
          description:
            'Next seat in order holding cards; a wrap begins a new round; past the round limit the game ends.',
          entry: 'endTurn',
          always: [{ guard: 'isOver', target: '#clouds.gameOver' }, { target: 'turnStart' }],
        },
      },
    },
    gameOver: { type: 'final' },
  },
});

export type CloudsMachine = typeof cloudsMachine;
export type CloudsSnapshot = SnapshotFrom<CloudsMachine>;
