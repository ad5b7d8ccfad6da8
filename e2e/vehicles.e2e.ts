import { describe, expect, it } from 'vitest';
import { baseUrl, browserSession, screenshot } from './support/browser.ts';
import { signInAsAdmin } from './support/member.ts';

const session = browserSession();

describe('Vehicle Management', () => {
  it('an admin adds a vehicle, edits its maintenance and equipment, connects a tracker and sees it report', async () => {
    const { page } = session;
    await signInAsAdmin(page);
    await page.goto('/dashboard?tab=vehicle-management');
    const management = page.getByRole('region', { name: 'Vehicle Management' });
    await management.getByRole('button', { name: 'Add Vehicle' }).click();
    const add = page.getByRole('dialog', { name: 'Add Vehicle' });
    await add.getByRole('button', { name: 'Add Vehicle' }).click();
    await add.getByText('Vehicle number is required').waitFor();
    await add.getByLabel('Vehicle number').fill('bls3');
    await add.getByLabel('Category').selectOption('BLS Vehicles');
    await add.getByLabel('Make').fill('Skoda');
    await add.getByLabel('Model').fill('Kodiaq');
    await add.getByLabel('Year').fill('2025');
    await add.getByLabel('BLS', { exact: true }).check();
    await add.getByLabel('Defibrillator').check();
    await screenshot(page, '64-add-vehicle');
    await add.getByRole('button', { name: 'Add Vehicle' }).click();
    await page.getByText('BLS3 has been added to the fleet.').waitFor();

    // Manage Vehicle opens on the new vehicle.
    const dialog = page.getByRole('dialog', { name: 'Manage Vehicle' });
    await dialog.getByText('BLS3 · Skoda Kodiaq').waitFor();
    await dialog.getByRole('tab', { name: 'Maintenance' }).click();
    await dialog.getByLabel('Last service').fill('2026-09-01');
    await dialog.getByLabel('Next service').first().fill('2026-08-01');
    await dialog.getByRole('button', { name: 'Save Vehicle' }).click();
    await dialog.getByText('The next service date must be after the last service date').waitFor();
    await dialog.getByLabel('Next service').first().fill('2027-03-01');
    await dialog.getByRole('tab', { name: 'Equipment' }).click();
    await dialog.getByLabel('Oxygen Tank').check();
    await dialog.getByRole('button', { name: 'Save Vehicle' }).click();
    await page.getByText('BLS3 has been updated successfully.').waitFor();

    await dialog.getByRole('tab', { name: 'Security' }).click();
    await dialog.getByRole('button', { name: 'Connect tracker' }).click();
    const credentials = dialog.getByTestId('tracker-credentials');
    // allTextContents does not wait: wait for the credentials to be shown (they come with the answer).
    await credentials.locator('dd').nth(1).waitFor();
    const [trackerId, serverUrl] = (await credentials.locator('dd').allTextContents()) as [string, string];
    const url = new URL(serverUrl);
    const report = await fetch(`${baseUrl()}${url.pathname}${url.search}&id=${trackerId}&lat=31.7470&lon=34.9881&timestamp=${Math.floor(Date.now() / 1000)}`, {
      method: 'POST',
    });
    expect(report.status).toBe(200);
    await dialog.getByRole('tab', { name: 'Diary' }).click();
    await dialog.getByRole('tab', { name: 'Security' }).click();
    await dialog.getByTestId('tracker-status').getByText(`Connected as ${trackerId}; last report Just now.`).waitFor();
    await page.keyboard.press('Escape');
    const card = management.getByRole('listitem', { name: 'Vehicle BLS3' });
    await card.getByText('Skoda Kodiaq · 2025').waitFor();
    await screenshot(page, '65-vehicle-added');
  });
});
