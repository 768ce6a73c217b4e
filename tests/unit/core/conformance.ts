/**
 * The GameModule contract as one checker, for any game (conformance.test.ts runs it over the
 * registry; a flawed toy game must fail it). Every check throws an Error naming the game, the
 * seats, the move number and what broke, so fast-check can shrink a failing walk.
 *
 * A walk: a seeded game whose moves are picked from `legalMoves` by a list of choices (the
 * shrinkable part), then played to the end by a seeded random pick. At sampled positions:
 * - machine ⇔ check ⇔ legalMoves: every listed event is accepted by check and the machine, and is
 *   its own canonical form; candidate events (other seats' moves, moves of earlier positions, one
 *   field nudged) are accepted by check exactly when the machine accepts them, and then their
 *   canonical form (`canonical`, see game.ts) is listed, is what the machine records, and leaves
 *   the same game as the event itself;
 * - the leaf the game's flow says the context rests in (`conformance.flow`) is the chart's;
 * - hostile events (prototype names, unknown keys incl. own `__proto__`/`constructor`, 100 kB
 *   strings, NaN, huge numbers, strings for numbers, missing fields) are refused by check, the
 *   pure step and the live actor, the snapshot unchanged;
 * - hidden information: `conformance.twin` games look the same to everyone else.
 * Over the whole game: the flow's fast interpreter, started and stepped beside the machine, gives the same context and the same emitted events after every move (the one
 * description makes both: this catches an action that changes what it was given, or a context the
 * interpreter reads otherwise than the chart); the record replays to the same snapshot (also
 * through `parseRecord`).
 */
import { isDeepStrictEqual } from 'node:util';
import { type AnyMachineSnapshot, transition } from 'xstate';
import { GameRunner, startGame, stepGame } from '../../../machines/core/engine';
import { type AnyGameModule, seatOf } from '../../../machines/core/game';
import { newRecord, parseRecord, replay } from '../../../machines/core/record';
import { Rng } from '../../../machines/core/rng';

type Ev = { type: string; [k: string]: unknown };

export interface Walk {
  seed: number;
  choices: number[];
}

export interface ConformanceBudget {
  /** Probe every n-th position (all probes are costly). */
  every: number;
  maxEvents: number;
  /** Live-actor checks of hostile events per walk (each builds an actor). */
  actorProbes: number;
}

const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);
const key = (e: unknown) => JSON.stringify(e);

function fail(where: string, what: string, detail?: unknown): never {
  throw new Error(`${where}: ${what}${detail === undefined ? '' : ` — ${JSON.stringify(detail).slice(0, 400)}`}`);
}

/** The path of a state value: `{ visit: { placement: 'chooseFief' } }` → 'visit.placement.chooseFief'. */
export function pathOf(value: unknown): string {
  const out: string[] = [];
  let v = value;
  while (v && typeof v === 'object') {
    const keys = Object.keys(v as object);
    if (keys.length !== 1) return [...out, keys.join('|')].join('.');
    out.push(keys[0] as string);
    v = (v as Record<string, unknown>)[keys[0] as string];
  }
  return [...out, String(v)].join('.');
}

const BIG = 'x'.repeat(100_000);
const PROTO_NAMES = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'];

/** Events no game may accept, built from a legal one. */
export function hostile(e: Ev): unknown[] {
  const out: unknown[] = [];
  const json = key(e);
  out.push({ ...e, extra: 1 });
  out.push(JSON.parse(json.replace('{', '{"__proto__":{"x":1},')));
  out.push(JSON.parse(json.replace('{', '{"constructor":{"x":1},')));
  out.push(JSON.parse(json.replace('{', '{"hasOwnProperty":1,')));
  for (const t of PROTO_NAMES) out.push({ ...e, type: t });
  out.push({ ...e, type: BIG });
  out.push(null, 7, 'PASS', [e], { ...e, type: 5 });
  for (const [k, v] of Object.entries(e)) {
    if (k === 'type') continue;
    const rest = { ...e };
    delete rest[k];
    const variants: unknown[] = [BIG, Number.NaN, 1e308, -1e308, Number.POSITIVE_INFINITY, { __proto__: null }, [BIG]];
    variants.push(...PROTO_NAMES);
    if (typeof v === 'number') variants.push(String(v), v + 0.5);
    if (typeof v === 'string') variants.push(1, `${v} `, v.toUpperCase() === v ? v.toLowerCase() : v.toUpperCase());
    if (Array.isArray(v)) variants.push(v.length ? [...v, ...v, ...v, ...v, ...v, ...v, ...v, ...v] : [BIG]);
    for (const x of variants) {
      // a changed letter case may still name a real id; a longer list may still be legal: only
      // the values that can name nothing are hostile
      if (typeof x === 'string' && (x === `${v} ` || x.toLowerCase() === String(v).toLowerCase()) && x !== BIG)
        continue;
      if (Array.isArray(x) && x[0] !== BIG) continue;
      out.push({ ...rest, [k]: x });
    }
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      for (const kk of Object.keys(v)) out.push({ ...e, [k]: { ...(v as object), [kk]: BIG } });
      out.push({ ...e, [k]: { ...(v as object), extra: 1 } });
    }
  }
  return out;
}

