/**
 * Every client is sent, byte for byte, `JSON.stringify` of its step message: the server's way of
 * making them (`StepMessages`: views, diffs and their text made once for the viewers that share
 * them) changes nothing a client receives.
 */
import { expect, it } from 'vitest';
import '../../../machines/registry';
import { loadGame, type Viewer } from '../../../machines/core/game';
import { Match } from '../../../server/match';
import type { TurnClock } from '../../../server/protocol';
import { StepMessages } from '../../../server/step';
import { viewDiff } from '../../../server/view-diff';

async function wholeGames(id: string, seats: number, options?: object) {
  const m = await loadGame(id);
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, i) => i), 'spectator'];
  const players = viewers.slice(0, -1).map((_, i) => ({ name: `P${i}`, kind: 'human' as const }));
  const match = new Match(m, seats, { ...m.defaultOptions(seats), ...options }, players, `step-${id}-${seats}`);
  // Clients: one per viewer taking diffs, a second spectator, one taking whole views, and one of
  // seat 0 sent every third event only (its last view older than the others').
  const clients = [
    ...viewers.map((viewer) => ({ viewer, diffs: true, every: 1, sent: match.view(viewer) })),
    { viewer: 'spectator' as Viewer, diffs: true, every: 1, sent: match.view('spectator') },
    { viewer: 1 % seats, diffs: false, every: 1, sent: null as unknown },
    { viewer: 0, diffs: true, every: 3, sent: match.view(0) },
  ];
  let checked = 0;
  for (let n = 0; n < 3000 && !match.result().over; n++) {
    const active = match.activeSeats();
    const seat = active[n % active.length] as number;
    const legal = match.legalMoves(seat).filter((e) => e.type !== 'CONCEDE');
    const res = match.apply(legal[(n * 7919) % legal.length] as never, seat, n % 5 ? 'human' : 'bot');
    if (!res.ok) throw new Error(res.reason.message);
    const step = res.step;
    const clock: TurnClock =
      n % 2 ? { turnEndsAt: 1e12 + n, turnMs: n, turnSeat: seat } : { turnEndsAt: null, turnMs: null, turnSeat: null };
    const messages = new StepMessages(match, step, clock);
    const undoSeat = match.undoSeat();
    for (const c of clients) {
      if (n % c.every) continue;
      const from = c.diffs ? c.sent : null;
      const { text, view } = messages.message(c.viewer, from);
      const mine = c.viewer === step.seat;
      // The plain way: this viewer alone, its own diff, the whole message through JSON.stringify.
      const diff = from === null ? null : viewDiff(from, view);
      const want = JSON.stringify({
        index: step.index,
        seat: step.seat,
        by: step.by,
        active: match.activeSeats(),
        result: match.result(),
        chart: match.chart(),
        ...clock,
        event: mine ? step.event : { type: step.event.type, seat: step.seat },
        emitted: match.redact(step.emitted, c.viewer),
        legal: c.viewer === 'spectator' || !match.activeSeats().includes(c.viewer) ? [] : match.legalMoves(c.viewer),
        canUndo: undoSeat === c.viewer,
        ...(diff ? { viewDiff: diff } : { view }),
      });
      if (text !== want) expect(text, `${id} ${c.viewer} after ${n + 1}`).toBe(want);
      expect(JSON.stringify(view)).toBe(JSON.stringify(match.view(c.viewer)));
      c.sent = view;
      checked++;
    }
  }
  expect(match.result().over).toBe(true);
  match.stop();
  return checked;
}

it('sends every client of whole games exactly the JSON of its step message', async () => {
  expect(await wholeGames('temperaments', 4)).toBeGreaterThan(700);
  expect(await wholeGames('temperaments', 2)).toBeGreaterThan(200);
  expect(await wholeGames('clouds', 3, { roundLimit: 3 })).toBeGreaterThan(300);
  expect(await wholeGames('northwood', 1)).toBeGreaterThan(100);
}, 120_000);
