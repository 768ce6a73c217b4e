/** Messages between the Session's bot driver and the bot worker. */
import type { BotOptions } from '../game';
import type { GameRecord } from '../record';

export type BotRequest =
  | {
      id: number;
      kind: 'choose';
      record: GameRecord;
      generation: number;
      seat: number;
      bot: string;
      options: Partial<BotOptions>;
    }
  | { id: number; kind: 'tool'; record: GameRecord; generation: number; tool: string; args: unknown };

export type BotReply = { id: number; ok: true; value: unknown; ms: number } | { id: number; ok: false; error: string };
