import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDamageReportRequest, DamageReport } from '../../../contract/damage-reports.contract.ts';
import { apiRequest } from '../../lib/api.ts';

const REPORTS_KEY = ['/api/damage-reports'];

/** Every report an admin may review, or (mine) the caller's own. */
export const useDamageReports = (mine: boolean) => useQuery<DamageReport[]>({ queryKey: [mine ? '/api/damage-reports?mine=true' : '/api/damage-reports'] });

/** spec/admin-app.md 7: a report changes the reports list and the stats band. */
function useRefreshAfterReportChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(REPORTS_KEY[0]!) }),
      queryClient.invalidateQueries({ queryKey: ['/api/stats'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/vehicles'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/user/notifications'] }),
    ]);
}

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
  const refresh = useRefreshAfterReportChange();
  return useMutation({
    mutationFn: ({ fields, photos }: { fields: DamageReportFields; photos: File[] }) => apiRequest<DamageReport>('POST', '/api/damage-reports', reportForm(fields, photos)),
    onSuccess: refresh,
  });
}

export function useReviewDamageReport() {
  const refresh = useRefreshAfterReportChange();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; notes?: string; setVehicleMaintenance: boolean }) => apiRequest<DamageReport>('POST', `/api/admin/damage-reports/${id}/review`, body),
    onSuccess: refresh,
  });
}
