import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityEntry, FleetOverview } from '../../../contract/availability.contract.ts';
import type { Booking, CreateBookingRequest } from '../../../contract/bookings.contract.ts';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { apiRequest } from '../../lib/api.ts';

export interface Stats {
  activeBookings: number;
  hoursThisMonth: number;
  availableVehicles: number;
  pendingReports: number;
}

export const useVehicles = () => useQuery<Vehicle[]>({ queryKey: ['/api/vehicles'], refetchOnMount: 'always' });
export const useStats = () => useQuery<Stats>({ queryKey: ['/api/stats'] });
export const useActiveBookings = () => useQuery<Booking[]>({ queryKey: ['/api/bookings/active'] });

/** Only while the booking dialog is open (spec/member-app.md 7). */
export const useAvailability = (date: string, enabled: boolean) =>
  useQuery<AvailabilityEntry[]>({ queryKey: [`/api/booking-availability?date=${date}`], enabled, staleTime: 0 });
export const useFleetOverview = (date: string, enabled: boolean) =>
  useQuery<FleetOverview>({ queryKey: [`/api/fleet-overview?date=${date}`], enabled, staleTime: 0 });

/** Every view that shows bookings, keyed by the API path (with or without a query string). */
const BOOKING_VIEWS = ['/api/bookings/mine', '/api/booking-availability', '/api/booking-diary', '/api/fleet-overview'];

function useRefreshAfterBookingChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/bookings/active'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/stats'] }),
      // A booking change writes notifications (activity feed, bell).
      queryClient.invalidateQueries({ queryKey: ['/api/user/notifications'] }),
      queryClient.invalidateQueries({ predicate: (q) => BOOKING_VIEWS.some((path) => String(q.queryKey[0]).startsWith(path)) }),
    ]);
}

export function useCreateBooking() {
  const refresh = useRefreshAfterBookingChange();
  return useMutation({
    mutationFn: (body: CreateBookingRequest) => apiRequest<Booking>('POST', '/api/bookings', body),
    onSuccess: refresh,
  });
}

export function useCancelBooking() {
  const refresh = useRefreshAfterBookingChange();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Booking>('POST', `/api/bookings/${id}/cancel`, {}),
    onSuccess: refresh,
  });
}

export function useRescheduleBooking() {
  const refresh = useRefreshAfterBookingChange();
  return useMutation({
    mutationFn: ({ id, ...window }: { id: number; startTime: string; endTime: string }) => apiRequest<Booking>('PATCH', `/api/bookings/${id}`, window),
    onSuccess: refresh,
  });
}
