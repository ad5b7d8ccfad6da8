import { z } from 'zod';
import { recordId } from './common.contract.ts';

export const HANDOVER_STATUSES = ['offered', 'awaiting_approval', 'done', 'declined', 'withdrawn', 'rejected'] as const;
export type HandoverStatus = (typeof HANDOVER_STATUSES)[number];

/** A booking offered to a named member (toUserId), or to anyone who qualifies (toUserId left out, or anyone: true). */
export const offerHandoverRequest = z
  .object({
    toUserId: recordId('toUserId must be a user id (a number)').optional(),
    anyone: z.boolean({ error: 'anyone must be true or false' }).optional(),
    note: z.string({ error: 'note must be text' }).trim().max(500, 'The note is at most 500 characters').optional(),
  })
  .strict()
  .refine((o) => !(o.anyone === true && o.toUserId !== undefined), {
    path: ['anyone'],
    message: 'Offer it to a named member (toUserId) or to anyone, not both',
  })
  .refine((o) => !(o.anyone === false && o.toUserId === undefined), { path: ['toUserId'], message: 'Name the member (toUserId), or offer it to anyone' });
export type OfferHandoverRequest = z.infer<typeof offerHandoverRequest>;

export const handover = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  vehicleNumber: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  seat: z.string().nullable(),
  from: z.object({ id: z.number().int(), name: z.string() }),
  /** The member it is offered to; null: anyone who qualifies. */
  to: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Who accepted it (the named member, or whoever took an offer to anyone). */
  takenBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  status: z.enum(HANDOVER_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Handover = z.infer<typeof handover>;

/** An admin's no to a handover, with why. */
export const rejectHandoverRequest = z.object({
  reason: z.string({ error: 'reason must be text' }).trim().min(1, 'Say why').max(500, 'The reason is at most 500 characters'),
});
