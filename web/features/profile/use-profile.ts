import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LicenceAnalysis, LicenceValidation } from '../../../contract/licences.contract.ts';
import type { ProfileUpdateInput, User } from '../../../contract/user.contract.ts';
import { apiRequest } from '../../lib/api.ts';
import { refreshAfter } from '../../lib/changes.ts';
import { sessionKeys, useSignedInUser } from '../auth/index.ts';

export const profileKeys = {
  licenceValidation: (userId: number | undefined) => [`/api/license/validate/${userId}`],
};

export const useProfile = () => useSignedInUser();

/** spec/admin-app.md 9: licence validation is polled every 60 s. */
export const useLicenceValidation = (userId: number | undefined) =>
  useQuery<LicenceValidation>({ queryKey: profileKeys.licenceValidation(userId), enabled: userId !== undefined, refetchInterval: 60_000 });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdateInput) => apiRequest<User>('PATCH', '/api/user/profile', changes),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.profile, user);
      return refreshAfter(queryClient, 'user');
    },
  });
}

/** The licence photos read on the server (OCR); nothing is stored until the member saves. */
export function useLicenceAnalysis() {
  return useMutation({
    mutationFn: (images: { frontImage: string; backImage: string | null }) => apiRequest<LicenceAnalysis>('POST', '/api/license/analyze', images),
  });
}

/** The pending notification address: its link sent again, or dropped (docs/decisions/022). */
export function usePendingEmail() {
  const queryClient = useQueryClient();
  const settle = (user: User) => queryClient.setQueryData(sessionKeys.profile, user);
  return {
    resend: useMutation({ mutationFn: () => apiRequest<User>('POST', '/api/user/preferred-email/resend'), onSuccess: settle }),
    drop: useMutation({ mutationFn: () => apiRequest<User>('DELETE', '/api/user/preferred-email/pending'), onSuccess: settle }),
  };
}
