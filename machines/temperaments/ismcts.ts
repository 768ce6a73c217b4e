/**
 * Single-observer information-set MCTS (§10) for placement turns. Each iteration samples a
 * determinization of what the seat cannot see (`Determinizer`, from the view only, each face-down
 * humour weighted by how likely its owner's placement makes it), walks a tree of the seat's own
 * moves with UCT (c ≈ 0.7, counting availability; opponents play the rollout policy, `searchOpenLoop`;
 * `TUNING.openLoop: false` is the shared max-n tree of before), expands one move, rolls the round out
 * with an ε-greedy policy (ε = 0.1) to the end of its resolution (`RoundSim`) and backs up the seat's
 * value minus its best opponent's. The root considers the heuristic's best placements
 * (and PASS). Location and party choices, which hide little, use the heuristic's judgement.
 */
import { now } from '../core/clock';
import { type Rng, Rng as RngClass } from '../core/rng';
import { type BotView, botView } from './botview';
import { type H, HUMOURS, type ResidentType } from './content';
import { Determinizer } from './determinize';
import { addToken, LOC_INDEX, type SeatBoard } from './goals';
import { heuristicChoice, type Scored, scorePlacements } from './heuristic';
import { cascade, PASS, RoundSim, type SimCard, type SimSetup, simCard, winner } from './roundsim';
import type { PlayerEvent } from './types';
import { ALL_LOCS, add, bestLocation, H_INDEX, seatValue, TUNING, tokenValue, type ValueTable } from './values';
import type { ChoiceView, TemperamentsView } from './view';

export interface SearchOptions {
  iterations?: number;
  budgetMs?: number;
  /** UCT exploration constant. */
  c?: number;
  /** How many of the heuristic's best placements the root considers. */
  rootWidth?: number;
  /** Rollout randomness. */
  epsilon?: number;
  /** Diagnostics: receives the root's children (move code, visits, mean reward). */
  onRoot?: (kids: { move: number; n: number; mean: number }[]) => void;
}

export const DEFAULT_ITERATIONS = 600;
const ROLLOUT_OPPONENT_WEIGHT = 0.3;
const ROLLOUT_PASS_BELOW = 0.05;

interface Node {
  move: number;
  player: number;
  n: number;
  avail: number;
  w: number;
  kids: Node[];
}

const node = (move: number, player: number): Node => ({ move, player, n: 0, avail: 0, w: 0, kids: [] });

export interface Search {
  setup: SimSetup;
  template: RoundSim;
  /** [seat] → [globalSlot*4 + h] value of winning / escaping there. */
  winV: Float64Array[];
  escV: Float64Array[];
  cardOf: Int16Array; // global slot → card index
  pairOf(move: number): [number, number] | undefined;
  vals: Float64Array; // scratch for rollouts
  done: Uint8Array;
}

export function buildSearch(bv: BotView): Search {
  const view = bv.view;
  const ids = [...bv.row.map((c) => c.id), ...bv.parties.map((c) => c.id)];
  const infos = [...bv.row, ...bv.parties];
  const cards: SimCard[] = [];
  let base = 0;
  for (const id of ids) {
    const c = simCard(id, base);
    cards.push(c);
    base += c.types.length;
  }
  const setup: SimSetup = {
    seats: bv.seats,
    me: bv.me,
    start: view.start,
    partyLimit: view.partyLimit,
    steady: view.steadySupply,
    cards,
    rowCount: bv.row.length,
    slotCount: base,
    goals: view.goals.map((g) => ({ id: g.id, markers: g.markers.slice() })),
    boards: bv.boards,
    tables: bv.tables,
    deckCount: view.deckCount,
  };
  const template = new RoundSim(setup);
  const cardOf = new Int16Array(base);
  const winV = Array.from({ length: bv.seats }, () => new Float64Array(base * 4));
  const escV = Array.from({ length: bv.seats }, () => new Float64Array(base * 4));
  infos.forEach((info, ci) => {
    const c = cards[ci] as SimCard;
    info.slots.forEach((s, i) => {
      const g = c.base + i;
      cardOf[g] = ci;
      template.owner[g] = s.owner;
      template.hum[g] = s.h;
      for (let seat = 0; seat < bv.seats; seat++)
        for (let h = 0; h < 4; h++) {
          (winV[seat] as Float64Array)[g * 4 + h] = (info.winV[seat] as number[])[i * 4 + h] as number;
          (escV[seat] as Float64Array)[g * 4 + h] = (info.escV[seat] as number[])[i * 4 + h] as number;
        }
    });
  });
  const mine = view.players[bv.me];
  for (const t of mine?.supply ?? []) add(template.supply, bv.me * 4 + 'CSMP'.indexOf(t.h), 1);
  (['C', 'S', 'M', 'P'] as const).forEach((h, k) => {
    template.bag[bv.me * 4 + k] = mine?.bag?.[h] ?? 0;
  });
  template.current = view.current;
  template.passes = view.passes;
  const pairs: [number, number][] = [];
  for (const c of cards)
    c.pairs.forEach((p, i) => {
      pairs[c.base + i] = p;
    });
  return {
    setup,
    template,
    winV,
    escV,
    cardOf,
    pairOf: (m) => (m < 0 ? undefined : pairs[m >> 2]),
    vals: new Float64Array(bv.seats),
    done: new Uint8Array(cards.length),
  };
}

