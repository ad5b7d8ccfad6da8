import { chromium } from 'playwright-core';
import { startChild, stopChild } from './support/child-server.ts';

/**
 * The dashboard on a phone's first visit (docs/decisions/020), Lighthouse-style through Chromium's own
 * emulation: 390 px, 4× CPU slowdown, a 9 Mbit/s link with 40 ms latency, an empty cache. Prints,
 * for English and Hebrew, the median of three runs of: time until the vehicle cards' Book buttons
 * are usable, Largest Contentful Paint, and bytes transferred. Target: usable under 2.5 s.
 * Needs `npm run build`.
 */
const RUNS = 3;
const app = await startChild('bench/support/serve-app.ts');
const base = `http://127.0.0.1:${app.port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const signIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'dev', email: 'emt@medfleet.test' }),
  });
  const { token, user } = (await signIn.json()) as { token: string; user: unknown };
  for (const language of ['en', 'he'] as const) {
    const usable: number[] = [];
    const lcp: number[] = [];
    const bytes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      await context.addInitScript(
        ([t, u, l]) => {
          localStorage.setItem('auth_token', t);
          localStorage.setItem('user_data', u);
          localStorage.setItem('medfleet.language', l);
        },
        [token, JSON.stringify(user), language] as const,
      );
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 40,
        downloadThroughput: (9_000_000 / 8) * 0.9,
        uploadThroughput: (9_000_000 / 8) * 0.9,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${base}/dashboard`, { waitUntil: 'commit' });
      const book = page.getByRole('button', { name: language === 'en' ? 'Book A3' : 'הזמנת A3' });
      await book.waitFor();
      usable.push(await page.evaluate(() => performance.now()));
      lcp.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
                type: 'largest-contentful-paint',
                buffered: true,
              });
            }),
        ),
      );
      bytes.push(
        await page.evaluate(() =>
          (performance.getEntriesByType('navigation') as PerformanceResourceTiming[])
            .concat(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .reduce((n, e) => n + e.transferSize, 0),
        ),
      );
      await context.close();
    }
    console.log(
      `${language}: Book buttons usable ${(median(usable) / 1000).toFixed(2)} s (target < 2.5 s), LCP ${(median(lcp) / 1000).toFixed(2)} s, ${(median(bytes) / 1024).toFixed(0)} KB transferred — median of ${RUNS}, 390 px, 4x CPU, 9 Mbit/s, 40 ms`,
    );
  }
} finally {
  await browser.close();
  await stopChild(app.child);
}
