import { describe, expect, it } from 'vitest';
import { browserSession, screenshot } from './support/browser.ts';
import { aMember, removedAfterTest, signInAsAdmin } from './support/member.ts';
import { ordinaryWindow } from '../server/test-support/booking-windows.ts';

const session = browserSession();

const HEADER = 'name,email,phone,userTypes,monthlyHourLimit,licenseNumber,licenseExpiryDate';
const csvFile = (rows: string[]) => ({ name: 'volunteers.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\r\n')) });

describe('User Management', () => {
  it('an admin bulk-uploads volunteers, edits one’s types and hour limit, and that volunteer’s next booking follows the new rules', async () => {
    const { page } = session;
    // Addresses of this test's own, removed when it ends.
    const stamp = Date.now();
    const [yael, omer, dov] = ['yael', 'omer', 'dov.hand'].map((name) => `${name}.${stamp}@medfleet.test`) as [string, string, string];
    for (const email of [yael, omer, dov]) removedAfterTest(email);
    await signInAsAdmin(page);
    await page.goto('/dashboard?tab=user-management');
    const management = page.getByRole('region', { name: 'User Management' });
    await management.getByRole('button', { name: 'Bulk Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk Upload Users' });

    await dialog
      .getByLabel('CSV file')
      .setInputFiles(csvFile([`Yael Cohen,${yael},052-111-2233,BLS;EMT,40,11223344,01/06/2029`, 'Bad Row,badrow@medfleet.test,,pilot,40,,']));
    await dialog.getByText('Line 3, userTypes: Unknown user type pilot').waitFor();
    expect(await dialog.getByRole('button', { name: /^Upload/ }).isDisabled()).toBe(true);

    await dialog
      .getByLabel('CSV file')
      .setInputFiles(
        csvFile([`Yael Cohen,${yael},052-111-2233,BLS;EMT,40,11223344,01/06/2029`, `Omer Katz,${omer},053-444-5566,driver,30,55667788,2030-01-31`]),
      );
    await dialog.getByText('The file is valid: 2 users.').waitFor();
    expect(await dialog.getByRole('row').count()).toBe(3);
    expect(await dialog.getByText('+972521112233').count()).toBe(1);
    await screenshot(page, '60-bulk-upload-preview');
    await dialog.getByRole('button', { name: 'Upload 2 users' }).click();
    await page.getByText('Successfully processed 2 users.').waitFor();

    await management.getByLabel('Search').fill(yael);
    await expect.poll(() => management.getByTestId('user-row').count()).toBe(1);
    await management.getByRole('cell', { name: yael }).waitFor();
    await management.getByRole('button', { name: 'Edit Yael Cohen' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('EMT').uncheck();
    await edit.getByLabel(/Monthly hour limit/).fill('2');
    await screenshot(page, '61-edit-user');
    // The licence is the admin's to edit too, with the spec's countries (docs/decisions/022).
    await edit.getByRole('tab', { name: 'License' }).click();
    await edit.getByLabel('Country of issue').selectOption('South Africa');
    await edit.getByLabel('Expiry date').fill('2031-03-31');
    await screenshot(page, '61-edit-user-licence');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('User updated successfully').waitFor();
    await management.getByRole('cell', { name: 'BLS', exact: true }).waitFor();
    await screenshot(page, '62-user-management');

    // One person by hand beside the CSV upload; then removed again (no history: deleted outright).
    await management.getByRole('button', { name: 'Add user' }).click();
    const add = page.getByRole('dialog', { name: 'Add user' });
    await add.getByRole('button', { name: 'Add user' }).click();
    await add.getByText('Name is required').waitFor();
    await add.getByLabel('Name').fill('Dov Hand');
    await add.getByLabel('Email').fill(dov);
    await add.getByRole('button', { name: 'Add user' }).click();
    await page.getByText('Dov Hand was added').waitFor();
    await management.getByLabel('Search').fill(dov);
    await management.getByRole('cell', { name: dov }).waitFor();
    await management.getByRole('button', { name: 'Delete Dov Hand' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('User deleted successfully').waitFor();
    await management.getByLabel('Search').fill(yael);

    // Yael books as herself: three hours are over her new limit of two.
    const answer = await page.evaluate(
      async ({ w, yael }) => {
        const login = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: 'dev', email: yael }),
        });
        const { token } = (await login.json()) as { token: string };
        const vehicles = (await (await fetch('/api/vehicles', { headers: { authorization: `Bearer ${token}` } })).json()) as {
          id: number;
          vehicleNumber: string;
        }[];
        const bls1 = vehicles.find((v) => v.vehicleNumber === 'BLS1')!;
        const response = await fetch('/api/bookings', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ vehicleId: bls1.id, ...w }),
        });
        return { status: response.status, body: (await response.json()) as { message: string } };
      },
      { w: ordinaryWindow(25, 8, 3), yael },
    );
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/monthly limit of 2 hours/);

    // The change is in the audit log of Settings, with its values before and after.
    await page.goto('/dashboard?tab=settings');
    const audit = page.getByRole('region', { name: 'Audit' });
    await audit.getByLabel('Changes to').selectOption('user');
    await audit.getByText('monthlyHourLimit: 40 → 2').waitFor();
    await screenshot(page, '67-audit');
  });

  it('the Reservations Diary shows a day’s reservations with the status tiles, and an admin cancels one in place', async () => {
    const { page } = session;
    const paramedic = await aMember(['paramedic'], 'Ruth Diary');
    await signInAsAdmin(page);
    // A day no other journey books on, so the vehicle is free whatever ran before.
    const w = ordinaryWindow(14, 9, 2);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date(w.startTime));
    const status = await page.evaluate(
      async ({ window, email }) => {
        const login = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: 'dev', email }),
        });
        const { token } = (await login.json()) as { token: string };
        const vehicles = (await (await fetch('/api/vehicles', { headers: { authorization: `Bearer ${token}` } })).json()) as {
          id: number;
          vehicleNumber: string;
        }[];
        const als1 = vehicles.find((v) => v.vehicleNumber === 'ALS1')!;
        return (
          await fetch('/api/bookings', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ vehicleId: als1.id, ...window }),
          })
        ).status;
      },
      { window: w, email: paramedic.email },
    );
    expect(status).toBe(201);
    await page.goto('/dashboard?tab=admin-approval');
    const diary = page.getByRole('region', { name: 'Reservations Diary' });
    await diary.getByLabel('Date').fill(day);
    await diary.getByLabel('Search').fill('ALS1');
    const row = diary.getByTestId('reservation-row').filter({ hasText: 'Ruth Diary' });
    await row.waitFor();
    await screenshot(page, '63-reservations-diary');
    await row.getByLabel(/Status of ALS1/).selectOption('cancelled');
    await page.getByText('ALS1 for Ruth Diary is now cancelled.').waitFor();
    await diary.getByRole('definition').filter({ hasText: /^1$/ }).first().waitFor();
    expect(await row.getByLabel(/Status of ALS1/).inputValue()).toBe('cancelled');
  });
});
