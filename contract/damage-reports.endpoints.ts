import { z } from 'zod';
import { idParams } from './common.contract.ts';
import { createDamageReportRequest, damageReport, damageReportPhotoParams, damageReportsQuery, reviewDamageReportRequest } from './damage-reports.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The endpoints of damage reports (server/features/damage-reports/damage-reports.routes.ts). */
export const damageReportsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/damage-reports',
    tags: ['damage-reports'],
    summary:
      'Report damage to a vehicle with up to 10 photos of 10 MB: as multipart/form-data (the fields, and files named "photos"), or as JSON with base64 photos (25 MB in all)',
    consumes: ['application/json', 'multipart/form-data'],
    body: createDamageReportRequest,
    responses: { 201: damageReport, ...refusals, 413: errorBody },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/damage-reports',
    tags: ['damage-reports'],
    summary: 'My damage reports; every report for admins unless mine=true',
    query: damageReportsQuery,
    responses: { 200: z.array(damageReport), 400: errorBody, 401: errorBody },
  }),
  photo: endpoint({
    method: 'GET',
    path: '/api/damage-reports/:id/photos/:photoId',
    tags: ['damage-reports'],
    summary: 'A photo of a damage report (its reporter or an admin)',
    params: damageReportPhotoParams,
  }),
  review: endpoint({
    method: 'POST',
    path: '/api/admin/damage-reports/:id/review',
    tags: ['damage-reports'],
    summary: 'Mark a damage report reviewed, optionally putting the vehicle in maintenance (admin)',
    params: idParams,
    body: reviewDamageReportRequest,
    responses: { 200: damageReport, ...refusals },
  }),
};
