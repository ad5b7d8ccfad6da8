// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { VehicleWithdrawn } from './vehicle-withdrawn.tsx';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';
import { aBookingView } from '../../test-support/views.ts';

const api = componentTestApi();
afterEach(cleanup);

const booking = aBookingView({
  id: 41,
  vehicleId: 4,
  vehicleNumber: 'A4',
  purpose: 'standby',
  vehicleWithdrawn: { kind: 'event', detail: 'Brake check', at: '2026-11-25T10:00:00.000Z' },
});

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
