import { z } from 'zod';
import { idParams } from './common.contract.ts';
import { VEHICLE_CATEGORIES } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import {
  bookingVehicleCheck,
  categoryParams,
  checkTemplate,
  checkTemplateBody,
  submitCheckRequest,
  vehicleCheck,
  waiveCheckRequest,
} from './vehicle-checks.contract.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const checkTemplateSummary = z.object({
  category: z.enum(VEHICLE_CATEGORIES),
  current: checkTemplate.nullable(),
  versions: z.array(z.object({ version: z.number().int(), createdAt: z.string(), createdBy: z.string().nullable() })),
});
export type CheckTemplateSummary = z.infer<typeof checkTemplateSummary>;

/** The endpoints of vehicle checks (server/features/vehicle-checks/vehicle-checks.routes.ts). */
export const vehicleChecksEndpoints = {
  templates: endpoint({
    method: 'GET',
    path: '/api/admin/check-templates',
    tags: ['vehicle-checks'],
    summary: "Check templates (admin): each vehicle category's current start-of-shift check, English and Hebrew item for item, and its versions",
    responses: { 200: z.array(checkTemplateSummary), 401: errorBody, 403: errorBody },
  }),
  saveTemplate: endpoint({
    method: 'PUT',
    path: '/api/admin/check-templates/:category',
    tags: ['vehicle-checks'],
    summary:
      "Save a category's check as a new version (admin; category by name or short form: ambulance, als, bls, transport, support); checks done keep theirs; audited",
    params: categoryParams,
    body: checkTemplateBody,
    responses: { 200: checkTemplate, ...refusals },
  }),
  forBooking: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/vehicle-check',
    tags: ['vehicle-checks'],
    summary:
      "A booking's start-of-shift check (its member or an admin): the current template, the vehicle's previous answers, the state (not_yet, passed, failed, waived) and whether the code waits for it",
    params: idParams,
    responses: { 200: bookingVehicleCheck, ...refusals },
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/vehicle-check',
    tags: ['vehicle-checks'],
    summary:
      'Do the start-of-shift check (the booking holder, from 1 h before its start to its end; once): a failed critical item takes the vehicle out, opens a work order and offers another vehicle; a pass releases the code. 201 recorded; 200 the same check (clientId) sent again',
    params: idParams,
    body: submitCheckRequest,
    responses: { 200: vehicleCheck, 201: vehicleCheck, ...refusals },
  }),
  waive: endpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/vehicle-check/waiver',
    tags: ['vehicle-checks'],
    summary: "Waive a booking's check with a reason (admin): its immobilizer code is released without one; audited",
    params: idParams,
    body: waiveCheckRequest,
    responses: { 200: bookingVehicleCheck, ...refusals },
  }),
};