/** ε-greedy rollout move: the best immediate change to the mover's cards, omnisciently within the determinization. */
function rolloutMove(
  s: Search,
  sim: RoundSim,
  buf: number[],
  rng: Rng,
  epsilon: number,
  before: Float64Array[],
): number {
  const n = sim.legal(buf);
  if (n === 1) return PASS;
  if (rng.next() < epsilon) return buf[1 + rng.int(n - 1)] as number;
  const seat = sim.current;
  const seats = s.setup.seats;
  const seen = sim.seen[seat] as Int8Array;
  const vals = s.vals;
  let best = PASS;
  let bs = ROLLOUT_PASS_BELOW;
  const done = s.done;
  done.fill(0);
  for (let k = 1; k < n; k++) {
    const m = buf[k] as number;
    const g = m >> 2;
    const ci = s.cardOf[g] as number;
    if (!done[ci]) {
      const b = before[ci] as Float64Array;
      b.fill(0);
      sim.cardValue(ci, seen, s.winV, s.escV, b);
      done[ci] = 1;
    }
    sim.owner[g] = seat;
    seen[g] = m & 3;
    vals.fill(0);
    sim.cardValue(ci, seen, s.winV, s.escV, vals);
    sim.owner[g] = -1;
    seen[g] = -1;
    const b = before[ci] as Float64Array;
    let score = 0;
    for (let o = 0; o < seats; o++) {
      const d = (vals[o] as number) - (b[o] as number);
      score += o === seat ? d : (-ROLLOUT_OPPONENT_WEIGHT * d) / Math.max(1, seats - 1);
    }
    score += rng.next() * 0.01; // break ties at random
    if (score > bs) {
      bs = score;
      best = m;
    }
  }
  return best;
}

/**
 * One selection step at `cur` over the legal `moves` (only those in `allowed`, if given): a move not yet
 * tried here, chosen uniformly among them, or else the child of best UCB1 over availability (each
 * available child's `avail` counted, as ISMCTS asks). Both searches select this way.
 */
function select(
  cur: Node,
  moves: readonly number[],
  allowed: ReadonlySet<number> | null,
  rng: Rng,
  c: number,
): { fresh: number; unexpanded: number; pickNode: Node | null } {
  let fresh = PASS;
  let unexpanded = 0;
  let pickNode: Node | null = null;
  let bestU = -Infinity;
  for (const m of moves) {
    if (allowed && !allowed.has(m)) continue;
    const kid = cur.kids.find((k) => k.move === m);
    if (!kid) {
      unexpanded++;
      if (rng.int(unexpanded) === 0) fresh = m;
      continue;
    }
    kid.avail++;
    const u = kid.w / kid.n + c * Math.sqrt(Math.log(kid.avail) / kid.n);
    if (u > bestU) {
      bestU = u;
      pickNode = kid;
    }
  }
  return { fresh, unexpanded, pickNode };
}

