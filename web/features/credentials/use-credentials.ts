import { useMutation, useQuery } from '@tanstack/react-query';
import type { CredentialRequest, CredentialTypeRequest, CredentialUpdate } from '../../../contract/credentials.contract.ts';
import { credentialsEndpoints } from '../../../contract/credentials.endpoints.ts';
import { NOTICE_VIEWS } from '../../entities/views.ts';
import { call, callWithForm, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const useMyCredentials = () => useQuery(queryOf(credentialsEndpoints.mine));
export const useCredentialTypes = () => useQuery(queryOf(credentialsEndpoints.activeTypes));
/** Every credential type, retired ones too (admins). */
export const useAllCredentialTypes = () => useQuery(queryOf(credentialsEndpoints.types));

/** Adds a credential type, or changes the one of `id` (and retires it or brings it back): audited by the server. */
export function useSaveCredentialType() {
  return useMutation({
    mutationFn: ({ id, body, active }: { id: number | undefined; body: CredentialTypeRequest; active: boolean }) =>
      id === undefined ? call(credentialsEndpoints.createType, { body }) : call(credentialsEndpoints.updateType, { params: { id }, body: { ...body, active } }),
    onSuccess: useRefreshAfter([credentialsEndpoints.types, credentialsEndpoints.activeTypes]),
  });
}

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

/** The member hands in a scan of their credential, for an admin to review in Document Management. */
export function useSendCredentialScan() {
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return callWithForm(credentialsEndpoints.scan, form, { params: { id } });
    },
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

/** A member's credentials, for an admin (User Management). */
export const useMemberCredentials = (userId: number) => useQuery(queryOf(credentialsEndpoints.ofUser, { params: { id: userId } }));

/** An admin verifies (or takes back the verification of) a member's credential: audited, and the member is told. */
export function useVerifyCredential() {
  return useMutation({
    mutationFn: ({ id, verified }: { id: number; verified: boolean }) => call(credentialsEndpoints.update, { params: { id }, body: { verified } }),
    onSuccess: useRefreshAfter([credentialsEndpoints.ofUser, credentialsEndpoints.expiring, ...NOTICE_VIEWS]),
  });
}
