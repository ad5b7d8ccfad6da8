import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startPeriodicJob, type Scheduler } from './periodic-job.ts';

describe('a periodic job', () => {
  it('never runs beside itself: ticks during a run become one run after it', async () => {
    let tick: () => Promise<void> = () => Promise.resolve();
    const scheduler: Scheduler = (t) => ((tick = t), () => undefined);
    const releases: (() => void)[] = [];
    let concurrent = 0;
    let most = 0;
    let runs = 0;
    const run = async () => {
      runs++;
      most = Math.max(most, ++concurrent);
      await new Promise<void>((resolve) => releases.push(resolve));
      concurrent--;
      return runs;
    };
    startPeriodicJob({ name: 'slow', run, everyMs: 1000, atStart: true, logged: () => undefined }, pino({ level: 'silent' }), scheduler);
    const during = [tick(), tick(), tick()];
    expect(runs).toBe(1);
    releases.shift()!();
    await expect.poll(() => runs).toBe(2);
    releases.shift()!();
    await Promise.all(during);
    expect({ runs, most }).toEqual({ runs: 2, most: 1 });
    const later = tick();
    expect(runs).toBe(3);
    releases.shift()!();
    await later;
  });
});
