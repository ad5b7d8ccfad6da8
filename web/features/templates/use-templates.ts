import { useMutation, useQuery } from '@tanstack/react-query';
import type { TemplateBody, TemplateKind } from '../../../contract/templates.contract.ts';
import { templatesEndpoints } from '../../../contract/templates.endpoints.ts';
import { TEMPLATE_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const useTemplates = () => useQuery({ ...queryOf(templatesEndpoints.list), staleTime: 0 });

export function useSaveTemplate(kind: TemplateKind) {
  return useMutation({
    mutationFn: (body: TemplateBody) => call(templatesEndpoints.update, { params: { kind }, body }),
    onSuccess: useRefreshAfter(TEMPLATE_VIEWS),
  });
}
