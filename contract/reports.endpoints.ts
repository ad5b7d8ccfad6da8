import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import { reportFileQuery, reportParams, reportRange, reportTable } from './reports.contract.ts';

const tags = ['reports'];

/** The reports an EMS runs on (docs/decisions/033), admin only: on screen as a table, or as a file to keep. */
export const reportsEndpoints = {
  table: endpoint({
    method: 'GET',
    path: '/api/admin/reports/:report/table',
    tags,
    summary:
      'A report on screen (volunteer-hours, vehicle-use, no-shows, checks, infractions) over Jerusalem days from..to: its title and columns in your language, and its rows',
    params: reportParams,
    query: reportRange,
    responses: { 200: reportTable, 400: errorBody, 401: errorBody, 403: errorBody },
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/admin/reports/:report',
    tags,
    summary:
      'A report as a file: format=csv (UTF-8 with a BOM, so Excel reads Hebrew), xlsx or pdf (right to left in Hebrew); cells that begin = + - @ are written as text',
    params: reportParams,
    query: reportFileQuery,
  }),
};
