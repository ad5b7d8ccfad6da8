import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, deviceCommands, vehicles } from '../../db/schema.ts';
import { bookNow } from '../../test-support/current-booking.ts';
import { createManualScheduler, createTestApp, trackerQuery, type TestApp } from '../../test-support/test-app.ts';

/** The app with its scheduled jobs, as main.ts runs it, their ticks in the test's hands. */
const jobs = createManualScheduler();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MOVEMENT_MONITOR: 'false' }, { runJobs: true, scheduler: jobs.scheduler });
});
afterAll(() => t.close());

describe('when a booking ends', () => {
  it('its vehicle’s immobilizer engages again (a command for the tracker, from no one)', async () => {
    const admin = await t.login();
    const member = await t.login('emt@medfleet.test');
    const other = await t.login('bls@medfleet.test');
    const third = await t.login('als@medfleet.test');
    const [a3] = await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A3'));
    const [a7] = await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A7'));
    const [bls2] = await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'BLS2'));
    const ended = [await bookNow(t, member, admin, a7!.id), await bookNow(t, other, admin, bls2!.id), await bookNow(t, third, admin, a3!.id)];
    // A3 is still on the road when its booking ends.
    await t.app.inject({ method: 'GET', url: `/api/positions/osmand?${trackerQuery('a3')}&lat=31.747&lon=34.9881&speed=30&timestamp=${Date.now()}` });
    await t.database.db
      .update(bookings)
      .set({ startTime: sql`now() - interval '3 hours'`, endTime: sql`now() - interval '1 minute'` })
      .where(sql`${bookings.id} in (${sql.join(ended, sql`, `)})`);
    const commandsOf = (vehicleId: number) => t.database.db.select().from(deviceCommands).where(eq(deviceCommands.vehicleId, vehicleId));
    await jobs.runAll();
    expect((await commandsOf(a7!.id)).map((c) => `${c.command}:${c.status}:${c.requestedBy}`)).toEqual(['engineStop:pending:null']);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.id, ended[0]!))).toMatchObject([{ status: 'completed' }]);
    // BLS2 has no immobilizer: nothing to engage. A3 is moving: the engine is never stopped under way.
    expect(await commandsOf(bls2!.id)).toEqual([]);
    expect(await commandsOf(a3!.id)).toEqual([]);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.id, ended[2]!))).toMatchObject([{ status: 'completed' }]);
  });
});
