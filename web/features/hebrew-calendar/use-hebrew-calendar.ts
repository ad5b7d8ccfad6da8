import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Holiday, RestrictedPeriod } from '../../../contract/hebrew-calendar.contract.ts';
import { apiRequest } from '../../lib/api.ts';

const HOUR = 3600_000;

export const hebrewCalendarKeys = {
  all: '/api/hebrew-calendar',
  holidays: (start: string, end: string) => [`/api/hebrew-calendar/holidays?startDate=${start}&endDate=${end}`],
  shabbat: (start: string, end: string) => [`/api/hebrew-calendar/shabbat-upcoming?startDate=${start}&endDate=${end}`],
  nextShabbat: ['/api/bookings/next-shabbat-info'],
};

export const useHolidays = (start: string, end: string) => useQuery<Holiday[]>({ queryKey: hebrewCalendarKeys.holidays(start, end), refetchInterval: 24 * HOUR });
export const useShabbatTimes = (start: string, end: string, enabled: boolean) =>
  useQuery<RestrictedPeriod[]>({ queryKey: hebrewCalendarKeys.shabbat(start, end), refetchInterval: HOUR, enabled });
export const useNextShabbat = () => useQuery<RestrictedPeriod>({ queryKey: hebrewCalendarKeys.nextShabbat, refetchInterval: HOUR });

/** Initialize (this year and next) or sync one year; the calendar's views load again. */
export function useCalendarUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (what: { initialize: true } | { syncYear: number }) =>
      apiRequest('POST', 'initialize' in what ? '/api/hebrew-calendar/initialize' : `/api/hebrew-calendar/sync/${what.syncYear}`),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(hebrewCalendarKeys.all) }),
  });
}
