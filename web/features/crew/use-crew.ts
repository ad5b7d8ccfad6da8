import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { VEHICLE_CATEGORIES, type VehicleCategory } from '../../../contract/constants.ts';
import { credentialsEndpoints } from '../../../contract/credentials.endpoints.ts';
import type { SeatDefinition } from '../../../contract/crew.contract.ts';
import { crewEndpoints } from '../../../contract/crew.endpoints.ts';
import { BOOKING_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const useCrew = (bookingId: number) => useQuery(queryOf(crewEndpoints.crew, { params: { id: bookingId } }));

/** Joins a seat (or accepts the invitation to it): the crew and the member's bookings are read again. */
export function useJoinSeat() {
  return useMutation({
    mutationFn: ({ bookingId, seat }: { bookingId: number; seat: string }) => call(crewEndpoints.join, { params: { id: bookingId }, body: { seat } }),
    onSuccess: useRefreshAfter(BOOKING_VIEWS),
  });
}

/** The booker invites a member to an open seat: the crew is read again (the seat now shows them invited). */
export function useInviteToSeat() {
  return useMutation({
    mutationFn: ({ bookingId, seat, userId }: { bookingId: number; seat: string; userId: number }) =>
      call(crewEndpoints.invite, { params: { id: bookingId }, body: { seat, userId } }),
    onSuccess: useRefreshAfter([crewEndpoints.crew, crewEndpoints.candidates, crewEndpoints.incomplete]),
  });
}

export function useLeaveSeat() {
  return useMutation({
    mutationFn: ({ bookingId, seat }: { bookingId: number; seat: string }) => call(crewEndpoints.leave, { params: { id: bookingId, seat } }),
    onSuccess: useRefreshAfter(BOOKING_VIEWS),
  });
}

/** Every vehicle category's seats, for the admins' editor (one read per category, all at once). */
export function useAllCategorySeats() {
  return useQueries({
    queries: VEHICLE_CATEGORIES.map((category) => queryOf(crewEndpoints.seats, { params: { category } })),
    combine: (results) => ({ data: results.every((r) => r.data) ? results.map((r) => r.data!) : undefined, isError: results.some((r) => r.isError) }),
  });
}

export function useSaveCategorySeats() {
  return useMutation({
    mutationFn: ({ category, seats }: { category: VehicleCategory; seats: SeatDefinition[] }) =>
      call(crewEndpoints.setSeats, { params: { category }, body: { seats } }),
    onSuccess: useRefreshAfter([crewEndpoints.seats, ...BOOKING_VIEWS]),
  });
}

export const useCredentialTypesForSeats = () => useQuery(queryOf(credentialsEndpoints.types));
export const useIncompleteCrews = () => useQuery({ ...queryOf(crewEndpoints.incomplete), refetchInterval: 60_000 });

export const useCrewAlerts = () => useQuery(queryOf(crewEndpoints.alerts));
export function useSetCrewAlerts() {
  return useMutation({
    mutationFn: (openSeats: boolean) => call(crewEndpoints.setAlerts, { body: { openSeats } }),
    onSuccess: useRefreshAfter([crewEndpoints.alerts]),
  });
}
