import { QueryClient } from '@tanstack/react-query';

/** The spec's defaults: no interval, never stale, no refetch on focus, no retry; exceptions per query. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
