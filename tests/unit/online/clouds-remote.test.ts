/**
 * Cloud Marches through the app's remote Session against a real server: a seat has no snapshot, yet
 * it reads its selected card's reach off its legal moves and view (what the table lights), its
 * `check` accepts another spelling of a listed MOVE (a detour) and refuses a jump, and the server
 * records the move in the canonical form the seat worked out; the other seat sees the card there.
 */
import { expect, it } from 'vitest';
import '../../../machines/registry';
import { reachFromMoves } from '../../../machines/clouds/listed';
import type { CloudsEvent, Move } from '../../../machines/clouds/types';
import type { CloudsView } from '../../../machines/clouds/view';
import { loadGame } from '../../../machines/core/game';
import { RemoteSession } from '../../../src/session/remote';
import { serverForFile, until } from './harness';

const server = serverForFile();

it('a remote seat lights its card’s reach and moves it by a listed move; another spelling is checked as it', async () => {
  const module = await loadGame('clouds');
  const ann = await RemoteSession.create(server.url, loadGame, {
    game: 'clouds',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Ann',
    identity: 'ann-clouds-remote',
  });
  const bob = await RemoteSession.join(server.url, loadGame, ann.code, { name: 'Bob', identity: 'bob-clouds-remote' });
  ann.start();
  await until(() => ann.started && bob.started, 10_000, 'the start');
  const people = [ann, bob];
  let done = false;
  for (let i = 0; i < 200 && !done; i++) {
    await until(() => people.some((p) => p.activeSeats().includes(p.seat as number)), 10_000, 'someone’s turn');
    const me = people.find((p) => p.activeSeats().includes(p.seat as number)) as RemoteSession;
    const other = me === ann ? bob : ann;
    const seat = me.seat as number;
    const v = me.view() as CloudsView;
    const legal = me.legalMoves(seat) as CloudsEvent[];
    const count = me.eventCount;
    const r = v.phase === 'abilityWindow' && v.current ? reachFromMoves(v, legal, v.current.cardId) : null;
    // a plain move with room for a detour (there and back on its first step)
    const rc = r?.cells.find((c) => !c.targets.length && c.path.length + 2 <= r.A && c.path.length > 1);
    if (r && rc) {
      const listed = legal.filter((e): e is Move => e.type === 'MOVE');
      expect(listed.length).toBeGreaterThan(0);
      const first = rc.path[0] as [number, number];
      const spelled: Move = { type: 'MOVE', seat, cardId: r.cardId, path: [first, r.from, ...rc.path] };
      expect(listed.some((e) => JSON.stringify(e.path) === JSON.stringify(spelled.path))).toBe(false);
      expect(me.check(spelled)).toBeNull();
      const canon = module.canonicalFromView?.(v, legal, spelled);
      expect(listed).toContain(canon);
      // a jump over its first cell is no spelling of anything
      expect(me.check({ ...spelled, path: rc.path.slice(1) })?.code).toBe('rejected');
      me.send(spelled);
      await until(() => other.eventCount > count, 10_000, 'the move at the other seat');
      expect(me.record.events[count]).toEqual(canon);
      const end = (canon as Move).path.at(-1);
      expect((other.view() as CloudsView).cards.find((c) => c.id === r.cardId)?.pos).toEqual(end);
      done = true;
      break;
    }
    const next = legal.find((e) => e.type !== 'CONCEDE') as CloudsEvent;
    expect(me.check(next)).toBeNull();
    me.send(next);
    await until(() => me.eventCount > count, 10_000, `the answer to ${next.type}`);
  }
  expect(done).toBe(true);
  ann.dispose();
  bob.dispose();
}, 120_000);
