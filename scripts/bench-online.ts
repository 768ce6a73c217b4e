/**
 * `npm run bench -- online`: the game server in a child process on a loopback port (4600–4699),
 * real colyseus.js clients here (taking steps as view diffs, as the app does).
 * - Move round trip (a person sends a move; its own step arrives and its view is rebuilt): p50/p95
 *   with 1 room, then with 100 rooms of easy bots playing at full speed beside it.
 * - Server CPU per accepted event, the views for every seat included: the child's user and system
 *   CPU time (all threads) from start to last event of 3 whole 4-seat Four Temperaments games of 4
 *   people and a spectator (the lobby's joins are not counted), after three warm-up games; also by
 *   thread (the rooms' thread, V8's compiler and collector threads).
 * Bounded: every phase stops after its count or its time, and the child is stopped at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { S, type SeatPlan, type StepMsg } from '../server/protocol';
import { autoplay, create, join as joinRoom, type Seated } from '../tests/unit/online/harness';

const root = join(import.meta.dirname, '..');

interface Child {
  proc: ChildProcess;
  url: string;
  pid: number;
  /** Sends a command line to the child and waits for its answer (`prof start`, `prof stop <file>`). */
  ask(line: string): Promise<void>;
}

function child(): Promise<Child> {
  // BENCH_CPU_PROF=<dir>: the server writes V8 CPU profiles there (main thread and bot threads).
  const prof = process.env.BENCH_CPU_PROF;
  const proc = spawn(
    process.execPath,
    [
      ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []),
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      join(root, 'scripts/bench-online-server.ts'),
    ],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const answers: (() => void)[] = [];
  // BENCH_CHILD_OUT=<file>: what the server prints (with BENCH_NODE_FLAGS='--trace-opt', say).
  const out = process.env.BENCH_CHILD_OUT ? createWriteStream(process.env.BENCH_CHILD_OUT) : null;
  proc.stdout?.on('data', (d: Buffer) => {
    out?.write(d);
    for (const _ of String(d).matchAll(/^PROF /gm)) answers.shift()?.();
  });
  const ask = (line: string) =>
    new Promise<void>((resolve) => {
      answers.push(resolve);
      proc.stdin?.write(`${line}\n`);
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bench server did not start in 60 s')), 60_000);
    proc.stdout?.on('data', (d: Buffer) => {
      const m = /URL (\S+) PID (\d+)/.exec(String(d));
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ proc, url: m[1], pid: Number(m[2]), ask });
      }
    });
  });
}

/** CPU seconds the process has used (all its threads): user, system (the kernel's, sockets included). */
function cpuOf(pid: number, thread?: number): { user: number; system: number } {
  const stat = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
  const fields = stat.split(') ')[1]?.split(' ') ?? [];
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 }; // clock ticks (100/s)
}

/** CPU seconds by thread name (V8's helpers, libuv's, bot threads) summed, to see what else than the main thread works. */
function byThread(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${t}/stat`, 'utf8');
    const name = Number(t) === pid ? 'main' : `${stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))}#${t}`;
    const c = cpuOf(pid, Number(t));
    out.set(name, (out.get(name) ?? 0) + c.user + c.system);
  }
  return out;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round((s[Math.min(s.length - 1, Math.floor(p * s.length))] as number) * 100) / 100 : null;
};

