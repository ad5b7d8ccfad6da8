import { z } from 'zod';
import { OVERRIDE_TYPES } from './overrides.contract.ts';

/** Every 4xx/5xx body. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  /**
   * A refusal said as data (docs/decisions/020): the key of its text and its parameters, so that the app
   * says `message` in the member's language. ISO instants are moments to write in that language;
   * `x.he` is parameter `x` in Hebrew.
   */
  messageKey: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** For bad input: the message of each field at fault, by its path (e.g. drivingPenalties.currentPoints). */
  fields: z.record(z.string(), z.string()).optional(),
  /** A refused booking an admin may override: ask with POST /api/override-requests (docs/decisions/017). */
  overrideType: z.enum(OVERRIDE_TYPES).optional(),
  /** A vehicle taken for the span: the vehicles of its category the member may book for it instead (docs/decisions/032). */
  alternatives: z.array(z.object({ id: z.number().int(), vehicleNumber: z.string(), category: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
