import { BadgeCheck, Download, Pencil, Trash2, Upload, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { USER_TYPES } from '../../../contract/constants.ts';
import type { User, UserListQuery } from '../../../contract/user.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input, Select } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { BulkUploadDialog } from './bulk-upload-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { downloadCsvTemplate, useDeleteUser, useUsers } from './use-users.ts';

/** Admin User Management (spec/admin-app.md 2.8): search and filters, the table, edit, delete, template and bulk upload. */
export function UserManagementTab() {
  const [filters, setFilters] = useState<UserListQuery>({});
  const { data: users, isPending, isError, refetch } = useUsers(filters);
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [uploading, setUploading] = useState(false);
  const set = (changes: UserListQuery) => setFilters((f) => ({ ...f, ...changes }));

  const template = async () => {
    try {
      await downloadCsvTemplate();
    } catch {
      toast.error('Download Failed', { description: 'Unable to download the CSV template' });
    }
  };

  return (
    <section className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-label="User Management">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Users className="size-5 text-brand" aria-hidden /> User Management
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void template()}>
            <Download className="size-4" aria-hidden /> Download Template
          </Button>
          <Button onClick={() => setUploading(true)}>
            <Upload className="size-4" aria-hidden /> Bulk Upload
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-xs font-semibold text-slate-700">
          Search
          <Input type="search" className="w-64" placeholder="Name, e-mail or phone" value={filters.q ?? ''} onChange={(e) => set({ q: e.target.value || undefined })} />
        </label>
        <label className="flex flex-col text-xs font-semibold text-slate-700">
          User type
          <Select className="w-40" value={filters.userType ?? ''} onChange={(e) => set({ userType: (e.target.value || undefined) as UserListQuery['userType'] })}>
            <option value="">All types</option>
            {USER_TYPES.map((t) => (
              <option key={t} value={t}>{t}</option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col text-xs font-semibold text-slate-700">
          Status
          <Select className="w-36" value={filters.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as UserListQuery['status'] })}>
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </Select>
        </label>
      </div>

      {isError && (
        <Alert>
          The users could not be loaded. <Button size="sm" variant="secondary" onClick={() => void refetch()}>Retry</Button>
        </Alert>
      )}
      {isPending ? (
        <Skeleton className="h-48" />
      ) : users?.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500">No users match these filters.</p>
      ) : (
        <UsersTable users={users ?? []} onEdit={setEditing} onDelete={setDeleting} />
      )}

      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <BulkUploadDialog open={uploading} onClose={() => setUploading(false)} />
    </section>
  );
}

function UsersTable({ users, onEdit, onDelete }: { users: User[]; onEdit: (u: User) => void; onDelete: (u: User) => void }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-start text-sm">
        <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
          <tr>
            {['Name', 'Email', 'Phone', 'User Types', 'License', 'Status', 'Actions'].map((h) => (
              <th key={h} scope="col" className="px-2 py-2 text-start font-semibold">{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className="border-b border-slate-100" data-testid="user-row">
              <td className="px-2 py-2 font-medium">{u.name}</td>
              <td className="px-2 py-2">{u.email}</td>
              <td className="px-2 py-2 whitespace-nowrap" dir="ltr">{u.phone ?? '—'}</td>
              <td className="px-2 py-2">{u.userTypes.join(', ') || '—'}</td>
              <td className="px-2 py-2">
                <span className="flex items-center gap-2">
                  {u.licenseNumber ?? '—'}
                  {u.hasLicenceScan && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 text-xs font-semibold text-emerald-800">
                      <BadgeCheck className="size-3" aria-hidden /> Scanned
                    </span>
                  )}
                </span>
              </td>
              <td className="px-2 py-2">
                <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', u.isActive ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700')}>
                  {u.isActive ? 'Active' : 'Inactive'}
                </span>
              </td>
              <td className="px-2 py-2">
                <span className="flex gap-1">
                  <Button size="sm" variant="secondary" aria-label={`Edit ${u.name}`} onClick={() => onEdit(u)}>
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button size="sm" variant="secondary" aria-label={`Delete ${u.name}`} onClick={() => onDelete(u)}>
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

/** Delete asks once more; a user with bookings or documents is anonymised instead, as the answer says. */
function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const remove = useDeleteUser();
  const confirm = async () => {
    if (!user) return;
    try {
      const result = await remove.mutateAsync(user.id);
      toast.success('User deleted successfully', { description: result.message });
      onClose();
    } catch (error) {
      toast.error('Error deleting user', { description: problemText(error, 'Failed to delete user') });
    }
  };
  return (
    <Modal open={!!user} onClose={onClose} title="Delete user" description={user ? `Delete ${user.name} (${user.email})?` : ''}>
      <p className="text-sm text-slate-700">
        Their sessions end at once. If they have bookings, signed agreements or damage reports on record, the account is deactivated and their personal details are removed instead, so the record stays whole.
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>Keep user</Button>
        <Button onClick={() => void confirm()} disabled={remove.isPending}>{remove.isPending ? 'Deleting…' : 'Yes, delete'}</Button>
      </div>
    </Modal>
  );
}
