import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { movementMonitorAction, movementMonitorStatus } from './movement-monitor.contract.ts';

const refusals = { 401: errorBody, 403: errorBody };

/** The endpoints of movement monitor (server/features/movement-monitor/movement-monitor.routes.ts). */
export const movementMonitorEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/admin/movement-monitor/status',
    tags: ['movement-monitor'],
    summary: 'Whether the monitor runs, what it watches, and its last and next check',
    responses: { 200: movementMonitorStatus, ...refusals },
  }),
  forceCheck: endpoint({
    method: 'POST',
    path: '/api/admin/movement-monitor/force-check',
    tags: ['movement-monitor'],
    summary: 'Check now, running or not',
    responses: { 200: movementMonitorAction, ...refusals },
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/admin/movement-monitor/start',
    tags: ['movement-monitor'],
    summary: 'Start checking every interval (on every instance, run once each time)',
    responses: { 200: movementMonitorAction, ...refusals },
  }),
  stop: endpoint({
    method: 'POST',
    path: '/api/admin/movement-monitor/stop',
    tags: ['movement-monitor'],
    summary: 'Stop the checks; vehicles already set in_use keep their status',
    responses: { 200: movementMonitorAction, ...refusals },
  }),
};
