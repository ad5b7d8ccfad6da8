import type { RemindersRepository } from './reminders.repository.ts';
import { DEFAULT_NOTIFICATION_SETTINGS, WARNING_TIMINGS, type NotificationSettings } from '../../../contract/messaging.contract.ts';
import { aboutBooking, type Notify, type Transaction } from '../../notify-port.ts';
import type { BookingWithNames } from '../bookings/index.ts';
import type { RestrictedPeriod } from '../hebrew-calendar/index.ts';

/** Agreement reminders go out for bookings starting within a day without a signed agreement (docs/decisions/018). */
const AGREEMENT_HOURS = 24;

export interface RemindersDeps {
  repository: RemindersRepository;
  bookingsStartingBetween: (from: Date, to: Date) => Promise<BookingWithNames[]>;
  bookingsHoldingBetween: (from: Date, to: Date) => Promise<BookingWithNames[]>;
  /** Shabbat and festival restricted periods overlapping [from, to), as the settings set them. */
  restrictedPeriods: (from: Date, to: Date) => RestrictedPeriod[];
  settingsOf: (userIds: number[]) => Promise<Map<number, NotificationSettings>>;
  notify: Notify;
  now?: () => Date;
}

/**
 * Booking reminders at each member's reminder timing and agreement reminders a day ahead, each
 * once per booking whichever instance runs first; a setting turned off sends nothing of its kind.
 */
export function createRemindersService({
  repository,
  bookingsStartingBetween,
  bookingsHoldingBetween,
  restrictedPeriods,
  settingsOf,
  notify,
  now = () => new Date(),
}: RemindersDeps) {
  /** Members whose bookings touch a restricted period hear of it their warning timing before it starts. */
  async function restrictionWarnings(at: Date): Promise<number> {
    let sent = 0;
    const horizon = new Date(at.getTime() + (Math.max(...WARNING_TIMINGS) + 1) * 3600_000);
    for (const period of restrictedPeriods(at, horizon).filter((p) => p.start > at)) {
      const held = await bookingsHoldingBetween(period.start, period.end);
      const settings = await settingsOf([...new Set(held.map((b) => b.userId))]);
      for (const b of held) {
        const s = { ...DEFAULT_NOTIFICATION_SETTINGS, ...settings.get(b.userId) };
        const due = period.start.getTime() - s.restrictionWarningTiming * 3600_000 <= at.getTime();
        if (!s.shabbatRestrictionWarnings || !due) continue;
        const params = {
          ...aboutBooking(b),
          period: period.name,
          'period.he': period.hebrewName,
          from: period.start.toISOString(),
          until: period.end.toISOString(),
        };
        if (
          await repository.claim(b.id, `restriction ${period.start.toISOString()}`, (tx) =>
            notify([b.userId], { type: 'restriction_warning', text: 'warning.restricted', params }, tx),
          )
        )
          sent++;
      }
    }
    return sent;
  }

  return {
    async tick(): Promise<{ reminders: number; agreements: number; warnings: number }> {
      const at = now();
      const upcoming = await bookingsStartingBetween(at, new Date(at.getTime() + AGREEMENT_HOURS * 3600_000));
      const settings = await settingsOf([...new Set(upcoming.map((b) => b.userId))]);
      let reminders = 0;
      let agreements = 0;
      for (const b of upcoming) {
        const s = { ...DEFAULT_NOTIFICATION_SETTINGS, ...settings.get(b.userId) };
        const minutes = Math.round((b.startTime.getTime() - at.getTime()) / 60_000);
        const remind = (tx: Transaction) =>
          notify([b.userId], { type: 'booking_reminder', text: 'reminder.booking', params: { ...aboutBooking(b), minutes } }, tx);
        if (s.bookingReminders && minutes <= s.reminderTiming && (await repository.claim(b.id, 'reminder', remind))) reminders++;
        const askToSign = (tx: Transaction) => notify([b.userId], { type: 'agreement_reminder', text: 'reminder.agreement', params: aboutBooking(b) }, tx);
        if (!b.agreementSigned && (await repository.claim(b.id, 'agreement', askToSign))) agreements++;
      }
      return { reminders, agreements, warnings: await restrictionWarnings(at) };
    },
  };
}
