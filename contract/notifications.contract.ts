import { z } from 'zod';

export const notification = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /** What the notice lets its reader do in one tap, when it offers something: join the crew seat (docs/decisions/031). */
  action: z.object({ kind: z.literal('joinSeat'), bookingId: z.number().int(), seat: z.string() }).optional(),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = z.array(notification);

export { idParams as notificationIdParams } from './common.contract.ts';

export const markReadResponse = z.object({ success: z.literal(true) });
export const markAllReadResponse = z.object({ success: z.literal(true), updated: z.number().int() });
