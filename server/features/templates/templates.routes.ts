import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/errors.contract.ts';
import { templateBody, templateKindParams, templateSummary, templateView } from '../../../contract/templates.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import type { TemplatesService } from './templates.service.ts';

const tags = ['templates'];

export const templatesRoutes: FastifyPluginAsyncZod<{ templates: TemplatesService }> = async (app, { templates }) => {
  app.get('/api/admin/templates', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'The agreement, damage report and checklist templates (admin): the current version of each and its history', response: { 200: z.array(templateSummary), 401: errorBody, 403: errorBody } },
    handler: (request) => templates.list(authOf(request)),
  });
  app.get('/api/templates/:kind', {
    schema: { tags, summary: 'The current version of one template (any member: the return checklist and damage report forms show it)', params: templateKindParams, response: { 200: templateView, 400: errorBody, 401: errorBody } },
    handler: (request) => templates.current(request.params.kind),
  });
  app.put('/api/admin/templates/:kind', {
    onRequest: requireAdmin,
    schema: {
      tags,
      summary: 'Save a new version of a template (admin): a title and its items, fields written {{field}}; signed agreements and returned checklists keep the version they were made on',
      params: templateKindParams,
      body: templateBody,
      response: { 200: templateView, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
    },
    handler: (request) => templates.update(authOf(request), request.params.kind, request.body),
  });
};
