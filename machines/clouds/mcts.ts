/**
 * Monte-Carlo tree search for Cloud Marches (§9): UCT with max-n reward vectors over macro-actions
 * (one card's whole action: card, ability, action; drains greedy), progressive widening in the
 * planner's prior order, short heuristic rollouts scored by the evaluation squashed to [0, 1], and
 * reuse of the subtree the game actually reached. Perfect information: no determinization.
 */
import { now } from '../core/clock';
import type { Rng } from '../core/rng';
import { rewards, standings } from './evaluate';
import { applyPlan, candidates, FULL, LITE, type Plan, type PlanOptions } from './planner';
import type { Ctx } from './types';

export interface MctsOptions {
  iterations?: number;
  budgetMs?: number;
  /** UCT exploration constant (rewards are in [0, 1]). */
  c: number;
  /** Children open at n visits: widenBase + widenK · n^widenExp. */
  widenBase: number;
  widenK: number;
  widenExp: number;
  /** Card actions played by the rollout policy before the evaluation. */
  rolloutActions: number;
  plans: PlanOptions;
  /** Plans of the root (the root may afford a richer list). */
  rootPlans: PlanOptions;
  /** Leaves score the lead's change since the root, squashed over this many evaluation points. */
  scale: number;
}

export const MCTS_DEFAULTS: MctsOptions = {
  c: 0.35,
  widenBase: 2,
  widenK: 1,
  widenExp: 0.5,
  rolloutActions: 0,
  plans: LITE,
  // The root weighs every ability its cards can pay for (each instant ability's best payloads too).
  rootPlans: FULL,
  scale: 40,
};

class Node {
  plans: Plan[] | null = null;
  /** Whether `plans` is the root's richer list (a node reached below the root has the lighter one). */
  rich = false;
  kids: (Node | undefined)[] = [];
  n = 0;
  readonly w: Float64Array;
  constructor(
    readonly ctx: Ctx,
    seats: number,
  ) {
    this.w = new Float64Array(seats);
  }
}

/** A fingerprint of everything the rules read, to find the reached state in the kept tree. */
export function fingerprint(ctx: Ctx): string {
  let s = `${ctx.phase}|${ctx.active}|${ctx.round}|${ctx.pending.join(',')}|${ctx.cur ? `${ctx.cur.cardId}${+ctx.cur.committed}${+ctx.cur.abilityUsed}` : '-'}|`;
  for (const c of ctx.cards) {
    if (c.owner === null) continue;
    s += `${c.id}${c.owner}.${c.pos}.${c.vigor}.${c.mood}.${+c.skipMark}${+c.respite}${+c.doubledNext}${+c.hobbledNext}${+c.unveiled}${+c.bulwark};`;
  }
  s += `|${ctx.tokens.map((t) => t.cell).join(',')}|${ctx.tempStorms.map((t) => t.cells.join('.')).join(',')}|${ctx.veils.map((v) => v.source + v.cloud).join(',')}`;
  return s;
}

const planKey = (p: Plan): string => JSON.stringify(p.events);

function rollout(ctx: Ctx, actions: number, rng: Rng): Ctx {
  let k = ctx;
  for (let i = 0; i < actions && !k.result; i++) {
    const plans = candidates(k, LITE);
    if (plans.length === 0) break;
    let best = plans[0] as Plan;
    let bestV = Number.NEGATIVE_INFINITY;
    for (const p of plans) {
      const v = p.prior + rng.next() * 4;
      if (v > bestV) {
        bestV = v;
        best = p;
      }
    }
    k = applyPlan(k, best);
  }
  return k;
}

/**
 * Progressive widening opens plans in prior order, and an ability's cheap prior rarely ranks it:
 * move each card's best plan that uses an ability (of each ability) right after the two best plans,
 * so the search visits every ability it can pay for.
 */
export function abilitiesEarly(plans: Plan[]): Plan[] {
  const seen = new Set<string>();
  const early: Plan[] = [];
  plans.forEach((p, i) => {
    if (i < 2 || !p.events.some((e) => e.type === 'USE_ABILITY') || seen.has(p.cardId)) return;
    seen.add(p.cardId);
    early.push(p);
  });
  if (early.length === 0) return plans;
  const rest = plans.filter((p) => !early.includes(p));
  return [...rest.slice(0, 2), ...early, ...rest.slice(2)];
}

export class Mcts {
  private kept: Node | null = null;
  private base: number[] | null = null;
  iterationsDone = 0;

  constructor(
    private readonly opts: MctsOptions,
    private readonly rng: Rng,
  ) {}

