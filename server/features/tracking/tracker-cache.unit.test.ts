import { describe, expect, it } from 'vitest';
import { createTrackerCache, type TrackerEntry } from './tracker-cache.ts';

const entry = (command: TrackerEntry['command'] = null): TrackerEntry => ({ id: 7, trackerSecretHash: null, commandId: command ? 1 : null, command });

describe('the tracker cache', () => {
  it('looks a tracker up once while fresh, and again after its vehicle had a command', async () => {
    let lookups = 0;
    let stored = entry();
    let clock = 0;
    const cache = createTrackerCache({ lookUp: async () => (lookups++, stored), ttlMs: 1000, now: () => clock });
    cache.setEnabled(true);
    await cache.get('a');
    await cache.get('a');
    expect(lookups).toBe(1);
    stored = entry('engineResume');
    cache.forgetVehicle(7);
    expect(await cache.get('a')).toMatchObject({ command: 'engineResume' });
    clock = 1000;
    await cache.get('a');
    expect(lookups).toBe(3);
  });

  it('keeps nothing while the announcement channel is down', async () => {
    let lookups = 0;
    const cache = createTrackerCache({ lookUp: async () => (lookups++, entry()) });
    await cache.get('a');
    await cache.get('a');
    expect(lookups).toBe(2);
  });

  it('does not store an answer read before a command was announced', async () => {
    let release = () => undefined as void;
    let lookups = 0;
    const cache = createTrackerCache({ lookUp: () => (lookups++, new Promise<TrackerEntry>((resolve) => (release = () => resolve(entry())))) });
    cache.setEnabled(true);
    const slow = cache.get('a');
    cache.forgetVehicle(7);
    release();
    await slow;
    const again = cache.get('a');
    release();
    await again;
    expect(lookups).toBe(2);
  });
});
