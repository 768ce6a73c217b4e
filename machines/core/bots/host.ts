/**
 * Answers bot and tool requests against a record: keeps a live copy of the game, advanced by the
 * new events only (rebuilt when history was rewritten), and asks the named bot or tool. Runs
 * inside the Web Worker in the app, and in-process in unit tests.
 */
import type { AnyMachineSnapshot } from 'xstate';
import '../../registry';
import { now } from '../clock';
import { GameRunner } from '../engine';
import { type AnyGameModule, loadGame } from '../game';
import type { GameRecord } from '../record';
import { makeBot } from '../sim';
import type { BotReply, BotRequest } from './protocol';

export class BotHost {
  private live: { key: string; generation: number; runner: GameRunner; applied: number } | null = null;

  private async sync(
    record: GameRecord,
    generation: number,
  ): Promise<{ module: AnyGameModule; snapshot: AnyMachineSnapshot }> {
    const module = await loadGame(record.game);
    const key = `${record.game}|${record.seed}|${record.seats}|${JSON.stringify(record.options)}`;
    if (
      !this.live ||
      this.live.key !== key ||
      this.live.generation !== generation ||
      this.live.applied > record.events.length
    ) {
      this.live?.runner.stop();
      this.live = {
        key,
        generation,
        runner: new GameRunner(module, { seed: record.seed, seats: record.seats, options: record.options }),
        applied: 0,
      };
    }
    const live = this.live;
    for (; live.applied < record.events.length; live.applied++) {
      const res = live.runner.send(record.events[live.applied] as { type: string }, true);
      if (!res.ok) throw new Error(`bot host: event ${live.applied} was refused: ${res.reason.message}`);
    }
    return { module, snapshot: live.runner.snapshot };
  }

  async handle(req: BotRequest): Promise<BotReply> {
    const t0 = now();
    try {
      const { module, snapshot } = await this.sync(req.record, req.generation);
      if (req.kind === 'choose') {
        const bot = makeBot(module, req.bot, {
          ...req.options,
          seed: `${req.record.seed}:${req.seat}:${req.record.events.length}`,
        });
        return { id: req.id, ok: true, value: bot.choose(snapshot, req.seat), ms: now() - t0 };
      }
      const tool = module.tools?.[req.tool];
      if (!tool) throw new Error(`${module.id} has no tool "${req.tool}"`);
      return { id: req.id, ok: true, value: tool(snapshot, req.args), ms: now() - t0 };
    } catch (e) {
      return { id: req.id, ok: false, error: (e as Error).message };
    }
  }
}
