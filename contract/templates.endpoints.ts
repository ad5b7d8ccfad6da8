import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { templateBody, templateKindParams, templateSummary, templateView } from './templates.contract.ts';

const tags = ['templates'];

/** The endpoints of templates (server/features/templates/templates.routes.ts). */
export const templatesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/templates',
    tags,
    summary: 'The agreement, damage report and checklist templates (admin): the current version of each and its history',
    responses: { 200: z.array(templateSummary), 401: errorBody, 403: errorBody },
  }),
  current: endpoint({
    method: 'GET',
    path: '/api/templates/:kind',
    tags,
    summary: 'The current version of one template (any member: the return checklist and damage report forms show it)',
    params: templateKindParams,
    responses: { 200: templateView, 400: errorBody, 401: errorBody },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/templates/:kind',
    tags,
    summary:
      'Save a new version of a template (admin): a title and its items, fields written {{field}}; signed agreements and returned checklists keep the version they were made on',
    params: templateKindParams,
    body: templateBody,
    responses: { 200: templateView, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
  }),
};
