// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceSettingsPanel } from './service-settings-form.tsx';
import type { ServiceSettings } from '../../../contract/settings.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(cleanup);

const saved: ServiceSettings = {
  serviceName: 'MedFleet',
  dispatchPhone: '*2710',
  donateUrl: '',
  maxBookingHours: 24,
  maxAdvanceMonths: 3,
  monthlyHoursByRole: { admin: 80, BLS: 60, ALS: 60, driver: 40, EMT: 60, paramedic: 80 },
  restrictedHoursBefore: 1,
  restrictedHoursAfter: 0.5,
  restrictedPeriodPolicy: 'approval',
  weekendBookingsClosed: false,
  requireVerifiedLicense: false,
  movementCheckSeconds: 60,
  positionRetentionDays: 180,
  codeNeedsPassedCheck: true,
  codeToWholeCrew: false,
  checkInGraceMinutes: 30,
  checkInNearVehicle: false,
  handoverNeedsApproval: false,
  monthlyReportEmail: false,
};

/** The panel over the saved settings; `answer` is the server's answer to a save, given what was sent. */
function openSettings(answer: (next: ServiceSettings) => Response) {
  const sent: ServiceSettings[] = [];
  api.use(
    http.get('*/api/admin/settings', () => HttpResponse.json(saved)),
    http.put('*/api/admin/settings', async ({ request }) => {
      const next = (await request.json()) as ServiceSettings;
      sent.push(next);
      return answer(next);
    }),
  );
  renderWithApp(<ServiceSettingsPanel />);
  return sent;
}

async function setLongestBooking(hours: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Longest booking (hours)');
  await user.clear(field);
  if (hours) await user.type(field, hours);
  await user.click(screen.getByLabelText('Close Friday and Saturday to bookings (members may ask for an override)'));
  await user.click(screen.getByRole('button', { name: 'Save Settings' }));
}

describe('Service settings', () => {
  it('sends the whole settings with the numbers as numbers, the rest as they were', async () => {
    const sent = openSettings((next) => HttpResponse.json(next));
    await setLongestBooking('12');
    await waitFor(() => expect(sent).toEqual([{ ...saved, maxBookingHours: 12, weekendBookingsClosed: true }]));
  });

  it('says what is wrong with a number beside it and sends nothing', async () => {
    const sent = openSettings((next) => HttpResponse.json(next));
    await setLongestBooking('0');
    expect(await screen.findByText('A booking may last at least 1 hour')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows why the server refused a save above the form', async () => {
    openSettings(() => HttpResponse.json({ message: 'Only admins change the service settings.' }, { status: 403 }));
    await setLongestBooking('12');
    expect(await screen.findByText('Only admins change the service settings.')).toBeTruthy();
  });
});
