import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/axe.ts';
import { browserSession } from './support/browser.ts';
import { inLanguage } from './support/language.ts';
import { signInAsAdmin } from './support/member.ts';

const phone = browserSession({ viewport: { width: 390, height: 844 } });

describe('accessible in both languages at phone width (axe-core, WCAG 2.2 AA)', () => {
  it.each(['en', 'he'] as const)('the login page in %s', async (language) => {
    const { page } = phone;
    await page.goto('/login');
    await inLanguage(page, language);
    await page.getByRole('heading').first().waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it.each(['en', 'he'] as const)('the dashboard in %s', async (language) => {
    const { page } = phone;
    await signInAsAdmin(page);
    await inLanguage(page, language);
    await page.getByTestId('user-initials').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it.each(['en', 'he'] as const)('the booking dialog and My Reservations in %s', async (language) => {
    const { page } = phone;
    await signInAsAdmin(page);
    await inLanguage(page, language);
    await page.getByRole('button', { name: language === 'en' ? 'Book A3' : 'הזמנת A3' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: language === 'en' ? 'My Reservations' : 'ההזמנות שלי' }).click();
    await page.getByRole('tabpanel').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