/** Two people play Four Temperaments; every move of either is timed from send to its own step. */
async function roundTrips(url: string, n: number, limitMs: number): Promise<number[]> {
  const times: number[] = [];
  const t0 = Date.now();
  while (times.length < n && Date.now() - t0 < limitMs) {
    const plan: SeatPlan[] = [{ kind: 'human' }, { kind: 'human' }];
    const a = await create(url, {
      game: 'temperaments',
      seats: plan,
      name: 'A',
      identity: `bench-a-${t0}-${times.length}`,
    });
    await a.until(() => a.welcome !== null);
    const b = await joinRoom(url, a.room.roomId, { name: 'B', identity: `bench-b-${t0}-${times.length}` });
    await b.until(() => b.welcome !== null);
    a.room.send('start');
    await a.until(() => a.active.length > 0);
    const players = [a, b];
    while (!a.over && times.length < n && Date.now() - t0 < limitMs) {
      const p = players.find((q) => q.seat !== null && q.active.includes(q.seat) && q.legal.length) as
        | Seated
        | undefined;
      if (!p) {
        await Promise.race(players.map((q) => q.next(S.step, 5000).catch(() => null)));
        continue;
      }
      const move = p.legal[Math.floor(Math.random() * p.legal.length)];
      const sent = performance.now();
      const step = p.next(S.step, 5000);
      p.room.send('move', move);
      const msg = (await step) as StepMsg;
      if (msg.seat === p.seat) times.push(performance.now() - sent);
      await new Promise((r) => setTimeout(r, 60)); // a person's pace (and under the rate limit)
    }
    await Promise.all(players.map((q) => q.room.leave()));
  }
  return times;
}

/** Rooms of four easy bots, watched by their creator, replaced as they finish. */
function botRooms(url: string, count: number) {
  let stopped = false;
  let events = 0;
  const rooms = new Set<Seated>();
  const plan: SeatPlan[] = Array.from({ length: 4 }, () => ({ kind: 'bot', level: 'easy' }));
  const open = async (i: number): Promise<void> => {
    if (stopped) return;
    const w = await create(url, {
      game: 'temperaments',
      seats: plan,
      identity: `bench-watch-${i}-${Date.now()}`,
    }).catch(
      () => null, // a loaded machine may let a seat reservation lapse: that room is simply not opened
    );
    if (!w) return;
    rooms.add(w);
    w.listeners.push((type) => {
      if (type !== S.step) return;
      events++;
      if (w.over) {
        rooms.delete(w);
        void w.room.leave().then(() => open(i));
      }
    });
    await w.until(() => w.welcome !== null);
    w.room.send('start');
  };
  return {
    // Opened ten at a time: a hundred at once would queue past Colyseus' seat reservation time.
    ready: (async () => {
      for (let i = 0; i < count; i += 10)
        await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, k) => open(i + k)));
    })(),
    get rooms() {
      return rooms.size;
    },
    get events() {
      return events;
    },
    async stop() {
      stopped = true;
      await Promise.all([...rooms].map((r) => r.room.leave().catch(() => {})));
    },
  };
}

type Cpu = { user: number; system: number };

/**
 * Four people (and a spectator) play one whole 4-seat game: the events the server accepted and its
 * CPU time from the start to the last event (creating, joining and leaving the room are not events).
 */
async function fourSeatGame(
  { url, pid, ask }: Child,
  tag: string,
  profile?: string,
): Promise<{ events: number; cpu: Cpu; threads: Map<string, number> }> {
  const plan: SeatPlan[] = Array.from({ length: 4 }, () => ({ kind: 'human' }));
  const host = await create(url, { game: 'temperaments', seats: plan, name: 'P0', identity: `bench-cpu-${tag}-0` });
  await host.until(() => host.welcome !== null);
  const people = [host];
  for (let i = 1; i < 4; i++)
    people.push(await joinRoom(url, host.room.roomId, { name: `P${i}`, identity: `bench-cpu-${tag}-${i}` }));
  await host.until(() => host.lobby?.seats.every((s) => s.taken) === true);
  const watcher = await joinRoom(url, host.room.roomId, { spectate: true, identity: `bench-cpu-${tag}-watch` });
  await new Promise((r) => setTimeout(r, 300)); // the joins' own work settles
  if (profile) await ask('prof start');
  const before = cpuOf(pid);
  const threadsBefore = byThread(pid);
  const stops = people.map((p, i) => autoplay(p, i + 1));
  host.room.send('start');
  await Promise.all([...people, watcher].map((p) => p.until(() => p.over, 120_000, 'the 4-seat game to end')));
  const after = cpuOf(pid);
  const threads = byThread(pid);
  if (profile) await ask(`prof stop ${profile}`);
  for (const [name, s] of threads) threads.set(name, s - (threadsBefore.get(name) ?? 0));
  for (const stop of stops) stop();
  await Promise.all([...people, watcher].map((p) => p.room.leave()));
  const cpu = { user: after.user - before.user, system: after.system - before.system };
  return { events: host.eventCount, cpu, threads };
}

