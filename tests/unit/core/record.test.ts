import { beforeAll, describe, expect, it } from 'vitest';
import { startGame, stepGame } from '../../../machines/core/engine';
import { loadedGame, registerModule } from '../../../machines/core/game';
import { type GameRecord, newRecord, parseRecord, replay } from '../../../machines/core/record';
import { nim } from '../../fixtures/nim';

beforeAll(() => registerModule(nim));

function playedRecord(seed: string, moves: number): GameRecord {
  const rec = newRecord(nim, seed, 2, nim.defaultOptions(2));
  let snap = startGame(nim, { seed, seats: 2, options: rec.options }).snapshot;
  for (let i = 0; i < moves; i++) {
    const seat = nim.activeSeats(snap)[0];
    if (seat === undefined) break;
    const ev = nim.legalMoves(snap, seat)[0];
    if (!ev) break;
    const res = stepGame(nim, snap, ev);
    if (!res.ok) throw new Error(res.reason.message);
    snap = res.snapshot;
    rec.events.push(ev);
  }
  return rec;
}

const parse = (text: string, expect?: string) => parseRecord(text, loadedGame, expect);

describe('engine stepping', () => {
  it('an illegal event leaves the very same snapshot and gives the reason', () => {
    const { snapshot } = startGame(nim, { seed: 's', seats: 2, options: { maxTake: 3 } });
    const other = 1 - (nim.activeSeats(snapshot)[0] as number);
    const res = stepGame(nim, snapshot, { type: 'TAKE', seat: other, n: 1 } as never);
    expect(res.ok).toBe(false);
    expect(res.snapshot).toBe(snapshot);
    if (!res.ok) expect(res.reason.code).toBe('notYourTurn');
    const unknown = stepGame(nim, snapshot, { type: 'FLY' } as never);
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.reason.code).toBe('unknownEvent');
  });

  it('an accepted event returns the emitted events in order', () => {
    const { snapshot } = startGame(nim, { seed: 's', seats: 2, options: { maxTake: 3 } });
    const seat = nim.activeSeats(snapshot)[0] as number;
    const res = stepGame(nim, snapshot, { type: 'TAKE', seat, n: 2 } as never);
    expect(res.ok).toBe(true);
    if (res.ok) expect(res.emitted).toEqual([{ type: 'took', seat, n: 2 }]);
  });
});

describe('GameRecord', () => {
  it('replays seed + events to exactly the same snapshot', () => {
    const rec = playedRecord('replay-me', 100);
    const a = replay(nim, rec);
    const b = replay(nim, JSON.parse(JSON.stringify(rec)));
    expect(a.ok && b.ok).toBe(true);
    expect(a.snapshot.context).toEqual(b.snapshot.context);
    expect(nim.result(a.snapshot).over).toBe(true);
    // time travel: stopping after k events gives that moment
    const early = replay(nim, rec, 1);
    expect(early.snapshot.context.taken).toHaveLength(1);
  });

  it('parses a good record', () => {
    const rec = playedRecord('good', 3);
    const res = parse(JSON.stringify(rec), 'fixture-nim');
    expect(res.ok).toBe(true);
    if (res.ok) expect(res.snapshot.context.taken).toHaveLength(3);
  });

  it('refuses text that is not JSON', () => {
    const res = parse('{"format":1, oops');
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.error.code).toBe('notJson');
      expect(res.error.message).toMatch(/not JSON/);
    }
  });

  it('refuses a record of the wrong shape, naming the field', () => {
    const rec = { ...playedRecord('shape', 1), events: 'lots' };
    const res = parse(JSON.stringify(rec));
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.error.code).toBe('badShape');
      expect(res.error.message).toMatch(/events/);
    }
    const noFormat = parse(JSON.stringify({ ...playedRecord('shape', 1), format: 2 }));
    expect(!noFormat.ok && noFormat.error.message).toMatch(/format/);
  });

  it('refuses an unknown game and a record of another game', () => {
    const unknown = parse(JSON.stringify({ ...playedRecord('g', 1), game: 'chess' }));
    expect(!unknown.ok && unknown.error.code).toBe('unknownGame');
    expect(!unknown.ok && unknown.error.message).toMatch(/chess/);
    const wrong = parse(JSON.stringify(playedRecord('g', 1)), 'northwood');
    expect(!wrong.ok && wrong.error.code).toBe('wrongGame');
  });

  it('refuses another rules version, bad seats and bad options', () => {
    expect(parse(JSON.stringify({ ...playedRecord('v', 1), rulesVersion: 9 }))).toMatchObject({
      ok: false,
      error: { code: 'rulesVersion', versions: { saved: 9, now: 1 } },
    });
    expect(parse(JSON.stringify({ ...playedRecord('v', 0), seats: 7 }))).toMatchObject({
      ok: false,
      error: { code: 'badSeats' },
    });
    expect(parse(JSON.stringify({ ...playedRecord('v', 0), options: { maxTake: 9 } }))).toMatchObject({
      ok: false,
      error: { code: 'badOptions' },
    });
  });

  it('refuses an unknown event, with its index', () => {
    const rec = playedRecord('unknown-event', 3);
    rec.events.splice(2, 0, { type: 'CHEAT' });
    const res = parse(JSON.stringify(rec));
    expect(res).toMatchObject({ ok: false, error: { code: 'unknownEvent', index: 2 } });
    expect(!res.ok && res.error.message).toMatch(/Event 2.*CHEAT/);
  });

  it('refuses an event that is illegal at its step, with its index and reason', () => {
    const rec = playedRecord('illegal', 4);
    const e1 = rec.events[1] as { type: string; seat: number; n: number };
    rec.events[1] = { ...e1, seat: 1 - e1.seat } as { type: string };
    const res = parse(JSON.stringify(rec));
    expect(res).toMatchObject({
      ok: false,
      error: { code: 'illegalEvent', index: 1, reason: { code: 'notYourTurn' } },
    });
    expect(!res.ok && res.error.message).toMatch(/Event 1 \(TAKE\) is illegal/);
  });
});
