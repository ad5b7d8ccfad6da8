import { z } from 'zod';
import { bookingIdParams, idParams } from './common.contract.ts';
import { documentList, documentQuery, documentReview, documentView, lastReturnView, memberDocument, returnChecklistRequest } from './documents.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';

const tags = ['documents'];

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The endpoints of documents (server/features/documents/documents.routes.ts). */
export const documentsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/documents',
    tags,
    summary: 'Document Management (admin): documents by status, type and search (member, e-mail, vehicle, file name), with the four status counts',
    query: documentQuery,
    responses: { 200: documentList, ...refusals },
  }),
  review: endpoint({
    method: 'PATCH',
    path: '/api/admin/documents/:id',
    tags,
    summary: 'Review a pending document (admin): approved or rejected, once, with notes the member reads; approving a licence scan verifies the licence',
    params: idParams,
    body: documentReview,
    responses: { 200: documentView, ...refusals },
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/documents/:id/file',
    tags,
    summary:
      "The file of a document (its member or an admin): PDF for agreements, checklists and damage reports, in the reader's language; ?download=1 to save it",
    params: idParams,
    query: z.object({ download: z.enum(['0', '1']).optional() }),
  }),
  ofBooking: endpoint({
    method: 'GET',
    path: '/api/bookings/:bookingId/documents',
    tags,
    summary: 'The documents of a booking (its member or an admin), with their review',
    params: bookingIdParams,
    responses: { 200: z.array(memberDocument), ...refusals },
  }),
  returnChecklist: endpoint({
    method: 'POST',
    path: '/api/bookings/:bookingId/return-checklist',
    tags,
    summary:
      "Return the vehicle: the return checklist of the current template (fuel, mileage, equipment, cleanliness, damage, the template items), once per booking, after it began; the booking ends now (completed, the vehicle free) and the mileage moves the vehicle's odometer on; a `refuel` told with it is recorded as a fuel entry at that odometer",
    params: bookingIdParams,
    body: returnChecklistRequest,
    responses: { 201: memberDocument, ...refusals },
  }),
  lastReturn: endpoint({
    method: 'GET',
    path: '/api/vehicles/:id/last-return',
    tags: ['documents', 'vehicles'],
    summary:
      'How the vehicle was last given back (time, km, fuel, cleanliness, damage, missing equipment, notes), for its next holder; null before its first return',
    params: idParams,
    responses: { 200: lastReturnView, ...refusals },
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/bookings/:bookingId/documents',
    tags,
    summary: 'Add a file to my booking (multipart field "file"; PDF, JPG or PNG, 10 MB at most)',
    consumes: ['multipart/form-data'],
    params: bookingIdParams,
    responses: { 201: memberDocument, ...refusals, 413: errorBody },
  }),
};
