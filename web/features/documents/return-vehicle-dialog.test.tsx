// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ReturnVehicleDialog } from './return-vehicle-dialog.tsx';
import type { MemberDocument } from '../../../contract/documents.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';
import { aTemplateView, aVehicleView } from '../../test-support/views.ts';

const api = componentTestApi();
afterEach(cleanup);

const target = { bookingId: 7, vehicleId: 3, vehicleNumber: 'A3' };
const returned: MemberDocument = {
  id: 1,
  type: 'checklist',
  fileName: 'checklist-A3-7.pdf',
  fileUrl: '/api/documents/1/file',
  status: 'pending',
  notes: null,
  uploadedAt: '2026-11-26T10:00:00.000Z',
};

/** The dialog over A3 (a defibrillator and an oxygen tank aboard); `answer` is the server's answer to the checklist. */
function openOver(answer: () => Response) {
  const sent: unknown[] = [];
  let closed = 0;
  api.use(
    http.get('*/api/templates/checklist', () => HttpResponse.json(aTemplateView({ items: ['Keys are back in the station key box', 'Lights off'] }))),
    http.get('*/api/vehicles', () => HttpResponse.json([aVehicleView({ equipment: ['Defibrillator', 'Oxygen Tank'] })])),
    http.post('*/api/bookings/7/return-checklist', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  renderWithApp(<ReturnVehicleDialog target={target} onClose={() => void closed++} />);
  return { sent, closedTimes: () => closed };
}

async function fillIn(mileage: string, { damageSeen = false, refuel = undefined as undefined | { litres: string; cost: string; station: string } } = {}) {
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText('Fuel level'), '3/4');
  await user.type(screen.getByLabelText('Mileage (km)'), mileage);
  await user.selectOptions(screen.getByLabelText('Cleanliness'), 'Clean');
  await user.click(screen.getByLabelText('Oxygen Tank'));
  await user.click(screen.getByLabelText('Keys are back in the station key box'));
  if (damageSeen) await user.click(screen.getByLabelText('I saw damage'));
  if (refuel) {
    await user.click(screen.getByLabelText('I refuelled during the booking'));
    await user.type(screen.getByLabelText('Litres'), refuel.litres);
    await user.type(screen.getByLabelText(/^Cost/), refuel.cost);
    await user.type(screen.getByLabelText('Station'), refuel.station);
  }
  await user.click(screen.getByRole('button', { name: 'Return Vehicle' }));
}

describe('Return Vehicle', () => {
  it('sends what was filled in: the equipment not ticked is missing, every checklist item answered; then closes', async () => {
    const dialog = openOver(() => HttpResponse.json(returned, { status: 201 }));
    await fillIn('120345');
    await waitFor(() => expect(dialog.closedTimes()).toBe(1));
    expect(dialog.sent).toEqual([
      {
        fuelLevel: 'three_quarters',
        mileage: 120_345,
        cleanliness: 'clean',
        damageSeen: false,
        equipmentPresent: ['Defibrillator'],
        equipmentMissing: ['Oxygen Tank'],
        items: { 'Keys are back in the station key box': true, 'Lights off': false },
      },
    ]);
  });

  it('sends a fill told with the return; a cost with three decimals is asked again before anything is sent', async () => {
    const dialog = openOver(() => HttpResponse.json(returned, { status: 201 }));
    await fillIn('120345', { refuel: { litres: '41.5', cost: '290.555', station: 'Paz Modiin' } });
    expect(await screen.findByText('The cost has at most two decimals')).toBeTruthy();
    expect(dialog.sent).toEqual([]);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Cost/));
    await user.type(screen.getByLabelText(/^Cost/), '290.55');
    await user.click(screen.getByRole('button', { name: 'Return Vehicle' }));
    await waitFor(() => expect(dialog.closedTimes()).toBe(1));
    expect(dialog.sent).toEqual([expect.objectContaining({ mileage: 120_345, refuel: { litres: 41.5, cost: 290.55, station: 'Paz Modiin' } })]);
  });

  it('asks what the damage was before it sends anything', async () => {
    const dialog = openOver(() => HttpResponse.json(returned, { status: 201 }));
    await fillIn('120345', { damageSeen: true });
    expect(await screen.findByText('Describe the damage you saw')).toBeTruthy();
    expect(dialog.sent).toEqual([]);
    expect(dialog.closedTimes()).toBe(0);
  });

  it('shows why an odometer reading was refused and stays open to correct it (400 ODOMETER_IMPLAUSIBLE)', async () => {
    const why =
      'The odometer reading 1,203,450 km is more than A3 can have driven since the booking began (its last reading is 120,200 km; at most 120 km more). Check the reading.';
    const dialog = openOver(() => HttpResponse.json({ message: why, code: 'ODOMETER_IMPLAUSIBLE' }, { status: 400 }));
    await fillIn('1203450');
    expect(await screen.findByText(why)).toBeTruthy();
    expect(dialog.closedTimes()).toBe(0);
    expect(dialog.sent).toHaveLength(1);
  });
});
