import { z } from 'zod';

const ID_MESSAGE = 'id must be a positive whole number';

/** A numeric id in a path: "abc", "0" and "1.5" are all refused with the same plain message. */
export const positiveId = z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE);

export const idParams = z.object({ id: positiveId });

const BOOKING_ID_MESSAGE = 'bookingId must be a positive whole number';
export const bookingIdParams = z.object({
  bookingId: z.coerce.number({ error: BOOKING_ID_MESSAGE }).int(BOOKING_ID_MESSAGE).positive(BOOKING_ID_MESSAGE),
});
