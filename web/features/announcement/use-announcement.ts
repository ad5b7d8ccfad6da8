import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementUpdateInput } from '../../../contract/announcement.contract.ts';
import { announcementEndpoints } from '../../../contract/announcement.endpoints.ts';
import { call, queryOf } from '../../lib/api.ts';

const current = queryOf(announcementEndpoints.current);

/** The banner as members see it. */
export const useAnnouncement = () => useQuery(current);

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: AnnouncementUpdateInput) => call(announcementEndpoints.update, { body: next }),
    onSuccess: (saved) => queryClient.setQueryData(current.queryKey, saved),
  });
}
