import type { Page } from 'playwright-core';

/** Switches the app to `language` as a remembered choice on this device, and waits for <html lang>. */
export async function inLanguage(page: Page, language: 'en' | 'he'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('medfleet.language', l), language);
  await page.reload();
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
}
