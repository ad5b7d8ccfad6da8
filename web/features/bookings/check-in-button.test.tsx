// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckInButton } from './check-in-button.tsx';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';
import { aBookingView } from '../../test-support/views.ts';

const api = componentTestApi();
/** The app's config: check-in anywhere (the setting off), so no position is asked for. */
const config = () => http.get('*/api/config', () => HttpResponse.json({ checkInNearVehicle: false }));
afterEach(cleanup);

const startingIn = (minutes: number) => {
  const start = Date.now() + minutes * 60_000;
  return aBookingView({ id: 52, startTime: new Date(start).toISOString(), endTime: new Date(start + 4 * 3_600_000).toISOString() });
};

describe('Check in on a booking', () => {
  it('is offered from 15 minutes before the start, checks in, and then says when', async () => {
    const booking = startingIn(10);
    const sent: unknown[] = [];
    api.use(
      config(),
      http.post('*/api/bookings/52/check-in', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...booking, checkedInAt: new Date().toISOString(), checkInMethod: 'action' });
      }),
    );
    renderWithApp(<CheckInButton booking={booking} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(sent).toEqual([{}]));
  });

  it('is not offered earlier, nor once checked in (then it says when)', () => {
    api.use(config());
    const { container } = renderWithApp(<CheckInButton booking={startingIn(30)} />);
    expect(container.textContent).toBe('');
    cleanup();
    renderWithApp(<CheckInButton booking={{ ...startingIn(5), checkedInAt: '2026-11-27T18:02:00.000Z', checkInMethod: 'check' }} />);
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(screen.getByText(/^Checked in at /)).toBeTruthy();
  });

  it('says why the server refused, in the member’s words', async () => {
    api.use(
      config(),
      http.post('*/api/bookings/52/check-in', () =>
        HttpResponse.json(
          { message: 'Check in at the vehicle: share your location, or scan the QR code in the vehicle.', messageKey: 'checkIn.proofNeeded', params: {} },
          { status: 409 },
        ),
      ),
    );
    renderWithApp(
      <>
        <CheckInButton booking={startingIn(0)} />
        <Toaster />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(/share your location, or scan the QR code/)).toBeTruthy();
  });
});
