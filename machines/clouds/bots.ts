/**
 * Cloud Marches bots: `random` (uniform, never concedes), `heuristic` (§9: candidates, best 1-ply
 * evaluation) and `mcts` (§9). A bot plans one card's whole action and then returns its events one
 * by one (SELECT_CARD, USE_ABILITY, the action), replanning if the state is not the one it expects.
 * Drains are greedy: enough to capture, else all.
 *
 * Levels: easy = heuristic with some slack; normal = mcts 0.5 s (600 iterations when run without a
 * clock); hard = mcts 2 s (2,400 iterations).
 */
import type { Bot, BotFactory, BotOptions } from '../core/game';
import { Rng } from '../core/rng';
import { evaluate } from './evaluate';
import type { CloudsSnapshot } from './machine';
import { step } from './machine';
import { MCTS_DEFAULTS, Mcts, type MctsOptions } from './mcts';
import { applyPlan, candidates, FULL, greedyDrain, type Plan, seatValue } from './planner';
import { actionMoves, check } from './rules';
import { setupMove } from './setupPolicy';
import { awaitedSeat } from './state';
import type { CloudsEvent, Ctx } from './types';

type Factory = BotFactory<CloudsSnapshot, CloudsEvent>;

/** Difficulty levels: which bot and which options the app's new-game dialog uses. */
export const LEVELS = {
  easy: { bot: 'heuristic', options: { level: 'easy' } },
  normal: { bot: 'mcts', options: { level: 'normal', budgetMs: 500 } },
  hard: { bot: 'mcts', options: { level: 'hard', budgetMs: 2000 } },
} as const;

/** Iterations standing in for each level's clock when a run must be reproducible (tests, sim). */
export const LEVEL_ITERATIONS: Record<string, number> = { easy: 150, normal: 600, hard: 2400 };

/** Uniform over the legal moves, never conceding. */
const random: Factory = (opts) => {
  const rng = Rng.from(`clouds-random:${opts.seed}`);
  return {
    name: 'random',
    choose(snapshot, seat) {
      const moves = actionMoves(snapshot.context, seat);
      if (moves.length === 0) throw new Error(`random bot: seat ${seat} has no move`);
      return rng.pick(moves);
    },
  };
};

/** Follows a plan event by event while the game is where the plan expects it. */
class PlanFollower {
  private rest: CloudsEvent[] = [];
  private expect: Ctx | null = null;

  next(ctx: Ctx): CloudsEvent | null {
    const ev = this.rest[0];
    if (!ev || !this.expect || !sameState(this.expect, ctx) || check(ctx, ev) !== null) return null;
    this.rest.shift();
    this.expect = step(ctx, ev);
    return ev;
  }

  start(ctx: Ctx, plan: Plan): CloudsEvent {
    const [first, ...rest] = plan.events as [CloudsEvent, ...CloudsEvent[]];
    this.rest = rest;
    this.expect = step(ctx, first);
    return first;
  }
}

function sameState(a: Ctx, b: Ctx): boolean {
  if (a === b) return true;
  if (a.phase !== b.phase || a.active !== b.active || a.round !== b.round) return false;
  if (a.cur?.cardId !== b.cur?.cardId || a.cur?.committed !== b.cur?.committed) return false;
  if (a.pending.join() !== b.pending.join() || a.tokens.length !== b.tokens.length) return false;
  for (let i = 0; i < a.cards.length; i++) {
    const x = a.cards[i] as Ctx['cards'][number];
    const y = b.cards[i] as Ctx['cards'][number];
    if (x.owner !== y.owner || x.pos !== y.pos || x.vigor !== y.vigor || x.mood !== y.mood) return false;
  }
  return true;
}

/** Shared frame: setup policy, greedy drains, plan following; `decide` picks a plan at card-action points. */
function planningBot(
  name: string,
  opts: BotOptions,
  decide: (ctx: Ctx, rng: Rng) => Plan,
): Bot<CloudsSnapshot, CloudsEvent> {
  const rng = Rng.from(`clouds-${name}:${opts.seed}`);
  const follower = new PlanFollower();
  return {
    name,
    choose(snapshot, seat) {
      const ctx = snapshot.context;
      if (awaitedSeat(ctx) !== seat) throw new Error(`${name} bot: seat ${seat} is not to move`);
      const setup = setupMove(ctx, seat, rng, opts.draftNoise);
      if (setup) return setup;
      if (ctx.phase === 'awaitDrain') return greedyDrain(ctx);
      return follower.next(ctx) ?? follower.start(ctx, decide(ctx, rng));
    },
  };
}

/** The heuristic's choice: the candidates' best 1-ply evaluations (easy: sometimes the second or third). */
export function heuristicPlan(ctx: Ctx, rng: Rng, slack = 0): Plan {
  const seat = ctx.active;
  const plans = candidates(ctx, FULL).sort((a, b) => b.prior - a.prior);
  const shortlist = plans.filter((p, i) => i < 24 || p.tag === 'capture');
  const scored = shortlist.map((p) => ({ p, v: seatValue(evaluate(applyPlan(ctx, p)), seat) + 0.01 * p.prior }));
  scored.sort((a, b) => b.v - a.v);
  if (slack > 0 && scored.length > 1 && rng.next() < slack) {
    return (scored[1 + rng.int(Math.min(2, scored.length - 1))] as { p: Plan }).p;
  }
  return (scored[0] as { p: Plan }).p;
}

const heuristic: Factory = (opts) => {
  const slack = opts.level === 'easy' ? 0.35 : 0;
  return planningBot('heuristic', opts, (ctx, rng) => heuristicPlan(ctx, rng, slack));
};

export function mctsOptions(opts: BotOptions): MctsOptions {
  const level = opts.level ?? 'normal';
  const iterations =
    opts.iterations ?? (opts.budgetMs === undefined ? (LEVEL_ITERATIONS[level] ?? LEVEL_ITERATIONS.normal) : undefined);
  return { ...MCTS_DEFAULTS, iterations, budgetMs: opts.budgetMs };
}

const mcts: Factory = (opts) => {
  let search: Mcts | null = null;
  return planningBot('mcts', opts, (ctx, rng) => {
    search ??= new Mcts(mctsOptions(opts), rng);
    return search.search(ctx);
  });
};

export const bots: Record<string, Factory> = { random, heuristic, mcts };
