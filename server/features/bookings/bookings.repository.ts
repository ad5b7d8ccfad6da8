import { and, asc, count, desc, eq, getTableColumns, gt, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { BLOCKING_STATUSES, type BookingStatus } from '../../../contract/constants.ts';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import { bookingOverlaps } from '../../db/booking-span.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { bookingCrew, bookings, users, vehicles } from '../../db/schema.ts';
import { instants, names } from '../../db/sql-arrays.ts';
import { transaction } from '../../db/transaction.ts';
import { jerusalemMonths } from '../../time.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingWithNames = BookingRow & { vehicleNumber: string; userName: string | null };
export interface ReservationRow {
  booking: BookingRow;
  user: { name: string; email: string; phone: string | null };
  vehicle: { vehicleNumber: string; make: string; model: string };
}
export type NewBooking = Pick<
  BookingRow,
  | 'userId'
  | 'vehicleId'
  | 'startTime'
  | 'endTime'
  | 'notes'
  | 'purpose'
  | 'isEmergency'
  | 'status'
  | 'holidayConflictReason'
  | 'holidayConflict'
  | 'approvedBy'
  | 'seat'
  | 'seriesId'
>;

/** A booking's span: [start, end). */
interface Span {
  start: Date;
  end: Date;
}

const withNames = { booking: bookings, vehicleNumber: vehicles.vehicleNumber, userName: users.name };
const flatten = (rows: { booking: BookingRow; vehicleNumber: string; userName: string | null }[]): BookingWithNames[] =>
  rows.map(({ booking, vehicleNumber, userName }) => ({ ...booking, vehicleNumber, userName }));

const blocking = inArray(bookings.status, BLOCKING_STATUSES);
/** The bookings whose crew the member joined. */
const crewSeatsOf = (userId: number) =>
  sql`(select ${bookingCrew.bookingId} from ${bookingCrew} where ${bookingCrew.userId} = ${userId} and ${bookingCrew.status} = 'joined')`;
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

  return {
    /** The database itself: facts of a write made outside a transaction (the lifecycle's) are published on it. */
    within: db,
    /**
     * Runs `work` in one transaction that holds the member's booking lock and then the vehicle's,
     * on the writes of that transaction: two requests of one member check their own overlap and
     * monthly hours one after the other, whichever instance they reach, and writes of one vehicle
     * queue instead of deadlocking in the exclusion constraint; other members and vehicles do not
     * wait. The locks and what the rules read under them (the member's hours in each month of
     * `w`, their own overlapping booking) are one round trip.
     */
    async asMember<T>(userId: number, vehicleId: number, w: Span, exceptId: number | undefined, work: (writes: MemberBookingWrites) => Promise<T>): Promise<T> {
      return transaction(db, async (tx) => {
        const q = { userId, vehicleId, w, exceptId, lock: true, months: jerusalemMonths(w.start, w.end) };
        return work(memberWrites(tx, q, await writeFacts(tx, q)));
      });
    },
    /**
     * As asMember, for a new booking (`values`, of `values.userId` and `values.vehicleId`): the row
     * is written in the same round trip as the locks and the reads when the member's rules let it
     * (their own overlap; their hours against `hourLimit`, null when waived). `work` checks the
     * rules from the same facts and takes the row with `inserted()`.
     */
    async insertAsMember<T>(values: NewBooking, hourLimit: number | null, work: (writes: MemberBookingWrites) => Promise<T>): Promise<T> {
      return transaction(db, async (tx) => {
        const w = { start: values.startTime, end: values.endTime };
        const q = { userId: values.userId, vehicleId: values.vehicleId, w, exceptId: undefined, lock: true, months: jerusalemMonths(w.start, w.end) };
        return work(memberWrites(tx, q, await insertFacts(tx, q, values, hourLimit), values));
      });
    },
    /** Runs `work` in one transaction, on the writes of it (a status change and its notices together). */
    async writing<T>(work: (repository: BookingWrites) => Promise<T>): Promise<T> {
      return transaction(db, (tx) => work(bookingWrites(tx)));
    },
    async findById(id: number): Promise<BookingWithNames | undefined> {
      return flatten(await select(eq(bookings.id, id)))[0];
    },
    /** A change made on its own, outside a transaction. */
    update: bookingWrites(db).update,
    /** A booking of the vehicle that holds it in [start, end), other than `exceptId`. */
    async findVehicleConflict(vehicleId: number, start: Date, end: Date, exceptId?: number): Promise<BookingWithNames | undefined> {
      const rows = await select(
        and(eq(bookings.vehicleId, vehicleId), blocking, bookingOverlaps(start, end), exceptId ? ne(bookings.id, exceptId) : undefined),
      ).limit(1);
      return flatten(rows)[0];
    },
    async findUserOverlap(userId: number, start: Date, end: Date, exceptId?: number): Promise<BookingWithNames | undefined> {
      const facts = await writeFacts(db, { userId, vehicleId: 0, w: { start, end }, exceptId, lock: false, months: [] });
      return facts.ownOverlap === null ? undefined : flatten(await select(eq(bookings.id, facts.ownOverlap)))[0];
    },
    /** Hours of the user's bookings (not cancelled) inside [from, to), other than `exceptId`. */
    async bookedHours(userId: number, from: Date, to: Date, exceptId?: number): Promise<number> {
      const facts = await writeFacts(db, { userId, vehicleId: 0, w: { start: from, end: to }, exceptId, lock: false, months: [[from, to]] });
      return facts.bookedHours[0] ?? 0;
    },
    /** The member's held bookings not ended: those they made and those whose crew they joined. */
    async listActiveOfUser(userId: number): Promise<BookingWithNames[]> {
      const theirs = or(eq(bookings.userId, userId), inArray(bookings.id, crewSeatsOf(userId)));
      return flatten(await select(and(theirs, blocking, gt(bookings.endTime, sql`now()`))).orderBy(asc(bookings.startTime)));
    },
    /** Whether the member holds a seat in the booking's crew (beside its booker). */
    async inCrew(bookingId: number, userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: bookingCrew.bookingId })
        .from(bookingCrew)
        .where(and(eq(bookingCrew.bookingId, bookingId), eq(bookingCrew.userId, userId), eq(bookingCrew.status, 'joined')));
      return rows.length > 0;
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
    /** Whether the member had the vehicle (a confirmed, active or completed booking) at some time in [from, to). */
    async memberHad(userId: number, vehicleId: number, from: Date, to: Date): Promise<boolean> {
      const had = inArray(bookings.status, ['confirmed', 'active', 'completed']);
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.vehicleId, vehicleId), had, bookingOverlaps(from, to)))
        .limit(1);
      return rows.length > 0;
    },
    async holdingBetween(from: Date, to: Date): Promise<BookingWithNames[]> {
      return flatten(
        await select(and(blocking, bookingOverlaps(from, to)))
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
    /** Bookings that touch [from, to) (any date, when left out), any status, with their member and vehicle, the latest first when any date. */
    async reservationsWhere(
      span: { from: Date; to: Date } | null,
      { q, userId, vehicleId }: { q?: string | undefined; userId?: number | undefined; vehicleId?: number | undefined },
      limit = 2000,
    ): Promise<ReservationRow[]> {
      const like = q ? containsPattern(q) : undefined;
      const where = and(
        span ? bookingOverlaps(span.from, span.to) : undefined,
        like ? or(ilike(users.name, like), ilike(users.email, like), ilike(vehicles.vehicleNumber, like)) : undefined,
        userId === undefined ? undefined : eq(bookings.userId, userId),
        vehicleId === undefined ? undefined : eq(bookings.vehicleId, vehicleId),
      );
      const order = span ? [asc(bookings.startTime), asc(bookings.id)] : [desc(bookings.startTime), desc(bookings.id)];
      return reservations(where)
        .orderBy(...order)
        .limit(limit);
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
/** A booking's writes inside a transaction (writing): its notices are written on `within`, so they exist exactly when it commits. */
export interface BookingWrites {
  within: Database;
  update: (id: number, changes: Partial<typeof bookings.$inferInsert>, onlyIfStatus?: BookingStatus[]) => Promise<BookingRow | undefined>;
}
/** A member's booking write (asMember): the writes, and what the rules read under the locks. */
export interface MemberBookingWrites extends BookingWrites {
  /** The new booking of insertAsMember: the row written with the locks, else written now. */
  inserted(): Promise<BookingRow>;
  findUserOverlap(userId: number, start: Date, end: Date, exceptId?: number): Promise<BookingWithNames | undefined>;
  bookedHours(userId: number, from: Date, to: Date, exceptId?: number): Promise<number>;
}

function bookingWrites(tx: Database): BookingWrites {
  return {
    within: tx,
    update: async (id, changes, onlyIfStatus) => {
      const [row] = await tx
        .update(bookings)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(bookings.id, id), onlyIfStatus ? inArray(bookings.status, onlyIfStatus) : undefined))
        .returning();
      return row;
    },
  };
}

interface WriteFacts {
  /** Hours booked in each month asked for, in their order. */
  bookedHours: number[];
  /** The id of the member's own booking that holds a vehicle in the window, or null. */
  ownOverlap: number | null;
  /** The new booking, when it was written with the facts (insertAsMember). */
  inserted?: BookingRow | undefined;
}
interface FactsQuery {
  userId: number;
  vehicleId: number;
  w: Span;
  exceptId: number | undefined;
  lock: boolean;
  months: [Date, Date][];
}

/** The arguments both functions begin with: the locks (with `lock`), the member, the vehicle, the window and its months. */
const factsArguments = (q: FactsQuery) => sql`
  ${q.lock ? ADVISORY_LOCKS.memberBookings : null}::int, ${q.lock ? ADVISORY_LOCKS.vehicleBookings : null}::int, ${q.userId}::int, ${q.vehicleId}::int,
  ${q.w.start.toISOString()}::timestamptz, ${q.w.end.toISOString()}::timestamptz,
  ${instants(q.months.map(([from]) => from))}, ${instants(q.months.map(([, to]) => to))}`;
type FactsRow = { booked_hours: number[]; own_overlap: number | null };
const factsOf = (row: FactsRow | undefined): WriteFacts => ({ bookedHours: (row?.booked_hours ?? []).map(Number), ownOverlap: row?.own_overlap ?? null });

/** booking_write_facts (migration 0034): with `lock`, after the member's and the vehicle's locks. */
async function writeFacts(db: Database, q: FactsQuery): Promise<WriteFacts> {
  const [row] = rowsOf<FactsRow>(
    await db.execute(sql`select * from booking_write_facts(${factsArguments(q)}, ${q.exceptId ?? NO_BOOKING}::int, ${names(BLOCKING_STATUSES)})`),
  );
  return factsOf(row);
}

/** booking_insert_as_member (migration 0055): the locks and facts of writeFacts, and the row when the rules let it. */
async function insertFacts(db: Database, q: FactsQuery, values: NewBooking, hourLimit: number | null): Promise<WriteFacts> {
  const [row] = rowsOf<FactsRow & { inserted: Record<string, unknown> | null }>(
    await db.execute(
      sql`select * from booking_insert_as_member(${factsArguments(q)}, ${names(BLOCKING_STATUSES)}, ${hourLimit}::float8, ${JSON.stringify(storedValues(values))}::jsonb)`,
    ),
  );
  return { ...factsOf(row), inserted: row?.inserted ? bookingFromJson(row.inserted) : undefined };
}

const bookingColumns = Object.entries(getTableColumns(bookings));
/** A new booking's values under their column names, as the function's `new_booking` reads them. */
const storedValues = (values: NewBooking): Record<string, unknown> =>
  Object.fromEntries(bookingColumns.filter(([key]) => key in values).map(([key, column]) => [column.name, values[key as keyof NewBooking]]));
/** A booking row written as JSON by PostgreSQL (to_jsonb), as Drizzle reads it from its columns. */
const bookingFromJson = (json: Record<string, unknown>): BookingRow =>
  Object.fromEntries(
    bookingColumns.map(([key, column]) => [key, json[column.name] == null ? null : column.mapFromDriverValue(json[column.name])]),
  ) as BookingRow;

/**
 * The writes of a member's transaction. The rules' reads of the member's own window and months
 * are answered from the facts read with the locks; anything else asked is read on the transaction.
 */
function memberWrites(tx: Database, q: FactsQuery, read: WriteFacts, toInsert?: NewBooking): MemberBookingWrites {
  const onTx = () => createBookingsRepository(tx);
  const same = (userId: number, exceptId: number | undefined) => userId === q.userId && exceptId === q.exceptId;
  return {
    ...bookingWrites(tx),
    async inserted() {
      if (!toInsert) throw new Error('inserted() outside insertAsMember');
      return read.inserted ?? (await tx.insert(bookings).values(toInsert).returning())[0]!;
    },
    async findUserOverlap(userId, start, end, exceptId) {
      if (!same(userId, exceptId) || start.getTime() !== q.w.start.getTime() || end.getTime() !== q.w.end.getTime())
        return onTx().findUserOverlap(userId, start, end, exceptId);
      return read.ownOverlap === null ? undefined : onTx().findById(read.ownOverlap);
    },
    async bookedHours(userId, from, to, exceptId) {
      const month = q.months.findIndex(([f, t]) => f.getTime() === from.getTime() && t.getTime() === to.getTime());
      return same(userId, exceptId) && month >= 0 ? read.bookedHours[month]! : onTx().bookedHours(userId, from, to, exceptId);
    },
  };
}