  /** Finds the current state in the tree kept from the last search (a few plies down), else a fresh root. */
  private rootFor(ctx: Ctx): Node {
    const fp = fingerprint(ctx);
    let layer: Node[] = this.kept ? [this.kept] : [];
    for (let depth = 0; depth < 5 && layer.length > 0; depth++) {
      const next: Node[] = [];
      for (const node of layer) {
        if (fingerprint(node.ctx) === fp) return node;
        for (const kid of node.kids) if (kid && kid.n > 2) next.push(kid);
      }
      layer = next.length > 64 ? next.sort((a, b) => b.n - a.n).slice(0, 64) : next;
    }
    return new Node(ctx, ctx.seats);
  }

  /** The best plan for the seat to act in `ctx` (a selectCard or uncommitted abilityWindow state). */
  search(ctx: Ctx): Plan {
    const o = this.opts;
    // a kept subtree's values were centred on an earlier root: start afresh when the centre moves
    const base = standings(ctx);
    const root = this.base && base.every((b, s) => b === this.base?.[s]) ? this.rootFor(ctx) : new Node(ctx, ctx.seats);
    this.base = base;
    const deadline = o.iterations === undefined ? now() + (o.budgetMs ?? 500) : Number.POSITIVE_INFINITY;
    const limit = o.iterations ?? Number.MAX_SAFE_INTEGER;
    let done = 0;
    this.enrich(root);
    if ((root.plans as Plan[]).length === 1) return (root.plans as Plan[])[0] as Plan;
    while (done < limit) {
      this.iterate(root);
      done++;
      if ((done & 7) === 0 && now() > deadline) break;
    }
    this.iterationsDone = done;
    const plans = root.plans as Plan[];
    let best = 0;
    for (let i = 1; i < root.kids.length; i++) {
      const a = root.kids[i];
      const b = root.kids[best];
      if (a && (!b || a.n > b.n)) best = i;
    }
    this.kept = root.kids[best] ?? null;
    return plans[best] as Plan;
  }

  /**
   * Gives the root the root's plans. A node kept from the last search was widened below the root,
   * without the instant abilities: measured in hard self-play, 85 of 152 decisions where a card could
   * pay for its ability had no ability plan at all, because the tree was reused. Its searched children
   * are kept under the plans they belong to.
   */
  private enrich(root: Node): void {
    if (root.rich) return;
    const fresh = this.plansOf(root, true);
    if (root.plans) {
      const kept = new Map<string, Node | undefined>();
      root.plans.forEach((p, i) => {
        kept.set(planKey(p), root.kids[i]);
      });
      root.kids = fresh.map((p) => kept.get(planKey(p)));
    }
    root.plans = fresh;
    root.rich = true;
  }

  private plansOf(node: Node, isRoot: boolean): Plan[] {
    const plans = candidates(node.ctx, isRoot ? this.opts.rootPlans : this.opts.plans);
    plans.sort((a, b) => b.prior - a.prior);
    return isRoot ? abilitiesEarly(plans) : plans;
  }

  private iterate(root: Node): void {
    const o = this.opts;
    const path: Node[] = [root];
    let node = root;
    let leaf: Ctx | null = null;
    while (!node.ctx.result) {
      node.plans ??= this.plansOf(node, false);
      const plans = node.plans;
      if (plans.length === 0) break;
      const open = Math.min(plans.length, Math.floor(o.widenBase + o.widenK * node.n ** o.widenExp));
      let pick = -1;
      for (let i = 0; i < open; i++) {
        if (!node.kids[i]) {
          pick = i;
          break;
        }
      }
      if (pick >= 0) {
        const child = new Node(applyPlan(node.ctx, plans[pick] as Plan), node.ctx.seats);
        node.kids[pick] = child;
        path.push(child);
        leaf = child.ctx;
        break;
      }
      const me = node.ctx.active;
      const logN = Math.log(node.n + 1);
      let bestV = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < open; i++) {
        const k = node.kids[i] as Node;
        const v = (k.w[me] as number) / k.n + o.c * Math.sqrt(logN / k.n);
        if (v > bestV) {
          bestV = v;
          pick = i;
        }
      }
      node = node.kids[pick] as Node;
      path.push(node);
    }
    const end = leaf ?? node.ctx;
    const r = rewards(o.rolloutActions > 0 ? rollout(end, o.rolloutActions, this.rng) : end, this.base, o.scale);
    for (const p of path) {
      p.n++;
      for (let s = 0; s < r.length; s++) p.w[s] = (p.w[s] as number) + (r[s] as number);
    }
  }
}
