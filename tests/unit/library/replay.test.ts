/**
 * Replays (src/library/timeline.ts, replay.ts): every moment equals a plain replay of the record,
 * rounds are marked, "Play from here" keeps the setup and the moves so far, and opening the
 * longest game of each kind at any move takes ≤ 100 ms once it is open (both measured and printed).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../machines/registry';
import { type AnyGameModule, loadGame } from '../../../machines/core/game';
import { type GameRecord, replay } from '../../../machines/core/record';
import { playGame } from '../../../machines/core/sim';
import { branchRecord } from '../../../src/library/replay';
import { Timeline } from '../../../src/library/timeline';
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
      // Opening once: read and check the record (replayed), build the timeline. Then any move.
      const t0 = performance.now();
      const res = Session.resume(json, () => m, game, { autosave: false });
      if (!res.ok) throw new Error(res.error.message);
      const timeline = new Timeline(m, res.session.record);
      const open = performance.now() - t0;
      res.session.dispose();
      let worst = 0;
      for (let at = 0; at <= record.events.length; at += Math.max(1, record.events.length >> 5)) {
        const t1 = performance.now();
        timeline.at(at);
        worst = Math.max(worst, performance.now() - t1);
      }
      console.log(
        `${game}: ${record.events.length} moves; opened (checked + timeline) in ${open.toFixed(0)} ms; any move then ≤ ${worst.toFixed(1)} ms`,
      );
      expect(worst).toBeLessThanOrEqual(100);
      for (const at of [0, 1, 7, 8, 9, 33, record.events.length >> 1, record.events.length]) {
        const plain = replay(m, record, at).snapshot;
        expect(timeline.at(at).context).toEqual(plain.context);
        expect(timeline.at(at).value).toEqual(plain.value);
      }
      expect(timeline.rounds.length).toBeGreaterThan(1);
      expect(timeline.roundFrom(0, 1)).toBe(timeline.rounds.find((r) => r > 0));
    });
  }

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
