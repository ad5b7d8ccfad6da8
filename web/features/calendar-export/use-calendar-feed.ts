import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarExportEndpoints } from '../../../contract/calendar-export.endpoints.ts';
import { call, queryOf } from '../../lib/api.ts';

const feedStatus = queryOf(calendarExportEndpoints.feedStatus);

/** The member's calendar subscription: whether it is on, a new secret address (the old one stops), or none. */
export function useCalendarFeed() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: feedStatus.queryKey });
  return {
    status: useQuery(feedStatus),
    create: useMutation({ mutationFn: () => call(calendarExportEndpoints.createFeed), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: () => call(calendarExportEndpoints.revokeFeed), onSuccess: refresh }),
  };
}
