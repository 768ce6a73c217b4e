/**
 * `npm run bench -- replay`: opening a library game's replay, in Node (no browser). For each game,
 * the longest finished game the bots make over a few seeds (random and heuristic bots), then:
 * - `openMs`: reading its record text into a replay — the record's fields checked, and ONE checked
 *   replay by the game's flow that keeps a checkpoint every 4 moves (src/library/timeline.ts);
 *   `openCpuMs`: its CPU time (the same on a busy machine, where wall time is shared out);
 *   `openActorMs`: the same pass through the XState actor (a game without a flow);
 *   `openBeforeMs`: the same game opened the first way (checked, resumed, then a timeline: three replays);
 * - `jumpMs`: from asking for move k (every k, in a shuffled order) to the table's state ready —
 *   the snapshot at k and the view the table draws (everything revealed, or the spectator's);
 *   median, p95 and max, and `maxMovesReplayed` (never more than 3).
 * The 100 ms target covers `openMs` and `jumpMs`; drawing the table itself is the browser's (its frame times
 * are in `npm run bench -- browser`, its first open in `npm run bench -- open`).
 *   REPLAY_GAMES=8 npm run bench -- replay     (games tried per bot and kind; default 6)
 */
import '../machines/registry';
import { type AnyGameModule, loadGame } from '../machines/core/game';
import type { GameRecord } from '../machines/core/record';
import { playGame } from '../machines/core/sim';
import { readTimeline, Timeline } from '../src/library/timeline';
import { Session } from '../src/session/session';

const KINDS: [string, number, string[]][] = [
  ['northwood', 1, ['heuristic', 'random']],
  ['temperaments', 4, ['heuristic', 'random']],
  ['clouds', 4, ['heuristic', 'random']],
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] as number;
};
const round = (x: number) => Math.round(x * 10) / 10;

function longest(m: AnyGameModule, seats: number, bots: string[], n: number): { record: GameRecord; bot: string } {
  let best: { record: GameRecord; bot: string } | null = null;
  for (const bot of bots)
    for (let i = 0; i < n; i++) {
      const out = playGame(m, `long-${bot}-${i}`, [bot], seats, m.defaultOptions(seats), {}, 100_000, undefined, true);
      const r = out.record as GameRecord;
      if (out.finished && (!best || r.events.length > best.record.events.length)) best = { record: r, bot };
    }
  if (!best) throw new Error(`${m.id}: no finished game`);
  return best;
}

export default async function benchReplay(): Promise<Record<string, unknown>> {
  const n = Number(process.env.REPLAY_GAMES ?? 6);
  const out: Record<string, unknown> = {};
  for (const [game, seats, bots] of KINDS) {
    const m = await loadGame(game);
    const { record, bot } = longest(m, seats, bots, n);
    const json = JSON.stringify(record);
    const opens: number[] = [];
    const cpus: number[] = [];
    const befores: number[] = [];
    const actors: number[] = [];
    const byActor: AnyGameModule = { ...m, conformance: { ...m.conformance, flow: undefined } };
    let timeline: Timeline | null = null;
    for (let run = 0; run < 3; run++) {
      const [t0, c0] = [performance.now(), process.cpuUsage()];
      const read = readTimeline(json, m);
      opens.push(performance.now() - t0);
      const c1 = process.cpuUsage(c0);
      cpus.push((c1.user + c1.system) / 1000);
      if (!read.ok) throw new Error(read.error.message);
      timeline = read.timeline;
      const t2 = performance.now();
      if (!readTimeline(json, byActor).ok) throw new Error(`${game}: the actor refuses the record`);
      actors.push(performance.now() - t2);
      const t1 = performance.now();
      const res = Session.resume(json, () => m, game, { autosave: false });
      if (!res.ok) throw new Error(res.error.message);
      new Timeline(m, res.session.record);
      befores.push(performance.now() - t1);
      res.session.dispose();
    }
    const tl = timeline as Timeline;
    const ks = Array.from({ length: record.events.length + 1 }, (_, k) => k);
    for (let i = ks.length - 1; i > 0; i--) {
      const j = (i * 7919) % (i + 1); // a fixed shuffle: jumps land anywhere, rarely next to the last
      [ks[i], ks[j]] = [ks[j] as number, ks[i] as number];
    }
    const jumps: number[] = [];
    let maxSteps = 0;
    for (const k of ks) {
      const t0 = performance.now();
      const snap = tl.at(k);
      m.revealed ? m.revealed(snap) : m.view(snap, 'spectator');
      jumps.push(performance.now() - t0);
      maxSteps = Math.max(maxSteps, tl.steps);
    }
    jumps.sort((a, b) => a - b);
    out[game] = {
      seats,
      bot,
      moves: record.events.length,
      rounds: tl.rounds.length,
      openMs: round(median(opens)),
      openCpuMs: round(median(cpus)),
      openActorMs: round(median(actors)),
      openBeforeMs: round(median(befores)),
      jumpMs: {
        median: round(median(jumps)),
        p95: round(jumps[Math.floor(0.95 * (jumps.length - 1))] as number),
        max: round(jumps[jumps.length - 1] as number),
      },
      maxMovesReplayed: maxSteps,
    };
  }
  return out;
}