/** Nudges one field of a legal event: a neighbour number, another seat, a dropped field. */
function nudged(e: Ev, rng: Rng, seats: number): Ev[] {
  const out: Ev[] = [];
  for (const [k, v] of Object.entries(e)) {
    if (k === 'type') continue;
    if (typeof v === 'number') out.push({ ...e, [k]: v + 1 }, { ...e, [k]: v - 1 });
    if (k === 'seat') out.push({ ...e, seat: rng.int(Math.max(1, seats)) });
    if (Array.isArray(v) && v.length > 1) out.push({ ...e, [k]: [...v].reverse() }, { ...e, [k]: v.slice(1) });
    const rest = { ...e };
    delete rest[k];
    out.push(rest);
  }
  return out;
}

const canonicalOf = (m: AnyGameModule, snap: AnyMachineSnapshot, ev: Ev): Ev =>
  m.canonical ? m.canonical(snap, ev) : ev;

/** One walk of `m` with `seats` seats; throws on the first breach of the contract. */
export function conform(m: AnyGameModule, seats: number, walk: Walk, budget: ConformanceBudget): void {
  const seed = `conform-${walk.seed}`;
  const options = m.defaultOptions(seats);
  const input = { seed, seats, options };
  const rng = Rng.from(`${seed}:moves`);
  const record = newRecord(m, seed, seats, options);
  const start = startGame(m, input);
  let snap = start.snapshot;
  const flow = m.conformance?.flow;
  let driven: unknown = null;
  if (flow) {
    const out: { type: string }[] = [];
    driven = flow.start(input, out);
    if (!same(driven, snap.context)) fail(`${m.id} seed ${walk.seed}`, 'the flow starts otherwise than the machine');
    if (!same(out, start.emitted)) fail(`${m.id} seed ${walk.seed}`, 'the flow’s start emits otherwise', out);
  }
  const seen: Ev[] = [];
  let actorProbes = budget.actorProbes;

  for (let n = 0; snap.status !== 'done' && n < budget.maxEvents; n++) {
    const where = `${m.id} ${seats} seats, seed ${walk.seed}, move ${n}`;
    if (flow) {
      const rest = flow.leafPath(snap.context).join('.');
      if (rest !== pathOf(snap.value)) fail(where, 'the flow rests elsewhere than the chart', [snap.value, rest]);
    }
    const active = m.activeSeats(snap);
    if (active.length === 0) fail(where, 'a running game has nobody to act');
    const bySeat = Array.from({ length: seats }, (_, s) => m.legalMoves(snap, s) as Ev[]);
    const all = bySeat.flat();
    const listed = new Set(all.map(key));
    for (const s of active) if ((bySeat[s] ?? []).length === 0) fail(where, `active seat ${s} has no legal move`);

    if (n % budget.every === 0) {
      for (const e of all) {
        const r = m.check(snap, e);
        if (r !== null) fail(where, 'a listed event is refused by check', [e, r]);
        if (seatOf(e) < 0 || seatOf(e) >= seats) fail(where, 'a listed event names no seat of the game', e);
      }
      for (const e of rng.shuffle(all.slice()).slice(0, 3)) {
        const res = stepGame(m, snap, e);
        if (!res.ok) fail(where, 'the machine refuses a listed event', [e, res.reason]);
        if (!same(canonicalOf(m, snap, e), e)) fail(where, 'a listed event is not in canonical form', e);
      }
      const candidates: Ev[] = [
        ...seen.slice(-20),
        ...rng
          .shuffle(all.slice())
          .slice(0, 4)
          .flatMap((e) => nudged(e, rng, seats)),
      ];
      for (const e of candidates) {
        const r = m.check(snap, e);
        const res = stepGame(m, snap, e);
        if (res.ok !== (r === null)) fail(where, 'check and the machine disagree', [e, r, res.ok]);
        if (!res.ok && res.snapshot !== snap) fail(where, 'a refused event changed the snapshot', e);
        if (r !== null && !m.reasonCodes.includes(r.code)) fail(where, 'a reason code is not in reasonCodes', r);
        if (r === null) {
          const canon = canonicalOf(m, snap, e);
          if (!listed.has(key(canon))) fail(where, 'an accepted event is missing from legalMoves', [e, canon]);
          if (res.ok && !same(res.event, canon)) fail(where, 'the machine records another form than the canonical', e);
          if (!same(canon, e)) {
            // spellings of one move leave the same game
            const [a] = transition(m.machine, snap, e as never);
            const [b] = transition(m.machine, snap, canon as never);
            if (!same(a.context, b.context))
              fail(where, 'an event and its canonical form leave different games', [e, canon]);
          }
        }
      }
      const copy = structuredClone(snap.context);
      const model = all[rng.int(all.length)] as Ev;
      for (const e of hostile(model)) {
        const r = m.check(snap, e as Ev);
        if (r === null) fail(where, 'check accepts a hostile event', e);
        const res = stepGame(m, snap, e as Ev);
        if (res.ok || res.snapshot !== snap) fail(where, 'the machine accepts a hostile event', e);
      }
      if (!same(snap.context, copy)) fail(where, 'checking hostile events changed the context');
      if (actorProbes > 0) {
        actorProbes--;
        const runner = new GameRunner(m, input);
        for (const e of record.events) runner.send(e, true);
        for (const e of hostile(model)) {
          const res = runner.send(e as Ev);
          if (res.ok) fail(where, 'the live actor accepts a hostile event', e);
        }
        if (!same(runner.snapshot.context, snap.context) || !same(runner.snapshot.value, snap.value)) {
          fail(where, 'hostile events changed the live actor');
        }
        runner.stop();
      }
      checkHidden(m, snap, seats, rng, where);
    }

    const seat = active[rng.int(active.length)] as number;
    const mine = bySeat[seat] as Ev[];
    const c = walk.choices[n];
    const ev = (c === undefined ? rng.pick(mine) : mine[c % mine.length]) as Ev;
    const res = stepGame(m, snap, ev);
    if (!res.ok) fail(where, 'the machine refuses a listed event', [ev, res.reason]);
    record.events.push(res.event as Ev);
    seen.push(ev);
    if (flow) {
      const out: { type: string }[] = [];
      driven = flow.step(driven, res.event, { out });
      if (driven === null) fail(where, 'the flow refuses an event the machine took', ev);
      if (!same(driven, res.snapshot.context)) fail(where, 'the flow and the machine differ after', ev);
      if (!same(out, res.emitted))
        fail(where, 'the flow and the machine emit differently after', [ev, out, res.emitted]);
    }
    snap = res.snapshot;
  }

  // the record replays exactly, as a live actor and as a saved text
  const again = replay(m, record);
  if (!again.ok) fail(`${m.id} seed ${walk.seed}`, 'the record does not replay', again.error);
  if (!same(again.snapshot.context, snap.context) || !same(again.snapshot.value, snap.value)) {
    fail(`${m.id} seed ${walk.seed}`, 'the replay differs from the game');
  }
  const parsed = parseRecord(JSON.stringify(record), (id) => (id === m.id ? m : undefined));
  if (!parsed.ok) fail(`${m.id} seed ${walk.seed}`, 'the saved record is refused', parsed.error);
  if (key(parsed.snapshot.context) !== key(snap.context)) fail(`${m.id} seed ${walk.seed}`, 'the loaded save differs');
  // a record with a hostile event is refused at that event's index
  const last = record.events[record.events.length - 1];
  if (last) {
    for (const e of hostile(last as Ev).slice(0, 6)) {
      const bad = { ...record, events: [...record.events, e] };
      const res = parseRecord(JSON.stringify(bad), (id) => (id === m.id ? m : undefined));
      if (res.ok || res.error.index !== record.events.length) {
        fail(`${m.id} seed ${walk.seed}`, 'a record with a hostile event is not refused at its index', e);
      }
    }
  }
}

