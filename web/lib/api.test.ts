// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { call, queryOf, urlOf } from './api.ts';
import { bookingsEndpoints } from '../../contract/bookings.endpoints.ts';
import { vehiclesEndpoints } from '../../contract/vehicles.endpoints.ts';
import { componentTestApi } from '../test-support/render.tsx';

const api = componentTestApi();

describe('calls of declared endpoints', () => {
  it('fills the path and the query from the declaration, leaving out empty values', () => {
    expect(urlOf(bookingsEndpoints.cancel, { params: { id: 41 }, body: {} })).toBe('/api/bookings/41/cancel');
    expect(urlOf(bookingsEndpoints.mine, { query: { page: 2, pageSize: 20 } })).toBe('/api/bookings/mine?page=2&pageSize=20');
    expect(queryOf(bookingsEndpoints.reservations, { query: { date: '2027-01-10', status: undefined } }).queryKey).toEqual([
      '/api/admin/reservations?date=2027-01-10',
    ]);
  });

  it('sends the method and body the declaration names', async () => {
    const seen: { method: string; body: unknown }[] = [];
    api.use(
      http.patch('*/api/bookings/41', async ({ request }) => {
        seen.push({ method: request.method, body: await request.json() });
        return HttpResponse.json(null, { status: 200 });
      }),
    );
    await call(bookingsEndpoints.reschedule, {
      params: { id: 41 },
      body: { startTime: '2027-01-10T18:00:00.000Z', endTime: '2027-01-11T06:00:00.000Z' },
    }).catch(() => undefined);
    expect(seen).toEqual([{ method: 'PATCH', body: { startTime: '2027-01-10T18:00:00.000Z', endTime: '2027-01-11T06:00:00.000Z' } }]);
  });

  it('reads an answer with its schema in tests, so a server that drifted from the contract fails here', async () => {
    api.use(http.get('*/api/vehicles', () => HttpResponse.json([{ id: 'A3', vehicleNumber: 3 }])));
    await expect(call(vehiclesEndpoints.list)).rejects.toThrow(/expected/i);
  });
});
