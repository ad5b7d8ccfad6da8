import { useMutation, useQuery } from '@tanstack/react-query';
import type { TemplateBody, TemplateKind, TemplateSummary, TemplateView } from '../../../contract/templates.contract.ts';
import { apiRequest } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const templateKeys = { all: ['/api/admin/templates'] };

export const useTemplates = () => useQuery<TemplateSummary[]>({ queryKey: templateKeys.all, staleTime: 0 });

export function useSaveTemplate(kind: TemplateKind) {
  return useMutation({ mutationFn: (body: TemplateBody) => apiRequest<TemplateView>('PUT', `/api/admin/templates/${kind}`, body), onSuccess: useRefreshAfter('template') });
}
