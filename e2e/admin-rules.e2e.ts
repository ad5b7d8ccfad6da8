import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, screenshot } from './support/browser.ts';
import { aMember, bookFromCard, bookNow, signInAs, signInAsAdmin } from './support/member.ts';
import { shabbatWindow } from '../server/test-support/booking-windows.ts';

const session = browserSession();

/** The Jerusalem date of an instant, as yyyy-MM-dd. */
const jerusalemDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date(iso));

/** Sets the restricted-period policy through the API with the signed-in admin's token. */
async function setPolicy(page: Page, policy: 'approval' | 'refuse') {
  await page.evaluate(async (p) => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('auth_token')}` };
    const current = (await (await fetch('/api/admin/settings', { headers })).json()) as Record<string, unknown>;
    await fetch('/api/admin/settings', { method: 'PUT', headers, body: JSON.stringify({ ...current, restrictedPeriodPolicy: p }) });
  }, policy);
}

describe('the house rules, run from the app', () => {
  it('an admin closes Shabbat in Settings; a member’s refused Shabbat booking becomes an override request that the admin approves', async () => {
    const emt = await aMember(['EMT']);
    const { page } = session;
    await signInAsAdmin(page);
    await page.goto('/dashboard?tab=settings');
    const settings = page.getByRole('region', { name: 'Service settings' });
    await settings.getByLabel('Bookings in a restricted period').selectOption('refuse');
    await screenshot(page, '70-settings');
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings saved').waitFor();
    try {
      await signInAs(page, emt.email);
      await bookFromCard(page, 'A5', jerusalemDate(shabbatWindow(14).startTime));
      const booking = page.getByRole('dialog', { name: /Book Vehicle/ });
      await booking.getByRole('button', { name: 'Request override' }).click();
      const ask = page.getByRole('dialog', { name: 'Request override' });
      await ask.getByText(/are closed; an admin may approve an override/).waitFor();
      await ask.getByLabel('Reason').fill('Covering the Shabbat standby for the Levi family');
      await screenshot(page, '71-request-override');
      await ask.getByRole('button', { name: 'Request override' }).click();
      await page.getByText('Override requested').waitFor();

      await signInAsAdmin(page);
      await page.goto('/dashboard?tab=admin-approval');
      const overrides = page.getByRole('region', { name: 'Admin Override Settings' });
      const request = overrides.getByTestId('override-request').filter({ hasText: 'Covering the Shabbat standby' });
      await request.waitFor();
      await screenshot(page, '72-override-requests');
      await request.getByRole('button', { name: 'Approve' }).click();
      await page.getByText('Override approved').waitFor();
      await expect.poll(() => request.count()).toBe(0);

      await signInAs(page, emt.email);
      await page.goto('/dashboard?tab=my-reservations');
      const mine = page.getByTestId('my-override-request').filter({ hasText: 'A5' });
      await mine.getByText('Approved').waitFor();
      await page.getByTestId('reservation').filter({ hasText: 'A5' }).filter({ hasText: 'confirmed' }).first().waitFor();
    } finally {
      await signInAsAdmin(page);
      await setPolicy(page, 'approval');
    }
  });

  it('a member returns a vehicle with the checklist, and an admin approves the document', async () => {
    const driver = await aMember(['driver']);
    const { page } = session;
    await signInAs(page, driver.email);
    const mileage = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}` };
      const vehicles = (await (await fetch('/api/vehicles', { headers })).json()) as { vehicleNumber: string; mileage: number | null }[];
      return vehicles.find((v) => v.vehicleNumber === 'BLS2')!.mileage ?? 0;
    });
    // A booking under way: it starts half a minute ago (a start within the last minute is accepted),
    // approved when its two hours meet Shabbat (a Friday afternoon's run met it).
    expect(await bookNow(page, 'BLS2', -30_000)).toBe(201);
    await page.goto('/dashboard?tab=my-reservations');
    await page.getByTestId('reservation').filter({ hasText: 'BLS2' }).getByRole('button', { name: 'Return Vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return Vehicle' });
    await dialog.getByRole('button', { name: 'Return Vehicle' }).click();
    await dialog.getByText('Choose the fuel level').waitFor();
    await dialog.getByLabel('Fuel level').selectOption('three_quarters');
    // A few km on from its odometer: the most a vehicle can have driven since the booking began is checked.
    await dialog.getByLabel('Mileage (km)').fill(String(mileage + 12));
    await dialog.getByLabel('Cleanliness').selectOption('clean');
    await dialog.getByLabel('Keys are back in the station key box').check();
    await screenshot(page, '73-return-vehicle');
    await dialog.getByRole('button', { name: 'Return Vehicle' }).click();
    await page.getByText('Vehicle returned').waitFor();

    await signInAsAdmin(page);
    await page.goto('/dashboard?tab=admin-approval');
    const documents = page.getByRole('region', { name: 'Document Management' });
    await documents.getByLabel('Document type').selectOption('checklist');
    const row = documents.getByTestId('document-row').filter({ hasText: 'BLS2' });
    await row.waitFor();
    await screenshot(page, '74-document-management');
    await row.getByRole('button', { name: /^Review/ }).click();
    const review = page.getByRole('dialog', { name: 'Review Document' });
    await review.getByLabel('Notes').fill('Thanks, all in order');
    await review.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Document approved').waitFor();
    await documents.getByLabel('Status').selectOption('approved');
    await row.getByText('Approved').waitFor();

    await page.goto('/dashboard?tab=templates');
    await page.getByRole('tab', { name: 'Checklist' }).click();
    await page.getByRole('region', { name: 'Document Templates' }).getByText('Preview').waitFor();
    await screenshot(page, '75-templates');
  });
});