/**
 * The server process's CPU time (all its threads; no bots play here) per event it accepted in whole
 * 4-seat games of 4 people and a spectator, from each start to its last event. The first `warm`
 * games are not counted: a server is measured as it runs for hours, its JIT settled (after one game
 * V8's compiler threads still spend about a third as much again as the rooms' thread).
 */
async function cpuPerEvent(server: Child, games: number, warm: number) {
  for (let g = 0; g < warm; g++) await fourSeatGame(server, `warm${g}`);
  // BENCH_PROF_GAMES=<dir>: a V8 CPU profile of the server's main thread over each counted game, or
  // with BENCH_PERF=1 Linux perf's of all its threads (the profiler's own cost is then in the figures).
  const dir = process.env.BENCH_PROF_GAMES;
  if (dir) mkdirSync(dir, { recursive: true });
  const ext = process.env.BENCH_PERF ? 'perf.data' : 'cpuprofile';
  let events = 0;
  let user = 0;
  let system = 0;
  const threads = new Map<string, number>();
  for (let g = 0; g < games; g++) {
    const r = await fourSeatGame(server, `g${g}`, dir && join(dir, `game-${g}.${ext}`));
    events += r.events;
    user += r.cpu.user;
    system += r.cpu.system;
    for (const [name, s] of r.threads) threads.set(name, (threads.get(name) ?? 0) + s);
  }
  const perEvent = (s: number) => Math.round((s * 1000 * 100) / events) / 100;
  return {
    warmGames: warm,
    games,
    events,
    serverCpuMs: Math.round((user + system) * 1000),
    cpuMsPerEvent: perEvent(user + system),
    userMsPerEvent: perEvent(user),
    systemMsPerEvent: perEvent(system),
    /** By thread: the main one (the rooms) and the rest (V8's compiler and collector, libuv, idle bot threads). */
    msPerEventByThread: Object.fromEntries(
      [...threads].filter(([, s]) => s > 0).map(([name, s]) => [name, perEvent(s)]),
    ),
  };
}

export async function benchOnline(): Promise<Record<string, unknown>> {
  const server = await child();
  const { proc, url } = server;
  try {
    // BENCH_CPU_GAMES, BENCH_CPU_WARM: games counted, and played before (3 and 3).
    const env = (name: string, or: number) => Number(process.env[name] ?? or);
    const cpu = await cpuPerEvent(server, env('BENCH_CPU_GAMES', 3), env('BENCH_CPU_WARM', 3));
    // BENCH_ONLINE=cpu: that part alone (for profiling it).
    if (process.env.BENCH_ONLINE === 'cpu') return { cpuPerAcceptedEvent4SeatTemperaments: { ...cpu, targetMs: 1 } };
    const alone = await roundTrips(url, 150, 30_000);
    const bots = botRooms(url, 100);
    await bots.ready;
    const e0 = bots.events;
    const t0 = Date.now();
    const beside = await roundTrips(url, 150, 40_000);
    const seconds = (Date.now() - t0) / 1000;
    const botEventsPerSecond = Math.round((bots.events - e0) / seconds);
    await bots.stop();
    return {
      roundTripMs: {
        oneRoom: { n: alone.length, p50: pct(alone, 0.5), p95: pct(alone, 0.95), target95: 30 },
        beside100BotRooms: {
          n: beside.length,
          p50: pct(beside, 0.5),
          p95: pct(beside, 0.95),
          botEventsPerSecond,
          target95: 30,
        },
      },
      cpuPerAcceptedEvent4SeatTemperaments: { ...cpu, targetMs: 1 },
    };
  } finally {
    proc.stdin?.end();
    proc.kill('SIGTERM');
  }
}
