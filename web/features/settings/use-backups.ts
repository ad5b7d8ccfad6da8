import { useMutation, useQuery } from '@tanstack/react-query';
import type { BackupEntry } from '../../../contract/backups.contract.ts';
import { backupsEndpoints } from '../../../contract/backups.endpoints.ts';
import { call, downloadFile, queryOf, urlOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

/** What taking a backup makes stale: the list of backups. */
const BACKUP_VIEWS = [backupsEndpoints.status];

export const useBackups = () => useQuery({ ...queryOf(backupsEndpoints.status), staleTime: 0 });

/** Saves one backup file to the admin's computer. */
export const downloadBackup = (entry: BackupEntry) => downloadFile(urlOf(backupsEndpoints.file, { params: { fileName: entry.fileName } }), entry.fileName);

/** Takes a backup now (the panel then downloads it: a download that fails does not unmake the backup). */
export function useTakeBackup() {
  return useMutation({
    mutationFn: () => call(backupsEndpoints.take, {}),
    onSuccess: useRefreshAfter(BACKUP_VIEWS),
  });
}
