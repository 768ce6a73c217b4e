/**
 * The inspector's diagram model and layout, for the fixture and every registered game: the model
 * read through `xstate/graph` agrees with the machine's own config (states, nesting, kinds,
 * transitions, guards), the active configuration and the transitions taken are right, and ELK lays
 * every machine out (boxes nested in their parents, every arrow routed). Layout time is printed.
 */

import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import '../../machines/registry';
import { startGame, stepGame } from '../../machines/core/engine';
import { loadGame, registeredGames } from '../../machines/core/game';
import { playGame } from '../../machines/core/sim';
import {
  estimate,
  layoutMachine,
  layoutModel,
  layoutSignature,
  packLayout,
  unpackLayout,
} from '../../src/debug/layout';
import {
  activeIds,
  activeLeaves,
  diagramModel,
  eventLabel,
  guardLabel,
  modelStats,
  takenEdges,
} from '../../src/debug/model';
import { Moments } from '../../src/debug/moments';
import { Session } from '../../src/session/session';
import { nim } from '../fixtures/nim';

type Config = {
  type?: string;
  states?: Record<string, Config>;
  on?: Record<string, unknown>;
  always?: unknown;
  onDone?: unknown;
};

/** Counts straight from the machine's config (independent of the model's code path). */
function configCounts(machine: AnyStateMachine) {
  let nodes = 0;
  let edges = 0;
  let internal = 0;
  let guarded = 0;
  let finals = 0;
  let parallels = 0;
  let depth = 0;
  const arr = (x: unknown): unknown[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
  const countT = (t: unknown) => {
    const tc = (typeof t === 'string' ? { target: t } : t) as { target?: unknown; guard?: unknown };
    const targets = arr(tc.target);
    if (tc.guard) guarded++;
    if (targets.length) edges += targets.length;
    else internal++;
  };
  const walk = (c: Config, d: number) => {
    nodes++;
    depth = Math.max(depth, d);
    if (c.type === 'final') finals++;
    if (c.type === 'parallel') parallels++;
    for (const ts of Object.values(c.on ?? {})) for (const t of arr(ts)) countT(t);
    for (const t of arr(c.always)) countT(t);
    for (const t of arr(c.onDone)) countT(t);
    for (const s of Object.values(c.states ?? {})) walk(s, d + 1);
  };
  walk(machine.config as Config, 0);
  return { nodes, edges, internal, guarded, depth, finals, parallels };
}

describe('diagram model (fixture)', () => {
  const model = diagramModel(nim.machine);

  it('has the nested states, their kinds and initial children', () => {
    expect(model.order).toEqual([
      'nim',
      'nim.turn',
      'nim.turn.placement',
      'nim.turn.resolution',
      'nim.turn.cleanup',
      'nim.over',
    ]);
    expect(model.nodes.get('nim.turn')?.initial).toBe('nim.turn.placement');
    expect(model.nodes.get('nim.turn.resolution')?.parent).toBe('nim.turn');
    expect(model.nodes.get('nim.over')?.kind).toBe('final');
    expect(modelStats(model)).toEqual({
      nodes: 6,
      edges: 4,
      internal: 0,
      guarded: 2,
      depth: 2,
      finals: 1,
      parallels: 0,
    });
  });

  it('labels transitions with their events and guards; eventless ones as always', () => {
    const labels = model.edges.map(
      (e) =>
        `${e.source.split('.').pop()}-${eventLabel(e)}${e.guard ? `[${e.guard}]` : ''}->${e.target.split('.').pop()}`,
    );
    expect(labels).toEqual([
      'placement-TAKE[legal]->resolution',
      'resolution-always[empty]->over',
      'resolution-always->cleanup',
      'cleanup-always->placement',
    ]);
    expect(guardLabel('x')).toBe('x');
    expect(guardLabel({ type: 'y' })).toBe('y');
    expect(guardLabel(undefined)).toBeNull();
  });

  it('knows the active configuration and which arrows a move took', () => {
    const s0 = startGame(nim, { seed: 'd', seats: 2, options: { maxTake: 3 } }).snapshot;
    const active = activeIds(s0);
    expect([...active].sort()).toEqual(['nim', 'nim.turn', 'nim.turn.placement']);
    expect(activeLeaves(model, active)).toEqual(['nim.turn.placement']);
    const seat = nim.activeSeats(s0)[0] as number;
    const ev = { type: 'TAKE', seat, n: 1 };
    const taken = takenEdges(nim.machine, s0, ev).map((step) =>
      step.map((e) => `${e.source.split('.').pop()}->${e.target.split('.').pop()}`),
    );
    expect(taken).toEqual([['placement->resolution'], ['resolution->cleanup'], ['cleanup->placement']]);
  });

  it('is built once per machine', () => {
    expect(diagramModel(nim.machine)).toBe(model);
  });
});

describe.each(registeredGames().map((g) => g.id))('diagram of %s', (id) => {
  it('agrees with the machine config and lays out cleanly', async () => {
    const module = await loadGame(id);
    const model = diagramModel(module.machine);
    const stats = modelStats(model);
    expect(stats).toEqual(configCounts(module.machine));
    // Every parent link is a real nesting, every edge joins two known states.
    for (const n of model.nodes.values()) {
      if (n.parent) expect(model.nodes.get(n.parent)?.children).toContain(n.id);
      if (n.initial) expect(n.children).toContain(n.initial);
    }
    for (const e of model.edges) {
      expect(model.nodes.has(e.source)).toBe(true);
      expect(model.nodes.has(e.target)).toBe(true);
    }
    // Guard names read as names, never as code.
    for (const e of [...model.edges, ...[...model.nodes.values()].flatMap((n) => n.internal)]) {
      if (e.guard) expect(e.guard).toMatch(/^[\p{L}\p{N}_.$ ∧∨¬()…ƒ-]+$/u);
    }
    // The start lights a leaf; every accepted event's transitions are found.
    const seats = module.seats.min;
    let s = startGame(module, { seed: 'diagram', seats, options: module.defaultOptions(seats) }).snapshot;
    expect(activeLeaves(model, activeIds(s)).length).toBeGreaterThan(0);
    for (let k = 0; k < 12 && s.status === 'active'; k++) {
      const seat = module.activeSeats(s)[0];
      if (seat === undefined) break;
      const move = module.legalMoves(s, seat)[0];
      if (!move) break;
      const taken = takenEdges(module.machine, s, move);
      expect(taken.length, `${move.type} took a transition`).toBeGreaterThan(0);
      const next = stepGame(module, s, move);
      expect(next.ok).toBe(true);
      s = next.snapshot;
      // The last arrow taken ends in the new configuration (unless it changed no state).
      const last = taken.at(-1)?.at(-1);
      if (last && !last.internal) expect(activeIds(s).has(last.target) || last.target === last.source).toBe(true);
    }

    const t0 = performance.now();
    const layout = await layoutModel(model);
    const ms = performance.now() - t0;
    console.log(
      `${id}: ${stats.nodes} states, ${stats.edges} arrows (+${stats.internal} internal), layout ${ms.toFixed(0)} ms (${layout.width.toFixed(0)}×${layout.height.toFixed(0)})`,
    );
    for (const g of layout.nodes.values()) {
      expect(g.w).toBeGreaterThan(0);
      const parent = g.node.parent ? layout.nodes.get(g.node.parent) : null;
      if (parent) {
        expect(g.x).toBeGreaterThanOrEqual(parent.x - 0.5);
        expect(g.y).toBeGreaterThanOrEqual(parent.y - 0.5);
        expect(g.x + g.w).toBeLessThanOrEqual(parent.x + parent.w + 0.5);
        expect(g.y + g.h).toBeLessThanOrEqual(parent.y + parent.h + 0.5);
      }
    }
    expect(layout.nodes.size).toBe(stats.nodes);
    expect(layout.edges.length).toBe(stats.edges);
    for (const e of layout.edges) expect(e.points.length).toBeGreaterThanOrEqual(2);
    // Cached: the second ask is the same layout.
    expect(await layoutMachine(module.machine)).toBe(await layoutMachine(module.machine));
    // Kept between visits: packed and read back identically, refused for another chart.
    const sig = layoutSignature(model, estimate);
    const packed = packLayout(layout, sig);
    const back = unpackLayout(model, packed, sig);
    expect(back && packLayout(back, sig)).toBe(packed);
    expect(unpackLayout(model, packed, `${sig}x`)).toBeNull();
    expect(layoutSignature(diagramModel(nim.machine), estimate)).not.toBe(sig);
    const kept = new Map<string, string>();
    const store = { get: (k: string) => kept.get(k) ?? null, set: (k: string, v: string) => void kept.set(k, v) };
    kept.set(`scriptorium.debug.layout.${model.machineId}`, packed);
    const { layoutMachine: fresh } = await import('../../src/debug/layout?fresh' as string);
    const read = (await fresh(module.machine, estimate, [store])) as typeof layout;
    expect(read.ms).toBeLessThan(50);
    expect(packLayout(read, sig)).toBe(packed);
  });
});

/** A game of `id` at its most seats played by random bots for at most `moves` moves, with its record's events. */
async function randomGame(id: string, seed: string, moves: number) {
  const module = await loadGame(id);
  const seats = module.seats.max;
  const options = module.defaultOptions(seats);
  const game = playGame(module, seed, ['random'], seats, options, {}, moves, undefined, true);
  return { module, seats, options, events: game.record?.events ?? [] };
}

describe.each(registeredGames().map((g) => g.id))('transitions taken in %s', (id) => {
  it('the cheap walk along eventless arrows agrees with XState’s microsteps, move after move', async () => {
    const { module, seats, options, events } = await randomGame(id, 'taken', 300);
    let s = startGame(module, { seed: 'taken', seats, options }).snapshot;
    for (const ev of events) {
      const r = stepGame(module, s, ev, true);
      expect(r.ok).toBe(true);
      const ids = (steps: { id: string }[][]) => steps.map((x) => x.map((e) => e.id));
      expect([ev.type, ids(takenEdges(module.machine, s, ev, r.snapshot))]).toEqual([
        ev.type,
        ids(takenEdges(module.machine, s, ev)),
      ]);
      s = r.snapshot;
    }
  });
});

describe.each(registeredGames().map((g) => g.id))('time travel in %s', (id) => {
  it('rebuilds any moment from checkpoints exactly as a replay from the record does', async () => {
    const { module, seats, options, events } = await randomGame(id, 'moments', 150);
    const session = Session.newGame(module, { seed: 'moments', seats, options }, { autosave: false });
    // The first half is played unwatched (its checkpoints made by one replay), the rest watched.
    const half = Math.floor(events.length / 2);
    for (const ev of events.slice(0, half)) expect(session.send(ev as never, 'bot').ok).toBe(true);
    const moments = new Moments(session, 8);
    for (const ev of events.slice(half)) expect(session.send(ev as never, 'bot').ok).toBe(true);
    const n = session.eventCount;
    for (const at of [0, 1, 7, 8, 9, Math.floor(n / 2), n - 1, n]) {
      const a = moments.at(at);
      const b = session.snapshotAt(at);
      expect([at, JSON.stringify(a.value), JSON.stringify(a.context)]).toEqual([
        at,
        JSON.stringify(b.value),
        JSON.stringify(b.context),
      ]);
    }
    // History cut back: later checkpoints are forgotten, earlier moments still right.
    session.rewind(Math.floor(n / 3));
    const at = Math.max(0, session.eventCount - 1);
    expect(JSON.stringify(moments.at(at).context)).toBe(JSON.stringify(session.snapshotAt(at).context));
    moments.dispose();
    session.dispose();
  });
});
