/**
 * Every game at every seat count, played to its end on a real server by scripted people and the
 * server's bots; then the record each person downloads replays to the same result and the same view.
 */
import { matchMaker } from '@colyseus/core';
import { expect, it } from 'vitest';
import '../../../machines/registry';
import { loadGame } from '../../../machines/core/game';
import type { GameRecord } from '../../../machines/core/record';
import { replay } from '../../../machines/core/record';
import { S, type SeatPlan, type StepMsg } from '../../../server/protocol';
import { autoplay, create, join, type Seated, serverForFile } from './harness';

const server = serverForFile();

// Cloud Marches is long with random people: a round limit (a plain room option) ends it sooner, by its own rule.
const CASES: { game: string; seats: number; people: number; options?: unknown }[] = [
  { game: 'northwood', seats: 1, people: 1 },
  { game: 'temperaments', seats: 2, people: 1 },
  { game: 'temperaments', seats: 3, people: 2 },
  { game: 'temperaments', seats: 4, people: 2 },
  { game: 'clouds', seats: 2, people: 1, options: { roundLimit: 4 } },
  { game: 'clouds', seats: 3, people: 2, options: { roundLimit: 3 } },
  { game: 'clouds', seats: 4, people: 1, options: { roundLimit: 3 } },
];

/**
 * The record, asked for as a person's app would: a refusal (the rate limit, spent by the person's own
 * last burst of moves on a busy machine, or a late answer to a move sent as the game ended) is retried.
 */
async function fetchRecord(p: Seated): Promise<GameRecord> {
  for (let attempt = 1; ; attempt++) {
    const from = p.frames.length;
    p.room.send('record');
    const answered = () => p.frames.slice(from).find((f) => f.type === S.record || f.type === S.refused);
    await p.until(() => !!answered(), 30_000, 'the record');
    const got = p.frames.slice(from).find((f) => f.type === S.record);
    if (got) return (got.msg as { record: GameRecord }).record;
    if (attempt === 5) throw new Error(`the record was refused: ${JSON.stringify(answered()?.msg)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function playOut(c: (typeof CASES)[number], n: number) {
  const plan: SeatPlan[] = Array.from({ length: c.seats }, (_, i) =>
    i < c.people ? { kind: 'human' } : { kind: 'bot', level: 'easy' },
  );
  const host = await create(server.url, {
    game: c.game,
    seats: plan,
    options: c.options,
    name: 'Host',
    identity: `host-identity-${n}`,
  });
  const people: Seated[] = [host];
  for (let i = 1; i < c.people; i++)
    people.push(await join(server.url, host.room.roomId, { name: `P${i}`, identity: `person-identity-${n}-${i}` }));
  const watcher = await join(server.url, host.room.roomId, { spectate: true, identity: `watcher-identity-${n}` });
  // A second spectator takes every step's whole view: the diffs the first one gets rebuild the same views.
  const whole = await join(server.url, host.room.roomId, {
    spectate: true,
    identity: `whole-identity-${n}`,
    diffs: false,
  });
  watcher.history = [];
  whole.history = [];
  await host.until(() => host.lobby?.seats.filter((s) => s.taken).length === c.people, 30_000, 'everyone seated');
  for (const [i, p] of people.entries()) autoplay(p, n * 10 + i + 1);
  host.room.send('start');
  await Promise.all(people.map((p) => p.until(() => p.over, 300_000, `${c.game}/${c.seats} to end`)));
  await watcher.until(() => watcher.over, 30_000, 'the spectator sees the end');

  const room = matchMaker.getLocalRoomById(host.room.roomId) as unknown as { match: { record: GameRecord } };
  const seed = room.match.record.seed;
  const module = await loadGame(c.game);
  for (const p of people) {
    const record = await fetchRecord(p);
    const again = replay(module, record);
    expect(again.ok).toBe(true);
    const last = p.frames.filter((f) => f.type === S.step).at(-1)?.msg as StepMsg;
    expect(module.result(again.snapshot)).toEqual(last.result);
    // What the seat was last shown is exactly its view of the replayed game.
    expect(JSON.parse(JSON.stringify(module.view(again.snapshot, p.seat as number)))).toEqual(p.view);
    // Nothing before the record carried the seed; other seats' moves came as type and seat only.
    const before = p.frames.slice(
      0,
      p.frames.findIndex((f) => f.type === S.record),
    );
    expect(JSON.stringify(before)).not.toContain(seed);
    for (const f of before) {
      const step = f.msg as StepMsg;
      if (f.type === S.step && step.seat !== p.seat) expect(Object.keys(step.event).sort()).toEqual(['seat', 'type']);
    }
  }
  expect(JSON.parse(JSON.stringify(module.view(replay(module, room.match.record).snapshot, 'spectator')))).toEqual(
    watcher.view,
  );
  expect(JSON.stringify(watcher.frames)).not.toContain(seed);
  await whole.until(() => whole.over, 30_000, 'the second spectator sees the end');
  expect(watcher.history.length).toBe(room.match.record.events.length);
  expect(watcher.history).toEqual(whole.history);
  expect(whole.frames.some((f) => f.type === S.step && (f.msg as StepMsg).viewDiff)).toBe(false);
  expect(watcher.frames.some((f) => f.type === S.step && (f.msg as StepMsg).view)).toBe(false);
  await Promise.all([...people, watcher, whole].map((p) => p.room.leave()));
  return room.match.record.events.length;
}

it('every game and seat count plays to its end with people and bots', async () => {
  const t0 = Date.now();
  const lengths = await Promise.all(CASES.map((c, n) => playOut(c, n)));
  console.log(
    `games: ${CASES.map((c, i) => `${c.game}/${c.seats}: ${lengths[i]} events`).join(', ')} in ${Date.now() - t0} ms`,
  );
}, 400_000);
