import { z } from 'zod';
import { idParams } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { createWorkOrderRequest, updateWorkOrderRequest, workOrder, workOrderQuery } from './work-orders.contract.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The endpoints of maintenance (server/features/maintenance/maintenance.routes.ts). */
export const maintenanceEndpoints = {
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
    summary: 'Open a work order by hand (admin): a repair, restock or service of a vehicle; audited',
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
};
