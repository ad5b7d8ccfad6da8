import { useMutation, useQuery } from '@tanstack/react-query';
import type { SignAgreementRequest } from '../../../contract/agreements.contract.ts';
import { agreementsEndpoints } from '../../../contract/agreements.endpoints.ts';
import { availabilityEndpoints } from '../../../contract/availability.endpoints.ts';
import type { CreateSeriesRequest } from '../../../contract/booking-series.contract.ts';
import { bookingSeriesEndpoints } from '../../../contract/booking-series.endpoints.ts';
import type { CheckInRequest, CreateBookingRequest } from '../../../contract/bookings.contract.ts';
import { bookingsEndpoints } from '../../../contract/bookings.endpoints.ts';
import { calendarExportEndpoints } from '../../../contract/calendar-export.endpoints.ts';
import { dashboardEndpoints } from '../../../contract/dashboard.endpoints.ts';
import { documentsEndpoints } from '../../../contract/documents.endpoints.ts';
import { BOOKING_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const useStats = () => useQuery(queryOf(dashboardEndpoints.stats));
export const useActiveBookings = () => useQuery(queryOf(bookingsEndpoints.active));
/** My Reservations: every booking of mine, a page at a time, fresh on every visit. */
export const useMyBookings = (page: number, pageSize: number) => useQuery({ ...queryOf(bookingsEndpoints.mine, { query: { page, pageSize } }), staleTime: 0 });

/** Only while the booking dialog is open (docs/spec/member-app.md 7). */
export const useAvailability = (date: string, enabled: boolean) =>
  useQuery({ ...queryOf(availabilityEndpoints.availability, { query: { date } }), enabled, staleTime: 0 });
export const useFleetOverview = (date: string, enabled: boolean) =>
  useQuery({ ...queryOf(availabilityEndpoints.overview, { query: { date } }), enabled, staleTime: 0 });

export function useCreateBooking() {
  return useMutation({
    mutationFn: (body: CreateBookingRequest) => call(bookingsEndpoints.create, { body }),
    onSuccess: useRefreshAfter(BOOKING_VIEWS),
  });
}

/** A series of the member's bookings (docs/decisions/032): what was booked and what was refused, with why. */
export function useCreateSeries() {
  return useMutation({
    mutationFn: (body: CreateSeriesRequest) => call(bookingSeriesEndpoints.create, { body }),
    onSuccess: useRefreshAfter(BOOKING_VIEWS),
  });
}

/** Cancels a series' occurrences from one of them on (docs/decisions/032). */
export function useCancelSeries() {
  return useMutation({
    mutationFn: ({ seriesId, from }: { seriesId: number; from: string }) => call(bookingSeriesEndpoints.cancel, { params: { id: seriesId }, query: { from } }),
    onSuccess: useRefreshAfter(BOOKING_VIEWS),
  });
}

export function useCancelBooking() {
  return useMutation({
    mutationFn: (id: number) => call(bookingsEndpoints.cancel, { params: { id }, body: {} }),
    onSuccess: useRefreshAfter(BOOKING_VIEWS),
  });
}

export function useCheckIn() {
  return useMutation({
    mutationFn: ({ id, ...body }: CheckInRequest & { id: number }) => call(bookingsEndpoints.checkIn, { params: { id }, body }),
    onSuccess: useRefreshAfter(BOOKING_VIEWS),
  });
}

export function useRescheduleBooking() {
  return useMutation({
    mutationFn: ({ id, ...window }: { id: number; startTime: string; endTime: string; vehicleId?: number }) =>
      call(bookingsEndpoints.reschedule, { params: { id }, body: window }),
    onSuccess: useRefreshAfter(BOOKING_VIEWS),
  });
}

/** The agreement text, while the signing dialog is open. */
export const useAgreementTerms = (enabled: boolean) => useQuery({ ...queryOf(agreementsEndpoints.terms), enabled });

export function useSignAgreement() {
  return useMutation({
    mutationFn: ({ bookingId, ...body }: SignAgreementRequest & { bookingId: number }) => call(agreementsEndpoints.sign, { params: { bookingId }, body }),
    onSuccess: useRefreshAfter(BOOKING_VIEWS),
  });
}

/** The Google and Outlook links that add a booking, asked for when Add to Calendar opens one. */
export const fetchCalendarUrls = (bookingId: number) => call(calendarExportEndpoints.urls, { params: { bookingId } });

/** How the vehicle was last given back, for its next holder (null before its first return). */
export const useLastReturn = (vehicleId: number) => useQuery({ ...queryOf(documentsEndpoints.lastReturn, { params: { id: vehicleId } }), staleTime: 0 });

/** The vehicles a booking's member may take instead for its span (a booking whose vehicle was taken). */
export const useAlternatives = (bookingId: number, enabled: boolean) =>
  useQuery({ ...queryOf(bookingsEndpoints.alternatives, { params: { id: bookingId } }), enabled, staleTime: 0 });
