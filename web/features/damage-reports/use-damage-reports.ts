import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateDamageReportRequest, DamageReport } from '../../../contract/damage-reports.contract.ts';
import { apiRequest } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const damageReportKeys = {
  list: (mine: boolean) => [mine ? '/api/damage-reports?mine=true' : '/api/damage-reports'],
};

/** Every report an admin may review, or (mine) the caller's own. */
export const useDamageReports = (mine: boolean) => useQuery<DamageReport[]>({ queryKey: damageReportKeys.list(mine) });

/** A report's fields; its photos go beside them as files. */
export type DamageReportFields = Omit<CreateDamageReportRequest, 'photos'>;

/** The report as multipart/form-data: the fields, then each photo file as it was chosen (streamed by the server). */
function reportForm(fields: DamageReportFields, photos: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null && value !== undefined) form.set(name, String(value));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}

export function useSubmitDamageReport() {
  return useMutation({
    mutationFn: ({ fields, photos }: { fields: DamageReportFields; photos: File[] }) => apiRequest<DamageReport>('POST', '/api/damage-reports', reportForm(fields, photos)),
    onSuccess: useRefreshAfter('damageReport'),
  });
}

export function useReviewDamageReport() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; notes?: string; setVehicleMaintenance: boolean }) => apiRequest<DamageReport>('POST', `/api/admin/damage-reports/${id}/review`, body),
    onSuccess: useRefreshAfter('damageReport'),
  });
}
