import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api.ts';

/** Queries are keyed by their API path (the spec's cache-invalidation lists name paths). */
const getByPath: QueryFunction = ({ queryKey }) => apiRequest('GET', queryKey.join('/'));

/** The spec's defaults: no interval, never stale, no refetch on focus, no retry; exceptions per query. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getByPath,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      // A change made offline fails at once with a plain message (web/lib/api.ts), never waits unseen.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
