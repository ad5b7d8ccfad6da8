import { describe, expect, it } from 'vitest';
import { browserSession, screenshot } from './support/browser.ts';
import { aMember, signInAs, signInAsAdmin } from './support/member.ts';
import { solidPng } from '../server/test-support/images.ts';

const session = browserSession({ viewport: { width: 1280, height: 1000 } });

describe('the promotional banner (docs/decisions/022)', () => {
  it('an admin sets it in Settings in both languages with an image; members see theirs above the vehicle cards and may hide it', async () => {
    const emt = await aMember(['EMT']);
    const { page } = session;
    await signInAsAdmin(page);
    await page.goto('/dashboard?tab=settings');
    const settings = page.getByRole('form', { name: 'Announcement banner' });
    expect(await settings.getByLabel('Show the banner').isChecked()).toBe(false);
    const english = settings.getByRole('group', { name: 'English' });
    await english.getByLabel(/^Text/).fill('Winter tyres for volunteers at 20% off');
    await english.getByLabel('Link (optional)').fill('https://example.org/tyres');
    await english.getByLabel('Choose image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: solidPng(600, 150, [185, 28, 28]) });
    await english.getByRole('img', { name: "The banner's image in English" }).waitFor();
    await settings.getByRole('group', { name: 'עברית' }).getByLabel(/^Text/).fill('צמיגי חורף למתנדבים ב-20% הנחה');
    await settings.getByLabel('Show the banner').check();
    await settings.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Banner saved').waitFor();
    await screenshot(page, '76-announcement-settings');

    await signInAs(page, emt.email);
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    await banner.getByText('Winter tyres for volunteers at 20% off').waitFor();
    expect(await banner.getByRole('link').getAttribute('href')).toBe('https://example.org/tyres');
    expect(await banner.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    await screenshot(page, '77-announcement-banner');
    await banner.getByRole('button', { name: 'Hide this announcement' }).click();
    expect(await banner.count()).toBe(0);

    // Off again for the other journeys.
    await signInAsAdmin(page);
    await page.goto('/dashboard?tab=settings');
    await settings.getByLabel('Show the banner').uncheck();
    await settings.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Banner saved').waitFor();
  });
});
