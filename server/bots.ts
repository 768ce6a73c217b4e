/**
 * The server's bots think in worker threads, never on the thread that answers the rooms (and at a
 * lower priority, bot-thread.ts). The pool is sized from the cores: one fewer than there are (the
 * rooms' thread keeps one), but at least two, so that searches (a hard bot's budgeted think) never
 * hold every thread: one is always left for the quick bots of other rooms. Waiting requests are
 * served room by room in turn, so a busy room cannot crowd out a quiet one. A thread that stops
 * answering is ended and replaced.
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

/** Threads for `cores` cores: see above. */
export function botThreads(cores = availableParallelism()): number {
  return Math.max(2, cores - 1);
}

/** A search runs to a time budget (a hard bot); the rest answer in milliseconds. */
const isSearch = (job: Job) => (job.req.options.budgetMs ?? 0) > 0;

interface Thread {
  worker: Worker;
  job: Job | null;
  room: string | null; // the room it served last (its game is warm there)
  timer: NodeJS.Timeout | null;
  /** Called once a thread started warm has loaded every game (or has stopped). */
  warmed?: () => void;
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
  /** Waiting requests by room; the Map's order is the turn order (a served room goes to the back). */
  private queues = new Map<string, Job[]>();
  private searching = 0;
  private next = 1;
  private closed = false;
  /** Settles once the threads started warm have loaded every game (a bench waits for it: that is start-up work). */
  warm: Promise<void> = Promise.resolve();

  private constructor(
    private readonly entry: URL,
    private readonly max: number,
  ) {}

  /** A pool whose first threads are already up with every game loaded (no cold first move). */
  static async start(max = botThreads(), warm = Math.min(2, max)): Promise<BotPool> {
    const pool = new BotPool(await bundleThread(), Math.max(1, max));
    const warmed = Array.from({ length: warm }, () => {
      const thread = pool.spawn();
      thread.worker.postMessage({ warm: true });
      return new Promise<void>((resolve) => {
        thread.warmed = resolve;
      });
    });
    pool.warm = Promise.all(warmed).then(() => {});
    return pool;
  }

  /** A move for `req.seat`; never rejects (a failure is a reply with `ok: false`). */
  choose(room: string, req: Choose): Promise<BotReply> {
    if (this.closed) return Promise.resolve({ id: 0, ok: false, error: 'bots stopped' });
    return new Promise((resolve) => {
      const queue = this.queues.get(room);
      if (queue) queue.push({ room, req, resolve });
      else this.queues.set(room, [{ room, req, resolve }]);
      this.pump();
    });
  }

  get size(): number {
    return this.threads.length;
  }

  /** The next room's request that may run now: searches may not take the last free thread. */
  private take(): Job | null {
    const searchCap = this.max > 1 ? this.max - 1 : 1;
    for (const [room, queue] of this.queues) {
      const job = queue[0] as Job;
      if (isSearch(job) && this.searching >= searchCap) continue;
      queue.shift();
      this.queues.delete(room);
      if (queue.length) this.queues.set(room, queue); // to the back of the turn
      return job;
    }
    return null;
  }

  private pump(): void {
    for (;;) {
      const idle = this.threads.filter((t) => !t.job);
      if (!idle.length && this.threads.length >= this.max) return;
      const job = this.take();
      if (!job) return;
      const thread = idle.find((t) => t.room === job.room) ?? idle[0] ?? this.spawn();
      this.run(thread, job);
    }
  }

  private spawn(): Thread {
    const worker = new Worker(this.entry);
    const thread: Thread = { worker, job: null, room: null, timer: null };
    worker.on('message', (reply: BotReply | { warm: true }) =>
      Object.hasOwn(reply, 'warm') ? thread.warmed?.() : this.finish(thread, reply as BotReply),
    );
    worker.on('error', (e) => this.fail(thread, e.message));
    worker.on('exit', () => this.fail(thread, 'the bot thread stopped'));
    worker.unref();
    this.threads.push(thread);
    return thread;
  }

  private run(thread: Thread, job: Job): void {
    thread.job = job;
    if (isSearch(job)) this.searching++;
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

  /** The thread's job is over (answered or failed). */
  private release(thread: Thread): Job | null {
    const job = thread.job;
    if (job && isSearch(job)) this.searching--;
    if (thread.timer) clearTimeout(thread.timer);
    thread.job = null;
    thread.timer = null;
    return job;
  }

  private finish(thread: Thread, reply: BotReply): void {
    const job = this.release(thread);
    thread.worker.unref();
    job?.resolve(reply);
    this.pump();
  }

  private fail(thread: Thread, error: string): void {
    const i = this.threads.indexOf(thread);
    if (i < 0) return;
    this.threads.splice(i, 1);
    thread.warmed?.();
    this.release(thread)?.resolve({ id: 0, ok: false, error });
    this.pump();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queue of this.queues.values())
      for (const job of queue) job.resolve({ id: 0, ok: false, error: 'bots stopped' });
    this.queues.clear();
    const all = this.threads.splice(0);
    for (const t of all) {
      if (t.timer) clearTimeout(t.timer);
      t.job?.resolve({ id: 0, ok: false, error: 'bots stopped' });
    }
    await Promise.all(all.map((t) => t.worker.terminate()));
  }
}
