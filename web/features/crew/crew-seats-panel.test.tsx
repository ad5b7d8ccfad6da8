// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CrewSeatsPanel } from './crew-seats-panel.tsx';
import type { CategorySeatsRequest } from '../../../contract/crew.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(cleanup);

const ONE_SEAT = [{ key: 'driver', label: 'Driver', labelHe: 'נהג/ת', required: true, credentialTypeIds: [], licenceClasses: [] }];
const TYPES = [
  { id: 1, name: 'EMT', nameHe: 'חובש/ת', validityMonths: 24, needsReview: true, active: true },
  { id: 5, name: 'Emergency-vehicle driving permit', nameHe: 'היתר נהיגה ברכב הצלה', validityMonths: 60, needsReview: true, active: true },
];

describe('Crew seats', () => {
  it('adds a medic seat needing an EMT to Ambulances and saves the category’s seats', async () => {
    const saved: CategorySeatsRequest[] = [];
    api.use(
      http.get('*/api/admin/vehicle-categories/:category/seats', ({ params }) =>
        HttpResponse.json({ category: decodeURIComponent(params.category as string), seats: ONE_SEAT, defined: false }),
      ),
      http.get('*/api/admin/credential-types', () => HttpResponse.json(TYPES)),
      http.put('*/api/admin/vehicle-categories/Ambulances/seats', async ({ request }) => {
        const body = (await request.json()) as CategorySeatsRequest;
        saved.push(body);
        return HttpResponse.json({ category: 'Ambulances', seats: body.seats, defined: true });
      }),
    );
    renderWithApp(<CrewSeatsPanel />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Ambulances' });
    expect(within(form).getByText('This category has one seat, open to anyone, until you define its seats.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Add a seat' }));
    const medic = within(form).getAllByTestId('crew-seat')[1]!;
    await user.type(within(medic).getByLabelText('Seat (short name)'), 'medic');
    await user.type(within(medic).getByLabelText('Name (English)'), 'Medic');
    await user.type(within(medic).getByLabelText('Name (Hebrew)'), 'חובש/ת');
    await user.click(within(medic).getByLabelText('EMT'));
    await user.click(within(medic).getByLabelText('Required'));
    await user.click(within(form).getByRole('button', { name: 'Save seats' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.seats[1]).toEqual({ key: 'medic', label: 'Medic', labelHe: 'חובש/ת', required: true, credentialTypeIds: [1], licenceClasses: [] });
  });

  it('says what is wrong with a seat before it sends anything', async () => {
    let sent = 0;
    api.use(
      http.get('*/api/admin/vehicle-categories/:category/seats', ({ params }) =>
        HttpResponse.json({ category: decodeURIComponent(params.category as string), seats: ONE_SEAT, defined: false }),
      ),
      http.get('*/api/admin/credential-types', () => HttpResponse.json(TYPES)),
      http.put('*/api/admin/vehicle-categories/:category/seats', () => void sent++),
    );
    renderWithApp(<CrewSeatsPanel />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Ambulances' });
    await user.click(within(form).getByRole('button', { name: 'Add a seat' }));
    await user.type(within(within(form).getAllByTestId('crew-seat')[1]!).getByLabelText('Seat (short name)'), 'Medic Seat');
    await user.click(within(form).getByRole('button', { name: 'Save seats' }));
    expect(await within(form).findByText(/A seat is a short name such as driver or medic/)).toBeTruthy();
    expect(sent).toBe(0);
  });
});
