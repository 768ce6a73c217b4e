/**
 * The chronicle in the machine (machines/clouds/chronicle.ts): which emitted events the public log
 * keeps and in what order, that a replay rebuilds it, that bots' rollouts never write it, and that
 * every view of one moment shares one copy of it.
 */
import { describe, expect, it } from 'vitest';
import { logEntry } from '../../../machines/clouds/chronicle';
import { cloudsFlow } from '../../../machines/clouds/machine';
import type { CloudsEmitted, Ctx, LogEntry } from '../../../machines/clouds/types';
import { view } from '../../../machines/clouds/view';
import { GameRunner } from '../../../machines/core/engine';
import { logEntries } from '../../../machines/core/log';
import { replay } from '../../../machines/core/record';
import { clouds, line, table } from './helpers';

const A = 0;
const B = 1;

/** A whole game of heuristic bots through the machine, with everything it emitted and its record. */
function botGame(seed: string, seats: number) {
  const runner = new GameRunner(clouds, { seed, seats, options: { roundLimit: 8 } });
  const bot = clouds.bots.heuristic?.({ seed });
  const emitted: CloudsEmitted[] = [...(runner.setupEmitted as CloudsEmitted[])];
  const events: unknown[] = [];
  while (runner.snapshot.status !== 'done' && events.length < 3000) {
    const seat = clouds.activeSeats(runner.snapshot)[0] as number;
    const ev = bot?.choose(runner.snapshot, seat);
    const res = runner.send(ev as never);
    if (!res.ok) throw new Error(res.reason.message);
    events.push(res.event);
    emitted.push(...(res.emitted as CloudsEmitted[]));
  }
  const ctx = runner.snapshot.context as Ctx;
  runner.stop();
  return { ctx, emitted, events };
}

describe('the chronicle (machines/clouds/chronicle.ts)', () => {
  it('keeps a move, its mood token, the attack and the capture, in order, and not the selection or statuses', () => {
    const t = table(
      [
        { id: 'e1', owner: A, pos: [5, 10] },
        { id: 'u5', owner: B, pos: [8, 10], vigor: 2 },
        { id: 'u4', owner: B, pos: [20, 20] },
      ],
      { tokens: [[6, 10]] },
    );
    const before = logEntries(t.ctx.log).length;
    t.move('e1', line(5, 10, 1, 0, 3), 'u5');
    const added = logEntries(t.ctx.log).slice(before);
    expect(added.map((e) => e.type)).toEqual(['pointerMoved', 'moodTaken', 'attacked', 'cardCaptured']);
    expect(added[0]).toEqual({ type: 'pointerMoved', seat: A, cardId: 'e1', reason: 'move', steps: 3, to: [8, 10] });
    expect(added[2]).toMatchObject({ cardId: 'e1', targetId: 'u5', targetSeat: B, captured: true });
    expect(added[3]).toEqual({ type: 'cardCaptured', cardId: 'u5', by: 'e1', from: B, to: A });
  });

  it('is the chronicle’s part of every event emitted, in the order emitted, and a replay rebuilds it', () => {
    for (const seats of [2, 4]) {
      const { ctx, emitted, events } = botGame(`chronicle-${seats}`, seats);
      const log = logEntries(ctx.log);
      const kept = emitted.map(logEntry).filter((e): e is LogEntry => e !== null);
      expect(log).toEqual(kept);
      const types = new Set(log.map((e) => e.type));
      for (const t of ['cardDrafted', 'pointerPlaced', 'tokenPlaced', 'pointerMoved', 'roundStarted', 'gameOver'])
        expect(types).toContain(t);
      // cosmetic events stay out
      for (const t of ['cardSelected', 'cardDeselected', 'turnStarted', 'statusChanged', 'actionEnded', 'moodChanged'])
        expect(types).not.toContain(t);
      // the setup in a compact form: no cells, no paths
      for (const e of log) expect(Object.keys(e)).not.toContain('path');
      const record = {
        game: 'clouds',
        rulesVersion: clouds.rulesVersion,
        seed: `chronicle-${seats}`,
        seats,
        options: { roundLimit: 8 },
        events,
      };
      const again = replay(clouds, record as never);
      expect(again.ok).toBe(true);
      expect(JSON.stringify((again.snapshot.context as Ctx).log)).toBe(JSON.stringify(ctx.log));
    }
  });

  it('is not written in a rollout (the flow stepped without `out`): bots pay nothing for it', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    const ctx = t.ctx;
    const sel = cloudsFlow.step(ctx, { type: 'SELECT_CARD', seat: A, cardId: 'e1' }) as Ctx;
    const moved = cloudsFlow.step(sel, { type: 'MOVE', seat: A, cardId: 'e1', path: line(5, 10, 1, 0, 2) }) as Ctx;
    expect(moved.log).toBe(ctx.log);
    // the same step watched (`out` given) writes it
    const out: CloudsEmitted[] = [];
    const watched = cloudsFlow.step(sel, { type: 'MOVE', seat: A, cardId: 'e1', path: line(5, 10, 1, 0, 2) }, { out });
    expect(watched?.log?.prev).toBe(ctx.log);
    expect(watched?.log?.events[0]).toMatchObject({ type: 'pointerMoved', steps: 2 });
  });

  it('is copied once per moment: every view shares it, and a step that adds nothing keeps it', () => {
    const t = table([
      { id: 'e1', owner: A, pos: [5, 10] },
      { id: 'u4', owner: B, pos: [20, 20] },
    ]);
    t.move('e1', line(5, 10, 1, 0, 2));
    const a = view(t.ctx, 'spectator').log;
    expect(view(t.ctx, A).log).toBe(a);
    expect(view(t.ctx, B).log).toBe(a);
    t.send({ type: 'SELECT_CARD', seat: B, cardId: 'u4' }); // selecting is not a chronicle's
    expect(view(t.ctx, 'spectator').log).toBe(a);
    t.send({ type: 'SKIP', seat: B, cardId: 'u4' });
    const b = view(t.ctx, 'spectator').log;
    expect(b).not.toBe(a);
    expect(b.slice(0, a.length)).toEqual(a);
    expect(b.slice(a.length)).toEqual([
      { type: 'skipped', seat: B, cardId: 'u4', from: 5, to: 5 },
      { type: 'roundStarted', round: 2 },
    ]);
  });
});
