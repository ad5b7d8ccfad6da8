import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { CheckInMethod } from '../../../contract/constants.ts';
import type { Database } from '../../db/client.ts';
import { selectNamedBookings, type NamedBooking } from '../../db/named-bookings.ts';
import { bookings } from '../../db/schema.ts';
import type { Tx } from '../../events.ts';

const held = inArray(bookings.status, ['confirmed', 'active']);

/** Check-in and the release of bookings nobody came for (docs/decisions/029). */
export function createCheckInRepository(db: Database) {
  return {
    /**
     * Marks a held booking checked in at `at`, once: a booking checked in already keeps its first
     * time and way. Returns whether this call did it.
     */
    async checkIn(bookingId: number, at: Date, method: CheckInMethod, within: Tx = db): Promise<boolean> {
      const rows = await within
        .update(bookings)
        .set({ checkedInAt: at, checkInMethod: method })
        .where(and(eq(bookings.id, bookingId), held, isNull(bookings.checkedInAt)))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },

    /**
     * Releases the held bookings nobody checked in `graceMinutes` after their start and that have
     * not ended, as `no_show`, in one UPDATE: instances running it at once release each only once.
     */
    async releaseNoShows(at: Date, graceMinutes: number, within: Tx = db): Promise<NamedBooking[]> {
      const due = new Date(at.getTime() - graceMinutes * 60_000);
      const released = await within
        .update(bookings)
        .set({ status: 'no_show', updatedAt: at })
        .where(and(held, isNull(bookings.checkedInAt), sql`${bookings.startTime} <= ${due.toISOString()}::timestamptz`, gt(bookings.endTime, at)))
        .returning({ id: bookings.id });
      if (released.length === 0) return [];
      return selectNamedBookings(within).where(
        inArray(
          bookings.id,
          released.map((r) => r.id),
        ),
      );
    },

    /** A member's latest no-shows, newest first. */
    latestNoShows: (userId: number, limit: number) =>
      db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.status, 'no_show'), eq(bookings.userId, userId)))
        .orderBy(desc(bookings.startTime))
        .limit(limit),

    /** How many bookings of each member were released as no-shows. */
    async noShowCounts(userIds: number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: bookings.userId, n: count() })
        .from(bookings)
        .where(and(eq(bookings.status, 'no_show'), inArray(bookings.userId, userIds)))
        .groupBy(bookings.userId);
      return new Map(rows.map((r) => [r.userId, r.n]));
    },
  };
}
export type CheckInRepository = ReturnType<typeof createCheckInRepository>;
