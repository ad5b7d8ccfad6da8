import { describe, it } from 'vitest';
import { browserSession, screenshot } from './support/browser.ts';

const session = browserSession();

describe('the API docs', () => {
  it("show every tag under the app's own CSP (no violation, nothing from another host)", async () => {
    await session.page.goto('/api/docs');
    await session.page.getByText('MedFleet API').first().waitFor();
    await session.page.locator('.opblock-tag', { hasText: 'bookings' }).first().waitFor();
    await screenshot(session.page, 'api-docs');
  });
});
