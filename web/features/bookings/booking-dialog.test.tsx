// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingDialog } from './booking-dialog.tsx';
import type { CreateBookingRequest } from '../../../contract/bookings.contract.ts';
import { localDate } from '../../lib/time.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';
import { aBookingView, aUserView, aVehicleView } from '../../test-support/views.ts';

const api = componentTestApi();
afterEach(cleanup);

const A3 = aVehicleView();
const HOUR = 3_600_000;

/** The dialog over A3; `answer` is the server's answer to the booking sent. */
function openOver(answer: (request: CreateBookingRequest) => Response, { isAdmin = false } = {}) {
  const sent: CreateBookingRequest[] = [];
  let closed = 0;
  api.use(
    http.get('*/api/user/profile', () => HttpResponse.json(aUserView({ isAdmin }))),
    http.get('*/api/users', () => HttpResponse.json([aUserView({ id: 21, name: 'Noa Levi', email: 'noa@medfleet.test' })])),
    http.get('*/api/vehicles', () => HttpResponse.json([A3, aVehicleView({ id: 4, vehicleNumber: 'A4' })])),
    http.post('*/api/bookings', async ({ request }) => {
      const booking = (await request.json()) as CreateBookingRequest;
      sent.push(booking);
      return answer(booking);
    }),
  );
  renderWithApp(<BookingDialog vehicle={A3} onClose={() => void closed++} />);
  return { sent, closedTimes: () => closed };
}

async function bookTomorrow(start: string, end: string, { whenFilledIn = (): void => undefined } = {}) {
  const user = userEvent.setup();
  await screen.findByRole('option', { name: /^A4/ });
  await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
  await user.type(screen.getByLabelText('Start time'), start);
  await user.type(screen.getByLabelText(/^End time/), end);
  await user.selectOptions(screen.getByLabelText('Purpose'), 'Standby');
  whenFilledIn();
  await user.click(screen.getByRole('button', { name: 'Create Booking' }));
}

