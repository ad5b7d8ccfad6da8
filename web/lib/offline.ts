import { dehydrate, hydrate, onlineManager, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { isQueryOf } from './changes.ts';
import { agreementsEndpoints } from '../../contract/agreements.endpoints.ts';
import { bookingsEndpoints } from '../../contract/bookings.endpoints.ts';
import { dashboardEndpoints } from '../../contract/dashboard.endpoints.ts';
import { hebrewCalendarEndpoints } from '../../contract/hebrew-calendar.endpoints.ts';
import { notificationsEndpoints } from '../../contract/notifications.endpoints.ts';
import { systemEndpoints } from '../../contract/system.endpoints.ts';
import { usersEndpoints } from '../../contract/users.endpoints.ts';
import { vehicleChecksEndpoints } from '../../contract/vehicle-checks.endpoints.ts';
import { vehiclesEndpoints } from '../../contract/vehicles.endpoints.ts';

/**
 * What a member needs in a car park with no signal (docs/decisions/020): their profile, upcoming bookings
 * and agreements, their notices (the immobilizer code while it works), the fleet list and their
 * bookings' vehicle checks, kept on
 * the device as they were last brought up to date. Written with the query library's own
 * dehydrate/hydrate: its persister packages would bring a second copy of its core.
 */
const STORE_KEY = 'medfleet.offline';
const isKept = isQueryOf([
  systemEndpoints.config,
  usersEndpoints.profile,
  bookingsEndpoints.active,
  bookingsEndpoints.mine,
  notificationsEndpoints.list,
  agreementsEndpoints.terms,
  vehiclesEndpoints.list,
  dashboardEndpoints.stats,
  hebrewCalendarEndpoints.nextShabbatInfo,
  // A booking's check, opened before the network went: it can be done offline and sent later.
  vehicleChecksEndpoints.forBooking,
]);

const kept = (query: Query) => query.state.status === 'success' && isKept(query.queryKey);

/** Brings back what was kept (stale, so it is fetched again when there is a network) and keeps what comes in. */
export function keepForOffline(client: QueryClient): () => void {
  // The query library assumes a network until an 'offline' event; a page opened offline has none.
  onlineManager.setOnline(navigator.onLine);
  try {
    const stored = localStorage.getItem(STORE_KEY);
    if (stored) {
      hydrate(client, JSON.parse(stored) as DehydratedState);
      void client.invalidateQueries({ refetchType: 'none' });
    }
  } catch {
    localStorage.removeItem(STORE_KEY);
  }
  let pending: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    pending = undefined;
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify(dehydrate(client, { shouldDehydrateQuery: kept })));
    } catch {
      // A full or refused storage keeps nothing: the app still works online.
    }
  };
  return client.getQueryCache().subscribe((event) => {
    // Only a kept answer is worth writing again: the live fleet alone changes several times a second.
    if (event.type === 'updated' && event.action.type === 'success' && kept(event.query as Query) && !pending) pending = setTimeout(save, 500);
  });
}

/** Sign-out forgets what was kept: a shared phone shows nothing of the member after them. */
export const forgetOffline = () => localStorage.removeItem(STORE_KEY);

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);

/** Whether the browser says it has a network now. */
export const useOnline = () => useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline());

/** The oldest moment among the kept answers shown: "as of" for the offline banner. */
export function useKeptAsOf(client: QueryClient, online: boolean): Date | null {
  return useMemo(() => {
    if (online) return null;
    const times = client
      .getQueryCache()
      .getAll()
      .filter(kept)
      .map((q) => q.state.dataUpdatedAt)
      .filter((t) => t > 0);
    return times.length ? new Date(Math.min(...times)) : null;
  }, [client, online]);
}
