import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementUpdateInput } from '../../../contract/announcement.contract.ts';
import { apiRequest } from '../../lib/api.ts';

const KEY = ['/api/announcement'];

/** The banner as members see it. */
export const useAnnouncement = () => useQuery<Announcement>({ queryKey: KEY });

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: AnnouncementUpdateInput) => apiRequest<Announcement>('PUT', '/api/admin/announcement', next),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
