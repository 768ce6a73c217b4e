/**
 * The shape of every Cloud Marches event (see core/events.ts): checked before `check` and the
 * machine's guards. Which card or cell is meant, and whether it is legal now, is for the rules.
 */
import { z } from 'zod';
import { type EventSchemas, id, int } from '../core/events';
import { SIZE } from './content';

const seat = int(0, 3);
const cell = z.tuple([int(0, SIZE - 1), int(0, SIZE - 1)]);
const cardId = id();
const of = <T extends z.ZodRawShape>(type: string, shape: T) =>
  z.strictObject({ type: z.literal(type), seat, ...shape });

export const EVENT_SCHEMAS: EventSchemas = {
  DRAFT_PICK: of('DRAFT_PICK', { cardId }),
  PLACE_POINTER: of('PLACE_POINTER', { cardId, cell }),
  PLACE_TOKEN: of('PLACE_TOKEN', { cell }),
  SELECT_CARD: of('SELECT_CARD', { cardId }),
  DESELECT_CARD: of('DESELECT_CARD', {}),
  USE_ABILITY: of('USE_ABILITY', {
    cardId,
    targetId: cardId.optional(),
    cell: cell.optional(),
    cells: z.array(cell).max(16).optional(),
    dir: z.enum(['N', 'E', 'S', 'W']).optional(),
    n: int(-100, 100).optional(),
  }),
  MOVE: of('MOVE', { cardId, path: z.array(cell).max(64), targetId: cardId.optional() }),
  CLASS_ACTION: of('CLASS_ACTION', {
    cardId,
    delta: z.union([z.literal(1), z.literal(-1)]).optional(),
    targetId: cardId.optional(),
  }),
  SKIP: of('SKIP', { cardId }),
  DRAIN: of('DRAIN', { amount: int(0, 1000) }),
  CONCEDE: of('CONCEDE', {}),
};
