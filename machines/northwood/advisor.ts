/**
 * The Monte-Carlo advisor (rules §10). For the decision at hand it lists the options with the
 * estimated chance that the visit succeeds: it deals the unseen cards into the unknown deck
 * positions at random (its own seeded stream, never the game's), plays the visit out with the
 * heuristic, and counts exact hits. Samples are shared by all options (common random numbers),
 * and options whose 95 % interval falls below the best one's are dropped early.
 * It reads only what the player sees, so its answer never depends on the hidden deck order.
 */
import { now } from '../core/clock';
import { Rng } from '../core/rng';
import { type AbilityId, abilityOf, type CardId, type CharId, FIEFS, sortCards } from './content';
import { abilityPlans, chooseFollowUp, heuristicMove, substitutePlan } from './heuristic';
import { northwoodFlow } from './machine';
import { activeOf, cloneCtx, trumpOf, wins } from './ops';
import { legalMoves, phaseOf, visitFinished } from './rules';
import type { Ctx, NorthwoodEvent, Phase } from './types';

export interface AdviceOption {
  event: NorthwoodEvent;
  kind: 'fief' | 'concede' | 'substitute' | 'confirm' | 'ability' | 'reveal' | 'choice' | 'card';
  /** Estimated chance that this visit succeeds after this choice (0..1). */
  p: number;
  /** Stars of the fief in question. */
  stars: number;
  /** p·stars, less 0.5 per substitute it spends (a friendly ruler's future worth). */
  value: number;
  samples: number;
  /** Why, as an i18n key under `northwood.` and its parameters. */
  reason: { key: string; params: Record<string, string | number> };
  /** Fief advice: the friendly rulers worth sending along (slot → ruler). */
  substitutes?: { slot: number; ruler: CharId }[];
  ability?: AbilityId;
}

export interface AdviseOptions {
  seed: string;
  /** Samples per option (default 300); options falling clearly behind stop early. */
  samples?: number;
  /** Wall-clock budget (the app's worker): stops after the round that overruns it. */
  budgetMs?: number;
}

/** A substitute must add more than this to p·stars: the ruler could help on a later visit. */
export const SUBSTITUTE_WORTH = 0.5;
const ROUND = 25;
const MIN_TOTAL = 300;

/** The context with the unknown deck cards dealt into their positions in a random order. */
export function determinize(c: Ctx, rng: Rng): Ctx {
  const unknown: CardId[] = [];
  const positions: number[] = [];
  c.deck.forEach((e, i) => {
    if (!e.known) {
      unknown.push(e.card);
      positions.push(i);
    }
  });
  const cards = rng.shuffle(sortCards(unknown));
  const d = cloneCtx(c);
  positions.forEach((p, k) => {
    d.deck[p] = { card: cards[k] as CardId, known: false };
  });
  d.log = [];
  return d;
}

/** Applies a legal event to a rollout's own draft, up to the visit's end (its cleanup is not the advisor's). */
const step = (d: Ctx, ev: NorthwoodEvent) => {
  northwoodFlow.step(d, ev, { owned: true, stopAt: 'visitEnd' });
};

/** Plays the visit to its end with the heuristic; true when the tricks match the fief. */
export function rollout(d: Ctx): boolean {
  const fief = (d.visit as NonNullable<Ctx['visit']>).fief;
  for (let i = 0; i < 1000; i++) {
    if (visitFinished(d)) return d.score.length === fief;
    step(d, heuristicMove(d));
  }
  throw new Error('advisor: a rollout did not finish');
}

interface Candidate {
  option: Omit<AdviceOption, 'p' | 'value' | 'samples'>;
  /** Applies the option to a sampled context (the first steps of the rollout). */
  apply(d: Ctx): void;
  cost: number;
  hits: number;
  n: number;
  active: boolean;
}

/** An option not yet sampled; `cost` is what it gives up whatever the visit's outcome (e.g. substitutes). */
const candidate = (option: Candidate['option'], apply: (d: Ctx) => void, cost = 0): Candidate => ({
  option,
  apply,
  cost,
  hits: 0,
  n: 0,
  active: true,
});

/** The stars of the fief being visited (0 before a fief is chosen). */
const visitStars = (c: Ctx): number => FIEFS[c.visit?.fief ?? 0]?.stars ?? 0;

const estimate = (k: Candidate) => (k.n ? (k.hits / k.n) * k.option.stars - k.cost : -k.cost);
const halfWidth = (k: Candidate) => {
  const p = k.n ? k.hits / k.n : 0.5;
  return 1.96 * Math.sqrt((p * (1 - p) + 0.01) / Math.max(1, k.n)) * k.option.stars;
};

