import { useQuery } from '@tanstack/react-query';
import { bookingsEndpoints } from '../../../contract/bookings.endpoints.ts';
import { queryOf } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { bookingRange } from '../../lib/time.ts';

/** How many of a member's bookings were released because nobody checked in, and the latest (User Management). */
export function NoShowsLine({ userId }: { userId: number }) {
  const { data } = useQuery(queryOf(bookingsEndpoints.noShows, { params: { id: userId } }));
  if (!data) return null;
  const latest = data.latest[0];
  return (
    <p className="text-sm text-slate-700" data-testid="no-shows">
      {t('noShows.count', { count: data.count })}
      {latest && ` · ${t('noShows.latest', { vehicle: latest.vehicleNumber, when: bookingRange(latest.startTime, latest.endTime) })}`}
    </p>
  );
}
