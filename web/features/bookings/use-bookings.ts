import { useMutation, useQuery } from '@tanstack/react-query';
import type { AgreementStatus, SignAgreementRequest } from '../../../contract/agreements.contract.ts';
import type { AvailabilityEntry, FleetOverview } from '../../../contract/availability.contract.ts';
import type { Booking, BookingPage, CreateBookingRequest } from '../../../contract/bookings.contract.ts';
import type { CalendarUrls } from '../../../contract/calendar-export.contract.ts';
import type { Language } from '../../../contract/constants.ts';
import type { Stats } from '../../../contract/dashboard.contract.ts';
import type { LastReturnView } from '../../../contract/documents.contract.ts';
import type { VehicleSummary } from '../../../contract/vehicles.contract.ts';
import { apiRequest } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const bookingKeys = {
  active: ['/api/bookings/active'],
  mine: (page: number, pageSize: number) => [`/api/bookings/mine?page=${page}&pageSize=${pageSize}`],
  stats: ['/api/stats'],
  availability: (date: string) => [`/api/booking-availability?date=${date}`],
  fleetOverview: (date: string) => [`/api/fleet-overview?date=${date}`],
  agreementTerms: ['/api/agreements/terms'],
};

export const useStats = () => useQuery<Stats>({ queryKey: bookingKeys.stats });
export const useActiveBookings = () => useQuery<Booking[]>({ queryKey: bookingKeys.active });
/** My Reservations: every booking of mine, a page at a time, fresh on every visit. */
export const useMyBookings = (page: number, pageSize: number) => useQuery<BookingPage>({ queryKey: bookingKeys.mine(page, pageSize), staleTime: 0 });

/** Only while the booking dialog is open (spec/member-app.md 7). */
export const useAvailability = (date: string, enabled: boolean) =>
  useQuery<AvailabilityEntry[]>({ queryKey: bookingKeys.availability(date), enabled, staleTime: 0 });
export const useFleetOverview = (date: string, enabled: boolean) =>
  useQuery<FleetOverview>({ queryKey: bookingKeys.fleetOverview(date), enabled, staleTime: 0 });

export function useCreateBooking() {
  return useMutation({
    mutationFn: (body: CreateBookingRequest) => apiRequest<Booking>('POST', '/api/bookings', body),
    onSuccess: useRefreshAfter('booking'),
  });
}

export function useCancelBooking() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<Booking>('POST', `/api/bookings/${id}/cancel`, {}),
    onSuccess: useRefreshAfter('booking'),
  });
}

export function useRescheduleBooking() {
  return useMutation({
    mutationFn: ({ id, ...window }: { id: number; startTime: string; endTime: string; vehicleId?: number }) => apiRequest<Booking>('PATCH', `/api/bookings/${id}`, window),
    onSuccess: useRefreshAfter('booking'),
  });
}

/** The agreement text, while the signing dialog is open. */
export const useAgreementTerms = (enabled: boolean) => useQuery<{ version: string; language: Language; terms: string[] }>({ queryKey: bookingKeys.agreementTerms, enabled });

export function useSignAgreement() {
  return useMutation({
    mutationFn: ({ bookingId, ...body }: SignAgreementRequest & { bookingId: number }) => apiRequest<AgreementStatus>('POST', `/api/agreements/${bookingId}/sign`, body),
    onSuccess: useRefreshAfter('booking'),
  });
}

/** The Google and Outlook links that add a booking, asked for when Add to Calendar opens one. */
export const fetchCalendarUrls = (bookingId: number) => apiRequest<CalendarUrls>('GET', `/api/calendar/urls/${bookingId}`);

/** How the vehicle was last given back, for its next holder (null before its first return). */
export const useLastReturn = (vehicleId: number) => useQuery<LastReturnView>({ queryKey: [`/api/vehicles/${vehicleId}/last-return`], staleTime: 0 });

/** The vehicles a booking's member may take instead for its span (a booking whose vehicle was taken). */
export const useAlternatives = (bookingId: number, enabled: boolean) => useQuery<VehicleSummary[]>({ queryKey: [`/api/bookings/${bookingId}/alternatives`], enabled, staleTime: 0 });
