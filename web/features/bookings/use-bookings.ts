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

function useRefreshAfterBookingChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/bookings/active'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/stats'] }),
      // A booking change writes notifications (activity feed, bell).
      queryClient.invalidateQueries({ queryKey: ['/api/user/notifications'] }),
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/booking-availability') }),
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
