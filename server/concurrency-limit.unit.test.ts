import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

describe('concurrencyLimit', () => {
  it('runs at most the limit at once and every task in the end, failures included', async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = (fail: boolean) =>
      run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        if (fail) throw new Error('failed');
        return 'done';
      });
    const all = Promise.allSettled([task(false), task(true), task(false), task(false), task(false)]);
    while (releases.length || running) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    const results = await all;
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
  });
});
