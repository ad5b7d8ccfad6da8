import { useMutation, useQuery } from '@tanstack/react-query';
import type { CredentialRequest, CredentialUpdate } from '../../../contract/credentials.contract.ts';
import { credentialsEndpoints } from '../../../contract/credentials.endpoints.ts';
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
