/**
 * A throwaway cluster on 127.0.0.1 for the cluster tests and `npm run load`: a real Redis on a free
 * port (nothing saved to disk) and K game-server processes (`server/serve.ts`), each advertising its
 * own address. Every start is bounded in time; `stop()` ends exactly the processes started here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname ?? '.', '..');

export function freePort(from: number, to: number, taken = new Set<number>()): Promise<number> {
  const tryPort = (port: number): Promise<number> =>
    port > to
      ? Promise.reject(new Error(`no free port in ${from}–${to}`))
      : taken.has(port)
        ? tryPort(port + 1)
        : new Promise((ok) => {
            const s = net.createServer();
            s.once('error', () => ok(tryPort(port + 1)));
            s.listen(port, '127.0.0.1', () => s.close(() => ok(port)));
          });
  return tryPort(from).then((p) => {
    taken.add(p);
    return p;
  });
}

async function waitFor(what: string, ms: number, ready: () => Promise<boolean>, proc: ChildProcess): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`${what} exited (${proc.exitCode})`);
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} not ready within ${ms} ms`);
}

const connects = (port: number) =>
  new Promise<boolean>((ok) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      ok(true);
    });
    s.once('error', () => ok(false));
  });

export interface Proc {
  port: number;
  url: string;
  child: ChildProcess;
}

export async function startRedis(port: number): Promise<Proc> {
  const bin = process.env.REDIS_SERVER || '/usr/bin/redis-server';
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitFor('redis-server', 10_000, () => connects(port), child);
  return { port, url: `redis://127.0.0.1:${port}`, child };
}

export async function startServer(port: number, env: NodeJS.ProcessEnv, ms = 60_000): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ADDRESS: env.REDIS_URL ? `127.0.0.1:${port}/online` : '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`server on ${port}`, ms, () => connects(port), child);
  return { port, url: `http://127.0.0.1:${port}/online`, child };
}

export function kill(p: Proc, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return Promise.resolve();
  return new Promise((ok) => {
    const t = setTimeout(() => p.child.kill('SIGKILL'), 5000);
    p.child.once('exit', () => {
      clearTimeout(t);
      ok();
    });
    p.child.kill(signal);
  });
}

export interface LocalCluster {
  redis: Proc | null;
  servers: Proc[];
  stop(): Promise<void>;
}

/** Redis (when `procs` > 1 or `redis` is asked for) and `procs` servers on free ports in [from, to]. */
export async function startCluster(
  procs: number,
  opts: { from: number; to: number; redis?: boolean; env?: NodeJS.ProcessEnv },
): Promise<LocalCluster> {
  const taken = new Set<number>();
  const port = () => freePort(opts.from, opts.to, taken);
  const redis = procs > 1 || opts.redis ? await startRedis(await port()) : null;
  const env = { ...opts.env, REDIS_URL: redis?.url ?? '' };
  const ports = await Promise.all(Array.from({ length: procs }, port));
  const servers: Proc[] = [];
  const stop = async () => {
    await Promise.all(servers.map((s) => kill(s)));
    if (redis) await kill(redis);
  };
  try {
    for (const p of ports) servers.push(await startServer(p, env));
  } catch (e) {
    await stop();
    throw e;
  }
  return { redis, servers, stop };
}
