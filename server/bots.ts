/**
 * The server's bots think in worker threads, never on the thread that answers the rooms. The pool
 * grows while every thread is busy (up to `max`), so a hard bot searching for one room leaves a
 * thread free for the next room's move; a thread that stops answering is ended and replaced.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BotReply, BotRequest } from '../machines/core/bots/protocol';
import type { BotOptions } from '../machines/core/game';
import type { GameRecord } from '../machines/core/record';

export interface Choose {
  record: GameRecord;
  generation: number;
  seat: number;
  bot: string;
  options: Partial<BotOptions>;
}

interface Job {
  room: string;
  req: Choose;
  resolve: (r: BotReply) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  room: string | null; // the room it served last (its game is warm there)
  timer: NodeJS.Timeout | null;
}

/**
 * The thread's code, bundled once per server start into one plain ES module: threads start fast,
 * and need no TypeScript loader of their own (a loader registered from a thread upsets the
 * process's other module loading under test runners).
 */
async function bundleThread(): Promise<URL> {
  const { build } = await import('esbuild');
  const source = fileURLToPath(new URL('./bot-thread.ts', import.meta.url));
  const out = await build({
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]?.text ?? '';
  const file = join(tmpdir(), `scriptorium-bots-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.mjs`);
  await writeFile(file, code);
  return pathToFileURL(file);
}

export class BotPool {
  private threads: Thread[] = [];
  private queue: Job[] = [];
  private next = 1;
  private closed = false;

  private constructor(
    private readonly entry: URL,
    private readonly max: number,
  ) {}

  /** A pool whose first threads are already up with every game loaded (no cold first move). */
  static async start(max = Math.max(4, availableParallelism() * 2), warm = Math.min(2, max)): Promise<BotPool> {
    const pool = new BotPool(await bundleThread(), max);
    for (let i = 0; i < warm; i++) pool.spawn().worker.postMessage({ warm: true });
    return pool;
  }

  /** A move for `req.seat`; never rejects (a failure is a reply with `ok: false`). */
  choose(room: string, req: Choose): Promise<BotReply> {
    if (this.closed) return Promise.resolve({ id: 0, ok: false, error: 'bots stopped' });
    return new Promise((resolve) => {
      this.queue.push({ room, req, resolve });
      this.pump();
    });
  }

  get size(): number {
    return this.threads.length;
  }

  private pump(): void {
    while (this.queue.length) {
      const job = this.queue[0] as Job;
      const idle = this.threads.filter((t) => !t.job);
      let thread = idle.find((t) => t.room === job.room) ?? idle[0];
      if (!thread && this.threads.length < this.max) thread = this.spawn();
      if (!thread) return;
      this.queue.shift();
      this.run(thread, job);
    }
  }

  private spawn(): Thread {
    const worker = new Worker(this.entry);
    const thread: Thread = { worker, job: null, room: null, timer: null };
    worker.on('message', (reply: BotReply) => this.finish(thread, reply));
    worker.on('error', (e) => this.fail(thread, e.message));
    worker.on('exit', () => this.fail(thread, 'the bot thread stopped'));
    worker.unref();
    this.threads.push(thread);
    return thread;
  }

  private run(thread: Thread, job: Job): void {
    thread.job = job;
    thread.room = job.room;
    thread.worker.ref();
    // A search overrunning its budget by far is stuck: end the thread, answer with a failure.
    const limit = (job.req.options.budgetMs ?? 1000) + 15_000;
    thread.timer = setTimeout(() => {
      void thread.worker.terminate();
      this.fail(thread, 'the bot took too long');
    }, limit);
    const req: BotRequest = { id: this.next++, kind: 'choose', ...job.req };
    thread.worker.postMessage({ room: job.room, req });
  }

  private finish(thread: Thread, reply: BotReply): void {
    const job = thread.job;
    if (thread.timer) clearTimeout(thread.timer);
    thread.job = null;
    thread.timer = null;
    thread.worker.unref();
    job?.resolve(reply);
    this.pump();
  }

  private fail(thread: Thread, error: string): void {
    const i = this.threads.indexOf(thread);
    if (i < 0) return;
    this.threads.splice(i, 1);
    if (thread.timer) clearTimeout(thread.timer);
    thread.job?.resolve({ id: 0, ok: false, error });
    thread.job = null;
    this.pump();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve({ id: 0, ok: false, error: 'bots stopped' });
    const all = this.threads.splice(0);
    for (const t of all) {
      if (t.timer) clearTimeout(t.timer);
      t.job?.resolve({ id: 0, ok: false, error: 'bots stopped' });
    }
    await Promise.all(all.map((t) => t.worker.terminate()));
  }
}
