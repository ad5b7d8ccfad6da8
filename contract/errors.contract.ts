import { z } from 'zod';

/** Every 4xx/5xx body. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
