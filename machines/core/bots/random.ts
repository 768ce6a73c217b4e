/** The random bot: uniform over `legalMoves`, from its own seeded stream (never the game's RNG). */
import type { AnyMachineSnapshot } from 'xstate';
import type { AnyGameModule, Bot, BotFactory, BotOptions } from '../game';
import { Rng } from '../rng';

export function randomBot<Snap extends AnyMachineSnapshot, Ev extends { type: string }>(
  legalMoves: (snapshot: Snap, seat: number) => Ev[],
): BotFactory<Snap, Ev> {
  return (opts: BotOptions): Bot<Snap, Ev> => {
    const rng = Rng.from(`random-bot:${opts.seed}`);
    return {
      name: 'random',
      choose(snapshot, seat) {
        const moves = legalMoves(snapshot, seat);
        if (moves.length === 0) throw new Error(`random bot: seat ${seat} has no legal move`);
        return rng.pick(moves);
      },
    };
  };
}

/** A random bot for any module (what the simulator uses when a game lists no `random`). */
export function randomBotFor(module: AnyGameModule): BotFactory<AnyMachineSnapshot, { type: string }> {
  return randomBot((s, seat) => module.legalMoves(s, seat));
}
