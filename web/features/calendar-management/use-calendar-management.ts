import { useMutation, useQuery } from '@tanstack/react-query';
import type { AffectedBooking, AvailabilityRule, AvailabilityRuleInput, CalendarEvent, CalendarEventInput } from '../../../contract/availability.contract.ts';
import { apiRequest } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const calendarKeys = {
  events: ['/api/calendar/events'],
  rules: ['/api/availability/rules'],
};

export const useCalendarEvents = () => useQuery<CalendarEvent[]>({ queryKey: calendarKeys.events, staleTime: 0 });
export const useAvailabilityRules = () => useQuery<AvailabilityRule[]>({ queryKey: calendarKeys.rules, staleTime: 0 });

/** An event or rule changes what can be booked: every view of bookings and the calendar refreshes. */
export function useSaveEvent() {
  return useMutation({
    mutationFn: ({ id, ...event }: CalendarEventInput & { id?: number }) =>
      apiRequest<CalendarEvent & { affectedBookings: AffectedBooking[] }>(id ? 'PUT' : 'POST', id ? `/api/calendar/events/${id}` : '/api/calendar/events', event),
    onSuccess: useRefreshAfter('calendar'),
  });
}

export function useDeleteEvent() {
  return useMutation({ mutationFn: (id: number) => apiRequest('DELETE', `/api/calendar/events/${id}`), onSuccess: useRefreshAfter('calendar') });
}

export function useCreateRule() {
  return useMutation({
    mutationFn: (rule: AvailabilityRuleInput) => apiRequest<AvailabilityRule & { affectedBookings: AffectedBooking[] }>('POST', '/api/availability/rules', rule),
    onSuccess: useRefreshAfter('calendar'),
  });
}

export function useDeleteRule() {
  return useMutation({ mutationFn: (id: number) => apiRequest('DELETE', `/api/availability/rules/${id}`), onSuccess: useRefreshAfter('calendar') });
}
