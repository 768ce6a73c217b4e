/**
 * The bench's game server (a child of `scripts/bench-online.ts`): a free loopback port, stopped when stdin closes.
 * Lines on stdin `prof start` / `prof stop <file>` profile the main thread over a window (the counted
 * games alone, not start-up or the lobby), answered `PROF <what>` on stdout. With BENCH_PERF=1 the
 * profile is Linux perf's (`perf record -g`, on-CPU samples of every thread, the kernel's included;
 * run the server with `--perf-basic-prof` in BENCH_NODE_FLAGS to name JavaScript frames).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { startServer } from '../tests/unit/online/harness';

const s = await startServer();
// The bot threads load every game at start (seconds, at a low priority): start-up work, not the events'.
await s.game.bots.warm;
console.log(`URL ${s.url} PID ${process.pid}`);
const stop = () => void s.close().then(() => process.exit(0));
let session: Session | null = null;
let perf: ChildProcess | null = null;
const perfFile = '/tmp/bench-online.perf.data';
process.stdin.setEncoding('utf8');
process.stdin.on('data', async (line: string) => {
  const [cmd, what, file] = line.trim().split(' ');
  if (cmd !== 'prof') return;
  if (what === 'start' && process.env.BENCH_PERF) {
    perf = spawn('perf', ['record', '-g', '-F', '999', '-o', perfFile, '-p', String(process.pid)], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 500)); // perf attaches
  } else if (what === 'stop' && perf && file) {
    const done = new Promise((r) => perf?.once('exit', r));
    perf.kill('SIGINT');
    await done;
    perf = null;
    spawn('mv', [perfFile, file]);
  } else if (what === 'start') {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  } else if (what === 'stop' && session && file) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    session = null;
  }
  console.log(`PROF ${what}`);
});
process.stdin.on('end', stop);
process.on('SIGTERM', stop);