/** Twin games differ only in hidden pieces: everyone who may not see them sees the same bytes. */
function checkHidden(m: AnyGameModule, snap: AnyMachineSnapshot, seats: number, rng: Rng, where: string): void {
  const t = m.conformance?.twin?.(snap, rng.int(1 << 30));
  if (!t) return;
  const viewers = [...Array.from({ length: seats }, (_, s) => s), 'spectator' as const].filter((v) => v !== t.owner);
  for (const v of viewers) {
    if (key(m.view(snap, v)) !== key(m.view(t.snapshot, v))) fail(where, `hidden pieces show to ${v}`);
  }
  if (t.owner === null) return; // nobody's pieces: the next move may reveal them
  const mine = m.legalMoves(snap, m.activeSeats(snap)[0] ?? 0) as Ev[];
  const e = mine[rng.int(mine.length)];
  if (!e) return;
  const a = stepGame(m, snap, e);
  const b = stepGame(m, t.snapshot, e);
  if (a.ok !== b.ok) fail(where, `seat ${t.owner}'s hidden pieces decide whether a move is legal`, e);
  if (!a.ok || !b.ok) return;
  for (const v of viewers) {
    const red = (x: typeof a.emitted) => key(m.redact ? x.map((y) => m.redact?.(y, v)) : x);
    if (red(a.emitted) !== red(b.emitted)) fail(where, `seat ${t.owner}'s hidden pieces show in events to ${v}`, e);
  }
}
