import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { SeatDefinition } from '../../../contract/crew.contract.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { createNotifiedCache } from '../../db/notified-cache.ts';
import { bookingCrew, categorySeats, crewAlertOptIns, openSeatNotices, users } from '../../db/schema.ts';
import type { Tx } from '../../events.ts';

export type CrewRow = typeof bookingCrew.$inferSelect & { name: string; email: string };

/** Fired by the seats table's trigger (migration 0052) with the changed category. */
export const SEATS_CHANNEL = 'category_seats_changed';

/** Crews (docs/decisions/031): the seats of each category, who holds which seat of a booking, who asked to hear of open seats. */
export function createCrewRepository(db: Database) {
  const ofCategory = db
    .select({ seats: categorySeats.seats })
    .from(categorySeats)
    .where(eq(categorySeats.category, sql.placeholder('category')))
    .prepare('category_seats_of');
  // Every booking reads its vehicle's seats (the booker's seat, the open seats); an admin changes them seldom.
  const seatsOfCategory = createNotifiedCache(async (category): Promise<SeatDefinition[] | undefined> => (await ofCategory.execute({ category }))[0]?.seats);
  return {
    /** Told when a category's seats change, on any instance (SEATS_CHANNEL). */
    seatsOfCategory,
    seatsOf: (category: string): Promise<SeatDefinition[] | undefined> => seatsOfCategory.get(category),
    async setSeats(category: string, seats: SeatDefinition[]): Promise<void> {
      await db
        .insert(categorySeats)
        .values({ category, seats })
        .onConflictDoUpdate({ target: categorySeats.category, set: { seats, updatedAt: new Date() } });
      // This instance reads its own change at once; the others when the trigger's NOTIFY reaches them.
      seatsOfCategory.forget(category);
    },
    crewOf: async (bookingIds: number[], within: Tx = db): Promise<CrewRow[]> =>
      bookingIds.length === 0
        ? []
        : within
            .select({
              bookingId: bookingCrew.bookingId,
              seat: bookingCrew.seat,
              userId: bookingCrew.userId,
              status: bookingCrew.status,
              createdAt: bookingCrew.createdAt,
              name: users.name,
              email: users.email,
            })
            .from(bookingCrew)
            .innerJoin(users, eq(users.id, bookingCrew.userId))
            .where(inArray(bookingCrew.bookingId, bookingIds))
            .orderBy(asc(bookingCrew.createdAt)),
    /**
     * Takes the seat for the member, or turns their invitation to it into the seat; on the joining
     * transaction. The primary key lets exactly one of two members racing for a seat have it.
     */
    async take(bookingId: number, seat: string, userId: number, within: Tx): Promise<boolean> {
      const rows = await within
        .insert(bookingCrew)
        .values({ bookingId, seat, userId, status: 'joined' })
        .onConflictDoUpdate({
          target: [bookingCrew.bookingId, bookingCrew.seat],
          set: { status: 'joined' },
          setWhere: sql`${bookingCrew.userId} = ${userId} and ${bookingCrew.status} = 'invited'`,
        })
        .returning({ seat: bookingCrew.seat });
      return rows.length > 0;
    },
    async invite(bookingId: number, seat: string, userId: number): Promise<void> {
      await db.insert(bookingCrew).values({ bookingId, seat, userId, status: 'invited' });
    },
    async free(bookingId: number, seat: string): Promise<boolean> {
      const gone = await db
        .delete(bookingCrew)
        .where(and(eq(bookingCrew.bookingId, bookingId), eq(bookingCrew.seat, seat)))
        .returning({ seat: bookingCrew.seat });
      return gone.length > 0;
    },
    async optedIn(userId: number): Promise<boolean> {
      return (await db.select().from(crewAlertOptIns).where(eq(crewAlertOptIns.userId, userId))).length > 0;
    },
    async setOptIn(userId: number, on: boolean): Promise<void> {
      if (on) await db.insert(crewAlertOptIns).values({ userId }).onConflictDoNothing();
      else await db.delete(crewAlertOptIns).where(eq(crewAlertOptIns.userId, userId));
    },
    /** Active members whose name holds `search` (any case), by name: whom a booker may look for. */
    membersNamed: (search: string, limit: number): Promise<{ id: number; name: string; licenseClass: string | null }[]> =>
      db
        .select({ id: users.id, name: users.name, licenseClass: users.licenseClass })
        .from(users)
        .where(and(eq(users.isActive, true), search ? ilike(users.name, containsPattern(search)) : undefined))
        .orderBy(asc(users.name))
        .limit(limit),
    /** Active members who asked to hear of open seats, with what the seat rules read of them. */
    optedInMembers: (): Promise<{ id: number; licenseClass: string | null }[]> =>
      db
        .select({ id: users.id, licenseClass: users.licenseClass })
        .from(crewAlertOptIns)
        .innerJoin(users, eq(users.id, crewAlertOptIns.userId))
        .where(eq(users.isActive, true)),
    /** Marks the open seat told, once: true the first time. */
    async firstNoticeOf(bookingId: number, seat: string): Promise<boolean> {
      const rows = await db.insert(openSeatNotices).values({ bookingId, seat }).onConflictDoNothing().returning({ seat: openSeatNotices.seat });
      return rows.length > 0;
    },
  };
}
export type CrewRepository = ReturnType<typeof createCrewRepository>;
