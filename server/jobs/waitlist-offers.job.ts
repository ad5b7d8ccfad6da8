import type { PeriodicJob } from './periodic-job.ts';

/**
 * Every interval: offers that lapsed end and the next in line is offered the vehicle; places whose
 * vehicle freed some other way (a booking shortened or moved, a vehicle back) are offered it too
 * (docs/decisions/034). An offer is a conditional UPDATE of a waiting place, so two instances offer a place once.
 */
export const waitlistOffersJob = (
  run: () => Promise<{ expired: number; offered: number }>,
  seconds: number,
): PeriodicJob<{ expired: number; offered: number }> => ({
  name: 'waitlist offers',
  run,
  everyMs: seconds * 1000,
  atStart: true,
  logged: (r) => (r.expired || r.offered ? r : undefined),
});
