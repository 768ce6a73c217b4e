/**
 * The shape of every For Northwood! event (see core/events.ts): checked before `check` and the
 * machine's guards. Ids are bounded strings and numbers bounded integers here; which card,
 * fief or ruler is meant, and whether it is legal now, is for the rules to say.
 */
import { z } from 'zod';
import { type EventSchemas, id, int } from '../core/events';

const n = () => int(-1000, 1000);
const seat = n().optional(); // the rules refuse any seat but 0 as badSeat
const cards = () => z.array(id()).max(32);
const bare = (type: string) => z.strictObject({ type: z.literal(type), seat });

// An ability's arguments; a mimicking ability carries the mimicked one's as `inner` (one level).
const argFields = {
  order: cards().optional(),
  fief: n().optional(),
  from: z
    .array(z.enum(['deck', 'discard', 'score']))
    .max(3)
    .optional(),
  cards: cards().optional(),
  suit: id().optional(),
  take: id().optional(),
  give: id().optional(),
  card: id().optional(),
  fromScore: id().optional(),
  fromHand: id().optional(),
  trump: id().optional(),
  fiefs: z.array(n()).max(8).optional(),
};
const args = z.strictObject({ ...argFields, inner: z.strictObject(argFields).optional() });

export const EVENT_SCHEMAS: EventSchemas = {
  CHOOSE_FIEF: z.strictObject({ type: z.literal('CHOOSE_FIEF'), seat, fief: n() }),
  CONCEDE: bare('CONCEDE'),
  SET_SUBSTITUTE: z.strictObject({ type: z.literal('SET_SUBSTITUTE'), seat, slot: n(), ruler: id().nullable() }),
  BACK: bare('BACK'),
  CONFIRM_SUBSTITUTES: bare('CONFIRM_SUBSTITUTES'),
  USE_ABILITY: z.strictObject({ type: z.literal('USE_ABILITY'), seat, slot: n(), args: args.optional() }),
  REVEAL: bare('REVEAL'),
  ABILITY_CHOICE: z.strictObject({
    type: z.literal('ABILITY_CHOICE'),
    seat,
    cards: cards().optional(),
    swapWith: id().nullable().optional(),
    order: cards().optional(),
    card: id().optional(),
    toBottom: z.boolean().optional(),
    keep: id().optional(),
  }),
  PLAY_CARD: z.strictObject({ type: z.literal('PLAY_CARD'), seat, card: id() }),
};
