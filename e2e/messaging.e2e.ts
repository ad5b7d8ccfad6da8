import { describe, expect, inject, it } from 'vitest';
import { browserSession, screenshot } from './support/browser.ts';
import { aMember, bookFromCard, ordinaryDate, signInAs, signInAsAdmin } from './support/member.ts';

const session = browserSession();

const mailbox = async (): Promise<{ to: string; subject: string; text: string }[]> =>
  (await fetch(inject('mailboxUrl'))).json() as Promise<{ to: string; subject: string; text: string }[]>;

describe('notifications that reach people', () => {
  it('a member changes notification settings, books, and the confirmation e-mail reaches the SMTP server; an admin sees it in the delivery log', async () => {
    const als = await aMember(['ALS']);
    const { page } = session;
    await signInAs(page, als.email);
    await page.goto('/dashboard?tab=profile');
    await page.getByRole('switch', { name: 'Booking reminders' }).uncheck();
    await page.getByText('You have unsaved changes.').waitFor();
    await screenshot(page, '80-notification-settings');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Your notification preferences have been updated.').waitFor();

    await page.goto('/dashboard');
    await bookFromCard(page, 'A8', ordinaryDate(27));
    await page.getByText('Booking Created').waitFor();
    await expect.poll(async () => (await mailbox()).some((m) => m.to.includes(als.email) && m.subject === 'Booking confirmed'), { timeout: 15_000 }).toBe(true);

    await signInAsAdmin(page);
    await page.goto('/dashboard?tab=settings');
    const log = page.getByRole('region', { name: 'Delivery log' });
    await log.getByTestId('delivery-row').filter({ hasText: als.email }).filter({ hasText: 'Sent' }).first().waitFor();
    await screenshot(page, '81-delivery-log');

    // The chat-message tester: a WhatsApp test goes to the outbox, recorded as not sent (no instance here).
    const whatsapp = page.getByRole('region', { name: 'WhatsApp messaging' });
    await whatsapp.getByText('Status unknown').waitFor();
    await whatsapp.getByRole('tab', { name: 'Testing' }).click();
    await whatsapp.getByRole('button', { name: 'Send test message' }).click();
    await page.getByText('Please enter a phone number for testing.').waitFor();
    await whatsapp.getByLabel('Phone number').fill('050-765-4321');
    await whatsapp.getByRole('button', { name: 'Send test message' }).click();
    await page.getByText('Test message queued for +972507654321.').waitFor();
    await log.getByTestId('delivery-row').filter({ hasText: '+972507654321' }).filter({ hasText: 'not sent: no WhatsApp instance configured' }).waitFor();
    await screenshot(page, '82-whatsapp-tester');
  });
});
