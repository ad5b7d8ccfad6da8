import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../../contract/messaging.contract.ts';
import type { Notify } from '../../notify-port.ts';
import { formatSpan } from '../../time.ts';
import type { BookingWithNames } from '../bookings/index.ts';
import type { RemindersRepository } from './reminders.repository.ts';

/** Agreement reminders go out for bookings starting within a day without a signed agreement (issue 14.5). */
const AGREEMENT_HOURS = 24;

export interface RemindersDeps {
  repository: RemindersRepository;
  bookingsStartingBetween: (from: Date, to: Date) => Promise<BookingWithNames[]>;
  settingsOf: (userIds: number[]) => Promise<Map<number, NotificationSettings>>;
  notify: Notify;
  now?: () => Date;
}

/**
 * Booking reminders at each member's reminder timing and agreement reminders a day ahead, each
 * once per booking whichever instance runs first; a setting turned off sends nothing of its kind.
 */
export function createRemindersService({ repository, bookingsStartingBetween, settingsOf, notify, now = () => new Date() }: RemindersDeps) {
  return {
    async tick(): Promise<{ reminders: number; agreements: number }> {
      const at = now();
      const upcoming = await bookingsStartingBetween(at, new Date(at.getTime() + AGREEMENT_HOURS * 3600_000));
      const settings = await settingsOf([...new Set(upcoming.map((b) => b.userId))]);
      let reminders = 0;
      let agreements = 0;
      for (const b of upcoming) {
        const s = { ...DEFAULT_NOTIFICATION_SETTINGS, ...settings.get(b.userId) };
        const minutes = Math.round((b.startTime.getTime() - at.getTime()) / 60_000);
        if (s.bookingReminders && minutes <= s.reminderTiming && (await repository.claim(b.id, 'reminder'))) {
          await notify([b.userId], { type: 'booking_reminder', title: 'Booking reminder', message: `${b.vehicleNumber}, ${formatSpan(b.startTime, b.endTime)}: your booking starts in ${minutes} minutes.`, params: { bookingId: b.id } });
          reminders++;
        }
        if (!b.agreementSigned && (await repository.claim(b.id, 'agreement'))) {
          await notify([b.userId], { type: 'agreement_reminder', title: 'Sign the agreement', message: `Sign the vehicle-use agreement of ${b.vehicleNumber}, ${formatSpan(b.startTime, b.endTime)}, in My Reservations before you take the vehicle.`, params: { bookingId: b.id } });
          agreements++;
        }
      }
      return { reminders, agreements };
    },
  };
}
