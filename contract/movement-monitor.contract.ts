import { z } from 'zod';

/** docs/spec/admin-app.md 3: the movement monitor's status. */
export const movementMonitorStatus = z.object({
  isRunning: z.boolean(),
  /** Active vehicles with a tracker. */
  vehiclesMonitored: z.number().int(),
  /** Reporting now at more than walking pace. */
  movingVehicles: z.number().int(),
  /** Set in_use by the monitor and not yet back to available. */
  autoSetBusyCount: z.number().int(),
  /** Seconds between two checks. */
  checkInterval: z.number().int(),
  lastCheck: z.string().nullable(),
  nextCheck: z.string().nullable(),
});
export type MovementMonitorStatus = z.infer<typeof movementMonitorStatus>;

export const movementMonitorAction = z.object({
  success: z.literal(true),
  /** Vehicles the check set in_use, and those it returned to available. */
  setBusy: z.array(z.string()),
  released: z.array(z.string()),
  status: movementMonitorStatus,
});
export type MovementMonitorAction = z.infer<typeof movementMonitorAction>;
