// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { MyWaitlist } from './my-waitlist.tsx';
import type { WaitlistEntry } from '../../../contract/waitlist.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(cleanup);

const place = (id: number, change: Partial<WaitlistEntry>): WaitlistEntry => ({
  id,
  vehicleId: 3,
  vehicleNumber: 'A3',
  category: null,
  startTime: '2030-01-07T06:00:00.000Z',
  endTime: '2030-01-07T10:00:00.000Z',
  status: 'waiting',
  position: 2,
  offer: null,
  bookingId: null,
  createdAt: '2030-01-01T06:00:00.000Z',
  ...change,
});

function showing(places: WaitlistEntry[]) {
  const asked: string[] = [];
  api.use(
    http.get('*/api/waitlist', () => {
      asked.push('list');
      return HttpResponse.json(places);
    }),
    http.post('*/api/waitlist/:id/accept', ({ params }) => {
      asked.push(`accept ${params.id as string}`);
      return HttpResponse.json({ message: 'This offer is no longer open.', code: 'WAITLIST_OFFER_GONE' }, { status: 409 });
    }),
    http.delete('*/api/waitlist/:id', ({ params }) => {
      asked.push(`leave ${params.id as string}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderWithApp(
    <>
      <MyWaitlist />
      <Toaster />
    </>,
  );
  return asked;
}

describe('My waitlist', () => {
  it('shows an offer with its minutes left and Accept, and a waiting place with its number in line', async () => {
    const asked = showing([
      place(1, {
        status: 'offered',
        position: null,
        offer: { vehicleId: 4, vehicleNumber: 'A4', expiresAt: new Date(Date.now() + 9.5 * 60_000).toISOString() },
      }),
      place(2, { vehicleId: null, vehicleNumber: null, category: 'Ambulances' }),
      place(3, { status: 'expired', position: null }),
    ]);
    const places = await screen.findAllByTestId('waitlist-place');
    expect(places).toHaveLength(2);
    expect(within(places[0]!).getByRole('status').textContent).toMatch(/A4\W? is yours to take: 10 minutes left/);
    expect(places[1]!.textContent).toContain('Any Ambulances');
    expect(places[1]!.textContent).toContain('Number 2 in line');
    const user = userEvent.setup();
    await user.click(within(places[0]!).getByRole('button', { name: 'Accept' }));
    await user.click(within(places[1]!).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(asked.filter((a) => a !== 'list')).toEqual(['accept 1', 'leave 2']));
    expect(await screen.findByText('This offer is no longer open.')).toBeTruthy();
  });

  it('shows nothing while no place is open', async () => {
    const asked = showing([place(3, { status: 'booked', position: null, bookingId: 9 })]);
    await waitFor(() => expect(asked).toContain('list'));
    expect(screen.queryByTestId('waitlist-place')).toBeNull();
    expect(screen.queryByRole('region', { name: 'My waitlist' })).toBeNull();
  });
});
