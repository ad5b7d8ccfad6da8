import { eq } from 'drizzle-orm';
import { bookings, users, vehicles } from './schema.ts';
import type { Tx } from './transaction.ts';

/** Bookings with their vehicle's number and their member's name; the caller adds where and order. */
export const selectNamedBookings = (db: Tx) =>
  db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      vehicleId: bookings.vehicleId,
      vehicleNumber: vehicles.vehicleNumber,
      userName: users.name,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .innerJoin(users, eq(users.id, bookings.userId));

/** A booking as a notice or a warning names it: its span, its vehicle's number and its member's name. */
export type NamedBooking = Awaited<ReturnType<typeof selectNamedBookings>>[number];
