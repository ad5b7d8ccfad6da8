import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/errors.contract.ts';
import { idParams, pathId } from '../../../contract/common.contract.ts';
import {
  LICENCE_IMAGE_MAX_BYTES,
  licenceAlert,
  licenceAnalysis,
  licenceAnalysisRequest,
  licenceDashboard,
  licenceNotificationsResult,
  licenceValidation,
} from '../../../contract/licences.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { requestLanguage } from '../../request-language.ts';
import type { LicenceAnalysisService } from './licence-analysis.service.ts';
import type { LicencesService } from './licences.service.ts';

/** Two images at their largest in base64, plus room for the JSON around them. */
const ANALYSIS_BODY_LIMIT = Math.ceil((2 * LICENCE_IMAGE_MAX_BYTES * 4) / 3) + 1024 * 1024;

const userIdParams = z.object({ userId: pathId('userId must be a positive whole number') });

export const licencesRoutes: FastifyPluginAsyncZod<{ licences: LicencesService; analysis: LicenceAnalysisService }> = async (app, { licences, analysis }) => {
  const tags = ['licences'];
  app.post('/api/license/analyze', {
    bodyLimit: ANALYSIS_BODY_LIMIT,
    schema: { tags, summary: 'Read a driving licence from photos (OCR on the server); the images are kept privately', body: licenceAnalysisRequest, response: { 200: licenceAnalysis, 400: errorBody, 401: errorBody, 413: errorBody } },
    handler: (request) => analysis.analyze(authOf(request), request.body),
  });
  app.get('/api/license/scans/:id', {
    schema: { tags, summary: 'A stored licence image (its owner or an admin)', params: idParams },
    handler: async (request, reply) => {
      const scan = await analysis.scan(authOf(request), request.params.id);
      return reply.type(scan.contentType).header('cache-control', 'private, max-age=3600').send(scan.data);
    },
  });
  app.get('/api/license/validate/:userId', {
    schema: { tags, summary: "Whether a driving licence is on file and valid (self or admin), its problems said in the reader's language", params: userIdParams, response: { 200: licenceValidation, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } },
    handler: (request) => {
      const ctx = authOf(request);
      return licences.validate(ctx, request.params.userId, requestLanguage(request, ctx.user.language));
    },
  });
  app.get('/api/license/dashboard', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Licence expiry figures and the most pressing alerts (admin)', response: { 200: licenceDashboard, 401: errorBody, 403: errorBody } },
    handler: () => licences.dashboard(),
  });
  app.get('/api/license/expiring', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Licences expired or expiring within 180 days, soonest first (admin)', response: { 200: z.array(licenceAlert), 401: errorBody, 403: errorBody } },
    handler: () => licences.expiring(),
  });
  app.post('/api/license/generate-notifications', {
    onRequest: requireAdmin,
    schema: { tags, summary: 'Tell members whose licence reached 90, 30, 20 or 0 days; never twice (admin)', response: { 200: licenceNotificationsResult, 401: errorBody, 403: errorBody } },
    handler: () => licences.generateNotifications(),
  });
};
