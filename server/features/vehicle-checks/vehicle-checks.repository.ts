import { and, desc, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type { VehicleCategory } from '../../../contract/constants.ts';
import type { CheckItem } from '../../../contract/vehicle-checks.contract.ts';
import type { Database } from '../../db/client.ts';
import { checkTemplates, checkWaivers, kitAlerts, users, vehicleChecks, vehicles } from '../../db/schema.ts';
import { transaction, type Tx } from '../../db/transaction.ts';

export type CheckTemplateRow = typeof checkTemplates.$inferSelect & { createdByName: string | null };
export type VehicleCheckRow = typeof vehicleChecks.$inferSelect;
export type NewVehicleCheck = typeof vehicleChecks.$inferInsert;
export type WaiverRow = typeof checkWaivers.$inferSelect & { waivedByName: string | null };

/** Check templates by category and version, the checks done, and the admins' waivers. */
export function createVehicleChecksRepository(db: Database) {
  const templates = () =>
    db.select({ template: checkTemplates, createdByName: users.name }).from(checkTemplates).leftJoin(users, eq(users.id, checkTemplates.createdBy));
  const flat = (rows: { template: typeof checkTemplates.$inferSelect; createdByName: string | null }[]): CheckTemplateRow[] =>
    rows.map((r) => ({ ...r.template, createdByName: r.createdByName }));

  return {
    /** Version 1 of a category, once, whichever instance starts first. */
    ensureTemplate: async (category: VehicleCategory, items: CheckItem[]) =>
      void (await db.insert(checkTemplates).values({ category, version: 1, items }).onConflictDoNothing()),
    templateHistory: async (category: VehicleCategory) =>
      flat(await templates().where(eq(checkTemplates.category, category)).orderBy(desc(checkTemplates.version))),
    latestTemplates: async () => flat(await templates().orderBy(checkTemplates.category, desc(checkTemplates.version))),
    templateVersion: async (category: VehicleCategory, version: number) =>
      flat(await templates().where(and(eq(checkTemplates.category, category), eq(checkTemplates.version, version))))[0],
    /** The next version; two saves at once meet the primary key and one of them is refused. */
    async addTemplate(category: VehicleCategory, items: CheckItem[], createdBy: number): Promise<number> {
      const [row] = await db
        .select({ latest: max(checkTemplates.version) })
        .from(checkTemplates)
        .where(eq(checkTemplates.category, category));
      const version = (row?.latest ?? 0) + 1;
      await db.insert(checkTemplates).values({ category, version, items, createdBy });
      return version;
    },

    checkOfBooking: async (bookingId: number): Promise<VehicleCheckRow | undefined> =>
      (await db.select().from(vehicleChecks).where(eq(vehicleChecks.bookingId, bookingId)))[0],
    doneBetween: async (from: Date, to: Date) =>
      db
        .select({ vehicleId: vehicleChecks.vehicleId, result: vehicleChecks.result })
        .from(vehicleChecks)
        .where(and(gte(vehicleChecks.doneAt, from), lt(vehicleChecks.doneAt, to))),
    checkById: async (id: number): Promise<VehicleCheckRow | undefined> => (await db.select().from(vehicleChecks).where(eq(vehicleChecks.id, id)))[0],
    /** The vehicle's last check: its answers carry over to the next. */
    lastCheckOf: async (vehicleId: number): Promise<VehicleCheckRow | undefined> =>
      (await db.select().from(vehicleChecks).where(eq(vehicleChecks.vehicleId, vehicleId)).orderBy(desc(vehicleChecks.doneAt)).limit(1))[0],
    /**
     * The check, once per booking, with what follows from it on the same transaction; undefined
     * when the booking has one already (a second phone, a retry).
     */
    insertCheck: (values: NewVehicleCheck, also: (tx: Tx, row: VehicleCheckRow) => Promise<void>) =>
      transaction(db, async (tx) => {
        const [row] = await tx.insert(vehicleChecks).values(values).onConflictDoNothing().returning();
        if (row) await also(tx, row);
        return row;
      }),

    waiverOf: async (bookingId: number): Promise<WaiverRow | undefined> =>
      (
        await db
          .select({ waiver: checkWaivers, waivedByName: users.name })
          .from(checkWaivers)
          .leftJoin(users, eq(users.id, checkWaivers.waivedBy))
          .where(eq(checkWaivers.bookingId, bookingId))
      ).map((r) => ({ ...r.waiver, waivedByName: r.waivedByName }))[0],
    /** The waiver, once per booking, with its audit entry and fact on the same transaction. */
    insertWaiver: (values: typeof checkWaivers.$inferInsert, also: (tx: Tx) => Promise<void>) =>
      transaction(db, async (tx) => {
        const [row] = await tx.insert(checkWaivers).values(values).onConflictDoNothing().returning();
        if (row) await also(tx);
        return row;
      }),

    /** Each active vehicle's latest check: its expiry answers are the kit's known expiries. */
    latestChecks: async () =>
      db
        .selectDistinctOn([vehicleChecks.vehicleId], { check: vehicleChecks, vehicleNumber: vehicles.vehicleNumber })
        .from(vehicleChecks)
        .innerJoin(vehicles, and(eq(vehicles.id, vehicleChecks.vehicleId), eq(vehicles.isActive, true)))
        .orderBy(vehicleChecks.vehicleId, desc(vehicleChecks.doneAt)),
    /** Whether the admins were told of this expiry at this stage; true the first time. */
    firstKitAlert: async (vehicleId: number, itemKey: string, expiry: string, stage: string): Promise<boolean> =>
      (
        await db
          .insert(kitAlerts)
          .values({ vehicleId, itemKey, expiry, stage })
          .onConflictDoNothing()
          .returning({ at: sql`1` })
      ).length > 0,
    /** For the Reservations Diary: each booking's check result and whether it was waived. */
    async statesOf(bookingIds: number[]) {
      if (!bookingIds.length) return { checks: new Map<number, VehicleCheckRow['result']>(), waived: new Set<number>() };
      const [checks, waivers] = await Promise.all([
        db.select({ bookingId: vehicleChecks.bookingId, result: vehicleChecks.result }).from(vehicleChecks).where(inArray(vehicleChecks.bookingId, bookingIds)),
        db.select({ bookingId: checkWaivers.bookingId }).from(checkWaivers).where(inArray(checkWaivers.bookingId, bookingIds)),
      ]);
      return { checks: new Map(checks.map((c) => [c.bookingId, c.result])), waived: new Set(waivers.map((w) => w.bookingId)) };
    },
  };
}
export type VehicleChecksRepository = ReturnType<typeof createVehicleChecksRepository>;
