/**
 * A replay's timeline steps a game's flow (core/flow.ts) rather than its XState actor: for long
 * games of each kind, the game at every checkpoint and at the end is the actor's (context, state,
 * status, what a seat sees, what it may do next), the round marks are the same, and a record with
 * an illegal, malformed, unknown or late move is refused at the same move with the same words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import '../../../machines/registry';
import { GameRunner, stepGame } from '../../../machines/core/engine';
import { type AnyGameModule, loadGame } from '../../../machines/core/game';
import type { GameRecord } from '../../../machines/core/record';
import { playGame } from '../../../machines/core/sim';
import { ReplaySession } from '../../../src/library/replay-session';
import { EVERY, readTimeline, type Timeline } from '../../../src/library/timeline';

const modules: Record<string, AnyGameModule> = {};
const cases: [string, number, string][] = [
  ['northwood', 1, 'random'],
  ['temperaments', 4, 'random'],
  ['temperaments', 2, 'heuristic'],
  ['clouds', 4, 'random'],
  ['clouds', 3, 'heuristic'],
];

beforeAll(async () => {
  for (const [g] of cases) modules[g] ??= await loadGame(g);
});

function game(id: string, seats: number, bot: string): GameRecord {
  const m = modules[id] as AnyGameModule;
  const out = playGame(m, `flow-${bot}-${seats}`, [bot], seats, m.defaultOptions(seats), {}, 100_000, undefined, true);
  if (!out.finished) throw new Error(`${id}: the bots did not finish`);
  return out.record as GameRecord;
}

/** The record stepped by the module's actor: the snapshot at every checkpoint and the last, and the round marks. */
function byActor(m: AnyGameModule, record: GameRecord) {
  const runner = new GameRunner(m, { seed: record.seed, seats: record.seats, options: record.options });
  const at = new Map<number, AnyMachineSnapshot>([[0, runner.snapshot]]);
  const opens = (es: { type: string }[]) => es.some((e) => e.type === 'roundStarted' || e.type === 'fiefChosen');
  const rounds = opens(runner.setupEmitted) ? [0] : [];
  record.events.forEach((ev, i) => {
    const res = runner.send(ev as { type: string });
    if (!res.ok) throw new Error(res.reason.message);
    if (opens(res.emitted)) rounds.push(i + 1);
    if ((i + 1) % EVERY === 0 || i + 1 === record.events.length) at.set(i + 1, res.snapshot);
  });
  runner.stop();
  return { at, rounds, setupEmitted: runner.setupEmitted };
}

/** What the table, the inspector and the rules read of a snapshot. */
function seen(m: AnyGameModule, s: AnyMachineSnapshot, seats: number) {
  return {
    value: s.value,
    status: s.status,
    output: s.output,
    tags: [...s.tags],
    nodes: s._nodes.map((n) => n.id).sort(), // the states it is in (their order follows the path taken)
    children: s.children,
    historyValue: s.historyValue,
    result: m.result(s),
    active: m.activeSeats(s),
    views: ['spectator', ...Array.from({ length: seats }, (_, i) => i)].map((v) => m.view(s, v as never)),
    revealed: m.revealed?.(s),
    legal: Array.from({ length: seats }, (_, i) => m.legalMoves(s, i)),
  };
}

const withoutFlow = (m: AnyGameModule): AnyGameModule => ({ ...m, conformance: { ...m.conformance, flow: undefined } });

function open(m: AnyGameModule, record: GameRecord): Timeline {
  const read = readTimeline(JSON.stringify(record), m);
  if (!read.ok) throw new Error(read.error.message);
  return read.timeline;
}

describe('a timeline stepped by the flow is the actor’s game', () => {
  for (const [id, seats, bot] of cases) {
    it(`${id}, ${seats} seats, ${bot} bots: every checkpoint and the end`, () => {
      const m = modules[id] as AnyGameModule;
      expect(m.conformance?.flow).toBeDefined();
      const record = game(id, seats, bot);
      const ref = byActor(m, record);
      const tl = open(m, record);
      expect(tl.rounds).toEqual(ref.rounds);
      expect(tl.rounds.length).toBeGreaterThan(1);
      expect(tl.setupEmitted).toEqual(ref.setupEmitted);
      const events = record.events as { type: string }[];
      for (const [k, actor] of ref.at) {
        const flow = tl.at(k);
        expect(flow.context, `move ${k}`).toEqual(actor.context);
        if (k % (EVERY * 8) === 0 || k === events.length)
          expect(seen(m, flow, seats), `move ${k}`).toEqual(seen(m, actor, seats));
        else expect([flow.value, flow.status], `move ${k}`).toEqual([actor.value, actor.status]);
        // XState steps on from the flow's snapshot as from the actor's
        const next = events[k];
        if (next && k % (EVERY * 16) === 0) {
          const a = stepGame(m, actor, next);
          const b = stepGame(m, flow, next);
          expect(b.ok && a.ok && b.snapshot.context).toEqual(a.ok && a.snapshot.context);
        }
      }
      expect(tl.last.status).toBe('done');
      expect(new ReplaySession(tl).over).toBe(true);
      // the fallback for a game without a flow: the same timeline through the actor
      const plain = open(withoutFlow(m), record);
      expect(plain.rounds).toEqual(tl.rounds);
      expect(plain.last.context).toEqual(tl.last.context);
      expect(plain.at(events.length - 2).context).toEqual(tl.at(events.length - 2).context);
    });
  }

  it('a bad move is refused at the same move, with the same words, as through the actor', () => {
    for (const [id, seats] of [
      ['northwood', 1],
      ['temperaments', 3],
      ['clouds', 2],
    ] as const) {
      const m = modules[id] as AnyGameModule;
      const record = game(id, seats, 'random');
      const ev = record.events as { type: string; [k: string]: unknown }[];
      const n = ev.length;
      const bad: [string, unknown[], number][] = [
        ['illegal (a move made twice)', [...ev.slice(0, 6), ev[5], ...ev.slice(6)], 6],
        ['malformed (a field too many)', [...ev.slice(0, 7), { ...ev[7], extra: 1 }, ...ev.slice(8)], 7],
        ['malformed (a field of the wrong kind)', [...ev.slice(0, 3), { ...ev[3], seat: 'x' }, ...ev.slice(4)], 3],
        ['unknown', [...ev.slice(0, 2), { type: 'WIN_NOW' }, ...ev.slice(2)], 2],
        ['not an object', [...ev.slice(0, 4), 7, ...ev.slice(4)], 4],
        ['after the end', [...ev, ev[n - 1]], n],
      ];
      for (const [what, events, index] of bad) {
        const text = JSON.stringify({ ...record, events });
        const flow = readTimeline(text, m);
        const actor = readTimeline(text, withoutFlow(m));
        expect(flow.ok, `${id}: ${what}`).toBe(false);
        if (!flow.ok) expect(flow.error, `${id}: ${what}`).toMatchObject({ code: 'illegalEvent', index });
        expect(flow, `${id}: ${what}`).toEqual(actor);
      }
    }
  });
});
