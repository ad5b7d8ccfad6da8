import { useMutation, useQuery } from '@tanstack/react-query';
import type { AvailabilityRuleInput, CalendarEventInput } from '../../../contract/availability.contract.ts';
import { availabilityEndpoints } from '../../../contract/availability.endpoints.ts';
import { CALENDAR_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const useCalendarEvents = () => useQuery({ ...queryOf(availabilityEndpoints.listEvents), staleTime: 0 });
export const useAvailabilityRules = () => useQuery({ ...queryOf(availabilityEndpoints.listRules), staleTime: 0 });

/** An event or rule changes what can be booked: every view of bookings and the calendar refreshes. */
export function useSaveEvent() {
  return useMutation({
    mutationFn: ({ id, ...event }: CalendarEventInput & { id?: number }) =>
      id ? call(availabilityEndpoints.updateEvent, { params: { id }, body: event }) : call(availabilityEndpoints.createEvent, { body: event }),
    onSuccess: useRefreshAfter(CALENDAR_VIEWS),
  });
}

export function useDeleteEvent() {
  return useMutation({ mutationFn: (id: number) => call(availabilityEndpoints.deleteEvent, { params: { id } }), onSuccess: useRefreshAfter(CALENDAR_VIEWS) });
}

export function useCreateRule() {
  return useMutation({
    mutationFn: (rule: AvailabilityRuleInput) => call(availabilityEndpoints.createRule, { body: rule }),
    onSuccess: useRefreshAfter(CALENDAR_VIEWS),
  });
}

export function useDeleteRule() {
  return useMutation({ mutationFn: (id: number) => call(availabilityEndpoints.deleteRule, { params: { id } }), onSuccess: useRefreshAfter(CALENDAR_VIEWS) });
}
