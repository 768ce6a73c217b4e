/**
 * Plays the bot seats of a Session: when a bot must act and the table is still (`gate`, e.g. the
 * animation queue is idle), it asks the backend (a Web Worker in the app) and sends the answer once
 * the table is ready for it. Answers that arrive after history changed (undo, reload) are dropped.
 */

import { BotHost } from '../../machines/core/bots/host';
import type { BotReply, BotRequest } from '../../machines/core/bots/protocol';
import type { BotOptions } from '../../machines/core/game';
import type { GameEvent, Session } from './session';

type Req = BotRequest extends infer R ? (R extends BotRequest ? Omit<R, 'id'> : never) : never;

export interface BotBackend {
  request(req: Req): Promise<BotReply>;
  dispose(): void;
}

/** Bots in a Web Worker (the browser). */
export class WorkerBackend implements BotBackend {
  /**
   * Started by the first request (bots ask once the opening table is still), not with the table: its
   * thread fetching and compiling the rules took cores from the table's first frame being laid out.
   */
  private worker: Worker | null = null;
  private next = 1;
  private waiting = new Map<number, (r: BotReply) => void>();

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<BotReply>) => {
      this.waiting.get(e.data.id)?.(e.data);
      this.waiting.delete(e.data.id);
    };
    this.worker = worker;
    return worker;
  }

  request(req: Req): Promise<BotReply> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.started().postMessage({ ...req, id });
    });
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.waiting.clear();
  }
}

/** Bots in this thread (unit tests, Node tools). */
export class LocalBackend implements BotBackend {
  private host = new BotHost();
  private next = 1;
  request(req: Req): Promise<BotReply> {
    return this.host.handle({ ...req, id: this.next++ } as BotRequest);
  }
  dispose(): void {}
}

export interface BotSeat {
  bot: string;
  options?: Partial<BotOptions>;
}

export class BotDriver {
  private thinking = false;
  private stopped = false;
  private offs: (() => void)[] = [];
  /** Milliseconds the last answer took (shown in the inspector). */
  lastThinkMs = 0;

  constructor(
    private readonly session: Session,
    private readonly backend: BotBackend,
    private readonly seats: Map<number, BotSeat>,
    private readonly gate: () => Promise<void> = async () => {},
  ) {}

  /** The bot of a seat from the record's player list and the game's levels. */
  static seatsFrom(session: Session, budgetMs?: number): Map<number, BotSeat> {
    const map = new Map<number, BotSeat>();
    session.players.forEach((p, i) => {
      if (p.kind !== 'bot') return;
      const level = (p.level ?? 'normal') as 'easy' | 'normal' | 'hard';
      const chosen = session.module.botLevels?.[level] ?? { bot: 'random' };
      map.set(i, {
        bot: chosen.bot,
        options: { ...chosen.options, level, budgetMs: chosen.options?.budgetMs ?? budgetMs },
      });
    });
    return map;
  }

  start(): void {
    this.offs.push(
      this.session.on('step', () => this.schedule()),
      this.session.on('reset', () => this.schedule()),
    );
    this.schedule();
  }

  get busy(): boolean {
    return this.thinking;
  }

  isBot(seat: number): boolean {
    return this.seats.has(seat);
  }

  private schedule(): void {
    if (this.stopped || this.thinking || this.session.over) return;
    const seat = this.session.activeSeats().find((s) => this.seats.has(s));
    if (seat === undefined) return;
    const bot = this.seats.get(seat) as BotSeat;
    const generation = this.session.generation;
    const count = this.session.eventCount;
    const moved = () => this.session.generation !== generation || this.session.eventCount !== count;
    this.thinking = true;
    void (async () => {
      // Think once the table is still: the search and the drawing of the last move would share
      // the same cores (with software WebGL both crawl), and the answer waits for it anyway.
      await this.gate();
      const reply = moved()
        ? null
        : await this.backend.request({
            kind: 'choose',
            record: this.session.record,
            generation,
            seat,
            bot: bot.bot,
            options: bot.options ?? {},
          });
      if (reply?.ok) this.lastThinkMs = reply.ms;
      await this.gate();
      this.thinking = false;
      if (this.stopped) return;
      if (!reply || moved()) {
        this.schedule(); // history moved on while the bot waited or thought
        return;
      }
      let event = reply.ok ? (reply.value as GameEvent) : undefined;
      if (!event) {
        // A bot that fails must not stall the table: it plays any legal move instead.
        console.warn(`bot ${bot.bot} failed (${reply.ok ? 'no move' : reply.error}); playing a legal move instead`);
        event = this.session.legalMoves(seat)[0];
        if (!event) return;
      }
      const sent = this.session.send(event, 'bot');
      if (!sent.ok) console.warn(`bot ${bot.bot} chose an illegal move: ${sent.reason.message}`);
    })();
  }

  /** Runs one of the game's tools (e.g. the advisor) off the main thread. */
  async tool(name: string, args: unknown): Promise<unknown> {
    const reply = await this.backend.request({
      kind: 'tool',
      record: this.session.record,
      generation: this.session.generation,
      tool: name,
      args,
    });
    if (!reply.ok) throw new Error(reply.error);
    return reply.value;
  }

  stop(): void {
    this.stopped = true;
    for (const off of this.offs) off();
    this.offs = [];
  }
}
