import { describe, expect, it } from 'vitest';
import { browserSession, nextIdpAccount, screenshot } from './support/browser.ts';
import { aMember, bookThroughApi, signInAs } from './support/member.ts';
import { ordinaryWindow } from '../server/test-support/booking-windows.ts';

const session = browserSession();

async function devAccess() {
  await session.page.goto('/login');
  await session.page.getByRole('button', { name: 'Development Access' }).click();
  await session.page.waitForURL('**/dashboard');
  await session.page.getByTestId('user-name').waitFor();
}

const badge = () => session.page.getByTestId('unread-badge');

describe('signing in and the app shell', () => {
  it('shows the login page with the spec texts', async () => {
    await session.page.goto('/login');
    await session.page.getByText('Sign In Required').waitFor();
    // The sign-in methods come with /api/config, a moment after the page itself: wait for each.
    for (const text of ['Development Access', 'Sign in with Test IdP', 'All staff with @medfleet.test accounts can sign in and book vehicles.']) {
      await session.page.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await session.page.getByRole('contentinfo').textContent()).toMatch(/Call dispatch at \*2710.*within the coverage area.*Donate.*Disclaimer/s);
    await screenshot(session.page, '01-login');
  });

  it('sends a visitor without a session from /dashboard to /login', async () => {
    await session.page.goto('/dashboard');
    await session.page.waitForURL('**/login');
    await session.page.getByText('Sign In Required').waitFor();
  });

  it('signs in with Development Access; the header shows initials, name and role', async () => {
    await devAccess();
    expect(await session.page.getByTestId('user-initials').textContent()).toBe('AC');
    expect(await session.page.getByTestId('user-name').textContent()).toBe('Avi Cohen');
    expect(await session.page.getByTestId('user-role').textContent()).toBe('Admin');
    await session.page.getByText("MedFleet vehicle booking. Your moment starts here. Let's Go!").waitFor();
    await session.page.getByText('Welcome back! Manage your emergency vehicle fleet with style.').waitFor();
    const tabs = await session.page.getByRole('tab').allTextContents();
    expect(tabs).toEqual([
      'Fleet Overview',
      'Live Tracking',
      'Booking Calendar',
      'My Reservations',
      'Admin Approval',
      'Vehicle Management',
      'User Management',
      'Fleet Control',
      'Templates',
      'Shabbat & Holidays',
      'Settings',
    ]);
    await screenshot(session.page, '02-dashboard-admin');
    await session.page.goto('/login');
    await session.page.waitForURL('**/dashboard');
  });

  it('lands where ?redirect= says after Development Access, and after the SSO page flow', async () => {
    await session.page.goto('/dashboard?tab=shabbat-holidays');
    await session.page.waitForURL('**/login?redirect=**');
    await session.page.getByRole('button', { name: 'Development Access' }).click();
    await session.page.waitForURL('**/dashboard?tab=shabbat-holidays');
    expect(await session.page.getByRole('tab', { name: 'Shabbat & Holidays' }).getAttribute('aria-selected')).toBe('true');

    await session.page.getByRole('button', { name: 'Sign out' }).click();
    await session.page.waitForURL('**/login');
    await nextIdpAccount((await aMember(['admin'], 'Avital Shani')).email, 'Avital Shani');
    await session.page.addInitScript(() => {
      window.open = () => null;
    });
    await session.page.goto(`/login?redirect=${encodeURIComponent('/dashboard?tab=settings')}`);
    await session.page.getByRole('button', { name: 'Sign in with Test IdP' }).click();
    await session.page.waitForURL('**/dashboard?tab=settings');
    expect(await session.page.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
  });

  it('marks one notification and then all read', async () => {
    await signInAs(session.page, (await aMember(['EMT'])).email);
    // Two bookings: each is confirmed, and its immobilizer code follows once it committed: four notices.
    for (const day of [70, 71]) expect((await bookThroughApi(session.page, 'A3', ordinaryWindow(day))).status).toBe('confirmed');
    await expect
      .poll(
        async () =>
          Number(
            (await badge()
              .textContent({ timeout: 1_000 })
              .catch(() => null)) ?? 0,
          ),
        { timeout: 15_000 },
      )
      .toBe(4);
    const unread = Number(await badge().textContent());
    await session.page.getByRole('button', { name: /Notifications/ }).click();
    await session.page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await screenshot(session.page, '03-notifications-open');
    await session.page.locator('[data-testid=notification-item][data-read=false]').first().click();
    await session.page.locator('[data-testid=unread-badge]', { hasText: String(unread - 1) }).waitFor();
    expect(await session.page.locator('[data-testid=notification-item][data-read=false]').count()).toBe(unread - 1);
    await session.page.getByRole('button', { name: 'Mark all read' }).click();
    await badge().waitFor({ state: 'detached' });
    expect(await session.page.getByRole('button', { name: 'Mark all read' }).count()).toBe(0);
    await screenshot(session.page, '04-notifications-all-read');
  });

  it('signs out: back to /login and the dashboard is closed again', async () => {
    await devAccess();
    await session.page.getByRole('button', { name: 'Sign out' }).click();
    await session.page.waitForURL('**/login');
    expect(await session.page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user_data')])).toEqual([null, null]);
    await session.page.goto('/dashboard');
    await session.page.waitForURL('**/login');
  });

  it('signs in through the SSO popup against the OIDC provider', async () => {
    // A member the admin added: their first sign-in through the provider takes them up.
    await nextIdpAccount((await aMember(['EMT'], 'Tamar Friedman')).email, 'Tamar Friedman');
    await session.page.goto('/login');
    const popupOpened = session.page.waitForEvent('popup');
    await session.page.getByRole('button', { name: 'Sign in with Test IdP' }).click();
    const popup = await popupOpened;
    await popup.waitForEvent('close');
    // A member whose profile is incomplete lands on the profile wizard first.
    await session.page.waitForURL('**/profile-completion');
    await session.page.getByRole('link', { name: 'Skip for now' }).click();
    await session.page.waitForURL('**/dashboard');
    expect(await session.page.getByTestId('user-name').textContent()).toBe('Tamar Friedman');
    expect(await session.page.getByTestId('user-role').textContent()).toBe('EMT');
    expect(await session.page.getByRole('tab', { name: 'My Profile & Settings' }).count()).toBe(1);
    expect(await session.page.getByRole('tab', { name: 'Admin Approval' }).count()).toBe(0);
    await screenshot(session.page, '05-dashboard-after-sso');
  });

  it('falls back to the full-page redirect flow when the popup is blocked', async () => {
    await nextIdpAccount((await aMember(['paramedic'], 'David Azoulay')).email, 'David Azoulay');
    await session.page.addInitScript(() => {
      window.open = () => null;
    });
    await session.page.goto('/login');
    await session.page.getByRole('button', { name: 'Sign in with Test IdP' }).click();
    await session.page.waitForURL('**/profile-completion');
    expect(new URL(session.page.url()).search).toBe('');
    await session.page.getByRole('link', { name: 'Skip for now' }).click();
    await session.page.waitForURL('**/dashboard');
    expect(await session.page.getByTestId('user-name').textContent()).toBe('David Azoulay');
    expect(await session.page.evaluate(() => localStorage.getItem('test-idp_auth_state'))).toBeTruthy();
  });

  it('explains a refused SSO sign-in on the login page', async () => {
    await nextIdpAccount('someone@gmail.com', 'Some One');
    await session.page.goto('/login');
    const popupOpened = session.page.waitForEvent('popup');
    await session.page.getByRole('button', { name: 'Sign in with Test IdP' }).click();
    await (await popupOpened).waitForEvent('close');
    await session.page.getByRole('alert').getByText('Only @medfleet.test accounts can sign in.').waitFor();
    await screenshot(session.page, '06-login-refused-domain');
  });

  it('follows a sign-in or sign-out made in another tab', async () => {
    const other = await session.context.newPage();
    await session.page.goto('/login');
    await other.goto('/login');
    await other.getByRole('button', { name: 'Development Access' }).click();
    await other.waitForURL('**/dashboard');
    await session.page.waitForURL('**/dashboard');
    await session.page.getByTestId('user-name').waitFor();
    await other.getByRole('button', { name: 'Sign out' }).click();
    await session.page.waitForURL('**/login');
  });

  it('shows the 404 page for an unknown path', async () => {
    await session.page.goto('/no-such-page');
    await session.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await screenshot(session.page, '07-not-found');
  });
});
