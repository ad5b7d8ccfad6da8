import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminUserCreate, AdminUserUpdate, User, UserListQuery } from '../../../contract/user.contract.ts';
import { usersEndpoints } from '../../../contract/users.endpoints.ts';
import { USER_VIEWS } from '../../entities/views.ts';
import { call, callPage, callWithForm, downloadFile, urlOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

/** Users a page of User Management shows. */
export const USERS_PAGE_SIZE = 50;

/** User Management's table, a page at a time: always fetched afresh (docs/spec/admin-app.md 7), the last answer kept while the next loads. */
export const useUsers = (q: UserListQuery) => {
  const query = { ...q, page: q.page ?? 1, pageSize: q.pageSize ?? USERS_PAGE_SIZE };
  return useQuery({
    queryKey: [urlOf(usersEndpoints.list, { query })],
    queryFn: () => callPage(usersEndpoints.list, { query }),
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
};

export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, ...changes }: AdminUserUpdate & { id: number }) => call(usersEndpoints.update, { params: { id }, body: changes }),
    onSuccess: useRefreshAfter(USER_VIEWS),
  });
}

export function useCreateUser() {
  return useMutation({
    mutationFn: (values: AdminUserCreate) => call(usersEndpoints.create, { body: values }),
    onSuccess: useRefreshAfter(USER_VIEWS),
  });
}

export function useDeleteUser() {
  return useMutation({
    mutationFn: (id: number) => call(usersEndpoints.remove, { params: { id } }),
    onSuccess: useRefreshAfter(USER_VIEWS),
  });
}

const csvForm = (file: File, validateOnly: boolean) => {
  const form = new FormData();
  if (validateOnly) form.set('validateOnly', 'true');
  form.set('file', file, file.name);
  return form;
};

export function useValidateCsv() {
  return useMutation({ mutationFn: (file: File) => callWithForm(usersEndpoints.validateCsv, csvForm(file, true)) });
}

export function useBulkUpload() {
  return useMutation({
    mutationFn: (file: File) => callWithForm(usersEndpoints.bulkUpload, csvForm(file, false)),
    onSuccess: useRefreshAfter(USER_VIEWS),
  });
}

/** Saves the bulk-upload template. */
export const downloadCsvTemplate = () => downloadFile(urlOf(usersEndpoints.csvTemplate), 'users-template.csv');

/** Everything kept about one member, as one ZIP archive (GET /api/users/{id}/export). */
export const downloadMemberData = (user: User) => downloadFile(urlOf(usersEndpoints.exportData, { params: { id: user.id } }), `medfleet-member-${user.id}.zip`);
