/**
 * The server's Match steps a game's flow where the game has one: after every event of whole games,
 * everything a client is told (each viewer's view, redacted events, legal moves, the chart, the
 * result, who may take the move back) and the record are what the game's XState actor gives.
 */
import { expect, it } from 'vitest';
import '../../../machines/registry';
import { type AnyGameModule, loadGame, type Viewer } from '../../../machines/core/game';
import { Match } from '../../../server/match';

const withoutFlow = (m: AnyGameModule): AnyGameModule => ({ ...m, conformance: { ...m.conformance, flow: undefined } });

/** All a client may learn of the match now, as text. */
function told(match: Match, viewers: Viewer[], emitted: Parameters<Match['redact']>[0]) {
  return JSON.stringify({
    views: viewers.map((v) => match.view(v)),
    emitted: viewers.map((v) => match.redact(emitted, v)),
    legal: viewers.map((v) => (v === 'spectator' ? [] : match.legalMoves(v))),
    active: match.activeSeats(),
    chart: match.chart(),
    result: match.result(),
    undo: match.undoSeat(),
    count: match.eventCount,
  });
}

async function sideBySide(id: string, seats: number, options?: object) {
  const m = await loadGame(id);
  expect(m.conformance?.flow).toBeDefined();
  const viewers: Viewer[] = ['spectator', ...Array.from({ length: seats }, (_, i) => i)];
  const opts = { ...m.defaultOptions(seats), ...options };
  const seed = `match-${id}-${seats}`;
  const byFlow = new Match(m, seats, opts, [], seed);
  const byActor = new Match(withoutFlow(m), seats, opts, [], seed);
  expect(told(byFlow, viewers, byFlow.setupEmitted)).toBe(told(byActor, viewers, byActor.setupEmitted));
  let undone = 0;
  let again = -1; // the move taken back last (played again, not taken back again)
  for (let n = 0; n < 3000 && !byActor.result().over; n++) {
    const active = byActor.activeSeats();
    const seat = active[n % active.length] as number;
    const legal = byActor.legalMoves(seat).filter((e) => e.type !== 'CONCEDE');
    // A move for another seat, and one nudged off the rules, are refused alike.
    const bad = { ...(legal[0] as object), type: legal[0]?.type, seat: (seat + 1) % seats, extra: n };
    expect(JSON.stringify(byFlow.apply(bad as never, seat, 'human'))).toBe(
      JSON.stringify(byActor.apply(bad as never, seat, 'human')),
    );
    const event = legal[(n * 7919) % legal.length] as never;
    const a = byActor.apply(event, seat, 'human');
    const f = byFlow.apply(event, seat, 'human');
    expect(JSON.stringify(f), `${id} move ${n}`).toBe(JSON.stringify(a));
    expect(told(byFlow, viewers, f.ok ? f.step.emitted : []), `${id} move ${n}`).toBe(
      told(byActor, viewers, a.ok ? a.step.emitted : []),
    );
    // Now and then a move taken back, then played again.
    if (n % 17 === 0 && n !== again && byActor.canUndo()) {
      expect(byFlow.undo()).toBe(byActor.undo());
      expect(told(byFlow, viewers, [])).toBe(told(byActor, viewers, []));
      undone++;
      again = n--;
    }
  }
  expect(byActor.result().over).toBe(true);
  expect({ ...byFlow.record, meta: null }).toEqual({ ...byActor.record, meta: null }); // (made a moment apart)
  byFlow.stop();
  byActor.stop();
  return undone;
}

it('a match stepped by the flow tells every viewer what the actor’s tells, move by move, undo included', async () => {
  expect(await sideBySide('temperaments', 4)).toBeGreaterThan(0);
  await sideBySide('temperaments', 2);
  await sideBySide('clouds', 3, { roundLimit: 3 });
  await sideBySide('northwood', 1);
}, 180_000);
