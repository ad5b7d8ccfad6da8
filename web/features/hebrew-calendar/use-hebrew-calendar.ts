import { useMutation, useQuery } from '@tanstack/react-query';
import { hebrewCalendarEndpoints } from '../../../contract/hebrew-calendar.endpoints.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

const HOUR = 3600_000;

export const useHolidays = (startDate: string, endDate: string) =>
  useQuery({ ...queryOf(hebrewCalendarEndpoints.holidays, { query: { startDate, endDate } }), refetchInterval: 24 * HOUR });
export const useShabbatTimes = (startDate: string, endDate: string, enabled: boolean) =>
  useQuery({ ...queryOf(hebrewCalendarEndpoints.shabbatUpcoming, { query: { startDate, endDate } }), refetchInterval: HOUR, enabled });
export const useNextShabbat = () => useQuery({ ...queryOf(hebrewCalendarEndpoints.nextShabbatInfo), refetchInterval: HOUR });

/** Initialize (this year and next) or sync one year; the calendar's views load again. */
export function useCalendarUpdate() {
  return useMutation({
    mutationFn: async (what: { initialize: true } | { syncYear: number }): Promise<unknown> =>
      'initialize' in what ? call(hebrewCalendarEndpoints.initialize) : call(hebrewCalendarEndpoints.sync, { params: { year: what.syncYear } }),
    onSuccess: useRefreshAfter([
      hebrewCalendarEndpoints.holidays,
      hebrewCalendarEndpoints.shabbatUpcoming,
      hebrewCalendarEndpoints.shabbatThisWeek,
      hebrewCalendarEndpoints.nextShabbatInfo,
    ]),
  });
}
