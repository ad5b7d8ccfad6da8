// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CrewLine } from './crew-line.tsx';
import type { Crew } from '../../../contract/crew.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(cleanup);

const seat = { credentialTypeIds: [], licenceClasses: [], invited: null };
const CREW: Crew = {
  bookingId: 5,
  vehicleNumber: 'A3',
  category: 'Ambulances',
  startTime: '2026-12-01T18:00:00.000Z',
  endTime: '2026-12-02T06:00:00.000Z',
  status: 'confirmed',
  complete: false,
  seats: [
    { ...seat, key: 'driver', label: 'Driver', labelHe: 'נהג/ת', required: true, isBooker: true, holder: { userId: 1, name: 'Dana', agreementSigned: true } },
    { ...seat, key: 'medic', label: 'Medic', labelHe: 'חובש/ת', required: true, isBooker: false, holder: { userId: 2, name: 'Moshe', agreementSigned: false } },
    { ...seat, key: 'trainee', label: 'Trainee', labelHe: 'מתלמד/ת', required: false, isBooker: false, holder: null },
  ],
};

describe('a booking’s crew line', () => {
  it('says who holds each seat and who signed the agreement; the viewer signs theirs from it', async () => {
    api.use(http.get('*/api/bookings/5/crew', () => HttpResponse.json(CREW)));
    let signing = 0;
    renderWithApp(<CrewLine bookingId={5} viewerId={2} onSign={() => signing++} />);
    const line = await screen.findByTestId('crew-line');
    expect(line.textContent).toContain('Dana · agreement signed');
    expect(line.textContent).toContain('Moshe · agreement not signed yet');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign agreement' }));
    expect(signing).toBe(1);
  });

  it('offers no signing to a viewer who signed, nor to one outside the crew', async () => {
    api.use(http.get('*/api/bookings/5/crew', () => HttpResponse.json(CREW)));
    renderWithApp(<CrewLine bookingId={5} viewerId={9} onSign={() => undefined} />);
    await screen.findByTestId('crew-line');
    expect(screen.queryByRole('button', { name: 'Sign agreement' })).toBeNull();
  });

  it('lets the booker invite a qualified member to an open seat, found by name', async () => {
    const asked: string[] = [];
    const sent: unknown[] = [];
    api.use(
      http.get('*/api/bookings/5/crew', () => HttpResponse.json(CREW)),
      http.get('*/api/bookings/5/crew/candidates', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json([{ userId: 7, name: 'Tamar' }]);
      }),
      http.post('*/api/bookings/5/crew/invitations', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(CREW, { status: 201 });
      }),
    );
    renderWithApp(<CrewLine bookingId={5} viewerId={1} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite a member to the Trainee seat' }));
    expect(screen.queryByRole('button', { name: 'Invite a member to the Medic seat' })).toBeNull();
    await user.type(screen.getByLabelText('Search by name'), 'Tam');
    // The search is asked when typing pauses, not once per key.
    await waitFor(() => expect(asked).toEqual(['?seat=trainee', '?seat=trainee&q=Tam']));
    await user.click(await screen.findByRole('button', { name: 'Invite Tamar' }));
    await waitFor(() => expect(sent).toEqual([{ seat: 'trainee', userId: 7 }]));
  });
});
