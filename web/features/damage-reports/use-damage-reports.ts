import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateDamageReportRequest } from '../../../contract/damage-reports.contract.ts';
import { damageReportsEndpoints } from '../../../contract/damage-reports.endpoints.ts';
import { DAMAGE_REPORT_VIEWS } from '../../entities/views.ts';
import { call, callWithForm, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

/** Every report an admin may review, or (mine) the caller's own. */
export const useDamageReports = (mine: boolean) => useQuery(queryOf(damageReportsEndpoints.list, { query: mine ? { mine: 'true' } : {} }));

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
    mutationFn: ({ fields, photos }: { fields: DamageReportFields; photos: File[] }) => callWithForm(damageReportsEndpoints.create, reportForm(fields, photos)),
    onSuccess: useRefreshAfter(DAMAGE_REPORT_VIEWS),
  });
}

export function useReviewDamageReport() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; notes?: string; setVehicleMaintenance: boolean }) =>
      call(damageReportsEndpoints.review, { params: { id }, body }),
    onSuccess: useRefreshAfter(DAMAGE_REPORT_VIEWS),
  });
}
