import { backupEntry, backupFileParams, backupStatus } from './backups.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';

const refusals = { 401: errorBody, 403: errorBody };

/** The endpoints of backups (server/features/backups/backups.routes.ts). */
export const backupsEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/admin/backups',
    tags: ['backups'],
    summary: 'The backups kept in BACKUP_DIR (admin): the latest, its age and size, whether it is stale (over 36 hours)',
    responses: { 200: backupStatus, ...refusals },
  }),
  take: endpoint({
    method: 'POST',
    path: '/api/admin/backups',
    tags: ['backups'],
    summary: 'Take a backup now (admin), kept in BACKUP_DIR; 409 while another is being taken; audited',
    responses: { 201: backupEntry, 409: errorBody, ...refusals },
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/admin/backups/:fileName',
    tags: ['backups'],
    summary: 'Download one backup file (admin): npm run restore -- FILE restores it',
    params: backupFileParams,
  }),
};
