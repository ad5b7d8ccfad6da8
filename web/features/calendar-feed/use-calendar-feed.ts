import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';

const FEED = '/api/calendar/feed';
export interface FeedStatus {
  active: boolean;
  createdAt: string | null;
}

/** The member's calendar subscription: whether it is on, a new secret address (the old one stops), or none. */
export function useCalendarFeed() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [FEED] });
  return {
    status: useQuery<FeedStatus>({ queryKey: [FEED] }),
    create: useMutation({ mutationFn: () => apiRequest<{ url: string; createdAt: string }>('POST', FEED), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: () => apiRequest('DELETE', FEED), onSuccess: refresh }),
  };
}
