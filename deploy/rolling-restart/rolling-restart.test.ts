import { describe, expect, it } from 'vitest';
import { runRollingRestart } from './harness.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What an instance that restarts must cost nobody (docs/deploy.md): the 500 live clients. */
describe('two instances behind nginx, restarted one after the other under load', () => {
  it('fail no request, bring every live client back within 5 s with nothing missed, and lose or double no booking', async () => {
    const run = await runRollingRestart({ databaseUrl, liveClients: 500, bookers: 4, trackers: 3 });

    expect(run.exitCodes).toEqual([0, 0]);
    expect(run.bookingRequestsFailed, run.proxyLog).toEqual([]);
    expect(run.reportRequestsFailed, run.proxyLog).toEqual([]);
    expect(run.bookingsAcknowledged.length).toBeGreaterThan(20);
    expect(run.reportsStored).toBeGreaterThan(100);

    // Every acknowledged booking is there, once; nothing else was stored; no vehicle is held twice.
    expect(run.bookingsStored).toEqual([...run.bookingsAcknowledged].sort((a, b) => a - b));
    expect(run.overlappingBookings).toBe(0);

    for (const client of run.clients) {
      // Each client was on one of the instances, so it came back at least once.
      expect(client.reconnections.length).toBeGreaterThan(0);
      for (const { after, cursor, missed, complete } of client.reconnections) {
        expect(complete).toBe(true);
        // Every position stored between its last event and its new snapshot came in `missed`.
        const stored = run.positionIds.filter((id) => id > after && id <= cursor);
        expect(missed).toEqual(expect.arrayContaining(stored));
      }
      expect(client.hasLatest(run.latestByVehicle)).toBe(true);
    }
    expect(run.longestGapMs).toBeLessThan(5_000);
  });
});
