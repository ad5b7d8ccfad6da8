import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agreementStatus, signAgreementRequest } from '../../../contract/agreements.contract.ts';
import { bookingIdParams } from '../../../contract/common.contract.ts';
import { LANGUAGES } from '../../../contract/constants.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { authOf } from '../../plugins/authenticate.ts';
import { requestLanguage } from '../../request-language.ts';
import type { AgreementsService } from './agreements.service.ts';
import { contentDisposition } from '../../content-disposition.ts';


export const agreementsRoutes: FastifyPluginAsyncZod<{ agreements: AgreementsService }> = async (app, { agreements }) => {
  const tags = ['agreements'];
  app.get('/api/agreements/terms', {
    schema: {
      tags,
      summary: 'The agreement text members sign (the current template version), in the reader\u2019s language when the template has it; sign with that `language`',
      response: { 200: z.object({ version: z.string(), language: z.enum(LANGUAGES), title: z.string(), terms: z.array(z.string()) }), 401: errorBody },
    },
    handler: (request) => {
      const ctx = authOf(request);
      return agreements.terms(ctx, requestLanguage(request, ctx.user.language));
    },
  });
  app.get('/api/templates/sample-agreement', {
    schema: { tags: ['templates'], summary: 'The current agreement template as a sample PDF, filled with sample values' },
    handler: async (request, reply) => {
      const { fileName, body } = await agreements.samplePdf(requestLanguage(request, authOf(request).user.language));
      return reply.type('application/pdf').header('content-disposition', contentDisposition('inline', fileName)).send(body);
    },
  });
  app.post('/api/agreements/:bookingId/sign', {
    schema: { tags, summary: 'Sign the vehicle-use agreement of my booking', params: bookingIdParams, body: signAgreementRequest, response: { 200: agreementStatus, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } },
    handler: (request) => agreements.sign(authOf(request), request.params.bookingId, request.body, request.ip),
  });
  app.get('/api/agreements/:bookingId/pdf', {
    schema: { tags, summary: 'The signed agreement as a PDF (owner or admin)', params: bookingIdParams },
    handler: async (request, reply) => {
      const ctx = authOf(request);
      const { fileName, body } = await agreements.pdf(ctx, request.params.bookingId, requestLanguage(request, ctx.user.language));
      return reply.type('application/pdf').header('content-disposition', contentDisposition('inline', fileName)).send(body);
    },
  });
};
