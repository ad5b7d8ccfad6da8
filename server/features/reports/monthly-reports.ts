import type { MonthlyReportsRepository } from './monthly-reports.repository.ts';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import type { Notify } from '../../notify-port.ts';
import { addLocalDays } from '../../time.ts';

/** Days into a month on which last month's reports still go out (a server down on the 1st sends them on the 2nd or 3rd). */
const LATEST_DAY = 3;

/** Last month's first and last day (Jerusalem), and its name YYYY-MM. */
export function lastMonthOf(now: Date): { month: string; from: string; to: string } {
  const firstOfThis = `${localDateOf(now).slice(0, 7)}-01`;
  const to = addLocalDays(firstOfThis, -1);
  return { month: to.slice(0, 7), from: `${to.slice(0, 7)}-01`, to };
}

/**
 * On the 1st (docs/decisions/033), when the setting asks, each admin is sent last month's reports:
 * a notice whose e-mail carries them as one workbook (the `monthly_report` attachment). A month is
 * claimed once, so instances and restarts send it once.
 */
export function monthlyReportsJob(deps: {
  repository: MonthlyReportsRepository;
  enabled: () => boolean;
  adminIds: () => Promise<number[]>;
  notify: Notify;
  now: () => Date;
}) {
  return async (): Promise<{ sent: number }> => {
    const at = deps.now();
    if (!deps.enabled() || Number(localDateOf(at).slice(8, 10)) > LATEST_DAY) return { sent: 0 };
    const last = lastMonthOf(at);
    if (!(await deps.repository.claim(last.month))) return { sent: 0 };
    const admins = await deps.adminIds();
    await deps.notify(admins, { type: 'monthly_report', text: 'reports.monthly', params: last });
    return { sent: admins.length };
  };
}
