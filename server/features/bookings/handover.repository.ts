import { aliasedTable, and, desc, eq, gt, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { HandoverStatus } from '../../../contract/handover.contract.ts';
import type { Database } from '../../db/client.ts';
import { bookingHandovers, bookings, users, vehicles } from '../../db/schema.ts';
import type { Tx } from '../../events.ts';

export type HandoverRow = typeof bookingHandovers.$inferSelect;
export interface HandoverWithNames {
  handover: HandoverRow;
  booking: { vehicleId: number; startTime: Date; endTime: Date; seat: string | null; status: string };
  vehicleNumber: string;
  fromName: string;
  toName: string | null;
  takenByName: string | null;
}

const from = aliasedTable(users, 'handover_from');
const to = aliasedTable(users, 'handover_to');
const taker = aliasedTable(users, 'handover_taker');
const OPEN = ['offered', 'awaiting_approval'] as const;

/** Handovers of bookings (docs/decisions/035): offered, taken, approved or not. */
export function createHandoverRepository(db: Database) {
  const select = (where: SQL | undefined) =>
    db
      .select({
        handover: bookingHandovers,
        booking: { vehicleId: bookings.vehicleId, startTime: bookings.startTime, endTime: bookings.endTime, seat: bookings.seat, status: bookings.status },
        vehicleNumber: vehicles.vehicleNumber,
        fromName: from.name,
        toName: to.name,
        takenByName: taker.name,
      })
      .from(bookingHandovers)
      .innerJoin(bookings, eq(bookings.id, bookingHandovers.bookingId))
      .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
      .innerJoin(from, eq(from.id, bookingHandovers.fromUserId))
      .leftJoin(to, eq(to.id, bookingHandovers.toUserId))
      .leftJoin(taker, eq(taker.id, bookingHandovers.takenBy))
      .where(where)
      .orderBy(desc(bookingHandovers.id))
      .limit(100);

  return {
    /** The offer; a unique index keeps one open per booking (its violation is the caller's to answer). */
    async offer(values: Pick<HandoverRow, 'bookingId' | 'fromUserId' | 'toUserId' | 'note'>): Promise<number> {
      const [row] = await db.insert(bookingHandovers).values(values).returning({ id: bookingHandovers.id });
      return row!.id;
    },
    find: async (id: number): Promise<HandoverWithNames | undefined> => (await select(eq(bookingHandovers.id, id)))[0],
    /** Open to the member (named, or to anyone, not their own) for bookings not begun; their own offers; for an admin, those awaiting approval. */
    visibleTo: (userId: number, isAdmin: boolean, now: Date) =>
      select(
        or(
          and(
            eq(bookingHandovers.status, 'offered'),
            gt(bookings.startTime, now),
            or(eq(bookingHandovers.toUserId, userId), and(isNull(bookingHandovers.toUserId), ne(bookingHandovers.fromUserId, userId))),
          ),
          eq(bookingHandovers.fromUserId, userId),
          isAdmin ? eq(bookingHandovers.status, 'awaiting_approval') : undefined,
        ),
      ),
    /** Moves an open handover on, only from the statuses given; false when it had moved already. */
    async settle(
      id: number,
      fromStatuses: readonly HandoverStatus[],
      change: Partial<Pick<HandoverRow, 'status' | 'takenBy'>>,
      within: Tx = db,
    ): Promise<boolean> {
      const rows = await within
        .update(bookingHandovers)
        .set({ ...change, ...(change.status && change.status !== 'awaiting_approval' && { decidedAt: new Date() }) })
        .where(and(eq(bookingHandovers.id, id), inArray(bookingHandovers.status, fromStatuses)))
        .returning({ id: bookingHandovers.id });
      return rows.length === 1;
    },
    /** The open handovers of bookings that no longer hold their vehicle: withdrawn with them; answers those withdrawn. */
    async withdrawFor(bookingIds: number[], within: Tx) {
      if (!bookingIds.length) return [];
      return within
        .update(bookingHandovers)
        .set({ status: 'withdrawn', decidedAt: new Date() })
        .where(and(inArray(bookingHandovers.bookingId, bookingIds), inArray(bookingHandovers.status, OPEN)))
        .returning({
          bookingId: bookingHandovers.bookingId,
          toUserId: bookingHandovers.toUserId,
          takenBy: bookingHandovers.takenBy,
        });
    },
    OPEN,
  };
}
export type HandoverRepository = ReturnType<typeof createHandoverRepository>;