describe('Book Vehicle', () => {
  it('books a night shift: an end before the start is on the next day, twelve hours on', async () => {
    const dialog = openOver((request) => HttpResponse.json(aBookingView({ ...request, purpose: 'standby' }), { status: 201 }));
    await bookTomorrow('20:00', '08:00', { whenFilledIn: () => expect(screen.getByText('(next day)')).toBeTruthy() });
    await waitFor(() => expect(dialog.closedTimes()).toBe(1));
    const [sent] = dialog.sent;
    expect(sent).toMatchObject({ vehicleId: 3, purpose: 'standby', isEmergency: false, notes: null });
    expect(Date.parse(sent!.endTime) - Date.parse(sent!.startTime)).toBe(12 * HOUR);
    expect(localDate(new Date(sent!.startTime))).toBe(localDate(new Date(Date.now() + 24 * HOUR)));
  });

  it('asks for the times before it sends anything', async () => {
    const dialog = openOver(() => HttpResponse.json(aBookingView(), { status: 201 }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Booking' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(dialog.sent).toEqual([]);
  });

  it('says why a booking was refused and offers to ask an admin for an override, staying open', async () => {
    const why = 'A3 cannot be booked on Shabbat.';
    const dialog = openOver(() => HttpResponse.json({ message: why, overrideType: 'shabbat' }, { status: 409 }));
    await bookTomorrow('09:00', '13:00');
    expect(await screen.findByRole('button', { name: 'Request override' })).toBeTruthy();
    expect(screen.getAllByText(why).length).toBeGreaterThan(0);
    expect(dialog.closedTimes()).toBe(0);
  });

  it('books for the admin themselves unless they choose a member', async () => {
    const dialog = openOver((request) => HttpResponse.json(aBookingView(request), { status: 201 }), { isAdmin: true });
    expect(await screen.findByText('Book for a member')).toBeTruthy();
    await bookTomorrow('09:00', '13:00');
    await waitFor(() => expect(dialog.closedTimes()).toBe(1));
    expect(dialog.sent[0]).not.toHaveProperty('forUserId');
  });

  it('sends the member and the waiver’s reason when an admin books for someone', async () => {
    const dialog = openOver((request) => HttpResponse.json(aBookingView({ ...request, userId: 21 }), { status: 201 }), { isAdmin: true });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Member'), await screen.findByRole('option', { name: /^Noa Levi/ }));
    await user.click(screen.getByLabelText(/^Waive the member’s rules/));
    await user.type(screen.getByLabelText(/^Why the rules are waived/), 'Covering a shift');
    await bookTomorrow('09:00', '13:00');
    await waitFor(() => expect(dialog.sent).toHaveLength(1));
    expect(dialog.sent[0]).toMatchObject({ forUserId: 21, waiverReason: 'Covering a shift' });
  });

  it('books a weekly series from the booking, and says which occurrences were not booked and why', async () => {
    const series: unknown[] = [];
    const dialog = openOver(() => HttpResponse.json(aBookingView(), { status: 201 }));
    api.use(
      http.post('*/api/bookings/series', async ({ request }) => {
        const body = (await request.json()) as { startTime: string; endTime: string };
        series.push(body);
        const refused = { startTime: body.startTime, endTime: body.endTime, message: 'A3 is booked by someone else then.', code: 'VEHICLE_TAKEN' };
        return HttpResponse.json({ seriesId: 9, created: [aBookingView({ seriesId: 9 })], refused: [refused] }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Repeat every week'));
    await user.clear(screen.getByLabelText(/^For how many weeks/));
    await user.type(screen.getByLabelText(/^For how many weeks/), '2');
    await user.selectOptions(screen.getByLabelText('If some cannot be booked'), 'fitting');
    await bookTomorrow('20:00', '08:00');
    await waitFor(() => expect(series).toHaveLength(1));
    // The weekday of the booking's own (Jerusalem) date, chosen when Repeat was ticked and following the date after.
    const tomorrow = new Date(`${localDate(new Date(Date.now() + 24 * HOUR))}T12:00:00`).getDay();
    expect(series[0]).toMatchObject({ vehicleId: 3, purpose: 'standby', weeks: 2, mode: 'fitting', repeat: { kind: 'weekly', days: [tomorrow] } });
    expect(dialog.sent).toEqual([]);
    const outcome = await screen.findByTestId('series-outcome');
    expect(outcome.textContent).toContain('1 of 2 booked. Not booked:');
    expect(outcome.textContent).toContain('A3 is booked by someone else then.');
    expect(dialog.closedTimes()).toBe(0);
  });

  it('offers the free vehicles of the same kind when the one chosen is taken, and books one in a tap', async () => {
    const dialog = openOver((request) =>
      request.vehicleId === 3
        ? HttpResponse.json(
            { message: 'A3 is already booked then.', code: 'VEHICLE_TAKEN', alternatives: [{ id: 4, vehicleNumber: 'A4', category: 'Ambulances' }] },
            { status: 409 },
          )
        : HttpResponse.json(aBookingView(request), { status: 201 }),
    );
    await bookTomorrow('09:00', '13:00');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Book A4 instead' }));
    await waitFor(() => expect(dialog.closedTimes()).toBe(1));
    expect(dialog.sent.map((b) => b.vehicleId)).toEqual([3, 4]);
    expect(dialog.sent[1]!.startTime).toBe(dialog.sent[0]!.startTime);
  });

  it('offers a place in line for the taken vehicle, for the same span, and closes once joined', async () => {
    const dialog = openOver(() => HttpResponse.json({ message: 'A3 is already booked then.', code: 'VEHICLE_TAKEN', alternatives: [] }, { status: 409 }));
    const joined: Record<string, unknown>[] = [];
    api.use(
      http.post('*/api/waitlist', async ({ request }) => {
        joined.push((await request.json()) as Record<string, unknown>);
        const { vehicleId, startTime, endTime } = joined.at(-1) as { vehicleId: number; startTime: string; endTime: string };
        const place = {
          id: 1,
          vehicleId,
          vehicleNumber: 'A3',
          category: null,
          startTime,
          endTime,
          status: 'waiting',
          position: 2,
          offer: null,
          bookingId: null,
        };
        return HttpResponse.json({ ...place, createdAt: startTime }, { status: 201 });
      }),
    );
    await bookTomorrow('09:00', '13:00');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: /^Wait for any Ambulances$/ })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /^Wait for \W?A3\W?$/ }));
    await waitFor(() => expect(dialog.closedTimes()).toBe(1));
    expect(joined).toEqual([{ vehicleId: 3, startTime: dialog.sent[0]!.startTime, endTime: dialog.sent[0]!.endTime }]);
  });
});
