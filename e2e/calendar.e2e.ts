import { describe, expect, it } from 'vitest';
import { browserSession, screenshot } from './support/browser.ts';
import { ordinaryDate, signInAsAdmin } from './support/member.ts';

const session = browserSession();

describe('Calendar Management', () => {
  it('an admin adds, edits and deletes an event, and adds and deletes a rule, told the spec’s messages', async () => {
    const { page } = session;
    await signInAsAdmin(page);
    await page.goto('/dashboard?tab=shabbat-holidays');
    const calendar = page.getByRole('region', { name: 'Calendar Management' });
    await calendar.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await dialog.getByText('Title is required').waitFor();
    const day = ordinaryDate(18);
    await dialog.getByLabel('Title').fill('Brake check');
    await dialog.getByLabel('Start').fill(`${day}T10:00`);
    await dialog.getByLabel('End').fill(`${day}T09:00`);
    await dialog.getByLabel('Vehicle').selectOption('A5');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await dialog.getByText('The end time must be after the start time.').waitFor();
    await dialog.getByLabel('End').fill(`${day}T14:00`);
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    const card = calendar.getByRole('listitem', { name: 'Event Brake check' });
    await card.waitFor();
    await screenshot(page, '66-calendar-management');

    await card.getByRole('button', { name: 'Edit Brake check' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByLabel('Title').fill('Brake and tyre check');
    await edit.getByRole('button', { name: 'Save Event' }).click();
    const renamed = calendar.getByRole('listitem', { name: 'Event Brake and tyre check' });
    await renamed.getByRole('button', { name: 'Delete Brake and tyre check' }).click();
    await expect.poll(() => renamed.count()).toBe(0);

    await calendar.getByRole('tab', { name: 'Availability Rules' }).click();
    await calendar.getByRole('button', { name: 'Add Rule' }).click();
    const rule = page.getByRole('dialog', { name: 'Add Rule' });
    await rule.getByRole('button', { name: 'Add Rule' }).click();
    await rule.getByText('Rule name is required').waitFor();
    await rule.getByLabel('Rule name').fill('Night depot closure');
    await rule.getByLabel('Type').selectOption('blackout');
    await rule.getByLabel('From (time of day)').fill('23:00');
    await rule.getByLabel('Until (time of day)').fill('23:30');
    await rule.getByRole('button', { name: 'Add Rule' }).click();
    const ruleCard = calendar.getByRole('listitem', { name: 'Rule Night depot closure' });
    await ruleCard.getByText('23:00–23:30').waitFor();
    await ruleCard.getByRole('button', { name: 'Delete Night depot closure' }).click();
    await expect.poll(() => ruleCard.count()).toBe(0);
  });
});
