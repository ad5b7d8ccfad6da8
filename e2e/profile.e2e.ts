import { describe, expect, it } from 'vitest';
import { browserSession, screenshot } from './support/browser.ts';
import { signInAs, signInAsAdmin } from './support/member.ts';

const session = browserSession({ viewport: { width: 1280, height: 1400 } });

/** yyyy-MM-dd `n` days from today in Jerusalem. */
const daysFromNow = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date(Date.now() + n * 86_400_000));

describe('My Profile & Settings', () => {
  it('edits the profile with per-field errors, cancels, and warns of a licence that expires soon; the admin sees it', async () => {
    const { page } = session;
    await signInAs(page, 'paramedic@medfleet.test');
    await page.getByRole('tab', { name: 'My Profile & Settings' }).click();
    await page.getByTestId('licence-validity').getByText('License Valid').waitFor();
    const personal = page.getByTestId('profile-card-personal');
    const original = await page.getByTestId('profile-card-licence').getByText(/^\d{4}-\d{2}-\d{2}$/).last().textContent();

    await page.getByRole('button', { name: 'Edit' }).click();
    await personal.getByLabel('Phone').fill('050-123-4567');
    await personal.getByLabel('Preferred email').fill('not-an-address');
    await page.getByRole('button', { name: 'Save' }).click();
    await personal.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Failed to update profile. Please try again.').waitFor();

    await personal.getByLabel('Preferred email').fill('yossi@example.org');
    await page.getByTestId('profile-card-licence').getByLabel('Expiry date *').fill(daysFromNow(12));
    await page.getByTestId('profile-card-penalties').getByLabel('Penalty points on the licence').check();
    await page.getByTestId('profile-card-penalties').getByLabel('Current points (0 to 12)').fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your personal information has been saved successfully.').waitFor();
    await personal.getByText('+972501234567').waitFor();
    await page.getByText('License expires in 12 days!').waitFor();
    await page.getByTestId('licence-validity').getByText('License Issue').waitFor();
    expect(await page.getByTestId('profile-card-penalties').textContent()).toContain('Yes (3)');
    await screenshot(page, '30-profile');

    // Cancel restores the saved data.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('profile-card-address').getByLabel('City').fill('Somewhere else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('profile-card-address').textContent()).not.toContain('Somewhere else');

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'User Management' }).click();
    const urgent = page.getByTestId('licence-alert').filter({ hasText: 'paramedic@medfleet.test' }).first();
    await urgent.getByText('Urgent').waitFor();
    await page.getByRole('button', { name: 'Generate Notifications' }).click();
    await page.getByText('Notifications Generated').waitFor();
    await screenshot(page, '31-licence-expiry');

    // Put the licence back for the other journeys.
    await signInAs(page, 'paramedic@medfleet.test');
    await page.evaluate(async (licenseExpiryDate) => {
      const token = localStorage.getItem('auth_token');
      await fetch('/api/user/profile', { method: 'PATCH', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ licenseExpiryDate }) });
    }, original);
  });
});
