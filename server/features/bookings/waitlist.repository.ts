import { aliasedTable, and, asc, count, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { WAITLIST_MAX_OPEN } from '../../../contract/waitlist.contract.ts';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/client.ts';
import { vehicles, waitlistEntries } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
export type WaitlistRowWithNames = WaitlistRow & { vehicleNumber: string | null; offeredVehicleNumber: string | null };
type NewPlace = Pick<WaitlistRow, 'userId' | 'vehicleId' | 'category' | 'startTime' | 'endTime'>;

const OPEN = ['waiting', 'offered'] as const;
const offered = aliasedTable(vehicles, 'offered_vehicle');

/** The waitlist (docs/decisions/034): places in line for a vehicle or a category, and the offers made from it. */
export function createWaitlistRepository(db: Database) {
  const withNames = () =>
    db
      .select({ entry: waitlistEntries, vehicleNumber: vehicles.vehicleNumber, offeredVehicleNumber: offered.vehicleNumber })
      .from(waitlistEntries)
      .leftJoin(vehicles, eq(vehicles.id, waitlistEntries.vehicleId))
      .leftJoin(offered, eq(offered.id, waitlistEntries.offeredVehicleId));
  const flat = (rows: { entry: WaitlistRow; vehicleNumber: string | null; offeredVehicleNumber: string | null }[]): WaitlistRowWithNames[] =>
    rows.map(({ entry, vehicleNumber, offeredVehicleNumber }) => ({ ...entry, vehicleNumber, offeredVehicleNumber }));

  return {
    /** The place, unless its member holds WAITLIST_MAX_OPEN open ones or this one already ('full' or 'again'); one member's joins in turn. */
    async join(place: NewPlace): Promise<WaitlistRow | 'full' | 'again'> {
      return transaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.waitlistPlaces}, ${place.userId})`);
        const open = await tx
          .select()
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.userId, place.userId), inArray(waitlistEntries.status, OPEN)));
        const same = (e: WaitlistRow) =>
          e.vehicleId === place.vehicleId &&
          e.category === place.category &&
          e.startTime.getTime() === place.startTime.getTime() &&
          e.endTime.getTime() === place.endTime.getTime();
        if (open.some(same)) return 'again';
        if (open.length >= WAITLIST_MAX_OPEN) return 'full';
        const [row] = await tx.insert(waitlistEntries).values(place).returning();
        return row!;
      });
    },
    find: async (id: number): Promise<WaitlistRowWithNames | undefined> => flat(await withNames().where(eq(waitlistEntries.id, id)))[0],
    ofUser: async (userId: number): Promise<WaitlistRowWithNames[]> =>
      flat(
        await withNames()
          .where(eq(waitlistEntries.userId, userId))
          .orderBy(sql`${waitlistEntries.status} in ('waiting', 'offered') desc`, desc(waitlistEntries.startTime))
          .limit(100),
      ),
    /** How many wait before it for the same vehicle or category (any overlapping span), and it: its place in line. */
    async positionOf(entry: WaitlistRow): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.status, 'waiting'),
            entry.vehicleId === null ? eq(waitlistEntries.category, entry.category!) : eq(waitlistEntries.vehicleId, entry.vehicleId),
            lte(waitlistEntries.id, entry.id),
            sql`tstzrange(${waitlistEntries.startTime}, ${waitlistEntries.endTime}) && tstzrange(${entry.startTime}, ${entry.endTime})`,
          ),
        );
      return row?.n ?? 1;
    },
    /** Waiting places whose span is still ahead, first come first. */
    waitingAhead: (now: Date) =>
      db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.status, 'waiting'), gt(waitlistEntries.startTime, now)))
        .orderBy(asc(waitlistEntries.id))
        .limit(500),
    /** Live offers: a vehicle offered for a span is offered to nobody else until it lapses. */
    liveOffers: (now: Date) =>
      db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.status, 'offered'), gt(waitlistEntries.offerExpiresAt, now))),
    /** Offers that lapsed and places whose span began: expired. */
    async expire(now: Date): Promise<WaitlistRow[]> {
      return db
        .update(waitlistEntries)
        .set({ status: 'expired' })
        .where(
          and(
            inArray(waitlistEntries.status, OPEN),
            or(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)), lte(waitlistEntries.startTime, now)),
          ),
        )
        .returning();
    },
    /** The offer of a vehicle to a waiting place; false when it is no longer waiting. */
    async offer(id: number, vehicleId: number, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .update(waitlistEntries)
        .set({ status: 'offered', offeredVehicleId: vehicleId, offerExpiresAt: expiresAt })
        .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting')))
        .returning({ id: waitlistEntries.id });
      return rows.length === 1;
    },
    /** The offer taken up: its booking. */
    async booked(id: number, bookingId: number): Promise<void> {
      await db.update(waitlistEntries).set({ status: 'booked', bookingId }).where(eq(waitlistEntries.id, id));
    },
    /** The offer void (its vehicle was taken meanwhile): back in line where it was. */
    async backInLine(id: number): Promise<void> {
      await db
        .update(waitlistEntries)
        .set({ status: 'waiting', offeredVehicleId: null, offerExpiresAt: null })
        .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'offered')));
    },
    /** Left (or its offer declined); false when it was not open. */
    async cancel(id: number): Promise<boolean> {
      const rows = await db
        .update(waitlistEntries)
        .set({ status: 'cancelled' })
        .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, OPEN)))
        .returning({ id: waitlistEntries.id });
      return rows.length === 1;
    },
  };
}
export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
