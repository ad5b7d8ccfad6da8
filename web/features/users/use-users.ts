import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminUserCreate, AdminUserUpdate, BulkUploadResult, CsvValidation, DeleteUserResult, User, UserListQuery } from '../../../contract/user.contract.ts';
import { apiPage, apiRequest, downloadFile, withQuery } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const userKeys = {
  list: (q: UserListQuery) => [withQuery('/api/users', q)],
};

/** Users a page of User Management shows. */
export const USERS_PAGE_SIZE = 50;

/** User Management's table, a page at a time: always fetched afresh (spec/admin-app.md 7), the last answer kept while the next loads. */
export const useUsers = (q: UserListQuery) => {
  const paged = { ...q, page: q.page ?? 1, pageSize: q.pageSize ?? USERS_PAGE_SIZE };
  return useQuery({
    queryKey: userKeys.list(paged),
    queryFn: () => apiPage<User>(withQuery('/api/users', paged)),
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
};

export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, ...changes }: AdminUserUpdate & { id: number }) => apiRequest<User>('PATCH', `/api/users/${id}`, changes),
    onSuccess: useRefreshAfter('user'),
  });
}

export function useCreateUser() {
  return useMutation({
    mutationFn: (values: AdminUserCreate) => apiRequest<User>('POST', '/api/users', values),
    onSuccess: useRefreshAfter('user'),
  });
}

export function useDeleteUser() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<DeleteUserResult>('DELETE', `/api/users/${id}`),
    onSuccess: useRefreshAfter('user'),
  });
}

const csvForm = (file: File, validateOnly: boolean) => {
  const form = new FormData();
  if (validateOnly) form.set('validateOnly', 'true');
  form.set('file', file, file.name);
  return form;
};

export function useValidateCsv() {
  return useMutation({ mutationFn: (file: File) => apiRequest<CsvValidation>('POST', '/api/users/validate-csv', csvForm(file, true)) });
}

export function useBulkUpload() {
  return useMutation({
    mutationFn: (file: File) => apiRequest<BulkUploadResult>('POST', '/api/users/bulk-upload', csvForm(file, false)),
    onSuccess: useRefreshAfter('user'),
  });
}

/** Saves the bulk-upload template. */
export const downloadCsvTemplate = () => downloadFile('/api/users/csv-template', 'users-template.csv');
