/** Test helpers: a Cloud Marches game from a fixed setup, driven through the real machine. */
import { expect } from 'vitest';
import clouds from '../../../machines/clouds';
import type { CardId } from '../../../machines/clouds/content';
import { cellIndex } from '../../../machines/clouds/content';
import type { CardState, CloudsEvent, CloudsOptions, Ctx, FixedCard } from '../../../machines/clouds/types';
import { type Emitted, GameRunner } from '../../../machines/core/engine';

export { clouds };

export interface Table {
  runner: GameRunner;
  readonly ctx: Ctx;
  card(id: CardId): CardState;
  /** Sends an event that must be accepted; returns what was emitted. */
  send(ev: CloudsEvent): Emitted[];
  /** Sends an event that must be refused with the snapshot unchanged; returns the reason code. */
  refuse(ev: CloudsEvent): string;
  /** SELECT_CARD then the event (for the active seat). */
  act(cardId: CardId, ev: Omit<CloudsEvent, 'seat'> & { type: CloudsEvent['type'] }): Emitted[];
  /** The active seat moves `cardId` along `path`, onto `targetId` if given (an attack). */
  move(cardId: CardId, path: [number, number][], targetId?: CardId): Emitted[];
  /** The active seat skips `cardId`. */
  skip(cardId: CardId): Emitted[];
}

export function table(
  cards: FixedCard[],
  extra: Omit<CloudsOptions, 'fixed'> & {
    tokens?: [number, number][];
    order?: number[];
    round?: number;
    storms?: { source: CardId; cells: [number, number][] }[];
  } = {},
  seats = 2,
): Table {
  const { tokens, order, round, storms, ...rest } = extra;
  const options: CloudsOptions = { ...rest, fixed: { cards, tokens, order, round, storms } };
  const runner = new GameRunner(clouds, { seed: 'test', seats, options: clouds.parseOptions(options, seats) });
  const t: Table = {
    runner,
    get ctx() {
      return runner.snapshot.context as Ctx;
    },
    card: (id) => (runner.snapshot.context as Ctx).cards.find((c) => c.id === id) as CardState,
    send(ev) {
      const res = runner.send(ev);
      if (!res.ok) throw new Error(`${ev.type} refused: ${res.reason.code} ${res.reason.message}`);
      return res.emitted;
    },
    refuse(ev) {
      const before = runner.snapshot;
      const res = runner.send(ev);
      expect(res.ok).toBe(false);
      expect(runner.snapshot).toBe(before);
      return res.ok ? 'accepted' : res.reason.code;
    },
    act(cardId, ev) {
      const seat = (runner.snapshot.context as Ctx).active;
      if ((runner.snapshot.context as Ctx).cur?.cardId !== cardId) t.send({ type: 'SELECT_CARD', seat, cardId });
      return t.send({ ...ev, seat } as CloudsEvent);
    },
    move: (cardId, path, targetId) =>
      t.act(cardId, { type: 'MOVE', cardId, path, ...(targetId ? { targetId } : {}) } as never),
    skip: (cardId) => t.act(cardId, { type: 'SKIP', cardId } as never),
  };
  return t;
}

/** A cell index from x, y (for comparing with context positions). */
export const at = (x: number, y: number) => cellIndex(x, y);

/** A straight path of cells from (x0, y0) (excluded) by steps of (dx, dy). */
export function line(x0: number, y0: number, dx: number, dy: number, n: number): [number, number][] {
  return Array.from({ length: n }, (_, i) => [x0 + dx * (i + 1), y0 + dy * (i + 1)] as [number, number]);
}

export const types = (emitted: Emitted[]) => emitted.map((e) => e.type);

/** The first emitted event of `type` (e.g. the `attacked` of a move), as a test reads its numbers. */
export const firstOf = (emitted: Emitted[], type: string) => emitted.find((e) => e.type === type);
