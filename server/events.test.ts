import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.ts';
import { auditLog } from './db/schema.ts';
import { transaction, type Tx } from './db/transaction.ts';
import { createEvents, type EventName } from './events.ts';
import { createTestDatabase } from './test-support/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 4 });
});
afterAll(() => database.close());

/** A row that says what happened, in a table every database of the tests has. */
const mark = (tx: Tx, what: string) => tx.insert(auditLog).values({ actorName: 'events test', entity: 'vehicle', entityId: what, action: 'mark' });
const marked = async (what: string) => (await database.db.select().from(auditLog).where(eq(auditLog.entityId, what))).length;

/** A bus whose after-commit failures are kept, to be looked at. */
function bus() {
  const failures: { event: EventName; feature: string }[] = [];
  return { events: createEvents((_error, event, feature) => failures.push({ event, feature })), failures };
}

describe('domain events', () => {
  it("writes what subscribers write in the publisher's transaction, and talks to the outside once it committed", async () => {
    const { events } = bus();
    const seen: number[] = [];
    events.within('bookings.ended', 'test', 'marks', ({ vehicleIds }, tx) => mark(tx, `ended-within-${vehicleIds[0]}`).then(() => undefined));
    events.afterCommit('bookings.ended', 'test', 'reads', async ({ vehicleIds }) => void seen.push(await marked(`ended-change-${vehicleIds[0]}`)));
    await transaction(database.db, async (tx) => {
      await mark(tx, 'ended-change-7');
      await events.publish(tx, 'bookings.ended', { vehicleIds: [7] });
      expect(seen).toEqual([]);
    });
    // The outside heard of the change only when anyone could read it.
    expect(seen).toEqual([1]);
    expect(await marked('ended-within-7')).toBe(1);
  });

  it("undoes the change when a subscriber's write fails, and tells the outside nothing", async () => {
    const { events } = bus();
    const told: number[][] = [];
    events.within('bookings.ended', 'test', 'fails', async () => {
      throw new Error('the consequence could not be written');
    });
    events.afterCommit('bookings.ended', 'test', 'tells', async ({ vehicleIds }) => void told.push(vehicleIds));
    const change = transaction(database.db, async (tx) => {
      await mark(tx, 'undone-change');
      await events.publish(tx, 'bookings.ended', { vehicleIds: [8] });
    });
    await expect(change).rejects.toThrow('the consequence could not be written');
    expect(await marked('undone-change')).toBe(0);
    expect(told).toEqual([]);
  });

  it('keeps the change when the outside fails, and reports which subscriber failed', async () => {
    const { events, failures } = bus();
    events.afterCommit('vehicle.back', 'tracker', 'fails', async () => {
      throw new Error('the tracker is away');
    });
    await transaction(database.db, async (tx) => {
      await mark(tx, 'kept-change');
      await events.publish(tx, 'vehicle.back', { vehicleId: 3 });
    });
    expect(await marked('kept-change')).toBe(1);
    expect(failures).toEqual([{ event: 'vehicle.back', feature: 'tracker' }]);
  });

  it('forgets the outside work of a savepoint that was rolled back, and keeps that of the rest', async () => {
    const { events } = bus();
    const told: number[] = [];
    events.afterCommit('vehicle.back', 'test', 'tells', async ({ vehicleId }) => void told.push(vehicleId));
    await transaction(database.db, async (tx) => {
      await events.publish(tx, 'vehicle.back', { vehicleId: 1 });
      const inner = transaction(tx, async (savepoint) => {
        await events.publish(savepoint, 'vehicle.back', { vehicleId: 2 });
        throw new Error('the inner part failed');
      });
      await expect(inner).rejects.toThrow('the inner part failed');
      await transaction(tx, (savepoint) => events.publish(savepoint, 'vehicle.back', { vehicleId: 3 }));
      expect(told).toEqual([]);
    });
    expect(told).toEqual([1, 3]);
  });

  it('outside a transaction, tells the outside at once: each statement has committed', async () => {
    const { events } = bus();
    const told: number[] = [];
    events.afterCommit('user.changed', 'test', 'tells', async ({ userId }) => void told.push(userId));
    await events.publish(database.db, 'user.changed', { userId: 5 });
    expect(told).toEqual([5]);
  });
});
