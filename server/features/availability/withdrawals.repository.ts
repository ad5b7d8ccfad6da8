import { and, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, vehicles } from '../../db/schema.ts';

export type Withdrawal = { kind: 'event' | 'rule' | 'maintenance' | 'retired'; detail: string | null; sourceId?: number };

/** The bookings a withdrawal of their vehicle reaches, marked once each (the first reason stands). */
export function createWithdrawalsRepository(db: Database) {
  return {
    /** Pending and confirmed bookings of the vehicle that are not over at `from`. */
    heldFrom: (vehicleId: number, from: Date) =>
      db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.vehicleId, vehicleId), inArray(bookings.status, ['pending', 'confirmed']), gt(bookings.endTime, from)))
        .then((rows) => rows.map((r) => r.id)),
    /** Marks these bookings (still pending or confirmed, not marked yet); answers the ones marked, for their members' notices. */
    mark: async (ids: number[], withdrawal: Withdrawal, at: Date) => {
      if (!ids.length) return [];
      return db
        .update(bookings)
        .set({ vehicleWithdrawn: { ...withdrawal, at: at.toISOString() } })
        .from(vehicles)
        .where(
          and(
            inArray(bookings.id, ids),
            inArray(bookings.status, ['pending', 'confirmed']),
            isNull(bookings.vehicleWithdrawn),
            eq(vehicles.id, bookings.vehicleId),
          ),
        )
        .returning({
          id: bookings.id,
          userId: bookings.userId,
          vehicleNumber: vehicles.vehicleNumber,
          startTime: bookings.startTime,
          endTime: bookings.endTime,
        });
    },
    /** Clears the marks of these kinds on the vehicle's pending and confirmed bookings; answers the ones cleared. */
    unmark: (vehicleId: number, kinds: Withdrawal['kind'][]) =>
      db
        .update(bookings)
        .set({ vehicleWithdrawn: null })
        .from(vehicles)
        .where(
          and(
            eq(bookings.vehicleId, vehicleId),
            inArray(bookings.status, ['pending', 'confirmed']),
            inArray(sql`${bookings.vehicleWithdrawn}->>'kind'`, kinds),
            eq(vehicles.id, bookings.vehicleId),
          ),
        )
        .returning({
          id: bookings.id,
          userId: bookings.userId,
          vehicleNumber: vehicles.vehicleNumber,
          startTime: bookings.startTime,
          endTime: bookings.endTime,
        }),
    /** Clears the marks one event or rule made, but on the bookings it still holds; answers the ones cleared. */
    unmarkSource: (kind: 'event' | 'rule', sourceId: number, stillHeld: number[]) =>
      db
        .update(bookings)
        .set({ vehicleWithdrawn: null })
        .from(vehicles)
        .where(
          and(
            inArray(bookings.status, ['pending', 'confirmed']),
            sql`${bookings.vehicleWithdrawn}->>'kind' = ${kind} and ${bookings.vehicleWithdrawn}->>'sourceId' = ${String(sourceId)}`,
            stillHeld.length ? notInArray(bookings.id, stillHeld) : undefined,
            eq(vehicles.id, bookings.vehicleId),
          ),
        )
        .returning({
          id: bookings.id,
          userId: bookings.userId,
          vehicleNumber: vehicles.vehicleNumber,
          startTime: bookings.startTime,
          endTime: bookings.endTime,
        }),
  };
}
export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>;
