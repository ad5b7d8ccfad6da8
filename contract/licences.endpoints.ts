import { z } from 'zod';
import { idParams, pathId } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import {
  capturedPhoto,
  licenceAlert,
  licenceAnalysis,
  licenceAnalysisRequest,
  licenceDashboard,
  licenceNotificationsResult,
  licenceValidation,
  photoCaptureParams,
  photoCaptureSession,
  photoCaptureStart,
  photoUpload,
} from './licences.contract.ts';

const userIdParams = z.object({ userId: pathId('userId must be a positive whole number') });

const waitQuery = z.object({ wait: z.coerce.number({ error: 'wait must be a number of seconds' }).int().min(0).max(25).default(0) });

/** The endpoints of licences (server/features/licences/licences.routes.ts). */
export const licencesEndpoints = {
  analyze: endpoint({
    method: 'POST',
    path: '/api/license/analyze',
    tags: ['licences'],
    summary: 'Read a driving licence from photos (OCR on the server); the images are kept privately',
    body: licenceAnalysisRequest,
    responses: { 200: licenceAnalysis, 400: errorBody, 401: errorBody, 413: errorBody },
  }),
  scan: endpoint({
    method: 'GET',
    path: '/api/license/scans/:id',
    tags: ['licences'],
    summary: 'A stored licence image (its owner or an admin)',
    params: idParams,
  }),
  validate: endpoint({
    method: 'GET',
    path: '/api/license/validate/:userId',
    tags: ['licences'],
    summary: "Whether a driving licence is on file and valid (self or admin), its problems said in the reader's language",
    params: userIdParams,
    responses: { 200: licenceValidation, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/api/license/dashboard',
    tags: ['licences'],
    summary: 'Licence expiry figures and the most pressing alerts (admin)',
    responses: { 200: licenceDashboard, 401: errorBody, 403: errorBody },
  }),
  expiring: endpoint({
    method: 'GET',
    path: '/api/license/expiring',
    tags: ['licences'],
    summary: 'Licences expired or expiring within 180 days, soonest first (admin)',
    responses: { 200: z.array(licenceAlert), 401: errorBody, 403: errorBody },
  }),
  generateNotifications: endpoint({
    method: 'POST',
    path: '/api/license/generate-notifications',
    tags: ['licences'],
    summary: 'Tell members whose licence reached 90, 30, 20 or 0 days; never twice (admin)',
    responses: { 200: licenceNotificationsResult, 401: errorBody, 403: errorBody },
  }),
};

/** The endpoints of photo capture (server/features/licences/photo-capture.routes.ts). */
export const photoCaptureEndpoints = {
  start: endpoint({
    method: 'POST',
    path: '/api/photo-capture/sessions',
    tags: ['licences'],
    summary: 'Open a 10-minute, single-use link for a phone to send one licence photo',
    body: photoCaptureStart,
    responses: { 201: photoCaptureSession, 400: errorBody, 401: errorBody },
  }),
  wait: endpoint({
    method: 'GET',
    path: '/api/photo-capture/sessions/:sessionId',
    tags: ['licences'],
    summary: 'The phone’s photo (200) or not yet (204), waiting up to `wait` seconds',
    params: photoCaptureParams,
    query: waitQuery,
    responses: { 200: capturedPhoto, 204: z.null(), 400: errorBody, 401: errorBody, 404: errorBody },
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/photo-capture/:sessionId/photo',
    tags: ['licences'],
    summary: 'The phone sends its photo (no sign-in: the link is the permission)',
    params: photoCaptureParams,
    body: photoUpload,
    responses: { 204: z.null(), 400: errorBody, 404: errorBody, 410: errorBody, 413: errorBody },
  }),
};