/** Whether iteration `it` may run: a fixed count, else a time budget (the clock read every 16th). */
function budget(opts: SearchOptions): (it: number) => boolean {
  const iterations = opts.iterations ?? (opts.budgetMs ? Number.POSITIVE_INFINITY : DEFAULT_ITERATIONS);
  const deadline = opts.budgetMs ? now() + opts.budgetMs : Number.POSITIVE_INFINITY;
  return (it) => it < iterations && ((it & 15) !== 0 || now() <= deadline);
}

/** The root's most visited move (the root's statistics reported first), or the first candidate. */
function mostVisited(root: Node, candidates: number[], opts: SearchOptions): number {
  opts.onRoot?.(root.kids.map((k) => ({ move: k.move, n: k.n, mean: k.w / Math.max(1, k.n) })));
  let best = root.kids[0];
  for (const k of root.kids) if (!best || k.n > best.n) best = k;
  return best ? best.move : (candidates[0] ?? PASS);
}

/** What every search samples with: its knobs, a determinizer, a sim to play in and the rollouts' scratch. */
function workbench(s: Search, bv: BotView, opts: SearchOptions) {
  return {
    c: opts.c ?? TUNING.c,
    epsilon: opts.epsilon ?? TUNING.epsilon,
    det: new Determinizer(bv, s.setup, s.template),
    sim: new RoundSim(s.setup),
    buf: [] as number[],
    before: s.setup.cards.map(() => new Float64Array(s.setup.seats)),
  };
}
type Workbench = ReturnType<typeof workbench>;

/** One move by the rollout policy for whoever is to move in `sim`. */
function rolloutStep(s: Search, w: Workbench, sim: RoundSim, rng: Rng): void {
  const m = rolloutMove(s, sim, w.buf, rng, w.epsilon, w.before);
  sim.apply(m, rng, s.pairOf(m));
}

/** The round in `sim` played out by the rollout policy and resolved: each seat's value. */
function playOut(s: Search, w: Workbench, sim: RoundSim, rng: Rng): Float64Array {
  while (!sim.over) rolloutStep(s, w, sim, rng);
  return sim.resolve();
}

/** What a search backs up: `seat`'s value minus its best opponent's. */
function margin(values: Float64Array, seat: number): number {
  let other = -Infinity;
  for (let o = 0; o < values.length; o++) if (o !== seat) other = Math.max(other, values[o] as number);
  return (values[seat] as number) - other;
}

/** The search's choice among `candidates` (the root's moves as sim codes), most visited wins. */
function search(s: Search, bv: BotView, candidates: number[], rng: Rng, opts: SearchOptions): number {
  const w = workbench(s, bv, opts);
  const { c, det, sim, buf } = w;
  const root = node(PASS, -1);
  const more = budget(opts);
  const rootSet = new Set(candidates);
  const path: Node[] = [];
  for (let it = 0; more(it); it++) {
    det.sample(sim, rng);
    let cur = root;
    path.length = 0;
    while (!sim.over && (cur === root || !TUNING.flat)) {
      sim.legal(buf);
      const { fresh, unexpanded, pickNode } = select(cur, buf, cur === root ? rootSet : null, rng, c);
      if (unexpanded > 0) {
        const kid = node(fresh, sim.current);
        kid.avail = 1;
        cur.kids.push(kid);
        path.push(kid);
        sim.apply(fresh, rng, s.pairOf(fresh));
        break;
      }
      if (!pickNode) break;
      path.push(pickNode);
      sim.apply(pickNode.move, rng, s.pairOf(pickNode.move));
      cur = pickNode;
    }
    const values = playOut(s, w, sim, rng);
    for (const nd of path) {
      nd.n++;
      nd.w += 0.5 * margin(values, nd.player);
    }
    root.n++;
  }
  return mostVisited(root, candidates, opts);
}

/**
 * Open-loop search over the seat's own moves only: opponents play the rollout policy (their greedy
 * judgement from their own guesses at face-down humours) inside the tree as well, and a node is the
 * sequence of the seat's own moves whatever the others did between them. Tree opponents picked by
 * UCT would see the seat's own face-down potions (the same in every determinization) and answer them
 * perfectly, and the seat's later nodes would know the humours others placed; neither happens here.
 */
