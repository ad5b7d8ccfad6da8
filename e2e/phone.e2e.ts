import { describe, expect, it } from 'vitest';
import { browserSession, screenshot } from './support/browser.ts';
import { aMember, signInAs } from './support/member.ts';
import { ordinaryWindow } from '../server/test-support/booking-windows.ts';

const session = browserSession({ viewport: { width: 390, height: 844 } });

describe('installed on the phone', () => {
  it('is installable: a manifest in each language with icons, and a service worker in control', async () => {
    const { page } = session;
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.en.webmanifest');
    const manifests = await page.evaluate(async () =>
      Promise.all(
        ['en', 'he'].map(
          async (l) =>
            (await (await fetch(`/manifest.${l}.webmanifest`)).json()) as {
              name: string;
              lang: string;
              dir: string;
              start_url: string;
              display: string;
              icons: { sizes: string; src: string }[];
              screenshots: { src: string; form_factor: string; label: string }[];
            },
        ),
      ),
    );
    expect(manifests.map((m) => [m.lang, m.dir, m.display, m.start_url])).toEqual([
      ['en', 'ltr', 'standalone', '/dashboard'],
      ['he', 'rtl', 'standalone', '/dashboard'],
    ]);
    expect(manifests[1]!.name).toContain('הזמנת רכבים');
    for (const icon of manifests[0]!.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    expect(manifests[0]!.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    // The richer install dialog: a phone and a desktop screenshot in each language.
    for (const manifest of manifests) {
      expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
      for (const shot of manifest.screenshots) expect((await page.request.get(shot.src)).headers()['content-type']).toBe('image/png');
    }
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
  });

  it('shows the next booking with no network, says how old it is, and refuses a change plainly', async () => {
    const { page } = session;
    await signInAs(page, (await aMember(['BLS'])).email);
    // The service worker has the app's shell before the network goes.
    await page.evaluate(async () => navigator.serviceWorker.ready);
    const status = await page.evaluate(async (w) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}`, 'content-type': 'application/json' };
      const vehicles = (await (await fetch('/api/vehicles', { headers })).json()) as { id: number; vehicleNumber: string }[];
      return (
        await fetch('/api/bookings', {
          method: 'POST',
          headers,
          body: JSON.stringify({ vehicleId: vehicles.find((v) => v.vehicleNumber === 'BLS2')!.id, ...w }),
        })
      ).status;
    }, ordinaryWindow(62));
    expect(status).toBe(201);
    await page.reload();
    await page.getByTestId('my-booking').filter({ hasText: 'BLS2' }).first().waitFor();
    // What the offline view needs is kept: the booking, and the fleet list Quick Book offers.
    // Each kept answer by its own address: "BLS2" alone was also in a kept notice, before the bookings' answer was written.
    const kept = () =>
      page.evaluate(() => {
        const queries =
          (JSON.parse(localStorage.getItem('medfleet.offline') ?? '{}') as { queries?: { queryKey: string[]; state: { data: unknown } }[] }).queries ?? [];
        const answer = (address: string) => JSON.stringify(queries.find((q) => q.queryKey[0] === address)?.state.data ?? null);
        return answer('/api/bookings/active').includes('BLS2') && answer('/api/vehicles').includes('BLS2');
      });
    await expect.poll(kept).toBe(true);

    await session.context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    expect(await page.getByTestId('offline-banner').textContent()).toMatch(/You are offline: shown as of .+\. Changes cannot be sent/);
    await page.getByTestId('my-booking').filter({ hasText: 'BLS2' }).first().waitFor();
    await screenshot(page, '82-offline-next-booking-390');

    const day = ordinaryWindow(63).startTime.slice(0, 10);
    const quickBook = page.getByRole('region', { name: 'Quick Book' });
    await quickBook.getByLabel('Vehicle').selectOption('BLS1');
    await quickBook.getByLabel('Pick-up date').fill(day);
    await quickBook.getByLabel('Drop-off date').fill(day);
    await quickBook.getByRole('button', { name: 'Book Now' }).click();
    await page.getByText('You are offline: nothing was sent. Try again when you have a network.').waitFor();
    await session.context.setOffline(false);
  });
});
