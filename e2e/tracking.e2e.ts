import { describe, expect, it } from 'vitest';
import { browserSession, screenshot } from './support/browser.ts';
import { aMember, signInAs } from './support/member.ts';

const session = browserSession({ viewport: { width: 1280, height: 1300 } });

describe('Live Tracking', () => {
  it('shows the simulated fleet moving, without a reload', async () => {
    const driver = await aMember(['driver']);
    const { page } = session;
    await signInAs(page, driver.email);
    await page.getByRole('tab', { name: 'Live Tracking' }).click();
    const live = page.getByRole('region', { name: 'Live Fleet Tracking' });
    await live.getByTestId('connection').getByText('Connected').waitFor();
    await live.getByRole('button', { name: 'Expand' }).click();
    // The demo's nine, and any vehicle another journey added.
    await expect.poll(() => live.getByTestId('tracking-card').count()).toBeGreaterThanOrEqual(9);
    expect(await live.getByRole('article', { name: 'A8 live' }).getByTestId('tracking-state').textContent()).toBe('Offline');
    // The simulator reports every few seconds: a card's last update changes while we watch.
    const card = live.getByRole('article', { name: 'A4 live' });
    await card
      .getByTestId('tracking-last-update')
      .getByText(/^Updated /)
      .waitFor();
    const first = await card.getByTestId('tracking-last-update').getAttribute('datetime');
    await expect.poll(() => card.getByTestId('tracking-last-update').getAttribute('datetime'), { timeout: 20_000 }).not.toBe(first);
    expect(await card.locator('.leaflet-marker-icon').count()).toBe(1);
    await screenshot(page, '40-live-tracking');
    await card.getByRole('button', { name: 'Location' }).click();
    await page.getByText('A4 location').waitFor();
  });

  it('labels the vehicles on the Fleet Map, and a click on a vehicle opens what it is doing', async () => {
    const driver = await aMember(['driver']);
    const { page } = session;
    await signInAs(page, driver.email);
    await page.getByRole('tab', { name: 'Live Tracking' }).click();
    await page.getByRole('button', { name: 'Fleet Map' }).click();
    const map = page.getByTestId('fleet-map');
    // The vehicles are dots on one canvas; each is labelled with its number while few are in view.
    const label = map.locator('.leaflet-tooltip').filter({ hasText: /^A4$/ });
    await label.waitFor();
    expect(await map.locator('.leaflet-tooltip').count()).toBeGreaterThanOrEqual(8);
    // The label hangs 12 px below its dot's centre, plus the tooltip's 6 px tip.
    const box = (await label.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y - 16);
    await expect.poll(() => map.locator('.leaflet-popup-content').textContent()).toMatch(/^A4 · (Driving|Active|Parked|Maintenance|Offline)/);
  });

  it('keeps the mini maps under the full-screen Fleet Map, their zoom controls hidden until a double-click', async () => {
    const driver = await aMember(['driver']);
    const { page } = session;
    await signInAs(page, driver.email);
    await page.getByRole('tab', { name: 'Live Tracking' }).click();
    const live = page.getByRole('region', { name: 'Live Fleet Tracking' });
    await live.getByRole('button', { name: 'Expand' }).click();
    const card = live.getByRole('article', { name: 'A4 live' });
    await card.locator('.leaflet-marker-icon').waitFor();
    expect(await card.locator('.leaflet-control-zoom').count()).toBe(0);
    const map = card.locator('.leaflet-container');
    await map.dblclick();
    await card.locator('.leaflet-control-zoom').waitFor();
    const box = (await map.boundingBox())!;
    await page.getByRole('button', { name: 'Fleet Map' }).click();
    await page.getByTestId('fleet-map').waitFor();
    // What is on top where the mini map was: the Fleet Map, not a pane or control of the mini map.
    const topmost = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-testid="fleet-map"]'),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(topmost).toBe(true);
  });
});