function searchOpenLoop(s: Search, bv: BotView, candidates: number[], rng: Rng, opts: SearchOptions): number {
  const w = workbench(s, bv, opts);
  const { c, det, sim, buf } = w;
  const me = bv.me;
  const root = node(PASS, me);
  const more = budget(opts);
  const rootSet = new Set(candidates);
  const path: Node[] = [];
  for (let it = 0; more(it); it++) {
    det.sample(sim, rng);
    let cur: Node | null = root;
    path.length = 0;
    while (!sim.over) {
      if (sim.current !== me || cur === null) {
        rolloutStep(s, w, sim, rng);
        continue;
      }
      sim.legal(buf);
      const { fresh, unexpanded, pickNode } = select(cur, buf, cur === root ? rootSet : null, rng, c);
      let move: number;
      if (unexpanded > 0) {
        const kid = node(fresh, me);
        kid.avail = 1;
        cur.kids.push(kid);
        path.push(kid);
        move = fresh;
        cur = null; // expanded: the rest is rollout
      } else if (pickNode) {
        path.push(pickNode);
        move = pickNode.move;
        cur = pickNode;
      } else break;
      sim.apply(move, rng, s.pairOf(move));
    }
    const r = 0.5 * margin(sim.resolve(), me);
    for (const nd of path) {
      nd.n++;
      nd.w += r;
    }
    root.n++;
  }
  return mostVisited(root, candidates, opts);
}

/**
 * Root moves compared on common determinizations and common rollout streams (paired samples),
 * keeping the better half each round (sequential halving).
 */
function searchPaired(s: Search, bv: BotView, candidates: number[], rng: Rng, opts: SearchOptions): number {
  const w = workbench(s, bv, opts);
  const { det, sim } = w;
  const base = new RoundSim(s.setup);
  const me = bv.me;
  let alive = candidates.slice();
  const sum = new Map<number, number>(alive.map((m) => [m, 0]));
  const cnt = new Map<number, number>(alive.map((m) => [m, 0]));
  const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)));
  const total = opts.iterations ?? (opts.budgetMs ? Number.POSITIVE_INFINITY : DEFAULT_ITERATIONS);
  const t0 = now();
  for (let r = 0; r < rounds && alive.length > 1; r++) {
    const perRound = Math.max(1, Math.floor(total / rounds / alive.length));
    const until = opts.budgetMs ? t0 + (opts.budgetMs * (r + 1)) / rounds : Number.POSITIVE_INFINITY;
    for (let d = 0; d < perRound; d++) {
      if (d > 0 && now() > until) break;
      det.sample(base, rng);
      const stream = rng.state;
      for (const m of alive) {
        sim.copyFrom(base);
        const rr = new RngClass(stream);
        sim.apply(m, rr, s.pairOf(m));
        sum.set(m, (sum.get(m) as number) + margin(playOut(s, w, sim, rr), me));
        cnt.set(m, (cnt.get(m) as number) + 1);
      }
      rng.next();
    }
    const mean = (m: number) => (sum.get(m) as number) / Math.max(1, cnt.get(m) as number);
    alive = alive.sort((a, b) => mean(b) - mean(a)).slice(0, Math.ceil(alive.length / 2));
  }
  opts.onRoot?.(
    candidates.map((m) => ({
      move: m,
      n: cnt.get(m) as number,
      mean: (sum.get(m) as number) / Math.max(1, cnt.get(m) as number),
    })),
  );
  return alive[0] as number;
}

/** A location for a revealed token: the one that raises the seat's state value most (ties: the value table). */
function locationByValue(bv: BotView, c: ChoiceView): PlayerEvent {
  const goals = bv.view.goals;
  const h = H_INDEX[c.h];
  let best = c.options[0] as string;
  let bs = -Infinity;
  for (const locId of c.options) {
    const l = LOC_INDEX.get(locId) as number;
    const b = addToken(bv.boards[bv.me] as SeatBoard, l, c.h, c.resType);
    const v = seatValue(b, goals, bv.me) + 0.01 * tokenValue(bv.tables[bv.me] as ValueTable, l, h, c.resType);
    if (v > bs) {
      bs = v;
      best = locId;
    }
  }
  return { type: 'CHOOSE_LOCATION', seat: bv.me, tokenId: c.tokenId, locId: best };
}

