import { z } from 'zod';

/** Every 4xx/5xx body. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  /** For bad input: the message of each field at fault, by its path (e.g. drivingPenalties.currentPoints). */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
