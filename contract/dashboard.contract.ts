import { z } from 'zod';

/** The dashboard's figures (docs/spec/member-app.md 4: the stats band). */
export const stats = z.object({
  activeBookings: z.number().int(),
  hoursThisMonth: z.number(),
  availableVehicles: z.number().int(),
  pendingReports: z.number().int(),
});
export type Stats = z.infer<typeof stats>;
