import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { licencesEndpoints } from '../../../contract/licences.endpoints.ts';
import type { ProfileUpdateInput, User } from '../../../contract/user.contract.ts';
import { usersEndpoints } from '../../../contract/users.endpoints.ts';
import { USER_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { refreshAfter } from '../../lib/changes.ts';
import { signedInUserQuery, useSignedInUser } from '../auth/index.ts';

export const useProfile = () => useSignedInUser();

/** docs/spec/admin-app.md 9: licence validation is polled every 60 s. */
export const useLicenceValidation = (userId: number | undefined) =>
  useQuery({ ...queryOf(licencesEndpoints.validate, { params: { userId: userId ?? 0 } }), enabled: userId !== undefined, refetchInterval: 60_000 });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdateInput) => call(usersEndpoints.updateProfile, { body: changes }),
    onSuccess: (user) => {
      queryClient.setQueryData(signedInUserQuery.queryKey, user);
      return refreshAfter(queryClient, USER_VIEWS);
    },
  });
}

/** The licence photos read on the server (OCR); nothing is stored until the member saves. */
export function useLicenceAnalysis() {
  return useMutation({
    mutationFn: (images: { frontImage: string; backImage: string | null }) => call(licencesEndpoints.analyze, { body: images }),
  });
}

/** The pending notification address: its link sent again, or dropped (docs/decisions/022). */
export function usePendingEmail() {
  const queryClient = useQueryClient();
  const settle = (user: User) => queryClient.setQueryData(signedInUserQuery.queryKey, user);
  return {
    resend: useMutation({ mutationFn: () => call(usersEndpoints.resendEmailConfirmation), onSuccess: settle }),
    drop: useMutation({ mutationFn: () => call(usersEndpoints.cancelEmailConfirmation), onSuccess: settle }),
  };
}
