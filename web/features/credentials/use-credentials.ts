import { useMutation, useQuery } from '@tanstack/react-query';
import type { CredentialRequest, CredentialUpdate } from '../../../contract/credentials.contract.ts';
import { credentialsEndpoints } from '../../../contract/credentials.endpoints.ts';
import { NOTICE_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const useMyCredentials = () => useQuery(queryOf(credentialsEndpoints.mine));
export const useCredentialTypes = () => useQuery(queryOf(credentialsEndpoints.activeTypes));

export function useAddCredential() {
  return useMutation({
    mutationFn: (body: CredentialRequest) => call(credentialsEndpoints.add, { body }),
    onSuccess: useRefreshAfter([credentialsEndpoints.mine]),
  });
}

export function useUpdateCredential() {
  return useMutation({
    mutationFn: ({ id, ...body }: CredentialUpdate & { id: number }) => call(credentialsEndpoints.update, { params: { id }, body }),
    onSuccess: useRefreshAfter([credentialsEndpoints.mine]),
  });
}

export function useRemoveCredential() {
  return useMutation({
    mutationFn: (id: number) => call(credentialsEndpoints.remove, { params: { id } }),
    onSuccess: useRefreshAfter([credentialsEndpoints.mine]),
  });
}

/** The credentials-expiry list of the admins' panel, as often as the licences beside it. */
export const useExpiringCredentials = () => useQuery({ ...queryOf(credentialsEndpoints.expiring), refetchInterval: 30_000 });

/** The credential-expiry notices, sent now instead of at the daily run. */
export function useSendCredentialNotices() {
  return useMutation({ mutationFn: () => call(credentialsEndpoints.expiryNotices), onSuccess: useRefreshAfter(NOTICE_VIEWS) });
}
