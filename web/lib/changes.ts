import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../../contract/endpoint.ts';

/** A query's key is its address (web/lib/api.ts queryOf): the addresses of an endpoint, whatever its parameters and query. */
const addressesOf = ({ path }: Endpoint) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?]+')}(\\?|$)`);

/** Whether a query (by its key) is one of these endpoints'. */
export function isQueryOf(endpoints: readonly Endpoint[]): (queryKey: readonly unknown[]) => boolean {
  const addresses = endpoints.map(addressesOf);
  return (queryKey) => typeof queryKey[0] === 'string' && addresses.some((address) => address.test(queryKey[0] as string));
}

/** Refreshes every query of these endpoints (a feature names what its change makes stale, web/entities/views.ts). */
export function refreshAfter(queryClient: QueryClient, stale: readonly Endpoint[]): Promise<void> {
  const stalled = isQueryOf(stale);
  return queryClient.invalidateQueries({ predicate: (query) => stalled(query.queryKey) });
}

/** The refresh of what a change makes stale, for a mutation's onSuccess. */
export function useRefreshAfter(stale: readonly Endpoint[]): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => refreshAfter(queryClient, stale);
}
