import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingsRepository, type NewBooking } from './bookings.repository.ts';
import { bookings } from '../../db/schema.ts';
import { aBooking, aMember, aVehicle } from '../../test-support/builders.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A new booking of `hours` from 08:00 UTC in `days` days, with a value in every column a member's booking sets. */
function newBooking(userId: number, vehicleId: number, days: number, hours: number): NewBooking {
  const start = new Date(Date.UTC(2030, 0, 1 + days, 8));
  return {
    userId,
    vehicleId,
    startTime: start,
    endTime: new Date(start.getTime() + hours * 3_600_000),
    notes: 'night shift, ×2 "quoted"',
    purpose: 'standby',
    isEmergency: true,
    status: 'pending',
    holidayConflictReason: 'Overlaps Shabbat',
    holidayConflict: { period: 'Shabbat', periodHe: 'שבת', from: start.toISOString(), until: start.toISOString() },
    approvedBy: null,
    seat: 'driver',
    seriesId: null,
  };
}

const stored = (userId: number) => database.db.select().from(bookings).where(eq(bookings.userId, userId));

describe("a member's new booking written with its locks (booking_insert_as_member)", () => {
  it('is written in the same round trip when the rules let it, and read back exactly as a select reads it', async () => {
    const repository = createBookingsRepository(database.db);
    const [member, vehicle] = [await aMember(database.db), await aVehicle(database.db)];
    // The work never asks for the row: it exists only if the function wrote it.
    await repository.insertAsMember(newBooking(member.id, vehicle.id, 3, 4), 100, async () => undefined);
    const [row] = await stored(member.id);
    expect(row).toMatchObject({ vehicleId: vehicle.id, notes: 'night shift, ×2 "quoted"', isEmergency: true, seat: 'driver', status: 'pending' });

    const other = await aMember(database.db);
    const inserted = await repository.insertAsMember(newBooking(other.id, vehicle.id, 5, 4), 100, (writes) => writes.inserted());
    expect(inserted).toEqual((await stored(other.id))[0]);
  });

  it("is not written over the member's monthly hours; the facts say what they had booked", async () => {
    const repository = createBookingsRepository(database.db);
    const [member, vehicle] = [await aMember(database.db), await aVehicle(database.db)];
    // January 2030 in Jerusalem, as the booking's month.
    const month: [Date, Date] = [new Date(Date.UTC(2029, 11, 31, 22)), new Date(Date.UTC(2030, 0, 31, 22))];
    const hours = await repository.insertAsMember(newBooking(member.id, vehicle.id, 20, 4), 3, (writes) => writes.bookedHours(member.id, ...month));
    expect(hours).toBe(0);
    expect(await stored(member.id)).toHaveLength(0);
  });

  it('is not written over their own booking of another vehicle; the facts name it', async () => {
    const repository = createBookingsRepository(database.db);
    const [member, vehicle, another] = [await aMember(database.db), await aVehicle(database.db), await aVehicle(database.db)];
    const mine = await aBooking().for(member).on(another).inDays(400).in(database.db);
    const overlapping = { ...newBooking(member.id, vehicle.id, 0, 1), startTime: mine.startTime, endTime: new Date(mine.startTime.getTime() + 3_600_000) };
    const own = await repository.insertAsMember(overlapping, null, (writes) => writes.findUserOverlap(member.id, overlapping.startTime, overlapping.endTime));
    expect(own?.id).toBe(mine.id);
    expect((await stored(member.id)).map((b) => b.id)).toEqual([mine.id]);
  });

  it('writes the row itself when asked for it where the function held it back', async () => {
    const repository = createBookingsRepository(database.db);
    const [member, vehicle] = [await aMember(database.db), await aVehicle(database.db)];
    const inserted = await repository.insertAsMember(newBooking(member.id, vehicle.id, 40, 10), 1, (writes) => writes.inserted());
    expect((await stored(member.id)).map((b) => b.id)).toEqual([inserted.id]);
  });
});
