import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

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

/** Fails the test on any uncaught error in the page, and on any Content Security Policy violation. */
export function watchForPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(new Error(message.text()));
  });
  return errors;
}

/** Chooses who the test OIDC provider signs in next. */
export async function nextIdpAccount(email: string, name: string): Promise<void> {
  const response = await fetch(`${inject('idpUrl')}/test-control/next-account`, { method: 'POST', body: JSON.stringify({ email, name }) });
  if (!response.ok) throw new Error('the test provider refused the account');
}

/**
 * One browser per file and a fresh context and page per test; a test fails on any uncaught
 * error in its page. Read `session.page` inside tests (it changes per test).
 */
export function browserSession(options: { viewport?: { width: number; height: number }; acceptDownloads?: boolean } = {}) {
  const session = {} as { browser: Browser; context: BrowserContext; page: Page; errors: Error[] };
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(() => session.browser.close());
  beforeEach(async () => {
    session.context = await session.browser.newContext({
      baseURL: baseUrl(),
      viewport: options.viewport ?? { width: 1280, height: 900 },
      acceptDownloads: options.acceptDownloads ?? false,
    });
    session.page = await session.context.newPage();
    session.errors = watchForPageErrors(session.page);
  });
  afterEach(async () => {
    await session.context.close();
    expect(session.errors.map((e) => e.message)).toEqual([]);
  });
  return session;
}