/** Samples every option on the same sampled decks, dropping the clearly worse ones. */
function evaluate(c: Ctx, cands: Candidate[], rng: Rng, perOption: number, minTotal: number, budgetMs?: number): void {
  let total = 0;
  const t0 = now();
  for (;;) {
    if (budgetMs !== undefined && total > 0 && now() - t0 > budgetMs) return;
    const active = cands.filter((k) => k.active);
    const room = active.some((k) => k.n < perOption);
    if (!room || (active.length <= 1 && total >= minTotal)) return;
    for (let r = 0; r < ROUND; r++) {
      const sample = determinize(c, rng);
      for (const k of active) {
        if (k.n >= perOption) continue;
        const d = cloneCtx(sample);
        k.apply(d);
        if (rollout(d)) k.hits++;
        k.n++;
        total++;
      }
    }
    let floor = Number.NEGATIVE_INFINITY;
    for (const k of active) floor = Math.max(floor, estimate(k) - halfWidth(k));
    for (const k of active) if (estimate(k) + halfWidth(k) < floor) k.active = false;
  }
}

const pct = (p: number) => Math.round(p * 100);

function fiefCandidates(c: Ctx): Candidate[] {
  const out: Candidate[] = [];
  for (const ev of legalMoves(c)) {
    if (ev.type !== 'CHOOSE_FIEF') continue;
    const fief = ev.fief;
    const stars = FIEFS[fief]?.stars ?? 0;
    out.push(
      candidate({ event: ev, kind: 'fief', stars, reason: { key: 'advice.fief', params: { fief, stars } } }, (d) => {
        step(d, ev);
        if (phaseOf(d) === 'chooseSubstitutes') step(d, { type: 'CONFIRM_SUBSTITUTES' });
      }),
    );
    // the heuristic's substitutes for this fief, as a second way to visit it
    const probe = cloneCtx(c);
    step(probe, ev);
    if (phaseOf(probe) !== 'chooseSubstitutes') continue;
    const plan = substitutePlan(probe);
    const subs = plan.flatMap((ruler, slot) => (ruler ? [{ slot, ruler }] : []));
    if (!subs.length) continue;
    out.push(
      candidate(
        {
          event: ev,
          kind: 'fief',
          stars,
          substitutes: subs,
          reason: {
            key: 'advice.fiefWithSubstitutes',
            params: { fief, stars, rulers: subs.map((s) => s.ruler).join(',') },
          },
        },
        (d) => {
          step(d, ev);
          for (const s of subs) step(d, { type: 'SET_SUBSTITUTE', slot: s.slot, ruler: s.ruler });
          step(d, { type: 'CONFIRM_SUBSTITUTES' });
        },
        SUBSTITUTE_WORTH * subs.length,
      ),
    );
  }
  return out;
}

function substituteCandidates(c: Ctx): Candidate[] {
  const stars = visitStars(c);
  const subsNow = c.slots.filter((s) => s.sub).length;
  const confirm: NorthwoodEvent = { type: 'CONFIRM_SUBSTITUTES' };
  const out: Candidate[] = [
    candidate(
      { event: confirm, kind: 'confirm', stars, reason: { key: 'advice.confirm', params: { subs: subsNow } } },
      (d) => step(d, confirm),
      SUBSTITUTE_WORTH * subsNow,
    ),
  ];
  for (const ev of legalMoves(c)) {
    if (ev.type !== 'SET_SUBSTITUTE') continue;
    const after = c.slots.map((s, i) => (i === ev.slot ? ev.ruler : s.sub)).filter(Boolean).length;
    out.push(
      candidate(
        {
          event: ev,
          kind: 'substitute',
          stars,
          reason: {
            key: ev.ruler ? 'advice.substitute' : 'advice.clearSubstitute',
            params: { slot: ev.slot, ruler: ev.ruler ?? '' },
          },
        },
        (d) => {
          step(d, ev);
          step(d, confirm);
        },
        SUBSTITUTE_WORTH * after,
      ),
    );
  }
  return out;
}

function windowCandidates(c: Ctx): Candidate[] {
  const stars = visitStars(c);
  const reveal: NorthwoodEvent = { type: 'REVEAL' };
  const out: Candidate[] = [
    candidate({ event: reveal, kind: 'reveal', stars, reason: { key: 'advice.reveal', params: {} } }, (d) =>
      step(d, reveal),
    ),
  ];
  for (const plan of abilityPlans(c)) {
    const ev: NorthwoodEvent = { type: 'USE_ABILITY', slot: plan.slot, args: plan.args ?? {} };
    const ability = abilityOf(activeOf(c, plan.slot) as CharId);
    out.push(
      candidate(
        {
          event: ev,
          kind: 'ability',
          stars,
          ability,
          reason: { key: 'advice.ability', params: { slot: plan.slot, ability } },
        },
        (d) => step(d, ev),
      ),
    );
  }
  return out;
}

