import { BadgeCheck, Download, FileArchive, Pencil, Trash2, Upload, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { BulkUploadDialog } from './bulk-upload-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { downloadCsvTemplate, downloadMemberData, useDeleteUser, USERS_PAGE_SIZE, useUsers } from './use-users.ts';
import { USER_TYPES } from '../../../contract/constants.ts';
import { USER_STATUSES, type User, type UserListQuery } from '../../../contract/user.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CARD_CELL, CARD_ROW, CARD_TABLE, CARD_TABLE_BODY, CARD_TABLE_HEAD } from '../../components/ui/card-table.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ChoiceFilter, SearchFilter } from '../../components/ui/filters.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { personName, t, userTypeName, userTypeNames } from '../../lib/i18n/index.ts';

/** Admin User Management (docs/spec/admin-app.md 2.8): search and filters, the table, edit, delete, template and bulk upload. */
export function UserManagementTab() {
  const [filters, setFilters] = useState<UserListQuery>({});
  const { data, isPending, isError, refetch } = useUsers(filters);
  const users = data?.items;
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [uploading, setUploading] = useState(false);
  const [adding, setAdding] = useState(false);
  // A new search or filter starts again at its first page.
  const set = (changes: UserListQuery) => setFilters((f) => ({ ...f, page: undefined, ...changes }));

  const template = async () => {
    try {
      await downloadCsvTemplate();
    } catch {
      toast.error(t('users.downloadFailed'), { description: t('users.downloadFailedText') });
    }
  };

  return (
    <Panel className="space-y-4" aria-label={t('users.title')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <IconHeading icon={Users}>{t('users.title')}</IconHeading>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <UserPlus className="size-4" aria-hidden /> {t('addUser.open')}
          </Button>
          <Button variant="secondary" onClick={() => void template()}>
            <Download className="size-4" aria-hidden /> {t('users.downloadTemplate')}
          </Button>
          <Button onClick={() => setUploading(true)}>
            <Upload className="size-4" aria-hidden /> {t('users.bulkUpload')}
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SearchFilter label={t('users.search')} placeholder={t('users.searchHint')} value={filters.q} onChange={(q) => set({ q })} />
        <ChoiceFilter
          label={t('users.userType')}
          all={t('users.allTypes')}
          values={USER_TYPES}
          wordOf={userTypeName}
          value={filters.userType}
          onChange={(userType) => set({ userType })}
        />
        <ChoiceFilter
          label={t('users.status')}
          all={t('users.all')}
          values={USER_STATUSES}
          wordOf={(status) => t(`users.${status}`)}
          value={filters.status}
          onChange={(status) => set({ status })}
          className="w-36"
        />
      </div>

      {isError && (
        <Alert>
          {t('users.failed')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {isPending ? (
        <Skeleton className="h-48" />
      ) : users?.length === 0 ? (
        <EmptyState>{t('users.empty')}</EmptyState>
      ) : (
        <>
          <UsersTable users={users ?? []} onEdit={setEditing} onDelete={setDeleting} />
          <Pager page={filters.page ?? 1} total={data?.total ?? 0} onPage={(page) => set({ page })} />
        </>
      )}

      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <EditUserDialog user={null} adding={adding} onClose={() => setAdding(false)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <BulkUploadDialog open={uploading} onClose={() => setUploading(false)} />
    </Panel>
  );
}

/** Where this page is in the list, and the way to the pages around it. */
function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  if (pages === 1) return null;
  const from = (page - 1) * USERS_PAGE_SIZE + 1;
  return (
    <nav className="flex items-center justify-between gap-2 text-sm text-slate-600" aria-label={t('users.pages')}>
      <span>{t('users.showing', { from, to: Math.min(page * USERS_PAGE_SIZE, total), total })}</span>
      <span className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('users.previousPage')}
        </Button>
        <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('users.nextPage')}
        </Button>
      </span>
    </nav>
  );
}

const COLUMNS = ['name', 'email', 'phone', 'userTypes', 'licence', 'status', 'actions'] as const;

/** The users as a table on a wide screen and as one card each on a phone (CARD_TABLE). */
function UsersTable({ users, onEdit, onDelete }: { users: User[]; onEdit: (u: User) => void; onDelete: (u: User) => void }) {
  const cell = (column: (typeof COLUMNS)[number]) => ({ 'data-label': t(`users.column.${column}`), className: cn('px-2 py-2', CARD_CELL) });
  return (
    <div className="sm:overflow-x-auto">
      <table className={cn(CARD_TABLE, 'text-sm sm:min-w-[48rem]')}>
        <thead className={cn('border-b border-slate-200 text-xs text-slate-500 uppercase', CARD_TABLE_HEAD)}>
          <tr>
            {COLUMNS.map((h) => (
              <th key={h} scope="col" className="px-2 py-2 text-start font-semibold">
                {t(`users.column.${h}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={CARD_TABLE_BODY}>
          {users.map((u) => (
            <tr key={u.id} className={cn('border-b border-slate-100', CARD_ROW)} data-testid="user-row">
              <td {...cell('name')}>
                <span className="font-medium">{personName(u.name)}</span>
              </td>
              <td {...cell('email')}>
                <span className="min-w-0 break-all">{u.email}</span>
              </td>
              <td {...cell('phone')}>
                <span className="whitespace-nowrap" dir="ltr">
                  {u.phone ?? '—'}
                </span>
              </td>
              <td {...cell('userTypes')}>{userTypeNames(u.userTypes) || '—'}</td>
              <td {...cell('licence')}>
                <span className="flex items-center gap-2">
                  {u.licenseNumber ?? '—'}
                  {u.hasLicenceScan && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 text-xs font-semibold text-emerald-800">
                      <BadgeCheck className="size-3" aria-hidden /> {t('users.scanned')}
                    </span>
                  )}
                </span>
              </td>
              <td {...cell('status')}>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    u.isActive ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700',
                  )}
                >
                  {u.isActive ? t('users.active') : t('users.inactive')}
                </span>
              </td>
              <td {...cell('actions')}>
                <span className="flex gap-1">
                  <Button size="sm" variant="secondary" aria-label={t('users.edit', { name: u.name })} onClick={() => onEdit(u)}>
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('users.exportData', { name: u.name })}
                    title={t('users.exportData', { name: u.name })}
                    onClick={() => exportData(u)}
                  >
                    <FileArchive className="size-4" aria-hidden />
                  </Button>
                  <Button size="sm" variant="secondary" aria-label={t('users.delete', { name: u.name })} onClick={() => onDelete(u)}>
                    <Trash2 className="size-4 text-red-700" aria-hidden />
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A member's data as one archive (their right of access); a failed download says whose. */
function exportData(user: User): void {
  downloadMemberData(user).catch((error: unknown) => toast.error(t('users.exportFailed', { name: user.name }), { description: problemText(error, '') }));
}

/** Delete asks once more; a user with bookings or documents is anonymised instead, as the answer says. */
function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const remove = useDeleteUser();
  const confirm = async () => {
    if (!user) return;
    try {
      const result = await remove.mutateAsync(user.id);
      toast.success(t('users.deleted'), { description: result.message });
      onClose();
    } catch (error) {
      toast.error(t('users.deleteError'), { description: problemText(error, t('users.deleteFailed')) });
    }
  };
  return (
    <Modal
      open={!!user}
      onClose={onClose}
      title={t('users.deleteTitle')}
      description={user ? t('users.deleteQuestion', { name: user.name, email: user.email }) : ''}
    >
      <p className="text-sm text-slate-700">{t('users.deleteExplained')}</p>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('users.keep')}
        </Button>
        <Button onClick={() => void confirm()} disabled={remove.isPending}>
          {remove.isPending ? t('users.deleting') : t('users.yesDelete')}
        </Button>
      </div>
    </Modal>
  );
}
