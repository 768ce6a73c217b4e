/**
 * Replays (src/library/timeline.ts, replay.ts): opening replays the record once (checked), every
 * moment equals a plain replay of the record, rounds are marked, "Play from here" keeps the setup
 * and the moves so far, and asking for any move of the longest game of each kind takes ≤ 100 ms
 * once it is open (both measured and printed; `npm run bench -- replay` has the figures).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../machines/registry';
import { type AnyGameModule, loadGame } from '../../../machines/core/game';
import { type GameRecord, replay } from '../../../machines/core/record';
import { playGame } from '../../../machines/core/sim';
import { branchRecord, viewersOf } from '../../../src/library/replay';
import { ReplaySession } from '../../../src/library/replay-session';
import { EVERY, readTimeline } from '../../../src/library/timeline';
import { Session } from '../../../src/session/session';

const modules: Record<string, AnyGameModule> = {};
const cases: [string, number, string][] = [
  ['northwood', 1, 'heuristic'],
  ['temperaments', 4, 'heuristic'],
  ['clouds', 4, 'heuristic'],
];

function longest(game: string, seats: number, bot: string, n = 4): GameRecord {
  const m = modules[game] as AnyGameModule;
  let best: GameRecord | null = null;
  for (let i = 0; i < n; i++) {
    const out = playGame(m, `replay-${i}`, [bot], seats, m.defaultOptions(seats), {}, 100_000, undefined, true);
    const r = out.record as GameRecord;
    if (!best || r.events.length > best.events.length) best = r;
  }
  return best as GameRecord;
}

beforeAll(async () => {
  for (const [g] of cases) modules[g] = await loadGame(g);
});

describe('replay timeline', () => {
  for (const [game, seats, bot] of cases) {
    it(`${game}: every sampled moment is the plain replay's, rounds are marked, opening is fast`, () => {
      const m = modules[game] as AnyGameModule;
      const record = longest(game, seats, bot);
      const json = JSON.stringify(record);
      // Opening once: read and check the record with one replay into the timeline. Then any move.
      const t0 = performance.now();
      const read = readTimeline(json, m);
      const open = performance.now() - t0;
      if (!read.ok) throw new Error(read.error.message);
      const timeline = read.timeline;
      // Bounded by moves replayed, not by the clock (the machine is shared): any jump, backwards
      // from the end, replays at most EVERY − 1 moves.
      const times: number[] = [];
      let steps = 0;
      for (let at = record.events.length; at >= 0; at--) {
        const t1 = performance.now();
        timeline.at(at);
        times.push(performance.now() - t1);
        steps = Math.max(steps, timeline.steps);
      }
      times.sort((a, b) => a - b);
      const q = (f: number) => (times[Math.floor(f * (times.length - 1))] as number).toFixed(1);
      console.log(
        `${game}: ${record.events.length} moves; opened (one checked replay) in ${open.toFixed(0)} ms; a jump then: median ${q(0.5)} ms, p95 ${q(0.95)} ms, at most ${steps} moves replayed`,
      );
      expect(steps).toBeLessThanOrEqual(EVERY - 1);
      // Playing forward replays one move from the last moment shown.
      timeline.at(9);
      timeline.at(10);
      expect(timeline.steps).toBe(1);
      for (const at of [0, 1, 7, 8, 9, 33, record.events.length >> 1, record.events.length]) {
        const plain = replay(m, record, at).snapshot;
        expect(timeline.at(at).context).toEqual(plain.context);
        expect(timeline.at(at).value).toEqual(plain.value);
      }
      expect(timeline.rounds.length).toBeGreaterThan(1);
      expect(timeline.roundFrom(0, 1)).toBe(timeline.rounds.find((r) => r > 0));
    }, 120_000); // four whole 4-seat bot games are made first: ~45 s on a busy machine
  }

  it('opening refuses a record that does not replay, saying which move', () => {
    const m = modules.temperaments as AnyGameModule;
    const record = longest('temperaments', 2, 'random', 1);
    const bad = { ...record, events: [...record.events.slice(0, 5), record.events[3], ...record.events.slice(5)] };
    const read = readTimeline(JSON.stringify(bad), m);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatchObject({ code: 'illegalEvent', index: 5 });
    expect(readTimeline('{"game":"temperaments"', m)).toMatchObject({ ok: false, error: { code: 'notJson' } });
    expect(readTimeline(JSON.stringify({ ...record, rulesVersion: 0 }), m)).toMatchObject({
      ok: false,
      error: { code: 'rulesVersion' },
    });
  });

  it('a replay session is the game at its end, read-only, with any moment from the timeline', () => {
    const m = modules.temperaments as AnyGameModule;
    const record = longest('temperaments', 3, 'heuristic', 1);
    const read = readTimeline(JSON.stringify(record), m);
    if (!read.ok) throw new Error(read.error.message);
    const s = new ReplaySession(read.timeline);
    expect(s.over).toBe(true);
    expect(s.eventCount).toBe(record.events.length);
    expect(s.send()).toMatchObject({ ok: false, reason: { code: 'replay' } });
    expect(s.legalMoves(0)).toEqual([]);
    expect(s.snapshotAt(10).context).toEqual(replay(m, record, 10).snapshot.context);
  });

  it('whose view: everything only for a finished local game; an online game only its own seat', () => {
    const people = [
      { name: 'Anna', kind: 'human' as const },
      { name: 'Odo', kind: 'bot' as const },
      { name: 'Bea', kind: 'human' as const },
    ];
    expect(viewersOf({ finished: true, players: people }, 3)).toEqual(['everything', 0, 1, 2]);
    // Running, two people at one device: only the public table (the curtain's rule).
    expect(viewersOf({ finished: false, players: people }, 3)).toEqual(['spectator']);
    expect(viewersOf({ finished: false, players: people.slice(0, 2) }, 2)).toEqual([0]);
    expect(viewersOf({ finished: true, players: people, online: { seat: 2, room: 'AB12' } }, 3)).toEqual([2]);
    expect(viewersOf({ finished: false, players: people, online: { seat: 1, room: 'AB12' } }, 3)).toEqual([1]);
  });

  it("everything revealed shows every seat's hidden pieces; a seat's view only its own", () => {
    const m = modules.temperaments as AnyGameModule;
    const record = longest('temperaments', 3, 'heuristic', 1);
    const mid = replay(m, record, 6).snapshot;
    type V = { players: { seat: number; supply: unknown[] | null; bag: unknown | null }[] };
    const all = m.revealed?.(mid) as V;
    expect(all.players.every((p) => p.supply !== null && p.bag !== null)).toBe(true);
    const one = m.view(mid, 1) as V;
    expect(one.players.map((p) => p.supply !== null)).toEqual([false, true, false]);
    expect(all.players[1]?.supply).toEqual(one.players[1]?.supply);
    // A face-down token on a card: its humour shows only to its owner, and in everything revealed.
    type C = { row: { slots: { owner: number | null; h: string | null; faceUp: boolean }[] }[] };
    const hidden = (v: C) => v.row.flatMap((c) => c.slots).filter((x) => x.owner !== null && !x.faceUp);
    const allSlots = hidden(m.revealed?.(mid) as C);
    if (allSlots.length) {
      expect(allSlots.every((x) => x.h !== null)).toBe(true);
      expect(hidden(m.view(mid, 'spectator') as C).every((x) => x.h === null)).toBe(true);
    }
    // Games with nothing hidden from the seats together have no `revealed`.
    expect(modules.clouds?.revealed).toBeUndefined();
  });

  it('"Play from here" keeps the setup and the moves so far, as a new game', () => {
    const record = longest('northwood', 1, 'heuristic', 1);
    record.meta = { players: [{ name: 'Anna', kind: 'human' }], created: '2026-11-01T00:00:00.000Z' };
    const branch = JSON.parse(branchRecord(record, 20)) as GameRecord;
    expect(branch.events).toEqual(record.events.slice(0, 20));
    expect(branch.seed).toBe(record.seed);
    expect(branch.meta?.created).not.toBe(record.meta.created);
    const res = Session.resume(JSON.stringify(branch), () => modules.northwood, 'northwood', { autosave: false });
    expect(res.ok && !res.session.over).toBe(true);
  });
});
