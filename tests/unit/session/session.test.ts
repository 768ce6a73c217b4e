import { beforeAll, describe, expect, it } from 'vitest';
import { loadedGame, registerModule } from '../../../machines/core/game';
import { BotDriver, LocalBackend } from '../../../src/session/bot-driver';
import { type SaveStore, Session } from '../../../src/session/session';
import { nim } from '../../fixtures/nim';

beforeAll(() => registerModule(nim));

/** A save store that remembers every write, and can refuse. */
function memoryStore(): SaveStore & { saves: string[] } {
  const saves: string[] = [];
  return {
    saves,
    write(_game, json) {
      saves.push(json);
      return true;
    },
  };
}

function newNim(store = memoryStore()) {
  const players = [
    { name: 'Ann', kind: 'human' as const },
    { name: 'Bot', kind: 'human' as const },
  ];
  return { store, s: Session.newGame(nim, { seed: 'session', players }, { store }) };
}

describe('Session', () => {
  it('accepts a legal move, appends it, autosaves and reports what was emitted', () => {
    const { s, store } = newNim();
    const seat = s.activeSeats()[0] as number;
    const steps: string[] = [];
    s.on('step', (i) => steps.push(`${i.index}:${i.event.type}:${i.emitted.map((e) => e.type).join(',')}`));
    expect(s.send({ type: 'TAKE', seat, n: 2 }).ok).toBe(true);
    expect(s.record.events).toEqual([{ type: 'TAKE', seat, n: 2 }]);
    expect(steps).toEqual(['0:TAKE:took']);
    expect(JSON.parse(store.saves.at(-1) as string).events).toHaveLength(1);
  });

  it('refuses an illegal move with the reason and changes nothing', () => {
    const { s, store } = newNim();
    const before = s.snapshot;
    const saves = store.saves.length;
    const other = 1 - (s.activeSeats()[0] as number);
    const rejected: string[] = [];
    s.on('rejected', (r) => rejected.push(r.reason.code));
    const res = s.send({ type: 'TAKE', seat: other, n: 1 });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.reason.code).toBe('notYourTurn');
    expect(s.snapshot).toBe(before);
    expect(s.record.events).toHaveLength(0);
    expect(store.saves.length).toBe(saves);
    expect(rejected).toEqual(['notYourTurn']);
  });

  it('takes back an undoable move by replay, and never a bot move', () => {
    const { s } = newNim();
    const seat = s.activeSeats()[0] as number;
    const pile = s.snapshot.context.pile;
    s.send({ type: 'TAKE', seat, n: 3 });
    expect(s.canUndo()).toBe(true);
    expect(s.undo()).toBe(true);
    expect(s.snapshot.context.pile).toBe(pile);
    expect(s.record.events).toHaveLength(0);
    expect(s.canUndo()).toBe(false);
    s.send({ type: 'TAKE', seat, n: 1 }, 'bot');
    expect(s.canUndo()).toBe(false);
  });

  it('resumes a saved game at exactly the same position, and refuses a corrupt save', () => {
    const { s, store } = newNim();
    for (let i = 0; i < 3; i++) s.send({ type: 'TAKE', seat: s.activeSeats()[0] as number, n: 1 });
    const json = store.saves.at(-1) as string;
    const back = Session.resume(json, loadedGame, 'fixture-nim', { store });
    expect(back.ok).toBe(true);
    if (back.ok) {
      expect(back.session.snapshot.context).toEqual(s.snapshot.context);
      expect(back.session.snapshot.value).toEqual(s.snapshot.value);
    }
    const writes = store.saves.length;
    const bad = Session.resume(json.replace('"TAKE"', '"STEAL"'), loadedGame, 'fixture-nim', { store });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/STEAL/);
    expect(store.saves.length).toBe(writes); // the good save was not overwritten
  });

  it('travels in time by replay without touching the present', () => {
    const { s } = newNim();
    for (let i = 0; i < 4; i++) s.send({ type: 'TAKE', seat: s.activeSeats()[0] as number, n: 1 });
    const pile = s.snapshot.context.pile;
    expect(s.snapshotAt(1).context.taken).toEqual([1]);
    expect(s.snapshotAt(0).context.pile).toBe(pile + 4);
    expect(s.snapshot.context.pile).toBe(pile);
  });

  it('guards (the tutorial) refuse moves before the rules see them', () => {
    const { s } = newNim();
    const seat = s.activeSeats()[0] as number;
    const off = s.addGuard((ev) => (ev.n === 2 ? null : { code: 'tutorial', message: 'Take two, as the step says.' }));
    const res = s.send({ type: 'TAKE', seat, n: 1 });
    expect(!res.ok && res.reason.code).toBe('tutorial');
    expect(s.send({ type: 'TAKE', seat, n: 2 }).ok).toBe(true);
    off();
    expect(s.send({ type: 'TAKE', seat: 1 - seat, n: 1 }).ok).toBe(true);
  });
});

describe('BotDriver', () => {
  it('plays the bot seats to the end of the game, waiting at the gate', async () => {
    const store = memoryStore();
    const s = Session.newGame(
      nim,
      {
        seed: 'bots',
        players: [
          { name: 'A', kind: 'bot', level: 'normal' },
          { name: 'B', kind: 'bot', level: 'normal' },
        ],
      },
      { store },
    );
    let gates = 0;
    // The bot asks only once the table is still, and answers only when it is still again.
    let open = false;
    const backend = new LocalBackend();
    const request = backend.request.bind(backend);
    backend.request = (req) => {
      expect(open, 'asked while the table was still animating').toBe(true);
      open = false;
      return request(req);
    };
    const driver = new BotDriver(s, backend, BotDriver.seatsFrom(s), async () => {
      gates++;
      open = true;
    });
    const done = new Promise<void>((resolve) => s.on('step', () => s.over && resolve()));
    driver.start();
    await done;
    driver.stop();
    expect(s.over).toBe(true);
    expect(gates).toBe(2 * s.eventCount);
    expect(s.record.events.every((_, i) => s.authorOf(i) === 'bot')).toBe(true);
  });
});
