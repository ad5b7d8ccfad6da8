// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { VehicleWithdrawn } from './vehicle-withdrawn.tsx';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(cleanup);

const booking: Booking = {
  id: 41,
  vehicleId: 4,
  vehicleNumber: 'A4',
  userId: 7,
  userName: 'Tamar Friedman',
  startTime: '2027-01-10T18:00:00.000Z',
  endTime: '2027-01-11T06:00:00.000Z',
  notes: null,
  purpose: 'standby',
  isEmergency: false,
  status: 'confirmed',
  holidayConflictReason: null,
  holidayConflict: null,
  agreementSigned: false,
  cancellationReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  revision: 0,
  vehicleWithdrawn: { kind: 'event', detail: 'Brake check', at: '2026-11-25T10:00:00.000Z' },
};

describe('a booking whose vehicle was taken away', () => {
  it('says why and moves it to a vehicle offered in one tap, keeping its span', async () => {
    const sent: unknown[] = [];
    api.use(
      http.get('*/api/bookings/41/alternatives', () =>
        HttpResponse.json([{ vehicleId: 9, vehicleNumber: 'BLS1', make: 'Ford', model: 'Transit', category: 'BLS Vehicles', status: 'available' }]),
      ),
      http.patch('*/api/bookings/41', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...booking, vehicleId: 9, vehicleNumber: 'BLS1', vehicleWithdrawn: null });
      }),
    );
    renderWithApp(<VehicleWithdrawn booking={booking} />);
    expect(screen.getByRole('status').textContent).toContain('Because of: Brake check');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Move to BLS1' }));
    await waitFor(() => expect(sent).toEqual([{ startTime: booking.startTime, endTime: booking.endTime, vehicleId: 9 }]));
  });

  it('shows nothing for a booking that keeps its vehicle', () => {
    const { container } = renderWithApp(<VehicleWithdrawn booking={{ ...booking, vehicleWithdrawn: null }} />);
    expect(container.textContent).toBe('');
  });
});
