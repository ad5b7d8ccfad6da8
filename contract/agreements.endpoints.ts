import { z } from 'zod';
import { agreementStatus, signAgreementRequest } from './agreements.contract.ts';
import { bookingIdParams } from './common.contract.ts';
import { LANGUAGES } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';

/** The endpoints of agreements (server/features/agreements/agreements.routes.ts). */
export const agreementsEndpoints = {
  terms: endpoint({
    method: 'GET',
    path: '/api/agreements/terms',
    tags: ['agreements'],
    summary:
      'The agreement text members sign (the current template version), in the reader\u2019s language when the template has it; sign with that `language`',
    responses: { 200: z.object({ version: z.string(), language: z.enum(LANGUAGES), title: z.string(), terms: z.array(z.string()) }), 401: errorBody },
  }),
  samplePdf: endpoint({
    method: 'GET',
    path: '/api/templates/sample-agreement',
    tags: ['templates'],
    summary: 'The current agreement template as a sample PDF, filled with sample values',
  }),
  sign: endpoint({
    method: 'POST',
    path: '/api/agreements/:bookingId/sign',
    tags: ['agreements'],
    summary: 'Sign the vehicle-use agreement of my booking',
    params: bookingIdParams,
    body: signAgreementRequest,
    responses: { 200: agreementStatus, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/api/agreements/:bookingId/pdf',
    tags: ['agreements'],
    summary: 'The signed agreement as a PDF (owner or admin)',
    params: bookingIdParams,
  }),
};
