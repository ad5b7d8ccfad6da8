import { createRemindersRepository } from './reminders.repository.ts';
import { createRemindersService } from './reminders.service.ts';
import type { App, FeatureDeps } from '../../core.ts';
import { remindersJob } from '../../jobs/reminders.job.ts';
import { restrictedPeriodsOverlapping } from '../hebrew-calendar/index.ts';

/** Booking and agreement reminders, a job on every instance, each reminder sent once (docs/decisions/018). */
export async function register(_app: App, { core, ports }: FeatureDeps): Promise<void> {
  const bookings = ports.of('bookings');
  const settings = ports.of('settings');
  const reminders = createRemindersService({
    repository: createRemindersRepository(core.db),
    bookingsStartingBetween: bookings.startingBetween,
    bookingsHoldingBetween: bookings.holdingBetween,
    restrictedPeriods: (from, to) =>
      restrictedPeriodsOverlapping(from, to, { hoursBefore: settings.service().restrictedHoursBefore, hoursAfter: settings.service().restrictedHoursAfter }),
    settingsOf: ports.of('messages').settingsOf,
    notify: ports.of('notices').notify,
  });
  core.addJob(remindersJob(() => reminders.tick()));
}
