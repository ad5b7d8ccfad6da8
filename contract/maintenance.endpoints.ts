import { z } from 'zod';
import { idParams } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { fuelEntry, fuelEntryRequest, vehicleCosts, vehicleCostsQuery } from './fuel.contract.ts';
import { maintenancePrograms, maintenanceProgramsBody, vehicleMaintenance } from './maintenance.contract.ts';
import { categoryParams } from './vehicle-checks.contract.ts';
import { createWorkOrderRequest, updateWorkOrderRequest, workOrder, workOrderFileParams, workOrderQuery } from './work-orders.contract.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The endpoints of maintenance (server/features/maintenance/maintenance.routes.ts). */
export const maintenanceEndpoints = {
  allPrograms: endpoint({
    method: 'GET',
    path: '/api/admin/maintenance-programs',
    tags: ['maintenance'],
    summary: "Every category's maintenance programmes (admin)",
    responses: { 200: z.array(maintenancePrograms), 401: errorBody, 403: errorBody },
  }),
  programs: endpoint({
    method: 'GET',
    path: '/api/admin/maintenance-programs/:category',
    tags: ['maintenance'],
    summary: "A category's maintenance programmes (admin; category by name or short form): a service every N km or M months, whichever comes first",
    params: categoryParams,
    responses: { 200: maintenancePrograms, ...refusals },
  }),
  savePrograms: endpoint({
    method: 'PUT',
    path: '/api/admin/maintenance-programs/:category',
    tags: ['maintenance'],
    summary:
      "Replace a category's maintenance programmes (admin): each a key, English and Hebrew names, everyKm and/or everyMonths, the due-soon margins; a vehicle never serviced under one counts from now; audited",
    params: categoryParams,
    body: maintenanceProgramsBody,
    responses: { 200: maintenancePrograms, ...refusals },
  }),
  fleetMaintenance: endpoint({
    method: 'GET',
    path: '/api/admin/maintenance',
    tags: ['maintenance'],
    summary: "Every active vehicle's maintenance (admin): its programmes' next due, forecast and state, overdue and due soon first",
    responses: { 200: z.array(vehicleMaintenance), 401: errorBody, 403: errorBody },
  }),
  addFuel: endpoint({
    method: 'POST',
    path: '/api/vehicles/:id/fuel',
    tags: ['maintenance'],
    summary:
      'Record a fill (an admin, or a member who had the vehicle within the last day): litres, cost, odometer, station, receipt photo; flagged when the tracker fuel level shows no fill',
    params: idParams,
    body: fuelEntryRequest,
    responses: { 201: fuelEntry, ...refusals },
  }),
  fuel: endpoint({
    method: 'GET',
    path: '/api/vehicles/:id/fuel',
    tags: ['maintenance'],
    summary: "A vehicle's fills (admin), newest first, each with what its tracker's fuel level showed",
    params: idParams,
    responses: { 200: z.array(fuelEntry), ...refusals },
  }),
  vehicleCosts: endpoint({
    method: 'GET',
    path: '/api/admin/reports/vehicle-costs',
    tags: ['maintenance'],
    summary:
      "A month's costs per vehicle (admin; month=YYYY-MM, default this month): km driven, fuel litres and cost, work-order cost, cost per km, fills the tracker did not show",
    query: vehicleCostsQuery,
    responses: { 200: vehicleCosts, 400: errorBody, 401: errorBody, 403: errorBody },
  }),
  vehicleMaintenance: endpoint({
    method: 'GET',
    path: '/api/vehicles/:id/maintenance',
    tags: ['maintenance'],
    summary:
      "A vehicle's maintenance: for each programme the last service, the next due km and date, a forecast date at the last 30 days' km, and its state (ok, due_soon, overdue)",
    params: idParams,
    responses: { 200: vehicleMaintenance, ...refusals },
  }),
  workOrders: endpoint({
    method: 'GET',
    path: '/api/admin/work-orders',
    tags: ['maintenance'],
    summary: 'Work orders (admin), unfinished first, newest first; by status (open, in_progress, done, unfinished) and vehicle',
    query: workOrderQuery,
    responses: { 200: z.array(workOrder), 400: errorBody, 401: errorBody, 403: errorBody },
  }),
  createWorkOrder: endpoint({
    method: 'POST',
    path: '/api/admin/work-orders',
    tags: ['maintenance'],
    summary:
      'Open a work order by hand (admin): a repair, restock or service of a vehicle; a blocking one (the default) takes the vehicle out of service at once until it is done; audited',
    body: createWorkOrderRequest,
    responses: { 201: workOrder, ...refusals },
  }),
  updateWorkOrder: endpoint({
    method: 'PATCH',
    path: '/api/admin/work-orders/:id',
    tags: ['maintenance'],
    summary:
      'Move a work order on (open → in_progress → done) and set its cost, parts and notes (admin); the vehicle is available again when its last blocking work order is done; audited',
    params: idParams,
    body: updateWorkOrderRequest,
    responses: { 200: workOrder, ...refusals },
  }),
  addWorkOrderFile: endpoint({
    method: 'POST',
    path: '/api/admin/work-orders/:id/files',
    tags: ['maintenance'],
    summary: 'Attach a file to a work order (admin; multipart field "file"; PDF, JPG or PNG, 10 MB at most; images re-encoded): an invoice, a photo, a report',
    consumes: ['multipart/form-data'],
    params: idParams,
    responses: { 201: workOrder, ...refusals, 413: errorBody },
  }),
  workOrderFile: endpoint({
    method: 'GET',
    path: '/api/admin/work-orders/:id/files/:fileId',
    tags: ['maintenance'],
    summary: 'A file of a work order (admin); ?download=1 to save it',
    params: workOrderFileParams,
    query: z.object({ download: z.enum(['0', '1']).optional() }),
  }),
  removeWorkOrderFile: endpoint({
    method: 'DELETE',
    path: '/api/admin/work-orders/:id/files/:fileId',
    tags: ['maintenance'],
    summary: 'Remove a file from a work order (admin); audited',
    params: workOrderFileParams,
    responses: { 200: workOrder, ...refusals },
  }),
};
