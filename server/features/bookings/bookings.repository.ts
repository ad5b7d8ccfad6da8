import { and, asc, count, desc, eq, gt, ilike, inArray, lt, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { BLOCKING_STATUSES, type BookingStatus } from '../../../contract/constants.ts';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { bookings, users, vehicles } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingWithNames = BookingRow & { vehicleNumber: string; userName: string | null };
export interface ReservationRow {
  booking: BookingRow;
  user: { name: string; email: string; phone: string | null };
  vehicle: { vehicleNumber: string; make: string; model: string };
}
export type NewBooking = Pick<
  BookingRow,
  'userId' | 'vehicleId' | 'startTime' | 'endTime' | 'notes' | 'purpose' | 'isEmergency' | 'status' | 'holidayConflictReason' | 'holidayConflict' | 'approvedBy'
>;

const withNames = { booking: bookings, vehicleNumber: vehicles.vehicleNumber, userName: users.name };
const flatten = (rows: { booking: BookingRow; vehicleNumber: string; userName: string | null }[]): BookingWithNames[] =>
  rows.map(({ booking, vehicleNumber, userName }) => ({ ...booking, vehicleNumber, userName }));

const overlaps = (start: Date | Placeholder, end: Date | Placeholder) => and(lt(bookings.startTime, end), gt(bookings.endTime, start));
const blocking = inArray(bookings.status, BLOCKING_STATUSES);
const param = (name: string) => sql.placeholder(name);
/** Ids start at 1, so "other than 0" stands for "other than none". */
const NO_BOOKING = 0;

export function createBookingsRepository(db: Database) {
  /** Bookings with their member's contact and their vehicle, as the Reservations Diary shows them. */
  const reservations = (where: SQL | undefined) =>
    db
      .select({
        booking: bookings,
        user: { name: users.name, email: users.email, phone: users.phone },
        vehicle: { vehicleNumber: vehicles.vehicleNumber, make: vehicles.make, model: vehicles.model },
      })
      .from(bookings)
      .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(where);
  const select = (where: SQL | undefined) =>
    db.select(withNames).from(bookings).innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId)).innerJoin(users, eq(users.id, bookings.userId)).where(where);

  // The statements of every booking request, prepared once: building them in Drizzle and
  // planning them in PostgreSQL was most of a booking's cost (bench booking-engine).
  const userOverlap = select(and(eq(bookings.userId, param('userId')), blocking, overlaps(param('start'), param('end')), ne(bookings.id, param('exceptId'))))
    .limit(1)
    .prepare('booking_user_overlap');
  const hoursBooked = db
    .select({
      hours: sql<string>`coalesce(sum(extract(epoch from (least(${bookings.endTime}, ${param('to')}::timestamptz) - greatest(${bookings.startTime}, ${param('from')}::timestamptz)))) / 3600, 0)`,
    })
    .from(bookings)
    .where(
      and(eq(bookings.userId, param('userId')), ne(bookings.status, 'cancelled'), overlaps(param('from'), param('to')), ne(bookings.id, param('exceptId'))),
    )
    .prepare('booking_hours_booked');
  const insertBooking = db
    .insert(bookings)
    .values({
      userId: param('userId'),
      vehicleId: param('vehicleId'),
      startTime: param('startTime'),
      endTime: param('endTime'),
      notes: param('notes'),
      purpose: param('purpose'),
      isEmergency: param('isEmergency'),
      status: param('status'),
      holidayConflictReason: param('holidayConflictReason'),
      holidayConflict: param('holidayConflict'),
      approvedBy: param('approvedBy'),
    })
    .returning()
    .prepare('booking_insert');

  return {
    /** The transaction this repository writes on (asMember's), for the notices of its change. */
    within: db,
    /**
     * Runs `work` in one transaction that holds the member's booking lock and then the vehicle's,
     * on a repository of that transaction: two requests of one member check their own overlap and
     * monthly hours one after the other, whichever instance they reach, and writes of one vehicle
     * queue instead of deadlocking in the exclusion constraint; other members and vehicles do not wait.
     */
    async asMember<T>(userId: number, vehicleId: number, work: (repository: MemberBookingWrites) => Promise<T>): Promise<T> {
      return transaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.memberBookings}, ${userId})`);
        await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.vehicleBookings}, ${vehicleId})`);
        return work(createBookingsRepository(tx));
      });
    },
    /** Runs `work` in one transaction, on a repository of it (a status change and its notices together). */
    async writing<T>(work: (repository: MemberBookingWrites) => Promise<T>): Promise<T> {
      return transaction(db, (tx) => work(createBookingsRepository(tx)));
    },
    async findById(id: number): Promise<BookingWithNames | undefined> {
      return flatten(await select(eq(bookings.id, id)))[0];
    },
    async insert(values: NewBooking): Promise<BookingRow> {
      const [row] = await insertBooking.execute(values);
      return row!;
    },
    async update(id: number, changes: Partial<typeof bookings.$inferInsert>, onlyIfStatus?: BookingStatus[]): Promise<BookingRow | undefined> {
      const [row] = await db
        .update(bookings)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(bookings.id, id), onlyIfStatus ? inArray(bookings.status, onlyIfStatus) : undefined))
        .returning();
      return row;
    },
    /** A booking of the vehicle that holds it in [start, end), other than `exceptId`. */
    async findVehicleConflict(vehicleId: number, start: Date, end: Date, exceptId?: number): Promise<BookingWithNames | undefined> {
      const rows = await select(and(eq(bookings.vehicleId, vehicleId), blocking, overlaps(start, end), exceptId ? ne(bookings.id, exceptId) : undefined)).limit(
        1,
      );
      return flatten(rows)[0];
    },
    async findUserOverlap(userId: number, start: Date, end: Date, exceptId?: number): Promise<BookingWithNames | undefined> {
      const rows = await userOverlap.execute({ userId, start: start.toISOString(), end: end.toISOString(), exceptId: exceptId ?? NO_BOOKING });
      return flatten(rows)[0];
    },
    /** Hours of the user's bookings (not cancelled) inside [from, to), other than `exceptId`. */
    async bookedHours(userId: number, from: Date, to: Date, exceptId?: number): Promise<number> {
      const [row] = await hoursBooked.execute({ userId, from: from.toISOString(), to: to.toISOString(), exceptId: exceptId ?? NO_BOOKING });
      return Number(row?.hours ?? 0);
    },
    async listActiveOfUser(userId: number): Promise<BookingWithNames[]> {
      return flatten(await select(and(eq(bookings.userId, userId), blocking, gt(bookings.endTime, sql`now()`))).orderBy(asc(bookings.startTime)));
    },
    async pageOfUser(userId: number, page: number, pageSize: number): Promise<{ items: BookingWithNames[]; total: number }> {
      const items = flatten(
        await select(eq(bookings.userId, userId))
          .orderBy(desc(bookings.startTime))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
      );
      const [row] = await db.select({ total: count() }).from(bookings).where(eq(bookings.userId, userId));
      return { items, total: row?.total ?? 0 };
    },
    /** Bookings that hold their vehicle somewhere in [from, to) (restriction warnings). */
    async holdingBetween(from: Date, to: Date): Promise<BookingWithNames[]> {
      return flatten(
        await select(and(blocking, overlaps(from, to)))
          .orderBy(asc(bookings.startTime))
          .limit(2000),
      );
    },
    /** Confirmed bookings that start in [from, to), soonest first (reminders). */
    async startingBetween(from: Date, to: Date): Promise<BookingWithNames[]> {
      return flatten(
        await select(and(eq(bookings.status, 'confirmed'), gt(bookings.startTime, from), lt(bookings.startTime, to)))
          .orderBy(asc(bookings.startTime))
          .limit(2000),
      );
    },
    async listForFeed(userId: number, since: Date): Promise<BookingWithNames[]> {
      return flatten(
        await select(and(eq(bookings.userId, userId), gt(bookings.endTime, since)))
          .orderBy(asc(bookings.startTime))
          .limit(500),
      );
    },
    async listPendingApproval(): Promise<BookingWithNames[]> {
      return flatten(await select(eq(bookings.status, 'pending')).orderBy(asc(bookings.startTime)));
    },
    async countActiveOfUser(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), blocking, gt(bookings.endTime, sql`now()`)));
      return row?.n ?? 0;
    },
    /** Vehicles that are bookable and not held by a booking right now. */
    async countAvailableNow(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.isActive, true),
            eq(vehicles.status, 'available'),
            sql`not exists (select 1 from ${bookings} where ${bookings.vehicleId} = ${vehicles.id} and ${bookings.status} in ('pending','confirmed','active') and ${bookings.startTime} <= now() and ${bookings.endTime} > now())`,
          ),
        );
      return row?.n ?? 0;
    },
    /** Bookings that touch [from, to), any status, with their member and vehicle; `q` searches name, e-mail and vehicle number. */
    async reservationsBetween(from: Date, to: Date, q: string | undefined): Promise<ReservationRow[]> {
      const like = q ? containsPattern(q) : undefined;
      return reservations(
        and(overlaps(from, to), like ? or(ilike(users.name, like), ilike(users.email, like), ilike(vehicles.vehicleNumber, like)) : undefined),
      ).orderBy(asc(bookings.startTime), asc(bookings.id));
    },
    async reservationById(id: number): Promise<ReservationRow | undefined> {
      return (await reservations(eq(bookings.id, id)))[0];
    },
    /** confirmed → active at start, active → completed at end; safe to run on every instance at once. */
    async advanceLifecycle(): Promise<{ activated: number; completed: number; completedVehicleIds: number[] }> {
      const completed = await db
        .update(bookings)
        .set({ status: 'completed', updatedAt: new Date() })
        .where(and(inArray(bookings.status, ['confirmed', 'active']), lt(bookings.endTime, sql`now()`)))
        .returning({ id: bookings.id, vehicleId: bookings.vehicleId });
      const activated = await db
        .update(bookings)
        .set({ status: 'active', updatedAt: new Date() })
        .where(and(eq(bookings.status, 'confirmed'), sql`${bookings.startTime} <= now()`, gt(bookings.endTime, sql`now()`)))
        .returning({ id: bookings.id });
      return { activated: activated.length, completed: completed.length, completedVehicleIds: [...new Set(completed.map((b) => b.vehicleId))] };
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
/** What a member's booking write reads and writes inside its transaction (asMember). */
export interface MemberBookingWrites {
  /** The write's transaction: its notices are written on it, so they exist exactly when it commits. */
  within: Database;
  insert(values: NewBooking): Promise<BookingRow>;
  update(id: number, changes: Partial<typeof bookings.$inferInsert>, onlyIfStatus?: BookingStatus[]): Promise<BookingRow | undefined>;
  findUserOverlap(userId: number, start: Date, end: Date, exceptId?: number): Promise<BookingWithNames | undefined>;
  bookedHours(userId: number, from: Date, to: Date, exceptId?: number): Promise<number>;
}
