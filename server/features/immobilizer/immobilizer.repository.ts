import { and, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/client.ts';
import { bookings, immobilizerAttempts, immobilizerCodes, users, vehicles } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

export type NewImmobilizerCode = typeof immobilizerCodes.$inferInsert;
export type NewImmobilizerAttempt = typeof immobilizerAttempts.$inferInsert;

/** The reads and writes of one immobilizer attempt: codes in force, the audit trail, the lockout count. */
function attemptLedgerOf(db: Database) {
  /**
   * Codes valid at this moment (docs/architecture.md: until 4 h after confirmation or the end, whichever is
   * later, so a completed booking's code still works in its window); `holding` counts only
   * bookings that still hold the vehicle (confirmed or active).
   */
  const currentCodes = (vehicleId: number, at: Date, holding = false) =>
    db
      .select({ bookingId: immobilizerCodes.bookingId, userId: immobilizerCodes.userId, codeHash: immobilizerCodes.codeHash })
      .from(immobilizerCodes)
      .innerJoin(bookings, eq(bookings.id, immobilizerCodes.bookingId))
      .where(
        and(
          eq(immobilizerCodes.vehicleId, vehicleId),
          inArray(bookings.status, holding ? ['confirmed', 'active'] : ['confirmed', 'active', 'completed']),
          lte(immobilizerCodes.validFrom, at),
          gt(immobilizerCodes.validUntil, at),
        ),
      );

  return {
    /** The attempt's transaction: what follows from an accepted one is written with it. */
    within: db,
    currentCodesOf: currentCodes,
    audit: async (attempt: NewImmobilizerAttempt) => {
      await db.insert(immobilizerAttempts).values(attempt);
    },
    /** The caller's latest attempts on this vehicle that the lockout counts (refusals while locked do not). */
    lastAttempts: (userId: number, vehicleId: number, count: number) =>
      db
        .select({ outcome: immobilizerAttempts.outcome, createdAt: immobilizerAttempts.createdAt })
        .from(immobilizerAttempts)
        .where(and(eq(immobilizerAttempts.userId, userId), eq(immobilizerAttempts.vehicleId, vehicleId), ne(immobilizerAttempts.outcome, 'locked')))
        .orderBy(desc(immobilizerAttempts.createdAt), desc(immobilizerAttempts.id))
        .limit(count),
  };
}
export type AttemptLedger = ReturnType<typeof attemptLedgerOf>;

export function createImmobilizerRepository(db: Database) {
  const ledger = attemptLedgerOf(db);
  return {
    /** Keeps a booking's code (a new one replaces the old); `tell` writes its notice on the same transaction. */
    saveCode(code: NewImmobilizerCode, tell: (tx: Database) => Promise<void>): Promise<void> {
      const { bookingId: _id, ...fresh } = code;
      return transaction(db, async (tx) => {
        await tx.insert(immobilizerCodes).values(code).onConflictDoUpdate({ target: immobilizerCodes.bookingId, set: fresh });
        await tell(tx);
      });
    },
    ...ledger,
    async codeOfBooking(bookingId: number) {
      const [row] = await db.select().from(immobilizerCodes).where(eq(immobilizerCodes.bookingId, bookingId));
      return row;
    },
    /**
     * Runs one attempt of a person in a transaction that holds their attempts lock: the lockout
     * is counted and the attempt recorded before their next attempt is looked at, on any instance.
     */
    async serialisedFor<T>(userId: number, work: (ledger: AttemptLedger) => Promise<T>): Promise<T> {
      return transaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.immobilizerAttempts}, ${userId})`);
        return work(attemptLedgerOf(tx));
      });
    },
    /** The audit trail, newest first. */
    attempts: (limit: number, vehicleId?: number) =>
      db
        .select({
          id: immobilizerAttempts.id,
          vehicleId: immobilizerAttempts.vehicleId,
          vehicleNumber: vehicles.vehicleNumber,
          userId: immobilizerAttempts.userId,
          userName: users.name,
          action: immobilizerAttempts.action,
          outcome: immobilizerAttempts.outcome,
          createdAt: immobilizerAttempts.createdAt,
        })
        .from(immobilizerAttempts)
        .innerJoin(vehicles, eq(vehicles.id, immobilizerAttempts.vehicleId))
        .innerJoin(users, eq(users.id, immobilizerAttempts.userId))
        .where(vehicleId === undefined ? undefined : eq(immobilizerAttempts.vehicleId, vehicleId))
        .orderBy(desc(immobilizerAttempts.id))
        .limit(limit),
  };
}
export type ImmobilizerRepository = ReturnType<typeof createImmobilizerRepository>;
