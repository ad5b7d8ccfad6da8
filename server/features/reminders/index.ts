import type { Core } from '../../core.ts';
import { remindersJob } from '../../jobs/reminders.job.ts';
import { createRemindersRepository } from './reminders.repository.ts';
import { createRemindersService, type RemindersDeps } from './reminders.service.ts';

/** Booking and agreement reminders, a job on every instance, each reminder sent once (issue 14.5). */
export function register({ core, ...deps }: Omit<RemindersDeps, 'repository'> & { core: Core }): void {
  const reminders = createRemindersService({ ...deps, repository: createRemindersRepository(core.db) });
  core.addJob(remindersJob(() => reminders.tick()));
}
