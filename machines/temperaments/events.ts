/**
 * The shape of every Four Temperaments event (see core/events.ts): checked before `check` and the
 * machine's guards. Which token, card or location is meant, and whether it is legal now, is for
 * the rules to say.
 */
import { z } from 'zod';
import { type EventSchemas, id, int } from '../core/events';

const seat = int(0, 3);

export const EVENT_SCHEMAS: EventSchemas = {
  PLACE: z.strictObject({
    type: z.literal('PLACE'),
    seat,
    tokenId: id(),
    target: z.strictObject({ kind: z.enum(['scene', 'party']), id: id(), slot: int(0, 16) }),
  }),
  PASS: z.strictObject({ type: z.literal('PASS'), seat }),
  CHOOSE_LOCATION: z.strictObject({ type: z.literal('CHOOSE_LOCATION'), seat, tokenId: id(), locId: id() }),
  CHOOSE_PARTY: z.strictObject({ type: z.literal('CHOOSE_PARTY'), seat, partyId: id() }),
};
