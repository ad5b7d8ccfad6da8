import type { Booking } from '../../../contract/bookings.contract.ts';
import { currentLanguage, t } from '../../lib/i18n/index.ts';
import { formatMoment } from '../../lib/server-texts.ts';

/** Why a booking waits for an admin, in the language shown (the server's English sentence for older bookings). */
export function holidayConflictText({ holidayConflict: c, holidayConflictReason }: Pick<Booking, 'holidayConflict' | 'holidayConflictReason'>): string | null {
  if (!c || currentLanguage() === 'en') return holidayConflictReason;
  return t('booking.holidayConflict', { period: c.periodHe, from: formatMoment(c.from), until: formatMoment(c.until) });
}
