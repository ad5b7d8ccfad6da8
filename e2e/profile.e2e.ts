import { describe, expect, inject, it } from 'vitest';
import { browserSession, nextIdpAccount, screenshot } from './support/browser.ts';
import { aMember, removedAfterTest, signInAs, signInAsAdmin } from './support/member.ts';
import { renderLicencePng } from '../server/test-support/licence-image.ts';

const session = browserSession({ viewport: { width: 1280, height: 1400 } });
const mailbox = async (): Promise<{ to: string; subject: string; text: string }[]> =>
  (await fetch(inject('mailboxUrl'))).json() as Promise<{ to: string; subject: string; text: string }[]>;

/** yyyy-MM-dd `n` days from today in Jerusalem. */
const daysFromNow = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date(Date.now() + n * 86_400_000));

describe('My Profile & Settings', () => {
  it('edits the profile with per-field errors, cancels, and warns of a licence that expires soon; the admin sees it', async () => {
    const { page } = session;
    const paramedic = await aMember(['paramedic']);
    await signInAs(page, paramedic.email);
    await page.getByTestId('licence-validity-compact').getByText('License Valid').waitFor();
    await page.getByRole('tab', { name: 'My Profile & Settings' }).click();
    await page.getByTestId('licence-validity').getByText('License Valid').waitFor();
    const personal = page.getByTestId('profile-card-personal');

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
    // A new address for notices waits for the link e-mailed to it (docs/decisions/022).
    await page.getByText(/Check .*yossi@example\.org.*: open the link we sent/).waitFor();
    await page
      .getByTestId('pending-email')
      .getByText(/Waiting for confirmation: .*yossi@example\.org/)
      .waitFor();
    await personal.getByText('+972501234567').waitFor();
    await page.getByText('License expires in 12 days!').waitFor();
    await page.getByTestId('licence-validity').getByText('License Issue').waitFor();
    expect(await page.getByTestId('profile-card-penalties').textContent()).toContain('Yes (3)');
    await screenshot(page, '30-profile');
    const confirmationLink = async () => (await mailbox()).find((m) => m.to.includes('yossi@example.org'))?.text.match(/https?:\/\/\S+#token=[\w-]+/)?.[0];
    await expect.poll(confirmationLink, { timeout: 15_000 }).toBeTruthy();
    await page.goto((await confirmationLink())!);
    await page.getByRole('heading', { name: /Your notices now go to .*yossi@example\.org/ }).waitFor();
    expect(page.url()).not.toContain('token');
    await page.getByRole('link', { name: 'Go to the app' }).click();
    await page.getByRole('tab', { name: 'My Profile & Settings' }).click();
    await personal.getByText('yossi@example.org').waitFor();
    expect(await page.getByTestId('pending-email').count()).toBe(0);

    // Cancel restores the saved data.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('profile-card-address').getByLabel('City').fill('Somewhere else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('profile-card-address').textContent()).not.toContain('Somewhere else');

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'User Management' }).click();
    const urgent = page.getByTestId('licence-alert').filter({ hasText: paramedic.email }).first();
    await urgent.getByText('Urgent').waitFor();
    await page.getByRole('button', { name: 'Generate Notifications' }).click();
    await page.getByText('Notifications Generated').waitFor();
    await screenshot(page, '31-licence-expiry');
  });

  it('a new member is led to the wizard, scans a licence, completes the profile and lands on the dashboard', async () => {
    const { page } = session;
    const email = `noam.newman.${Date.now()}@medfleet.test`;
    removedAfterTest(email);
    await nextIdpAccount(email, 'Noam Newman');
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Test IdP' }).click();
    await (await popupOpened).waitForEvent('close');
    await page.waitForURL('**/profile-completion');
    const progress = page.getByRole('progressbar', { name: 'Profile completion' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('33');

    await page.getByRole('button', { name: 'Analyze License' }).click();
    await page.getByText('Please upload at least the front side of your license').waitFor();
    await page.getByLabel('Front image file').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: await renderLicencePng() });
    await page.getByRole('img', { name: 'Front of the licence' }).waitFor();
    await screenshot(page, '32-licence-scanner');
    await page.getByRole('button', { name: 'Analyze License' }).click();

    const details = page.getByRole('region', { name: 'Step 2: your details' });
    await details.waitFor();
    expect(await progress.getAttribute('aria-valuenow')).toBe('66');
    expect(await details.getByLabel('License number *').inputValue()).toBe('87654321');
    expect(await details.getByLabel('License number *').getAttribute('readonly')).not.toBeNull();
    expect(await details.getByLabel('License expiry date *').inputValue()).toBe('2029-06-01');
    expect(await details.getByLabel('License class *').inputValue()).toBe('B, C1');
    await page.getByRole('button', { name: 'Review' }).click();
    await details.getByText('Preferred email is required').waitFor();
    await details.getByText('Emergency contact phone is required').waitFor();
    await details.getByLabel('Preferred email *').fill('noam@example.org');
    await details.getByLabel('Phone number *').fill('052-765-4321');
    await details.getByLabel('WhatsApp number *').fill('052-765-4321');
    await details.getByLabel('Emergency contact name *').fill('Rina Newman');
    await details.getByLabel('Emergency contact phone *').fill('02-991-2345');
    await screenshot(page, '33-wizard-details');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('region', { name: 'Step 3: review' }).waitFor();
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await page.getByText('Profile completed successfully!').waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('user-name').waitFor();
    expect(await page.getByTestId('profile-incomplete').count()).toBe(0);
    await page.getByRole('tab', { name: 'My Profile & Settings' }).click();
    await page.getByTestId('licence-validity').getByText('License Valid').waitFor();
    expect(await page.getByTestId('profile-card-personal').textContent()).toContain('+972527654321');
    // The wizard's address for notices counts as given while it waits for its link.
    await page
      .getByTestId('pending-email')
      .getByText(/noam@example\.org/)
      .waitFor();

    // A member's own settings (docs/decisions/022): WhatsApp to their own number, the calendar subscription, the Hebrew calendar read-only.
    await page.getByTestId('own-whatsapp-test').getByRole('button', { name: 'Send test message' }).click();
    await page.getByText('Test message queued for +972527654321.').waitFor();
    await page.getByTestId('calendar-feed').getByRole('button', { name: 'Create subscription address' }).click();
    expect(await page.getByLabel('Subscription address').inputValue()).toMatch(/\/api\/calendar\/feed\/[\w-]+\.ics$/);
    await page.getByTestId('holidays').waitFor();
    expect(await page.getByRole('button', { name: 'Sync Calendar' }).count()).toBe(0);
    await screenshot(page, '35-member-settings');
  });

  it('takes the licence photo with a phone: QR link on the desktop, upload on the phone, the photo appears on the desktop', async () => {
    const { page } = session;
    await signInAs(page, (await aMember(['ALS'])).email);
    await page.goto('/profile-completion');
    await page.getByRole('button', { name: 'Use your phone' }).first().click();
    const panel = page.getByTestId('phone-capture');
    await panel.getByRole('img', { name: 'QR code: scan it with your phone to open the capture page' }).waitFor();
    const link = (await panel.getByRole('link').getAttribute('href'))!;
    expect(new URL(link).searchParams.get('side')).toBe('front');
    await screenshot(page, '34-phone-qr');

    // The phone: another browser, not signed in.
    const phone = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    try {
      const phonePage = await phone.newPage();
      await phonePage.goto(link);
      await phonePage.getByText('Photo of the front of your licence').waitFor();
      await phonePage.getByLabel('Choose from the gallery').setInputFiles({ name: 'licence.jpg', mimeType: 'image/png', buffer: await renderLicencePng() });
      await phonePage.getByRole('img', { name: 'What you captured' }).waitFor();
      await phonePage.getByRole('button', { name: 'Upload photo' }).click();
      await phonePage.getByText('Photo Uploaded!').waitFor();
      await screenshot(phonePage, '35-phone-uploaded');
      // The same link cannot be used twice.
      await phonePage.goto(link);
      await phonePage.getByLabel('Choose from the gallery').setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: await renderLicencePng() });
      await phonePage.getByRole('button', { name: 'Upload photo' }).click();
      await phonePage.getByText('This photo link was already used. Open a new one on your computer.').waitFor();
    } finally {
      await phone.close();
    }
    await page.getByRole('img', { name: 'Front of the licence' }).waitFor();
    expect(await page.getByTestId('phone-capture').count()).toBe(0);
  });
});