/** A party tile to resolve: the best own value minus the best opponent's, over sampled hidden humours. */
function partyBySampling(bv: BotView, rng: Rng, samples = 64): PlayerEvent {
  const s = buildSearch(bv);
  const det = new Determinizer(bv, s.setup, s.template);
  const sim = new RoundSim(s.setup);
  const { cards, rowCount, seats } = s.setup;
  const goals = bv.view.goals;
  const totals = new Float64Array(cards.length);
  for (let d = 0; d < samples; d++) {
    det.sample(sim, rng);
    for (let ci = rowCount; ci < cards.length; ci++) {
      const c = cards[ci] as SimCard;
      const counts = [0, 0, 0, 0];
      for (let i = 0; i < c.types.length; i++) {
        const hh = sim.hum[c.base + i] as number;
        if (hh >= 0) counts[hh] = (counts[hh] as number) + 1;
      }
      const w = winner(cascade(c.order, counts, false));
      const boards = bv.boards.slice();
      for (let i = 0; i < c.types.length && w >= 0; i++) {
        const o = sim.owner[c.base + i] as number;
        if (o < 0 || sim.hum[c.base + i] !== w) continue;
        const type = c.types[i] as ResidentType;
        const [l] = bestLocation(bv.tables[o] as ValueTable, ALL_LOCS, w, type);
        boards[o] = addToken(boards[o] as SeatBoard, l, HUMOURS[w] as H, type);
      }
      let other = -Infinity;
      for (let o = 0; o < seats; o++)
        if (o !== bv.me) other = Math.max(other, seatValue(boards[o] as SeatBoard, goals, o));
      totals[ci] = (totals[ci] as number) + seatValue(boards[bv.me] as SeatBoard, goals, bv.me) - other;
    }
  }
  let best = rowCount;
  for (let ci = rowCount; ci < cards.length; ci++) if ((totals[ci] as number) > (totals[best] as number)) best = ci;
  return { type: 'CHOOSE_PARTY', seat: bv.me, partyId: (cards[best] as SimCard).id };
}

/** The search bot's decision for `seat`. */
export function ismctsChoice(view: TemperamentsView, seat: number, rng: Rng, opts: SearchOptions = {}): PlayerEvent {
  const p = view.pending;
  if (!p || p.seat !== seat) throw new Error(`ismcts bot: seat ${seat} has nothing to decide`);
  if (p.kind === 'location' && TUNING.evalChoices) return locationByValue(botView(view, seat), p.choice);
  if (p.kind === 'party' && TUNING.evalChoices) return partyBySampling(botView(view, seat), rng);
  if (p.kind !== 'place') return heuristicChoice(view, seat, rng);
  const bv = botView(view, seat);
  const scored = scorePlacements(bv, rng).sort((a, b) => b.score - a.score);
  const width = opts.rootWidth ?? TUNING.rootWidth;
  const s = buildSearch(bv);
  const code = (e: Scored['event']): number => {
    if (e.type !== 'PLACE') return PASS;
    const ci =
      e.target.kind === 'scene'
        ? bv.row.findIndex((c) => c.id === e.target.id)
        : bv.row.length + bv.parties.findIndex((c) => c.id === e.target.id);
    const h = 'CSMP'.indexOf(view.players[seat]?.supply?.find((t) => t.tokenId === e.tokenId)?.h ?? 'C');
    return ((s.setup.cards[ci] as SimCard).base + e.target.slot) * 4 + h;
  };
  const top = scored.filter((x) => x.event.type === 'PLACE').slice(0, width);
  const candidates = [PASS, ...top.map((x) => code(x.event))];
  if (top.length === 0) return { type: 'PASS', seat };
  const move = (TUNING.paired ? searchPaired : TUNING.openLoop ? searchOpenLoop : search)(s, bv, candidates, rng, opts);
  const chosen = top.find((x) => code(x.event) === move);
  return chosen ? chosen.event : { type: 'PASS', seat };
}
