import { describe, expect, it } from 'vitest';
import { browserSession, screenshot } from './support/browser.ts';
import { aMember, backInService, bookFromCard, ordinaryDate, signInAs, signInAsAdmin } from './support/member.ts';
import { solidPng } from '../server/test-support/images.ts';

const session = browserSession({ viewport: { width: 1280, height: 1100 } });

describe('damage reports', () => {
  it('a member reports damage on a booking with two photos, and the admin reviews it', async () => {
    const bls = await aMember(['BLS']);
    const { page } = session;
    await signInAs(page, bls.email);
    await bookFromCard(page, 'BLS1', ordinaryDate(10));
    await page.getByText('Your booking for BLS1 has been created successfully!').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByTestId('my-booking').filter({ hasText: 'BLS1' }).getByRole('button', { name: 'Report Issue' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Vehicle Damage Report').waitFor();
    expect(await dialog.getByLabel('Vehicle').locator('option:checked').textContent()).toContain('BLS1');
    await dialog.getByLabel('Description').fill('Dent');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await dialog.getByText('Location is required').waitFor();
    await dialog.getByText('Please provide a detailed description').waitFor();

    await dialog.getByLabel('Location').fill('Highway 38, Beit Shemesh entrance');
    await dialog.getByLabel('Description').fill('Side mirror broken by a passing truck while parked.');
    await dialog.getByLabel('Police notified').check();
    await dialog.getByLabel('Photos').setInputFiles([
      { name: 'mirror.png', mimeType: 'image/png', buffer: solidPng(120, 90, [200, 40, 40]) },
      { name: 'door.png', mimeType: 'image/png', buffer: solidPng(120, 90, [40, 90, 200]) },
    ]);
    await expect.poll(() => dialog.getByRole('list', { name: 'Photo previews' }).getByRole('img').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Remove door.png' }).click();
    await dialog.getByLabel('Photos').setInputFiles([{ name: 'door.png', mimeType: 'image/png', buffer: solidPng(120, 90, [40, 90, 200]) }]);
    await dialog.getByLabel('Photos').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') }]);
    await dialog.getByText('notes.txt is not an image.').waitFor();
    await screenshot(page, '20-damage-report');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await page.getByText('Report Submitted').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(async () => page.getByTestId('stat-pendingReports').textContent()).toBe('1');

    await page.getByRole('tab', { name: 'My Reservations' }).click();
    const mine = page.getByTestId('damage-report').filter({ hasText: 'Side mirror broken' });
    await mine.getByText('Awaiting review').waitFor();
    expect(await mine.getByRole('img').count()).toBe(2);

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Admin Approval' }).click();
    const report = page.getByTestId('damage-report').filter({ hasText: 'Side mirror broken' });
    await report.waitFor();
    expect(await report.textContent()).toContain('Police notified');
    // Both photos load from the server (only the reporter and admins may fetch them) once seen: they load lazily.
    await report.getByRole('img').first().scrollIntoViewIfNeeded();
    await expect.poll(() => report.getByRole('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 120).length)).toBe(2);
    await screenshot(page, '21-damage-review');
    await report.getByLabel('Review notes (sent to the member)').fill('Mirror ordered');
    await report.getByLabel('Put BLS1 in maintenance').check();
    await report.getByRole('button', { name: 'Mark Reviewed' }).click();
    await page.getByText('Report Reviewed').waitFor();
    await report.getByText('Reviewed', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Fleet Overview' }).click();
    await page.getByRole('button', { name: /BLS1/ }).and(page.locator('[disabled]')).waitFor();
    await backInService(page, 'BLS1');
  });
});
