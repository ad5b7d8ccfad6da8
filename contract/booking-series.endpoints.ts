import { type z } from 'zod';
import { cancelSeriesQuery, cancelSeriesResult, createSeriesRequest, seriesResult } from './booking-series.contract.ts';
import { idParams } from './common.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';

const tags = ['bookings'];
/** A series refused whole says why for each occurrence, beside the message. */
const seriesRefused = errorBody.extend({ refused: seriesResult.shape.refused });

/** The endpoints of recurring bookings (server/features/bookings/series.routes.ts). */
export const bookingSeriesEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/bookings/series',
    tags,
    summary:
      'Book a series: the first occurrence repeated weekly on chosen days or every N days, for up to 12 weeks; every occurrence meets every booking rule. mode all: every one or none (409 lists why each refused one was); fitting: those that pass',
    body: createSeriesRequest,
    responses: { 201: seriesResult, 400: errorBody, 401: errorBody, 403: errorBody, 409: seriesRefused },
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/api/bookings/series/:id',
    tags,
    summary: "Cancel a series' occurrences from an instant on (from), or all not begun; its member or an admin",
    params: idParams,
    query: cancelSeriesQuery,
    responses: { 200: cancelSeriesResult, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
  }),
};
export type SeriesRefusedBody = z.infer<typeof seriesRefused>;
