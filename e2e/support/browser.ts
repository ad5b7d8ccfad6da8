import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const ARTIFACTS = join(process.cwd(), 'e2e-artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, headless, with the flags this machine needs (no background networking). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Fails the test on any uncaught error in the page. */
export function watchForPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** Chooses who the test OIDC provider signs in next. */
export async function nextIdpAccount(email: string, name: string): Promise<void> {
  const response = await fetch(`${inject('idpUrl')}/test-control/next-account`, { method: 'POST', body: JSON.stringify({ email, name }) });
  if (!response.ok) throw new Error('the test provider refused the account');
}
