import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OverrideStatus } from '../../../contract/overrides.contract.ts';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/client.ts';
import { overrideRequests, users, vehicles } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

export type OverrideRow = typeof overrideRequests.$inferSelect;
export type NewOverride = Pick<OverrideRow, 'userId' | 'vehicleId' | 'startTime' | 'endTime' | 'notes' | 'overrideType' | 'refusal' | 'reason'>;
export interface OverrideWithNames {
  request: OverrideRow;
  user: { name: string; email: string };
  vehicleNumber: string;
}

/** A claim on a request being decided lapses after this long (the deciding process died). */
const CLAIM_SECONDS = 60;

export function createOverridesRepository(db: Database) {
  const select = (where: SQL | undefined) =>
    db
      .select({ request: overrideRequests, user: { name: users.name, email: users.email }, vehicleNumber: vehicles.vehicleNumber })
      .from(overrideRequests)
      .innerJoin(users, eq(users.id, overrideRequests.userId))
      .innerJoin(vehicles, eq(vehicles.id, overrideRequests.vehicleId))
      .where(where)
      .orderBy(desc(overrideRequests.requestedAt), desc(overrideRequests.id))
      .limit(500);

  return {
    /** Inserts the request unless its member already has `maxPending` waiting: undefined then. */
    async insert(values: NewOverride, maxPending: number): Promise<OverrideRow | undefined> {
      return transaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.overrideRequests}, ${values.userId})`);
        const [pending] = await tx
          .select({ n: count() })
          .from(overrideRequests)
          .where(and(eq(overrideRequests.userId, values.userId), eq(overrideRequests.status, 'pending')));
        if ((pending?.n ?? 0) >= maxPending) return undefined;
        const [row] = await tx.insert(overrideRequests).values(values).returning();
        return row;
      });
    },
    find: async (id: number): Promise<OverrideWithNames | undefined> => (await select(eq(overrideRequests.id, id)))[0],
    list: (status: OverrideStatus | undefined): Promise<OverrideWithNames[]> => select(status ? eq(overrideRequests.status, status) : undefined),
    ofUser: (userId: number): Promise<OverrideWithNames[]> => select(eq(overrideRequests.userId, userId)),
    /**
     * Claims a pending request for one decision: two admins deciding at once, one gets it. The
     * claim is its decidedBy and decidedAt while it is still pending; it lapses after a minute.
     */
    async claim(id: number, by: number | null, at: Date): Promise<boolean> {
      const rows = await db
        .update(overrideRequests)
        .set({ decidedBy: by, decidedAt: at })
        .where(
          and(
            eq(overrideRequests.id, id),
            eq(overrideRequests.status, 'pending'),
            sql`(${overrideRequests.decidedAt} is null or ${overrideRequests.decidedAt} < ${new Date(at.getTime() - CLAIM_SECONDS * 1000)})`,
          ),
        )
        .returning({ id: overrideRequests.id });
      return rows.length > 0;
    },
    /** Gives a claim back: the decision could not be made (the booking was refused). */
    async release(id: number): Promise<void> {
      await db
        .update(overrideRequests)
        .set({ decidedBy: null, decidedAt: null })
        .where(and(eq(overrideRequests.id, id), eq(overrideRequests.status, 'pending')));
    },
    /** Sets the outcome of a pending request; undefined when it was no longer pending. */
    /** Records the decision on a pending request; `tell` writes the member's notice on the same transaction. */
    decide(
      id: number,
      changes: Partial<Pick<OverrideRow, 'status' | 'bookingId' | 'decidedBy' | 'decidedAt' | 'decisionNote'>>,
      tell?: (tx: Database) => Promise<void>,
    ): Promise<OverrideRow | undefined> {
      return transaction(db, async (tx) => {
        const [row] = await tx
          .update(overrideRequests)
          .set(changes)
          .where(and(eq(overrideRequests.id, id), eq(overrideRequests.status, 'pending')))
          .returning();
        if (row && tell) await tell(tx);
        return row;
      });
    },
  };
}
export type OverridesRepository = ReturnType<typeof createOverridesRepository>;
