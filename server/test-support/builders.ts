/**
 * Data builders: one per entity, sensible defaults, each test makes its own data (docs/decisions/023).
 * They write to a test database (`await aBooking().for(member).on(vehicle).tomorrow().in(db)`)
 * the plain rows of rows.ts, which unit tests use as they are.
 */
import { createHash } from 'node:crypto';
import { addDays } from 'date-fns';
import { aUserRow, aVehicleRow, unique } from './rows.ts';
import { testTrackerSecret } from './test-app.ts';
import type { Database } from '../db/client.ts';
import { bookings, users, vehicles } from '../db/schema.ts';
import type { BookingRow } from '../features/bookings/bookings.repository.ts';
import type { UserRow } from '../features/users/index.ts';
import type { VehicleRow } from '../features/vehicles/index.ts';

/** A member written to the database (the row builder's defaults, a fresh e-mail). */
export async function aMember(db: Database, overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const { id: _id, ...row } = aUserRow();
  const [member] = await db
    .insert(users)
    .values({ ...row, ...overrides })
    .returning();
  return member!;
}

/** A vehicle written to the database. */
export async function aVehicle(db: Database, overrides: Partial<typeof vehicles.$inferInsert> = {}): Promise<VehicleRow> {
  const { id: _id, createdAt: _created, ...row } = aVehicleRow();
  const [vehicle] = await db
    .insert(vehicles)
    .values({ ...row, ...overrides })
    .returning();
  return vehicle!;
}

/** A vehicle with a tracker of its own that reports as the demo trackers do (`trackerQuery(vehicle.trackerId)`). */
export async function aTrackedVehicle(db: Database, overrides: Partial<typeof vehicles.$inferInsert> = {}): Promise<VehicleRow & { trackerId: string }> {
  const trackerId = `trk-${unique()}`;
  const trackerSecretHash = createHash('sha256').update(testTrackerSecret(trackerId)).digest('hex');
  return { ...(await aVehicle(db, { trackerId, trackerSecretHash, ...overrides })), trackerId };
}

/** A booking, confirmed, of 4 hours from 08:00 UTC tomorrow unless told otherwise. */
export function aBooking() {
  const day = addDays(new Date(), 1);
  const values = {
    userId: 0,
    vehicleId: 0,
    startTime: new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 8)),
    hours: 4,
    status: 'confirmed' as BookingRow['status'],
  };
  const builder = {
    for: (member: { id: number }) => ((values.userId = member.id), builder),
    on: (vehicle: { id: number }) => ((values.vehicleId = vehicle.id), builder),
    tomorrow: () => builder,
    inDays: (days: number, hour = 8) => {
      const at = addDays(new Date(), days);
      values.startTime = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), hour));
      return builder;
    },
    lasting: (hours: number) => ((values.hours = hours), builder),
    pending: () => ((values.status = 'pending'), builder),
    async in(db: Database): Promise<BookingRow> {
      const { hours, ...row } = values;
      const [booking] = await db
        .insert(bookings)
        .values({ ...row, endTime: new Date(row.startTime.getTime() + hours * 3_600_000) })
        .returning();
      return booking!;
    },
  };
  return builder;
}
