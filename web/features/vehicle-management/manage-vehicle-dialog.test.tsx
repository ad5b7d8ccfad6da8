// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';
import { ManageVehicleDialog } from './manage-vehicle-dialog.tsx';

const api = componentTestApi();
afterEach(cleanup);

const A3: Vehicle = {
  id: 3,
  vehicleNumber: 'A3',
  make: 'Ford',
  model: 'Transit',
  year: 2021,
  category: 'Ambulances',
  description: null,
  allowedUserTypes: ['driver'],
  isActive: true,
  status: 'available',
  immobilizerEnabled: false,
  hasIturanCode: false,
  maintenanceNotes: null,
  lastServiceDate: null,
  nextServiceDate: null,
  nextServiceMileage: null,
  mileage: 87_000,
  registrationDate: null,
  insuranceRenewalDate: null,
  taxRenewalDate: null,
  motExpiryDate: null,
  motTestDate: null,
  insuranceProvider: null,
  insurancePolicyNumber: null,
  vin: null,
  engineNumber: null,
  fuelType: 'diesel',
  equipment: [],
  bookable: true,
  mayBook: true,
};

describe('Manage Vehicle', () => {
  it('saves the first change made in a freshly opened dialog (it said "Nothing to save" once)', async () => {
    const sent: unknown[] = [];
    api.use(
      http.patch('*/api/vehicles/3', async ({ request }) => {
        const changes = (await request.json()) as Partial<Vehicle>;
        sent.push(changes);
        return HttpResponse.json({ ...A3, ...changes });
      }),
      http.get('*/api/vehicles/3/tracker', () => HttpResponse.json({ trackerId: null, hasSecret: false, serverUrl: 'http://localhost:5000/api/positions/osmand', lastReportAt: null })),
    );
    renderWithApp(<ManageVehicleDialog vehicle={A3} onClose={() => undefined} />);
    const user = userEvent.setup();
    const make = await screen.findByLabelText('Make');
    await user.clear(make);
    await user.type(make, 'Mercedes');
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    await waitFor(() => expect(sent).toEqual([{ make: 'Mercedes' }]));
  });
});
