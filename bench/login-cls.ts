import { chromium } from 'playwright-core';
import { startChild, stopChild } from './support/child-server.ts';

/**
 * Cumulative Layout Shift of the login page's first visit (the sign-in card must not grow under
 * the reader's eyes), in English and Hebrew at 390 and 1280 px, 4x CPU slowdown, 9 Mbit/s with
 * 40 ms latency. Target: at most 0.02 everywhere. Needs `npm run build`.
 */
const app = await startChild('bench/support/serve-app.ts');
const base = `http://127.0.0.1:${app.port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

declare global {
  interface Window {
    shifts: number[];
  }
}

try {
  for (const language of ['en', 'he'] as const) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 40,
        downloadThroughput: (9 * 1024 * 1024) / 8,
        uploadThroughput: (9 * 1024 * 1024) / 8,
      });
      await page.addInitScript((l) => {
        localStorage.setItem('medfleet.language', l);
        window.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) window.shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      }, language);
      await page.goto(`${base}/login`);
      await page.getByRole('button').last().waitFor();
      // Whatever arrives late (fonts, the sign-in options) has had time to move things.
      await page.waitForTimeout(3000);
      const cls = (await page.evaluate(() => window.shifts)).reduce((sum, value) => sum + value, 0);
      console.log(`login ${language} ${width} px: CLS ${cls.toFixed(3)} (target <= 0.02)`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stopChild(app.child);
}
