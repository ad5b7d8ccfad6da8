import { and, eq, gt, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, vehicles } from '../../db/schema.ts';

export type Withdrawal = { kind: 'event' | 'rule' | 'maintenance' | 'retired'; detail: string | null; sourceId?: number };

/** A withdrawal's mark reaches only bookings still to be driven. */
const MARKABLE = inArray(bookings.status, ['pending', 'confirmed']);

/** The bookings a withdrawal of their vehicle reaches, marked once each (the first reason stands). */
export function createWithdrawalsRepository(db: Database) {
  /** Sets (or clears, null) the mark of the markable bookings that meet the conditions; answers them, for their members' notices. */
  const setMark = (mark: (Withdrawal & { at: string }) | null, ...conditions: (SQL | undefined)[]) =>
    db
      .update(bookings)
      .set({ vehicleWithdrawn: mark })
      .from(vehicles)
      .where(and(MARKABLE, eq(vehicles.id, bookings.vehicleId), ...conditions))
      .returning({
        id: bookings.id,
        userId: bookings.userId,
        vehicleNumber: vehicles.vehicleNumber,
        startTime: bookings.startTime,
        endTime: bookings.endTime,
      });
  return {
    /** Pending and confirmed bookings of the vehicle that are not over at `from`. */
    heldFrom: (vehicleId: number, from: Date) =>
      db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.vehicleId, vehicleId), MARKABLE, gt(bookings.endTime, from)))
        .then((rows) => rows.map((r) => r.id)),
    /** Marks these bookings (still pending or confirmed, not marked yet); answers the ones marked. */
    mark: async (ids: number[], withdrawal: Withdrawal, at: Date) =>
      ids.length ? setMark({ ...withdrawal, at: at.toISOString() }, inArray(bookings.id, ids), isNull(bookings.vehicleWithdrawn)) : [],
    /** Clears the marks of these kinds on the vehicle's pending and confirmed bookings; answers the ones cleared. */
    unmark: (vehicleId: number, kinds: Withdrawal['kind'][]) =>
      setMark(null, eq(bookings.vehicleId, vehicleId), inArray(sql`${bookings.vehicleWithdrawn}->>'kind'`, kinds)),
    /** Clears the marks one event or rule made, but on the bookings it still holds; answers the ones cleared. */
    unmarkSource: (kind: 'event' | 'rule', sourceId: number, stillHeld: number[]) =>
      setMark(
        null,
        sql`${bookings.vehicleWithdrawn}->>'kind' = ${kind} and ${bookings.vehicleWithdrawn}->>'sourceId' = ${String(sourceId)}`,
        stillHeld.length ? notInArray(bookings.id, stillHeld) : undefined,
      ),
  };
}
export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>;
