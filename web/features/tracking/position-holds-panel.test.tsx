// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { PositionHoldsPanel } from './position-holds-panel.tsx';
import type { PositionHold } from '../../../contract/tracking.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(cleanup);

const byReport: PositionHold = {
  bookingId: 41,
  vehicleNumber: 'A3',
  memberName: 'Tamar Friedman',
  startTime: '2026-10-01T06:00:00.000Z',
  endTime: '2026-10-01T10:00:00.000Z',
  reason: 'Damage report #7',
  heldBy: null,
  createdAt: '2026-10-01T11:00:00.000Z',
};

function openHolds(holds: PositionHold[]) {
  const asked: string[] = [];
  api.use(
    http.get('*/api/admin/position-holds', () => HttpResponse.json(holds)),
    http.put('*/api/admin/bookings/:id/position-hold', async ({ params, request }) => {
      asked.push(`hold ${String(params.id)} ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ ...byReport, bookingId: Number(params.id), heldBy: 'Avi Cohen' });
    }),
    http.delete('*/api/admin/bookings/:id/position-hold', ({ params }) => {
      asked.push(`release ${String(params.id)}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderWithApp(<PositionHoldsPanel />);
  return asked;
}

describe('Held positions in Settings', () => {
  it('lists the held bookings, holds another with its reason and releases one', async () => {
    const asked = openHolds([byReport]);
    expect(await screen.findByText('Booking 41 · A3 · Tamar Friedman')).toBeTruthy();
    expect(screen.getByText(/held by a damage report/)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Booking number'), '52');
    await user.type(screen.getByLabelText('Why they are kept'), 'A complaint about the driving');
    await user.click(screen.getByRole('button', { name: 'Hold' }));
    await user.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(asked).toEqual(['hold 52 {"reason":"A complaint about the driving"}', 'release 41']));
  });

  it('asks for the booking and the reason before it sends anything, and says when none is held', async () => {
    const asked = openHolds([]);
    expect(await screen.findByText("No booking's positions are held.")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hold' }));
    expect(await screen.findByText('Enter the booking number')).toBeTruthy();
    expect(screen.getByText('Say why the positions are held')).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
