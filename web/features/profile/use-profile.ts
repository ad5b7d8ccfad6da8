import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LicenceValidation } from '../../../contract/licences.contract.ts';
import type { ProfileUpdateInput, User } from '../../../contract/user.contract.ts';
import { apiRequest } from '../../lib/api.ts';

const PROFILE_KEY = ['/api/user/profile'];

export const useProfile = () => useQuery<User>({ queryKey: PROFILE_KEY });

/** spec/admin-app.md 9: licence validation is polled every 60 s. */
export const useLicenceValidation = (userId: number | undefined) =>
  useQuery<LicenceValidation>({ queryKey: [`/api/license/validate/${userId}`], enabled: userId !== undefined, refetchInterval: 60_000 });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdateInput) => apiRequest<User>('PATCH', '/api/user/profile', changes),
    onSuccess: (user) => {
      queryClient.setQueryData(PROFILE_KEY, user);
      return queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/license/') });
    },
  });
}
