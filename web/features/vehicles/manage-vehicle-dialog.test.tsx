// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ManageVehicleDialog } from './manage-vehicle-dialog.tsx';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';
import { aVehicleView } from '../../test-support/views.ts';

const api = componentTestApi();
afterEach(cleanup);

const A3 = aVehicleView();

describe('Manage Vehicle', () => {
  it('saves the first change made in a freshly opened dialog (it said "Nothing to save" once)', async () => {
    const sent: unknown[] = [];
    api.use(
      http.patch('*/api/vehicles/3', async ({ request }) => {
        const changes = (await request.json()) as Partial<Vehicle>;
        sent.push(changes);
        return HttpResponse.json({ ...A3, ...changes });
      }),
      http.get('*/api/vehicles/3/tracker', () =>
        HttpResponse.json({ trackerId: null, hasSecret: false, serverUrl: 'http://localhost:5000/api/positions/osmand', lastReportAt: null }),
      ),
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