function choiceCandidates(c: Ctx): Candidate[] {
  const stars = visitStars(c);
  const moves = legalMoves(c);
  // many discard pairs: keep the heuristic's pick and a few more (orders of a pair are equal)
  const seen = new Set<string>();
  const picked: NorthwoodEvent[] = [chooseFollowUp(c)];
  for (const ev of moves) {
    if (picked.length >= 8) break;
    picked.push(ev);
  }
  const out: Candidate[] = [];
  for (const ev of picked) {
    const key =
      ev.type === 'ABILITY_CHOICE' && ev.cards
        ? sortCards(ev.cards).join()
        : JSON.stringify(ev, Object.keys(ev).sort());
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(
      candidate({ event: ev, kind: 'choice', stars, reason: { key: 'advice.choice', params: {} } }, (d) => step(d, ev)),
    );
  }
  return out;
}

function cardCandidates(c: Ctx): Candidate[] {
  const v = c.visit as NonNullable<Ctx['visit']>;
  const stars = visitStars(c);
  const trump = trumpOf(c);
  return legalMoves(c).map((ev) => {
    const card = (ev as { card: CardId }).card;
    const won = wins(v.statement as CardId, card, trump);
    return candidate(
      {
        event: ev,
        kind: 'card' as const,
        stars,
        reason: { key: won ? 'advice.cardWins' : 'advice.cardLoses', params: { card } },
      },
      (d: Ctx) => step(d, ev),
    );
  });
}

/** Any other decision: each legal move as it is. */
function otherCandidates(c: Ctx): Candidate[] {
  return legalMoves(c).map((event) =>
    candidate({ event, kind: 'reveal', stars: visitStars(c), reason: { key: 'advice.reveal', params: {} } }, (d: Ctx) =>
      step(d, event),
    ),
  );
}

/** The options worth sampling, by the decision the game waits for. */
const CANDIDATES: Partial<Record<Phase, (c: Ctx) => Candidate[]>> = {
  chooseFief: fiefCandidates,
  chooseSubstitutes: substituteCandidates,
  abilityWindow: windowCandidates,
  abilityChoice: choiceCandidates,
  response: cardCandidates,
};

/**
 * Ranked options for the current decision, best first. Pure and synchronous: the same snapshot
 * and seed give the same answer (the app runs it in a Web Worker).
 */
export function advise(snapshot: { context: Ctx } | Ctx, opts: AdviseOptions): AdviceOption[] {
  const c = Object.hasOwn(snapshot, 'context') ? (snapshot as { context: Ctx }).context : (snapshot as Ctx);
  const phase = phaseOf(c);
  if (phase === 'gameOver') return [];
  const rng = Rng.from(`advisor:${opts.seed}`);
  const perOption = Math.max(1, opts.samples ?? 300);
  const cands = (CANDIDATES[phase] ?? otherCandidates)(c);
  let minTotal = phase === 'chooseFief' ? Math.min(MIN_TOTAL, perOption * cands.length) : 0;
  // A forced move still has odds worth telling: sample the visit as fully as any choice.
  if (cands.length === 1) minTotal = perOption;
  evaluate(c, cands, rng, perOption, minTotal, opts.budgetMs);
  const ranked = [...cands.filter((k) => k.active), ...cands.filter((k) => !k.active)];
  const options: AdviceOption[] = ranked.map((k) => {
    const p = k.n ? k.hits / k.n : 0;
    const key = cands.length === 1 && k.option.kind === 'card' ? 'advice.onlyCard' : k.option.reason.key;
    return {
      ...k.option,
      p,
      value: p * k.option.stars - k.cost,
      samples: k.n,
      reason: { key, params: { ...k.option.reason.params, p: pct(p) } },
    };
  });
  // surviving options first (by value), then the dropped ones; ties keep the canonical order
  const survivors = cands.filter((k) => k.active).length;
  const head = options.slice(0, survivors).sort((a, b) => b.value - a.value);
  const tail = options.slice(survivors).sort((a, b) => b.value - a.value);
  options.splice(0, options.length, ...head, ...tail);
  if (phase === 'chooseFief') {
    for (const ev of legalMoves(c)) {
      if (ev.type === 'CONCEDE') {
        options.push({
          event: ev,
          kind: 'concede',
          p: 0,
          stars: 0,
          value: 0,
          samples: 0,
          reason: { key: 'advice.concede', params: {} },
        });
      }
    }
  }
  return options;
}
